"""``/settings``: personal preferences, and ``/icebreaker``: what this bot plays."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

if TYPE_CHECKING:
    from bot.client import Icebreaker


class Settings(commands.GroupCog, group_name="settings", group_description="Your Icebreaker preferences."):
    def __init__(self, bot: Icebreaker) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="dm", description="Get your hand, peeks and turn notices by direct message too.")
    @app_commands.describe(enabled="On: also send private information and turn notices by DM.")
    async def dm(self, interaction: discord.Interaction, enabled: bool) -> None:
        await self.bot.store.set_dm(interaction.user.id, enabled)
        if enabled:
            text = "DMs on: I'll also send your private information and turn notices by DM."
        else:
            text = "DMs off: private information comes only as replies that only you can see."
        await interaction.response.send_message(text, ephemeral=True)


class About(commands.GroupCog, group_name="icebreaker", group_description="About the Icebreaker bot."):
    def __init__(self, bot: Icebreaker) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="games", description="The games you can play here and how to start one.")
    async def games(self, interaction: discord.Interaction) -> None:
        lines = ["**Icebreaker** — tabletop games in turns, right here in Discord."]
        for cog in self.bot.cogs.values():
            group = getattr(cog, "__cog_group_name__", None)
            key = getattr(cog, "key", None)
            if group and key in self.bot.games:
                game = self.bot.games[key]
                lines.append(f"• **{game.title}** ({game.min_players}–{game.max_players} players): `/{group} new`")
        lines.append("Each game: `rules`, `status`, `board`, `resign`, `cancel`. Secrets: `/settings dm`.")
        await interaction.response.send_message("\n".join(lines), ephemeral=True)


async def setup(bot: Icebreaker) -> None:
    await bot.add_cog(Settings(bot))
    await bot.add_cog(About(bot))
