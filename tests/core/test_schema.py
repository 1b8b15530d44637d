"""Both dialects' migrations (``bot/db/schema.py``) end at the same tables and columns, so the
store's queries, written once, mean the same on SQLite and PostgreSQL."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from bot.db import connect
from tests.postgres import Server

# How each dialect records its schema version: SQLite in ``PRAGMA user_version``, PostgreSQL in a table.
DIALECT_ONLY = {"schema_version"}


async def test_sqlite_and_postgres_migrate_to_the_same_tables_and_columns(tmp_path: Path, postgres: Server) -> None:
    path = tmp_path / "db.sqlite3"
    await (await connect(str(path))).close()
    with sqlite3.connect(path) as db:
        tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        lite = {t: {r[1] for r in db.execute(f"PRAGMA table_info({t})")} for t in tables if not t.startswith("sqlite_")}

    database = await connect(postgres.new_database())
    try:
        async with database.read() as tx:
            rows = await tx.fetchall(
                "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'"
            )
    finally:
        await database.close()
    pg: dict[str, set[str]] = {}
    for table, column in rows:
        pg.setdefault(str(table), set()).add(str(column))

    assert "seats" in lite and "level" in lite["seats"] and "language" in lite["games"]  # the newest migrations
    assert {t: c for t, c in pg.items() if t not in DIALECT_ONLY} == {
        t: c for t, c in lite.items() if t not in DIALECT_ONLY
    }
