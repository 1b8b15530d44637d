"""Leaving the game (RIO-145, RIO-146)."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction
from bot.games.roll_in_one import GAME
from bot.games.roll_in_one.scoring import hole_scores

from .helpers import SEED, Dice, act, give, preset_game, put, turn_for


def test_rio_145_a_leaver_loses_ball_and_hand(dice: Dice) -> None:
    """RIO-145: a leaver loses ball and hand."""
    st = preset_game(players=4)
    st["hole"]["lead"] = 0
    give(st, 2, "C1", "C8")
    st = turn_for(st, 0, (1, 4))
    st, events = GAME.resign(st, 2)
    assert events[0]["type"] == "left"
    assert st["seats"][2]["left"] and st["seats"][2]["hand"] == [] and st["balls"][2]["cell"] is None
    assert [c.split("#")[0] for c in st["discard"][-2:]] == ["C1", "C8"]
    dice(["D1"])
    st, _ = act(st, 0, "swing", club="9iron", dir=5)
    dice(["D1"])
    st, _ = act(st, 1, "swing", club="9iron", dir=5)
    assert st["decision"]["seat"] == 3  # seat 2 takes no more turns
    put(st, 0, (1, 10))
    assert hole_scores(st)[2] is None and hole_scores(st)[0] == 0  # not counted when scoring
    with pytest.raises(IllegalAction, match="not in the game"):
        GAME.resign(st, 2)


def test_rio_145_the_active_player_leaving_ends_the_turn(dice: Dice) -> None:
    """RIO-145: the active player leaving ends the turn."""
    st = preset_game(players=3)
    st["hole"]["lead"] = 0
    st = turn_for(st, 0, (1, 4))
    give(st, 0, "C1")
    st["seats"][0]["settings"]["pause_rolls"] = "always"
    dice(["2"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    st, _ = GAME.resign(st, 0)
    assert st["decision"] == {"seat": 1, "step": "aim"} and st["last_turn"]["seat"] == 0


def test_rio_145_a_designer_leaving_hands_the_design_on() -> None:
    """RIO-145: a designer leaving hands the design on."""
    st = GAME.setup(3, {}, SEED)
    designer = st["decision"]["seat"]
    st, _ = GAME.resign(st, designer)
    nxt = next(s for s in ((designer + i) % 3 for i in (1, 2)))
    assert st["decision"] == {"seat": nxt, "step": "design"} and st["first_player"] == nxt
    assert st["holes_total"] == 3


def test_rio_145_unranked_in_the_outcome() -> None:
    """RIO-145: unranked in the outcome."""
    st = preset_game(players=3, holes=1)
    st, _ = GAME.resign(st, 1)
    st["stage"] = "hole_end"
    st["decision"] = None
    from bot.engine import load_rng
    from bot.games.roll_in_one.turns import run

    run(st, load_rng(st["rng"]), [])
    outcome = GAME.outcome(st)
    assert outcome is not None and all(1 not in group for group in outcome["ranking"])


def test_rio_146_last_player_standing_wins_and_solo_leaving_ends() -> None:
    """RIO-146: last player standing wins and solo leaving ends."""
    st = preset_game(players=3)
    st, _ = GAME.resign(st, 0)
    assert GAME.outcome(st) is None
    st, _ = GAME.resign(st, 2)
    outcome = GAME.outcome(st)
    assert outcome is not None and outcome["winners"] == [1] and GAME.to_act(st) == []
    solo = GAME.setup(1, {"course": "preset"}, SEED)
    solo, _ = act(solo, 0, "preset", name="Front Nine")
    solo, _ = GAME.resign(solo, 0)
    result = GAME.outcome(solo)
    assert result is not None and result["scores"] == [0.0]
    with pytest.raises(IllegalAction, match="over"):
        GAME.resign(solo, 0)
