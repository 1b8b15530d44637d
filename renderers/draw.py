"""Drawing helpers every board picture shares: fonts, the seat palette, the fixed palette a game's
pictures are drawn on (``Palette``, ``Pen``), hexes, PNG output. Text is ``renderers.text``."""

from __future__ import annotations

import io
import math
import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from pathlib import Path
from typing import cast

from PIL import Image, ImageChops, ImageDraw, ImageFont

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


# Noto Sans CJK TC, cut to Traditional Chinese's common characters (tools/cjk_font.py; SIL OFL 1.1,
# data/fonts/OFL.txt): Pillow's font has no Chinese, so each CJK character is drawn from this one.
CJK_FONT = Path(__file__).resolve().parents[1] / "data" / "fonts" / "NotoSansCJKtc-Subset.otf"
_CJK = re.compile("[\u2e80-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]")


def is_cjk(char: str) -> bool:
    """A Chinese character, CJK punctuation or a full-width form: drawn from the CJK font."""
    return _CJK.match(char) is not None


@lru_cache(maxsize=1)
def _notdef() -> tuple[tuple[int, int], bytes]:
    """What Pillow's font draws for a character it lacks (its box)."""
    mask = font(24).getmask("\U0010fffd")
    return mask.size, bytes(mask)


@lru_cache(maxsize=8192)
def lacks(char: str) -> bool:
    """Pillow's own font has no glyph for ``char`` (ü, ã, →, Ж...): it draws its box instead."""
    if char.isspace():
        return False
    mask = font(24).getmask(char)
    return (mask.size, bytes(mask)) == _notdef()


def has_cjk(text: str) -> bool:
    return _CJK.search(text) is not None


CJK_SIZE = 48  # the one size the CJK font is opened at; its glyphs are scaled to the size wanted


@lru_cache(maxsize=2)
def cjk_font(size: int = CJK_SIZE) -> Font:
    """The CJK font, opened on first use: FreeType keeps its whole file (3 MB) per size opened,
    so ``renderers.text`` opens it at ``CJK_SIZE`` only and scales what it draws."""
    return ImageFont.truetype(str(CJK_FONT), size)


def falls_back(char: str) -> bool:
    """``char`` is drawn from the CJK font (which also carries accented Latin, Greek, Cyrillic and
    arrows): a CJK character, or one Pillow's own font lacks."""
    return is_cjk(char) or lacks(char)


def canvas(width: int, height: int, colour: RGB = BACKGROUND) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """An RGB picture (games draw on their palette: ``Palette.canvas``)."""
    image = Image.new("RGB", (width, height), colour)
    return image, ImageDraw.Draw(image)


class Palette:
    """A fixed 256-colour palette for one game's pictures, and the pictures drawn on it.

    The game's own colours come first and stay exact; greys and a colour cube fill the rest,
    so anti-aliased edges land on a near colour. Being fixed, the same state gives the same
    bytes from picture to picture (pixel tests stay stable), and encoding a palette image is
    several times cheaper than RGB (see ``python -m bench``).

    Pictures are drawn straight onto the palette (``canvas`` and ``Pen``): each colour is
    mapped once to the index the quantizer gives it, so a flat shape comes out as it would
    from an RGB picture quantized at the end, without mapping 1.5 million pixels per picture.
    """

    def __init__(self, *colours: RGB) -> None:
        exact = list(dict.fromkeys((BACKGROUND, INK, MUTED, WHITE, *SEAT_COLOURS, *colours)))
        greys = [(v, v, v) for v in range(0, 256, 8)]
        cube = [(r, g, b) for r in range(0, 256, 51) for g in range(0, 256, 51) for b in range(0, 256, 51)]
        entries = list(dict.fromkeys([*exact, *greys, *cube]))[:256]
        if len(exact) > 200:
            raise ValueError("a palette keeps at most 200 exact colours")
        self.flat = bytes([channel for rgb in entries for channel in rgb]).ljust(768, b"\0")
        self.image = Image.new("P", (1, 1))
        self.image.putpalette(self.flat)
        self.colours = tuple(entries)
        self.exact = self.colours[: len(exact)]  # the game's own colours, first
        self._indices: dict[RGB, int] = {}

    def apply(self, image: Image.Image) -> Image.Image:
        """``image`` mapped onto this palette (no dithering: flat colours stay flat)."""
        return image.convert("RGB").quantize(palette=self.image, dither=Image.Dither.NONE)

    def index(self, colour: RGB) -> int:
        """The index ``apply`` maps ``colour`` to: the colour's own entry for the game's colours."""
        found = self._indices.get(colour)
        if found is None:
            if not self._indices:  # every entry at once: mapping costs a colour table per call
                strip = Image.new("RGB", (len(self.colours), 1))
                strip.putdata(self.colours)
                self._indices.update(zip(self.colours, self.apply(strip).tobytes(), strict=True))
            if colour not in self._indices:
                pixel = self.apply(Image.new("RGB", (1, 1), colour)).getpixel((0, 0))
                self._indices[colour] = cast(int, pixel)  # a palette picture's pixel is its index
            found = self._indices[colour]
        return found

    def rgb(self, index: int) -> RGB:
        """The colour of palette entry ``index``."""
        return (self.flat[3 * index], self.flat[3 * index + 1], self.flat[3 * index + 2])

    def new(self, width: int, height: int, colour: RGB = BACKGROUND) -> Image.Image:
        """A blank picture on this palette."""
        image = Image.new("P", (width, height), self.index(colour))
        image.putpalette(self.flat)
        return image

    def canvas(self, width: int, height: int, colour: RGB = BACKGROUND) -> tuple[Image.Image, Pen]:
        image = self.new(width, height, colour)
        return image, Pen(image, self)

    def sprite(self, width: int, height: int, paint: Callable[[Pen], object]) -> tuple[Image.Image, Image.Image]:
        """What ``paint`` draws on a ``width`` × ``height`` patch, and the mask of the pixels it
        drew, to paste it anywhere: painted twice on two blank colours, a pixel it drew is the
        same in both. (Anti-aliased text must lie on the painted shapes, as on a piece.)"""
        first, second = (self.new(width, height, self.colours[i]) for i in (0, 1))
        for blank in (first, second):
            paint(Pen(blank, self))
        differ = ImageChops.difference(*(Image.frombytes("L", first.size, b.tobytes()) for b in (first, second)))
        # any difference becomes 255 (doubled and scaled up, it clips), so "drawn" is where none is:
        # two plain operations instead of a lookup table built in Python each time
        return first, ImageChops.invert(ImageChops.add(differ, differ, scale=1 / 255))


