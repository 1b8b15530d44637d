"""The store: migrations, one live game per channel, and moves that commit whole or not at all."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.store import MIGRATIONS, LobbyError, Store


async def new_lobby(store: Store, channel: int = 1) -> int:
    game = await store.create_lobby(
        guild_id=9,
        channel_id=channel,
        lobby_channel_id=channel,
        game_key="stones",
        options={"pile": 7},
        host_id=100,
        host_name="Alice",
    )
    return game.id


async def test_migrations_run_once(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    store = await Store.open(path)
    await new_lobby(store)
    await store.close()
    store = await Store.open(path)  # reopening must not re-run or fail
    async with store._db.execute("PRAGMA user_version") as cursor:
        row = await cursor.fetchone()
    assert row is not None and row[0] == len(MIGRATIONS)
    async with store._db.execute("PRAGMA journal_mode") as cursor:
        row = await cursor.fetchone()
    assert row is not None and row[0] == "wal"
    assert (await store.live_game_in(1)) is not None
    await store.close()


async def test_one_live_game_per_channel(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "db.sqlite3")
    first = await new_lobby(store)
    with pytest.raises(LobbyError, match="already a game here"):
        await new_lobby(store)
    await store.cancel(first)
    await new_lobby(store)  # a finished or cancelled game frees the channel
    await store.close()


async def test_leave_keeps_seats_in_join_order(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "db.sqlite3")
    game = await new_lobby(store)
    for user, name in ((101, "Bob"), (102, "Carol"), (103, "Dave")):
        await store.join(game, user, name, max_players=5)
    await store.leave(game, 101)
    row = await store.game(game)
    assert row is not None and [(s.seat, s.name) for s in row.seats] == [(0, "Alice"), (1, "Carol"), (2, "Dave")]
    await store.close()


async def test_a_move_commits_with_its_state_or_not_at_all(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "db.sqlite3")
    game = await new_lobby(store)
    assert await store.start(game, {"pile": 7}, [])
    ok = await store.record(
        game,
        1,
        seat=0,
        kind="action",
        action={"type": "take", "n": 1},
        events=[{"type": "take", "text": "took 1"}],
        state={"pile": 6},
        finished=False,
    )
    assert ok
    stale = await store.record(
        game, 1, seat=0, kind="action", action={"type": "take", "n": 2}, events=[], state={"pile": 5}, finished=False
    )
    assert not stale  # version 1 is gone: a second click on the same button changes nothing
    row = await store.game(game)
    assert row is not None and row.version == 2 and row.state == {"pile": 6}
    assert [m["seq"] for m in await store.moves(game)] == [1, 2]
    await store.close()


async def test_a_crash_mid_write_leaves_the_previous_state(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    store = await Store.open(path)
    game = await new_lobby(store)
    await store.start(game, {"pile": 7}, [])
    # The move row fails after the state update already ran inside the same transaction.
    await store._run(
        lambda conn: conn.execute(
            "CREATE TEMP TRIGGER broken_disk BEFORE INSERT ON moves BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END"
        )
    )
    with pytest.raises(sqlite3.DatabaseError, match="disk I/O error"):
        await store.record(
            game,
            1,
            seat=0,
            kind="action",
            action={"type": "take", "n": 1},
            events=[],
            state={"pile": 6},
            finished=False,
        )
    await store.close()
    store = await Store.open(path)
    row = await store.game(game)
    assert row is not None and row.version == 1 and row.state == {"pile": 7}
    assert [m["seq"] for m in await store.moves(game)] == [1]
    await store.close()


async def test_settings_and_meta(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "db.sqlite3")
    assert not await store.dm_enabled(5)
    await store.set_dm(5, True)
    assert await store.dm_enabled(5)
    await store.set_dm(5, False)
    assert not await store.dm_enabled(5)
    assert await store.meta("x") is None
    await store.set_meta("x", "1")
    await store.set_meta("x", "2")
    assert await store.meta("x") == "2"
    await store.close()
