"""States saved by the previous engine (full event log, full generator state) load and play on."""

from __future__ import annotations

import json
import random

from bot.engine import State, make_rng, save_rng
from bot.games.pole_to_pole import GAME
from bot.i18n import ENGLISH, say


def old_shape_state(seed: int) -> State:
    """A game as the earlier version stored it: a ``log`` of every text and 625 ints of RNG."""
    state = GAME.setup(3, {}, seed)
    start = [say(ENGLISH, line) for line in state.pop("start_log")]  # English lines, as saved then
    state["log"] = [*start, "{p0} rolled 3 and 4.", "It is {p1}'s turn."] * 50
    state["rng"] = save_rng(make_rng(seed))
    return state


def play_on(state: State, moves: int, seed: int) -> list[State]:
    pick = random.Random(seed)
    states = [state]
    for _ in range(moves):
        if GAME.outcome(state) is not None:
            break
        seat = GAME.to_act(state)[0]
        state, _events = GAME.apply(state, seat, pick.choice(GAME.legal_actions(state, seat)))
        states.append(state)
    return states


def test_an_old_state_plays_on_without_its_log_and_keeps_its_generator_form() -> None:
    old = old_shape_state(11)
    before = json.dumps(old, sort_keys=True)
    states = play_on(old, 60, 3)
    assert json.dumps(old, sort_keys=True) == before  # apply never changed the stored state
    assert len(states) > 30
    after = states[-1]
    assert "log" not in after
    assert after["start_log"] and all("{p" in line for line in after["start_log"])
    assert not any("turn." in line for line in after["start_log"])  # only the start rolls kept
    assert isinstance(after["rng"], list) and len(after["rng"][1]) == 625  # old games draw as before
    assert GAME.view(after, None)["start_log"] == after["start_log"]


def test_an_old_state_plays_on_the_same_way_twice() -> None:
    first = play_on(old_shape_state(12), 80, 4)
    second = play_on(old_shape_state(12), 80, 4)
    assert [json.dumps(s, sort_keys=True) for s in first] == [json.dumps(s, sort_keys=True) for s in second]


def test_new_states_are_small_and_keep_a_compact_generator() -> None:
    states = play_on(GAME.setup(4, {}, 21), 400, 5)
    assert all(len(json.dumps(s)) <= 20_000 for s in states)
    assert all(isinstance(s["rng"], int) and "log" not in s for s in states)
