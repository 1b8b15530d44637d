"""Fixtures shared by the Roll to the South Pole tests."""

from __future__ import annotations

from tests.south_pole.helpers import forced

__all__ = ["forced"]
