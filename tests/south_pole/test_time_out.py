"""A turn whose clock ran out: the engine acts for the seat (RSP-069), outside the legal actions
(RSP-093)."""

from __future__ import annotations

import copy

import pytest

from bot.engine import IllegalAction
from bot.games.south_pole import GAME
from bot.games.south_pole.state import CHOOSE_DICE, FAILING, FIRST_MOVE, SUCCESS
from bot.i18n import Locale, say

from .helpers import ForcedDice, act, give_turn, new_game, put_tile, set_cubes, types
from .test_success import succeed_on


@pytest.mark.parametrize("step", ["choose_dice", "first_move"])
def test_rsp_069_before_the_first_step_the_turn_ends_with_no_move_and_no_cube(step: str) -> None:
    """RSP-069: in CHOOSE_DICE or FIRST_MOVE the turn ends with no move and no cube."""
    state = new_game(3)
    give_turn(state, 0, tent="D4")
    if step == "first_move":
        state, _ = act(state, 0, "choose", split=[2, 2, 2])
        assert state["phase"] == FIRST_MOVE
    assert state["phase"] in (CHOOSE_DICE, FIRST_MOVE)
    before = copy.deepcopy(state)
    after, events = GAME.time_out(state, 0)
    assert state == before, "the state given is not changed"
    assert after["active"] == 1 and after["phase"] == CHOOSE_DICE
    assert after["seats"][0]["cubes"] == state["seats"][0]["cubes"] and after["seats"][0]["tent"] == "D4"
    assert events[0]["type"] == "skip"
    assert say(Locale.DE, events[0]["msg"]) == "Der Zug von {p0} endete ohne Bewegung."


def test_rsp_069_while_failing_it_gives_up_with_a_cube(forced: ForcedDice) -> None:
    """RSP-069: in FAILING it performs Give up (RSP-045: a cube, the tent stays)."""
    state = new_game(3)
    give_turn(state, 0, tent="D4")
    set_cubes(state, 0, 1)
    put_tile(state, "D5", "R14", face_up=True)  # K8
    state, _ = act(state, 0, "choose", split=[2, 2, 2])
    forced.queue(0, 0, 0, 0, 0, 0)
    state, _ = act(state, 0, "move", to="D5")
    assert state["phase"] == FAILING
    after, events = GAME.time_out(state, 0)
    assert [e["type"] for e in events][:1] == ["give_up"]
    assert after["seats"][0]["cubes"] == 2 and after["seats"][0]["tent"] == "D4" and after["active"] == 1


def test_rsp_069_after_a_success_it_camps(forced: ForcedDice) -> None:
    """RSP-069: in SUCCESS it performs Camp where that is legal: the tent moves to the explorer."""
    state = new_game(3)
    give_turn(state, 0, tent="D4")
    put_tile(state, "D5", "R08", face_up=True)
    state = succeed_on(forced, state, 0, "D5", [0, 5, 1])
    assert state["phase"] == SUCCESS and "camp" in types(state, 0)
    after, events = GAME.time_out(state, 0)
    assert events[0]["type"] == "camp" and after["seats"][0]["tent"] == "D5" and after["active"] == 1


def test_rsp_069_a_success_on_another_tent_ends_as_a_give_up(forced: ForcedDice) -> None:
    """RSP-069: in SUCCESS where Camp is not legal (another explorer's tent stands there), the turn
    ends as a Give up, cube included."""
    state = new_game(3)
    give_turn(state, 0, tent="D4")
    set_cubes(state, 0, 1)
    put_tile(state, "D5", "R08", face_up=True)
    state["seats"][2]["tent"] = "D5"
    state = succeed_on(forced, state, 0, "D5", [0, 5, 1])
    assert state["phase"] == SUCCESS and "camp" not in types(state, 0)
    after, events = GAME.time_out(state, 0)
    assert events[0]["type"] == "give_up"
    assert after["seats"][0]["tent"] == "D4" and after["seats"][0]["cubes"] == 2 and after["active"] == 1


def test_rsp_093_a_time_out_is_no_legal_action_and_only_the_active_seat_times_out() -> None:
    """RSP-093: time-outs are an entry point of their own, never among the legal actions; a seat
    that is not acting, or a finished game, is refused with a sentence."""
    state = new_game(3)
    assert not {a["type"] for seat in range(3) for a in GAME.legal_actions(state, seat)} & {"skip", "time_out"}
    with pytest.raises(IllegalAction):
        GAME.time_out(state, 1)
    with pytest.raises(IllegalAction):
        GAME.time_out(state, 7)
    state["result"] = {"winners": [0], "text": "over"}
    with pytest.raises(IllegalAction):
        GAME.time_out(state, 0)
