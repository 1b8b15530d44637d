"""Traditional Chinese line breaking in 1911 Amundsen vs. Scott's top band (issue 24): closing
punctuation (、。，；：）」) never starts a line (the kinsoku rule), also where it follows a card
drawn as a pill, the case the shared wrapping never sees."""

from __future__ import annotations

from typing import Any

from bot.i18n import Locale
from renderers.amundsen_scott.cards import HEADER_LAST, WIDTH
from renderers.amundsen_scott.header import layout
from renderers.text import NO_LINE_START, width, wrap

NAMES = ["林小華", "Tomas"]
CARDS = [
    {"id": "C08", "type": "dog", "name": "Greenland Dog Green", "colour": "G"},
    {"id": "C31", "type": "advance", "name": "Advance Yellow", "colour": "Y"},
    {"id": "C42", "type": "crevasse", "name": "Crevasse Red", "colour": "R"},
    {"id": "C13", "type": "dog", "name": "Greenland Dog Yellow", "colour": "Y"},
]


def played(lead: str) -> list[list[Any]]:
    """ "{p0} 打出 [card]、[card]、[card]和[card]，前進到第 3 格。" as the view's last line gives it
    (the shape ``_last_lines`` returns for a seeded game's play), its opening ``lead`` longer or shorter."""
    return [[f"{{p0}} {lead}打出", CARDS[0], "、", CARDS[1], "、", CARDS[2], "和", CARDS[3], "，前進到第 3 格。"]]


def line_starts(placed: list[tuple[Any, float, int]]) -> list[Any]:
    return [token for n, (token, _x, line) in enumerate(placed) if n == 0 or placed[n - 1][2] != line]


def test_closing_punctuation_never_starts_a_line_after_a_card() -> None:
    hung = 0
    for n in range(40):  # every length of the opening words moves the break along the cards
        placed = layout(played("很" * n), NAMES, Locale.ZH_TW)
        starts = [t for t in line_starts(placed) if isinstance(t, str)]
        assert not [t for t in starts if t[0] in NO_LINE_START], (n, placed)
        for i, (token, x, line) in enumerate(placed):
            if isinstance(token, str) and token[0] in NO_LINE_START and x + width(token, HEADER_LAST) > WIDTH - 60:
                hung += 1  # past the line's room: it would have begun the next line
                assert placed[i - 1][2] == line
                assert x + width(token, HEADER_LAST) <= WIDTH  # it hangs inside the picture
    assert hung > 0  # the lengths tried reach the case the rule is for


def test_the_shared_wrap_keeps_closing_punctuation_with_the_character_before() -> None:
    text = "林小華打出綠色格陵蘭犬、黃色前進和紅色冰隙，前進到第 3 格。"
    for room in range(60, 400, 7):
        lines = wrap(text, HEADER_LAST, room)
        assert not [line for line in lines[1:] if line[0] in NO_LINE_START], (room, lines)
