"""SQLite, the embedded default: WAL, one process, one file.

A transaction that touches one game runs right on the event loop, on a plain ``sqlite3``
connection: with WAL and ``synchronous=NORMAL`` a commit writes the log without waiting on
the disk, so a move's save is tens of microseconds — less than the hop to a database thread
would cost. What can take longer stays off the loop, on an aiosqlite connection: migrations,
reads over many games (``scan``), the integrity check, and the WAL checkpoints (which do wait
on the disk), so the loop connection never checkpoints itself. An asyncio lock owns the loop
connection's transactions: a block that awaits something else mid-transaction cannot let
another coroutine's statements in. A locked file (another process writing) is waited on by
sleeping, never by blocking the loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from bot.db import DB_LIMIT, Conflict, Params, Row, Unavailable
from bot.db.schema import SQLITE_MIGRATIONS, check_version

log = logging.getLogger(__name__)

CHECKPOINT_EVERY = 500  # writes between WAL checkpoints (about 1000 pages is SQLite's own default)
BUSY_WAIT = DB_LIMIT  # seconds to wait for another process's write lock before giving up
# The errors that mean the file can't serve us now (locked, read-only, full, unreadable), not a bug.
OUTAGES = ("SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_READONLY", "SQLITE_FULL", "SQLITE_IOERR", "SQLITE_CANTOPEN")


def outage(error: sqlite3.Error) -> bool:
    name = getattr(error, "sqlite_errorname", "") or ""
    text = str(error)
    return name.startswith(OUTAGES) or any(w in text for w in ("locked", "readonly", "full", "disk I/O"))
UNIQUE = ("SQLITE_CONSTRAINT_UNIQUE", "SQLITE_CONSTRAINT_PRIMARYKEY")  # what ``Conflict`` means


class LoopTransaction:
    """Statements on the loop connection (no await inside: each returns at once)."""

    dialect = "sqlite"

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def _cursor(self, sql: str, params: Params) -> sqlite3.Cursor:
        try:
            return self._conn.execute(sql, params)
        except sqlite3.IntegrityError as error:
            if error.sqlite_errorname in UNIQUE:
                raise Conflict(str(error)) from None
            raise
        except sqlite3.OperationalError as error:
            if outage(error):
                raise Unavailable(str(error)) from error
            raise

    async def execute(self, sql: str, params: Params = ()) -> int:
        return self._cursor(sql, params).rowcount

    async def fetchone(self, sql: str, params: Params = ()) -> Row | None:
        cursor = self._cursor(sql, params)
        row: Row | None = cursor.fetchone()
        cursor.close()  # ends the statement (an INSERT … RETURNING) before the commit
        return row

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        return list(self._cursor(sql, params).fetchall())


class ThreadTransaction:
    """Statements on the aiosqlite connection, each a hop to its thread."""

    dialect = "sqlite"

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    async def execute(self, sql: str, params: Params = ()) -> int:
        try:
            async with self._conn.execute(sql, params) as cursor:
                return cursor.rowcount
        except sqlite3.IntegrityError as error:
            if error.sqlite_errorname in UNIQUE:
                raise Conflict(str(error)) from None
            raise

    async def fetchone(self, sql: str, params: Params = ()) -> Row | None:
        async with self._conn.execute(sql, params) as cursor:
            row: Row | None = await cursor.fetchone()
            return row

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        async with self._conn.execute(sql, params) as cursor:
            return list(await cursor.fetchall())


def migrate(conn: sqlite3.Connection) -> None:
    """Run the migrations this file lacks, in one transaction that holds the write lock, so
    processes opening the file together migrate it once."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        current = int(conn.execute("PRAGMA user_version").fetchone()[0])
        check_version(current, len(SQLITE_MIGRATIONS))
        for number, script in enumerate(SQLITE_MIGRATIONS[current:], start=current + 1):
            for statement in statements(script):
                conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {number}")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def statements(script: str) -> list[str]:
    """A script's statements one by one (``executescript`` would commit the open transaction)."""
    found, pending = [], ""
    for line in script.splitlines(keepends=True):
        pending += line
        if sqlite3.complete_statement(pending):
            found.append(pending.strip())
            pending = ""
    return found + ([pending.strip()] if pending.strip() else [])


