"""Pole to Pole's look: layout sizes, the fixed palette, and the piece shapes map and panel share.

The picture is 1200 × 800 (3:2) so a phone's 400 px chat column shows it at a third: the
panel's words are drawn at 26–40 px to stay readable there, the map keeps full detail when
opened. Seat colours are Okabe-Ito hues and every colour also has its own shape (Blue circle,
Yellow square, Green diamond, Purple hexagon), so no piece is told apart by colour alone.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from renderers import text
from renderers.draw import BACKGROUND, INK, MUTED, RGB, WHITE, Palette, Pen

WIDTH = 1200
HEIGHT = 800

# the map, left
ROW_LABEL_W = 58  # row numbers and latitudes
WRAP_BAR = 8
CELL_W = 54
CELL_H = 56
COLUMNS = 12
ROWS = 11
GRID_LEFT = ROW_LABEL_W + WRAP_BAR
GRID_RIGHT = GRID_LEFT + COLUMNS * CELL_W
LABELS_TOP = 6
POLE_H = 52
MAP_TOP = 52  # the North Pole band starts here, under the column labels
GRID_TOP = MAP_TOP + POLE_H
GRID_BOTTOM = GRID_TOP + ROWS * CELL_H
MAP_BOTTOM = GRID_BOTTOM + POLE_H
# the panel, right
PANEL_LEFT = GRID_RIGHT + WRAP_BAR + 24
PANEL_RIGHT = WIDTH - 12

SEA: RGB = (214, 233, 245)
SEA_ALT: RGB = (200, 224, 240)
ICE: RGB = (248, 251, 253)
GRID_LINE: RGB = (150, 178, 198)
EQUATOR: RGB = (70, 110, 140)
GOAL_RED: RGB = (200, 30, 30)
WRAP_RED: RGB = (214, 60, 40)
WRAP_ORANGE: RGB = (245, 160, 40)
PANEL: RGB = (255, 255, 255)
PANEL_EDGE: RGB = (190, 200, 210)
SOFT: RGB = (96, 104, 114)
CLOSED_HATCH: RGB = (90, 100, 115)
FADED: RGB = (225, 228, 232)

SEAT_RGB: dict[str, RGB] = {
    "Blue": (0, 114, 178),
    "Yellow": (240, 228, 66),
    "Green": (0, 158, 115),
    "Purple": (204, 121, 167),
}
FACE_RGB: dict[str, RGB] = {**SEAT_RGB, "White": WHITE}

PALETTE = Palette(
    BACKGROUND, INK, MUTED, WHITE, SEA, SEA_ALT, ICE, GRID_LINE, EQUATOR, GOAL_RED, WRAP_RED, WRAP_ORANGE,
    PANEL, PANEL_EDGE, SOFT, CLOSED_HATCH, FADED, *SEAT_RGB.values(),
)  # fmt: skip

POLE_NAMES = {"NP": "North Pole", "SP": "South Pole"}


def names_of(view: dict[str, Any]) -> list[str]:
    """Display names from the table, or the seat's colour when a view comes without them."""
    given = view.get("names") or []
    return [given[s] if s < len(given) else f"{view['seats'][s]['colour']}" for s in range(view["players"])]


def shown_turns(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The turns whose moves the picture shows: the last turn and this one; at the end, the final turn."""
    now, last = view.get("this_turn"), view.get("last_turn")
    turns = [now] if view.get("outcome") else [last, now]
    return [turn for turn in turns if turn]


# The words are drawn by the shared text module; these are its names here.
label = text.put
centred = text.centred
text_width = text.width
wrap = text.wrap


def fit(words: str, size: int, width: float) -> str:
    """``words`` cut with an ellipsis-like dot so it fits ``width`` pixels at ``size``."""
    return text.shorten(words, size, width, ".")


Painter = Callable[..., None]


@lru_cache(maxsize=512)
def _sprite(painter: Painter, half: int, args: tuple[Any, ...]) -> tuple[Image.Image, Image.Image]:
    """What ``painter`` draws around the centre of a square, drawn once per arguments: the
    palette sprite and the mask of the pixels drawn (shapes are not anti-aliased)."""
    sprite = Image.new("RGBA", (2 * half, 2 * half), (0, 0, 0, 0))
    painter(ImageDraw.Draw(sprite), (half, half), *args)
    return PALETTE.apply(sprite.convert("RGB")), sprite.getchannel("A")


def stamp(draw: Pen, centre: tuple[float, float], painter: Painter, half: int, *args: Any) -> None:
    """Paste a cached drawing centred on ``centre``: pieces, tokens and dice recur in every picture."""
    sprite, mask = _sprite(painter, half, args)
    draw.paste(sprite, (round(centre[0]) - half, round(centre[1]) - half), mask)


def paint_shape(
    draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: float, colour: str, width: int
) -> None:
    x, y = centre
    fill = SEAT_RGB[colour]
    r = radius
    if colour == "Blue":
        draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=INK, width=width)
    elif colour == "Yellow":
        s = r * 0.9
        draw.rectangle((x - s, y - s, x + s, y + s), fill=fill, outline=INK, width=width)
    elif colour == "Green":
        s = r * 1.15
        draw.polygon([(x, y - s), (x + s, y), (x, y + s), (x - s, y)], fill=fill, outline=INK, width=width)
    else:
        points = [(x + r * math.cos(math.radians(60 * i)), y + r * math.sin(math.radians(60 * i))) for i in range(6)]
        draw.polygon(points, fill=fill, outline=INK, width=width)


def shape(draw: Pen, centre: tuple[float, float], radius: float, colour: str, width: int = 2) -> None:
    """A colour's own shape, filled: Blue circle, Yellow square, Green diamond, Purple hexagon."""
    stamp(draw, centre, paint_shape, int(radius * 1.2) + width + 2, radius, colour, width)


def _paint_piece(
    draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: float, colour: str, sheltered: bool
) -> None:
    x, y = centre
    if sheltered:
        ring = radius + 6
        draw.ellipse((x - ring, y - ring, x + ring, y + ring), fill=WHITE, outline=INK, width=3)
    paint_shape(draw, centre, radius, colour, 2)


def piece(
    draw: Pen, centre: tuple[float, float], radius: float, colour: str, sheltered: bool = False
) -> None:
    """One explorer; a sheltered one stands in a white ring with a black edge."""
    stamp(draw, centre, _paint_piece, int(radius * 1.2) + 10, radius, colour, sheltered)


def badge(draw: Pen, centre: tuple[float, float], count: int, size: int = 16) -> None:
    """A small white disc with a stack count."""
    x, y = centre
    r = size * 0.62
    draw.ellipse((x - r, y - r, x + r, y + r), fill=WHITE, outline=INK, width=2)
    centred(draw, centre, str(count), size, fill=INK)


def _paint_goal(draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: float, present: bool) -> None:
    x, y = centre
    box = (x - radius, y - radius, x + radius, y + radius)
    if present:
        draw.ellipse(box, fill=GOAL_RED, outline=INK, width=2)
        inner = radius * 0.4
        draw.ellipse((x - inner, y - inner, x + inner, y + inner), fill=WHITE)
    else:
        for start in range(0, 360, 45):
            draw.arc(box, start, start + 25, fill=SOFT, width=2)


def goal_token(draw: Pen, centre: tuple[float, float], radius: float, present: bool) -> None:
    """The red goal token, or a faint dashed ring where one was taken."""
    stamp(draw, centre, _paint_goal, int(radius) + 3, radius, present)
