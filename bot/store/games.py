"""Games and their move log: opening a lobby, finding games, starting one, recording each move,
and which state is on screen (publish bookkeeping).

Every applied move commits its log row and the new state in one transaction, guarded by the
state version, so a crash mid-write loses nothing and a move is never applied twice — across
coroutines and across processes, since the guard is in the database.
"""

from __future__ import annotations

import json
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from bot.db import Conflict, Transaction
from bot.store.part import Part
from bot.store.rows import (
    GAME_HERE,
    LIVE,
    MAX_ID,
    GameRow,
    GameStatus,
    LobbyError,
    MoveKind,
    literals,
    load_game,
    to_json,
)
from bot.store.shards import ShardScope, scoped

# The statuses written as literals: the partial indexes on live games are then seen by the planner.
_LIVE = literals(*LIVE)
_SHOWN = literals(GameStatus.RUNNING, GameStatus.OVER)
_RUNNING = literals(GameStatus.RUNNING)
_OVER = literals(GameStatus.OVER)


class Games(Part):
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
        language: str = "",
    ) -> GameRow:
        now = time.time()
        try:
            async with self.db.write() as tx:
                row = await tx.fetchone(
                    "INSERT INTO games (guild_id, channel_id, lobby_channel_id, game_key, options, host_id,"
                    " status, created_at, updated_at, language) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                    (
                        guild_id,
                        channel_id,
                        lobby_channel_id,
                        game_key,
                        to_json(options),
                        host_id,
                        GameStatus.LOBBY,
                        now,
                        now,
                        language,
                    ),
                )
                assert row is not None
                game_id = int(row[0])
                await tx.execute(
                    "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                    (game_id, host_id, host_name),
                )
                game = await load_game(tx, game_id)
        except Conflict:
            raise LobbyError(GAME_HERE) from None
        assert game is not None
        return game

    # --- finding games -------------------------------------------------------------------

    async def get(self, game_id: int) -> GameRow | None:
        if not 0 < game_id <= MAX_ID:
            return None
        async with self.db.read() as tx:
            return await load_game(tx, game_id)

    async def live_in(self, channel_id: int) -> GameRow | None:
        """The lobby or running game played in this channel, if any."""
        return await self._find(f"channel_id = ? AND status IN ({_LIVE})", (channel_id,))

    async def latest_in(self, channel_id: int) -> GameRow | None:
        """The newest game played in this channel, whatever its status."""
        return await self._find("channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,))

    async def live_from(self, lobby_channel_id: int) -> list[GameRow]:
        """Live games whose lobby was posted in this channel and that are played elsewhere (a thread)."""
        if not 0 <= lobby_channel_id <= MAX_ID:
            return []
        return await self._games(
            f"SELECT id FROM games WHERE lobby_channel_id = ? AND status IN ({_LIVE})"
            " AND (channel_id IS NULL OR channel_id != lobby_channel_id) ORDER BY id",
            (lobby_channel_id,),
        )

    async def of_player(self, user_id: int) -> list[GameRow]:
        """The live games a user sits in (lobbies and running games), any server."""
        return await self._games(
            "SELECT g.id FROM games g JOIN seats s ON s.game_id = g.id WHERE s.user_id = ?"
            f" AND g.status IN ({_LIVE}) ORDER BY g.updated_at DESC",
            (user_id,),
        )

    async def count_live(self) -> dict[GameStatus, int]:
        """How many lobbies and running games there are (the metrics' gauges)."""
        async with self.db.scan() as tx:
            rows = await tx.fetchall(f"SELECT status, COUNT(*) FROM games WHERE status IN ({_LIVE}) GROUP BY status")
        return {GameStatus(str(row[0])): int(row[1]) for row in rows}

    async def using(self, channel_id: int) -> list[GameRow]:
        """Live games played in this channel or thread, or whose lobby is in it."""
        if not 0 <= channel_id <= MAX_ID:
            return []
        return await self._games(
            f"SELECT id FROM games WHERE (channel_id = ? OR lobby_channel_id = ?) AND status IN ({_LIVE}) ORDER BY id",
            (channel_id, channel_id),
        )

    async def in_guild(self, guild_id: int) -> list[GameRow]:
        """The running games of a server."""
        return await self._games(
            f"SELECT id FROM games WHERE guild_id = ? AND status = {_RUNNING} ORDER BY id", (guild_id,)
        )

    async def _find(self, where: str, params: tuple[Any, ...]) -> GameRow | None:
        if any(isinstance(p, int) and not 0 <= p <= MAX_ID for p in params):
            return None
        async with self.db.read() as tx:
            row = await tx.fetchone(f"SELECT id FROM games WHERE {where}", params)
            return await load_game(tx, int(row["id"])) if row else None

    # --- a lobby's place -----------------------------------------------------------------

    async def set_lobby_message(self, game_id: int, message_id: int) -> None:
        await self._update("UPDATE games SET lobby_message_id = ? WHERE id = ?", (message_id, game_id))

    async def move_to_channel(self, game_id: int, channel_id: int) -> None:
        """Where the game is played from now on (its new thread, or the lobby's channel)."""
        try:
            await self._update("UPDATE games SET channel_id = ? WHERE id = ?", (channel_id, game_id))
        except Conflict:
            raise LobbyError(GAME_HERE) from None

    # --- starting, moving, ending --------------------------------------------------------

    async def start(
        self,
        game_id: int,
        state: dict[str, Any],
        events: Sequence[dict[str, Any]],
        deadline: float | None = None,
        *,
        seed: int | None = None,
    ) -> bool:
        """Lobby → running with the first state (version 1). False if it was no longer a lobby."""
        now = time.time()
        async with self.db.write() as tx:
            changed = await tx.execute(
                "UPDATE games SET status = ?, state = ?, version = 1, updated_at = ?, deadline = ?, reminded = 0"
                " WHERE id = ? AND status = ?",
                (GameStatus.RUNNING, to_json(state), now, deadline, game_id, GameStatus.LOBBY),
            )
            if changed != 1:
                return False
            await tx.execute(
                "INSERT INTO moves (game_id, seq, seat, kind, action, events, created_at)"
                " VALUES (?, 1, NULL, ?, ?, ?, ?)",
                (game_id, MoveKind.SETUP, None if seed is None else to_json({"seed": seed}), to_json(events), now),
            )
            return True

    async def record(
        self,
        game_id: int,
        expected_version: int,
        *,
        seat: int | None,
        kind: MoveKind,
        action: dict[str, Any] | None,
        events: Sequence[dict[str, Any]],
        state: dict[str, Any],
        finished: bool,
        new_deadline: bool = False,
        deadline: float | None = None,
        timeouts: dict[int, int] | None = None,
        bots: Sequence[int] = (),
        then: Callable[[Transaction], Awaitable[None]] | None = None,
    ) -> bool:
        """Commit one move and its new state together. False if the version moved meanwhile.

        With ``new_deadline`` the turn clock restarts at ``deadline`` (None: no clock running);
        ``timeouts`` sets seats' counts of turns in a row the clock ran out on; a bot takes the
        ``bots`` seats (with the move, so a move that loses the version race takes no seat).
        ``then`` writes more in the same transaction, after the move (a finished game's result
        rows): if it raises, the move is not saved either."""
        now = time.time()
        async with self.db.write() as tx:
            # The version guard: of two writers of the same version (coroutines or processes),
            # the second finds the version moved and changes nothing. Columns that don't change
            # are not assigned: assigning status or deadline would rewrite their indexes' entries.
            sets, params = "state = ?, version = version + 1, updated_at = ?", [to_json(state), now]
            if finished:
                sets += f", status = {_OVER}"
            if new_deadline:
                sets += ", deadline = ?, reminded = 0"
                params.append(None if finished else deadline)
            changed = await tx.execute(
                f"UPDATE games SET {sets} WHERE id = ? AND version = ? AND status = {_RUNNING}",
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
                    to_json(action) if action is not None else None,
                    to_json(events),
                    now,
                ),
            )
            for seat_number in bots:
                await tx.execute(
                    "UPDATE seats SET bot = 1, timeouts = 0, level = 'normal' WHERE game_id = ? AND seat = ?",
                    (game_id, seat_number),
                )
            for seat_number, count in (timeouts or {}).items():
                await tx.execute(
                    "UPDATE seats SET timeouts = ? WHERE game_id = ? AND seat = ?", (count, game_id, seat_number)
                )
            if then is not None:
                await then(tx)
            return True

    async def cancel(self, game_id: int) -> bool:
        changed = await self._update(
            f"UPDATE games SET status = ?, updated_at = ? WHERE id = ? AND status IN ({_LIVE})",
            (GameStatus.CANCELLED, time.time(), game_id),
        )
        return changed == 1

    # --- the move log --------------------------------------------------------------------

    async def events_since(self, game_id: int, seq: int) -> list[dict[str, Any]]:
        """The events of the moves after ``seq``, in order (a turn's lines so far)."""
        async with self.db.read() as tx:
            rows = await tx.fetchall(
                "SELECT events FROM moves WHERE game_id = ? AND seq > ? ORDER BY seq", (game_id, seq)
            )
        return [e for r in rows for e in json.loads(r["events"])]

    async def events_by_move(self, game_id: int, seq: int) -> list[tuple[int, list[dict[str, Any]]]]:
        """Each move after ``seq`` as (its seq, its events), in order."""
        async with self.db.read() as tx:
            rows = await tx.fetchall(
                "SELECT seq, events FROM moves WHERE game_id = ? AND seq > ? ORDER BY seq", (game_id, seq)
            )
        return [(int(r["seq"]), json.loads(r["events"])) for r in rows]

    async def moves(self, game_id: int) -> list[dict[str, Any]]:
        async with self.db.scan() as tx:
            return await move_log(tx, game_id)

    # --- what is on screen ---------------------------------------------------------------

    async def unpublished(
        self, now: float | None = None, saved_before: float | None = None, shards: ShardScope | None = None
    ) -> list[GameRow]:
        """Running or just-finished games whose newest state has no turn message yet, and whose
        retry time has come (failed posts back off); with ``saved_before``, only states saved
        before then (a newer one is still being posted by the process that saved it); with
        ``shards``, only in those shards' servers."""
        mine, params = scoped(shards)
        return await self._games(
            f"SELECT id FROM games WHERE status IN ({_SHOWN}) AND published_version < version"
            f" AND publish_retry_at <= ? AND updated_at <= ?{mine} ORDER BY updated_at",
            (time.time() if now is None else now, float("inf") if saved_before is None else saved_before, *params),
        )

    async def published(
        self, game_id: int, version: int, message_id: int | None, *, new_turn: bool = True, since: int | None = None
    ) -> None:
        """``version`` is on screen in ``message_id``; a new turn message starts a new turn's lines,
        told from the move ``since`` on (default: ``version``)."""
        await self._update(
            "UPDATE games SET published_version = ?, turn_message_id = ?, publish_failures = 0,"
            " publish_retry_at = 0, turn_version = CASE WHEN ? THEN ? ELSE turn_version END"
            " WHERE id = ? AND published_version <= ?",
            (version, message_id, bool(new_turn), version if since is None else since, game_id, version),
        )

    async def retry_now(self, *, channel_id: int | None = None, guild_id: int | None = None) -> int:
        """A channel (or a server's roles) changed: its unposted turns are tried at the next pass."""
        column, value = ("channel_id", channel_id) if channel_id is not None else ("guild_id", guild_id)
        return await self._update(
            f"UPDATE games SET publish_retry_at = 0 WHERE {column} = ? AND status IN ({_SHOWN})"
            " AND published_version < version",
            (value,),
        )

    async def publish_failed(self, game_id: int, retry_at: float) -> None:
        """Posting the newest state failed: try again at ``retry_at``."""
        await self._update(
            "UPDATE games SET publish_failures = publish_failures + 1, publish_retry_at = ? WHERE id = ?",
            (retry_at, game_id),
        )


async def move_log(tx: Transaction, game_id: int) -> list[dict[str, Any]]:
    """A game's logged moves in order, read in ``tx`` (inside a write, it includes that write's move)."""
    rows = await tx.fetchall(
        "SELECT seq, seat, kind, action, events, created_at FROM moves WHERE game_id = ? ORDER BY seq", (game_id,)
    )
    return [
        {
            "seq": r["seq"],
            "seat": r["seat"],
            "kind": r["kind"],
            "action": json.loads(r["action"]) if r["action"] else None,
            "events": json.loads(r["events"]),
            "created_at": float(r["created_at"]),
        }
        for r in rows
    ]
