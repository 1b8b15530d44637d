"""``python -m bench``: performance figures for every registered game and the store.

Random legal games are played from fixed seeds, so runs are comparable; the figures are
wall-clock and so depend on the machine (compare runs on the same one).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from bot.engine import Game
from bot.games import GAMES
from bot.store import Store
from renderers import RENDERERS

MAX_MOVES = 20_000


def play(game: Game, players: int, seed: int) -> tuple[list[dict[str, Any]], int, float]:
    """One random legal game: the states along it, its move count and seconds in the engine."""
    pick = random.Random(seed)
    started = time.perf_counter()
    state = game.setup(players, {}, seed)
    states = [state]
    moves = 0
    while game.outcome(state) is None and moves < MAX_MOVES:
        seat = pick.choice(game.to_act(state))
        state, _ = game.apply(state, seat, pick.choice(game.legal_actions(state, seat)))
        states.append(state)
        moves += 1
    return states, moves, time.perf_counter() - started


def bench_game(game: Game, games: int, pictures: int) -> dict[str, Any]:
    players = min(max(game.min_players, 3), game.max_players)
    moves, seconds, sizes, render_times = 0, 0.0, [], []
    render = RENDERERS.get(game.key)
    for seed in range(games):
        states, n, spent = play(game, players, seed)
        moves += n
        seconds += spent
        sizes.append(len(json.dumps(states[-1])))
        if render is not None and seed == 0:
            for state in states[:: max(1, len(states) // pictures)][:pictures]:
                view = {**game.view(state, None), "names": [f"Player {i + 1}" for i in range(players)]}
                started = time.perf_counter()
                render(view)
                render_times.append(time.perf_counter() - started)
    return {
        "game": game.key,
        "players": players,
        "moves/game": moves / games,
        "moves/s": moves / seconds if seconds else 0.0,
        "state KiB": statistics.mean(sizes) / 1024,
        "render ms": statistics.mean(render_times) * 1000 if render_times else None,
    }


async def bench_store(moves: int) -> float:
    """Moves committed per second through the store's one-transaction write."""
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(Path(folder) / "bench.sqlite3")
        game = await store.create_lobby(
            guild_id=1, channel_id=1, lobby_channel_id=1, game_key="bench", options={}, host_id=1, host_name="Bench"
        )
        state = {"board": list(range(600))}
        await store.start(game.id, state, [])
        started = time.perf_counter()
        for version in range(1, moves + 1):
            await store.record(
                game.id,
                version,
                seat=0,
                kind="action",
                action={"type": "x"},
                events=[{"type": "x", "text": "x"}],
                state=state,
                finished=False,
            )
        spent = time.perf_counter() - started
        await store.close()
    return moves / spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20, help="random games per engine")
    parser.add_argument("--pictures", type=int, default=10, help="pictures rendered per engine")
    args = parser.parse_args()
    print(f"{'game':<16}{'players':>8}{'moves/game':>12}{'moves/s':>10}{'state KiB':>11}{'render ms':>11}")
    for game in GAMES.values():
        row = bench_game(game, args.games, args.pictures)
        render = f"{row['render ms']:.0f}" if row["render ms"] is not None else "—"
        print(
            f"{row['game']:<16}{row['players']:>8}{row['moves/game']:>12.0f}{row['moves/s']:>10.0f}"
            f"{row['state KiB']:>11.1f}{render:>11}"
        )
    print(f"store: {asyncio.run(bench_store(500)):.0f} moves committed/s (one transaction each, WAL)")


if __name__ == "__main__":
    main()
