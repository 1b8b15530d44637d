"""The one state-copy discipline (bot/stateshape.py), for every engine in ``bot.games.GAMES``:
``apply`` and ``resign`` never change the state they are given, their result shares with it only
what the engine's ``STATE_SHAPE`` calls shared, and the shape names every key the engine's
states have (so each move takes the copier's quick path, not the deep copy of unknown keys)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from contextlib import suppress
from typing import Any

import pytest

from bot.engine import BaseGame, IllegalAction, State, resolve_options
from bot.games import GAMES
from bot.stateshape import COPY, Each, Fields, Last, Maybe, Shape, StateShape

GAMES_PER_VARIANT = 2
RESIGN_CHANCE = 0.01  # now and then a seat leaves, so ``resign`` is checked along the way


def variants(game: BaseGame) -> list[dict[str, object]]:
    """The default options, every switch on at once, and each other choice of each option alone."""
    found: list[dict[str, object]] = [{}]
    switches = {key: True for key, option in game.options.items() if isinstance(option.default, bool)}
    if switches:
        found.append(switches)
    for key, option in game.options.items():
        found += [{key: choice} for choice in option.choices if choice != option.default]
    return found


def engine(key: str) -> BaseGame:
    game = GAMES[key]
    assert isinstance(game, BaseGame)  # every engine builds on BaseGame, which applies the shape
    return game


CASES = [(key, options) for key in sorted(GAMES) for options in variants(engine(key))]


def containers(data: Any) -> Iterator[object]:
    """Every list and dict inside ``data``, itself included."""
    if isinstance(data, dict):
        yield data
        for value in data.values():
            yield from containers(value)
    elif isinstance(data, list):
        yield data
        for item in data:
            yield from containers(item)


def copied(value: Any, shape: Shape) -> Iterator[object]:
    """The containers of ``value`` that ``shape`` says a successor makes anew (a move writes to them)."""
    if isinstance(shape, Maybe):
        if value is not None:
            yield from copied(value, shape.shape)
        return
    yield value
    if isinstance(shape, Each):
        for item in value:
            yield from copied(item, shape.item)
    elif isinstance(shape, Last) and value:
        yield from copied(value[-1], shape.item)
    elif isinstance(shape, Fields):
        for key, inner in shape.shapes.items():
            if key in value:
                yield from copied(value[key], inner)


def check_step(shape: StateShape, before: State, text: str, after: State) -> None:
    """``before`` (whose JSON was ``text``) is unchanged, and ``after`` writes to none of its containers."""
    assert json.dumps(before) == text, "the move changed the state it was given"
    theirs = {id(c) for c in containers(before)}
    mine = [after, *(c for key, inner in shape.copied.items() if key in after for c in copied(after[key], inner))]
    shared = [c for c in mine if id(c) in theirs]
    assert not shared, f"the next state shares a container moves write to: {str(shared[0])[:200]}"


def step(game: BaseGame, state: State, players: int, pick: random.Random) -> State:
    """One random legal move, or now and then a seat other than the acting one leaving."""
    seat = pick.choice(game.to_act(state))
    if players > 1 and pick.random() < RESIGN_CHANCE:
        with suppress(IllegalAction):  # a seat that has left already is refused, changing nothing
            return game.resign(state, pick.choice([s for s in range(players) if s != seat]))[0]
    return game.apply(state, seat, pick.choice(game.legal_actions(state, seat)))[0]


@pytest.mark.parametrize(("key", "options"), CASES, ids=[f"{k}-{json.dumps(o)}" for k, o in CASES])
def test_apply_and_resign_never_change_their_input(key: str, options: dict[str, object]) -> None:
    game = engine(key)
    shape = game.STATE_SHAPE
    low, high = game.player_range(resolve_options(game.options, options))
    for seed in range(GAMES_PER_VARIANT):
        pick = random.Random(seed)
        players = low + seed % (high - low + 1)
        state = game.setup(players, options, seed)
        moves = 0
        while game.outcome(state) is None:
            text = json.dumps(state)
            after = step(game, state, players, pick)
            check_step(shape, state, text, after)
            assert after.keys() == shape.keys, f"keys the shape does not declare: {after.keys() ^ shape.keys}"
            state = after
            moves += 1
            assert moves < 20_000, "random play always ends well before"


def test_a_shape_copies_what_it_declares_and_shares_the_rest() -> None:
    shape = StateShape(
        shared=("round", "log"),
        copied={"seats": Each(Fields(hand=COPY)), "turn": Maybe(Fields(rolls=Last(COPY), play=Maybe(COPY)))},
    )
    state: State = {
        "round": [1],
        "log": ["a"],
        "seats": [{"hand": ["x"], "name": ["Ann"]}],
        "turn": {"rolls": [{"face": 1}, {"face": 2}]},
    }
    new = shape.successor(state)
    assert new == state and list(new) == list(state)
    assert new["round"] is state["round"] and new["log"] is state["log"]
    assert new["seats"][0] is not state["seats"][0] and new["seats"][0]["hand"] is not state["seats"][0]["hand"]
    assert new["seats"][0]["name"] is state["seats"][0]["name"]  # an entry Fields does not name: shared
    rolls, old_rolls = new["turn"]["rolls"], state["turn"]["rolls"]
    assert rolls is not old_rolls and rolls[-1] is not old_rolls[-1] and rolls[0] is old_rolls[0]
    assert "play" not in new["turn"]  # Maybe: an absent entry stays absent
    state["turn"] = None
    assert shape.successor(state)["turn"] is None


def test_a_state_of_another_version_is_upgraded_and_its_unknown_keys_deep_copied() -> None:
    def upgrade(state: State) -> State:
        return {("round" if key == "old_round" else key): value for key, value in state.items()}

    shape = StateShape(shared=("round",), copied={"seats": Each(COPY)}, upgrade=upgrade)
    old: State = {"old_round": [3], "seats": [{"at": 1}], "notes": {"kept": [1]}}
    new = shape.successor(old)
    assert new == {"round": [3], "seats": [{"at": 1}], "notes": {"kept": [1]}}
    assert new["notes"]["kept"] is not old["notes"]["kept"]  # unknown: copied whole, to be safe
    assert new["seats"][0] is not old["seats"][0] and new["round"] is old["old_round"]
    assert "old_round" in old  # the state given is left as it was


def test_a_key_cannot_be_both_shared_and_copied() -> None:
    with pytest.raises(ValueError, match="both shared and copied"):
        StateShape(shared=("seats",), copied={"seats": COPY})


def test_the_check_sees_a_container_shared_where_moves_write() -> None:
    shape = StateShape(shared=("round",), copied={"seats": Each(COPY)})
    before: State = {"round": [1], "seats": [{"at": 1}]}
    text = json.dumps(before)
    check_step(shape, before, text, shape.successor(before))
    with pytest.raises(AssertionError, match="shares a container"):
        check_step(shape, before, text, {"round": [1], "seats": [before["seats"][0]]})  # the seat not copied