Ink = RGB | None
Points = Sequence[tuple[float, float]] | Sequence[float]
Box = tuple[float, float, float, float] | Sequence[tuple[float, float]]


class Pen:
    """``ImageDraw`` for a picture on a ``Palette``: takes RGB colours like ``ImageDraw`` and
    draws their palette indices. Shapes are not anti-aliased, so they come out exactly as on
    an RGB picture mapped onto the palette afterwards; text goes through ``renderers.text``."""

    def __init__(self, image: Image.Image, palette: Palette) -> None:
        if image.mode != "P":
            raise ValueError("a Pen draws on a palette picture")
        self.image = image
        self.palette = palette
        self._draw = ImageDraw.Draw(image)

    def ink(self, colour: Ink) -> int | None:
        return None if colour is None else self.palette.index(colour)

    def rectangle(self, xy: Box, fill: Ink = None, outline: Ink = None, width: int = 1) -> None:
        self._draw.rectangle(xy, fill=self.ink(fill), outline=self.ink(outline), width=width)

    def rounded_rectangle(
        self, xy: Box, radius: float = 0, fill: Ink = None, outline: Ink = None, width: int = 1
    ) -> None:
        self._draw.rounded_rectangle(xy, radius, fill=self.ink(fill), outline=self.ink(outline), width=width)

    def ellipse(self, xy: Box, fill: Ink = None, outline: Ink = None, width: int = 1) -> None:
        self._draw.ellipse(xy, fill=self.ink(fill), outline=self.ink(outline), width=width)

    def line(self, xy: Points, fill: Ink = None, width: int = 1, joint: str | None = None) -> None:
        self._draw.line(xy, fill=self.ink(fill), width=width, joint=joint)

    def arc(self, xy: Box, start: float, end: float, fill: Ink = None, width: int = 1) -> None:
        self._draw.arc(xy, start, end, fill=self.ink(fill), width=width)

    def pieslice(
        self, xy: Box, start: float, end: float, fill: Ink = None, outline: Ink = None, width: int = 1
    ) -> None:
        self._draw.pieslice(xy, start, end, fill=self.ink(fill), outline=self.ink(outline), width=width)

    def regular_polygon(
        self, circle: tuple[float, float, float], sides: int, fill: Ink = None, outline: Ink = None
    ) -> None:
        self._draw.regular_polygon(circle, sides, fill=self.ink(fill), outline=self.ink(outline))

    def polygon(self, xy: Sequence[tuple[float, float]], fill: Ink = None, outline: Ink = None, width: int = 1) -> None:
        if width <= 1 or outline is None:
            self._draw.polygon(xy, fill=self.ink(fill), outline=self.ink(outline), width=width)
            return
        # Pillow draws a thick outline through a mask the size of the whole picture; drawn
        # in a copy of the polygon's own box it costs a few pixels instead (same pixels: the
        # shift is whole pixels).
        left = max(0, math.floor(min(x for x, _ in xy)) - width)
        top = max(0, math.floor(min(y for _, y in xy)) - width)
        right = min(self.image.width, math.ceil(max(x for x, _ in xy)) + width + 1)
        bottom = min(self.image.height, math.ceil(max(y for _, y in xy)) + width + 1)
        if right <= left or bottom <= top:
            return
        part = self.image.crop((left, top, right, bottom))
        ImageDraw.Draw(part).polygon(
            [(x - left, y - top) for x, y in xy], fill=self.ink(fill), outline=self.ink(outline), width=width
        )
        self.image.paste(part, (left, top))

    def paste(self, picture: Image.Image, xy: tuple[float, float], mask: Image.Image | None = None) -> None:
        """``picture`` (on the same palette) with its top-left corner at ``xy``."""
        self.image.paste(picture, (round(xy[0]), round(xy[1])), mask)


# Measured on a South Pole picture: level 1 of a palette image is ~10 ms and ~170 KB; level 6
# is 3× slower for 25% fewer bytes, and RGB at level 6 was ~90 ms and ~290 KB.
PNG_LEVEL = 1


def png(image: Image.Image, palette: Palette | None = None) -> bytes:
    """PNG bytes of ``image``: a picture drawn on its palette as it is, an RGB one mapped onto
    ``palette`` when given (fast, stable), else plain RGB."""
    out = io.BytesIO()
    if image.mode == "P":
        image.save(out, format="PNG", optimize=False, compress_level=PNG_LEVEL)
    elif palette is None:
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
    """Text on an RGB picture (on a palette picture, ``renderers.text`` keeps it anti-aliased)."""
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


def seat_colour(seat: int, palette: Sequence[RGB] = SEAT_COLOURS) -> RGB:
    return palette[seat % len(palette)]
