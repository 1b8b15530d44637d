"""Small drawn symbols (the bundled font has no ▲ ↻ • ✓ glyphs): terrain marks, die faces,
flags, penalty tokens and seat balls."""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from renderers.draw import INK, RGB, WHITE, Palette, Pen, readable_on
from renderers.text import centred, put
from renderers.text import width as text_width

Point = tuple[float, float]

WATER_LINE: RGB = (235, 246, 255)
TREE: RGB = (30, 95, 45)
TRUNK: RGB = (95, 65, 35)
SAND_DOT: RGB = (190, 160, 95)
STRIPE: RGB = (150, 210, 120)
TUFT: RGB = (130, 170, 95)
FLAG: RGB = (213, 94, 0)
PENALTY: RGB = (200, 40, 40)


def waves(draw: Pen, cx: float, cy: float, s: float) -> None:
    """Two wavy lines: water reads as water without colour."""
    for dy in (-0.22 * s, 0.2 * s):
        points = [(cx - 0.5 * s + i * s / 12, cy + dy + 0.09 * s * math.sin(i * math.pi / 3)) for i in range(13)]
        draw.line(points, fill=WATER_LINE, width=max(2, int(s / 12)))


def sand_dots(draw: Pen, cx: float, cy: float, s: float) -> None:
    r = max(1.5, s / 18)
    for i, (dx, dy) in enumerate(
        ((-0.35, -0.2), (0.0, -0.35), (0.35, -0.2), (-0.2, 0.12), (0.2, 0.12), (0.0, 0.4), (-0.42, 0.3), (0.42, 0.3))
    ):
        x, y = cx + dx * s, cy + dy * s
        draw.ellipse((x - r, y - r, x + r, y + r), fill=SAND_DOT if i % 2 == 0 else (205, 178, 112))


def fairway_stripes(draw: Pen, cx: float, cy: float, s: float) -> None:
    """Mowing stripes: three short diagonal bands."""
    w = max(3, int(s / 6))
    for k in (-1, 0, 1):
        off = k * 0.36 * s
        draw.line((cx - 0.32 * s + off, cy + 0.38 * s, cx + 0.1 * s + off, cy - 0.38 * s), fill=STRIPE, width=w)


def tufts(draw: Pen, cx: float, cy: float, s: float) -> None:
    w = max(1, int(s / 16))
    for dx, dy in ((-0.3, 0.15), (0.28, -0.2), (0.05, 0.38)):
        x, y = cx + dx * s, cy + dy * s
        draw.line((x - 0.08 * s, y - 0.12 * s, x, y), fill=TUFT, width=w)
        draw.line((x + 0.08 * s, y - 0.12 * s, x, y), fill=TUFT, width=w)


def tree(draw: Pen, cx: float, cy: float, s: float) -> None:
    """A conifer: a triangle canopy over a trunk."""
    draw.rectangle((cx - 0.06 * s, cy + 0.2 * s, cx + 0.06 * s, cy + 0.45 * s), fill=TRUNK)
    draw.polygon([(cx, cy - 0.55 * s), (cx - 0.38 * s, cy + 0.05 * s), (cx + 0.38 * s, cy + 0.05 * s)], fill=TREE)
    draw.polygon([(cx, cy - 0.3 * s), (cx - 0.45 * s, cy + 0.3 * s), (cx + 0.45 * s, cy + 0.3 * s)], fill=TREE)


def tee_peg(draw: Pen, cx: float, cy: float, s: float, label: str = "TEE") -> None:
    draw.polygon(
        [
            (cx - 0.32 * s, cy - 0.2 * s),
            (cx + 0.32 * s, cy - 0.2 * s),
            (cx + 0.07 * s, cy + 0.05 * s),
            (cx - 0.07 * s, cy + 0.05 * s),
        ],
        fill=WHITE,
        outline=INK,
    )
    draw.rectangle((cx - 0.06 * s, cy + 0.05 * s, cx + 0.06 * s, cy + 0.45 * s), fill=WHITE, outline=INK)
    size = max(12, int(s * 0.4))
    while size > 10 and text_width(label, size) > 1.6 * s:  # a longer word for the tee (發球台)
        size -= 1
    centred(draw, (cx, cy - 0.45 * s), label, size, INK, stroke=WHITE)


