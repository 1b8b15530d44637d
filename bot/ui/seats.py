"""Seats a bot plays: the button that gives a seat back to its player."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.i18n import ENGLISH, Locale, msg, tr
from bot.ui.host import guarded, host_of, tell
from bot.ui.ids import ReclaimId


class ReclaimButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=ReclaimId.template()):
    """Shown while a bot plays someone's seat; only that seat's player can use it."""

    def __init__(self, game: int, locale: Locale = ENGLISH) -> None:
        self.game = game
        label = tr(locale, "Take my seat back")
        button = discord.ui.Button[Any](
            label=label, style=discord.ButtonStyle.success, emoji="🙋", custom_id=ReclaimId(game).encode()
        )
        super().__init__(button)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ReclaimButton:
        return cls(ReclaimId.from_match(match).game)

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, self._run(interaction))

    async def _run(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await host_of(interaction).table.play.reclaim(self.game, interaction.user.id)
        await tell(interaction, msg("Your seat is yours again: you'll be pinged on your next turn."))
