"""Roll In One: a golf dice game on a hex course built from boards (spec: rules/roll-in-one.md)."""

from __future__ import annotations

from .game import RollInOne

GAME = RollInOne()

__all__ = ["GAME", "RollInOne"]
