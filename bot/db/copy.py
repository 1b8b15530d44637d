"""``python -m bot copy-db SOURCE DEST``: move a SQLite database's games into PostgreSQL.

Every row of the store's tables is copied as it is (ids kept, every game status), in one
PostgreSQL transaction, so a failed copy leaves the destination empty and can simply be run
again. The destination is migrated by opening it and must hold no rows; the games' identity
sequence is moved past the largest copied id, so new lobbies never collide with old games.
Afterwards both databases are read again and compared: rows per table, and each game's status,
version and last move. Stop the bot before copying: moves made during the copy are not in it.
"""

from __future__ import annotations

import argparse
import asyncio
import sqlite3
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.db import Unusable, connect, is_postgres, sqlite_path
from bot.db.sqlite import migrate

# Parents before children, so the foreign keys hold at every insert. Leases and other
# per-process bookkeeping are not copied: they belong to the processes that made them.
TABLES = ("games", "seats", "moves", "user_settings", "meta", "results", "ratings", "guild_settings")
BATCH = 1000  # rows held in memory at once while copying (game states can be tens of KB)


class CopyRefused(Exception):
    """The copy cannot start; the message says why, in one sentence."""


@dataclass
class Snapshot:
    """What the verification compares: rows per table and, per game, (status, version, last move seq)."""

    counts: dict[str, int]
    games: dict[int, tuple[str, int, int]]


@dataclass
class Report:
    source: Snapshot
    copied: Snapshot
    mismatches: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.mismatches

    def lines(self) -> list[str]:
        out = [f"{table:<14}{self.source.counts[table]:>9} → {self.copied.counts.get(table, 0):>9}" for table in TABLES]
        checked = len(self.source.games)
        if self.ok:
            out.append(f"verified: every table's rows, and {checked} games' status, version and last move, match")
        else:
            out += [f"MISMATCH: {problem}" for problem in self.mismatches]
        return out


def _coerce(kind: str, value: Any) -> Any:
    """SQLite stores what it is given (an integer in a REAL column); asyncpg's binary COPY wants the type."""
    if value is None:
        return None
    if kind in ("bigint", "integer", "smallint"):
        return int(value)
    if kind in ("double precision", "real", "numeric"):
        return float(value)
    return str(value) if kind == "text" else value


def _open_source(path: str) -> sqlite3.Connection:
    if not Path(path).is_file():
        raise CopyRefused(f"There is no SQLite database at {path}.")
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        migrate(conn)  # an older file gains the newest columns first, as the bot itself would do
    except (sqlite3.DatabaseError, Unusable) as error:
        conn.close()
        raise CopyRefused(f"{path} is not a usable SQLite database ({error}).") from None
    return conn


def _source_snapshot(conn: sqlite3.Connection) -> Snapshot:
    counts = {table: int(conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]) for table in TABLES}
    rows = conn.execute(
        "SELECT g.id, g.status, g.version, COALESCE(MAX(m.seq), 0) FROM games g"
        " LEFT JOIN moves m ON m.game_id = g.id GROUP BY g.id"
    )
    return Snapshot(counts, {int(r[0]): (str(r[1]), int(r[2]), int(r[3])) for r in rows})


async def _copied_snapshot(conn: Any) -> Snapshot:
    counts = {table: int(await conn.fetchval(f"SELECT COUNT(*) FROM {table}")) for table in TABLES}
    rows = await conn.fetch(
        "SELECT g.id, g.status, g.version, COALESCE(MAX(m.seq), 0) FROM games g"
        " LEFT JOIN moves m ON m.game_id = g.id GROUP BY g.id"
    )
    return Snapshot(counts, {int(r[0]): (str(r[1]), int(r[2]), int(r[3])) for r in rows})


