"""Persistent state: games, seats, the move log and user settings, in SQLite (aiosqlite, WAL).

Every applied move commits its log row and the new state in one transaction, guarded by
the state version, so a crash mid-write loses nothing and a move is never applied twice.
The class is the whole storage interface: a server database could replace it.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiosqlite

LOBBY, RUNNING, OVER, CANCELLED = "lobby", "running", "over", "cancelled"
LIVE = (LOBBY, RUNNING)

MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        guild_id INTEGER,
        channel_id INTEGER,                   -- where the game is played; NULL while its thread is made
        lobby_channel_id INTEGER NOT NULL,    -- where the lobby message was posted
        lobby_message_id INTEGER,
        game_key TEXT NOT NULL,
        options TEXT NOT NULL,
        host_id INTEGER NOT NULL,
        status TEXT NOT NULL,
        state TEXT,
        version INTEGER NOT NULL DEFAULT 0,
        turn_message_id INTEGER,
        published_version INTEGER NOT NULL DEFAULT -1,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL
    );
    CREATE UNIQUE INDEX one_live_game_per_channel ON games(channel_id) WHERE status IN ('lobby', 'running');
    CREATE INDEX games_unpublished ON games(status, published_version, version);
    CREATE TABLE seats (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        PRIMARY KEY (game_id, seat),
        UNIQUE (game_id, user_id)
    );
    CREATE TABLE moves (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        seat INTEGER,
        kind TEXT NOT NULL,                   -- 'action', 'resign' or 'skip'
        action TEXT,
        events TEXT NOT NULL,
        created_at REAL NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
    CREATE TABLE user_settings (
        user_id INTEGER PRIMARY KEY,
        dm INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    );
    """,
)


class LobbyError(Exception):
    """A lobby change that cannot happen; the message is for the player."""


@dataclass
class Seat:
    seat: int
    user_id: int
    name: str


@dataclass
class GameRow:
    id: int
    guild_id: int | None
    channel_id: int | None
    lobby_channel_id: int
    lobby_message_id: int | None
    game_key: str
    options: dict[str, Any]
    host_id: int
    status: str
    state: dict[str, Any] | None
    version: int
    turn_message_id: int | None
    published_version: int
    seats: list[Seat] = field(default_factory=list)

    def seat_of(self, user_id: int) -> int | None:
        return next((s.seat for s in self.seats if s.user_id == user_id), None)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]


