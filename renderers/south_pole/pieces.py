"""Small pictures: requirement chips, dice, tents, flags, camp sites, the explorer pawn."""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from renderers import text
from renderers.draw import INK, RGB, WHITE, Pen, readable_on

from .layout import CAMP, COLOUR_NAMES, EXPLORER, PALETTE, TERRAIN, TERRAIN_INK

Point = tuple[float, float]


def outlined(draw: Pen, points: list[Point], fill: RGB | None, outline: RGB, width: int) -> None:
    """A convex polygon with a thick outline, drawn inward.

    Pillow draws a thick polygon outline through a mask as big as the whole picture (~1 ms
    each); this fills the shape in the outline colour and the inset shape in the fill."""
    if fill is None:
        draw.line([*points, points[0]], fill=outline, width=width, joint="curve")
        return
    draw.polygon(points, fill=outline)
    draw.polygon(inset(points, width), fill=fill)


def inset(points: list[Point], by: float) -> list[Point]:
    """The convex polygon shrunk towards its centre so its sides move in by about ``by``."""
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    inner = min(_distance_to_line((cx, cy), a, b) for a, b in zip(points, [*points[1:], points[0]], strict=True))
    scale = max(0.0, (inner - by) / inner) if inner > 0 else 0.0
    return [(cx + (x - cx) * scale, cy + (y - cy) * scale) for x, y in points]


def _distance_to_line(p: Point, a: Point, b: Point) -> float:
    length = math.hypot(b[0] - a[0], b[1] - a[1])
    if length == 0:
        return math.hypot(p[0] - a[0], p[1] - a[1])
    return abs((b[0] - a[0]) * (a[1] - p[1]) - (a[0] - p[0]) * (b[1] - a[1])) / length


def chip(draw: Pen, at: Point, colour: str, need: int, size: int) -> float:
    """A requirement on the board: a square of the terrain colour with the number on it."""
    x, y = at
    half = size * 0.62
    draw.rounded_rectangle((x - half, y - half, x + half, y + half), radius=5, fill=TERRAIN[colour], outline=INK,
                           width=2)  # fmt: skip
    text.put(draw, (x, y + 1), str(need), size, TERRAIN_INK[colour], anchor="mm")
    return 2 * half


def chips_row(draw: Pen, centre: Point, requirement: dict[str, int], size: int) -> None:
    side, gap = size * 1.24, 5
    x = centre[0] - (side * len(requirement) + gap * (len(requirement) - 1)) / 2 + side / 2
    for colour, need in requirement.items():
        chip(draw, (x, centre[1]), colour, need, size)
        x += side + gap


def word_chip(draw: Pen, at: Point, colour: str, words: str, size: int) -> float:
    """A panel chip: a coloured square, then words ("4 black"); returns its width."""
    x, y = at
    side = size * 1.05
    draw.rounded_rectangle((x, y - side / 2, x + side, y + side / 2), radius=6, fill=TERRAIN[colour], outline=INK,
                           width=3)  # fmt: skip
    written = text.put(draw, (x + side + 10, y), words, size, INK, anchor="lm")
    return side + 10 + written


def colour_words(colour: str, number: int) -> str:
    return f"{number} {COLOUR_NAMES[colour]}"


def tent(draw: Pen, centre: Point, colour: RGB, mark: str, size: float) -> None:
    """A triangle with the player's mark: shape plus mark, not colour alone."""
    x, y = centre
    points = [(x, y - size), (x + size * 1.05, y + size * 0.75), (x - size * 1.05, y + size * 0.75)]
    outlined(draw, points, colour, INK, 2)
    text.put(draw, (x, y + size * 0.25), mark, int(size * 0.95), readable_on(colour), anchor="mm")


def camp_site(draw: Pen, centre: Point, marker: bool, size: float) -> None:
    """A hollow tent outline; a placed camp marker sits on a round wooden disc."""
    x, y = centre
    if marker:
        r = size * 1.25
        draw.ellipse((x - r, y - r, x + r, y + r), fill=CAMP, outline=INK, width=2)
    line = WHITE if marker else CAMP
    points = [(x, y - size * 0.8), (x + size, y + size * 0.65), (x - size, y + size * 0.65)]
    outlined(draw, points, None, line, 3)
    draw.line((x, y - size * 0.1, x, y + size * 0.65), fill=line, width=2)


def flag(draw: Pen, centre: Point, colour: RGB, mark: str | None, size: float) -> None:
    """A pole with a pennant; a planted flag carries its owner's colour and mark."""
    x, y = centre
    draw.line((x - size * 0.6, y - size, x - size * 0.6, y + size * 0.9), fill=INK, width=3)
    pennant = [(x - size * 0.6, y - size), (x + size, y - size * 0.3), (x - size * 0.6, y + size * 0.4)]
    outlined(draw, pennant, colour, INK, 2)
    if mark:
        text.put(draw, (x - size * 0.05, y - size * 0.3), mark, int(size * 0.9), readable_on(colour), anchor="mm")


def pawn(draw: Pen, centre: Point, size: float) -> None:
    """The shared explorer: a dark pawn with a white rim, unlike any seat piece."""
    x, y = centre
    body = [(x - size * 0.75, y + size), (x + size * 0.75, y + size), (x + size * 0.3, y - size * 0.1),
            (x - size * 0.3, y - size * 0.1)]  # fmt: skip
    outlined(draw, body, EXPLORER, WHITE, 2)
    r = size * 0.45
    draw.ellipse((x - r, y - size * 0.75 - r, x + r, y - size * 0.75 + r), fill=EXPLORER, outline=WHITE, width=2)


_PIPS = {0: [], 1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)]}


def die(draw: Pen, centre: Point, colour: str, face: int | None, size: int) -> None:
    """A die in its own colour with pips (a blank shows a ring); before the roll it shows "?"."""
    sprite, mask = die_sprite(colour, face, size)
    draw.paste(sprite, (centre[0] - size / 2, centre[1] - size / 2), mask)


@lru_cache(maxsize=64)
def die_sprite(colour: str, face: int | None, size: int) -> tuple[Image.Image, Image.Image]:
    image, draw = PALETTE.canvas(size + 1, size + 1, TERRAIN[colour])
    x = y = size / 2
    ink = TERRAIN_INK[colour]
    box = (0, 0, size, size)
    draw.rounded_rectangle(box, radius=size // 6, fill=TERRAIN[colour], outline=INK, width=4)
    if face is None:
        text.put(draw, (x, y), "?", int(size * 0.55), ink, anchor="mm")
    elif face == 0:
        r = size * 0.16
        draw.ellipse((x - r, y - r, x + r, y + r), outline=ink, width=3)
    else:
        step, r = size * 0.27, size * 0.1
        for dx, dy in _PIPS[face]:
            px, py = x + dx * step, y + dy * step
            draw.ellipse((px - r, py - r, px + r, py + r), fill=ink)
    mask = Image.new("L", (size + 1, size + 1), 0)
    ImageDraw.Draw(mask).rounded_rectangle(box, radius=size // 6, fill=255)
    return image, mask
