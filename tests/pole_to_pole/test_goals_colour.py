"""Goals and the colour die (PTP-049 to PTP-058)."""

from __future__ import annotations

from bot.engine import State
from bot.games.pole_to_pole import GAME

from .helpers import COLOURS, game_state, move, play, refused, rng_for, settle, where
from .test_moves import boxed_in


def test_ptp_049_two_own_explorers_on_a_goal_take_its_token() -> None:
    """PTP-049: two own explorers on a goal take its token."""
    state = game_state(
        2, positions={"Blue-1": "C8", "Blue-2": "C11"}, roll_ab=(3, 4), deck=["SHELTER"] + ["TAILWIND"] * 3
    )
    new = play(state, 0, **move("Blue-2", "A", "N"))
    assert "C8" not in new["goals"] and new["tokens"][0] == 1
    assert new["pending"] == ["SHELTER"]


def test_ptp_049_a_card_move_can_take_a_goal_too() -> None:
    """PTP-049: a card move can take a goal too."""
    state = game_state(2, positions={"Blue-1": "C8", "Blue-2": "F11"}, roll_ab=(2, 2), deck=["AVALANCHE", "BLIZZARD"])
    state["phase"] = "cards"
    state["pending"] = ["TAILWIND"]
    state["deck"] = ["AVALANCHE", "BLIZZARD"]
    state = settle(state)
    new = play(state, 0, type="card_move", explorer="Blue-1", dir="N", dist=3, via=None)
    assert where(new, "Blue-1") == "C5" and new["tokens"][0] == 0
    mover = game_state(2, positions={"Blue-1": "C8", "Blue-2": "C11"}, roll_ab=(2, 2))
    mover["phase"] = "cards"
    mover["pending"] = ["TAILWIND"]
    mover["deck"] = ["CURRENT", "BLIZZARD"]
    took = play(settle(mover), 0, type="card_move", explorer="Blue-2", dir="N", dist=3, via=None)
    assert took["tokens"][0] == 1 and "C8" not in took["goals"]


def test_ptp_050_allies_never_count_toward_the_two() -> None:
    """PTP-050: allies never count toward the two."""
    state = game_state(4, positions={"Blue-1": "I4", "Green-1": "I4", "Blue-2": "I6"}, roll_ab=(2, 2))
    state["deck"] = ["SHELTER", "TAILWIND"]
    assert state["tokens"] == [0, 0, 0, 0]
    new = play(state, 0, **move("Blue-2", "A", "N"))
    assert new["tokens"] == [1, 0, 0, 0]
    green = game_state(4, positions={"Blue-1": "I4", "Green-1": "I6"}, active=2, roll_ab=(2, 3))
    joined = play(green, 2, **move("Green-1", "A", "N"))
    assert "I4" in joined["goals"] and joined["tokens"] == [0, 0, 0, 0]


def test_ptp_051_the_drawn_card_waits_for_the_cards_phase() -> None:
    """PTP-051: the drawn card waits for the cards phase."""
    state = game_state(2, positions={"Blue-1": "C8", "Blue-2": "C11", "Blue-3": "D5"}, roll_ab=(3, 4))
    state["deck"] = ["AVALANCHE", "TAILWIND"]
    state["explorers"]["Yellow-1"] = "H4"
    new = play(state, 0, **move("Blue-2", "A", "N"))
    assert new["phase"] == "move" and new["pending"] == ["AVALANCHE"]
    assert GAME.view(new, None)["pending"] == ["AVALANCHE"]
    after = play(new, 0, **move("Blue-3", "B", "E"))
    assert after["phase"] == "cards" and GAME.view(after, None)["prompt"]["card"] == "AVALANCHE"


def test_ptp_052_a_taken_goal_is_an_ordinary_square() -> None:
    """PTP-052: a taken goal is an ordinary square."""
    state = game_state(2, positions={"Blue-1": "C8", "Blue-2": "C11"}, roll_ab=(3, 4))
    state["goals"].remove("C8")
    new = play(state, 0, **move("Blue-2", "A", "N"))
    assert new["tokens"][0] == 0 and new["pending"] == []


def doubles_with_face(face: str, players: int = 2, mode: str = "teams", **kw: object) -> State:
    state = game_state(players, mode=mode, roll_ab=(2, 2), **kw)  # type: ignore[arg-type]
    state["rng"] = rng_for([(COLOURS, face)])
    return state


