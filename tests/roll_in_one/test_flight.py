"""Aim and flight (RIO-046–RIO-059, RIO-126, RIO-129, RIO-136)."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction
from bot.games.roll_in_one import GAME

from .helpers import Dice, act, cell, give, preset_game, put, turn_for


def test_rio_046_turn_start_order_survival_then_nudger() -> None:
    """RIO-046: turn start order survival then nudger."""
    st = GAME.setup(1, {"mode": "solo_survival", "course": "preset"}, 982_451_653)
    st["seats"][0]["golfer"] = "G4"
    st, _ = act(st, 0, "preset", name="Front Nine")
    assert st["seats"][0]["tokens"] == 2 + 2 + 2 - 1  # TEE, D1, D2 grant 6; the first turn paid 1
    assert st["decision"] == {"seat": 0, "step": "nudge"}
    st, _ = act(st, 0, "nudge", to=[2, 1])
    assert st["turn"]["start"] == [2, 1] and st["decision"]["step"] == "aim"


def test_rio_047_rio_126_any_club_any_direction() -> None:
    """RIO-047, RIO-126: any club any direction."""
    st = turn_for(preset_game(), 0, (1, 1))
    swings = [a for a in GAME.legal_actions(st, 0) if a["type"] == "swing"]
    assert {(a["club"], a["dir"]) for a in swings} == {
        (c, d) for c in ("putter", "wedge", "9iron", "6iron", "4iron", "wood") for d in range(6)
    }
    with pytest.raises(IllegalAction, match="six clubs"):
        act(st, 0, "swing", club="driver", dir=0)


def test_rio_048_swing_starts_from_zero_in_the_aimed_direction(dice: Dice) -> None:
    """RIO-048: swing starts from zero in the aimed direction."""
    st = turn_for(preset_game(), 0, (1, 1))
    give(st, 0, "C1")
    st["seats"][0]["settings"]["pause_rolls"] = "always"
    dice(["2"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    t = st["turn"]
    assert (t["beat"], t["dir"], t["aim"], t["moved"], t["pending"]) == (0, 5, 5, False, "2")


def test_rio_049_pending_result_cancelled_is_never_rolled(dice: Dice) -> None:
    """RIO-049: pending result cancelled is never rolled."""
    st = turn_for(preset_game(), 0, (1, 1))
    give(st, 0, "C1")
    st["seats"][0]["settings"]["pause_rolls"] = "always"
    dice(["3", "1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    assert st["decision"]["step"] == "roll"
    st, _ = act(st, 0, "card", card="C1")  # cancel 3, roll 1: beat is 1, not 3
    assert st["last_turn"]["rolls"][0]["note"] == "cancelled"
    assert cell(st, 0) == (1, 3)  # 1 → (1,2) fairway; 1 fails; slides SE to (1,3)


def test_rio_050_any_higher_number_moves_one_space(dice: Dice) -> None:
    """RIO-050: any higher number moves one space."""
    st = turn_for(preset_game(), 0, (1, 4))
    dice(["1", "9", "10", "2"])
    st, _ = act(st, 0, "swing", club="wood", dir=5)
    assert st["last_turn"]["path"][:4] == [[1, 4], [1, 5], [1, 6], [1, 7]]
    assert cell(st, 0) == (1, 8) and st["last_turn"]["rolls"][-1]["note"] == "fail"  # then the slide


def test_rio_051_triangles_and_curves_keep_the_number_to_beat(dice: Dice) -> None:
    """RIO-051: triangles and curves keep the number to beat."""
    st = turn_for(preset_game(), 0, (0, 4))
    dice(["1", "4", "T", "4"])
    st, _ = act(st, 0, "swing", club="6iron", dir=5)
    assert [r["note"] for r in st["last_turn"]["rolls"]] == ["beat", "beat", "fly", "fail"]
    assert cell(st, 0) == (0, 7)


def test_rio_052_triangle_in_trees_lands(dice: Dice) -> None:
    """RIO-052: triangle in trees lands."""
    st = turn_for(preset_game(), 0, (0, 0))  # TEE (0,0) is trees
    dice(["T"])
    st, _ = act(st, 0, "swing", club="wood", dir=5)
    assert cell(st, 0) == (0, 0) and st["last_turn"]["rolls"][0]["note"] == "trees"


def test_rio_053_curve_after_moving_must_turn(dice: Dice) -> None:
    """RIO-053: curve after moving must turn."""
    st = turn_for(preset_game(), 0, (0, 4))
    dice(["1", "C", "2", "1"])
    st, _ = act(st, 0, "swing", club="4iron", dir=5)
    assert {a["dir"] for a in GAME.legal_actions(st, 0)} == {0, 4}
    with pytest.raises(IllegalAction, match="curve direction"):
        act(st, 0, "curve", dir=5)
    st, _ = act(st, 0, "curve", dir=0)
    assert st["last_turn"]["path"] == [[0, 4], [0, 5], [1, 5], [2, 5], [3, 5]]  # E for the rest of the turn


def test_rio_054_dots_move_then_land(dice: Dice) -> None:
    """RIO-054: dots move then land."""
    st = turn_for(preset_game(), 0, (1, 4))
    dice(["D3"])
    st, _ = act(st, 0, "swing", club="9iron", dir=5)
    assert cell(st, 0) == (1, 7)  # fairway, but a dotted landing never slides


def test_rio_055_dotted_curve_first_step_is_forward(dice: Dice) -> None:
    """RIO-055: dotted curve first step is forward."""
    st = turn_for(preset_game(), 0, (1, 4))
    dice(["DC"])
    st, _ = act(st, 0, "swing", club="wedge", dir=5)
    assert cell(st, 0) == (1, 5)
    assert {a["dir"] for a in GAME.legal_actions(st, 0)} == {0, 4}
    st, _ = act(st, 0, "curve", dir=4)
    assert cell(st, 0) == (0, 6)


def test_rio_056_sand_eats_the_first_roll_but_keeps_its_number(dice: Dice) -> None:
    """RIO-056: sand eats the first roll but keeps its number."""
    st = turn_for(preset_game(), 0, (0, 5))  # sand
    dice(["3", "2"])
    st, _ = act(st, 0, "swing", club="putter", dir=0)
    assert cell(st, 0) == (0, 5)  # 3 didn't move; 2 fails against 3
    st = turn_for(st, 0, (0, 5))
    dice(["D1"])
    st, _ = act(st, 0, "swing", club="wedge", dir=0)
    assert cell(st, 0) == (1, 5)  # dots resolve normally from sand
    st = turn_for(st, 0, (0, 5))
    dice(["C", "4", "2"])
    st, _ = act(st, 0, "swing", club="6iron", dir=0)  # curve from sand: no move, no choice
    assert [r["note"] for r in st["last_turn"]["rolls"]] == ["sand", "beat", "fail"]
    assert cell(st, 0) == (2, 5)


def test_rio_057_oob_step_ends_the_flight(dice: Dice) -> None:
    """RIO-057: oob step ends the flight."""
    st = turn_for(preset_game(), 0, (3, 3))
    dice(["T", "T"])
    st, _ = act(st, 0, "swing", club="wood", dir=0)
    assert cell(st, 0) == (3, 3) and st["seats"][0]["penalties"] == 1


def test_rio_058_rolling_continues_automatically(dice: Dice) -> None:
    """RIO-058: rolling continues automatically."""
    st = turn_for(preset_game(), 0, (1, 4))
    dice(["1", "2", "3", "4", "4"])
    st, events = act(st, 0, "swing", club="putter", dir=5)
    assert sum(1 for e in events if e["type"] == "roll") == 5
    assert cell(st, 0) == (1, 8)
    assert {r["club"] for r in st["last_turn"]["rolls"]} == {"putter"}


def test_rio_059_flight_ignores_balls_water_and_green(dice: Dice) -> None:
    """RIO-059: flight ignores balls water and green."""
    st = preset_game()
    put(st, 1, (1, 9))
    st = turn_for(st, 0, (1, 8))
    dice(["1", "2", "3", "3"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)  # over B on water, water, the green
    assert st["balls"][0] == {"cell": None, "holed": True}  # passed B, water and green; then landed on it
    assert st["last_turn"]["path"] == [[1, 8], [1, 9], [1, 10], [1, 11]]
    assert st["seats"][0]["penalties"] == 0
    assert cell(st, 1) == (1, 9)


def test_rio_129_curve_choices_offered_even_out_of_bounds(dice: Dice) -> None:
    """RIO-129: curve choices offered even out of bounds."""
    st = turn_for(preset_game(), 0, (3, 1))
    dice(["1", "C", "2"])
    st, _ = act(st, 0, "swing", club="4iron", dir=5)
    assert {a["dir"] for a in GAME.legal_actions(st, 0)} == {0, 4}  # E from (3,2) is OOB, still offered
    st, _ = act(st, 0, "curve", dir=0)
    assert cell(st, 0) == (3, 2) and st["seats"][0]["penalties"] == 1


def test_rio_136_every_decision_has_an_action(dice: Dice) -> None:
    """RIO-136: every decision has an action."""
    st = turn_for(preset_game(), 0, (3, 3))
    assert GAME.legal_actions(st, 0)
    dice(["C"])
    st, _ = act(st, 0, "swing", club="6iron", dir=0)
    assert len(GAME.legal_actions(st, 0)) == 6
