"""A finished game counts once: its result rows and rating update are written in the transaction
of its final move (issue 23), on SQLite and PostgreSQL both."""

from __future__ import annotations

import pytest

from bot.db import Conflict
from bot.memory.records import game_results, member_results, read_board, record_result
from bot.store import GameStatus, Store
from bot.table import Command, Table
from tests.fakediscord.toy import GAME as STONES

ANN, BOB = 100, 200


async def finished(table: Table, pile: int = 5) -> int:
    """A two-player Stones game on server 7, played to its end: Ann takes 3, Bob the last 2."""
    game = await table.lobby.open(
        game_key="stones", options={"pile": pile}, guild_id=7, channel_id=1, in_thread=False, host_id=ANN,
        host_name="Ann",
    )
    await table.lobby.join(game.id, BOB, "Bob")
    await table.lobby.start(game.id, ANN)
    for user, take in ((ANN, 3), (BOB, 2)):
        now = await table.snapshot(game.id)
        await table.play.act(Command(game.id, now.version, user, {"type": "take", "n": take, "label": ""}))
    return game.id


async def test_the_final_move_writes_every_seat_s_result_and_rating_once(database_url: str) -> None:
    store = await Store.open(database_url)
    try:
        table = Table(store, {"stones": STONES}, seeds=lambda: 3)
        game_id = await finished(table)
        game = await table.snapshot(game_id)
        assert game.status == GameStatus.OVER
        async with store.db.read() as tx:
            rows = await game_results(tx, game_id)
            board = await read_board(tx, 7, "stones")
        assert [(r.user_id, r.place, r.won, r.turns) for r in rows] == [(ANN, 2, False, 2), (BOB, 1, True, 2)]
        assert [(s.user_id, s.games, s.wins) for s in board.people] == [(BOB, 1, 1), (ANN, 1, 0)]
        assert game.state is not None
        with pytest.raises(Conflict):  # the same game again: refused, nothing written twice
            async with store.db.write() as tx:
                await record_result(tx, STONES, game.state, game_id=game_id, guild_id=7, seats=game.seats)
        async with store.db.read() as tx:
            assert len(await member_results(tx, ANN)) == 1
            assert [s.games for s in (await read_board(tx, 7)).people] == [1, 1]
    finally:
        await store.close()


async def test_a_move_that_cannot_write_its_result_is_not_saved(database_url: str) -> None:
    store = await Store.open(database_url)
    try:
        table = Table(store, {"stones": STONES}, seeds=lambda: 3)
        game = await table.lobby.open(
            game_key="stones", options={"pile": 3}, guild_id=7, channel_id=2, in_thread=False, host_id=ANN,
            host_name="Ann",
        )
        await table.lobby.join(game.id, BOB, "Bob")
        await table.lobby.start(game.id, ANN)
        async with store.db.write() as tx:  # a stray row for this game: the result write will collide
            await tx.execute(
                "INSERT INTO results (game_id, seat, guild_id, game_key, user_id, person, team, won, turns,"
                " started_at, ended_at) VALUES (?, 0, 7, 'stones', ?, 1, 0, 0, 0, 0, 0)",
                (game.id, ANN),
            )
        now = await table.snapshot(game.id)
        with pytest.raises(Conflict):
            await table.play.act(Command(game.id, now.version, ANN, {"type": "take", "n": 3, "label": ""}))
        after = await table.snapshot(game.id)
        assert (after.status, after.version) == (GameStatus.RUNNING, now.version)  # the final move rolled back
    finally:
        await store.close()
