"""Race to the North Pole board picture (key ``north-pole``): public view in, PNG bytes out.

Drawn from the public view alone (plus the display ``names`` the table may add): the 8×8 grid
in the table frame with a–h / 1–8 round it, the top board's rotation, cracks, Holes, Igloos,
face-down corner tokens, the Pole disc and its opening(s), the four camps and ships, every
pawn and the bear, the 12 facing cards beside their sides, the storm pile against the
threshold, the next storm's colour and direction, and each seat's equipment.
"""

from __future__ import annotations

from typing import Any

from renderers.draw import canvas, png

from .board import draw_board_items, draw_camps, draw_cracks, draw_disc, draw_grid, draw_legend, draw_pawns
from .cards import draw_cards
from .layout import HEIGHT, WIDTH
from .panel import draw_panel

__all__ = ["render"]


def render(view: dict[str, Any]) -> bytes:
    """The whole picture for one public view."""
    image, draw = canvas(WIDTH, HEIGHT)
    draw_grid(draw, view)
    draw_camps(draw, view)
    draw_cracks(draw, view)
    draw_board_items(draw, view)
    draw_disc(draw, view)
    draw_pawns(draw, view)
    draw_cards(draw, view)
    draw_legend(draw)
    draw_panel(draw, view)
    return png(image)
