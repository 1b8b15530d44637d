"""Golfer cards (RIO-082–RIO-090, RIO-125, RIO-132)."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction
from bot.games.roll_in_one import GAME
from bot.games.roll_in_one.turns import begin_turn

from .helpers import Dice, act, cell, preset_game, put, turn_for


def with_golfer(golfer: str, seat: int = 0, **options: object) -> dict[str, object]:
    st = preset_game(**options)
    st["seats"][seat]["golfer"] = golfer
    return st


def test_rio_082_golfers_apply_only_to_their_owner(dice: Dice) -> None:
    """RIO-082: golfers apply only to their owner."""
    st = with_golfer("G1", seat=1)
    st = turn_for(st, 0, (0, 5))  # sand, seat 0 has no Bunker Pro
    dice(["3", "2"])
    st, _ = act(st, 0, "swing", club="putter", dir=0)
    assert cell(st, 0) == (0, 5)
    assert GAME.view(st, None)["seats"][1]["golfer_name"] == "Bunker Pro"


def test_rio_083_bunker_pro(dice: Dice) -> None:
    """RIO-083: bunker pro."""
    st = turn_for(with_golfer("G1"), 0, (0, 5))
    dice(["3", "2"])
    st, _ = act(st, 0, "swing", club="putter", dir=0)
    assert cell(st, 0) == (2, 5)  # 3 moved to (1,5); 2 fails; slides


def test_rio_084_tree_threader(dice: Dice) -> None:
    """RIO-084: tree threader."""
    st = turn_for(with_golfer("G2"), 0, (0, 0))
    dice(["T", "1", "1"])
    st, _ = act(st, 0, "swing", club="6iron", dir=5)
    assert st["last_turn"]["path"][:2] == [[0, 0], [0, 1]]


def test_rio_085_waterproof_once_per_hole(dice: Dice) -> None:
    """RIO-085: waterproof once per hole."""
    st = turn_for(with_golfer("G3"), 0, (1, 8))
    dice(["1", "1"])
    st, events = act(st, 0, "swing", club="putter", dir=5)
    assert cell(st, 0) == (1, 9) and st["seats"][0]["penalties"] == 0
    assert any(e["type"] == "waterproof" for e in events)
    st = turn_for(st, 0, (1, 8))
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    assert st["seats"][0]["penalties"] == 1


def test_rio_086_rio_125_nudger(dice: Dice) -> None:
    """RIO-086, RIO-125: nudger."""
    st = with_golfer("G4")
    put(st, 1, (2, 1))
    put(st, 0, (1, 1))
    begin_turn(st, 0, [])
    assert st["decision"] == {"seat": 0, "step": "nudge"}
    targets = {tuple(a["to"]) for a in GAME.legal_actions(st, 0) if a["type"] == "nudge"}
    assert targets == {(1, 0), (0, 1), (0, 2), (1, 2), (2, 0)}  # (2,1) holds a ball
    assert "no_nudge" in {a["type"] for a in GAME.legal_actions(st, 0)}
    with pytest.raises(IllegalAction, match="Nudger can't"):
        act(st, 0, "nudge", to=[2, 1])
    st, _ = act(st, 0, "nudge", to=[1, 2])
    assert cell(st, 0) == (1, 2) and st["turn"]["start"] == [1, 2] and st["decision"]["step"] == "aim"
    water = with_golfer("G4")
    put(water, 0, (1, 8))  # neighbours (1,9) water and the balls' cells are excluded
    begin_turn(water, 0, [])
    near = {tuple(a["to"]) for a in GAME.legal_actions(water, 0) if a["type"] == "nudge"}
    assert (1, 9) not in near and (2, 8) in near


def test_rio_087_smooth_stroke(dice: Dice) -> None:
    """RIO-087: smooth stroke."""
    st = turn_for(with_golfer("G5"), 0, (1, 4))
    dice(["2", "2", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    assert st["last_turn"]["path"][:3] == [[1, 4], [1, 5], [1, 6]]
    st = turn_for(st, 0, (1, 4))
    dice(["2", "2", "1"])
    st, _ = act(st, 0, "swing", club="6iron", dir=5)  # only with the Putter
    assert st["last_turn"]["path"][:2] == [[1, 4], [1, 5]] and len(dice.faces) == 1


def test_rio_088_big_hitter_once_per_turn(dice: Dice) -> None:
    """RIO-088: big hitter once per turn."""
    st = turn_for(with_golfer("G6"), 0, (1, 4))
    dice(["5", "3", "6", "2"])
    st, _ = act(st, 0, "swing", club="wood", dir=5)
    assert st["decision"]["step"] == "roll"
    assert [a["type"] for a in GAME.legal_actions(st, 0)] == ["accept", "big_hitter"]
    st, _ = act(st, 0, "big_hitter")
    assert st["decision"]["seat"] == 1  # the second failure (2) gets no reroll
    assert [r["note"] for r in st["last_turn"]["rolls"]] == ["beat", "cancelled", "beat", "fail"]


def test_rio_089_shot_shaper_may_go_straight(dice: Dice) -> None:
    """RIO-089: shot shaper may go straight."""
    st = turn_for(with_golfer("G7"), 0, (1, 4))
    dice(["1", "C", "1"])
    st, _ = act(st, 0, "swing", club="4iron", dir=5)
    assert {a["dir"] for a in GAME.legal_actions(st, 0)} == {0, 4, 5}
    st, _ = act(st, 0, "curve", dir=5)
    assert st["last_turn"]["path"][:3] == [[1, 4], [1, 5], [1, 6]]


def test_rio_090_rio_132_fairway_finder_chooses(dice: Dice) -> None:
    """RIO-090, RIO-132: fairway finder chooses."""
    st = turn_for(with_golfer("G8"), 0, (1, 4))
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    assert st["decision"] == {"seat": 0, "step": "slide"}
    assert {a["type"] for a in GAME.legal_actions(st, 0)} == {"slide", "stay"}
    stayed, _ = act(st, 0, "stay")
    slid, _ = act(st, 0, "slide")
    assert cell(stayed, 0) == (1, 5) and cell(slid, 0) == (1, 6)