def green_token(draw: Pen, cx: float, cy: float, s: float, number: int | None) -> None:
    """The green: a bright disc with a hole and a flag on a pin (numbered when there are 3)."""
    r = 0.8 * s
    draw.ellipse((cx - r, cy - r * 0.85, cx + r, cy + r * 0.85), fill=(120, 220, 110), outline=(20, 90, 30), width=3)
    draw.ellipse((cx - 0.14 * s, cy + 0.18 * s, cx + 0.14 * s, cy + 0.32 * s), fill=INK)
    draw.line((cx, cy + 0.25 * s, cx, cy - 0.62 * s), fill=INK, width=max(2, int(s / 14)))
    draw.polygon([(cx, cy - 0.62 * s), (cx + 0.5 * s, cy - 0.45 * s), (cx, cy - 0.28 * s)], fill=FLAG, outline=INK)
    if number is not None:
        r = max(10.0, 0.36 * s)
        bx, by = cx - 0.55 * s, cy + 0.45 * s
        draw.ellipse((bx - r, by - r, bx + r, by + r), fill=WHITE, outline=INK, width=2)
        centred(draw, (bx, by), str(number), max(14, int(r * 1.3)), INK)


def ball(draw: Pen, centre: Point, r: float, colour: RGB, letter: str, active: bool) -> None:
    """A golf ball in the seat colour with the seat letter; the active ball has a white halo.
    Centred on a whole pixel, so each look is drawn once and stamped."""
    sprite, drawn = _ball(draw.palette, r, colour, letter, active)
    half = sprite.width // 2
    draw.paste(sprite, (round(centre[0]) - half, round(centre[1]) - half), drawn)


@lru_cache(maxsize=128)
def _ball(palette: Palette, r: float, colour: RGB, letter: str, active: bool) -> tuple[Image.Image, Image.Image]:
    """The ball on a square patch, and its round footprint (the letter lies on the ball)."""
    half = math.ceil(r) + 7
    sprite, draw = palette.canvas(2 * half + 1, 2 * half + 1, WHITE)
    footprint = Image.new("L", sprite.size, 0)
    shape = ImageDraw.Draw(footprint)
    x = y = half
    for rim, fill, width in ((r + 5, WHITE, 2), (r, colour, 3)) if active else ((r, colour, 3),):
        box = (x - rim, y - rim, x + rim, y + rim)
        draw.ellipse(box, fill=fill, outline=INK, width=width)
        shape.ellipse(box, fill=255)
        shape.ellipse(box, outline=255, width=width)  # as the rim (one call would skip it)
    centred(draw, (x, y + 1), letter, max(12, int(r * 1.25)), readable_on(colour))
    return sprite, footprint


def penalty_chips(draw: Pen, x: float, y: float, count: int, size: int = 16) -> float:
    """Up to five red square tokens then "+n"; returns the x after them."""
    for i in range(min(count, 5)):
        left = x + i * (size + 3)
        draw.rectangle((left, y, left + size, y + size), fill=PENALTY, outline=INK)
    end = x + min(count, 5) * (size + 3)
    if count > 5:
        put(draw, (end + 2, y + size / 2), f"+{count - 5}", size + 2, PENALTY, "lm")
        end += 34
    return end


# --- die faces -------------------------------------------------------------------------

FACE_FILL: dict[str, RGB] = {
    "beat": (255, 255, 255),
    "fly": (255, 255, 255),
    "curve": (255, 255, 255),
    "dotted": (255, 255, 255),
    "fail": (255, 224, 214),
    "trees": (255, 224, 214),
    "sand": (240, 222, 170),
    "pending": (255, 246, 200),
    "cancelled": (215, 218, 222),
}


def die_face(draw: Pen, left: float, top: float, side: int, face: str, note: str) -> None:
    """A rounded die chip showing the face; failures get a red corner bar, cancels a strike.
    Each face, mark and size is drawn once and stamped."""
    sprite, drawn = _die_face(draw.palette, side, face, note)
    draw.paste(sprite, (left, top), drawn)


