"""Text for every picture: strings built from cached glyphs, stamped as cached palette sprites.

Rasterising text is most of a picture's drawing time (FreeType costs ~25 µs a character, per
string, every time), and anti-aliased edges are most of the colours a palette picture would
have to map. So each character is rasterised once per size and a string's coverage mask is
put together from its glyphs (the bundled font's basic layout has whole-pixel advances and no
kerning, so this is the mask Pillow would render); a string on a flat colour becomes a small
palette sprite, made once per (string, size, colours) and pasted. Over a few colours it is
blended onto each in turn; over many (text over text, labels over the map) it is drawn in RGB
over its patch alone and the patch mapped onto the palette. Every way gives the pixels an RGB
picture mapped onto the palette at the end would have (``tests/core/test_drawing.py``).

``put`` places text like ``ImageDraw.text`` with the anchors l/m/r across and a/m/s/d (or t,
the ink's top) down.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import cast

from PIL import Image, ImageChops, ImageDraw

from renderers.draw import CJK_SIZE, INK, RGB, Font, Palette, Pen, cjk_font, falls_back, font, has_cjk, is_cjk

Point = tuple[float, float]
Mask = tuple[Image.Image, int, int]  # coverage, and its top-left corner from the pen on the baseline
_SOLID = [0] + [255] * 255  # any coverage at all: the pixels a sprite owns
_FEW = 6  # colours under a text worth blending one by one (a mapping costs about as much as six)


@lru_cache(maxsize=8192)
def _advance(char: str, size: int) -> int:
    """How far a character moves the pen: what measuring needs, without rasterising it."""
    if falls_back(char):
        return round(cjk_font(CJK_SIZE).getlength(char) * size / CJK_SIZE)
    return round(font(size).getlength(char))


@lru_cache(maxsize=4096)
def _glyph(char: str, size: int) -> tuple[Image.Image | None, int, int, int]:
    """One character's ink (cropped to it), its corner from the pen on the baseline, its advance.

    A character Pillow's font lacks is drawn once by the CJK font at ``CJK_SIZE`` and scaled:
    FreeType keeps a whole copy of a font file per size opened (3 MB for the CJK one)."""
    if falls_back(char):
        big = _ink(char, cjk_font(CJK_SIZE))
        if big is None:
            return None, 0, 0, _advance(char, size)
        mask, left, top = big
        scale = size / CJK_SIZE
        wide, high = max(1, round(mask.width * scale)), max(1, round(mask.height * scale))
        small = mask.resize((wide, high), Image.Resampling.BOX)
        return small, round(left * scale), round(top * scale), _advance(char, size)
    inked = _ink(char, font(size))
    if inked is None:
        return None, 0, 0, _advance(char, size)
    return (*inked, _advance(char, size))


def _ink(char: str, face: Font) -> tuple[Image.Image, int, int] | None:
    """``char``'s ink in ``face`` (cropped to it) and its corner from the pen on the baseline."""
    left, top, right, bottom = (int(v) for v in face.getbbox(char, anchor="ls"))
    if right <= left or bottom <= top:
        return None
    # a margin round the box: a glyph's bitmap can be a pixel wider than the box Pillow measures
    left, top = left - 2, top - 2
    mask = Image.new("L", (right - left + 2, bottom - top + 2), 0)
    ImageDraw.Draw(mask).text((-left, -top), char, font=face, fill=255, anchor="ls")
    ink = mask.getbbox()
    if ink is None:
        return None  # a space
    return mask.crop(ink), left + ink[0], top + ink[1]


@lru_cache(maxsize=4096)
def width(text: str, size: int) -> int:
    """The advance of ``text`` in pixels (what ``ImageFont.getlength`` gives for this font)."""
    return sum(_advance(char, size) for char in text)


