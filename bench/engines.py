"""Engine speed: random legal games from fixed seeds, per move and per whole game."""

from __future__ import annotations

import json
import random
import time
from typing import Any

from bench.figures import Figure, percentiles
from bot.engine import Game

MAX_MOVES = 20_000
SAMPLE_EVERY = 25  # moves between kept states: a bot holds one state per game, not a game's history


def random_game(game: Game, players: int, seed: int) -> tuple[list[dict[str, Any]], list[float]]:
    """One random legal game: every ``SAMPLE_EVERY``-th state and the last, and the seconds each
    move took (to_act + legal_actions + apply). Keeping every state would grow the heap the
    garbage collector walks and bill the engine for the bench's own memory."""
    pick = random.Random(seed)
    state = game.setup(players, {}, seed)
    states: list[dict[str, Any]] = [state]
    times: list[float] = []
    while game.outcome(state) is None and len(times) < MAX_MOVES:
        started = time.perf_counter()
        seat = pick.choice(game.to_act(state))
        state, _ = game.apply(state, seat, pick.choice(game.legal_actions(state, seat)))
        times.append(time.perf_counter() - started)
        if len(times) % SAMPLE_EVERY == 0:
            states.append(state)
    if states[-1] is not state:
        states.append(state)
    return states, times


def players_for(game: Game) -> int:
    return min(max(game.min_players, 3), game.max_players)


def bench_engine(game: Game, games: int) -> tuple[list[Figure], list[dict[str, Any]]]:
    players = players_for(game)
    per_move: list[float] = []
    per_game: list[float] = []
    finals: list[dict[str, Any]] = []
    sample_states: list[dict[str, Any]] = []
    for seed in range(games):
        states, times = random_game(game, players, seed)
        per_move += times
        per_game.append(sum(times))
        finals.append(states[-1])
        sample_states += states
    floor = []
    for state in sample_states[:200]:  # the least a move could cost: the state through JSON once
        started = time.perf_counter()
        json.loads(json.dumps(state))
        floor.append(time.perf_counter() - started)
    move50, move95 = percentiles(per_move)
    floor50, floor95 = percentiles(floor)
    rate = len(per_move) / sum(per_move)
    sizes = [len(json.dumps(s)) for s in sample_states]
    size50, size95 = percentiles(sizes)
    figures = [
        Figure(
            "engines",
            f"{game.key} move",
            "µs",
            move50 * 1e6,
            move95 * 1e6,
            "state JSON round trip",
            floor50 * 1e6,
            floor95 * 1e6,
            f"{rate:,.0f} moves/s, {len(per_move) / games:.0f} moves/game, {players} players",
        ),
        Figure(
            "engines",
            f"{game.key} whole game",
            "s",
            *percentiles(per_game),
            note=f"{games / sum(per_game):.1f} random games per second (wall clock)",
        ),
        Figure("engines", f"{game.key} state size", "KB", size50 / 1000, size95 / 1000),
    ]
    return figures, sample_states
