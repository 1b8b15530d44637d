"""States saved by earlier versions keep playing (RNP-088's reshuffles included), and a move
never changes the state it was given (the engine copies only what a move may change)."""

from __future__ import annotations

import copy
import random
from typing import Any

from bot.engine import State, save_rng
from bot.games.north_pole import GAME
from bot.games.north_pole.dice import unpack_rng


def old_shape(state: State) -> State:
    """``state`` as the previous version saved it: the generator as 625 numbers, an event log."""
    old = copy.deepcopy(state)
    old["rng"] = save_rng(unpack_rng(state["rng"]))
    old["log"] = [{"type": "camp", "text": "{p0} brought a pawn ashore to c0."}]
    return old


def without_rng(state: State) -> dict[str, Any]:
    return {key: value for key, value in state.items() if key != "rng"}


def test_rnp_088_a_state_saved_by_the_previous_version_plays_on_like_the_new_one() -> None:
    """A stored game (long RNG form, a ``log`` key) plays on with the same states and events as
    the same game saved now, through reshuffles of the discard pile (RNP-088) to the end."""
    new = GAME.setup(3, {}, 424_242)
    old = old_shape(new)
    assert isinstance(old["rng"][1], list) and len(old["rng"][1]) == 625
    pick = random.Random(5)
    generators = {str(new["rng"])}
    moves = 0
    while GAME.outcome(new) is None:
        seat = pick.choice(GAME.to_act(new))
        action = pick.choice(GAME.legal_actions(new, seat))
        assert GAME.legal_actions(old, seat) == GAME.legal_actions(new, seat)
        old, old_events = GAME.apply(old, seat, action)
        new, new_events = GAME.apply(new, seat, action)
        assert old_events == new_events
        assert without_rng(old) == without_rng(new)
        assert unpack_rng(old["rng"]).getstate() == unpack_rng(new["rng"]).getstate()
        assert "log" not in old  # events live in the moves table, not in the state
        assert isinstance(old["rng"][1], str)  # saved again in the compact form
        generators.add(str(new["rng"]))
        moves += 1
    assert moves > 100 and len(generators) > 1  # the game drew on the generator (a reshuffle)


def test_apply_and_resign_leave_their_input_unchanged() -> None:
    """Purity: every container a move changes is a copy, never the given state's own."""
    state = GAME.setup(4, {}, 99)
    pick = random.Random(3)
    for _ in range(400):
        if GAME.outcome(state) is not None:
            break
        before = copy.deepcopy(state)
        seat = pick.choice(GAME.to_act(state))
        neighbour = (seat + 1) % 4
        if not state["seats"][neighbour]["left"]:
            GAME.resign(state, neighbour)  # only its result is thrown away: the input must not change
            assert state == before
        after, _ = GAME.apply(state, seat, pick.choice(GAME.legal_actions(state, seat)))
        assert state == before
        state = after
