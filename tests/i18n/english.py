"""Is any English left in a text meant to be German, Brazilian Portuguese or Traditional Chinese?

Shared by the tests that read a game in a language (issue 24): an English word is one of the
English messages' own words (the catalog template's message ids) that none of the language's
translations uses ("Team" and "Avalanche" are German's and Portuguese's own too). In Chinese every
Latin word of three letters or more is English. Player names, mentions, timestamps and links are
not words of ours and are left out before looking.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from babel.messages.pofile import read_po

from bot.i18n import Locale
from bot.i18n.catalogs import LOCALE_DIR, path_of

DATA = Path(__file__).resolve().parents[2] / "data"
WORD = re.compile(r"[A-Za-z]{3,}")
# What Discord renders instead of showing the text: mentions, timestamps, channels, custom emoji, links.
# Names that every language writes as they are: the product's, Discord's, the rating model's.
PROPER = {"Icebreaker", "Discord", "openskill", "Plackett", "Luce"}
MARKUP = re.compile(r"<[@#:tai][^>]*>|https?://\S+")


def _vocabulary(path: Path, folder: str | None, strings: bool) -> set[str]:
    with path.open("rb") as source:
        catalog = read_po(source, locale=folder)
    words: set[str] = set()
    for message in catalog:
        if not message.id:
            continue
        found = message.string if strings else message.id
        for text in found if isinstance(found, tuple | list) else (found,):
            words |= {w.lower() for w in WORD.findall(re.sub(r"\{[^}]*\}", "", text or ""))}
    return words


@cache
def english_words() -> frozenset[str]:
    """Every word of the English messages."""
    return frozenset(_vocabulary(LOCALE_DIR / "icebreaker.pot", None, strings=False))


@cache
def own_words(folder: str) -> frozenset[str]:
    """The words a language's translations use, its catalog's and its rules summaries' (German's
    "Pole" is the plural of "Pol")."""
    summaries = (DATA.glob(f"*/summary.{folder}.md"))
    words = {w.lower() for path in summaries for w in WORD.findall(path.read_text(encoding="utf-8"))}
    return frozenset(_vocabulary(path_of(folder), folder, strings=True) | words)


def english_left(locale: Locale, text: str, names: Iterable[str] = ()) -> list[str]:
    """The English words of ``text`` (``names``: the players', not words of ours)."""
    folder = locale.catalog
    assert folder is not None, "English is English"
    named = PROPER | {w for name in names for w in WORD.findall(name)}
    words = [w for w in WORD.findall(MARKUP.sub(" ", text)) if w not in named]
    if locale is Locale.ZH_TW:
        return words
    own = own_words(folder)
    return [w for w in words if w.lower() in english_words() and w.lower() not in own]
