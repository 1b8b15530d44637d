"""Roll In One's picture in every language (issue 24, item 5): seeded games of each mode draw
every word in the view's language (hole line, turn card, shot, scorecard, design card, board
names, the tee, terrain key and compass), with a glyph for every character and no word running
off its canvas, at the English picture's size."""

from __future__ import annotations

import io
import random
import re
from typing import Any

import pytest
from PIL import Image, ImageChops

import renderers.roll_in_one as rio
from bot.engine import State
from bot.games.roll_in_one import GAME
from bot.games.roll_in_one.data import PRESETS
from bot.i18n import Locale
from renderers.roll_in_one import course, render
from tests.i18n.drawn import Drawn, problems, recording

NAMES = ["林小華", "Bartholomew-Alexander Montgomery", "Jürgen"]
LATIN = re.compile(r"[A-Za-z]{3,}")
# Besides the players' names (whole or cut): the ready-made holes' own names and the game's title.
ALLOWED = {"Roll", "One"} | {w for p in PRESETS for w in LATIN.findall(str(p["name"]))}
VARIANTS = [
    ({"course": "build", "holes": 1, "handicap": True, "ricochet": True, "feeling_mean": True}, 3),
    ({"mode": "campaign", "golfers": "chosen", "course": "build"}, 2),
    ({"mode": "bumper", "course": "random"}, 3),
    ({"mode": "solo_survival"}, 1),
]


def moments(options: dict[str, Any], players: int, seed: int) -> list[State]:
    """Some states of a seeded random game: the first few (the hole being designed), then spread out."""
    pick = random.Random(seed)
    state = GAME.setup(players, options, seed)
    states = [state]
    for _ in range(600):
        if GAME.outcome(state) is not None:
            break
        seat = pick.choice(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, pick.choice(GAME.legal_actions(state, seat)))
        states.append(state)
    n = len(states)
    return [states[i] for i in sorted({0, 1, 3, 8, n // 4, n // 2, 3 * n // 4, n - 1})]


def fresh() -> None:
    """Forget drawn bases, cards and tiles, so each test sees its words drawn, not pasted."""
    rio._base.cache_clear()
    rio._backdrop.cache_clear()
    rio._CARDS.clear()
    course._tile.cache_clear()


def picture(state: State, players: int, locale: Locale) -> Image.Image:
    view = {**GAME.view(state, None), "names": NAMES[:players], "language": locale.value}
    return Image.open(io.BytesIO(render(view)))


@pytest.mark.parametrize(("options", "players"), VARIANTS, ids=["standard", "campaign", "bumper", "survival"])
def test_every_language_draws_every_word_whole(
    monkeypatch: pytest.MonkeyPatch, options: dict[str, Any], players: int
) -> None:
    fresh()
    states = moments(options, players, seed=5)
    said: dict[Locale, list[Drawn]] = {}
    english = [picture(state, players, Locale.EN_US) for state in states]
    for locale in (Locale.DE, Locale.PT_BR, Locale.ZH_TW):
        with recording(monkeypatch) as found:
            for state, before in zip(states, english, strict=True):
                shown = picture(state, players, locale)
                assert shown.size == before.size
                assert ImageChops.difference(shown.convert("RGB"), before.convert("RGB")).getbbox() is not None
        said[locale] = list(found)
        assert problems(found) == []
    chinese = {d.text for d in said[Locale.ZH_TW]}
    latin = sorted({w for text in chinese for w in LATIN.findall(text) if not any(w in n for n in NAMES)} - ALLOWED)
    assert latin == []  # no English word left in the Chinese picture (names aside)
    for locale, word in ((Locale.DE, "Bäume"), (Locale.PT_BR, "árvores"), (Locale.ZH_TW, "樹林")):
        assert word in {d.text for d in said[locale]}  # the terrain key, in the language
