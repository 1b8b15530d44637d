"""Cached text masks and small images, pasted instead of drawn: rasterising a line of text
costs 0.3–1 ms, pasting its cached mask a few microseconds, and most texts repeat."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from renderers.draw import RGB, font

Point = tuple[float, float]


_L = Image.new("L", (1, 1))


@lru_cache(maxsize=1024)
def text_mask(text: str, size: int, anchor: str) -> tuple[Image.Image, int, int]:
    """The text's coverage as an "L" mask, and where its corner sits relative to the anchor.

    One ``getmask2`` lays the text out once; measuring and then drawing it did so twice."""
    core, (left, top) = font(size).getmask2(text, mode="L", anchor=anchor)
    return _L._new(core), left, top


def text(image: Image.Image, at: Point, words: str, size: int, fill: RGB, anchor: str = "la") -> int:
    """Paste ``words`` at ``at`` (Pillow anchors: "la", "mm", "ra", "lm", ...); returns its width."""
    if not words:
        return 0
    mask, left, top = text_mask(words, size, anchor)
    image.paste(fill, (round(at[0]) + left, round(at[1]) + top), mask)
    return mask.width


@lru_cache(maxsize=4096)
def width(words: str, size: int) -> float:
    return font(size).getlength(words)


def _words_width(words: list[str], size: int) -> float:
    """A line's width from its words' cached widths: measuring whole lines again and again
    costs more than drawing them. Kerning across spaces is ignored (it is zero here)."""
    return sum(width(word, size) for word in words) + width(" ", size) * max(0, len(words) - 1)


@lru_cache(maxsize=1024)
def fit(words: str, size: int, room: float) -> str:
    """``words`` cut at a word with an ellipsis so it fits ``room`` pixels."""
    if width(words, size) <= room:
        return words
    kept = words.split()
    while len(kept) > 1 and _words_width(kept, size) + width("…", size) > room:
        kept.pop()
    return " ".join(kept).rstrip(",;:") + "…"


@lru_cache(maxsize=1024)
def wrap(words: str, size: int, room: float) -> tuple[str, ...]:
    """Greedy word wrap to lines no wider than ``room`` pixels."""
    lines: list[list[str]] = []
    for word in words.split():
        if lines and _words_width([*lines[-1], word], size) <= room:
            lines[-1].append(word)
        else:
            lines.append([word])
    return tuple(" ".join(line) for line in lines)
