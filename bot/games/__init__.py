"""The registry of rules engines, keyed by ``Game.key``, in the catalog's order."""

from __future__ import annotations

import importlib
from typing import cast

from bot.catalog import modules
from bot.engine import Game

GAMES: dict[str, Game] = {
    key: cast(Game, importlib.import_module(module).GAME) for key, module in modules("bot.games").items()
}
