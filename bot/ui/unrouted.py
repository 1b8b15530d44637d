"""Clicks discord.py cannot route: a control its message no longer carries (controls already
taken off, a doubled click), or a forged or truncated id. discord.py drops those silently and
the player would read "This interaction failed"; here they get one sentence instead."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterable, Iterator
from typing import Any

import discord

from bot.i18n import msg
from bot.ui.language import spoken

GONE = msg("That control is no longer available: the game has moved on. Use the newest message in the game's channel.")


def _custom_ids(components: Iterable[Any]) -> Iterator[str]:
    for component in components:
        custom_id = getattr(component, "custom_id", None)
        if custom_id:
            yield custom_id
        yield from _custom_ids(getattr(component, "children", ()) or ())


def routable(interaction: discord.Interaction, templates: Iterable[re.Pattern[str]]) -> bool:
    """True when discord.py will hand this component click to one of our dynamic items."""
    data: dict[str, Any] = dict(interaction.data or {})
    custom_id = str(data.get("custom_id", ""))
    if not any(t.fullmatch(custom_id) for t in templates):
        return False
    message = interaction.message
    return message is not None and custom_id in set(_custom_ids(message.components))


def templates_of(items: Iterable[type[discord.ui.DynamicItem[Any]]]) -> list[re.Pattern[str]]:
    # discord.py keeps each DynamicItem's compiled template on the class (set by ``template=``).
    return [item.__discord_ui_compiled_template__ for item in items]


async def answer_unroutable(interaction: discord.Interaction, templates: Iterable[re.Pattern[str]]) -> bool:
    """Answer a component click nobody else will; True if it was one."""
    if interaction.type is not discord.InteractionType.component or routable(interaction, templates):
        return False
    with contextlib.suppress(discord.HTTPException):
        await interaction.response.send_message(spoken(interaction, GONE), ephemeral=True)
    return True
