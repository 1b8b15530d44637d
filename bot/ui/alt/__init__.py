"""Alt text for the pictures the bot posts: one pure describer per game (views in, plain words
out; no discord, no PIL), and the helpers they share.

A description says first whose turn it is and what they must decide (or the result of a
finished game), then what a player reads off the board: positions and counts. Discord reads
it to screen-reader users in place of "board.png"; it keeps at most 1,024 characters for an
attachment and 256 for a media-gallery item, so the most important facts come first and
``clip`` shortens the rest with "…".
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from bot.engine import name_seats

ATTACHMENT_LIMIT = 1024  # Discord's longest attachment description
GALLERY_LIMIT = 256  # Discord's longest media-gallery item description
SHORTEST = 40  # below this a description says too little to stand in for the picture
ELLIPSIS = "…"

_MARKDOWN = re.compile(r"\*\*|__|`|~~|^-# |<t:\d+(?::\w)?>", re.MULTILINE)
_MENTION = re.compile(r"<@!?\d+>")
_SPACES = re.compile(r"\s+")


def clip(text: str, limit: int = ATTACHMENT_LIMIT) -> str:
    """``text`` on one line, at most ``limit`` characters: longer text is cut at a word and ends with "…"."""
    text = _SPACES.sub(" ", text).strip()
    if len(text) <= limit:
        return text
    cut = text[: limit - len(ELLIPSIS)]
    space = cut.rfind(" ")
    if space > limit // 2:  # end on a whole word when that loses little
        cut = cut[:space]
    return cut.rstrip(" ,;:.—-") + ELLIPSIS


def plain(text: str, names: Sequence[str] = ()) -> str:
    """Chat text as words a screen reader says well: no markdown, seats named."""
    return _MENTION.sub("", _MARKDOWN.sub("", name_seats(text, names))).strip()


def sentence(text: str, stop: str = ".") -> str:
    """One sentence, capitalised and ending with a full stop (``stop``: Chinese has its own, "。"); "" stays ""."""
    text = text.strip()
    if not text:
        return ""
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?…。！？" else text + stop


def join(parts: Iterable[str], stop: str = ".") -> str:
    """Sentences in order, the empty ones left out, each ended with ``stop`` if it has no ending."""
    return " ".join(s for s in (sentence(p, stop) for p in parts) if s)


def seat_name(view: dict[str, Any], seat: int, fallback: str = "") -> str:
    """A seat by its player's display name; without names, by ``fallback`` or its number."""
    names = view.get("names") or ()
    if 0 <= seat < len(names):
        return str(names[seat])
    return fallback or f"player {seat + 1}"


def listed(items: Sequence[str]) -> str:
    """ "a, b and c"."""
    items = [i for i in items if i]
    return ", ".join(items[:-1]) + f" and {items[-1]}" if len(items) > 1 else "".join(items)


def count(n: int, word: str, many: str | None = None) -> str:
    """ "1 cube", "2 cubes"."""
    return f"{n} {word if n == 1 else many or word + 's'}"


def finished(result: str | None, view: dict[str, Any]) -> str:
    """The game's result in plain words, led by "Game over"."""
    text = plain(result or "", view.get("names") or ())
    text = text.removeprefix("Game over.").strip()
    return f"Game over. {sentence(text)}".strip() if text else "Game over."
