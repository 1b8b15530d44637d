"""Issue 24 for Roll In One: a seeded whole game's event lines, prompts, status, headlines and result read in each
language with no English left (player names and the presets' proper names aside), and events
saved before messages existed (English text only) still show as they were written."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from bot.engine import Event
from bot.games.roll_in_one import GAME
from bot.games.roll_in_one.data import PRESETS
from bot.i18n import Locale
from cogs.roll_in_one import RollInOnePresenter
from renderers.roll_in_one import render

NAMES = ["Ada", "Bo", "Cy"]
# Proper names that stay as they are: the players, the ready-made holes, and the game's title.
ALLOWED = {*NAMES, *(str(p["name"]) for p in PRESETS), "Roll", "One"}
WORD = re.compile(r"[A-Za-z\u00c0-\u024f]{3,}")
# Golf words German and Brazilian golfers say as English ones do (checked against the English text).
SHARED = {
    "de": {
        "par",
        "fairway",
        "rough",
        "handicap",
        "mulligan",
        "caddie",
        "putter",
        "wedge",
        "drop",
        "bunker",
        "sand",
        "ball",
        "golfer",
    },
    "pt_BR": {"par", "fairway", "rough", "green", "handicap", "mulligan", "caddie", "putter", "wedge", "drop", "bunker"}
    | {"total", "continue", "tee"},  # Portuguese words too ("um total de", "continue" = carry on)
}
LANGUAGES = [locale for locale in Locale if locale.catalog]
VARIANTS = [
    {"course": "build", "holes": 1, "handicap": True, "ricochet": True, "feeling_mean": True},
    {"mode": "campaign", "golfers": "chosen", "feeling_mean": True},
    {"mode": "bumper", "ricochet": True, "course": "preset"},
]


def played(options: dict[str, Any], seed: int) -> tuple[list[Event], list[tuple[dict[str, Any], int, list[Any]]], Any]:
    """Every event, and every decision (public view, seat, legal actions), of one seeded random game."""
    pick = random.Random(seed)
    state = GAME.setup(len(NAMES), options, seed)
    events: list[Event] = []
    decisions = []
    for _ in range(4_000):
        if GAME.outcome(state) is not None:
            break
        seat = pick.choice(GAME.to_act(state))
        legal = GAME.legal_actions(state, seat)
        decisions.append((GAME.view(state, None), seat, legal))
        state, new = GAME.apply(state, seat, pick.choice(legal))
        events += new
    outcome = GAME.outcome(state)
    assert outcome is not None, "the seeded game ended"
    return events, decisions, outcome


def english(text: str) -> list[str]:
    return [w for w in WORD.findall(text) if w not in ALLOWED]


def english_left(texts: list[str], english_texts: list[str], locale: Locale) -> dict[str, list[str]]:
    """The words of ``texts`` that are English: in zh-TW any Latin word; in de and pt-BR a word the
    English telling of the same game uses (case aside), unless the language's golfers say it too."""
    if locale.catalog == "zh_TW":
        return {t: english(t) for t in texts if english(t)}
    vocabulary = {w.lower() for t in english_texts for w in english(t)} - SHARED[str(locale.catalog)]
    found = {t: [w for w in english(t) if w.lower() in vocabulary] for t in texts}
    return {t: words for t, words in found.items() if words}


@pytest.mark.parametrize("options", VARIANTS, ids=["build", "campaign", "bumper"])
@pytest.mark.parametrize("locale", LANGUAGES, ids=str)
def test_a_seeded_whole_game_speaks_each_language(locale: Locale, options: dict[str, Any]) -> None:
    events, decisions, outcome = played(options, seed=7)
    english_presenter = RollInOnePresenter(GAME, render, "roll_in_one/summary.md")
    presenter = english_presenter.speaking(locale)

    def told(teller: RollInOnePresenter) -> list[str]:
        lines = teller.event_lines(events, NAMES)
        prompts = [teller.prompt({**view, "names": NAMES}, seat, legal) for view, seat, legal in decisions]
        status = [teller.seat_status(view, s)[0] for view, _seat, _legal in decisions[::25] for s in range(len(NAMES))]
        headlines = [teller.headline(view) for view, _seat, _legal in decisions[::25]]
        return [*lines, *prompts, *status, *headlines, teller.result(outcome, NAMES)]

    english_texts, texts = told(english_presenter), told(presenter)
    assert len(texts) > 40, "the game told its story"
    assert english_left(texts, english_texts, locale) == {}
    # The check has teeth: the English telling fails it.
    assert english_left(english_texts, english_texts, locale) != {}


def test_old_english_only_events_still_show() -> None:
    """Events saved before issue 24 carry only their English text: shown as written, in any language."""
    old = [
        {"type": "tee_off", "text": "Hole 1 (par 4): {p0} tees off."},
        {"type": "roll", "text": "{p0} rolled 5 — fails.", "seat": 0, "face": "5", "club": "driver"},
        {"type": "roll", "text": "{p0} rolled triangle.", "seat": 0, "face": "T", "club": "driver"},
        {"type": "penalty", "text": "{p1} takes a penalty for water.", "seat": 1, "cause": "water"},
    ]
    presenter = RollInOnePresenter(GAME, render, "roll_in_one/summary.md").speaking(Locale.DE)
    assert presenter.event_lines(old, NAMES) == [
        "Hole 1 (par 4): Ada tees off.",
        "Ada rolled 5 (fails), triangle.",
        "Bo takes a penalty for water.",
    ]
    old_result = {"winners": [0], "text": "{p0} wins with a total of 9."}
    assert presenter.result(old_result, NAMES).endswith("Ada wins with a total of 9.")


def test_new_events_are_read_in_the_readers_language() -> None:
    """The same event, saved once, reads in German and Traditional Chinese (words chosen when shown)."""
    events, _decisions, _outcome = played(VARIANTS[0], seed=7)
    tee = next(e for e in events if e["type"] == "tee_off")
    presenter = RollInOnePresenter(GAME, render, "roll_in_one/summary.md")
    assert presenter.event_lines([tee], NAMES)[0].startswith("Hole 1 (par")
    assert presenter.speaking(Locale.DE).event_lines([tee], NAMES)[0].startswith("Loch 1 (Par")
    assert presenter.speaking(Locale.ZH_TW).event_lines([tee], NAMES)[0].startswith("第 1 洞（標準桿")
