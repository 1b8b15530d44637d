"""Roll to the South Pole picture: ``render(public_view) -> PNG bytes``.

Only the public view comes in (plus the table's optional ``names``), so no secret can
reach the picture; face-down tiles show their back colour and flag-tile mark only.
"""

from __future__ import annotations

from typing import Any

from renderers.draw import canvas, png

from .board import draw_board
from .layout import HEIGHT, SEA, WIDTH
from .panel import draw_panel

SEAT_LETTERS = "ABCDE"


def render(view: dict[str, Any]) -> bytes:
    count = len(view["players"])
    given = list(view.get("names") or [])
    names = [given[i] if i < len(given) and given[i] else f"Seat {i + 1}" for i in range(count)]
    letters = [SEAT_LETTERS[i] for i in range(count)]
    image, draw = canvas(WIDTH, HEIGHT, SEA)
    draw_board(draw, view, letters)
    draw_panel(draw, view, names, letters, HEIGHT)
    return png(image)


__all__ = ["render"]
