"""Persistent state: games, seats, the move log and user settings.

Every applied move commits its log row and the new state in one transaction, guarded by
the state version, so a crash mid-write loses nothing and a move is never applied twice —
across coroutines and across processes, since the guard is in the database. The class is
the whole storage interface; its SQL is written once against ``bot.db.Database``, whose
drivers (SQLite, the default, and PostgreSQL) own connections, transactions and locks.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.db import Conflict, Database, Row, Transaction, connect

log = logging.getLogger(__name__)

# DAMAGED: a game whose saved record could not be repaired at start-up; it is closed, not clicked forever.
LOBBY, RUNNING, OVER, CANCELLED, DAMAGED = "lobby", "running", "over", "cancelled", "damaged"
LIVE = (LOBBY, RUNNING)
MAX_ID = 2**63 - 1  # a 64-bit signed integer column's range: larger ids (forged buttons) can't name a game
GAME_HERE = "There is already a game here. Finish or cancel it first."


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
    def __init__(self, db: Database) -> None:
        self.db = db

    @classmethod
    async def open(cls, url: Path | str) -> Store:
        """The store at ``url``: a SQLite file path (or ``sqlite:///…``) or ``postgresql://…``."""
        return cls(await connect(url))

    async def close(self) -> None:
        await self.db.close()

    async def maintain(self) -> None:
        await self.db.maintain()

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
            async with self.db.write() as tx:
                row = await tx.fetchone(
                    "INSERT INTO games (guild_id, channel_id, lobby_channel_id, game_key, options, host_id,"
                    " status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                    (guild_id, channel_id, lobby_channel_id, game_key, json.dumps(options), host_id, LOBBY, now, now),
                )
                assert row is not None
                game_id = int(row[0])
                await tx.execute(
                    "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                    (game_id, host_id, host_name),
                )
                game = await _load_game(tx, game_id)
        except Conflict:
            raise LobbyError(GAME_HERE) from None
        assert game is not None
        return game

    async def game(self, game_id: int) -> GameRow | None:
        if not 0 < game_id <= MAX_ID:
            return None
        async with self.db.read() as tx:
            return await _load_game(tx, game_id)

    async def live_game_in(self, channel_id: int) -> GameRow | None:
        return await self._find("channel_id = ? AND status IN ('lobby', 'running')", (channel_id,))

    async def latest_game_in(self, channel_id: int) -> GameRow | None:
        return await self._find("channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,))

    async def live_games_from(self, lobby_channel_id: int) -> list[GameRow]:
        """Live games whose lobby was posted in this channel and that are played elsewhere (a thread)."""
        if not 0 <= lobby_channel_id <= MAX_ID:
            return []
        return await self._games(
            "SELECT id FROM games WHERE lobby_channel_id = ? AND status IN ('lobby', 'running')"
            " AND (channel_id IS NULL OR channel_id != lobby_channel_id) ORDER BY id",
            (lobby_channel_id,),
        )

    async def _find(self, where: str, params: tuple[Any, ...]) -> GameRow | None:
        if any(isinstance(p, int) and not 0 <= p <= MAX_ID for p in params):
            return None
        async with self.db.read() as tx:
            row = await tx.fetchone(f"SELECT id FROM games WHERE {where}", params)
            return await _load_game(tx, int(row["id"])) if row else None

    async def _games(self, sql: str, params: Sequence[Any] = ()) -> list[GameRow]:
        """The games whose ids ``sql`` selects, in its order: a scan, off the event loop."""
        async with self.db.scan() as tx:
            rows = await tx.fetchall(sql, params)
            return [g for g in [await _load_game(tx, int(r["id"])) for r in rows] if g is not None]

    async def unpublished_games(self, now: float | None = None, saved_before: float | None = None) -> list[GameRow]:
        """Running or just-finished games whose newest state has no turn message yet, and whose
        retry time has come (failed posts back off); with ``saved_before``, only states saved
        before then (a newer one is still being posted by the process that saved it)."""
        return await self._games(
            "SELECT id FROM games WHERE status IN ('running', 'over') AND published_version < version"
            " AND publish_retry_at <= ? AND updated_at <= ? ORDER BY updated_at",
            (time.time() if now is None else now, float("inf") if saved_before is None else saved_before),
        )

    async def _update(self, sql: str, params: Sequence[Any]) -> int:
        async with self.db.write() as tx:
            return await tx.execute(sql, params)

    async def set_lobby_message(self, game_id: int, message_id: int) -> None:
        await self._update("UPDATE games SET lobby_message_id = ? WHERE id = ?", (message_id, game_id))

    async def move_to_channel(self, game_id: int, channel_id: int) -> None:
        """Where the game is played from now on (its new thread, or the lobby's channel)."""
        try:
            await self._update("UPDATE games SET channel_id = ? WHERE id = ?", (channel_id, game_id))
        except Conflict:
            raise LobbyError(GAME_HERE) from None

    async def join(self, game_id: int, user_id: int, name: str, max_players: int) -> None:
        async with self.db.write() as tx:
            users = await self._lobby_seats(tx, game_id)
            if user_id in users:
                raise LobbyError("You have already joined.")
            if len(users) >= max_players:
                raise LobbyError(f"The game is full ({max_players} players).")
            await tx.execute(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
                (game_id, len(users), user_id, name),
            )

    @staticmethod
    async def _lobby_seats(tx: Transaction, game_id: int) -> list[int]:
        """The seated users of an open lobby, its row locked until the transaction ends."""
        row = await tx.fetchone(f"SELECT status FROM games WHERE id = ?{_lock(tx)}", (game_id,))
        if row is None or row["status"] != LOBBY:
            raise LobbyError("This lobby is closed.")
        return [r["user_id"] for r in await tx.fetchall("SELECT user_id FROM seats WHERE game_id = ?", (game_id,))]

    async def leave(self, game_id: int, user_id: int) -> None:
        """Leave a lobby; the seats after it move up so seats stay 0..n-1 in join order."""
        async with self.db.write() as tx:
            row = await tx.fetchone(
                "SELECT g.status, g.host_id, s.seat FROM games g LEFT JOIN seats s"
                f" ON s.game_id = g.id AND s.user_id = ? WHERE g.id = ?{_lock(tx, 'g')}",
                (user_id, game_id),
            )
            if row is None or row["status"] != LOBBY:
                raise LobbyError("This lobby is closed.")
            if row["seat"] is None:
                raise LobbyError("You haven't joined this game.")
            if row["host_id"] == user_id:
                raise LobbyError("The host can't leave; cancel the game instead.")
            await tx.execute("DELETE FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id))
            # Two steps through negative numbers keep the (game_id, seat) key unique meanwhile.
            await tx.execute(
                "UPDATE seats SET seat = -seat - 1 WHERE game_id = ? AND seat > ?", (game_id, row["seat"])
            )
            await tx.execute("UPDATE seats SET seat = -seat - 2 WHERE game_id = ? AND seat < 0", (game_id,))

    async def start(
        self, game_id: int, state: dict[str, Any], events: Sequence[dict[str, Any]], deadline: float | None = None
    ) -> bool:
        """Lobby → running with the first state (version 1). False if it was no longer a lobby."""
        now = time.time()
        async with self.db.write() as tx:
            changed = await tx.execute(
                "UPDATE games SET status = ?, state = ?, version = 1, updated_at = ?, deadline = ?, reminded = 0"
                " WHERE id = ? AND status = ?",
                (RUNNING, json.dumps(state), now, deadline, game_id, LOBBY),
            )
            if changed != 1:
                return False
            await tx.execute(
                "INSERT INTO moves (game_id, seq, seat, kind, action, events, created_at)"
                " VALUES (?, 1, NULL, 'setup', NULL, ?, ?)",
                (game_id, json.dumps(list(events)), now),
            )
            return True

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
        bots: Sequence[int] = (),
    ) -> bool:
        """Commit one move and its new state together. False if the version moved meanwhile.

        With ``new_deadline`` the turn clock restarts at ``deadline`` (None: no clock running);
        ``timeouts`` sets seats' counts of turns in a row the clock ran out on; a bot takes the
        ``bots`` seats (with the move, so a move that loses the version race takes no seat)."""
        now = time.time()
        async with self.db.write() as tx:
            # The version guard: of two writers of the same version (coroutines or processes),
            # the second finds the version moved and changes nothing. Columns that don't change
            # are not assigned: assigning status or deadline would rewrite their indexes' entries.
            sets, params = "state = ?, version = version + 1, updated_at = ?", [json.dumps(state), now]
            if finished:
                sets += ", status = 'over'"
            if new_deadline:
                sets += ", deadline = ?, reminded = 0"
                params.append(None if finished else deadline)
            changed = await tx.execute(
                f"UPDATE games SET {sets} WHERE id = ? AND version = ? AND status = 'running'",
                (*params, game_id, expected_version),
            )
            if changed != 1:
                return False
            await tx.execute(
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
            for seat_number in bots:
                await tx.execute(
                    "UPDATE seats SET bot = 1, timeouts = 0 WHERE game_id = ? AND seat = ?", (game_id, seat_number)
                )
            for seat_number, count in (timeouts or {}).items():
                await tx.execute(
                    "UPDATE seats SET timeouts = ? WHERE game_id = ? AND seat = ?", (count, game_id, seat_number)
                )
            return True

    async def cancel(self, game_id: int) -> bool:
        changed = await self._update(
            "UPDATE games SET status = ?, updated_at = ? WHERE id = ? AND status IN ('lobby', 'running')",
            (CANCELLED, time.time(), game_id),
        )
        return changed == 1

    async def published(self, game_id: int, version: int, message_id: int | None, *, new_turn: bool = True) -> None:
        """``version`` is on screen in ``message_id``; a new turn message starts a new turn's lines."""
        await self._update(
            "UPDATE games SET published_version = ?, turn_message_id = ?, publish_failures = 0,"
            " publish_retry_at = 0, turn_version = CASE WHEN ? THEN ? ELSE turn_version END"
            " WHERE id = ? AND published_version <= ?",
            (version, message_id, bool(new_turn), version, game_id, version),
        )

    async def events_since(self, game_id: int, seq: int) -> list[dict[str, Any]]:
        """The events of the moves after ``seq``, in order (a turn's lines so far)."""
        async with self.db.read() as tx:
            rows = await tx.fetchall(
                "SELECT events FROM moves WHERE game_id = ? AND seq > ? ORDER BY seq", (game_id, seq)
            )
        return [e for r in rows for e in json.loads(r["events"])]

    async def publish_failed(self, game_id: int, retry_at: float) -> None:
        """Posting the newest state failed: try again at ``retry_at``."""
        await self._update(
            "UPDATE games SET publish_failures = publish_failures + 1, publish_retry_at = ? WHERE id = ?",
            (retry_at, game_id),
        )

    async def moves(self, game_id: int) -> list[dict[str, Any]]:
        async with self.db.scan() as tx:
            rows = await tx.fetchall(
                "SELECT seq, seat, kind, action, events FROM moves WHERE game_id = ? ORDER BY seq", (game_id,)
            )
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

    # --- turn clocks, bots and players' games -------------------------------------------

    async def set_clock(self, game_id: int, seconds: int) -> bool:
        """The lobby's turn clock (seconds, 0 = off). False once the game has started."""
        changed = await self._update(
            "UPDATE games SET clock = ? WHERE id = ? AND status = ?", (seconds, game_id, LOBBY)
        )
        return changed == 1

    async def due_clocks(self, now: float, remind_before: float) -> list[GameRow]:
        """Running games whose deadline has passed, or whose next reminder is due.

        Half time: ``deadline - clock / 2``; the last call: ``remind_before`` seconds before the end
        (at most a tenth of the clock). Uses the partial deadline index, so idle games cost nothing."""
        return await self._games(
            "SELECT id FROM games WHERE status = 'running' AND deadline IS NOT NULL AND ("
            " deadline <= ? OR (reminded < 1 AND deadline - clock / 2.0 <= ?)"
            " OR (reminded < 2 AND deadline - CASE WHEN ? < clock / 10.0 THEN ? ELSE clock / 10.0 END <= ?))"
            " ORDER BY deadline",
            (now, now, remind_before, remind_before, now),
        )

    async def claim_reminder(self, game_id: int, version: int, level: int) -> bool:
        """Mark reminder ``level`` as sent for this turn; True only for the one caller that marks it."""
        changed = await self._update(
            "UPDATE games SET reminded = ? WHERE id = ? AND version = ? AND reminded < ? AND status = 'running'",
            (level, game_id, version, level),
        )
        return changed == 1

    async def claim(self, game_id: int, owner: str, now: float, seconds: float) -> bool:
        """Lease a game's background work to ``owner`` until ``now + seconds``: True if the lease
        was free, expired or already ``owner``'s. One process wins; a dead one's lease runs out."""
        changed = await self._update(
            "UPDATE games SET lease_owner = ?, lease_until = ? WHERE id = ?"
            " AND (lease_owner IS NULL OR lease_owner = ? OR lease_until <= ?)",
            (owner, now + seconds, game_id, owner, now),
        )
        return changed == 1

    async def release(self, game_id: int, owner: str) -> None:
        """Give back ``owner``'s lease (someone else's, taken after ours ran out, stays)."""
        await self._update(
            "UPDATE games SET lease_owner = NULL, lease_until = NULL WHERE id = ? AND lease_owner = ?",
            (game_id, owner),
        )

    async def set_deadline(self, game_id: int, version: int, deadline: float | None) -> None:
        await self._update(
            "UPDATE games SET deadline = ?, reminded = 0 WHERE id = ? AND version = ?", (deadline, game_id, version)
        )

    async def set_bot(self, game_id: int, seat: int, bot: bool) -> None:
        """A bot takes the seat (or its player takes it back); either way its time-outs start over."""
        await self._update(
            "UPDATE seats SET bot = ?, timeouts = 0 WHERE game_id = ? AND seat = ?", (int(bot), game_id, seat)
        )

    async def add_bot_seat(self, game_id: int, name: str, bot_user_id: int, max_players: int) -> None:
        """A bot joins a lobby (it takes the next seat like a player would)."""
        async with self.db.write() as tx:
            count = len(await self._lobby_seats(tx, game_id))
            if count >= max_players:
                raise LobbyError(f"The game is full ({max_players} players).")
            await tx.execute(
                "INSERT INTO seats (game_id, seat, user_id, name, bot) VALUES (?, ?, ?, ?, 1)",
                (game_id, count, bot_user_id, name),
            )

    async def rename_seats(self, game_id: int, names: dict[int, str]) -> None:
        async with self.db.write() as tx:
            for seat, name in names.items():
                await tx.execute("UPDATE seats SET name = ? WHERE game_id = ? AND seat = ?", (name, game_id, seat))

    async def games_of(self, user_id: int) -> list[GameRow]:
        """The live games a user sits in (lobbies and running games), any server."""
        return await self._games(
            "SELECT g.id FROM games g JOIN seats s ON s.game_id = g.id WHERE s.user_id = ?"
            " AND g.status IN ('lobby', 'running') ORDER BY g.updated_at DESC",
            (user_id,),
        )

    async def set_away(self, user_id: int, until: float) -> None:
        await self._update(
            "INSERT INTO user_settings (user_id, away_until) VALUES (?, ?)"
            " ON CONFLICT(user_id) DO UPDATE SET away_until = excluded.away_until",
            (user_id, float(until)),
        )

    async def away_until(self, user_ids: Sequence[int]) -> float:
        """The latest time until which any of these users is away (0 if none is)."""
        if not user_ids:
            return 0.0
        marks = ",".join("?" * len(user_ids))
        async with self.db.read() as tx:
            row = await tx.fetchone(
                f"SELECT MAX(away_until) FROM user_settings WHERE user_id IN ({marks})", tuple(user_ids)
            )
        return float(row[0] or 0.0) if row else 0.0

    # --- consistency -------------------------------------------------------------------

    async def inconsistent_games(self) -> list[tuple[GameRow, int]]:
        """Started games whose move log and version disagree, with the log's last seq.

        The old shared-connection bug could leave a move row without its state; a damaged
        file could lose either. Each started game must hold moves 1..version exactly.
        """
        async with self.db.scan() as tx:
            # Running games only: finished ones can't be clicked, and start-up stays cheap.
            rows = await tx.fetchall(
                "SELECT g.id, COALESCE(MAX(m.seq), 0) AS last FROM games g"
                " LEFT JOIN moves m ON m.game_id = g.id WHERE g.status = 'running' GROUP BY g.id, g.version"
                " HAVING COALESCE(MAX(m.seq), 0) != g.version OR COUNT(m.seq) != g.version"
            )
            found = [(await _load_game(tx, int(r["id"])), int(r["last"])) for r in rows]
        return [(g, last) for g, last in found if g is not None]

    async def repair(
        self, game_id: int, version: int, state: dict[str, Any], *, drop_after: int, fill: bool, finished: bool
    ) -> None:
        """Make a game's record consistent: ``state`` at ``version``, moves after it dropped and,
        with ``fill``, missing log rows stood in for by 'lost' rows so seqs run 1..version."""
        async with self.db.write() as tx:
            await tx.execute("DELETE FROM moves WHERE game_id = ? AND seq > ?", (game_id, drop_after))
            if fill:
                have = {r[0] for r in await tx.fetchall("SELECT seq FROM moves WHERE game_id = ?", (game_id,))}
                for seq in range(1, version + 1):
                    if seq not in have:
                        await tx.execute(
                            "INSERT INTO moves (game_id, seq, seat, kind, action, events, created_at)"
                            " VALUES (?, ?, NULL, 'lost', NULL, '[]', ?)",
                            (game_id, seq, time.time()),
                        )
            await tx.execute(
                "UPDATE games SET state = ?, version = ?, status = CASE WHEN status = 'running' AND ? THEN 'over'"
                " ELSE status END, updated_at = ? WHERE id = ?",
                (json.dumps(state), version, bool(finished), time.time(), game_id),
            )

    async def close_damaged(self, game_id: int, notice: str) -> None:
        """Close a game whose record can't be repaired; ``notice`` is owed to its channel."""
        await self._update(
            "UPDATE games SET status = ?, notice = ?, updated_at = ? WHERE id = ?",
            (DAMAGED, notice, time.time(), game_id),
        )

    async def pending_notices(self) -> list[tuple[GameRow, str]]:
        async with self.db.scan() as tx:
            rows = await tx.fetchall("SELECT id, notice FROM games WHERE notice IS NOT NULL")
            found = [(await _load_game(tx, int(r["id"])), str(r["notice"])) for r in rows]
        return [(g, n) for g, n in found if g is not None]

    async def notice(self, game_id: int) -> str | None:
        """The notice still owed to a game's channel, if any."""
        async with self.db.read() as tx:
            row = await tx.fetchone("SELECT notice FROM games WHERE id = ?", (game_id,))
        return str(row["notice"]) if row and row["notice"] is not None else None

    async def notice_sent(self, game_id: int) -> None:
        await self._update("UPDATE games SET notice = NULL WHERE id = ?", (game_id,))

    async def integrity_check(self) -> str:
        return await self.db.integrity_check()

    async def replace_state(self, game_id: int, state: dict[str, Any]) -> None:
        """Overwrite a running game's state in place (test fixtures that prepare a position)."""
        await self._update("UPDATE games SET state = ? WHERE id = ?", (json.dumps(state), game_id))

    # --- settings and metadata ---------------------------------------------------------

    async def dm_enabled(self, user_id: int) -> bool:
        async with self.db.read() as tx:
            row = await tx.fetchone("SELECT dm FROM user_settings WHERE user_id = ?", (user_id,))
        return bool(row and row["dm"])

    async def set_dm(self, user_id: int, enabled: bool) -> None:
        await self._update(
            "INSERT INTO user_settings (user_id, dm) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET dm = excluded.dm",
            (user_id, int(enabled)),
        )

    async def meta(self, key: str) -> str | None:
        async with self.db.read() as tx:
            row = await tx.fetchone("SELECT value FROM meta WHERE key = ?", (key,))
        return str(row["value"]) if row else None

    async def set_meta(self, key: str, value: str) -> None:
        await self._update(
            "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, value),
        )


def _lock(tx: Transaction, table: str = "") -> str:
    """``FOR UPDATE`` where the dialect has row locks (SQLite's write transaction locks the file)."""
    if tx.dialect != "postgresql":
        return ""
    return f" FOR UPDATE OF {table}" if table else " FOR UPDATE"


async def _load_game(tx: Transaction, game_id: int) -> GameRow | None:
    row = await tx.fetchone("SELECT * FROM games WHERE id = ?", (game_id,))
    if row is None:
        return None
    seats = [
        Seat(r["seat"], r["user_id"], r["name"], bool(r["bot"]), r["timeouts"])
        for r in await tx.fetchall(
            "SELECT seat, user_id, name, bot, timeouts FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
        )
    ]
    return _game_row(row, seats)


def _game_row(row: Row, seats: list[Seat]) -> GameRow:
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
