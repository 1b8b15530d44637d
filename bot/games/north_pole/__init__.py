"""Race to the North Pole (engine key ``north-pole``): a rotating ice grid, a race to the Pole."""

from __future__ import annotations

from .game import NorthPoleGame

GAME = NorthPoleGame()

__all__ = ["GAME", "NorthPoleGame"]
