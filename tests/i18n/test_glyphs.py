"""Every character a translation can put in a picture has a glyph (issue 24, item 5): in Pillow's
own font or in the bundled Noto Sans CJK TC subset, so no missing-glyph box is ever drawn for our
words, and players' names in Traditional Chinese, German or Portuguese draw too."""

from __future__ import annotations

from functools import cache

import pytest
from babel.messages.pofile import read_po

from bot.i18n import Locale
from bot.i18n.catalogs import path_of
from renderers.draw import CJK_SIZE, cjk_font, falls_back, lacks

NOTDEF = "\U0010fffd"  # a private-use character no font here has


@cache
def cjk_box() -> bytes:
    return bytes(cjk_font(CJK_SIZE).getmask(NOTDEF))


def drawable(char: str) -> bool:
    if char.isspace() or not falls_back(char):
        return True
    return bytes(cjk_font(CJK_SIZE).getmask(char)) != cjk_box()


@pytest.mark.parametrize("locale", [Locale.DE, Locale.PT_BR, Locale.ZH_TW], ids=str)
def test_every_character_of_a_catalog_can_be_drawn(locale: Locale) -> None:
    folder = locale.catalog
    assert folder is not None
    with path_of(folder).open("rb") as source:
        catalog = read_po(source, locale=folder)
    strings = [s for m in catalog if m.id for s in (m.string if isinstance(m.string, tuple) else (m.string,))]
    missing = sorted({c for s in strings for c in s if not drawable(c)})
    assert missing == []


def test_names_in_other_scripts_draw_and_a_missing_glyph_is_detected() -> None:
    assert lacks("ü") and lacks("林") and not lacks("a")  # Pillow's own font has no accents
    assert all(drawable(c) for c in "林小華 Jürgen São Conceição Мария →")
    assert not drawable(NOTDEF)  # the check can fail
