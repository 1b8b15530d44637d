"""Which language a reply speaks: the reader's own Discord language when we speak it, else the
game's, else the server's preferred one, else English (issue 24, items 3 and 4)."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.i18n import CHOSEN, Locale, Msg, first_ours, msg, ours, say
from bot.store import GameRow
from bot.table import Refusal, Table


def game_locale(game: GameRow) -> Locale:
    """The language a game's public messages speak: its own (games saved before it had one speak English)."""
    return first_ours(game.language)


def reader(interaction: discord.Interaction, game: str | Locale | None = None) -> Locale:
    """The language of a private reply to ``interaction``'s user."""
    return first_ours(interaction.locale, game, interaction.guild_locale)


def spoken(interaction: discord.Interaction, text: str | Msg, game: str | Locale | None = None) -> str:
    return say(reader(interaction, game), text)


# The `language` option of `/<game> new` and `/icebreaker language`: each language by its own name.
LANGUAGE_CHOICES = [app_commands.Choice(name=locale.endonym, value=locale.value) for locale in CHOSEN]
AUTO = "auto"  # /icebreaker language: no default of our own, the server's preferred locale decides


def unknown_language(code: str) -> Msg:
    names = ", ".join(locale.endonym for locale in CHOSEN)
    return msg("I don't speak “{code}”. Choose one of: {names}.", code=code, names=names)


async def game_language(table: Table, interaction: discord.Interaction, chosen: str | None) -> Locale:
    """The language a new game speaks: the lobby's choice, else the server's default (set with
    `/icebreaker language`), else the server's preferred locale when it is ours, else English."""
    if chosen:
        found = ours(chosen)
        if found is None:
            raise Refusal(unknown_language(chosen))
        return found
    default = await table.guild_language(interaction.guild_id) if interaction.guild_id else ""
    return first_ours(default, interaction.guild_locale)
