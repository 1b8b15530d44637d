"""Database outages (issue 27): PostgreSQL stopped or frozen, a SQLite file locked by another
process. The click is answered in one sentence that nothing changed, the bot carries on by
itself when the database is back, and no move is lost or applied twice."""

from __future__ import annotations

import contextlib
import os
import signal
import sqlite3
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.store import Store, Unavailable
from bot.table import Command, Table, words
from tests.fakediscord.inprocess import Harness, User, running
from tests.fakediscord.model import Message
from tests.fakediscord.toy import GAME as STONES
from tests.postgres import Server, running_server
from tests.reliability.test_faults import FAR_FUTURE, Recorder, stones

ALICE = User(100000000000000001, "Alice")
BOB = User(100000000000000002, "Bob")
TOY = {"games": {"stones": STONES}, "cogs": ("cogs.settings", "tests.fakediscord.toy")}
DISCORD_DEADLINE = 3.0  # seconds Discord gives a command for its first answer


async def started(h: Harness) -> int:
    for user in (ALICE, BOB):
        h.fake.add_user(user.id, user.name)
    lobby = (await h.slash(ALICE, "stones new", pile=9)).last
    await h.click(BOB, lobby, "Join")
    await h.click(ALICE, lobby, "Start")
    return int(lobby.data["thread"]["id"])


def newest(h: Harness, channel: int) -> Message:
    return h.fake.channel_messages(channel)[-1]


async def pile(h: Harness, thread: int) -> tuple[int, int]:
    assert h.store is not None
    game = await h.store.games.latest_in(thread)
    assert game is not None and game.state is not None
    return game.version, int(game.state["pile"])


async def test_a_sqlite_file_locked_by_another_process(tmp_path: Path) -> None:
    database = tmp_path / "db.sqlite3"
    async with running(database, **TOY) as h:
        thread = await started(h)
        turn = newest(h, thread).snapshot()
        other = sqlite3.connect(database, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # another process holds the write lock
        try:
            refused = await h.click(ALICE, turn, "Take 1")
        finally:
            other.execute("ROLLBACK")
            other.close()
        assert refused.text == words.DATABASE_DOWN.english()
        assert await pile(h, thread) == (1, 9)  # nothing changed
        again = await h.click(ALICE, turn, "Take 1")  # the same button, once the lock is gone
        assert words.DATABASE_DOWN.english() not in again.text
        assert await pile(h, thread) == (2, 8)  # applied once
        assert h.errors == []


@pytest.fixture(scope="module")
def own_postgres() -> Iterator[Server]:
    """A server of this module's own: the tests stop and freeze it."""
    with running_server() as server:
        yield server


def server_processes(server: Server) -> list[int]:
    """The postmaster and its children (one backend per connection)."""
    postmaster = int((server.data / "postmaster.pid").read_text().split()[0])
    children = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == postmaster:
                children.append(int(entry.name))
    return [postmaster, *children]


def signal_each(pids: list[int], sig: signal.Signals) -> None:
    """Send ``sig`` to each process still there: a backend may end between listing and signalling."""
    for pid in pids:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, sig)


def pg_ctl(server: Server, *args: str) -> None:
    options = (
        f"-p {server.port} -k {server.folder} -c listen_addresses=127.0.0.1 -c fsync=off"
        " -c synchronous_commit=off -c full_page_writes=off -c max_connections=300"
    )
    # A fast (clean) stop: with synchronous_commit off, an immediate one would lose acknowledged commits.
    extra = ("-o", options, "-l", str(server.folder / "log")) if args[0] == "start" else ("-m", "fast")
    server._run(str(server.binaries / "pg_ctl"), "-D", str(server.data), "-w", *extra, *args)


async def test_a_frozen_postgres_still_gets_an_answer_in_time(own_postgres: Server) -> None:
    async with running(own_postgres.new_database(), **TOY) as h:  # type: ignore[arg-type]
        thread = await started(h)
        frozen = server_processes(own_postgres)
        signal_each(frozen, signal.SIGSTOP)
        try:
            began = time.monotonic()
            status = await h.slash(ALICE, "stones status", channel_id=thread)
            took = time.monotonic() - began
            click = await h.click(ALICE, newest(h, thread).snapshot(), "Take 1")
        finally:
            signal_each(frozen, signal.SIGCONT)
        assert status.text == words.DATABASE_DOWN.english() and took < DISCORD_DEADLINE
        assert click.text == words.DATABASE_DOWN.english()
        await h.click(ALICE, newest(h, thread).snapshot(), "Take 1")  # thawed: play goes on
        assert (await pile(h, thread))[1] == 8
        assert h.errors == []


async def test_a_stopped_postgres_is_answered_in_words_and_play_resumes(own_postgres: Server) -> None:
    async with running(own_postgres.new_database(), **TOY) as h:  # type: ignore[arg-type]
        thread = await started(h)
        turn = newest(h, thread).snapshot()
        pg_ctl(own_postgres, "stop")
        try:
            refused = await h.click(ALICE, turn, "Take 1")
            assert h.bot is not None
            await h.bot.upkeep()  # the upkeep pass pauses, quietly
        finally:
            pg_ctl(own_postgres, "start")
        assert refused.text == words.DATABASE_DOWN.english()
        again = await h.click(ALICE, turn, "Take 1")  # no restart: the pool reconnects by itself
        assert words.DATABASE_DOWN.english() not in again.text
        assert await pile(h, thread) == (2, 8)
        assert h.errors == []


@pytest.fixture
async def store(database_url: str) -> AsyncIterator[Store]:
    opened = await Store.open(database_url)
    yield opened
    await opened.close()


async def test_a_turn_posted_as_the_database_goes_away_is_not_called_unchanged(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = Table(store, {"stones": STONES}, Recorder())
    game_id = await stones(table, 5)
    record = store.games.published
    failed: list[int] = []

    async def unreachable_once(game: int, version: int, *args: Any, **kwargs: Any) -> None:
        if not failed:  # the move is saved and posted; then the database stops answering
            failed.append(version)
            raise Unavailable("PostgreSQL did not answer: TimeoutError")
        await record(game, version, *args, **kwargs)

    monkeypatch.setattr(store.games, "published", unreachable_once)
    turn = await table.play.act(Command(game_id, 1, 1, 0))  # not "nothing changed": it did
    assert failed == [2] and turn.posted and turn.game.version == 2
    game = await store.games.get(game_id)
    assert game is not None and game.version == 2 and game.published_version == 1
    assert await table.upkeep.recover(now=FAR_FUTURE) == 1  # once it answers, the turn is posted and recorded
    game = await store.games.get(game_id)
    assert game is not None and game.published_version == 2