def compare(source: Snapshot, copied: Snapshot) -> list[str]:
    """What differs between the two snapshots, one line per difference (at most a few games named)."""
    problems = [
        f"{table} has {source.counts[table]} rows in the source but {copied.counts.get(table, 0)} copied"
        for table in TABLES
        if source.counts[table] != copied.counts.get(table, 0)
    ]
    every_game = source.games.keys() | copied.games.keys()
    differing = sorted(g for g in every_game if source.games.get(g) != copied.games.get(g))
    for game_id in differing[:10]:
        problems.append(
            f"game {game_id}: (status, version, last move) {source.games.get(game_id)} in the source,"
            f" {copied.games.get(game_id)} copied"
        )
    if len(differing) > 10:
        problems.append(f"… and {len(differing) - 10} more games")
    return problems


async def _columns(conn: Any, table: str) -> dict[str, str]:
    rows = await conn.fetch(
        "SELECT column_name, data_type FROM information_schema.columns"
        " WHERE table_schema = current_schema() AND table_name = $1",
        table,
    )
    return {str(r[0]): str(r[1]) for r in rows}


async def copy_database(source: str, destination: str) -> Report:
    """Copy the SQLite database at ``source`` into the empty PostgreSQL database at ``destination``."""
    if not is_postgres(destination):
        raise CopyRefused("The destination must be a postgresql:// URL.")
    if is_postgres(source):
        raise CopyRefused("The source must be a SQLite file (copy-db moves SQLite games into PostgreSQL).")
    import asyncpg  # type: ignore[import-untyped]  # only PostgreSQL deployments need it

    reader = _open_source(sqlite_path(source))
    try:
        try:
            await (await connect(destination)).close()  # migrates the destination to the newest schema
            conn = await asyncpg.connect(destination)
        except (OSError, asyncpg.PostgresError, Unusable) as error:  # the URL (and its password) stays unprinted
            raise CopyRefused(f"The destination database cannot be opened ({error}).") from None
        try:
            before = await _copied_snapshot(conn)
            if any(before.counts.values()):
                held = ", ".join(f"{n} {t}" for t, n in before.counts.items() if n)
                raise CopyRefused(f"The destination is not empty ({held}); copy-db only fills an empty database.")
            reader.execute("BEGIN")  # one consistent view of the source for the copy and the check
            try:
                async with conn.transaction():
                    for table in TABLES:
                        await _copy_table(reader, conn, table)
                    # The next lobby gets the id after the largest copied one (or 1 if none).
                    await conn.execute(
                        "SELECT setval(pg_get_serial_sequence('games', 'id'), COALESCE(MAX(id), 1),"
                        " MAX(id) IS NOT NULL) FROM games"
                    )
                source_snapshot = _source_snapshot(reader)
            finally:
                reader.execute("COMMIT")
            copied = await _copied_snapshot(conn)
        finally:
            await conn.close()
    finally:
        reader.close()
    return Report(source_snapshot, copied, compare(source_snapshot, copied))


async def _copy_table(reader: sqlite3.Connection, conn: Any, table: str) -> None:
    source_columns = [str(r[1]) for r in reader.execute(f"PRAGMA table_info({table})")]
    kinds = await _columns(conn, table)
    missing = [c for c in source_columns if c not in kinds]
    if missing:
        lacking = ", ".join(missing)
        raise CopyRefused(f"The destination's {table} table lacks the columns {lacking}; update the bot there first.")
    names = ", ".join(source_columns)
    cursor = reader.execute(f"SELECT {names} FROM {table}")
    while batch := cursor.fetchmany(BATCH):
        records = [tuple(_coerce(kinds[c], v) for c, v in zip(source_columns, row, strict=True)) for row in batch]
        await conn.copy_records_to_table(table, records=records, columns=source_columns)


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot copy-db", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("source", help="the SQLite file, e.g. var/icebreaker.sqlite3")
    parser.add_argument("destination", help="an empty PostgreSQL database, postgresql://user@host/name")
    args = parser.parse_args(argv)
    try:
        report = asyncio.run(copy_database(args.source, args.destination))
    except CopyRefused as refusal:
        print(f"icebreaker copy-db: {refusal}", file=sys.stderr)
        return 2
    for line in report.lines():
        print(line)
    return 0 if report.ok else 1
