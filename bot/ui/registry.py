"""Every game's presenter: its cog's where it has one, else the default ``Presenter``."""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Iterable

from bot.catalog import modules
from bot.games import GAMES
from bot.ui.presenter import Presenter
from renderers import RENDERERS

GAME_COGS = tuple(modules("cogs").values())


def cog_presenters(modules: Iterable[str] = GAME_COGS) -> dict[str, Presenter]:
    """The presenter of every game whose cog exists (what players can reach in Discord)."""
    from bot.ui.cog import GameCog  # the cogs import discord.py; only load it when asked

    found: dict[str, Presenter] = {}
    for name in modules:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as missing:
            if missing.name != name:
                raise
            continue
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, GameCog) and cls is not GameCog and getattr(cls, "presenter", None):
                found[cls.key] = cls.presenter
    return found


def all_presenters() -> dict[str, Presenter]:
    presenters: dict[str, Presenter] = {key: Presenter(game, RENDERERS[key]) for key, game in GAMES.items()}
    presenters.update(cog_presenters())
    return presenters