class Store:
    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db

    @classmethod
    async def open(cls, path: Path | str) -> Store:
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(str(path), isolation_level=None)
        db.row_factory = aiosqlite.Row
        await db.execute("PRAGMA journal_mode=WAL")
        await db.execute("PRAGMA synchronous=NORMAL")
        await db.execute("PRAGMA foreign_keys=ON")
        await db.execute("PRAGMA busy_timeout=5000")
        store = cls(db)
        await store._migrate()
        return store

    async def close(self) -> None:
        await self._db.close()

    async def _migrate(self) -> None:
        async with self._db.execute("PRAGMA user_version") as cursor:
            row = await cursor.fetchone()
        current = int(row[0]) if row else 0
        for number, script in enumerate(MIGRATIONS[current:], start=current + 1):
            await self._db.executescript(f"BEGIN; {script}; PRAGMA user_version = {number}; COMMIT;")

    # --- games -----------------------------------------------------------------------

    async def create_lobby(
        self,
        *,
        guild_id: int | None,
        channel_id: int | None,
        lobby_channel_id: int,
        game_key: str,
        options: dict[str, Any],
        host_id: int,
        host_name: str,
    ) -> GameRow:
        now = time.time()
        try:
            await self._db.execute("BEGIN IMMEDIATE")
            cursor = await self._db.execute(
                "INSERT INTO games (guild_id, channel_id, lobby_channel_id, game_key, options, host_id,"
                " status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    guild_id,
                    channel_id,
                    lobby_channel_id,
                    game_key,
                    json.dumps(options),
                    host_id,
                    LOBBY,
                    now,
                    now,
                ),
            )
            game_id = cursor.lastrowid
            await self._db.execute(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                (game_id, host_id, host_name),
            )
            await self._db.execute("COMMIT")
        except aiosqlite.IntegrityError:
            await self._db.execute("ROLLBACK")
            raise LobbyError("There is already a game here. Finish or cancel it first.") from None
        except BaseException:
            await self._db.execute("ROLLBACK")
            raise
        game = await self.game(int(game_id or 0))
        assert game is not None
        return game

    async def game(self, game_id: int) -> GameRow | None:
        async with self._db.execute("SELECT * FROM games WHERE id = ?", (game_id,)) as cursor:
            row = await cursor.fetchone()
        return await self._with_seats(row) if row else None

    async def live_game_in(self, channel_id: int) -> GameRow | None:
        async with self._db.execute(
            "SELECT * FROM games WHERE channel_id = ? AND status IN ('lobby', 'running')", (channel_id,)
        ) as cursor:
            row = await cursor.fetchone()
        return await self._with_seats(row) if row else None

    async def latest_game_in(self, channel_id: int) -> GameRow | None:
        async with self._db.execute(
            "SELECT * FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,)
        ) as cursor:
            row = await cursor.fetchone()
        return await self._with_seats(row) if row else None

    async def unpublished_games(self) -> list[GameRow]:
        """Running or just-finished games whose newest state has no turn message yet."""
        async with self._db.execute(
            "SELECT * FROM games WHERE status IN ('running', 'over') AND published_version < version"
        ) as cursor:
            rows = await cursor.fetchall()
        return [await self._with_seats(row) for row in rows]

    async def _with_seats(self, row: aiosqlite.Row) -> GameRow:
        async with self._db.execute(
            "SELECT seat, user_id, name FROM seats WHERE game_id = ? ORDER BY seat", (row["id"],)
        ) as cursor:
            seats = [Seat(r["seat"], r["user_id"], r["name"]) for r in await cursor.fetchall()]
        return GameRow(
            id=row["id"],
            guild_id=row["guild_id"],
            channel_id=row["channel_id"],
            lobby_channel_id=row["lobby_channel_id"],
            lobby_message_id=row["lobby_message_id"],
            game_key=row["game_key"],
            options=json.loads(row["options"]),
            host_id=row["host_id"],
            status=row["status"],
            state=json.loads(row["state"]) if row["state"] else None,
            version=row["version"],
            turn_message_id=row["turn_message_id"],
            published_version=row["published_version"],
            seats=seats,
        )

    async def set_lobby_message(self, game_id: int, message_id: int) -> None:
        await self._db.execute("UPDATE games SET lobby_message_id = ? WHERE id = ?", (message_id, game_id))

    async def move_to_channel(self, game_id: int, channel_id: int) -> None:
        """Where the game is played from now on (its new thread, or the lobby's channel)."""
        try:
            await self._db.execute("UPDATE games SET channel_id = ? WHERE id = ?", (channel_id, game_id))
        except aiosqlite.IntegrityError:
            raise LobbyError("There is already a game here. Finish or cancel it first.") from None

    async def join(self, game_id: int, user_id: int, name: str, max_players: int) -> None:
        try:
            await self._db.execute("BEGIN IMMEDIATE")
            async with self._db.execute("SELECT status FROM games WHERE id = ?", (game_id,)) as cursor:
                row = await cursor.fetchone()
            if row is None or row["status"] != LOBBY:
                raise LobbyError("This lobby is closed.")
            async with self._db.execute(
                "SELECT user_id FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
            ) as cursor:
                users = [r["user_id"] for r in await cursor.fetchall()]
            if user_id in users:
                raise LobbyError("You have already joined.")
            if len(users) >= max_players:
                raise LobbyError(f"The game is full ({max_players} players).")
            await self._db.execute(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
                (game_id, len(users), user_id, name),
            )
            await self._db.execute("COMMIT")
        except BaseException:
            await self._db.execute("ROLLBACK")
            raise

    async def leave(self, game_id: int, user_id: int) -> None:
        """Leave a lobby; the seats after it move up so seats stay 0..n-1 in join order."""
        try:
            await self._db.execute("BEGIN IMMEDIATE")
            async with self._db.execute(
                "SELECT g.status, g.host_id, s.seat FROM games g LEFT JOIN seats s"
                " ON s.game_id = g.id AND s.user_id = ? WHERE g.id = ?",
                (user_id, game_id),
            ) as cursor:
                row = await cursor.fetchone()
            if row is None or row["status"] != LOBBY:
                raise LobbyError("This lobby is closed.")
            if row["seat"] is None:
                raise LobbyError("You haven't joined this game.")
            if row["host_id"] == user_id:
                raise LobbyError("The host can't leave; cancel the game instead.")
            await self._db.execute("DELETE FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id))
            # Two steps through negative numbers keep the (game_id, seat) key unique meanwhile.
            await self._db.execute(
                "UPDATE seats SET seat = -seat - 1 WHERE game_id = ? AND seat > ?", (game_id, row["seat"])
            )
            await self._db.execute("UPDATE seats SET seat = -seat - 2 WHERE game_id = ? AND seat < 0", (game_id,))
            await self._db.execute("COMMIT")
        except BaseException:
            await self._db.execute("ROLLBACK")
            raise

    async def start(self, game_id: int, state: dict[str, Any], events: Sequence[dict[str, Any]]) -> bool:
        """Lobby → running with the first state (version 1). False if it was no longer a lobby."""
        now = time.time()
        try:
            await self._db.execute("BEGIN IMMEDIATE")
            cursor = await self._db.execute(
                "UPDATE games SET status = ?, state = ?, version = 1, updated_at = ? WHERE id = ? AND status = ?",
                (RUNNING, json.dumps(state), now, game_id, LOBBY),
            )
            if cursor.rowcount != 1:
                await self._db.execute("ROLLBACK")
                return False
            await self._db.execute(
                "INSERT INTO moves (game_id, seq, seat, kind, action, events, created_at)"
                " VALUES (?, 1, NULL, 'setup', NULL, ?, ?)",
                (game_id, json.dumps(list(events)), now),
            )
            await self._db.execute("COMMIT")
            return True
        except BaseException:
            await self._db.execute("ROLLBACK")
            raise

    async def record(
        self,
        game_id: int,
        expected_version: int,
        *,
        seat: int | None,
        kind: str,
        action: dict[str, Any] | None,
        events: Sequence[dict[str, Any]],
        state: dict[str, Any],
        finished: bool,
    ) -> bool:
        """Commit one move and its new state together. False if the version moved meanwhile."""
        now = time.time()
        try:
            await self._db.execute("BEGIN IMMEDIATE")
            cursor = await self._db.execute(
                "UPDATE games SET state = ?, version = version + 1, status = ?, updated_at = ?"
                " WHERE id = ? AND version = ? AND status = ?",
                (json.dumps(state), OVER if finished else RUNNING, now, game_id, expected_version, RUNNING),
            )
            if cursor.rowcount != 1:
                await self._db.execute("ROLLBACK")
                return False
            await self._db.execute(
                "INSERT INTO moves (game_id, seq, seat, kind, action, events, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    game_id,
                    expected_version + 1,
                    seat,
                    kind,
                    json.dumps(action) if action is not None else None,
                    json.dumps(list(events)),
                    now,
                ),
            )
            await self._db.execute("COMMIT")
            return True
        except BaseException:
            await self._db.execute("ROLLBACK")
            raise

    async def cancel(self, game_id: int) -> bool:
        cursor = await self._db.execute(
            "UPDATE games SET status = ?, updated_at = ? WHERE id = ? AND status IN ('lobby', 'running')",
            (CANCELLED, time.time(), game_id),
        )
        return cursor.rowcount == 1

    async def published(self, game_id: int, version: int, message_id: int | None) -> None:
        await self._db.execute(
            "UPDATE games SET published_version = ?, turn_message_id = ? WHERE id = ? AND published_version <= ?",
            (version, message_id, game_id, version),
        )

    async def moves(self, game_id: int) -> list[dict[str, Any]]:
        async with self._db.execute(
            "SELECT seq, seat, kind, action, events FROM moves WHERE game_id = ? ORDER BY seq", (game_id,)
        ) as cursor:
            rows = await cursor.fetchall()
        return [
            {
                "seq": r["seq"],
                "seat": r["seat"],
                "kind": r["kind"],
                "action": json.loads(r["action"]) if r["action"] else None,
                "events": json.loads(r["events"]),
            }
            for r in rows
        ]

    # --- settings and metadata ---------------------------------------------------------

    async def dm_enabled(self, user_id: int) -> bool:
        async with self._db.execute("SELECT dm FROM user_settings WHERE user_id = ?", (user_id,)) as cursor:
            row = await cursor.fetchone()
        return bool(row and row["dm"])

    async def set_dm(self, user_id: int, enabled: bool) -> None:
        await self._db.execute(
            "INSERT INTO user_settings (user_id, dm) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET dm = excluded.dm",
            (user_id, int(enabled)),
        )

    async def meta(self, key: str) -> str | None:
        async with self._db.execute("SELECT value FROM meta WHERE key = ?", (key,)) as cursor:
            row = await cursor.fetchone()
        return str(row["value"]) if row else None

    async def set_meta(self, key: str, value: str) -> None:
        await self._db.execute(
            "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, value),
        )
