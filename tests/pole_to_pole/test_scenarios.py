"""The spec's eight scenarios, step by step (Scenarios 1-8 of pole-to-pole.md)."""

from __future__ import annotations

from bot.games.pole_to_pole import GAME

from .helpers import COLOURS, game_state, move, play, refused, rng_for, where


def test_scenario_1_ways_to_use_2_and_4() -> None:
    """PTP-041 to PTP-044: sum move, two axes, same-axis refusal, two explorers."""
    state = game_state(2, positions={"Blue-1": "D9"}, roll_ab=(2, 4))
    assert where(play(state, 0, **move("Blue-1", "AB", "N")), "Blue-1") == "D3"
    after_a = play(state, 0, **move("Blue-1", "A", "N"))
    assert where(after_a, "Blue-1") == "D7"
    assert where(play(after_a, 0, **move("Blue-1", "B", "E")), "Blue-1") == "H7"
    assert where(play(after_a, 0, **move("Blue-1", "B", "W")), "Blue-1") == "L7"
    refused(after_a, 0, move("Blue-1", "B", "N"), "Use the A+B action to move one explorer both dice in a line.")
    two = play(after_a, 0, **move("Blue-2", "B", "N", "K"))
    assert where(two, "Blue-2") == "K8"


def test_scenario_2_exact_count_at_the_pole() -> None:
    """PTP-036, PTP-037, PTP-032: exact arrival, passing through, via required."""
    state = game_state(2, positions={"Blue-1": "F3"}, roll_ab=(3, 5))
    arrived = play(state, 0, **move("Blue-1", "A", "N"))
    assert where(arrived, "Blue-1") == "arrived" and arrived["arrivals"][0] == 1
    passed = play(state, 0, **move("Blue-1", "B", "N", "A"))
    assert where(passed, "Blue-1") == "A2" and passed["arrivals"][0] == 0
    refused(state, 0, move("Blue-1", "B", "N"), "via")


def test_scenario_3_back_through_the_home_pole() -> None:
    """PTP-038, PTP-032: stopping on the home pole, or passing it into another column."""
    state = game_state(2, positions={"Blue-1": "C10"}, roll_ab=(2, 5))
    assert where(play(state, 0, **move("Blue-1", "A", "S")), "Blue-1") == "SP"
    assert where(play(state, 0, **move("Blue-1", "B", "S", "J")), "Blue-1") == "J9"


def test_scenario_4_closed_square_and_the_180_wrap() -> None:
    """PTP-017, PTP-033, PTP-030: a closed square blocks passing and landing; W wraps A to L."""
    state = game_state(2, positions={"Yellow-1": "E5", "Yellow-2": "E5", "Blue-1": "E8"}, roll_ab=(3, 5))
    refused(state, 0, move("Blue-1", "A", "N"), "E5 is closed.")
    refused(state, 0, move("Blue-1", "B", "N"), "E5 is closed.")
    refused(state, 0, move("Blue-1", "AB", "N"), "E5 is closed.")
    assert where(play(state, 0, **move("Blue-1", "A", "W")), "Blue-1") == "B8"
    assert where(play(state, 0, **move("Blue-1", "B", "W")), "Blue-1") == "L8"


def test_scenario_5_capture() -> None:
    """PTP-039, PTP-035: landing captures, passing does not."""
    state = game_state(2, positions={"Yellow-1": "H6", "Blue-1": "H9"}, roll_ab=(3, 5))
    captured = play(state, 0, **move("Blue-1", "A", "N"))
    assert (where(captured, "Blue-1"), where(captured, "Yellow-1")) == ("H6", "NP")
    passed = play(state, 0, **move("Blue-1", "B", "N"))
    assert (where(passed, "Blue-1"), where(passed, "Yellow-1")) == ("H4", "H6")


def test_scenario_6_goal_doubles_and_resolution_order() -> None:
    """PTP-049, PTP-051, PTP-053, PTP-054, PTP-063, PTP-021: goal, colour die, then the card."""
    state = game_state(2, positions={"Blue-1": "C8", "Blue-2": "C11", "Yellow-1": "F4"}, roll_ab=(3, 3))
    state["deck"] = ["TAILWIND", "SHELTER"]
    state["rng"] = rng_for([(COLOURS, "Yellow")])
    state = play(state, 0, **move("Blue-2", "A", "N"))
    assert where(state, "Blue-2") == "C8" and state["tokens"][0] == 1 and state["pending"] == ["TAILWIND"]
    assert GAME.view(state, None)["seats"][0]["score"] == 1
    state = play(state, 0, **move("Blue-3", "B", "N", "F"))
    assert where(state, "Blue-3") == "F9"
    assert state["phase"] == "colour" and state["colour"]["face"] == "Yellow"
    state = play(state, 0, type="colour_pick", explorer="Yellow-1")
    assert where(state, "Yellow-1") == "NP" and state["phase"] == "cards"
    state = play(state, 0, type="card_move", explorer="Blue-3", dir="N", dist=3, via=None)
    assert where(state, "Blue-3") == "F6" and state["active"] == 1 and state["discard"] == ["TAILWIND"]


def test_scenario_7_teams_ally_closure_and_the_ally_face() -> None:
    """PTP-017, PTP-050, PTP-056: allies close I4; only Blue's own pair takes it; Green's explorer flies."""
    state = game_state(4, positions={"Blue-1": "I4", "Green-1": "I4", "Yellow-1": "I7"}, active=1, roll_ab=(3, 1))
    refused(state, 1, move("Yellow-1", "A", "N"), "I4 is closed.")
    blue = game_state(4, positions={"Blue-1": "I4", "Green-1": "I4", "Blue-2": "I6"}, roll_ab=(2, 2))
    blue["deck"] = ["SHELTER", "TAILWIND"]
    blue["rng"] = rng_for([(COLOURS, "Green")])
    blue = play(blue, 0, **move("Blue-2", "A", "N"))
    assert blue["tokens"] == [1, 0, 0, 0]
    blue = play(blue, 0, **move("Blue-3", "B", "N", "A"))
    assert blue["phase"] == "colour" and blue["colour"]["face"] == "Green"
    blue = play(blue, 0, type="colour_pick", explorer="Green-4")
    assert where(blue, "Green-4") == "arrived" and blue["arrivals"][2] == 1


def test_scenario_8_immediate_end_and_tie_break() -> None:
    """PTP-072, PTP-075: the sixth arrival ends the game; 8-8 goes to Blue on arrivals."""
    positions = {f"Blue-{n}": "arrived" for n in range(1, 6)} | {"Blue-6": "B2"}
    positions |= {f"Yellow-{n}": "arrived" for n in range(1, 5)}
    state = game_state(2, positions=positions, roll_ab=(2, 2))
    state["arrivals"], state["tokens"] = [5, 4], [2, 4]
    new = play(state, 0, **move("Blue-6", "A", "N"))
    assert new["phase"] == "over" and new["colour"] is None and new["dice"]["status"]["B"] == "dropped"
    outcome = GAME.outcome(new)
    assert outcome is not None
    assert outcome["scores"] == [8.0, 8.0] and outcome["winners"] == [0]