@lru_cache(maxsize=256)
def _die_face(palette: Palette, side: int, face: str, note: str) -> tuple[Image.Image, Image.Image]:
    """The chip on a square patch, and its rounded footprint (every mark lies on the chip)."""
    sprite, draw = palette.canvas(side + 1, side + 1, WHITE)
    _paint_die_face(draw, 0, 0, side, face, note)
    return sprite, _chip_footprint(side, 4 if note == "pending" else 2)


@lru_cache(maxsize=8)
def _chip_footprint(side: int, width: int) -> Image.Image:
    footprint = Image.new("L", (side + 1, side + 1), 0)
    shape = ImageDraw.Draw(footprint)
    shape.rounded_rectangle((0, 0, side, side), radius=side / 6, fill=255)
    shape.rounded_rectangle((0, 0, side, side), radius=side / 6, outline=255, width=width)  # as the chip's edge
    return footprint


def _paint_die_face(draw: Pen, left: float, top: float, side: float, face: str, note: str) -> None:
    fill = FACE_FILL.get(note, WHITE)
    outline = (200, 40, 40) if note in ("fail", "trees") else INK
    dash = note == "pending"
    draw.rounded_rectangle(
        (left, top, left + side, top + side), radius=side / 6, fill=fill, outline=outline, width=4 if dash else 2
    )
    cx, cy = left + side / 2, top + side / 2
    ink = (120, 124, 130) if note == "cancelled" else INK
    if face.isdigit():
        centred(draw, (cx, cy), face, int(side * 0.55), ink)
    elif face == "T":
        draw.polygon(
            [(cx, top + side * 0.2), (left + side * 0.18, top + side * 0.78), (left + side * 0.82, top + side * 0.78)],
            fill=ink,
        )
    elif face in ("C", "DC"):
        _curve(draw, cx, cy + (side * 0.08 if face == "DC" else 0), side, ink)
        if face == "DC":
            r = side * 0.09
            draw.ellipse((cx - r, top + side * 0.14 - r, cx + r, top + side * 0.14 + r), fill=ink)
    elif face.startswith("D"):
        _dots(draw, cx, cy, side, int(face[1:]), ink)
    if note == "cancelled":
        draw.line((left + 4, top + side - 4, left + side - 4, top + 4), fill=(200, 40, 40), width=3)
    if note in ("fail", "trees"):
        draw.rectangle((left + side * 0.15, top + side - 7, left + side * 0.85, top + side - 3), fill=(200, 40, 40))


def _curve(draw: Pen, cx: float, cy: float, side: float, ink: RGB) -> None:
    r = side * 0.28
    draw.arc((cx - r, cy - r, cx + r, cy + r), start=200, end=20, fill=ink, width=max(3, int(side / 10)))
    tip = (cx + r * math.cos(math.radians(20)), cy + r * math.sin(math.radians(20)))
    draw.polygon(
        [
            (tip[0] - side * 0.13, tip[1] - side * 0.02),
            (tip[0] + side * 0.1, tip[1] - side * 0.04),
            (tip[0] + side * 0.0, tip[1] + side * 0.16),
        ],
        fill=ink,
    )


def _dots(draw: Pen, cx: float, cy: float, side: float, count: int, ink: RGB) -> None:
    layouts: dict[int, list[tuple[float, float]]] = {
        1: [(0.0, 0.0)],
        2: [(-0.2, -0.2), (0.2, 0.2)],
        3: [(-0.22, -0.22), (0, 0), (0.22, 0.22)],
        4: [(-0.2, -0.2), (0.2, -0.2), (-0.2, 0.2), (0.2, 0.2)],
        5: [(-0.22, -0.22), (0.22, -0.22), (0, 0), (-0.22, 0.22), (0.22, 0.22)],
    }
    r = side * 0.08
    for dx, dy in layouts.get(count, [(0, 0)]):
        x, y = cx + dx * side, cy + dy * side
        draw.ellipse((x - r, y - r, x + r, y + r), fill=ink)
