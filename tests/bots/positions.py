"""Decision points from seeded games the normal bots play, for the level and search tests."""

from __future__ import annotations

import random
from collections.abc import Mapping
from functools import cache
from typing import Any

from bot.bots import policy_for
from bot.engine import State
from bot.games import GAMES

GAME_KEYS = tuple(GAMES)
MAX_ACTIONS = 20_000


@cache
def _points(key: str, players: int, options: tuple[tuple[str, Any], ...], seed: int, every: int) -> tuple[Any, ...]:
    engine = GAMES[key]
    policy = policy_for(key)
    state = engine.setup(players, dict(options), seed)
    rng = random.Random(seed)
    points: list[tuple[State, int]] = []
    for count in range(MAX_ACTIONS):
        if engine.outcome(state) is not None:
            return tuple(points)
        seat = engine.to_act(state)[0]
        legal = engine.legal_actions(state, seat)
        if len(legal) > 1 and count % every == 0:
            points.append((state, seat))
        state, _ = engine.apply(state, seat, policy.choose(engine.view(state, seat), legal, rng))
    raise AssertionError(f"{key} seed {seed}: no end after {MAX_ACTIONS} actions")


def decision_points(
    key: str, players: int = 2, seed: int = 1, every: int = 7, options: Mapping[str, Any] | None = None
) -> list[tuple[State, int]]:
    """Every ``every``-th real decision (more than one legal action) of a normal-bot game."""
    return list(_points(key, players, tuple(sorted((options or {}).items())), seed, every))
