"""Start-up repair: games whose move log and state disagree, mending or closing them, and the
notice a closed game still owes its channel."""

from __future__ import annotations

import time
from typing import Any

from bot.store.part import Part
from bot.store.rows import GameRow, GameStatus, MoveKind, literals, load_game, to_json
from bot.store.shards import ShardScope, scoped

_RUNNING = literals(GameStatus.RUNNING)
_OVER = literals(GameStatus.OVER)


class Repair(Part):
    async def inconsistent_games(self) -> list[tuple[GameRow, int]]:
        """Started games whose move log and version disagree, with the log's last seq.

        The old shared-connection bug could leave a move row without its state; a damaged
        file could lose either. Each started game must hold moves 1..version exactly.
        """
        async with self.db.scan() as tx:
            # Running games only: finished ones can't be clicked, and start-up stays cheap.
            rows = await tx.fetchall(
                "SELECT g.id, COALESCE(MAX(m.seq), 0) AS last FROM games g"
                f" LEFT JOIN moves m ON m.game_id = g.id WHERE g.status = {_RUNNING} GROUP BY g.id, g.version"
                " HAVING COALESCE(MAX(m.seq), 0) != g.version OR COUNT(m.seq) != g.version"
            )
            found = [(await load_game(tx, int(r["id"])), int(r["last"])) for r in rows]
        return [(g, last) for g, last in found if g is not None]

    async def make_consistent(
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
                            " VALUES (?, ?, NULL, ?, NULL, '[]', ?)",
                            (game_id, seq, MoveKind.LOST, time.time()),
                        )
            await tx.execute(
                f"UPDATE games SET state = ?, version = ?, status = CASE WHEN status = {_RUNNING} AND ? THEN {_OVER}"
                " ELSE status END, updated_at = ? WHERE id = ?",
                (to_json(state), version, bool(finished), time.time(), game_id),
            )

    async def close_damaged(self, game_id: int, notice: str) -> None:
        """Close a game whose record can't be repaired; ``notice`` is owed to its channel."""
        await self._update(
            "UPDATE games SET status = ?, notice = ?, updated_at = ? WHERE id = ?",
            (GameStatus.DAMAGED, notice, time.time(), game_id),
        )

    async def replace_state(self, game_id: int, state: dict[str, Any]) -> None:
        """Overwrite a running game's state in place (test fixtures that prepare a position)."""
        await self._update("UPDATE games SET state = ? WHERE id = ?", (to_json(state), game_id))

    async def integrity_check(self) -> str:
        return await self.db.integrity_check()

    # --- notices owed to channels ----------------------------------------------------------

    async def pending_notices(self, shards: ShardScope | None = None) -> list[tuple[GameRow, str]]:
        mine, params = scoped(shards)
        async with self.db.scan() as tx:
            rows = await tx.fetchall(f"SELECT id, notice FROM games WHERE notice IS NOT NULL{mine}", params)
            found = [(await load_game(tx, int(r["id"])), str(r["notice"])) for r in rows]
        return [(g, n) for g, n in found if g is not None]

    async def notice(self, game_id: int) -> str | None:
        """The notice still owed to a game's channel, if any."""
        async with self.db.read() as tx:
            row = await tx.fetchone("SELECT notice FROM games WHERE id = ?", (game_id,))
        return str(row["notice"]) if row and row["notice"] is not None else None

    async def notice_sent(self, game_id: int) -> None:
        await self._update("UPDATE games SET notice = NULL WHERE id = ?", (game_id,))