@lru_cache(maxsize=1024)
def _mask(text: str, size: int) -> Mask | None:
    """The coverage of ``text``, glyph by glyph (overlapping glyphs keep the darker pixel, as
    FreeType's renderer does)."""
    placed = []
    pen = 0
    for char in text:
        mask, left, top, advance = _glyph(char, size)
        if mask is not None:
            placed.append((mask, pen + left, top))
        pen += advance
    if not placed:
        return None
    x0 = min(x for _, x, _ in placed)
    y0 = min(y for _, _, y in placed)
    x1 = max(x + m.width for m, x, _ in placed)
    y1 = max(y + m.height for m, _, y in placed)
    out = Image.new("L", (x1 - x0, y1 - y0), 0)
    pixels = out.im  # glyph by glyph: Pillow's paste wrapper would cost more than the copy
    reach = x0  # right edge of the ink so far: a glyph left of it may overlap, the rest cannot
    for mask, x, y in placed:
        box = (x - x0, y - y0, x - x0 + mask.width, y - y0 + mask.height)
        if x < reach:
            out.paste(ImageChops.lighter(out.crop(box), mask), box)
        else:
            pixels.paste(mask.im, box)
        reach = max(reach, x + mask.width)
    return out, x0, y0


@lru_cache(maxsize=256)
def _stroked(text: str, size: int, stroke: int) -> Mask:
    """The coverage of ``text`` with an outline ``stroke`` pixels wide (rare: labels over the map)."""
    face = font(size)
    left, top, right, bottom = (int(v) for v in face.getbbox(text, anchor="ls", stroke_width=stroke))
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, font=face, fill=255, anchor="ls", stroke_width=stroke)
    return mask, left, top


@lru_cache(maxsize=64)
def _baseline(size: int, vertical: str) -> int:
    """How far below the anchor point the baseline is, for a vertical anchor that does not depend
    on the text (ascender, middle, baseline, descender)."""
    face = font(size)
    return int(face.getbbox("x", anchor="l" + vertical)[1] - face.getbbox("x", anchor="ls")[1])


