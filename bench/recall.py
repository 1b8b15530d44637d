"""History, stats and the leaderboard with 10,000 finished games stored, beside the same
requests on a database holding only the game asked about (issue 23: under 100 ms p95)."""

from __future__ import annotations

import json
import random
import sqlite3
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

from bench.figures import Figure, ms
from bot.memory.history import history
from bot.memory.log import read_moves
from bot.memory.ratings import Identity, Standing, rate_game
from bot.memory.records import member_results, read_board
from bot.memory.results import ResultRow
from bot.memory.stats import stats_of, stats_text
from bot.store import Store

GUILD = 1
MEMBERS = 50
MOVES_PER_GAME = 40


def fill(path: Path, games: int) -> None:
    """``games`` finished three-seat games of ``MEMBERS`` members, with move logs, result rows
    and standings, written straight into the store's file (the store made the schema, results too)."""
    pick = random.Random(0)
    conn = sqlite3.connect(path)
    standings: dict[str, dict[Identity, Standing]] = {}
    for game_id in range(1, games + 1):
        users = pick.sample(range(100, 100 + MEMBERS), 3)
        key = pick.choice(("south-pole", "north-pole", "pole-to-pole"))
        conn.execute(
            "INSERT INTO games (id, guild_id, channel_id, lobby_channel_id, game_key, options, host_id, status,"
            " state, version, created_at, updated_at) VALUES (?, ?, ?, ?, ?, '{}', ?, 'over', '{}', ?, ?, ?)",
            (game_id, GUILD, 10_000 + game_id, 10_000 + game_id, key, users[0], MOVES_PER_GAME, game_id, game_id),
        )
        conn.executemany(
            "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
            [(game_id, seat, user, f"Member {user}") for seat, user in enumerate(users)],
        )
        conn.executemany(
            "INSERT INTO moves (game_id, seq, seat, kind, action, events, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    game_id,
                    seq,
                    seq % 3,
                    "action",
                    '{"type":"x"}',
                    json.dumps([{"type": "x", "text": f"{{p{seq % 3}}} moved {seq}."}]),
                    seq * 60.0,
                )
                for seq in range(1, MOVES_PER_GAME + 1)
            ],
        )
        places = pick.sample([1, 2, 3], 3)
        rows = [
            ResultRow(
                game_id=game_id,
                guild_id=GUILD,
                game_key=key,
                seat=seat,
                user_id=user,
                person=True,
                team=seat,
                place=place,
                score=None,
                won=place == 1,
                resigned=False,
                timeouts=0,
                turns=13,
                started_at=0.0,
                ended_at=float(game_id),
                waits=tuple(float(pick.randint(5, 5000)) for _ in range(13)),
            )
            for seat, (user, place) in enumerate(zip(users, places, strict=True))
        ]
        conn.executemany(
            "INSERT INTO results VALUES (?, ?, ?, ?, ?, 1, ?, ?, NULL, ?, 0, 0, 13, 0, ?, ?)",
            [
                (
                    r.game_id,
                    r.seat,
                    GUILD,
                    key,
                    r.user_id,
                    r.team,
                    r.place,
                    int(r.won),
                    r.ended_at,
                    json.dumps(list(r.waits)),
                )
                for r in rows
            ],
        )
        for board in (key, ""):
            known = standings.setdefault(board, {})
            known.update(rate_game(known, rows))
    for board, known in standings.items():
        conn.executemany(
            "INSERT INTO ratings VALUES (?, ?, ?, '', ?, ?, ?, ?)",
            [(GUILD, board, s.user_id, s.mu, s.sigma, s.games, s.wins) for s in known.values()],
        )
    conn.commit()
    conn.close()


async def _timed(work: Callable[[int], Awaitable[object]], count: int) -> list[float]:
    samples = []
    for index in range(count):
        started = time.perf_counter()
        await work(index)
        samples.append(time.perf_counter() - started)
    return samples


async def _requests(store: Store, games: int, count: int) -> dict[str, list[float]]:
    titles = {"south-pole": "South Pole", "north-pole": "North Pole", "pole-to-pole": "Pole to Pole"}

    async def stats(index: int) -> object:
        user = 100 + index % MEMBERS
        async with store.db.read() as tx:
            rows = await member_results(tx, user, GUILD)
        return stats_text(stats_of(rows, user), "Member", titles)

    async def board(index: int) -> object:
        async with store.db.read() as tx:
            return await read_board(tx, GUILD, None if index % 2 else "south-pole")

    async def pages(index: int) -> object:
        moves = read_moves(await store.games.moves(1 + index % games))
        return history(moves, index % 3, ["Ann", "Bob", "Cy"])

    return {
        "stats": await _timed(stats, count),
        "leaderboard": await _timed(board, count),
        "history": await _timed(pages, count),
    }


async def bench_recall(folder: Path, games: int, count: int) -> list[Figure]:
    full, empty = folder / "recall-full.sqlite3", folder / "recall-empty.sqlite3"
    for path, stored in ((full, games), (empty, 1)):
        await (await Store.open(path)).close()  # the store's own schema first
        fill(path, stored)
    measured = {}
    for path, stored in ((full, games), (empty, 1)):
        store = await Store.open(path)
        measured[path] = await _requests(store, stored, count)
        await store.close()
    return [
        Figure(
            "recall",
            f"{name} ({games:,} games)",
            "ms",
            *ms(measured[full][name]),
            "one game stored",
            *ms(measured[empty][name]),
            note=f"{MEMBERS} members, {MOVES_PER_GAME} moves a game",
        )
        for name in ("stats", "leaderboard", "history")
    ]
