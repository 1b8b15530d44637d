"""``python -m bot copy-db``: a SQLite database's games, every status, moved into PostgreSQL whole."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from bot.__main__ import main as bot_main
from bot.db import Transaction
from bot.db.copy import TABLES, CopyRefused, Snapshot, compare, copy_database
from bot.memory.records import game_results, read_board, update_ratings, write_results
from bot.memory.results import ResultRow
from bot.store import GameStatus, MoveKind, Store
from tests.postgres import Server


async def lobby(store: Store, channel: int) -> int:
    game = await store.games.create_lobby(
        guild_id=9, channel_id=channel, lobby_channel_id=channel, game_key="stones", options={"pile": 7},
        host_id=100, host_name="Alice", language="zh-TW" if channel == 2 else "",
    )
    return game.id


async def running(store: Store, channel: int, moves: int) -> int:
    game = await lobby(store, channel)
    await store.seats.join(game, 101, "Bob", max_players=4)
    await store.seats.add_bot(game, "Bot", -1, max_players=4, level="hard")
    assert await store.games.start(game, {"pile": 7}, [{"type": "setup", "text": "dealt"}], deadline=1.5e9)
    for version in range(1, moves + 1):  # a started game is at version 1 (its setup move)
        assert await store.games.record(
            game, version, seat=version % 3, kind=MoveKind.ACTION, action={"type": "take", "n": 1},
            events=[{"type": "take", "text": f"took at {version}"}], state={"pile": 7 - version}, finished=False,
        )
    return game


async def fill(path: Path) -> list[int]:
    """One game in every state (with a bot seat, moves, a clock), user settings and meta."""
    store = await Store.open(path)
    games = [await lobby(store, 1), await running(store, 2, 3)]
    over = await running(store, 3, 2)

    async def result(tx: Transaction) -> None:  # the finished game's result rows and ratings, with its last move
        rows = [
            ResultRow(over, 9, "stones", seat, user, user > 0, seat, seat + 1, None, seat == 0, False, 0, 3, 1.0, 2.0)
            for seat, user in enumerate((100, 101, -1))
        ]
        await write_results(tx, rows)
        await update_ratings(tx, rows)

    assert await store.games.record(
        over, 3, seat=2, kind=MoveKind.RESIGN, action=None, events=[{"type": "end", "text": "over"}], state={"pile": 0},
        finished=True, then=result,
    )
    cancelled = await lobby(store, 4)
    assert await store.games.cancel(cancelled)
    damaged = await running(store, 5, 1)
    await store.repair.close_damaged(damaged, "This game's record was damaged.")
    await store.seats.set_bot(games[1], 1, True)
    await store.settings.set_dm(100, True)
    await store.settings.set_away(101, 2e9)
    await store.meta.set("announced", "1.4")
    await store.settings.set_guild_language(9, "pt-BR")
    await store.close()
    return [*games, over, cancelled, damaged]


async def test_copy_keeps_every_game_and_its_moves(tmp_path: Path, postgres: Server) -> None:
    source, destination = tmp_path / "bot.sqlite3", postgres.new_database()
    ids = await fill(source)

    report = await copy_database(str(source), destination)

    assert report.ok, report.mismatches
    assert report.copied.counts == {
        "games": 5, "seats": 11, "moves": 10, "user_settings": 2, "meta": 1, "results": 3, "ratings": 6,
        "guild_settings": 1,
    }
    old, new = await Store.open(source), await Store.open(destination)
    try:
        async with old.db.read() as before, new.db.read() as after:  # the leaderboard and result rows carry over
            assert await game_results(after, ids[2]) == await game_results(before, ids[2])
            assert await read_board(after, 9) == await read_board(before, 9)
        statuses = []
        for game_id in ids:
            copied = await new.games.get(game_id)
            assert copied is not None and copied == await old.games.get(game_id)
            assert await new.games.moves(game_id) == await old.games.moves(game_id)
            statuses.append(copied.status)
        assert statuses == [
            GameStatus.LOBBY, GameStatus.RUNNING, GameStatus.OVER, GameStatus.CANCELLED, GameStatus.DAMAGED
        ]
        copied_seats = (await new.games.get(ids[1])).seats  # type: ignore[union-attr]
        assert [s.bot for s in copied_seats] == [False, True, True]
        assert [s.level for s in copied_seats] == ["normal", "normal", "hard"]  # the lobby's hard bot stays hard
        assert await new.settings.dm_enabled(100) and not await new.settings.dm_enabled(101)
        assert await new.settings.away_until([101]) == await old.settings.away_until([101]) == 2e9
        assert await new.meta.get("announced") == "1.4"
        assert await new.settings.guild_language(9) == "pt-BR"  # the server's default language carries over
        assert (await new.games.get(ids[1])).language == "zh-TW"  # type: ignore[union-attr]  # and each game's
        assert await new.repair.pending_notices() != []  # the damaged game's notice is still owed
        fresh = await lobby(new, 6)
        assert fresh == max(ids) + 1  # the identity sequence moved past the copied ids
    finally:
        await old.close()
        await new.close()


async def test_copy_refuses_a_destination_that_holds_games(tmp_path: Path, postgres: Server) -> None:
    source, destination = tmp_path / "bot.sqlite3", postgres.new_database()
    await fill(source)
    assert (await copy_database(str(source), destination)).ok

    with pytest.raises(CopyRefused, match="not empty"):
        await copy_database(str(source), destination)
    new = await Store.open(destination)
    try:
        async with new.db.read() as tx:
            row = await tx.fetchone("SELECT COUNT(*) FROM games")
        assert row is not None and row[0] == 5  # nothing copied twice
    finally:
        await new.close()


async def test_an_empty_database_copies_and_ids_start_at_one(tmp_path: Path, postgres: Server) -> None:
    source, destination = tmp_path / "empty.sqlite3", postgres.new_database()
    await (await Store.open(source)).close()
    report = await copy_database(str(source), destination)
    assert report.ok and report.copied.counts["games"] == 0
    new = await Store.open(destination)
    try:
        assert await lobby(new, 1) == 1
    finally:
        await new.close()


async def test_a_missing_source_is_refused_and_not_created(tmp_path: Path, postgres: Server) -> None:
    with pytest.raises(CopyRefused, match="no SQLite database"):
        await copy_database(str(tmp_path / "missing.sqlite3"), postgres.new_database())
    assert not (tmp_path / "missing.sqlite3").exists()


def test_command_prints_the_check_and_exits_non_zero_on_refusal(
    tmp_path: Path, postgres: Server, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    source, destination = tmp_path / "bot.sqlite3", postgres.new_database()
    asyncio.run(fill(source))
    monkeypatch.setattr("sys.argv", ["bot", "copy-db", str(source), destination])
    assert bot_main() == 0
    out = capsys.readouterr().out
    assert "verified" in out and "games" in out
    assert bot_main() == 2
    assert "not empty" in capsys.readouterr().err


def test_a_bare_sqlite_file_is_migrated_then_copied(tmp_path: Path, postgres: Server) -> None:
    source = tmp_path / "old.sqlite3"
    sqlite3.connect(source).close()  # schema version 0: copy-db migrates it as the bot would
    assert asyncio.run(copy_database(str(source), postgres.new_database())).ok


def test_compare_names_what_differs() -> None:
    source = Snapshot({t: 1 for t in TABLES}, {7: ("running", 4, 4)})
    copied = Snapshot({**{t: 1 for t in TABLES}, "moves": 0}, {7: ("running", 4, 3)})
    assert compare(source, source) == []
    assert compare(source, copied) == [
        "moves has 1 rows in the source but 0 copied",
        "game 7: (status, version, last move) ('running', 4, 4) in the source, ('running', 4, 3) copied",
    ]


async def test_an_unreachable_destination_is_refused_in_one_sentence(tmp_path: Path, postgres: Server) -> None:
    source = tmp_path / "bot.sqlite3"
    await (await Store.open(source)).close()
    with pytest.raises(CopyRefused, match="cannot be opened"):
        await copy_database(str(source), postgres.url("no_such_database"))