def _pen(text: str, size: int, xy: Point, anchor: str, ink_top: int) -> tuple[int, int]:
    """Where the pen starts on the baseline for ``text`` at ``xy`` with ``anchor``."""
    across, down = anchor[0], anchor[1]
    advance = width(text, size)
    shift = {"l": 0, "m": (advance * 64 // 2 + 32) >> 6, "r": advance}[across]  # Pillow's rounding
    baseline = -ink_top if down == "t" else _baseline(size, down)
    return round(xy[0]) - shift, round(xy[1]) + baseline


@lru_cache(maxsize=1024)
def _tinted(text: str, size: int, stroked: bool, colour: RGB, background: RGB, palette: Palette) -> Image.Image:
    """``text`` (or its outline) in ``colour`` over a flat ``background``, as a palette picture of its
    box: every pixel is the colour over the background at some coverage, so one lookup maps it."""
    sprite = _coverage(text, size, stroked)[0].point(_ramp(colour, background, palette))
    sprite.putpalette(palette.flat)
    return sprite


def _ramp(colour: RGB, background: RGB, palette: Palette) -> bytes:
    """The palette index of ``colour`` blended over ``background`` at each coverage 0-255."""
    table = _ramps(colour, palette)
    if background not in table:
        table.update(_blends(colour, (background,), palette))
    return table[background]


@lru_cache(maxsize=64)
def _ramps(colour: RGB, palette: Palette) -> dict[RGB, bytes]:
    """``colour`` over each of the game's own colours, the backgrounds text sits on; the table
    grows as text lands on other colours.

    Mapping onto the palette costs ~0.5 ms a call however few pixels it maps (Pillow prepares
    a colour table each time), so a colour's blends are mapped together."""
    return _blends(colour, palette.exact, palette)


def _blends(colour: RGB, backgrounds: Sequence[RGB], palette: Palette) -> dict[RGB, bytes]:
    """The blends of ``colour`` over each background at each coverage, made as a paste makes
    them (one row a background), mapped onto the palette in one call."""
    blends = Image.new("RGB", (256, len(backgrounds)))
    for row, background in enumerate(backgrounds):
        blends.paste(background, (0, row, 256, row + 1))
    blends.paste(colour, (0, 0), Image.frombytes("L", blends.size, bytes(range(256)) * len(backgrounds)))
    mapped = palette.apply(blends).tobytes()
    return {background: mapped[256 * row : 256 * (row + 1)] for row, background in enumerate(backgrounds)}


@lru_cache(maxsize=512)
def _touched(text: str, size: int, stroked: bool) -> Image.Image:
    """The pixels ``text`` (or its outline) covers at all."""
    return _coverage(text, size, stroked)[0].point(_SOLID)


def _where(indices: Image.Image, index: int) -> Image.Image:
    """255 where ``indices`` (a palette patch read as grey) is ``index``, else 0: any difference,
    doubled and scaled up, clips to 255 and is inverted to 0 (plain operations, no lookup table)."""
    differ = ImageChops.difference(indices, Image.new("L", indices.size, index))
    return ImageChops.invert(ImageChops.add(differ, differ, scale=1 / 255))


def _coverage(text: str, size: int, stroked: bool) -> Mask:
    if stroked:
        return _stroked(text, size, 2)
    found = _mask(text, size)
    assert found is not None
    return found


def _box(text: str, size: int, stroked: bool, at: tuple[int, int]) -> tuple[int, int, int, int]:
    coverage, left, top = _coverage(text, size, stroked)
    return at[0] + left, at[1] + top, at[0] + left + coverage.width, at[1] + top + coverage.height


def _flat(pen: Pen, box: tuple[int, int, int, int]) -> int | None:
    """The one palette index under ``box``, if it is all one colour (and inside the picture)."""
    image = pen.image
    if box[0] < 0 or box[1] < 0 or box[2] > image.width or box[3] > image.height:
        return None
    # Pillow's own pixel store: on a patch this small its crop and paste wrappers cost three
    # times the work itself, and a picture stamps dozens of texts.
    low, high = image.im.crop(box).getextrema()  # a palette picture: the lowest and highest index
    return int(low) if low == high else None


def _layer(pen: Pen, text: str, size: int, stroked: bool, colour: RGB, at: tuple[int, int]) -> None:
    """Blend ``text`` (or its outline) in ``colour`` onto the palette picture, its pen at ``at``."""
    image, palette = pen.image, pen.palette
    box = _box(text, size, stroked, at)
    flat = _flat(pen, box)
    if flat is not None:  # the sprite is this very patch with the text on: pasted whole
        image.im.paste(_tinted(text, size, stroked, colour, palette.rgb(flat), palette).im, box)
        return
    under = image.crop(box)
    found = [index for _, index in cast(list[tuple[int, int]], under.getcolors(256) or [])]  # (count, index)
    if len(found) > _FEW:
        _mapped(pen, text, size, [(stroked, colour)], at)
        return
    # Over a few colours: each colour under the text gets the text blended over it.
    table = _ramps(colour, palette)
    missing = [palette.rgb(index) for index in found if palette.rgb(index) not in table]
    if missing:
        table.update(_blends(colour, missing, palette))
    indices = Image.frombytes("L", under.size, under.tobytes())
    for index in found:
        here = ImageChops.multiply(_where(indices, index), _touched(text, size, stroked))
        if here.getbbox() is not None:
            image.paste(_tinted(text, size, stroked, colour, palette.rgb(index), palette), box[:2], here)


def _mapped(pen: Pen, text: str, size: int, layers: list[tuple[bool, RGB]], at: tuple[int, int]) -> None:
    """Blend the layers (outline or letters, colour) in RGB over the patch they cover and map the
    patch onto the palette in one go: over many colours, cheaper than a pass per colour."""
    stroked = any(outline for outline, _ in layers)
    box = _box(text, size, stroked, at)
    patch = pen.image.crop(box).convert("RGB")
    for outline, colour in layers:
        coverage, left, top = _coverage(text, size, outline)
        patch.paste(colour, (at[0] + left - box[0], at[1] + top - box[1]), coverage)
    pen.image.paste(pen.palette.apply(patch), box[:2], _touched(text, size, stroked))


def put(
    pen: Pen, xy: Point, text: str, size: int, fill: RGB = INK, anchor: str = "la", stroke: RGB | None = None
) -> int:
    """``text`` at ``xy`` like ``ImageDraw.text`` with Pillow's bundled font at ``size`` (and an
    outline in ``stroke``, 2 px wide); returns how far it reaches right of the pen (as wide as
    the mask Pillow would render)."""
    letters = _mask(text, size) if text else None
    if letters is None:
        return 0
    at = _pen(text, size, xy, anchor, letters[2])
    if stroke is not None and _flat(pen, _box(text, size, True, at)) is None:
        _mapped(pen, text, size, [(True, stroke), (False, fill)], at)  # an outlined label over the map
    else:
        if stroke is not None:
            _layer(pen, text, size, True, stroke, at)
        _layer(pen, text, size, False, fill, at)
    _, left, _ = letters
    return max(width(text, size), left + letters[0].width) - min(0, left)


def centred(pen: Pen, centre: Point, text: str, size: int, fill: RGB = INK, stroke: RGB | None = None) -> int:
    return put(pen, centre, text, size, fill, "mm", stroke)


@lru_cache(maxsize=4096)
def shorten(text: str, size: int, room: float, mark: str = "…") -> str:
    """``text`` cut letter by letter, with ``mark``, so it fits ``room`` pixels."""
    if width(text, size) <= room:
        return text
    while text and width(text + mark, size) > room:
        text = text[:-1]
    return text.rstrip() + mark


def _words_width(words: Sequence[str], size: int) -> int:
    return sum(width(word, size) for word in words) + width(" ", size) * max(0, len(words) - 1)


@lru_cache(maxsize=1024)
def fit(text: str, size: int, room: float) -> str:
    """``text`` cut at a word, with an ellipsis, so it fits ``room`` pixels."""
    if width(text, size) <= room:
        return text
    kept = text.split()
    while len(kept) > 1 and _words_width(kept, size) + width("…", size) > room:
        kept.pop()
    if _words_width(kept, size) + width("…", size) > room:  # one long word (a name): cut it by letters
        return shorten(kept[0], size, room)
    return " ".join(kept).rstrip(",;:") + "…"


@lru_cache(maxsize=1024)
def wrap(text: str, size: int, room: float) -> tuple[str, ...]:
    """Greedy word wrap of ``text`` to lines no wider than ``room`` pixels; Chinese, written
    without spaces, may break between any two characters."""
    if has_cjk(text):
        return _wrap_cjk(text, size, room)
    lines: list[list[str]] = []
    for word in text.split():
        if lines and _words_width([*lines[-1], word], size) <= room:
            lines[-1].append(word)
        else:
            lines.append([word])
    return tuple(" ".join(line) for line in lines)


_HAN = "\u2e80-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef"  # as renderers.draw.is_cjk
_PIECES = re.compile(f"\\s+|[{_HAN}]|[^\\s{_HAN}]+")  # spaces, one CJK character, or a run of anything else
NO_LINE_START = frozenset("，。、：；！？）」』〉》,.:;!?)")  # punctuation that never begins a line (kinsoku)


def _wrap_cjk(text: str, size: int, room: float) -> tuple[str, ...]:
    lines: list[str] = []
    line = ""
    for piece in _PIECES.findall(text):
        if piece.isspace():
            line += " " if line else ""
            continue
        if not line or width(line + piece, size) <= room or (piece[0] in NO_LINE_START and is_cjk(piece[0])):
            line += piece
        else:
            lines.append(line.rstrip())
            line = piece
    if line.strip():
        lines.append(line.rstrip())
    return tuple(lines)
