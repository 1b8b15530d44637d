"""A user's own settings, across games and servers: private replies by DM, and time away; and a
server's: the language its games speak unless a lobby chooses another."""

from __future__ import annotations

from collections.abc import Sequence

from bot.store.part import Part


class Settings(Part):
    async def dm_enabled(self, user_id: int) -> bool:
        async with self.db.read() as tx:
            row = await tx.fetchone("SELECT dm FROM user_settings WHERE user_id = ?", (user_id,))
        return bool(row and row["dm"])

    async def set_dm(self, user_id: int, enabled: bool) -> None:
        await self._update(
            "INSERT INTO user_settings (user_id, dm) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET dm = excluded.dm",
            (user_id, int(enabled)),
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

    async def guild_language(self, guild_id: int) -> str:
        """The server's default language ('' if none was set)."""
        async with self.db.read() as tx:
            row = await tx.fetchone("SELECT language FROM guild_settings WHERE guild_id = ?", (guild_id,))
        return str(row["language"]) if row else ""

    async def set_guild_language(self, guild_id: int, language: str) -> None:
        await self._update(
            "INSERT INTO guild_settings (guild_id, language) VALUES (?, ?)"
            " ON CONFLICT(guild_id) DO UPDATE SET language = excluded.language",
            (guild_id, language),
        )
