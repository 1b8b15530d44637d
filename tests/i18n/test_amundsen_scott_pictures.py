"""1911 Amundsen vs. Scott's pictures in every language (issue 24, item 5): the board and a hand
of seeded games draw every word in the view's language (card faces, row, piles, explorers,
patrons, legend, the header and what the last step did), with a glyph for every character and no
word running off its canvas (a card, a pill, the picture), at the English picture's size."""

from __future__ import annotations

import io
import re
from typing import Any

import pytest
from PIL import Image, ImageChops

from bot.engine import State
from bot.games.amundsen_scott import GAME
from bot.i18n import Locale
from renderers.amundsen_scott import board as board_module
from renderers.amundsen_scott import cards as cards_module
from renderers.amundsen_scott import render, render_hand
from tests.amundsen_scott.helpers import greedy_game
from tests.i18n.drawn import Drawn, problems, recording

NAMES = ["林小華", "Bartholomew-Alexander Montgomery"]  # a Chinese name, and the longest Discord allows
LATIN = re.compile(r"[A-Za-z]{3,}")


def moments(options: dict[str, Any], seed: int) -> list[State]:
    states = greedy_game(seed, options)
    n = len(states)
    return [states[i] for i in sorted({0, 1, n // 3, n // 2, 2 * n // 3, n - 1})]


def fresh() -> None:
    """Forget drawn sprites, so each test sees its words drawn (not pasted from a cache)."""
    for cached in (cards_module._card_image, cards_module._pill, cards_module._deck, board_module._base):
        cached.cache_clear()


def pictures(state: State, locale: Locale) -> list[Image.Image]:
    view = {**GAME.view(state, None), "names": NAMES, "language": locale.value}
    shown = [Image.open(io.BytesIO(render(view)))]
    for seat in (0, 1):
        hand = {**GAME.view(state, seat), "names": NAMES, "language": locale.value}
        shown.append(Image.open(io.BytesIO(render_hand(hand))))
    return shown


CASES = [({"patrons": True, "advanced_row": True}, 12), ({}, 5)]


@pytest.mark.parametrize(("options", "seed"), CASES, ids=["patrons-advanced", "base"])
def test_every_language_draws_every_word_whole(
    monkeypatch: pytest.MonkeyPatch, options: dict[str, Any], seed: int
) -> None:
    fresh()
    said: dict[Locale, list[Drawn]] = {}
    for locale in (Locale.EN_US, Locale.DE, Locale.PT_BR, Locale.ZH_TW):
        with recording(monkeypatch) as found:
            for state in moments(options, seed):
                english = pictures(state, Locale.EN_US) if locale != Locale.EN_US else None
                for n, picture in enumerate(pictures(state, locale)):
                    if english is not None:
                        assert picture.size == english[n].size
                        assert ImageChops.difference(picture.convert("RGB"), english[n].convert("RGB")).getbbox()
        said[locale] = [d for d in found]
        assert problems(found) == []
    english_words = {d.text for d in said[Locale.EN_US]}
    for locale in (Locale.DE, Locale.PT_BR, Locale.ZH_TW):
        words = {d.text for d in said[locale]}
        assert "OPEN ROW" not in words and "Take from position 1, on the right." not in words
    chinese = {d.text for d in said[Locale.ZH_TW]} - english_words
    latin = sorted({w for text in chinese for w in LATIN.findall(text) if not any(w in n for n in NAMES)})
    assert latin == []  # no English word left in the Chinese pictures (names aside)
    assert any("格陵蘭犬" in d.text for d in said[Locale.ZH_TW])  # card faces in the rulebook's terms
    assert any("GRÖNLAND" in d.text for d in said[Locale.DE])


def test_a_long_german_card_name_is_hyphenated_on_a_small_hand_card(monkeypatch: pytest.MonkeyPatch) -> None:
    """A hand card is 84 px wide: "GLETSCHERSPALTE" breaks into two lines rather than shrinking
    to a size a phone cannot read, and every line fits the card."""
    fresh()
    with recording(monkeypatch) as found:
        cards_module._card_image("crevasse", "R", 84, 116, loc=Locale.DE)
    lines = [d for d in found if d.canvas == (84, 116) and d.text.isupper()]
    assert [d.text for d in lines[:2]] == ["GLETSCHER-", "SPALTE"]
    assert problems(found) == []
    size, shown = cards_module._name_fit("CREVASSE", 76)  # English keeps its word whole
    assert shown == ("CREVASSE",) and size >= 12
