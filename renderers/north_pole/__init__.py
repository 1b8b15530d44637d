"""Race to the North Pole board picture (key ``north-pole``): public view in, PNG bytes out.

Drawn from the public view alone (plus the display ``names`` the table may add). Left: the 8×8
grid with a–h / 1–8 round it, camps (their squares named) and ships, cracks, the Pole disc and
its gates, Holes, Igloos, face-down tokens, every pawn and the bear, and the last turn's moves
as arrows. Right: whose turn and what they decide, what the last turn did, the storm pile and
the next storm, and each player (or team) with progress, facing cards and equipment.

The ice, its coordinates and cracks are drawn once per crack layout (both with the first
picture) and copied; the deck's cards are drawn once per size and pasted, labels are stamped
from cached sprites; the picture is drawn on the game's fixed palette and saved as it is.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image

from bot.games.north_pole.board import crack_list
from renderers.draw import Pen, png

from .board import (
    draw_board_items,
    draw_camps,
    draw_gates,
    draw_pawns,
    draw_recent,
    draw_ship_counts,
    draw_static_board,
    draw_turn_marks,
)
from .layout import HEIGHT, PALETTE, PANEL, PANEL_EDGE, PANEL_RIGHT, PANEL_X, WIDTH
from .panel import draw_panel

__all__ = ["PALETTE", "render", "render_image"]


@lru_cache(maxsize=2)
def base(cracks: tuple[str, ...]) -> Image.Image:
    """The ice, coordinates, cracks and the panel's frame: one of two crack layouts (a half turn
    leaves the cracks as they were), drawn once and copied for every picture of every game."""
    image, draw = PALETTE.canvas(WIDTH, HEIGHT)
    draw_static_board(draw, cracks)
    draw.rounded_rectangle((PANEL_X - 6, 8, PANEL_RIGHT + 2, HEIGHT - 8), 14, fill=PANEL, outline=PANEL_EDGE, width=2)
    return image


@lru_cache(maxsize=1)
def _both_layouts() -> None:
    """Draw both crack layouts with the first picture: a storm's quarter turn brings the other."""
    for rotation in (0, 1):
        base(tuple(crack_list(rotation)))


def render_image(view: dict[str, Any]) -> Image.Image:
    """The finished picture (on the game's palette), before encoding."""
    _both_layouts()
    draw = Pen(base(tuple(view["cracks"])).copy(), PALETTE)
    draw_camps(draw, view)
    draw_gates(draw, view["gates"])
    draw_turn_marks(draw, view)
    draw_ship_counts(draw, view)
    draw_board_items(draw, view)
    draw_recent(draw, view, rings=False)
    draw_pawns(draw, view)
    draw_recent(draw, view, rings=True)
    draw_panel(draw, view)
    return draw.image


def render(view: dict[str, Any]) -> bytes:
    """The whole picture for one public view."""
    return png(render_image(view))
