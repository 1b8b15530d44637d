"""Small pictures: requirement chips, dice, tents, flags, camp sites, the explorer pawn."""

from __future__ import annotations

from PIL import ImageDraw

from renderers.draw import INK, RGB, WHITE, font, readable_on, text_centered

from .layout import CAMP, EXPLORER, TERRAIN, TERRAIN_INK

Point = tuple[float, float]


def chip(draw: ImageDraw.ImageDraw, centre: Point, colour: str, need: int, size: int = 24) -> float:
    """A requirement like "K4": the terrain colour with its letter; returns the chip width."""
    text = f"{colour}{need}"
    width = font(size).getlength(text) + 14
    x, y = centre
    box = (x - width / 2, y - size * 0.62, x + width / 2, y + size * 0.62)
    draw.rounded_rectangle(box, radius=7, fill=TERRAIN[colour], outline=INK, width=2)
    text_centered(draw, (x, y + 1), text, size, fill=TERRAIN_INK[colour])
    return width


def chips_row(draw: ImageDraw.ImageDraw, centre: Point, requirement: dict[str, int], size: int = 24) -> None:
    widths = [font(size).getlength(f"{c}{n}") + 14 for c, n in requirement.items()]
    gap = 6
    x = centre[0] - (sum(widths) + gap * (len(widths) - 1)) / 2
    for (colour, need), width in zip(requirement.items(), widths, strict=True):
        chip(draw, (x + width / 2, centre[1]), colour, need, size)
        x += width + gap


def tent(draw: ImageDraw.ImageDraw, centre: Point, colour: RGB, letter: str, size: float = 20) -> None:
    """A triangle with a door line and the seat letter: shape plus letter, not colour alone."""
    x, y = centre
    points = [(x, y - size), (x + size * 1.05, y + size * 0.75), (x - size * 1.05, y + size * 0.75)]
    draw.polygon(points, fill=colour, outline=INK, width=2)
    text_centered(draw, (x, y + size * 0.2), letter, int(size * 0.95), fill=readable_on(colour))


def camp_site(draw: ImageDraw.ImageDraw, centre: Point, marker: bool, size: float = 13) -> None:
    """A hollow tent outline; a placed camp marker sits on a round wooden disc."""
    x, y = centre
    if marker:
        r = size * 1.25
        draw.ellipse((x - r, y - r, x + r, y + r), fill=CAMP, outline=INK, width=2)
    line = WHITE if marker else CAMP
    points = [(x, y - size * 0.8), (x + size, y + size * 0.65), (x - size, y + size * 0.65)]
    draw.polygon(points, outline=line, width=3)
    draw.line((x, y - size * 0.1, x, y + size * 0.65), fill=line, width=2)


def flag(draw: ImageDraw.ImageDraw, centre: Point, colour: RGB, letter: str | None, size: float = 22) -> None:
    """A pole with a pennant; a planted flag carries its owner's colour and letter."""
    x, y = centre
    draw.line((x - size * 0.6, y - size, x - size * 0.6, y + size * 0.9), fill=INK, width=3)
    pennant = [(x - size * 0.6, y - size), (x + size, y - size * 0.3), (x - size * 0.6, y + size * 0.4)]
    draw.polygon(pennant, fill=colour, outline=INK, width=2)
    if letter:
        text_centered(draw, (x - size * 0.05, y - size * 0.3), letter, int(size * 0.9), fill=readable_on(colour))


def pawn(draw: ImageDraw.ImageDraw, centre: Point, size: float = 18) -> None:
    """The shared explorer: a dark pawn with a white rim, unlike any seat piece."""
    x, y = centre
    body = [(x - size * 0.75, y + size), (x + size * 0.75, y + size), (x + size * 0.3, y - size * 0.1),
            (x - size * 0.3, y - size * 0.1)]  # fmt: skip
    draw.polygon(body, fill=EXPLORER, outline=WHITE, width=2)
    r = size * 0.45
    draw.ellipse((x - r, y - size * 0.75 - r, x + r, y - size * 0.75 + r), fill=EXPLORER, outline=WHITE, width=2)


_PIPS = {0: [], 1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)]}


def die(draw: ImageDraw.ImageDraw, centre: Point, colour: str, face: int | None, size: float = 58) -> None:
    """A die in its own colour with pips (a blank shows a ring); before the roll it shows "?"."""
    x, y = centre
    half = size / 2
    ink = TERRAIN_INK[colour]
    draw.rounded_rectangle((x - half, y - half, x + half, y + half), radius=10, fill=TERRAIN[colour],
                           outline=INK, width=3)  # fmt: skip
    if face is None:
        text_centered(draw, centre, "?", int(size * 0.55), fill=ink)
        return
    if face == 0:
        r = size * 0.16
        draw.ellipse((x - r, y - r, x + r, y + r), outline=ink, width=2)
        return
    step, r = size * 0.27, size * 0.1
    for dx, dy in _PIPS[face]:
        px, py = x + dx * step, y + dy * step
        draw.ellipse((px - r, py - r, px + r, py + r), fill=ink)
