"""Leases on a game's background work (posting, notices, clocks), so one process of many does it."""

from __future__ import annotations

from bot.store.part import Part


class Leases(Part):
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
