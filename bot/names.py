"""Players' names as message text: data, never markup.

A display name is whatever its owner typed, so in a message it could ping someone
(``<@598>``, ``@everyone``), restyle the message (``**``, ``# heading``, ``-#``, ``> quote``),
hide a link (``[x](y)``) or flip the line's direction (right-to-left marks). ``shown`` is the
one place a name becomes message text; pictures draw the raw name (no markdown there).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from bot.engine import name_seats

BLANK = "(no name)"
# Markup Discord reads anywhere in a line (a backslash before ASCII punctuation shows it as
# itself): emphasis, code, spoilers, masked links, and "<" that opens every mention.
_MARKUP = re.compile(r"([\\*_~`|<\[\]])")
# What starts a block when a name starts a line: headings, "-#", quotes, list markers.
_BLOCK = re.compile(r"^(#|-|\+|>)(?=[#>\s])|^(\d+)([.)])(?=\s)")
_LINK = re.compile(r":(?=//)")  # "https://…" in a name is shown, never made a link
_PINGS = re.compile(r"@(everyone|here)", re.IGNORECASE)
# Joiners that emoji sequences and some scripts need; every other format character is invisible.
_KEEP = {"\u200c", "\u200d"}


def _visible(char: str) -> bool:
    kind = unicodedata.category(char)
    if kind in ("Cc", "Zl", "Zp", "Co", "Cs", "Cn"):
        return False
    if kind == "Cf":  # bidi overrides and isolates, zero-width spaces, soft hyphens...
        return char in _KEEP or "\U000e0020" <= char <= "\U000e007f"  # ...but tags spell flag emoji
    return True


def shown(name: str) -> str:
    """``name`` as message text: invisible and direction marks dropped, markup and mentions escaped."""
    kept = "".join(c if _visible(c) else " " if c.isspace() else "" for c in name)
    text = " ".join(kept.split())  # one line: a newline in a name could start a heading
    if not text:
        return BLANK
    text = _LINK.sub(r"\:", _MARKUP.sub(r"\\\1", text))
    text = _BLOCK.sub(lambda m: f"\\{m[1]}" if m[1] else f"{m[2]}\\{m[3]}", text)
    return _PINGS.sub("@\u200b\\1", text)  # a zero-width space keeps @everyone from being one


def shown_all(names: Sequence[str]) -> list[str]:
    return [shown(n) for n in names]


def fill(text: str, names: Sequence[str]) -> str:
    """Engine text with its ``{p1}`` seats filled by shown names (pictures use ``name_seats``)."""
    return name_seats(text, shown_all(names))
