"""The registry of rules engines, keyed by ``Game.key``."""

from __future__ import annotations

from bot.engine import Game

_ENGINES: tuple[Game, ...] = ()

GAMES: dict[str, Game] = {game.key: game for game in _ENGINES}
