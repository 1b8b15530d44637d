"""Rounds, hole end, scoring and the deck (RIO-040, RIO-042–RIO-045, RIO-071–RIO-075, RIO-147)."""

from __future__ import annotations

from bot.engine import State, load_rng, save_rng
from bot.games.roll_in_one import GAME
from bot.games.roll_in_one.common import deal, draw_card
from bot.games.roll_in_one.scoring import rank_by, standard_key
from bot.games.roll_in_one.turns import run

from .helpers import Dice, act, cell, preset_game, put, turn_for


def end_hole_now(st: State) -> State:
    st["stage"] = "hole_end"
    st["decision"] = None
    st["turn"] = None
    rng = load_rng(st["rng"])
    run(st, rng, [])
    st["rng"] = save_rng(rng)
    return st


def test_rio_042_clockwise_turns_skip_holed_balls(dice: Dice) -> None:
    """RIO-042: clockwise turns skip holed balls."""
    st = preset_game(players=4)
    st["hole"]["lead"] = 2
    st["balls"][3] = {"cell": None, "holed": True}
    st["hole"]["holed_any"] = True
    st = turn_for(st, 2, (1, 1))
    dice(["D1"])
    st, _ = act(st, 2, "swing", club="9iron", dir=2)
    assert st["decision"]["seat"] == 0  # seat 3 is holed: skipped
    dice(["D1"])
    st, _ = act(st, 0, "swing", club="9iron", dir=2)
    assert st["decision"]["seat"] == 1
    dice(["D1"])
    st, _ = act(st, 1, "swing", club="9iron", dir=2)
    assert st["hole"]["number"] == 1  # someone was holed: the round ended the hole


def test_rio_043_a_holed_ball_leaves_the_course(dice: Dice) -> None:
    """RIO-043: a holed ball leaves the course."""
    st = turn_for(preset_game(), 0, (1, 10))
    dice(["1", "1"])
    st, events = act(st, 0, "swing", club="putter", dir=5)
    assert st["balls"][0] == {"cell": None, "holed": True}
    assert any(e["type"] == "holed" for e in events)
    assert GAME.view(st, None)["balls"][0]["holed"] is True


def test_rio_044_earlier_seats_do_not_play_again(dice: Dice) -> None:
    """RIO-044: earlier seats do not play again."""
    st = preset_game()
    st["hole"]["lead"] = 0
    st = turn_for(st, 2, (1, 10))
    dice(["1", "1"])
    st, _ = act(st, 2, "swing", club="putter", dir=5)  # the last seat of the round holes out
    assert st["hole"]["number"] == 1 and st["history"][0]["scores"][2] == 0


def test_rio_045_hole_ends_after_round_20(dice: Dice) -> None:
    """RIO-045: hole ends after round 20."""
    st = preset_game()
    st["hole"]["lead"] = 0
    st["round"] = 20
    st = turn_for(st, 2, (1, 4))
    dice(["D1"])
    st, _ = act(st, 2, "swing", club="9iron", dir=5)
    assert st["hole"]["number"] == 1 and len(st["history"]) == 1
    st2 = preset_game()
    st2["hole"]["lead"] = 0
    st2["round"] = 19
    st2 = turn_for(st2, 2, (1, 4))
    dice(["D1"])
    st2, _ = act(st2, 2, "swing", club="9iron", dir=5)
    assert st2["round"] == 20 and st2["decision"]["seat"] == 0


def test_rio_071_score_is_penalties_plus_players_closer() -> None:
    """RIO-071: score is penalties plus players closer."""
    st = preset_game()
    put(st, 0, (1, 10))  # distance 1
    put(st, 1, (2, 9))  # distance 2
    put(st, 2, (2, 10))  # distance 1: equal is not closer
    st["seats"][1]["penalties"] = 2
    st = end_hole_now(st)
    assert st["history"][0]["scores"] == [0, 4, 0]
    assert [s["scores"] for s in st["seats"]] == [[0], [4], [0]]


def test_rio_072_penalties_discarded_marker_passes_clockwise() -> None:
    """RIO-072: penalties discarded marker passes clockwise."""
    st = preset_game()
    lead = st["hole"]["lead"]
    st["seats"][0]["penalties"] = 3
    st = end_hole_now(st)
    assert all(s["penalties"] == 0 for s in st["seats"])
    assert st["first_player"] == (lead + 1) % 3
    assert st["decision"] == {"seat": (lead + 1) % 3, "step": "design"}


def test_rio_073_lowest_total_wins_after_the_last_hole() -> None:
    """RIO-073: lowest total wins after the last hole."""
    st = preset_game(holes=1)
    put(st, 0, (1, 10))
    put(st, 1, (1, 2))
    put(st, 2, (1, 5))
    st = end_hole_now(st)
    outcome = GAME.outcome(st)
    assert outcome is not None and outcome["winners"] == [0]
    assert outcome["scores"] == [0.0, 2.0, 1.0]
    assert not GAME.legal_actions(st, 0) and GAME.to_act(st) == []


def test_rio_074_tie_break_drops_early_holes() -> None:
    """RIO-074: tie break drops early holes."""
    st = preset_game(players=3)
    for seat, scores in enumerate(([2, 1, 3], [1, 3, 2], [3, 2, 2])):
        st["seats"][seat]["scores"] = scores
    assert standard_key(st, 0) == (6, 4, 3) and standard_key(st, 1) == (6, 5, 2)
    st["seats"][0]["scores"] = [1, 2, 3]
    st["seats"][1]["scores"] = [1, 2, 3]
    assert rank_by([0, 1, 2], lambda s: standard_key(st, s)) == [[0, 1], [2]]  # shake hands


def test_rio_075_final_ranking_shares_full_ties() -> None:
    """RIO-075: final ranking shares full ties."""
    st = preset_game(players=4, holes=1)
    put(st, 0, (1, 10))
    put(st, 1, (1, 10))
    put(st, 2, (1, 2))
    put(st, 3, (1, 5))
    st = end_hole_now(st)
    outcome = GAME.outcome(st)
    assert outcome is not None
    assert outcome["ranking"] == [[0, 1], [3], [2]] and outcome["winners"] == [0, 1]
    assert "share the win" in outcome["text"]


def test_rio_040_rio_147_reshuffle_then_skip_when_exhausted() -> None:
    """RIO-040, RIO-147: reshuffle then skip when exhausted."""
    st = preset_game()
    rng = load_rng(st["rng"])
    st["discard"] = list(st["deck"])
    st["deck"] = []
    size = len(st["discard"])
    assert draw_card(st, rng, 0) and len(st["deck"]) == size - 1 and st["discard"] == []
    st["deck"] = ["C1#1"]
    st["discard"] = []
    hands = [len(s["hand"]) for s in st["seats"]]
    deal(st, rng, 2, 0)
    assert [len(s["hand"]) for s in st["seats"]] == [hands[0] + 1, hands[1], hands[2]]
    assert not draw_card(st, rng, 1)
    assert cell(st, 0) == (1, 1)
