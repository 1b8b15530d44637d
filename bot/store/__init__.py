"""Persistent state: games, seats, the move log, clocks, leases and user settings.

``Store`` is one database shared by small parts, one concern each: ``games`` (lobbies, moves,
the move log, what is on screen), ``seats``, ``clocks``, ``leases``, ``repair`` (start-up
repair and the notices it owes), ``settings`` (a user's), ``meta`` and ``shards`` (which process
serves which shards). Their SQL is written
once against ``bot.db.Database``, whose drivers (SQLite, the default, and PostgreSQL) own
connections, transactions and locks.
"""

from __future__ import annotations

from pathlib import Path

from bot.db import Database, Unavailable, connect
from bot.store.clocks import Clocks
from bot.store.games import Games
from bot.store.leases import Leases
from bot.store.meta import Meta
from bot.store.repair import Repair
from bot.store.rows import GAME_HERE, LIVE, MAX_ID, GameRow, GameStatus, LobbyError, MoveKind, Seat
from bot.store.seats import Seats
from bot.store.settings import Settings
from bot.store.shards import Served, Shards, ShardScope

__all__ = [
    "GAME_HERE",
    "LIVE",
    "MAX_ID",
    "GameRow",
    "GameStatus",
    "LobbyError",
    "MoveKind",
    "Seat",
    "Served",
    "ShardScope",
    "Store",
    "Unavailable",
]


class Store:
    def __init__(self, db: Database) -> None:
        self.db = db
        self.games = Games(db)
        self.seats = Seats(db)
        self.clocks = Clocks(db)
        self.leases = Leases(db)
        self.repair = Repair(db)
        self.settings = Settings(db)
        self.meta = Meta(db)
        self.shards = Shards(db)

    @classmethod
    async def open(cls, url: Path | str) -> Store:
        """The store at ``url``: a SQLite file path (or ``sqlite:///…``) or ``postgresql://…``."""
        return cls(await connect(url))

    async def close(self) -> None:
        await self.db.close()

    async def maintain(self) -> None:
        await self.db.maintain()
