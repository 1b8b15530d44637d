"""Ricochet and handicap points (RIO-094–RIO-099, RIO-130, RIO-132, RIO-138)."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction
from bot.games.roll_in_one import GAME

from .helpers import Dice, act, cell, preset_game, put, turn_for


def test_rio_094_rio_132_ricochet_instead_of_pushing(dice: Dice) -> None:
    """RIO-094, RIO-132: ricochet instead of pushing."""
    st = preset_game(ricochet=True)
    put(st, 1, (1, 6))
    st = turn_for(st, 0, (1, 5))
    dice(["D1"])
    st, _ = act(st, 0, "swing", club="9iron", dir=5)
    assert st["decision"] == {"seat": 0, "step": "ricochet"}
    options = {(a["ball"], tuple(a["to"])) for a in GAME.legal_actions(st, 0)}
    free = {(2, 6), (2, 5), (1, 5), (0, 6), (0, 7), (1, 7)}
    assert options == {(b, c) for b in (0, 1) for c in free}
    st, _ = act(st, 0, "ricochet", ball=0, to=[0, 6])
    assert cell(st, 0) == (0, 6) and cell(st, 1) == (1, 6)


def test_rio_095_ricocheted_ball_slides_pays_and_holes(dice: Dice) -> None:
    """RIO-095: ricocheted ball slides pays and holes."""
    st = preset_game(ricochet=True)
    put(st, 1, (1, 6))
    st = turn_for(st, 0, (1, 5))
    dice(["D1"])
    st, _ = act(st, 0, "swing", club="9iron", dir=5)
    slid, _ = act(st, 0, "ricochet", ball=1, to=[1, 7])  # fairway: one more space SE
    assert cell(slid, 1) == (1, 8)
    wet = preset_game(ricochet=True)
    wet["hole"]["lead"] = 0
    put(wet, 1, (1, 10))
    wet = turn_for(wet, 0, (1, 8))
    dice(["D2"])
    wet, _ = act(wet, 0, "swing", club="9iron", dir=5)
    assert wet["seats"][0]["penalties"] == 1
    holed, _ = act(wet, 0, "ricochet", ball=1, to=[1, 11])
    assert holed["balls"][1]["holed"]
    soaked, _ = act(wet, 0, "ricochet", ball=1, to=[2, 9])
    assert soaked["seats"][1]["penalties"] == 1


def test_rio_094_no_free_neighbour_just_stacks(dice: Dice) -> None:
    """RIO-094: no free neighbour just stacks."""
    st = preset_game(players=4, ricochet=True)
    put(st, 1, (3, 11))
    put(st, 2, (2, 11))
    put(st, 3, (3, 10))
    st = turn_for(st, 0, (3, 10))
    dice(["D1"])
    st, _ = act(st, 0, "swing", club="9iron", dir=5)
    assert cell(st, 0) == cell(st, 1) == (3, 11) and st["decision"]["seat"] == 1


def test_rio_096_six_public_points() -> None:
    """RIO-096: six public points."""
    st = preset_game(handicap=True)
    assert [s["handicap"] for s in GAME.view(st, None)["seats"]] == [6, 6, 6]
    assert [s["handicap"] for s in preset_game()["seats"]] == [0, 0, 0]


def test_rio_097_spend_points_to_change_a_number(dice: Dice) -> None:
    """RIO-097: spend points to change a number."""
    st = turn_for(preset_game(handicap=True), 0, (1, 4))
    dice(["4", "4", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    assert st["decision"]["step"] == "roll" and st["turn"]["pending"] == "4"
    deltas = {a["delta"] for a in GAME.legal_actions(st, 0) if a["type"] == "handicap"}
    assert deltas == {1, 2, 3, 4, 5, 6, -1, -2, -3}
    st, _ = act(st, 0, "handicap", delta=1)  # 5: more than the Putter's 4, beats 4
    assert st["seats"][0]["handicap"] == 5
    assert st["decision"]["step"] == "roll" and st["turn"]["pending"] == "1"  # a new result, a new chance
    assert st["turn"]["path"] == [[1, 4], [1, 5], [1, 6]]
    st, _ = act(st, 0, "accept")
    assert cell(st, 0) == (1, 7)


def test_rio_138_handicap_refusals() -> None:
    """RIO-138: handicap refusals."""
    st = turn_for(preset_game(handicap=True), 0, (1, 4))
    st["seats"][0]["handicap"] = 2
    st["turn"]["pending"] = "1"
    st["turn"]["beat"] = 3
    st["turn"].update(club="putter", aim=5, dir=5)
    st["turn"]["rolls"] = [{"club": "putter", "face": "1", "note": "pending"}]
    st["stage"] = "flight"
    st["decision"] = {"seat": 0, "step": "roll"}
    with pytest.raises(IllegalAction, match="only 2 handicap points"):
        act(st, 0, "handicap", delta=3)
    with pytest.raises(IllegalAction, match="below 1"):
        act(st, 0, "handicap", delta=-1)
    with pytest.raises(IllegalAction, match="isn't your turn"):
        act(st, 1, "accept")


def test_rio_098_rio_130_fly_over_out_of_bounds(dice: Dice) -> None:
    """RIO-098, RIO-130: fly over out of bounds."""
    st = preset_game(handicap=True)
    st["hole"]["boards"] = [{"id": "TEE", "k": 0, "t": [0, 0]}, {"id": "D1", "k": 0, "t": [5, 0]}]
    st["hole"]["greens"] = [[8, 3]]
    st = turn_for(st, 0, (3, 1))
    dice(["T", "T", "1", "1"])
    st, _ = act(st, 0, "swing", club="wood", dir=0)
    assert st["decision"] == {"seat": 0, "step": "fly_on"}
    assert {a["type"] for a in GAME.legal_actions(st, 0)} == {"fly_on", "stop"}
    st, _ = act(st, 0, "fly_on")
    assert st["seats"][0]["handicap"] == 5
    st, _ = act(st, 0, "accept")  # the failing 1 opens the ROLL window (points could change it)
    assert cell(st, 0) == (7, 1) and st["seats"][0]["penalties"] == 0  # (5,1) sand in flight, (6,1) fairway slide


def test_rio_099_flight_ending_over_out_of_bounds_returns(dice: Dice) -> None:
    """RIO-099: flight ending over out of bounds returns."""
    st = turn_for(preset_game(handicap=True), 0, (3, 3))
    dice(["5", "T", "3"])
    st, _ = act(st, 0, "swing", club="wood", dir=0)
    st, _ = act(st, 0, "fly_on")
    assert cell(st, 0) == (4, 3)  # in the air over OOB
    st, _ = act(st, 0, "fly_on")
    st, _ = act(st, 0, "accept")
    assert cell(st, 0) == (3, 3) and st["seats"][0]["penalties"] == 1 and st["seats"][0]["handicap"] == 4
    stop = turn_for(preset_game(handicap=True), 0, (3, 3))
    dice(["T"])
    stop, _ = act(stop, 0, "swing", club="wood", dir=0)
    stop, _ = act(stop, 0, "stop")
    assert cell(stop, 0) == (3, 3) and stop["seats"][0]["penalties"] == 1 and stop["seats"][0]["handicap"] == 6
