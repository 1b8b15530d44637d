"""Text stamped from cached glyph masks.

Pillow lays out and rasterises a whole string on every ``draw.text``, and a picture of this
game has some forty strings, many new each time (names with clubs, rolls, scores). Each
character is rasterised once per size instead, and a string is stamped glyph by glyph at the
font's advances (no kerning pairs in this font's basic layout), which is several times cheaper.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from renderers.draw import RGB, font


@lru_cache(maxsize=2048)
def _glyph(char: str, size: int) -> tuple[Image.Image | None, int, int, float]:
    """The mask of one character, its offset from the pen on the baseline, and its advance."""
    face = font(size)
    left, top, right, bottom = (int(v) for v in face.getbbox(char, anchor="ls"))
    advance = float(face.getlength(char))
    if right <= left or bottom <= top:
        return None, 0, 0, advance  # a space
    mask = Image.new("L", (right - left, bottom - top), 0)
    ImageDraw.Draw(mask).text((-left, -top), char, font=face, fill=255, anchor="ls")
    return mask, left, top, advance


@lru_cache(maxsize=64)
def _metrics(size: int) -> tuple[int, int]:
    ascent, descent = font(size).getmetrics()
    return int(ascent), int(descent)


@lru_cache(maxsize=4096)
def text_width(text: str, size: int) -> float:
    return sum(_glyph(c, size)[3] for c in text)


def put(
    draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int, fill: RGB, anchor: str = "la"
) -> None:
    """Like ``draw.text(xy, text, font=font(size), fill=fill, anchor=anchor)`` for the anchors
    l/m/r (across) and a/m/s (down)."""
    if not text:
        return
    ascent, descent = _metrics(size)
    width = text_width(text, size)
    x = xy[0] - {"l": 0.0, "m": width / 2, "r": width}[anchor[0]]
    baseline = xy[1] + {"a": ascent, "m": (ascent - descent) / 2, "s": 0.0}[anchor[1]]
    for char in text:
        mask, left, top, advance = _glyph(char, size)
        if mask is not None:
            draw.bitmap((round(x) + left, round(baseline) + top), mask, fill=fill)
        x += advance


def centred(draw: ImageDraw.ImageDraw, centre: tuple[float, float], text: str, size: int, fill: RGB) -> None:
    put(draw, centre, text, size, fill, "mm")
