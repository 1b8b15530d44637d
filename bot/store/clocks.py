"""Turn clocks: a lobby's seconds per turn, the running turn's deadline, and the reminders due."""

from __future__ import annotations

from bot.store.part import Part
from bot.store.rows import GameRow, GameStatus, literals
from bot.store.shards import ShardScope, scoped

# A literal, not a parameter: the planner then sees the partial deadline index's predicate.
_RUNNING = literals(GameStatus.RUNNING)


class Clocks(Part):
    async def set_length(self, game_id: int, seconds: int) -> bool:
        """The lobby's turn clock (seconds, 0 = off). False once the game has started."""
        changed = await self._update(
            "UPDATE games SET clock = ? WHERE id = ? AND status = ?", (seconds, game_id, GameStatus.LOBBY)
        )
        return changed == 1

    async def set_deadline(self, game_id: int, version: int, deadline: float | None) -> None:
        await self._update(
            "UPDATE games SET deadline = ?, reminded = 0 WHERE id = ? AND version = ?", (deadline, game_id, version)
        )

    async def due(self, now: float, remind_before: float, shards: ShardScope | None = None) -> list[GameRow]:
        """Running games whose deadline has passed, or whose next reminder is due (with ``shards``,
        only in those shards' servers).

        Half time: ``deadline - clock / 2``; the last call: ``remind_before`` seconds before the end
        (at most a tenth of the clock). Uses the partial deadline index, so idle games cost nothing."""
        mine, params = scoped(shards)
        return await self._games(
            f"SELECT id FROM games WHERE status = {_RUNNING} AND deadline IS NOT NULL AND ("
            " deadline <= ? OR (reminded < 1 AND deadline - clock / 2.0 <= ?)"
            f" OR (reminded < 2 AND deadline - CASE WHEN ? < clock / 10.0 THEN ? ELSE clock / 10.0 END <= ?)){mine}"
            " ORDER BY deadline",
            (now, now, remind_before, remind_before, now, *params),
        )

    async def claim_reminder(self, game_id: int, version: int, level: int) -> bool:
        """Mark reminder ``level`` as sent for this turn; True only for the one caller that marks it."""
        changed = await self._update(
            f"UPDATE games SET reminded = ? WHERE id = ? AND version = ? AND reminded < ? AND status = {_RUNNING}",
            (level, game_id, version, level),
        )
        return changed == 1