class LoopBlock:
    """One transaction on the loop connection, under the database's lock. A class, not an
    ``asynccontextmanager``: a move's save is tens of microseconds, and generators cost a share."""

    __slots__ = ("_begin", "_database")

    def __init__(self, database: SqliteDatabase, begin: str) -> None:
        self._database = database
        self._begin = begin

    async def __aenter__(self) -> LoopTransaction:
        database = self._database
        try:
            await asyncio.wait_for(database._lock.acquire(), DB_LIMIT)
        except TimeoutError:
            raise Unavailable("the database is busy") from None
        try:
            await database._start(self._begin)
        except sqlite3.OperationalError as problem:
            database._lock.release()
            raise Unavailable(str(problem)) from problem
        except BaseException:
            database._lock.release()
            raise
        return database._transaction

    async def __aexit__(self, kind: type[BaseException] | None, error: BaseException | None, trace: Any) -> None:
        database = self._database
        try:
            database._conn.execute("ROLLBACK" if kind else "COMMIT")
        except sqlite3.OperationalError as problem:  # a full disk refuses the commit: leave no transaction open
            with contextlib.suppress(sqlite3.Error):
                database._conn.execute("ROLLBACK")
            raise Unavailable(str(problem)) from problem
        finally:
            database._lock.release()
        if kind is None and self._begin == "BEGIN IMMEDIATE":
            database._written()


class SqliteDatabase:
    dialect = "sqlite"

    def __init__(self, conn: sqlite3.Connection, slow: aiosqlite.Connection) -> None:
        self._conn = conn
        self._transaction = LoopTransaction(conn)
        self._slow = slow
        self._lock = asyncio.Lock()
        self._slow_lock = asyncio.Lock()
        self._writes = 0
        self._checkpoint: asyncio.Task[None] | None = None

    @classmethod
    async def open(cls, path: str) -> SqliteDatabase:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(path, isolation_level=None)
        conn.row_factory = sqlite3.Row
        try:
            for pragma in ("journal_mode=WAL", "synchronous=NORMAL", "foreign_keys=ON", "busy_timeout=5000"):
                conn.execute(f"PRAGMA {pragma}")
            migrate(conn)  # at start-up, before any game: waiting here blocks nothing yet
        except BaseException:
            conn.close()
            raise
        # From now on the loop connection never waits inside SQLite, and never checkpoints.
        conn.execute("PRAGMA busy_timeout=0")
        conn.execute("PRAGMA wal_autocheckpoint=0")
        slow = await aiosqlite.connect(path, isolation_level=None)
        slow.row_factory = sqlite3.Row
        for pragma in ("synchronous=NORMAL", "foreign_keys=ON", "busy_timeout=5000"):
            await slow.execute(f"PRAGMA {pragma}")
        return cls(conn, slow)

    async def _start(self, statement: str) -> None:
        waited = 0.0
        while True:
            try:
                self._conn.execute(statement)
                return
            except sqlite3.OperationalError as error:
                if "locked" not in str(error) or waited >= BUSY_WAIT:
                    raise Unavailable(str(error)) from error
            await asyncio.sleep(0.01)
            waited += 0.01

    def write(self) -> LoopBlock:
        return LoopBlock(self, "BEGIN IMMEDIATE")

    def read(self) -> LoopBlock:
        return LoopBlock(self, "BEGIN")

    def _written(self) -> None:
        self._writes += 1
        if self._writes % CHECKPOINT_EVERY == 0 and (self._checkpoint is None or self._checkpoint.done()):
            self._checkpoint = asyncio.create_task(self.maintain())

    @asynccontextmanager
    async def scan(self) -> AsyncIterator[ThreadTransaction]:
        try:
            async with self._slow_lock:
                await self._slow.execute("BEGIN")
                try:
                    yield ThreadTransaction(self._slow)
                finally:
                    await self._slow.execute("COMMIT")
        except sqlite3.OperationalError as problem:
            if outage(problem):
                raise Unavailable(str(problem)) from problem
            raise

    async def integrity_check(self) -> str:
        async with self._slow_lock, self._slow.execute("PRAGMA integrity_check") as cursor:
            row = await cursor.fetchone()
            return str(row[0]) if row else "no answer"

    async def maintain(self) -> None:
        try:
            async with self._slow_lock:
                await self._slow.execute("PRAGMA wal_checkpoint(PASSIVE)")
        except sqlite3.Error:
            log.exception("WAL checkpoint failed; the next one will try again")

    async def close(self) -> None:
        if self._checkpoint is not None:
            await self._checkpoint
        self._conn.close()
        await self._slow.close()
