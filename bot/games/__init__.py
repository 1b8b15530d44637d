"""The registry of rules engines, keyed by ``Game.key``."""

from __future__ import annotations

from bot.engine import Game
from bot.games.amundsen_scott import GAME as AMUNDSEN_SCOTT
from bot.games.north_pole import GAME as NORTH_POLE
from bot.games.pole_to_pole import GAME as POLE_TO_POLE
from bot.games.roll_in_one import GAME as ROLL_IN_ONE
from bot.games.south_pole import GAME as SOUTH_POLE

_ENGINES: tuple[Game, ...] = (SOUTH_POLE, AMUNDSEN_SCOTT, POLE_TO_POLE, NORTH_POLE, ROLL_IN_ONE)

GAMES: dict[str, Game] = {game.key: game for game in _ENGINES}
