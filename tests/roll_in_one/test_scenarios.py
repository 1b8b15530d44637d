"""The spec's scenarios S2–S8 (S1 is in test_geometry), with the dice scripted."""

from __future__ import annotations

from bot.games.roll_in_one import GAME
from bot.games.roll_in_one.scoring import hole_scores, rank_by, standard_key

from .helpers import Dice, act, cell, preset_game, put, turn_for


def test_s2_seed_sample_4_iron(dice: Dice) -> None:
    """S2 (RIO-050, RIO-053, RIO-051, RIO-061): 4-Iron 3, 5, curve, 7, 3 from the tee."""
    st = turn_for(preset_game(), 0, (1, 1))
    dice(["3", "5", "C", "7", "3"])
    st, _ = act(st, 0, "swing", club="4iron", dir=0)
    assert cell(st, 0) == (3, 1)
    assert st["decision"] == {"seat": 0, "step": "curve"}
    assert {a["dir"] for a in GAME.legal_actions(st, 0)} == {1, 5}  # forward-left NE, forward-right SE
    assert st["turn"]["beat"] == 5
    st, _ = act(st, 0, "curve", dir=5)
    assert cell(st, 0) == (3, 4)  # 7 → (3,3), 3 fails, fairway slides SE to rough
    assert st["seats"][0]["penalties"] == 0
    assert st["decision"]["seat"] == 1


def test_s3_seed_sample_wood_from_sand(dice: Dice) -> None:
    """S3 (RIO-056, RIO-052, RIO-061, RIO-063): Wood from sand T, T, 5, T, 8, 1 → water."""
    st = turn_for(preset_game(), 0, (2, 4))
    dice(["T", "T", "5", "T", "8", "1"])
    st, _ = act(st, 0, "swing", club="wood", dir=5)
    assert cell(st, 0) == (2, 9)
    assert st["seats"][0]["penalties"] == 1
    assert [r["note"] for r in st["last_turn"]["rolls"]] == ["sand", "fly", "beat", "fly", "beat", "fail"]


def test_s4_seed_sample_9_iron_chip(dice: Dice) -> None:
    """S4 (RIO-054, RIO-061, RIO-059): 9-Iron 2-dot over the water, no slide on fairway."""
    st = turn_for(preset_game(), 0, (0, 10))
    dice(["D2"])
    st, _ = act(st, 0, "swing", club="9iron", dir=1)
    assert cell(st, 0) == (2, 8)
    assert st["seats"][0]["penalties"] == 0


def test_s5_seed_sample_wedge_dotted_curve_holes_out(dice: Dice) -> None:
    """S5 (RIO-055, RIO-043, RIO-044): seat 1 holes in round 3; seat 2 still plays; hole ends."""
    st = preset_game()
    assert st["hole"]["lead"] == st["first_player"]
    st["hole"]["lead"] = 0
    st["round"] = 3
    put(st, 0, (0, 5))
    put(st, 2, (0, 6))
    st = turn_for(st, 1, (0, 10))
    dice(["DC"])
    st, _ = act(st, 1, "swing", club="wedge", dir=0)
    assert st["decision"] == {"seat": 1, "step": "curve"}
    assert {a["dir"] for a in GAME.legal_actions(st, 1)} == {1, 5}
    st, _ = act(st, 1, "curve", dir=5)
    assert st["balls"][1] == {"cell": None, "holed": True}
    assert st["decision"] == {"seat": 2, "step": "aim"}
    dice(["1", "1"])
    st, _ = act(st, 2, "swing", club="putter", dir=0)
    assert st["hole"]["number"] == 1  # the hole ended: seat 0 did not play again
    assert st["history"][0]["scores"][1] == 0


def test_s6a_collision_chain(dice: Dice) -> None:
    """S6a (RIO-066, RIO-069, RIO-068): A chips onto B, B knocks C from water into water."""
    st = preset_game()
    put(st, 1, (1, 8))
    put(st, 2, (1, 9))
    st = turn_for(st, 0, (1, 7))
    dice(["D1"])
    st, _ = act(st, 0, "swing", club="9iron", dir=5)
    assert (cell(st, 0), cell(st, 1), cell(st, 2)) == ((1, 8), (1, 9), (1, 10))
    assert [s["penalties"] for s in st["seats"]] == [0, 1, 1]


def test_s6b_push_blocked_by_out_of_bounds_stacks(dice: Dice) -> None:
    """S6b (RIO-067, RIO-061): A slides onto B at the edge; B can't be pushed OOB: they stack."""
    st = preset_game()
    put(st, 1, (3, 11))
    put(st, 2, (0, 5))
    st = turn_for(st, 0, (3, 9))
    dice(["2", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    assert cell(st, 0) == cell(st, 1) == (3, 11)
    assert [s["penalties"] for s in st["seats"]] == [0, 0, 0]


def test_s7_first_roll_curve_then_out_of_bounds(dice: Dice) -> None:
    """S7 (RIO-053, RIO-057, RIO-062, RIO-061): any direction on a first-roll curve; OOB."""
    st = turn_for(preset_game(), 0, (1, 1))
    dice(["C", "4"])
    st, _ = act(st, 0, "swing", club="6iron", dir=5)
    assert {a["dir"] for a in GAME.legal_actions(st, 0)} == set(range(6))
    st, _ = act(st, 0, "curve", dir=1)
    assert cell(st, 0) == (2, 0)
    assert st["seats"][0]["penalties"] == 1


def test_s8_scoring_and_tie_break() -> None:
    """S8 (RIO-071, RIO-074): hole scores from distances and penalties; the tie-break."""
    st = preset_game(players=4)
    st["balls"][0] = {"cell": None, "holed": True}
    put(st, 1, (2, 9))
    put(st, 2, (3, 9))
    put(st, 3, (1, 5))
    for seat, tokens in zip(range(4), (1, 0, 2, 0), strict=True):
        st["seats"][seat]["penalties"] = tokens
    assert hole_scores(st) == [1, 1, 3, 3]
    three = preset_game(players=3)
    for seat, scores in enumerate(([2, 1, 3], [1, 3, 2], [3, 2, 2])):
        three["seats"][seat]["scores"] = scores
    assert rank_by([0, 1, 2], lambda s: standard_key(three, s)) == [[0], [1], [2]]
