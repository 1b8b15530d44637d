"""The database drivers through the real ``Table``: click → reply and moves/s on SQLite, on
PostgreSQL, and on PostgreSQL with two processes clicking at once (each its own games), each
beside its floor: a raw upsert of the same state on the same database (``sqlite3`` / ``asyncpg``
directly, encoding the state as any save must).

Every game kind takes turns (a finished game is followed by the next kind), so a figure mixes
the five games' pictures the same way on every driver. PostgreSQL runs on a throwaway local
server (``bench.postgres``) with fsync off: the figures show the round trips and the server's
work, not a disk's.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import multiprocessing
import random
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.figures import Figure, ms
from bench.postgres import NO_SERVER, Server, server_binaries
from bench.store import raw_upserts
from bench.table import RenderingPublisher, click, new_game
from bot.games import GAMES
from bot.store import Store
from bot.table import Table

UPSERT = (
    "INSERT INTO bench_upsert (id, state, version) VALUES ($1, $2, $3)"
    " ON CONFLICT (id) DO UPDATE SET state = excluded.state, version = excluded.version"
)


@dataclass
class Run:
    """One process's clicks: seconds per click, seconds in all, the last state saved, raw upserts,
    and the process's CPU seconds for its clicks (steadier than wall-clock on a busy machine)."""

    samples: list[float]
    spent: float
    state: dict[str, Any]
    floor: list[float]
    cpu: float


async def clicks_on(url: str, clicks: int, seed: int, channels: int) -> Run:
    """``clicks`` moves through a ``Table`` on the store at ``url``, one game kind after another
    (its floor is left for the caller to measure)."""
    from bot.ui.registry import all_presenters

    store = await Store.open(url)
    table = Table(store, GAMES, RenderingPublisher(all_presenters()), seeds=itertools.count(seed).__next__)
    rng = random.Random(seed)
    kinds = itertools.cycle(sorted(GAMES))
    channel = itertools.count(channels)
    game_id = await new_game(table, next(kinds), next(channel))
    samples: list[float] = []
    started, cpu = time.perf_counter(), time.process_time()
    while len(samples) < clicks:
        begun = time.perf_counter()
        if await click(table, game_id, rng):
            samples.append(time.perf_counter() - begun)
        else:  # that game ended: the next kind
            game_id = await new_game(table, next(kinds), next(channel))
    spent, cpu = time.perf_counter() - started, time.process_time() - cpu
    game = await store.games.get(game_id)
    await store.close()
    return Run(samples, spent, game.state if game and game.state else {}, [], cpu)


async def pg_upserts(url: str, state: dict[str, Any], count: int, row: int) -> list[float]:
    """The PostgreSQL floor: one statement (its own transaction) upserting the encoded state."""
    import asyncpg  # type: ignore[import-untyped]

    conn = await asyncpg.connect(url)
    samples = []
    for version in range(count):
        started = time.perf_counter()
        await conn.execute(UPSERT, row, json.dumps(state), version)
        samples.append(time.perf_counter() - started)
    await conn.close()
    return samples


async def _create_upsert_table(url: str) -> None:
    import asyncpg

    conn = await asyncpg.connect(url)
    await conn.execute("CREATE TABLE IF NOT EXISTS bench_upsert (id INTEGER PRIMARY KEY, state TEXT, version INTEGER)")
    await conn.close()


def _worker(url: str, clicks: int, index: int, ready: Any, results: Any) -> None:
    """One of the processes clicking at once: both start together, then both upsert together."""

    async def work() -> Run:
        ready.wait()
        run = await clicks_on(url, clicks, seed=100 + index, channels=1_000_000 * (index + 1))
        ready.wait()
        run.floor = await pg_upserts(url, run.state, clicks, row=index)
        return run

    run = asyncio.run(work())
    results.put((run.samples, run.spent, run.state, run.floor, run.cpu))


def _figure(name: str, runs: list[Run], floor_name: str) -> Figure:
    samples = [s for run in runs for s in run.samples]
    floor = [s for run in runs for s in run.floor]
    moves = len(samples) / max(run.spent for run in runs)
    upserts = len(floor) / max(sum(run.floor) for run in runs)
    cpu = sum(run.cpu for run in runs) / len(samples) * 1000
    note = f"{moves:.0f} moves/s, {cpu:.0f} ms CPU/move in the bot; floor {upserts:.0f} upserts/s"
    return Figure("drivers", name, "ms", *ms(samples), floor_name, *ms(floor), note=note)


async def bench_drivers(folder: Path, clicks: int) -> tuple[list[Figure], str]:
    """The figures, and a line saying why the PostgreSQL ones are missing (empty if they are not)."""
    run = await clicks_on(str(folder / "drivers.sqlite3"), clicks, seed=100, channels=1)
    run.floor = raw_upserts(folder / "drivers-raw.sqlite3", run.state, clicks)
    figures = [_figure("SQLite, 1 process: click → reply", [run], "raw sqlite3 upsert")]
    binaries = server_binaries()
    if binaries is None:
        return figures, f"drivers: PostgreSQL figures missing: {NO_SERVER}"
    server = Server(binaries)
    server.start()
    try:
        url = server.new_database()
        await _create_upsert_table(url)
        run = await clicks_on(url, clicks, seed=100, channels=1)
        run.floor = await pg_upserts(url, run.state, clicks, row=0)
        figures.append(_figure("PostgreSQL, 1 process: click → reply", [run], "raw asyncpg upsert"))
        figures.append(await asyncio.to_thread(_two_processes, server.new_database(), clicks))
    finally:
        server.stop()
    return figures, ""


def _two_processes(url: str, clicks: int) -> Figure:
    asyncio.run(_create_upsert_table(url))
    context = multiprocessing.get_context("spawn")  # a fresh interpreter each, as two shard processes are
    ready, results = context.Barrier(2), context.Queue()
    workers = [context.Process(target=_worker, args=(url, clicks, n, ready, results)) for n in range(2)]
    for worker in workers:
        worker.start()
    runs = [Run(*results.get(timeout=900)) for _ in workers]
    for worker in workers:
        worker.join()
    return _figure("PostgreSQL, 2 processes: click → reply", runs, "raw asyncpg upsert, 2×")
