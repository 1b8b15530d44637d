"""The results table's migration and queries, on SQLite and PostgreSQL both."""

from __future__ import annotations

import pytest

from bot.db import Conflict
from bot.memory.ratings import leaderboard
from bot.memory.records import (
    board_results,
    game_results,
    member_results,
    read_board,
    recent_results,
    update_ratings,
    write_results,
)
from bot.memory.results import ResultRow, finished_line
from bot.memory.stats import stats_of
from bot.store import Store


async def opened(url: str) -> Store:
    return await Store.open(url)  # the schema's migrations create the results and ratings tables


async def finished_game(store: Store, channel: int) -> int:
    game = await store.games.create_lobby(
        guild_id=5,
        channel_id=channel,
        lobby_channel_id=channel,
        game_key="south-pole",
        options={},
        host_id=100,
        host_name="Ann",
    )
    return game.id


def seat_row(
    game_id: int,
    seat: int,
    user: int,
    place: int | None,
    *,
    guild: int = 5,
    key: str = "south-pole",
    ended: float = 0.0,
) -> ResultRow:
    return ResultRow(
        game_id=game_id,
        guild_id=guild,
        game_key=key,
        seat=seat,
        user_id=user,
        person=user > 0,
        team=seat,
        place=place,
        score=2.5 if place else None,
        won=place == 1,
        resigned=place is None,
        timeouts=seat,
        turns=12,
        started_at=ended - 100,
        ended_at=ended,
        waits=(3.0, 40.0) if user > 0 else (),
    )


async def test_rows_round_trip_and_a_game_counts_once(database_url: str) -> None:
    store = await opened(database_url)
    try:
        game = await finished_game(store, 1)
        rows = [seat_row(game, 0, 100, 1, ended=50.0), seat_row(game, 1, -1, None, ended=50.0)]
        async with store.db.write() as tx:
            await write_results(tx, rows)
        async with store.db.read() as tx:
            assert await game_results(tx, game) == rows
        with pytest.raises(Conflict):  # the same game's rows again: refused, and the whole write with them
            async with store.db.write() as tx:
                await write_results(tx, rows)
        async with store.db.read() as tx:
            assert len(await game_results(tx, game)) == 2
    finally:
        await store.close()


async def test_board_and_member_queries_select_by_server_game_member_and_time(database_url: str) -> None:
    store = await opened(database_url)
    try:
        games = [await finished_game(store, channel) for channel in (1, 2, 3)]
        async with store.db.write() as tx:
            await write_results(
                tx, [seat_row(games[0], 0, 100, 1, ended=10.0), seat_row(games[0], 1, 200, 2, ended=10.0)]
            )
            await write_results(
                tx,
                [
                    seat_row(games[1], 0, 100, 2, key="north-pole", ended=20.0),
                    seat_row(games[1], 1, 200, 1, key="north-pole", ended=20.0),
                ],
            )
            await write_results(
                tx,
                [seat_row(games[2], 0, 100, 1, guild=6, ended=30.0), seat_row(games[2], 1, -1, 2, guild=6, ended=30.0)],
            )
        async with store.db.read() as tx:
            board = await board_results(tx, 5)
            south = await board_results(tx, 5, "south-pole")
            ann_here = await member_results(tx, 100, guild_id=5)
            ann_week = await member_results(tx, 100, since=20.0)
        assert [(r.game_id, r.seat) for r in board] == [(games[0], 0), (games[0], 1), (games[1], 0), (games[1], 1)]
        assert {r.game_key for r in south} == {"south-pole"}
        assert [r.game_id for r in ann_here] == games[:2]
        assert [r.game_id for r in ann_week] == games[1:]
        assert [s.user_id for s in leaderboard(board).people] in ([100, 200], [200, 100])
        assert stats_of(ann_here, 100).total.played == 2
        async with store.db.read() as tx:
            recent = await recent_results(tx, 200, since=15.0)
        assert list(recent) == [games[1]]  # Bob's games since then, newest first, whole fields
        assert finished_line(recent[games[1]], 200, "North Pole").startswith("North Pole — won · 12 turns")
    finally:
        await store.close()


async def test_ratings_updated_as_games_end_equal_the_recount_from_results(database_url: str) -> None:
    store = await opened(database_url)
    try:
        plan = [  # (game key, [(user, place), ...]): people, ties, a bot, another server
            ("south-pole", [(100, 1), (200, 2), (300, 3)]),
            ("south-pole", [(200, 1), (100, 1), (-1, 3)]),
            ("north-pole", [(300, 1), (100, 2)]),
            ("south-pole", [(100, 2), (-1, 1), (-2, 3)]),
        ]
        written: list[ResultRow] = []
        for number, (key, seats) in enumerate(plan):
            game = await finished_game(store, 10 + number)
            rows = [
                seat_row(game, seat, user, place, key=key, ended=float(number))
                for seat, (user, place) in enumerate(seats)
            ]
            async with store.db.write() as tx:
                await write_results(tx, rows)
                await update_ratings(tx, rows)
            written += rows
        elsewhere = seat_row(await finished_game(store, 99), 0, 100, 1, guild=None)  # a DM game: on no board
        async with store.db.write() as tx:
            await update_ratings(tx, [elsewhere])
        async with store.db.read() as tx:
            for key in ("south-pole", "north-pole", None):
                stored = await read_board(tx, 5, key)
                recount = leaderboard(written, key)
                assert [(s.user_id, s.game_key, s.games, s.wins) for s in stored.people + stored.bots] == [
                    (s.user_id, s.game_key, s.games, s.wins) for s in recount.people + recount.bots
                ]
                for got, want in zip(stored.people + stored.bots, recount.people + recount.bots, strict=True):
                    assert got.mu == pytest.approx(want.mu) and got.sigma == pytest.approx(want.sigma)
            overall = await read_board(tx, 5)
        assert [s.games for s in overall.people if s.user_id == 100] == [4]
        assert [(s.game_key, s.games) for s in overall.bots] == [("south-pole", 2)]
    finally:
        await store.close()
