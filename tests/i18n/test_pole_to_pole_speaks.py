"""Pole to Pole speaks German, Brazilian Portuguese and Traditional Chinese (issue 24): a whole
seeded game's turn lines, headlines, prompts, status, alt text, controls, refusals and result read
with no English left (player names and the board's own marks aside), and games saved with
English-only words still show them."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine import IllegalAction
from bot.games.pole_to_pole import GAME
from bot.games.pole_to_pole.data import CARDS
from bot.games.pole_to_pole.words import CARD_NAMES, CARD_TEXTS
from bot.i18n import ENGLISH, Locale, say
from cogs.pole_to_pole import PoleToPoleCog
from tests.i18n.controls import every_control_text
from tests.i18n.english import english_left as english_words_left

NAMES = ["Ada", "Bo", "Cy", "Di"]
LANGUAGES = [Locale.DE, Locale.PT_BR, Locale.ZH_TW]
PRESENTER = PoleToPoleCog.presenter


def english_left(locale: Locale, text: str) -> list[str]:
    return english_words_left(locale, text, NAMES)


def played_texts(locale: Locale, players: int, options: dict[str, Any], seed: int) -> list[tuple[str, str]]:
    """(where, text) for what a player reads along a seeded game, in ``locale``."""
    presenter = PRESENTER.speaking(locale)
    pick = random.Random(seed)
    state = GAME.setup(players, options, seed)
    names = NAMES[:players]
    out: list[tuple[str, str]] = []
    step = 0
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        view = {**GAME.view(state, None), "names": names, "language": locale.value}
        out += [("headline", presenter.headline(view)), ("prompt", presenter.prompt(view, seat, legal))]
        out += [("status", presenter.status(view, names, [seat])), ("alt", presenter.describe(view, None, 1024))]
        if step % 80 == 0:  # every narrowing step of the controls, now and then (a few hundred labels each)
            out += [("control", text) for text in every_control_text(PRESENTER, view, seat, legal)]
        out += [("label", presenter.action_label(a, view)) for a in legal[:: max(1, len(legal) // 4)]]
        try:
            GAME.apply(state, seat, {"type": "move", "explorer": "Nobody-1", "dice": "A", "dir": "N"})
        except IllegalAction as refused:
            out.append(("refusal", say(locale, refused.said)))
        state, events = GAME.apply(state, seat, pick.choice(legal))
        out += [("event", line) for line in presenter.event_lines(events, names)]
        step += 1
    view = {**GAME.view(state, None), "names": names, "language": locale.value}
    outcome = GAME.outcome(state)
    assert outcome is not None
    result = presenter.result(outcome, names)
    out += [("result", result), ("final alt", presenter.describe(view, result, 1024))]
    return out


CASES = [(2, {}, 3), (3, {}, 8), (4, {"mode": "teams"}, 6), (4, {"mode": "ffa"}, 12)]


@pytest.mark.parametrize("locale", LANGUAGES, ids=str)
@pytest.mark.parametrize(("players", "options", "seed"), CASES, ids=[f"{c[0]}p-{c[2]}" for c in CASES])
def test_a_whole_seeded_game_reads_with_no_english_left(
    locale: Locale, players: int, options: dict[str, Any], seed: int
) -> None:
    texts = played_texts(locale, players, options, seed)
    kinds = {where for where, _ in texts}
    assert {"headline", "prompt", "status", "alt", "control", "label", "refusal", "event", "result"} <= kinds
    left = [(where, text) for where, text in texts if english_left(locale, text)]
    assert left == []


def test_the_same_game_reads_in_english_as_before() -> None:
    """English is the messages' own text: nothing is translated, and the engine's sentences read as they did."""
    texts = dict(played_texts(ENGLISH, 2, {}, 3))
    assert "Game over." in texts["result"]


def test_card_words_match_the_cards_data() -> None:
    """The card names and texts shown in every language start from data/pole_to_pole/cards.json."""
    assert {code: say(ENGLISH, m) for code, m in CARD_NAMES.items()} == {c: k.name for c, k in CARDS.items()}
    assert {code: say(ENGLISH, m) for code, m in CARD_TEXTS.items()} == {c: k.text for c, k in CARDS.items()}


def test_old_english_only_words_still_show() -> None:
    """A game saved before issue 24: events, start rolls, prompt and result hold English alone."""
    state = GAME.setup(2, {}, 5)
    state["start_log"] = ["Start roll: {p0} 6, {p1} 2.", "{p0} rolled highest and goes first."]
    view = {**GAME.view(state, None), "names": ["Ada", "Bo"], "language": "de"}
    view["prompt"] = {"kind": "move", "text": "Move with die A (3), die B (5) or both dice (8)"}
    presenter = PRESENTER.speaking(Locale.DE)
    headline = presenter.headline(view)
    assert "Start roll: Ada 6, Bo 2." in headline and "Ada rolled highest and goes first." in headline
    assert "Von Pol zu Pol" in headline  # the words around them are the reader's
    assert "Move with die A (3), die B (5) or both dice (8)" in presenter.prompt(view, 0, [])
    old = {"type": "goal", "text": "{p0} took the goal token on C8.", "seat": 0, "square": "C8"}
    assert presenter.event_lines([old], ["Ada", "Bo"]) == ["Ada took the goal token on C8."]
    assert presenter.result({"winners": [0], "text": "{p0} wins with 6 points."}, ["Ada", "Bo"]).endswith(
        "Ada wins with 6 points."
    )


def test_a_new_event_is_read_in_each_language() -> None:
    state = GAME.setup(2, {}, 5)
    seat = GAME.to_act(state)[0]
    _, events = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    moved = next(e for e in events if e["type"] == "move")
    lines = {loc: PRESENTER.speaking(loc).event_lines([moved], ["Ada", "Bo"])[0] for loc in (ENGLISH, *LANGUAGES)}
    assert lines[ENGLISH] == moved["text"].replace("{p0}", "Ada").replace("{p1}", "Bo")
    assert "zog einen Forscher" in lines[Locale.DE]
    assert "moveu um explorador" in lines[Locale.PT_BR]
    assert "探險家" in lines[Locale.ZH_TW]
