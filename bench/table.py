"""Whole clicks through the real ``Table``: one click's reply, 200 channels at once, start-up
with many stored games, and memory after touching many."""

from __future__ import annotations

import asyncio
import itertools
import json
import random
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from bench.figures import Figure, ms
from bench.pictures import encode_only
from bench.store import raw_upserts
from bot.games import GAMES
from bot.store import GameStatus, MoveKind, Store
from bot.table import Command, OfflinePublisher, Table, Turn
from bot.ui.presenter import Presenter
from bot.ui.publish import build_turn_message


class RenderingPublisher(OfflinePublisher):
    """Builds each turn message (picture and all) as the Discord publisher does, without HTTP."""

    def __init__(self, presenters: dict[str, Presenter]) -> None:
        self.presenters = presenters
        self.ids = itertools.count(1000)
        self.pictures: list[bytes] = []

    async def publish(self, turn: Turn) -> int:
        message = await build_turn_message(turn, self.presenters[turn.game.game_key])
        self.pictures.append(message.picture or b"")  # b"": it failed to render
        game = turn.game
        return next(self.ids) if turn.new_message or not game.turn_message_id else game.turn_message_id


async def new_game(table: Table, key: str, channel: int) -> int:
    lobby = await table.lobby.open(
        game_key=key, options={}, guild_id=1, channel_id=channel, in_thread=False, host_id=1, host_name="P1"
    )
    low, _ = GAMES[key].player_range(lobby.options)
    for user in range(2, max(low, 2) + 1):
        await table.lobby.join(lobby.id, user, f"P{user}")
    await table.lobby.start(lobby.id, 1)
    return lobby.id


async def click(table: Table, game_id: int, rng: random.Random) -> bool:
    game = await table.snapshot(game_id)
    if game.status != GameStatus.RUNNING or game.state is None:
        return False
    engine = GAMES[game.game_key]
    seat = engine.to_act(game.state)[0]
    index = rng.randrange(len(engine.legal_actions(game.state, seat)))  # what the clicked button carries
    await table.play.act(Command(game_id, game.version, game.seats[seat].user_id, index, confirmed=True))
    return True


async def bench_clicks(folder: Path, key: str, presenters: dict[str, Presenter], clicks: int) -> Figure:
    """Click → reply: lock, load, checks, apply, save, render and build the turn message."""
    store = await Store.open(folder / f"clicks-{key}.sqlite3")
    publisher = RenderingPublisher(presenters)
    table = Table(store, GAMES, publisher, seeds=itertools.count(7).__next__)
    rng = random.Random(11)
    game_id = await new_game(table, key, 1)
    samples: list[float] = []
    channel = 2
    while len(samples) < clicks:
        started = time.perf_counter()
        moved = await click(table, game_id, rng)
        if moved:
            samples.append(time.perf_counter() - started)
        else:  # that game ended: another one
            game_id = await new_game(table, key, channel)
            channel += 1
    await store.close()
    state = (await _any_state(folder, key)) or {}
    raw = raw_upserts(folder / f"raw-click-{key}.sqlite3", json.dumps(state), len(samples))
    floor = [encode_only(p) + r for p, r in zip(publisher.pictures[-len(samples) :], raw, strict=False)]
    return Figure("clicks", f"{key} click → reply", "ms", *ms(samples), "encode-only + raw upsert", *ms(floor))


async def _any_state(folder: Path, key: str) -> dict[str, Any] | None:
    with sqlite3.connect(folder / f"clicks-{key}.sqlite3") as db:
        row = db.execute("SELECT state FROM games WHERE state IS NOT NULL ORDER BY id DESC LIMIT 1").fetchone()
    return json.loads(row[0]) if row else None


