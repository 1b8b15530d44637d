"""Drawing helpers every board picture shares: fonts, the seat palette, hexes, PNG output."""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

RGB = tuple[int, int, int]
Font = ImageFont.FreeTypeFont

BACKGROUND: RGB = (236, 242, 247)
INK: RGB = (28, 32, 38)
MUTED: RGB = (110, 118, 128)
WHITE: RGB = (255, 255, 255)

# Okabe–Ito hues: distinguishable with the common colour-vision deficiencies. Pieces also
# carry their seat's letter, so colour is never the only cue.
SEAT_COLOURS: tuple[RGB, ...] = (
    (213, 94, 0),  # vermilion
    (240, 228, 66),  # yellow
    (0, 158, 115),  # bluish green
    (204, 121, 167),  # reddish purple
    (230, 159, 0),  # orange
)


@lru_cache(maxsize=32)
def font(size: int) -> Font:
    """Pillow's bundled scalable font: the same glyphs on every machine, no font files."""
    loaded = ImageFont.load_default(size=size)
    assert isinstance(loaded, ImageFont.FreeTypeFont)
    return loaded


def canvas(width: int, height: int, colour: RGB = BACKGROUND) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGB", (width, height), colour)
    return image, ImageDraw.Draw(image)


def png(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=False, compress_level=6)
    return out.getvalue()


def text_centered(
    draw: ImageDraw.ImageDraw,
    centre: tuple[float, float],
    text: str,
    size: int,
    fill: RGB = INK,
    stroke: RGB | None = None,
) -> None:
    draw.text(
        centre,
        text,
        font=font(size),
        fill=fill,
        anchor="mm",
        stroke_width=2 if stroke else 0,
        stroke_fill=stroke,
    )


def readable_on(colour: RGB) -> RGB:
    """Black or white, whichever reads better on ``colour``."""
    r, g, b = colour
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else WHITE


def hex_center(q: float, r: float, size: float) -> tuple[float, float]:
    """Centre of axial hex (q, r), pointy-top, before any offset."""
    return size * math.sqrt(3) * (q + r / 2), 1.5 * size * r


def hex_corners(cx: float, cy: float, size: float) -> list[tuple[float, float]]:
    return [
        (cx + size * math.cos(math.radians(60 * i - 30)), cy + size * math.sin(math.radians(60 * i - 30)))
        for i in range(6)
    ]


def token(
    draw: ImageDraw.ImageDraw,
    centre: tuple[float, float],
    radius: float,
    colour: RGB,
    letter: str,
    outline: RGB = INK,
) -> None:
    """A round piece with a letter on it: colour plus a second cue."""
    x, y = centre
    draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=colour, outline=outline, width=2)
    text_centered(draw, centre, letter, max(10, int(radius * 1.2)), fill=readable_on(colour))


def wrap(text: str, size: int, width: int) -> list[str]:
    """Greedy word wrap of ``text`` to lines no wider than ``width`` pixels."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        trial = f"{current} {word}".strip()
        if font(size).getlength(trial) <= width or not current:
            current = trial
        else:
            lines.append(current)
            current = word
    if current:
        lines.append(current)
    return lines


def seat_colour(seat: int, palette: Sequence[RGB] = SEAT_COLOURS) -> RGB:
    return palette[seat % len(palette)]
