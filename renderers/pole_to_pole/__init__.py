"""Pole to Pole board picture: the public view in, PNG bytes out.

A 1200 × 800 picture: the map on the left (drawn over a cached base of everything that never
changes in a game), and on the right a panel a phone can read at 400 px wide: whose turn and
what they decide, the dice, what just happened, and the players by team.
"""

from __future__ import annotations

from typing import Any

from renderers.draw import Pen, png

from .board import base_picture, draw_map
from .panel import draw_panel, team_shape
from .phrases import speaks
from .style import PALETTE

__all__ = ["render"]


def _residents(view: dict[str, Any], pole: str) -> tuple[str, ...]:
    return tuple(seat["colour"] for seat in view["seats"] if seat["home"] == pole)


def render(view: dict[str, Any]) -> bytes:
    """Draw the map and the panel for a public view (plus optional display ``names``)."""
    board = view["board"]
    key = (tuple(board["columns"]), tuple(board["longitudes"]), tuple(board["latitudes"]))
    language = str(speaks(view))  # the base's words are in the picture's language too
    base = base_picture(key, _residents(view, "NP"), _residents(view, "SP"), team_shape(view), language)
    draw = Pen(base.copy(), PALETTE)
    draw_map(draw, view)
    draw_panel(draw, view)
    return png(draw.image)
