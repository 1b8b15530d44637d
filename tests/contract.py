"""Property checks every rules engine must pass (ARCHITECTURE.md, "The game contract").

Each game's tests call these with its own game object, player counts and options, and
with a ``secrets`` function naming the strings that must never appear in a public view
of a given state (hidden card ids, face-down tile ids, ...).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import pytest

from bot.engine import Action, Game, IllegalAction, State

Secrets = Callable[[State], list[str]]


@dataclass
class Playthrough:
    seed: int
    states: list[State] = field(default_factory=list)
    moves: list[tuple[int, Action]] = field(default_factory=list)

    @property
    def final(self) -> State:
        return self.states[-1]


def canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True)


def random_playthrough(
    game: Game,
    players: int,
    options: Mapping[str, object],
    seed: int,
    max_moves: int,
    chooser: random.Random | None = None,
) -> Playthrough:
    """Random legal play from setup until the game ends; fails if it takes over ``max_moves``."""
    pick = chooser or random.Random(seed ^ 0x5EED)
    state = game.setup(players, options, seed)
    run = Playthrough(seed, [state])
    while game.outcome(state) is None:
        assert len(run.moves) < max_moves, f"{game.key}: no end after {max_moves} moves (seed {seed})"
        seats = game.to_act(state)
        assert seats, f"{game.key}: nobody to act in a running game (seed {seed})"
        seat = pick.choice(seats)
        legal = game.legal_actions(state, seat)
        assert legal, f"{game.key}: seat {seat} must act but has no legal action (seed {seed})"
        action = pick.choice(legal)
        state, _events = game.apply(state, seat, action)
        run.states.append(state)
        run.moves.append((seat, action))
    return run


def check_playthrough(game: Game, run: Playthrough, secrets: Secrets | None = None) -> None:
    """The contract's properties along one random game."""
    for i, (seat, action) in enumerate(run.moves):
        before = run.states[i]
        snapshot = canonical(before)
        after, events = game.apply(before, seat, action)
        # apply is pure and deterministic
        assert canonical(before) == snapshot, f"{game.key}: apply modified its input"
        assert canonical(after) == canonical(run.states[i + 1]), f"{game.key}: apply not deterministic"
        assert json.loads(json.dumps(after)) == after, f"{game.key}: state does not round-trip JSON"
        assert isinstance(events, list)
        for e in events:
            assert isinstance(e.get("text"), str) and isinstance(e.get("type"), str)
        assert all(isinstance(a.get("label"), str) and a["label"] for a in game.legal_actions(before, seat))
    for state in run.states:
        check_views(game, state, run.seed, secrets)


def check_views(game: Game, state: State, seed: int, secrets: Secrets | None = None) -> None:
    public = game.view(state, None)
    text = canonical(public)
    assert json.loads(text) == json.loads(json.dumps(public)), "public view does not round-trip JSON"
    assert str(seed) not in text, f"{game.key}: the seed appears in the public view"
    assert '"rng"' not in text, f"{game.key}: RNG state appears in the public view"
    if secrets is not None:
        for secret in secrets(state):
            assert secret not in text, f"{game.key}: secret {secret!r} appears in the public view"


def check_replay(game: Game, run: Playthrough, players: int, options: Mapping[str, object]) -> None:
    """Same seed + same actions ⇒ the same state, bit for bit."""
    state = game.setup(players, options, run.seed)
    assert canonical(state) == canonical(run.states[0])
    for seat, action in run.moves:
        state, _ = game.apply(state, seat, action)
    assert canonical(state) == canonical(run.final)


def check_illegal_refused(game: Game, state: State, players: int) -> None:
    """Actions outside ``legal_actions`` raise IllegalAction with a sentence, state untouched."""
    snapshot = canonical(state)
    seats = game.to_act(state)
    nonsense = {"type": "__not_an_action__", "label": "nonsense"}
    for seat in seats:
        with pytest.raises(IllegalAction) as refused:
            game.apply(state, seat, nonsense)
        assert refused.value.reason.strip().endswith((".", "!", "?"))
    idle = [s for s in range(players) if s not in seats]
    for seat in idle:
        for action in game.legal_actions(state, seats[0])[:3] if seats else []:
            with pytest.raises(IllegalAction):
                game.apply(state, seat, action)
    assert canonical(state) == snapshot


def check_contract(
    game: Game,
    players: int,
    options: Mapping[str, object],
    seeds: range | list[int],
    max_moves: int,
    secrets: Secrets | None = None,
) -> list[Playthrough]:
    """All contract properties over several random games; returns the games for more checks."""
    runs = []
    for seed in seeds:
        run = random_playthrough(game, players, options, seed, max_moves)
        check_playthrough(game, run, secrets)
        check_replay(game, run, players, options)
        for state in run.states[:: max(1, len(run.states) // 20)]:
            check_illegal_refused(game, state, players)
        assert game.outcome(run.final) is not None
        assert all(not game.legal_actions(run.final, s) for s in range(players))
        runs.append(run)
    return runs
