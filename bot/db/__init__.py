"""The database behind the store: one small interface, a SQLite and a PostgreSQL driver.

``Store`` (``bot/store.py``) writes its SQL once against ``Database``; a driver owns the
connection(s), the transactions and their locks, the migrations and the dialect's few
differences (placeholders, the integrity check). ``connect`` picks the driver from a URL:
a file path or ``sqlite:///…`` for SQLite, ``postgresql://…`` for PostgreSQL.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Any, Protocol

Params = Sequence[Any]


class Row(Protocol):
    """A result row, by column name or position (``sqlite3.Row`` and ``asyncpg.Record`` both are)."""

    def __getitem__(self, key: int | str, /) -> Any: ...


class Unusable(Exception):
    """The database can't be used as it stands (unreachable, damaged, read-only, too new); the
    message is one line for the operator, with no password in it."""


class Conflict(Exception):
    """A uniqueness rule of the schema refused the change (e.g. a second live game in a channel)."""


class Unavailable(Exception):
    """The database did not answer in time, or can't take writes now (server down or frozen,
    file locked by another process, read-only or full): nothing was changed, try again shortly."""


DB_LIMIT = 2.0  # seconds a click's transaction may take, waits included: its answer is due within 3 s
SCAN_LIMIT = 30.0  # a scan over many games (upkeep, start-up) may take longer
ACQUIRE_LIMIT = 10.0  # waiting for a free pooled connection in a burst of clicks is load, not an outage


class Transaction(Protocol):
    """Statements inside one transaction. SQL uses ``?`` placeholders; drivers translate them."""

    dialect: str

    async def execute(self, sql: str, params: Params = ()) -> int:
        """Run a statement; the number of rows it changed."""
        ...

    async def fetchone(self, sql: str, params: Params = ()) -> Row | None: ...

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]: ...


class Database(Protocol):
    dialect: str  # "sqlite" or "postgresql"

    def write(self) -> AbstractAsyncContextManager[Transaction]:
        """A write transaction: committed when the block ends, rolled back if it raises. Two
        writes to the same rows never interleave, within a process or across processes."""
        ...

    def read(self) -> AbstractAsyncContextManager[Transaction]:
        """A short read that sees one committed state (one game's rows, a setting)."""
        ...

    def scan(self) -> AbstractAsyncContextManager[Transaction]:
        """A read over many games (start-up checks, due clocks): off the event loop where the
        driver would otherwise run on it."""
        ...

    async def integrity_check(self) -> str:
        """"ok", or what the database reports as broken."""
        ...

    async def maintain(self) -> None:
        """Periodic upkeep the driver needs (SQLite: fold the write-ahead log into the file)."""
        ...

    async def close(self) -> None: ...


def is_postgres(url: str) -> bool:
    return url.startswith(("postgresql://", "postgres://"))


def sqlite_path(url: str | Path) -> str:
    text = str(url)
    return text[len("sqlite:///") :] if text.startswith("sqlite:///") else text


def password_of(url: str) -> str | None:
    """The password in a ``scheme://user:password@host/…`` URL, read without a URL parser (which
    refuses some malformed URLs, and they must not be printed either)."""
    rest = url.split("://", 1)[-1]
    credentials = rest.rpartition("@")[0]
    _user, colon, password = credentials.partition(":")
    return password if colon and password else None


def redacted(url: str) -> str:
    """``url`` fit to print: its password starred."""
    password = password_of(url)
    return url.replace(f":{password}@", ":***@", 1) if password else url


async def connect(url: str | Path) -> Database:
    """The database at ``url``, migrated to the newest schema; ``Unusable`` says why it can't be."""
    if is_postgres(str(url)):
        return await _connect_postgres(str(url))
    from bot.db.sqlite import SqliteDatabase

    path = sqlite_path(url)
    try:
        return await SqliteDatabase.open(path)
    except (sqlite3.DatabaseError, Unavailable) as error:  # the driver names a locked or read-only file Unavailable
        reason = str(error)
        if "readonly" in reason:
            raise Unusable(
                f"The database file {path} is read-only ({reason}): the bot must be able to write it and its folder."
            ) from None
        if "not a database" in reason or "malformed" in reason:
            raise Unusable(
                f"The database file {path} is damaged or not an Icebreaker database ({reason}): "
                "restore a backup, or point DATABASE_URL at another file."
            ) from None
        raise Unusable(f"Can't open the database file {path}: {reason}.") from None
    except OSError as error:
        raise Unusable(f"Can't open the database file {path}: {error.strerror or error}.") from None


async def _connect_postgres(url: str) -> Database:
    import asyncpg  # type: ignore[import-untyped]  # only needed for PostgreSQL

    from bot.db.postgres import PostgresDatabase

    where, password = redacted(url), password_of(url)

    def unsaid(text: str) -> str:  # an error's own words may quote the URL
        return text.replace(password, "***") if password else text

    try:
        return await PostgresDatabase.open(url)
    except (OSError, TimeoutError) as error:
        reason = unsaid(str(error) or type(error).__name__)
        raise Unusable(f"Can't reach PostgreSQL at {where}: {reason}. Is the server running and reachable?") from None
    except (asyncpg.PostgresError, asyncpg.InterfaceError) as error:
        raise Unusable(f"PostgreSQL at {where} refused the bot: {unsaid(str(error))}.") from None
    except ValueError as error:
        raise Unusable(f"DATABASE_URL is malformed ({unsaid(str(error))}): {where}") from None
