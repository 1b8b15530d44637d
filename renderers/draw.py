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


class Palette:
    """A fixed 256-colour palette for one game's pictures.

    The game's own colours come first and stay exact; greys and a colour cube fill the rest,
    so anti-aliased edges land on a near colour. Being fixed, the same state gives the same
    bytes from picture to picture (pixel tests stay stable), and encoding a palette image is
    several times cheaper than RGB (see ``python -m bench``).
    """

    def __init__(self, *colours: RGB) -> None:
        exact = list(dict.fromkeys((BACKGROUND, INK, MUTED, WHITE, *SEAT_COLOURS, *colours)))
        greys = [(v, v, v) for v in range(0, 256, 8)]
        cube = [(r, g, b) for r in range(0, 256, 51) for g in range(0, 256, 51) for b in range(0, 256, 51)]
        entries = list(dict.fromkeys([*exact, *greys, *cube]))[:256]
        if len(exact) > 200:
            raise ValueError("a palette keeps at most 200 exact colours")
        flat = [channel for rgb in entries for channel in rgb]
        self.image = Image.new("P", (1, 1))
        self.image.putpalette(flat + [0] * (768 - len(flat)))
        self.colours = tuple(entries)

    def apply(self, image: Image.Image) -> Image.Image:
        """``image`` mapped onto this palette (no dithering: flat colours stay flat)."""
        return image.convert("RGB").quantize(palette=self.image, dither=Image.Dither.NONE)


# Measured on a South Pole picture: level 1 of a palette image is ~10 ms and ~170 KB; level 6
# is 3× slower for 25% fewer bytes, and RGB at level 6 was ~90 ms and ~290 KB.
PNG_LEVEL = 1


def png(image: Image.Image, palette: Palette | None = None) -> bytes:
    """PNG bytes of ``image``: on the game's fixed palette when it has one (fast, stable)."""
    out = io.BytesIO()
    if palette is None:  # renderers not yet moved to a palette
        image.save(out, format="PNG", optimize=False, compress_level=6)
    else:
        palette.apply(image).save(out, format="PNG", optimize=False, compress_level=PNG_LEVEL)
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
