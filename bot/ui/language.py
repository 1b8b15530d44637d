"""Which language a reply speaks: the reader's own Discord language when we speak it, else the
game's, else the server's preferred one, else English (issue 24, items 3 and 4)."""

from __future__ import annotations

import discord

from bot.i18n import Locale, Msg, first_ours, say


def reader(interaction: discord.Interaction, game: str | Locale | None = None) -> Locale:
    """The language of a private reply to ``interaction``'s user."""
    return first_ours(interaction.locale, game, interaction.guild_locale)


def spoken(interaction: discord.Interaction, text: str | Msg, game: str | Locale | None = None) -> str:
    return say(reader(interaction, game), text)
