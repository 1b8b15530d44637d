"""Text stamped from cached masks: a label is rasterised once per size, then pasted.

Rasterising glyphs is most of a picture's drawing time, and most labels (names, coordinates,
card words, phase words) repeat from picture to picture.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from renderers.draw import RGB, font


@lru_cache(maxsize=2048)
def _mask(text: str, size: int, anchor: str) -> tuple[Image.Image, int, int]:
    face = font(size)
    left, top, right, bottom = (int(v) for v in face.getbbox(text, anchor=anchor))
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, font=face, fill=255, anchor=anchor)
    return mask, left, top


def put(image: Image.Image, xy: tuple[float, float], text: str, size: int, fill: RGB, anchor: str = "la") -> None:
    """``text`` at ``xy`` like ``ImageDraw.text`` with Pillow's bundled font at ``size``."""
    mask, left, top = _mask(text, size, anchor)
    image.paste(fill, (round(xy[0]) + left, round(xy[1]) + top), mask)


@lru_cache(maxsize=4096)
def width(text: str, size: int) -> float:
    return font(size).getlength(text)
