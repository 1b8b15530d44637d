"""Seeded random games logged as the store logs them: the bench's own player, shared here."""

from __future__ import annotations

from bench.replay import Logged as Played
from bench.replay import logged_game as play

__all__ = ["Played", "play"]
