"""Text drawn from cached glyph masks.

Pillow lays out and rasterises a string on every ``draw.text``; in this picture most strings
(names, headings, numbers) repeat from picture to picture, so each is rasterised once and
then stamped in its colour, which is several times cheaper.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from renderers.draw import RGB, font


@lru_cache(maxsize=4096)
def _mask(text: str, size: int, anchor: str) -> tuple[Image.Image, int, int]:
    face = font(size)
    left, top, right, bottom = (int(v) for v in face.getbbox(text, anchor=anchor))
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, font=face, fill=255, anchor=anchor)
    return mask, left, top


def put(
    draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int, fill: RGB, anchor: str = "la"
) -> None:
    """``draw.text(xy, text, font=font(size), fill=fill, anchor=anchor)``, from a cached mask."""
    if not text:
        return
    mask, left, top = _mask(text, size, anchor)
    draw.bitmap((round(xy[0]) + left, round(xy[1]) + top), mask, fill=fill)


def centred(draw: ImageDraw.ImageDraw, centre: tuple[float, float], text: str, size: int, fill: RGB) -> None:
    put(draw, centre, text, size, fill, "mm")
