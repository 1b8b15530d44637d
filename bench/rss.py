"""``python -m bench.rss DB N``: RSS (MB) of this process before and after touching N stored games."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


async def touch(path: str, count: int) -> tuple[float, float]:
    from bot.games import GAMES
    from bot.store import Store
    from bot.table import Table

    store = await Store.open(path)
    table = Table(store, GAMES)
    before = rss_mb()
    for game_id in range(1, count + 1):  # a click reloads its game: load, then ask the engine
        game = await table.snapshot(game_id)
        if game.state is not None:
            engine = GAMES[game.game_key]
            engine.legal_actions(game.state, engine.to_act(game.state)[0])
    after = rss_mb()
    await store.close()
    return before, after


if __name__ == "__main__":
    print(*asyncio.run(touch(sys.argv[1], int(sys.argv[2]))))
