"""Roll to the South Pole picture: ``render(public_view) -> PNG bytes``.

Only the public view comes in (plus the table's optional ``names``), so no secret can
reach the picture; face-down tiles show their back colour and flag-tile mark only.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from PIL import Image

from bot.i18n import ENGLISH, Locale
from renderers.draw import Pen, png

from . import board, panel
from .layout import HEIGHT, PALETTE, SEA, WIDTH


@lru_cache(maxsize=4)
def base(loc: Locale = ENGLISH) -> Image.Image:
    """Everything that is the same in every picture of a language: drawn once, copied per picture."""
    image, draw = PALETTE.canvas(WIDTH, HEIGHT, SEA)
    board.draw_static(draw, loc)
    panel.draw_static(draw, loc)
    board.warm_up()
    return image


def forget() -> None:
    """Drop every cached picture part (tests use it to draw from scratch)."""
    base.cache_clear()
    board.forget()
    panel.forget()


def player_names(view: dict[str, Any]) -> list[str]:
    given = list(view.get("names") or [])
    return [given[i] if i < len(given) and given[i] else f"Player {i + 1}" for i in range(len(view["players"]))]


def player_marks(names: Sequence[str]) -> list[str]:
    """What a player's tent and flags show: their initial, or 1-5 when initials repeat."""
    initials = [name.strip()[:1].upper() for name in names]
    if all(initials) and len(set(initials)) == len(initials):
        return initials
    return [str(i + 1) for i in range(len(names))]


def render(view: dict[str, Any]) -> bytes:
    names = player_names(view)
    marks = player_marks(names)
    loc = panel.speaks(view)
    draw = Pen(board.board_layer(base(loc), view, marks, loc), PALETTE)
    board.draw_pieces(draw, view, marks)
    panel.draw_panel(draw, view, names, marks)
    return png(draw.image)


__all__ = ["forget", "render"]
