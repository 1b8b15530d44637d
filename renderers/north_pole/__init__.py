"""Race to the North Pole board picture: public view in, PNG bytes out."""

from __future__ import annotations

from typing import Any

from renderers.draw import canvas, png

from .board import draw_board_items, draw_camps, draw_cracks, draw_disc, draw_grid, draw_pawns
from .layout import HEIGHT, WIDTH
from .panel import draw_cards, draw_panel


def render(view: dict[str, Any]) -> bytes:
    """Grid in the table frame, camps and ships, cards by their sides, and the side panel."""
    image, draw = canvas(WIDTH, HEIGHT)
    names = list(view.get("names") or [])
    draw_grid(draw, view)
    draw_camps(draw, view, names)
    draw_cracks(draw, view)
    draw_board_items(draw, view)
    draw_disc(draw, view)
    draw_pawns(draw, view)
    draw_cards(draw, view)
    draw_panel(draw, view)
    return png(image)


__all__ = ["render"]