def test_ptp_053_the_colour_die_follows_doubles_even_after_forfeits() -> None:
    """PTP-053: the colour die follows doubles even after forfeits."""
    boxed = boxed_in((2, 2))
    boxed["rng"] = rng_for([(COLOURS, "Blue")])
    settle(boxed)
    assert boxed["colour"] == {"face": "Blue"} and boxed["phase"] == "colour"
    plain = game_state(2, positions={"Blue-1": "D5"}, roll_ab=(2, 3))
    after = play(play(plain, 0, **move("Blue-1", "A", "N")), 0, **move("Blue-2", "B", "N", "A"))
    assert after["colour"] is None and after["active"] == 1


def test_ptp_054_opponent_face_sends_a_grid_explorer_home() -> None:
    """PTP-054: opponent face sends a grid explorer home."""
    state = doubles_with_face(
        "Yellow", positions={"Yellow-1": "F4", "Yellow-2": "E5", "Yellow-3": "E5", "Blue-1": "A9"}
    )
    state["sheltered"] = []
    state["explorers"]["Yellow-4"] = "H8"
    state["sheltered"].append("Yellow-4")
    state = play(play(state, 0, **move("Blue-1", "A", "N")), 0, **move("Blue-1", "B", "E"))
    assert state["phase"] == "colour"
    picks = {a["explorer"] for a in GAME.legal_actions(state, 0) if a["type"] == "colour_pick"}
    assert picks == {"Yellow-1", "Yellow-2"}  # closed E5 allowed, sheltered H8 and NP excluded
    refused(state, 0, {"type": "colour_pick", "explorer": "Yellow-4"}, "cannot be chosen")
    refused(state, 0, {"type": "colour_pick", "explorer": "Yellow-5"}, "cannot be chosen")
    new = play(state, 0, type="colour_pick", explorer="Yellow-2")
    assert where(new, "Yellow-2") == "NP" and where(new, "Yellow-3") == "E5"


def test_ptp_054_opponent_face_without_targets_does_nothing() -> None:
    """PTP-054: opponent face without targets does nothing."""
    state = doubles_with_face("Yellow", positions={"Blue-1": "A9"})
    new, events = GAME.apply(state, 0, move("Blue-1", "AB", "N"))
    assert new["active"] == 1 and any("no explorer can be chosen" in e["text"] for e in events)


def test_ptp_055_own_face_flies_an_explorer_to_its_target_pole() -> None:
    """PTP-055: own face flies an explorer to its target pole."""
    state = doubles_with_face("Blue", positions={"Blue-1": "A9"})
    state = play(state, 0, **move("Blue-1", "AB", "N"))
    picks = [a for a in GAME.legal_actions(state, 0) if a["type"] == "colour_pick"]
    assert {a["explorer"] for a in picks} == {"Blue-1", "Blue-2"}  # the grid one and one for SP
    new = play(state, 0, type="colour_pick", explorer="Blue-4")  # any home-pole explorer may be named
    assert where(new, "Blue-4") == "arrived" and new["arrivals"][0] == 1


def test_ptp_056_ally_face_flies_an_ally_explorer() -> None:
    """PTP-056: ally face flies an ally explorer."""
    state = doubles_with_face("Green", players=4, positions={"Blue-2": "I6", "Blue-1": "I4", "Green-1": "I4"})
    state["deck"] = ["SHELTER", "TAILWIND"]
    state = play(play(state, 0, **move("Blue-2", "A", "N")), 0, **move("Blue-3", "B", "N", "A"))
    assert state["tokens"] == [1, 0, 0, 0]
    new = play(state, 0, type="colour_pick", explorer="Green-4")
    assert where(new, "Green-4") == "arrived" and new["arrivals"] == [0, 0, 1, 0]


def test_ptp_057_white_unused_and_resigned_faces_have_no_effect() -> None:
    """PTP-057: white unused and resigned faces have no effect."""
    for face, players in (("White", 2), ("Green", 2), ("Purple", 3)):
        state = doubles_with_face(face, players=players, positions={"Blue-1": "A9"})
        new, events = GAME.apply(state, 0, move("Blue-1", "AB", "N"))
        assert new["active"] == 1 and any("no effect" in e["text"] for e in events), face
    state = doubles_with_face("Yellow", players=3, positions={"Blue-1": "A9", "Yellow-1": "D4"})
    state, _ = GAME.resign(state, 1)
    new, events = GAME.apply(state, 0, move("Blue-1", "AB", "N"))
    assert new["active"] == 2 and any("no effect" in e["text"] for e in events)


def test_ptp_058_any_colour_effect_may_be_declined() -> None:
    """PTP-058: any colour effect may be declined."""
    state = doubles_with_face("Blue", positions={"Blue-1": "A9"})
    state = play(state, 0, **move("Blue-1", "AB", "N"))
    assert {"type": "decline", "label": "Decline the colour die"} in GAME.legal_actions(state, 0)
    new = play(state, 0, type="decline")
    assert new["arrivals"][0] == 0 and new["active"] == 1
