"""Dynamic cards: the queue and every card's effect (PTP-059 to PTP-071)."""

from __future__ import annotations

from typing import Any

from bot.engine import State
from bot.games.pole_to_pole import GAME
from bot.games.pole_to_pole.movement import new_dice

from .helpers import NUMBERS, game_state, move, play, play_events, refused, rng_for, settle, where


def resolving(card: str | list[str], players: int = 2, active: int = 0, **kw: Any) -> State:
    """A state in the Cards phase with ``card`` (or a queue of cards) pending for ``active``."""
    state = game_state(players, active=active, roll_ab=(2, 3), **kw)
    state["dice"]["status"] = {"A": "used", "B": "used"}
    state["phase"] = "cards"
    state["pending"] = [card] if isinstance(card, str) else list(card)
    return settle(state)


def types(state: State) -> set[str]:
    return {a["type"] for a in GAME.legal_actions(state, state["active"])}


def test_ptp_059_cards_resolve_first_in_first_out_and_new_draws_queue_behind() -> None:
    """PTP-059: cards resolve first in first out and new draws queue behind."""
    state = resolving(["TAILWIND", "SHELTER"], positions={"Blue-1": "C8", "Blue-2": "C11"}, deck=["AVALANCHE"])
    new = play(state, 0, type="card_move", explorer="Blue-2", dir="N", dist=3, via=None)
    assert new["tokens"][0] == 1
    assert new["pending"] == ["SHELTER", "AVALANCHE"] and new["discard"] == ["TAILWIND"]
    assert GAME.view(new, None)["prompt"]["card"] == "SHELTER"


def test_ptp_060_card_moves_follow_straight_move_rules_but_not_the_axis_limit() -> None:
    """PTP-060: card moves follow straight move rules but not the axis limit."""
    state = game_state(
        2, positions={"Blue-1": "C8", "Yellow-1": "C2", "Yellow-2": "C3", "Yellow-3": "C3"}, roll_ab=(1, 4)
    )
    state["deck"] = ["TAILWIND"]
    state["explorers"]["Blue-2"] = "C9"
    state = play(state, 0, **move("Blue-2", "A", "N"))  # Blue-2 joins C8: goal, Tailwind drawn
    state = play(state, 0, **move("Blue-1", "B", "N"))  # C8 -> C4
    assert state["phase"] == "cards"
    refused(state, 0, {"type": "card_move", "explorer": "Blue-1", "dir": "N", "dist": 3, "via": None}, "C3 is closed.")
    capture = resolving("TAILWIND", positions={"Blue-1": "D9", "Yellow-1": "D6"})
    new = play(capture, 0, type="card_move", explorer="Blue-1", dir="N", dist=3, via=None)
    assert where(new, "Yellow-1") == "NP" and where(new, "Blue-1") == "D6"


def test_ptp_061_optional_cards_may_be_declined_mandatory_ones_not() -> None:
    """PTP-061: optional cards may be declined mandatory ones not."""
    state = resolving("SHELTER", positions={"Blue-1": "D9"})
    new = play(state, 0, type="decline")
    assert new["discard"] == ["SHELTER"] and new["sheltered"] == [] and new["active"] == 1
    lost = resolving("LOST_BEARINGS", positions={"Blue-1": "D5", "Blue-2": "H5"})
    assert "decline" not in types(lost)
    refused(lost, 0, {"type": "decline"}, "Lost Bearings is mandatory and cannot be declined.")


def test_ptp_061_a_card_with_no_legal_use_is_discarded_without_effect() -> None:
    """PTP-061: a card with no legal use is discarded without effect."""
    state = resolving("SHELTER")  # no Blue explorer on the grid
    assert state["active"] == 1 and state["discard"] == ["SHELTER"] and state["sheltered"] == []


def test_ptp_062_an_empty_deck_is_refilled_from_the_discards() -> None:
    """PTP-062: an empty deck is refilled from the discards."""
    state = game_state(2, positions={"Blue-1": "C8", "Blue-2": "C11"}, roll_ab=(3, 4), deck=[])
    state["discard"] = ["SHELTER", "AVALANCHE", "CURRENT"]
    new, events = GAME.apply(state, 0, move("Blue-2", "A", "N"))
    assert any(e["type"] == "reshuffle" for e in events)
    assert len(new["deck"]) == 2 and new["discard"] == [] and len(new["pending"]) == 1
    assert sorted(new["deck"] + new["pending"]) == ["AVALANCHE", "CURRENT", "SHELTER"]
    empty = game_state(2, positions={"Blue-1": "C8", "Blue-2": "C11"}, roll_ab=(3, 4), deck=[])
    took = play(empty, 0, **move("Blue-2", "A", "N"))
    assert took["tokens"][0] == 1 and took["pending"] == []