async def bench_many_at_once(folder: Path, presenters: dict[str, Presenter], channels: int) -> list[Figure]:
    """``channels`` games, every kind, each clicking in the same moment: throughput and loop lag."""
    store = await Store.open(folder / "many.sqlite3")
    table = Table(store, GAMES, RenderingPublisher(presenters), seeds=itertools.count(3).__next__)
    keys = sorted(GAMES)
    games = [await new_game(table, keys[n % len(keys)], 10_000 + n) for n in range(channels)]
    lags: list[float] = []
    running = True

    async def ticker() -> None:
        while running:
            started = time.perf_counter()
            await asyncio.sleep(0.01)
            lags.append(time.perf_counter() - started - 0.01)

    tick = asyncio.create_task(ticker())
    started = time.perf_counter()
    results = await asyncio.gather(*(click(table, g, random.Random(n)) for n, g in enumerate(games)))
    spent = time.perf_counter() - started
    running = False
    await tick
    saved = 0
    for game_id in games:
        game = await store.games.get(game_id)
        moves = await store.games.moves(game_id)
        if game is not None and [m["seq"] for m in moves] == list(range(1, game.version + 1)) and game.version == 2:
            saved += 1
    await store.close()
    lag50, lag95 = ms(lags)
    lag99 = sorted(lags)[int(0.99 * (len(lags) - 1))] * 1000 if lags else 0.0
    longest = max(lags, default=0.0) * 1000  # a stalled loop ticks rarely, so few samples: show the worst
    note = f"{sum(results)} moves in {spent:.1f} s = {sum(results) / spent:.0f} moves/s; {saved}/{channels} saved"
    note += f"; lag p99 {lag99:.0f} ms, longest {longest:.0f} ms over {len(lags)} ticks"
    return [Figure("many tables", f"{channels} channels clicking at once: loop lag", "ms", lag50, lag95, note=note)]


def _fill(path: Path, count: int, state: dict[str, Any], key: str) -> None:
    """``count`` running games with a short move log each, written straight into the file."""
    with sqlite3.connect(path) as db:
        blob = json.dumps(state)
        now = time.time()
        db.executemany(
            "INSERT INTO games (guild_id, channel_id, lobby_channel_id, game_key, options, host_id, status, state,"
            " version, published_version, created_at, updated_at)"
            " VALUES (1, ?, ?, ?, '{}', 1, ?, ?, 3, 3, ?, ?)",
            ((100 + n, 100 + n, key, GameStatus.RUNNING, blob, now, now) for n in range(count)),
        )
        ids = [r[0] for r in db.execute("SELECT id FROM games")]
        db.executemany(
            "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
            ((g, s, s + 1, f"P{s + 1}") for g in ids for s in range(2)),
        )
        db.executemany(
            "INSERT INTO moves (game_id, seq, seat, kind, action, events, created_at)"
            " VALUES (?, ?, 0, ?, '{}', '[]', 0)",
            ((g, seq, MoveKind.ACTION) for g in ids for seq in (1, 2, 3)),
        )


async def _start_once(path: Path) -> float:
    """What start-up does before it connects: open and migrate, check consistency, first upkeep read."""
    started = time.perf_counter()
    store = await Store.open(path)
    table = Table(store, GAMES)
    await table.upkeep.check_consistency()
    await store.games.unpublished()
    spent = time.perf_counter() - started
    await store.close()
    return spent


async def bench_startup(folder: Path, stored: int, repeat: int) -> Figure:
    empty, full = folder / "start-empty.sqlite3", folder / "start-full.sqlite3"
    for path in (empty, full):
        store = await Store.open(path)
        await store.close()
    game = GAMES["amundsen-scott"]
    _fill(full, stored, game.setup(2, {}, 1), game.key)
    with_none = [await _start_once(empty) for _ in range(repeat)]
    with_many = [await _start_once(full) for _ in range(repeat)]
    return Figure("start-up", f"start with {stored:,} stored games", "ms", *ms(with_many), "with none", *ms(with_none))


async def bench_rss(folder: Path, touched: int) -> Figure:
    """Resident memory of a fresh process before and after loading ``touched`` stored games."""
    path = folder / "rss.sqlite3"
    await _make_empty(path)
    game = GAMES["south-pole"]
    _fill(path, touched, game.setup(3, {}, 1), game.key)
    out = subprocess.run(
        [sys.executable, "-m", "bench.rss", str(path), str(touched)], capture_output=True, text=True, check=True
    )
    before, after = (float(x) for x in out.stdout.split())
    return Figure("memory", f"RSS after touching {touched:,} games", "MB", after, after, "RSS before", before, before)


async def _make_empty(path: Path) -> None:
    store = await Store.open(path)
    await store.close()
