"""Persistent state: games, seats, the move log and user settings, in SQLite (aiosqlite, WAL).

Every applied move commits its log row and the new state in one transaction, guarded by
the state version, so a crash mid-write loses nothing and a move is never applied twice.
The class is the whole storage interface: a server database could replace it.

One place owns transactions: ``_write`` runs a whole ``BEGIN IMMEDIATE … COMMIT`` as one
function on aiosqlite's database thread, so no other coroutine's statement can land inside
it (every game shares the connection), and a move costs one hop to that thread, with its
JSON encoding done there, off the event loop. ``_read`` does the same for multi-query reads.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

log = logging.getLogger(__name__)
T = TypeVar("T")

# DAMAGED: a game whose saved record could not be repaired at start-up; it is closed, not clicked forever.
LOBBY, RUNNING, OVER, CANCELLED, DAMAGED = "lobby", "running", "over", "cancelled", "damaged"
LIVE = (LOBBY, RUNNING)
MAX_ID = 2**63 - 1  # SQLite's INTEGER range: larger ids (forged buttons) can't name a game

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
    # Posting retries back off per game, so a channel the bot can no longer post in is not
    # retried every few seconds forever; a notice is owed when a game is closed as damaged;
    # turn_version is the version whose turn message is on screen (later steps of the same
    # turn edit that message).
    """
    ALTER TABLE games ADD COLUMN publish_failures INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN publish_retry_at REAL NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN notice TEXT;
    ALTER TABLE games ADD COLUMN turn_version INTEGER NOT NULL DEFAULT 0;
    """,
    # Turn clocks: seconds per turn (0 = off), the deadline of whoever acts now, and which of its
    # reminders went out (claimed in the database, so a restart never sends one twice). A seat a
    # bot plays (after time-outs or on request) is marked; away_until pauses a player's clocks.
    """
    ALTER TABLE games ADD COLUMN clock INTEGER NOT NULL DEFAULT 86400;
    ALTER TABLE games ADD COLUMN deadline REAL;
    ALTER TABLE games ADD COLUMN reminded INTEGER NOT NULL DEFAULT 0;
    CREATE INDEX games_deadline ON games(deadline) WHERE status = 'running' AND deadline IS NOT NULL;
    CREATE INDEX seats_user ON seats(user_id);
    ALTER TABLE seats ADD COLUMN bot INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE seats ADD COLUMN timeouts INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE user_settings ADD COLUMN away_until REAL NOT NULL DEFAULT 0;
    """,
)


class LobbyError(Exception):
    """A lobby change that cannot happen; the message is for the player."""


@dataclass
class Seat:
    seat: int
    user_id: int
    name: str
    bot: bool = False  # a bot plays this seat (it timed out too often, left, or was added as a bot)
    timeouts: int = 0  # turns in a row the clock ran out on


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
    publish_failures: int = 0
    turn_version: int = 0
    clock: int = 0  # seconds per turn; 0 = no clock
    deadline: float | None = None
    reminded: int = 0  # 1: the half-time reminder went out; 2: the last-call one too

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

    # --- the one place that talks to the database ----------------------------------------

    async def _write(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``work`` as one transaction on the database thread: all of it, or none of it."""

        def transaction(conn: sqlite3.Connection) -> T:
            conn.execute("BEGIN IMMEDIATE")
            try:
                result = work(conn)
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")
            return result

        return await self._run(transaction)

    async def _read(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``work`` on the database thread in one hop (a read sees one committed state)."""
        return await self._run(work)

    async def _run(self, work: Callable[[sqlite3.Connection], T]) -> T:
        # aiosqlite runs queued functions one at a time on its thread, in order: a function
        # that holds a whole transaction can't be interleaved with another coroutine's statements.
        return await self._db._execute(lambda: work(self._db._conn))  # type: ignore[no-untyped-call,no-any-return]

    async def _migrate(self) -> None:
        def migrate(conn: sqlite3.Connection) -> None:
            current = int(conn.execute("PRAGMA user_version").fetchone()[0])
            for number, script in enumerate(MIGRATIONS[current:], start=current + 1):
                conn.executescript(f"BEGIN; {script}; PRAGMA user_version = {number}; COMMIT;")

        await self._run(migrate)

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

        def create(conn: sqlite3.Connection) -> GameRow:
            try:
                cursor = conn.execute(
                    "INSERT INTO games (guild_id, channel_id, lobby_channel_id, game_key, options, host_id,"
                    " status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (guild_id, channel_id, lobby_channel_id, game_key, json.dumps(options), host_id, LOBBY, now, now),
                )
            except sqlite3.IntegrityError:
                raise LobbyError("There is already a game here. Finish or cancel it first.") from None
            game_id = int(cursor.lastrowid or 0)
            conn.execute(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)", (game_id, host_id, host_name)
            )
            game = _load_game(conn, game_id)
            assert game is not None
            return game

        return await self._write(create)

    async def game(self, game_id: int) -> GameRow | None:
        if not 0 < game_id <= MAX_ID:
            return None
        return await self._read(lambda conn: _load_game(conn, game_id))

    async def live_game_in(self, channel_id: int) -> GameRow | None:
        return await self._find("channel_id = ? AND status IN ('lobby', 'running')", (channel_id,))

    async def latest_game_in(self, channel_id: int) -> GameRow | None:
        return await self._find("channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,))

    async def live_games_from(self, lobby_channel_id: int) -> list[GameRow]:
        """Live games whose lobby was posted in this channel and that are played elsewhere (a thread)."""
        if not 0 <= lobby_channel_id <= MAX_ID:
            return []

        def find(conn: sqlite3.Connection) -> list[GameRow]:
            rows = conn.execute(
                "SELECT id FROM games WHERE lobby_channel_id = ? AND status IN ('lobby', 'running')"
                " AND (channel_id IS NULL OR channel_id != lobby_channel_id) ORDER BY id",
                (lobby_channel_id,),
            ).fetchall()
            return [g for g in (_load_game(conn, int(r["id"])) for r in rows) if g is not None]

        return await self._read(find)

    async def _find(self, where: str, params: tuple[Any, ...]) -> GameRow | None:
        if any(isinstance(p, int) and not 0 <= p <= MAX_ID for p in params):
            return None

        def find(conn: sqlite3.Connection) -> GameRow | None:
            row = conn.execute(f"SELECT id FROM games WHERE {where}", params).fetchone()
            return _load_game(conn, int(row["id"])) if row else None

        return await self._read(find)

    async def unpublished_games(self, now: float | None = None) -> list[GameRow]:
        """Running or just-finished games whose newest state has no turn message yet, and whose
        retry time has come (failed posts back off)."""
        moment = time.time() if now is None else now

        def find(conn: sqlite3.Connection) -> list[GameRow]:
            rows = conn.execute(
                "SELECT id FROM games WHERE status IN ('running', 'over') AND published_version < version"
                " AND publish_retry_at <= ? ORDER BY updated_at",
                (moment,),
            ).fetchall()
            return [g for g in (_load_game(conn, int(r["id"])) for r in rows) if g is not None]

        return await self._read(find)

    async def set_lobby_message(self, game_id: int, message_id: int) -> None:
        await self._write(
            lambda conn: conn.execute("UPDATE games SET lobby_message_id = ? WHERE id = ?", (message_id, game_id))
        )

    async def move_to_channel(self, game_id: int, channel_id: int) -> None:
        """Where the game is played from now on (its new thread, or the lobby's channel)."""

        def move(conn: sqlite3.Connection) -> None:
            try:
                conn.execute("UPDATE games SET channel_id = ? WHERE id = ?", (channel_id, game_id))
            except sqlite3.IntegrityError:
                raise LobbyError("There is already a game here. Finish or cancel it first.") from None

        await self._write(move)

    async def join(self, game_id: int, user_id: int, name: str, max_players: int) -> None:
        def join(conn: sqlite3.Connection) -> None:
            row = conn.execute("SELECT status FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None or row["status"] != LOBBY:
                raise LobbyError("This lobby is closed.")
            users = [r["user_id"] for r in conn.execute("SELECT user_id FROM seats WHERE game_id = ?", (game_id,))]
            if user_id in users:
                raise LobbyError("You have already joined.")
            if len(users) >= max_players:
                raise LobbyError(f"The game is full ({max_players} players).")
            conn.execute(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
                (game_id, len(users), user_id, name),
            )

        await self._write(join)

    async def leave(self, game_id: int, user_id: int) -> None:
        """Leave a lobby; the seats after it move up so seats stay 0..n-1 in join order."""

        def leave(conn: sqlite3.Connection) -> None:
            row = conn.execute(
                "SELECT g.status, g.host_id, s.seat FROM games g LEFT JOIN seats s"
                " ON s.game_id = g.id AND s.user_id = ? WHERE g.id = ?",
                (user_id, game_id),
            ).fetchone()
            if row is None or row["status"] != LOBBY:
                raise LobbyError("This lobby is closed.")
            if row["seat"] is None:
                raise LobbyError("You haven't joined this game.")
            if row["host_id"] == user_id:
                raise LobbyError("The host can't leave; cancel the game instead.")
            conn.execute("DELETE FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id))
            # Two steps through negative numbers keep the (game_id, seat) key unique meanwhile.
            conn.execute("UPDATE seats SET seat = -seat - 1 WHERE game_id = ? AND seat > ?", (game_id, row["seat"]))
            conn.execute("UPDATE seats SET seat = -seat - 2 WHERE game_id = ? AND seat < 0", (game_id,))

        await self._write(leave)

    async def start(
        self, game_id: int, state: dict[str, Any], events: Sequence[dict[str, Any]], deadline: float | None = None
    ) -> bool:
        """Lobby → running with the first state (version 1). False if it was no longer a lobby."""
        now = time.time()

        def start(conn: sqlite3.Connection) -> bool:
            cursor = conn.execute(
                "UPDATE games SET status = ?, state = ?, version = 1, updated_at = ?, deadline = ?, reminded = 0"
                " WHERE id = ? AND status = ?",
                (RUNNING, json.dumps(state), now, deadline, game_id, LOBBY),
            )
            if cursor.rowcount != 1:
                return False
            conn.execute(
                "INSERT INTO moves (game_id, seq, seat, kind, action, events, created_at)"
                " VALUES (?, 1, NULL, 'setup', NULL, ?, ?)",
                (game_id, json.dumps(list(events)), now),
            )
            return True

        return await self._write(start)

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
        new_deadline: bool = False,
        deadline: float | None = None,
        timeouts: dict[int, int] | None = None,
    ) -> bool:
        """Commit one move and its new state together. False if the version moved meanwhile.

        With ``new_deadline`` the turn clock restarts at ``deadline`` (None: no clock running);
        ``timeouts`` sets seats' counts of turns in a row the clock ran out on."""
        now = time.time()

        def record(conn: sqlite3.Connection) -> bool:
            cursor = conn.execute(
                "UPDATE games SET state = ?, version = version + 1, status = ?, updated_at = ?,"
                " deadline = CASE WHEN ? THEN ? ELSE deadline END, reminded = CASE WHEN ? THEN 0 ELSE reminded END"
                " WHERE id = ? AND version = ? AND status = ?",
                (
                    json.dumps(state),
                    OVER if finished else RUNNING,
                    now,
                    new_deadline,
                    None if finished else deadline,
                    new_deadline,
                    game_id,
                    expected_version,
                    RUNNING,
                ),
            )
            if cursor.rowcount != 1:
                return False
            conn.execute(
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
            for seat_number, count in (timeouts or {}).items():
                conn.execute(
                    "UPDATE seats SET timeouts = ? WHERE game_id = ? AND seat = ?", (count, game_id, seat_number)
                )
            return True

        return await self._write(record)

    async def cancel(self, game_id: int) -> bool:
        def cancel(conn: sqlite3.Connection) -> bool:
            cursor = conn.execute(
                "UPDATE games SET status = ?, updated_at = ? WHERE id = ? AND status IN ('lobby', 'running')",
                (CANCELLED, time.time(), game_id),
            )
            return cursor.rowcount == 1

        return await self._write(cancel)

    async def published(self, game_id: int, version: int, message_id: int | None, *, new_turn: bool = True) -> None:
        """``version`` is on screen in ``message_id``; a new turn message starts a new turn's lines."""
        await self._write(
            lambda conn: conn.execute(
                "UPDATE games SET published_version = ?, turn_message_id = ?, publish_failures = 0,"
                " publish_retry_at = 0, turn_version = CASE WHEN ? THEN ? ELSE turn_version END"
                " WHERE id = ? AND published_version <= ?",
                (version, message_id, new_turn, version, game_id, version),
            )
        )

    async def events_since(self, game_id: int, seq: int) -> list[dict[str, Any]]:
        """The events of the moves after ``seq``, in order (a turn's lines so far)."""

        def read(conn: sqlite3.Connection) -> list[dict[str, Any]]:
            rows = conn.execute(
                "SELECT events FROM moves WHERE game_id = ? AND seq > ? ORDER BY seq", (game_id, seq)
            ).fetchall()
            return [e for r in rows for e in json.loads(r["events"])]

        return await self._read(read)

    async def publish_failed(self, game_id: int, retry_at: float) -> None:
        """Posting the newest state failed: try again at ``retry_at``."""
        await self._write(
            lambda conn: conn.execute(
                "UPDATE games SET publish_failures = publish_failures + 1, publish_retry_at = ? WHERE id = ?",
                (retry_at, game_id),
            )
        )

    async def moves(self, game_id: int) -> list[dict[str, Any]]:
        def moves(conn: sqlite3.Connection) -> list[dict[str, Any]]:
            rows = conn.execute(
                "SELECT seq, seat, kind, action, events FROM moves WHERE game_id = ? ORDER BY seq", (game_id,)
            ).fetchall()
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

        return await self._read(moves)

    # --- turn clocks, bots and players' games -------------------------------------------

    async def set_clock(self, game_id: int, seconds: int) -> bool:
        """The lobby's turn clock (seconds, 0 = off). False once the game has started."""
        return await self._write(
            lambda conn: conn.execute(
                "UPDATE games SET clock = ? WHERE id = ? AND status = ?", (seconds, game_id, LOBBY)
            ).rowcount
            == 1
        )

    async def due_clocks(self, now: float, remind_before: float) -> list[GameRow]:
        """Running games whose deadline has passed, or whose next reminder is due.

        Half time: ``deadline - clock / 2``; the last call: ``remind_before`` seconds before the end
        (at most a tenth of the clock). Uses the partial deadline index, so idle games cost nothing."""

        def find(conn: sqlite3.Connection) -> list[GameRow]:
            rows = conn.execute(
                "SELECT id FROM games WHERE status = 'running' AND deadline IS NOT NULL AND ("
                " deadline <= ? OR (reminded < 1 AND deadline - clock / 2.0 <= ?)"
                " OR (reminded < 2 AND deadline - MIN(?, clock / 10.0) <= ?)) ORDER BY deadline",
                (now, now, remind_before, now),
            ).fetchall()
            return [g for g in (_load_game(conn, int(r["id"])) for r in rows) if g is not None]

        return await self._read(find)

    async def claim_reminder(self, game_id: int, version: int, level: int) -> bool:
        """Mark reminder ``level`` as sent for this turn; True only for the one caller that marks it."""
        return await self._write(
            lambda conn: conn.execute(
                "UPDATE games SET reminded = ? WHERE id = ? AND version = ? AND reminded < ? AND status = 'running'",
                (level, game_id, version, level),
            ).rowcount
            == 1
        )

    async def set_deadline(self, game_id: int, version: int, deadline: float | None) -> None:
        await self._write(
            lambda conn: conn.execute(
                "UPDATE games SET deadline = ?, reminded = 0 WHERE id = ? AND version = ?", (deadline, game_id, version)
            )
        )

    async def set_bot(self, game_id: int, seat: int, bot: bool) -> None:
        """A bot takes the seat (or its player takes it back); either way its time-outs start over."""
        await self._write(
            lambda conn: conn.execute(
                "UPDATE seats SET bot = ?, timeouts = 0 WHERE game_id = ? AND seat = ?", (int(bot), game_id, seat)
            )
        )

    async def add_bot_seat(self, game_id: int, name: str, bot_user_id: int, max_players: int) -> None:
        """A bot joins a lobby (it takes the next seat like a player would)."""

        def join(conn: sqlite3.Connection) -> None:
            row = conn.execute("SELECT status FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None or row["status"] != LOBBY:
                raise LobbyError("This lobby is closed.")
            count = conn.execute("SELECT COUNT(*) FROM seats WHERE game_id = ?", (game_id,)).fetchone()[0]
            if count >= max_players:
                raise LobbyError(f"The game is full ({max_players} players).")
            conn.execute(
                "INSERT INTO seats (game_id, seat, user_id, name, bot) VALUES (?, ?, ?, ?, 1)",
                (game_id, count, bot_user_id, name),
            )

        await self._write(join)

    async def games_of(self, user_id: int) -> list[GameRow]:
        """The live games a user sits in (lobbies and running games), any server."""

        def find(conn: sqlite3.Connection) -> list[GameRow]:
            rows = conn.execute(
                "SELECT g.id FROM games g JOIN seats s ON s.game_id = g.id WHERE s.user_id = ?"
                " AND g.status IN ('lobby', 'running') ORDER BY g.updated_at DESC",
                (user_id,),
            ).fetchall()
            return [g for g in (_load_game(conn, int(r["id"])) for r in rows) if g is not None]

        return await self._read(find)

    async def set_away(self, user_id: int, until: float) -> None:
        await self._write(
            lambda conn: conn.execute(
                "INSERT INTO user_settings (user_id, away_until) VALUES (?, ?)"
                " ON CONFLICT(user_id) DO UPDATE SET away_until = excluded.away_until",
                (user_id, until),
            )
        )

    async def away_until(self, user_ids: Sequence[int]) -> float:
        """The latest time until which any of these users is away (0 if none is)."""
        if not user_ids:
            return 0.0

        def read(conn: sqlite3.Connection) -> float:
            marks = ",".join("?" * len(user_ids))
            row = conn.execute(
                f"SELECT MAX(away_until) FROM user_settings WHERE user_id IN ({marks})", tuple(user_ids)
            ).fetchone()
            return float(row[0] or 0.0)

        return await self._read(read)

    # --- consistency -------------------------------------------------------------------

    async def inconsistent_games(self) -> list[tuple[GameRow, int]]:
        """Started games whose move log and version disagree, with the log's last seq.

        The old shared-connection bug could leave a move row without its state; a damaged
        file could lose either. Each started game must hold moves 1..version exactly.
        """

        def find(conn: sqlite3.Connection) -> list[tuple[GameRow, int]]:
            # Running games only: finished ones can't be clicked, and start-up stays cheap.
            rows = conn.execute(
                "SELECT g.id, COALESCE(MAX(m.seq), 0) AS last, COUNT(m.seq) AS n FROM games g"
                " LEFT JOIN moves m ON m.game_id = g.id WHERE g.status = 'running' GROUP BY g.id"
                " HAVING last != g.version OR n != g.version"
            ).fetchall()
            found = [(_load_game(conn, int(r["id"])), int(r["last"])) for r in rows]
            return [(g, last) for g, last in found if g is not None]

        return await self._read(find)

    async def repair(
        self, game_id: int, version: int, state: dict[str, Any], *, drop_after: int, fill: bool, finished: bool
    ) -> None:
        """Make a game's record consistent: ``state`` at ``version``, moves after it dropped and,
        with ``fill``, missing log rows stood in for by 'lost' rows so seqs run 1..version."""

        def repair(conn: sqlite3.Connection) -> None:
            conn.execute("DELETE FROM moves WHERE game_id = ? AND seq > ?", (game_id, drop_after))
            if fill:
                have = {r[0] for r in conn.execute("SELECT seq FROM moves WHERE game_id = ?", (game_id,))}
                for seq in range(1, version + 1):
                    if seq not in have:
                        conn.execute(
                            "INSERT INTO moves (game_id, seq, seat, kind, action, events, created_at)"
                            " VALUES (?, ?, NULL, 'lost', NULL, '[]', ?)",
                            (game_id, seq, time.time()),
                        )
            conn.execute(
                "UPDATE games SET state = ?, version = ?, status = CASE WHEN status = 'running' AND ? THEN 'over'"
                " ELSE status END, updated_at = ? WHERE id = ?",
                (json.dumps(state), version, finished, time.time(), game_id),
            )

        await self._write(repair)

    async def close_damaged(self, game_id: int, notice: str) -> None:
        """Close a game whose record can't be repaired; ``notice`` is owed to its channel."""
        await self._write(
            lambda conn: conn.execute(
                "UPDATE games SET status = ?, notice = ?, updated_at = ? WHERE id = ?",
                (DAMAGED, notice, time.time(), game_id),
            )
        )

    async def pending_notices(self) -> list[tuple[GameRow, str]]:
        def find(conn: sqlite3.Connection) -> list[tuple[GameRow, str]]:
            rows = conn.execute("SELECT id, notice FROM games WHERE notice IS NOT NULL").fetchall()
            found = [(_load_game(conn, int(r["id"])), str(r["notice"])) for r in rows]
            return [(g, n) for g, n in found if g is not None]

        return await self._read(find)

    async def notice_sent(self, game_id: int) -> None:
        await self._write(lambda conn: conn.execute("UPDATE games SET notice = NULL WHERE id = ?", (game_id,)))

    async def integrity_check(self) -> str:
        return str(await self._read(lambda conn: conn.execute("PRAGMA integrity_check").fetchone()[0]))

    async def replace_state(self, game_id: int, state: dict[str, Any]) -> None:
        """Overwrite a running game's state in place (test fixtures that prepare a position)."""
        await self._write(
            lambda conn: conn.execute("UPDATE games SET state = ? WHERE id = ?", (json.dumps(state), game_id))
        )

    # --- settings and metadata ---------------------------------------------------------

    async def dm_enabled(self, user_id: int) -> bool:
        def read(conn: sqlite3.Connection) -> bool:
            row = conn.execute("SELECT dm FROM user_settings WHERE user_id = ?", (user_id,)).fetchone()
            return bool(row and row["dm"])

        return await self._read(read)

    async def set_dm(self, user_id: int, enabled: bool) -> None:
        await self._write(
            lambda conn: conn.execute(
                "INSERT INTO user_settings (user_id, dm) VALUES (?, ?)"
                " ON CONFLICT(user_id) DO UPDATE SET dm = excluded.dm",
                (user_id, int(enabled)),
            )
        )

    async def meta(self, key: str) -> str | None:
        def read(conn: sqlite3.Connection) -> str | None:
            row = conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
            return str(row["value"]) if row else None

        return await self._read(read)

    async def set_meta(self, key: str, value: str) -> None:
        await self._write(
            lambda conn: conn.execute(
                "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                (key, value),
            )
        )


def _load_game(conn: sqlite3.Connection, game_id: int) -> GameRow | None:
    row = conn.execute("SELECT * FROM games WHERE id = ?", (game_id,)).fetchone()
    if row is None:
        return None
    seats = [
        Seat(r["seat"], r["user_id"], r["name"], bool(r["bot"]), r["timeouts"])
        for r in conn.execute(
            "SELECT seat, user_id, name, bot, timeouts FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
        )
    ]
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
        publish_failures=row["publish_failures"],
        turn_version=row["turn_version"],
        clock=row["clock"],
        deadline=row["deadline"],
        reminded=row["reminded"],
    )