def test_ptp_063_tailwind_moves_exactly_three_from_grid_or_home_pole() -> None:
    """PTP-063: tailwind moves exactly three from grid or home pole."""
    state = resolving("TAILWIND", positions={"Blue-1": "D9"})
    moves = [a for a in GAME.legal_actions(state, 0) if a["type"] == "card_move"]
    assert {a["dist"] for a in moves} == {3}
    assert {a["explorer"] for a in moves} == {"Blue-1", "Blue-2"}  # Blue-2 stands for the SP group
    refused(state, 0, {"type": "card_move", "explorer": "Blue-1", "dir": "N", "dist": 2, "via": None}, "exactly 3")
    new = play(state, 0, type="card_move", explorer="Blue-3", dir="N", dist=3, via="K")
    assert where(new, "Blue-3") == "K9"


def test_ptp_064_ocean_current_moves_a_grid_explorer_one_to_six_east_or_west() -> None:
    """PTP-064: ocean current moves a grid explorer one to six east or west."""
    state = resolving("CURRENT", positions={"Blue-1": "D9"})
    moves = [a for a in GAME.legal_actions(state, 0) if a["type"] == "card_move"]
    assert {a["explorer"] for a in moves} == {"Blue-1"}
    assert {a["dir"] for a in moves} == {"E", "W"} and {a["dist"] for a in moves} == set(range(1, 7))
    assert len(moves) == 11  # E6 and W6 land on the same square
    refused(state, 0, {"type": "card_move", "explorer": "Blue-1", "dir": "N", "dist": 2, "via": None}, "Current")
    refused(state, 0, {"type": "card_move", "explorer": "Blue-1", "dir": "E", "dist": 7, "via": None}, "Current")
    new = play(state, 0, type="card_move", explorer="Blue-1", dir="W", dist=5, via=None)
    assert where(new, "Blue-1") == "K9"


def test_ptp_065_second_wind_rolls_again_without_colour_die() -> None:
    """PTP-065: second wind rolls again without colour die."""
    state = resolving("SECOND_WIND", positions={"Blue-1": "D9"})
    assert types(state) == {"wind_roll", "decline"}
    state["rng"] = rng_for([(NUMBERS, 4), (NUMBERS, 4)])
    rolled = play(state, 0, type="wind_roll")
    assert rolled["phase"] == "move" and rolled["dice"]["values"] == {"A": 4, "B": 4}
    assert rolled["dice"]["source"] == "wind" and rolled["dice"]["first"] is None
    once = play(rolled, 0, **move("Blue-1", "A", "N"))
    refused(once, 0, move("Blue-1", "B", "S"), "Use the A+B action")
    done = play(once, 0, **move("Blue-1", "B", "E"))
    assert where(done, "Blue-1") == "H5" and done["colour"] is None and done["active"] == 1


def test_ptp_066_polar_guide_lands_a_near_explorer_ignoring_closed_squares() -> None:
    """PTP-066: polar guide lands a near explorer ignoring closed squares."""
    state = resolving("POLAR_GUIDE", positions={"Blue-1": "D3", "Blue-2": "E4", "Yellow-1": "D2", "Yellow-2": "D2"})
    picks = {a["explorer"] for a in GAME.legal_actions(state, 0) if a["type"] == "card_pick"}
    assert picks == {"Blue-1"}  # rows 1-3 for a NP target; E4 is too far
    new = play(state, 0, type="card_pick", explorer="Blue-1")
    assert where(new, "Blue-1") == "arrived" and new["arrivals"][0] == 1
    north = resolving("POLAR_GUIDE", active=1, positions={"Yellow-1": "A9", "Yellow-2": "A8"})
    assert {a["explorer"] for a in GAME.legal_actions(north, 1) if a["type"] == "card_pick"} == {"Yellow-1"}


def test_ptp_067_shelter_protects_and_lasts_until_the_owners_next_turn() -> None:
    """PTP-067: shelter protects and lasts until the owners next turn."""
    state = resolving("SHELTER", positions={"Blue-1": "D5", "Yellow-1": "D8"}, deck=["AVALANCHE"] * 3)
    state = play(state, 0, type="card_pick", explorer="Blue-1")
    assert state["sheltered"] == ["Blue-1"] and state["active"] == 1
    state["dice"] = new_dice(3, 1, "turn")
    refused(state, 1, move("Yellow-1", "A", "N"), "D5 is closed.")
    view = GAME.view(state, None)
    assert next(e for e in view["explorers"] if e["id"] == "Blue-1")["sheltered"] is True
    state["phase"] = "end"
    state["dice"] = None
    state = settle(state)
    assert state["active"] == 0 and state["sheltered"] == []


