"""Slash commands in the players' languages: names, descriptions, options and choices, through
discord.py's ``app_commands.Translator``, from the same gettext catalogs as every other word.

Names (of groups, commands and options) are looked up under the message context ``slash name``,
so ``new`` as a command name is never confused with a word elsewhere, and a name that Discord
would refuse (upper case, spaces, too long) falls back to the English one. Descriptions and
choices are ordinary messages. ``python -m bot.i18n.template FILE.pot`` adds every command's
strings to the template (``./dev i18n`` runs ``bot.i18n.template``), since they sit in decorators.
"""

from __future__ import annotations

import asyncio
import importlib
import re
from collections.abc import Iterator
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.i18n import CHOSEN, ours
from bot.i18n.catalogs import catalog

NAME = "slash name"  # the message context of command, group and option names
_NAMES = (Where.command_name, Where.group_name, Where.parameter_name)
# What Discord takes as a name: letters (any script), digits, - and _, 1 to 32 of them, lower case.
_VALID = re.compile(r"^[-_\w]{1,32}$")
_ENDONYMS = {locale.endonym for locale in CHOSEN}  # each language's choice keeps its own name


def valid_name(name: str) -> bool:
    return bool(_VALID.match(name)) and name == name.lower()


class CatalogTranslator(app_commands.Translator):
    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContext[Any, Any],
    ) -> str | None:
        return translated(string.message, locale, context.location)


def translated(text: str, locale: object, where: Where) -> str | None:
    """``text`` in ``locale`` where Discord shows it; None: Discord shows the English."""
    language = ours(locale)
    found = catalog(language) if language is not None else None
    if found is None or text in _ENDONYMS:
        return None
    if where in _NAMES:
        name = found.contextual.get((NAME, text))
        return name if name and valid_name(name) else None
    return found.singular.get(text)


def command_strings(groups: list[app_commands.Group]) -> Iterator[tuple[str | None, str]]:
    """(context, text) of every string Discord shows for these groups: names under ``NAME``."""
    for group in groups:
        yield NAME, group.name
        yield None, group.description
        for command in group.walk_commands():
            yield NAME, command.name
            yield None, command.description
            if isinstance(command, app_commands.Command):
                for parameter in command.parameters:
                    yield NAME, parameter.display_name
                    yield None, str(parameter.description)
                    for choice in parameter.choices:
                        if choice.name not in _ENDONYMS:
                            yield None, choice.name


def cog_groups(modules: tuple[str, ...]) -> list[app_commands.Group]:
    """The slash groups the bot's cogs declare, made without a bot (nothing connects)."""
    groups: list[app_commands.Group] = []

    class Collect:
        async def add_cog(self, cog: Any) -> None:
            groups.append(cog.app_command)

    for name in modules:
        asyncio.run(importlib.import_module(name).setup(Collect()))
    return groups


def slash(locale: object, command: str, option: str = "", value: str = "") -> str:
    """``/group command`` (and ``option:value``) as a code span, each name as the reader's Discord
    shows it: a German player types ``/nordpol regeln``, so a message pointing there says so."""
    names = [translated(name, locale, Where.command_name) or name for name in command.split()]
    shown = "/" + " ".join(names)
    if option:
        shown += " " + (translated(option, locale, Where.parameter_name) or option) + ":" + value
    return f"`{shown}`"


def command_name(locale: object, name: str) -> str:
    """One command's (or group's) name as the reader's Discord shows it."""
    return translated(name, locale, Where.command_name) or name


def option_name(locale: object, name: str) -> str:
    """One option's name as the reader's Discord shows it."""
    return translated(name, locale, Where.parameter_name) or name
