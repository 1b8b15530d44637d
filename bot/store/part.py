"""What every part of the store shares: the database, a one-statement write and a scan of games."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from bot.db import Database, Transaction
from bot.store.rows import GameRow, load_game

log = logging.getLogger(__name__)


class Part:
    """One concern's queries over the shared ``Database`` (the drivers own connections and locks)."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def _update(self, sql: str, params: Sequence[Any]) -> int:
        async with self.db.write() as tx:
            return await tx.execute(sql, params)

    async def _games(self, sql: str, params: Sequence[Any] = ()) -> list[GameRow]:
        """The games whose ids ``sql`` selects, in its order: a scan, off the event loop."""
        async with self.db.scan() as tx:
            rows = await tx.fetchall(sql, params)
            games = []
            for row in rows:
                try:
                    game = await load_game(tx, int(row["id"]))
                except (ValueError, TypeError, KeyError):  # one unreadable row never stops a scan
                    log.error("game %s: its saved row can't be read; skipped", row["id"], exc_info=True)
                    continue
                if game is not None:
                    games.append(game)
            return games


def lock(tx: Transaction, table: str = "") -> str:
    """``FOR UPDATE`` where the dialect has row locks (SQLite's write transaction locks the file)."""
    if tx.dialect != "postgresql":
        return ""
    return f" FOR UPDATE OF {table}" if table else " FOR UPDATE"