def test_ptp_067_shelter_blocks_opponent_cards_and_moves_with_the_explorer() -> None:
    """PTP-067: shelter blocks opponent cards and moves with the explorer."""
    state = resolving("AVALANCHE", active=1, positions={"Blue-1": "D5", "Yellow-1": "H8"})
    state["sheltered"] = ["Blue-1"]
    state = settle(state)
    assert state["active"] == 0  # no legal target: discarded
    moving = game_state(2, positions={"Blue-1": "D5"}, roll_ab=(2, 5))
    moving["sheltered"] = ["Blue-1"]
    moved = play(moving, 0, **move("Blue-1", "A", "E"))
    assert moved["sheltered"] == ["Blue-1"]
    passing = game_state(2, positions={"Blue-1": "F2"}, roll_ab=(4, 1))
    passing["sheltered"] = ["Blue-1"]
    assert play(passing, 0, **move("Blue-1", "A", "N", "A"))["sheltered"] == ["Blue-1"]  # passed NP
    home = game_state(2, positions={"Blue-1": "F10"}, roll_ab=(2, 1))
    home["sheltered"] = ["Blue-1"]
    assert play(home, 0, **move("Blue-1", "A", "S"))["sheltered"] == []  # ended on SP


def test_ptp_067_shelter_ends_even_when_the_turn_is_skipped() -> None:
    """PTP-067: shelter ends even when the turn is skipped."""
    state = game_state(2, positions={"Blue-1": "D5"}, roll_ab=None)
    state["sheltered"] = ["Blue-1"]
    state["skips"][0] = 1
    settle(state)
    assert state["sheltered"] == [] and state["skips"][0] == 0 and state["active"] == 1


def test_ptp_068_ice_floe_swaps_two_lone_explorers_without_capture_or_goal() -> None:
    """PTP-068: ice floe swaps two lone explorers without capture or goal."""
    positions = {"Blue-1": "D5", "Blue-2": "C8", "Blue-3": "H9", "Yellow-1": "C4", "Yellow-2": "E6", "Yellow-3": "E6"}
    state = resolving("ICE_FLOE", positions=positions)
    swaps = [(a["own"], a["opponent"]) for a in GAME.legal_actions(state, 0) if a["type"] == "card_swap"]
    assert set(swaps) == {(o, "Yellow-1") for o in ("Blue-1", "Blue-2", "Blue-3")}  # E6 pair is not lone
    refused(state, 0, {"type": "card_swap", "own": "Blue-1", "opponent": "Yellow-2"}, "cannot be chosen")
    new = play(state, 0, type="card_swap", own="Blue-1", opponent="Yellow-1")
    assert (where(new, "Blue-1"), where(new, "Yellow-1")) == ("C4", "D5")
    assert "C4" in new["goals"] and new["tokens"][0] == 0


def test_ptp_069_avalanche_sends_a_lone_unsheltered_opponent_home() -> None:
    """PTP-069: avalanche sends a lone unsheltered opponent home."""
    positions = {"Blue-1": "D5", "Yellow-1": "C4", "Yellow-2": "E6", "Yellow-3": "E6", "Yellow-4": "J9"}
    state = resolving("AVALANCHE", positions=positions)
    state["sheltered"] = ["Yellow-4"]
    picks = {a["explorer"] for a in GAME.legal_actions(state, 0) if a["type"] == "card_pick"}
    assert picks == {"Yellow-1"}
    new = play(state, 0, type="card_pick", explorer="Yellow-1")
    assert where(new, "Yellow-1") == "NP"


def test_ptp_070_lost_bearings_moves_two_toward_home_or_one_onto_it() -> None:
    """PTP-070: lost bearings moves two toward home or one onto it."""
    state = resolving("LOST_BEARINGS", positions={"Blue-1": "D5", "Blue-2": "H11"})
    picks = {a["explorer"]: a["label"] for a in GAME.legal_actions(state, 0)}
    assert set(picks) == {"Blue-1", "Blue-2"}
    assert where(play(state, 0, type="card_pick", explorer="Blue-1"), "Blue-1") == "D7"
    assert where(play(state, 0, type="card_pick", explorer="Blue-2"), "Blue-2") == "SP"


def test_ptp_070_lost_bearings_is_automatic_blocked_or_void() -> None:
    """PTP-070: lost bearings is automatic blocked or void."""
    single = resolving("LOST_BEARINGS", positions={"Blue-1": "D5"})
    assert where(single, "Blue-1") == "D7" and single["active"] == 1  # one target: applied at once
    blocked = resolving("LOST_BEARINGS", positions={"Blue-1": "D5", "Yellow-1": "D6", "Yellow-2": "D6"})
    assert where(blocked, "Blue-1") == "D5" and blocked["discard"] == ["LOST_BEARINGS"]
    capture = resolving("LOST_BEARINGS", positions={"Blue-1": "D5", "Yellow-1": "D7"})
    assert where(capture, "Yellow-1") == "NP"


def test_ptp_071_blizzard_adds_a_skip_and_the_next_turn_is_skipped() -> None:
    """PTP-071: blizzard adds a skip and the next turn is skipped."""
    state = resolving("BLIZZARD")
    assert state["skips"] == [1, 0] and state["active"] == 1
    state = play(state, 1, **move("Yellow-1", "A", "S", "A"))
    state, events = play_events(state, 1, **move("Yellow-2", "B", "S", "B"))
    assert state["active"] == 1 and state["skips"] == [0, 0]  # Blue's turn was skipped
    assert any("skips this turn" in happened["text"] for happened in events)
