"""The database behind the store: one small interface, a SQLite and a PostgreSQL driver.

``Store`` (``bot/store.py``) writes its SQL once against ``Database``; a driver owns the
connection(s), the transactions and their locks, the migrations and the dialect's few
differences (placeholders, the integrity check). ``connect`` picks the driver from a URL:
a file path or ``sqlite:///…`` for SQLite, ``postgresql://…`` for PostgreSQL.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Any, Protocol

Params = Sequence[Any]


class Row(Protocol):
    """A result row, by column name or position (``sqlite3.Row`` and ``asyncpg.Record`` both are)."""

    def __getitem__(self, key: int | str, /) -> Any: ...


class Conflict(Exception):
    """A uniqueness rule of the schema refused the change (e.g. a second live game in a channel)."""


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


async def connect(url: str | Path) -> Database:
    """The database at ``url``, migrated to the newest schema."""
    if is_postgres(str(url)):
        from bot.db.postgres import PostgresDatabase  # asyncpg is only needed for PostgreSQL

        return await PostgresDatabase.open(str(url))
    from bot.db.sqlite import SqliteDatabase

    return await SqliteDatabase.open(sqlite_path(url))
