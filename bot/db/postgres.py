"""PostgreSQL, for large deployments: several shard processes share one server database.

Every statement is a round trip to the server, so the store's transactions are short and
the guarantees live in the database, not in the process: the version guard of
``Store.games.record`` (an ``UPDATE … WHERE version = ?`` waits for a concurrent writer of the same
row and then finds the version moved), ``FOR UPDATE`` row locks where a read decides a write,
and migrations serialised by an advisory lock so processes starting together migrate once.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from functools import lru_cache
from typing import Any

import asyncpg  # type: ignore[import-untyped]

from bot.db import ACQUIRE_LIMIT, DB_LIMIT, SCAN_LIMIT, Conflict, Params, Row, Unavailable
from bot.db.schema import POSTGRES_MIGRATIONS, check_version

MIGRATION_LOCK = 0x1CEB  # the advisory lock id that serialises migrations across processes
POOL_SIZE = 10


@lru_cache(maxsize=512)
def numbered(sql: str) -> str:
    """``?`` placeholders as PostgreSQL's ``$1, $2, …`` (the store's SQL has no ``?`` in literals)."""
    count = iter(range(1, sql.count("?") + 1))
    return re.sub(r"\?", lambda _: f"${next(count)}", sql)


class PostgresTransaction:
    dialect = "postgresql"

    def __init__(self, conn: Any) -> None:
        self._conn = conn

    async def execute(self, sql: str, params: Params = ()) -> int:
        try:
            status: str = await self._conn.execute(numbered(sql), *params)
        except asyncpg.UniqueViolationError as error:
            raise Conflict(str(error)) from None
        count = status.rsplit(" ", 1)[-1]  # "UPDATE 1", "INSERT 0 1", "DELETE 3"
        return int(count) if count.isdigit() else 0

    async def fetchone(self, sql: str, params: Params = ()) -> Row | None:
        try:
            row: Row | None = await self._conn.fetchrow(numbered(sql), *params)
        except asyncpg.UniqueViolationError as error:
            raise Conflict(str(error)) from None
        return row

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        return list(await self._conn.fetch(numbered(sql), *params))


class PostgresDatabase:
    dialect = "postgresql"

    def __init__(self, pool: Any) -> None:
        self._pool = pool

    @classmethod
    async def open(cls, url: str, *, pool_size: int = POOL_SIZE) -> PostgresDatabase:
        # Every statement and connection attempt has a time limit: a frozen server can't hold a click.
        pool = await asyncpg.create_pool(
            url, min_size=1, max_size=pool_size, command_timeout=SCAN_LIMIT, timeout=DB_LIMIT
        )
        database = cls(pool)
        await database._migrate()
        return database

    async def _migrate(self) -> None:
        async with self._pool.acquire() as conn, conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            await conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            current = await conn.fetchval("SELECT MAX(version) FROM schema_version") or 0
            check_version(current, len(POSTGRES_MIGRATIONS))
            for number, script in enumerate(POSTGRES_MIGRATIONS[current:], start=current + 1):
                await conn.execute(script)
                await conn.execute("INSERT INTO schema_version (version) VALUES ($1)", number)

    @asynccontextmanager
    async def _transaction(self, limit: float, readonly: bool) -> AsyncIterator[PostgresTransaction]:
        """A transaction that ends within ``limit`` seconds of getting its connection, or raises
        ``Unavailable`` (server down, unreachable or frozen): the pool reconnects by itself."""
        loop = asyncio.get_running_loop()
        try:
            # A burst of clicks queues for the pool's connections (load, not an outage): that wait
            # has a limit of its own; the transaction's limit starts once it holds a connection.
            async with self._pool.acquire(timeout=ACQUIRE_LIMIT) as conn:
                # Past the deadline the connection is dropped, not cancelled politely: a polite
                # cancel waits on the frozen server too. The pool opens a new one when asked.
                timer = loop.call_at(loop.time() + limit, conn.terminate)
                try:
                    async with conn.transaction(readonly=readonly):
                        yield PostgresTransaction(conn)
                finally:
                    timer.cancel()
        except (TimeoutError, OSError, asyncpg.PostgresConnectionError, asyncpg.InterfaceError) as error:
            raise Unavailable(f"PostgreSQL did not answer: {type(error).__name__}") from error
        except asyncpg.PostgresError as error:
            if getattr(error, "sqlstate", "")[:2] in ("08", "53", "57"):  # connection, resources, shutdown
                raise Unavailable(f"PostgreSQL refused: {error.sqlstate}") from error
            raise

    def write(self) -> Any:
        return self._transaction(DB_LIMIT, readonly=False)

    def read(self) -> Any:
        return self._transaction(DB_LIMIT, readonly=True)

    def scan(self) -> Any:
        return self._transaction(SCAN_LIMIT, readonly=True)

    async def integrity_check(self) -> str:
        """PostgreSQL checks its own pages; what the store can check is that its tables answer."""
        async with self._pool.acquire() as conn:
            await conn.fetchval("SELECT COUNT(*) FROM games")
        return "ok"

    async def maintain(self) -> None:
        """Autovacuum keeps the server's files; nothing is owed from here."""

    async def close(self) -> None:
        await self._pool.close()
