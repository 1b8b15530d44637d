"""The bot's own key-value notes in the database (e.g. the hash of the last synced commands)."""

from __future__ import annotations

from bot.store.part import Part


class Meta(Part):
    async def get(self, key: str) -> str | None:
        async with self.db.read() as tx:
            row = await tx.fetchone("SELECT value FROM meta WHERE key = ?", (key,))
        return str(row["value"]) if row else None

    async def set(self, key: str, value: str) -> None:
        await self._update(
            "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, value),
        )
