"""Roll to the South Pole (spec shared/rules/south-pole.md): race a shared explorer across
Antarctica with six dice a turn, and plant all your flags first."""

from __future__ import annotations

from .game import GAME, SouthPoleGame

__all__ = ["GAME", "SouthPoleGame"]
