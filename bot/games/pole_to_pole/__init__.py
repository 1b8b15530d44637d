"""Pole to Pole: race six explorers from your home pole to the opposite one (spec: pole-to-pole.md)."""

from __future__ import annotations

from .game import GAME, PoleToPole

__all__ = ["GAME", "PoleToPole"]
