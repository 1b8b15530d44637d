"""1911 Amundsen vs. Scott speaks German, Brazilian Portuguese and Traditional Chinese (issue 24):
a whole seeded game's turn lines, headline, prompts, status, refusals, private hand replies and
result read with no English left (player names and the explorers' own names aside), and games
saved with English-only words still show them."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine import IllegalAction
from bot.games.amundsen_scott import GAME
from bot.i18n import ENGLISH, Locale, say
from cogs.amundsen_scott import Amundsen
from renderers.amundsen_scott.cards import _fill
from renderers.amundsen_scott.header import _last_lines, _pill_name
from tests.i18n.test_pole_to_pole_speaks import LANGUAGES, english_left

NAMES = ["Ada", "Bo"]
PRESENTER = Amundsen.presenter
OWN_NAMES = {"Amundsen", "Scott"}  # the explorers' names are German's and Portuguese's too


def played_texts(locale: Locale, options: dict[str, Any], seed: int) -> list[tuple[str, str]]:
    presenter = PRESENTER.speaking(locale)
    pick = random.Random(seed)
    state = GAME.setup(2, options, seed)
    out: list[tuple[str, str]] = []
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        view = {**GAME.view(state, None), "names": NAMES, "language": locale.value}
        mine = {**GAME.view(state, seat), "names": NAMES, "language": locale.value}
        out += [("headline", presenter.headline(view)), ("prompt", presenter.prompt(view, seat, legal))]
        out += [("status", presenter.status(view, NAMES, [seat])), ("status note", presenter.status_note(view))]
        out += [("labels", presenter.action_label(a, mine)) for a in legal]
        out.append(("alt", presenter.describe(view, None, 1024)))
        out += [("news", news) for news in picture_news(view, locale)]
        out += [("patron", say(locale, e["patron"]["msg"])) for e in view["explorers"] if e["patron"]]
        reply = presenter.private(mine)
        if reply is not None:
            out += [("hand", reply.text), ("hand alt", reply.description or "")]
        try:
            GAME.apply(state, 1 - seat, legal[0])
        except IllegalAction as refused:
            out.append(("refusal", say(locale, refused.said)))
        try:
            GAME.apply(state, seat, {"type": "compass", "card": "C99"})
        except IllegalAction as refused:
            out.append(("refusal", say(locale, refused.said)))
        state, events = GAME.apply(state, seat, pick.choice(legal))
        out += [("event", line) for line in presenter.event_lines(events, NAMES)]
    outcome = GAME.outcome(state)
    assert outcome is not None
    result = presenter.result(outcome, NAMES)
    view = {**GAME.view(state, None), "names": NAMES, "language": locale.value}
    out += [("result", result), ("final alt", presenter.describe(view, result, 1024))]
    return out


def picture_news(view: dict[str, Any], locale: Locale) -> list[str]:
    """What the picture's top band says the last step did: its words, each card by its name."""
    lines = _last_lines(view, locale)
    return [_fill("".join(p if isinstance(p, str) else _pill_name(locale, p) for p in line), NAMES) for line in lines]


CASES = [({}, 1), ({"patrons": True}, 4), ({"patrons": True, "advanced_row": True}, 9)]


@pytest.mark.parametrize("locale", LANGUAGES, ids=str)
@pytest.mark.parametrize(("options", "seed"), CASES, ids=[f"seed{c[1]}" for c in CASES])
def test_a_whole_seeded_game_reads_with_no_english_left(locale: Locale, options: dict[str, Any], seed: int) -> None:
    texts = played_texts(locale, options, seed)
    kinds = {where for where, _ in texts}
    assert {"headline", "prompt", "status", "refusal", "event", "result", "hand", "labels", "alt", "news"} <= kinds
    if options.get("patrons"):
        assert "patron" in kinds
    left = [(where, text) for where, text in texts if set(english_left(locale, text)) - OWN_NAMES]
    assert left == []


def test_english_reads_as_the_engine_wrote_it() -> None:
    state = GAME.setup(2, {}, 2)
    seat = GAME.to_act(state)[0]
    _, events = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    lines = PRESENTER.speaking(ENGLISH).event_lines(events, NAMES)
    assert lines == [str(e["text"]).replace("{p0}", "Ada").replace("{p1}", "Bo") for e in events if e.get("text")]


def test_old_english_only_events_still_show_and_new_ones_are_translated() -> None:
    old = {"type": "take", "text": "{p0} takes Advance Red.", "taken": ["C20"], "discarded": []}
    presenter = PRESENTER.speaking(Locale.DE)
    assert presenter.event_lines([old], NAMES) == ["Ada takes Advance Red."]
    state = GAME.setup(2, {}, 2)
    seat = GAME.to_act(state)[0]
    take = next(a for a in GAME.legal_actions(state, seat) if a["type"] == "take" and a["n"] == 1)
    _, events = GAME.apply(state, seat, take)
    taken = next(e for e in events if e["type"] == "take")
    assert "nimmt" in presenter.event_lines([taken], NAMES)[0]
    assert "拿了" in PRESENTER.speaking(Locale.ZH_TW).event_lines([taken], NAMES)[0]


@pytest.mark.parametrize(("locale", "take_two"), [(ENGLISH, "Take 2…"), (Locale.DE, "2 nehmen…")])
def test_the_public_take_openers_speak_the_games_language(locale: Locale, take_two: str) -> None:
    """The "Take 2…" button that opens a private choice is labelled in the game's language too."""
    from bot.ui.controls import Links

    state = GAME.setup(2, {}, 1)
    seat = GAME.to_act(state)[0]
    legal = GAME.legal_actions(state, seat)
    assert any(a.get("type") == "take" and a.get("n") == 2 for a in legal)
    view = {**GAME.view(state, None), "names": NAMES, "language": locale.value}
    rows = PRESENTER.speaking(locale).controls(view, seat, legal)
    labels = [link.label for row in rows if isinstance(row, Links) for link in row.links]
    assert take_two in labels


def test_the_pictures_news_keeps_its_cards_in_every_language() -> None:
    """The picture draws each card the last step named as a pill: the same cards, in the same
    number, whatever the language; a card secret now is "a card" in the words instead."""
    state = GAME.setup(2, {"patrons": True}, 4)
    pick = random.Random(4)
    compared = 0
    for _ in range(60):
        if GAME.outcome(state) is not None:
            break
        seat = GAME.to_act(state)[0]
        state, _events = GAME.apply(state, seat, pick.choice(GAME.legal_actions(state, seat)))
        view = GAME.view(state, None)
        english = [sorted(p["id"] for p in line if isinstance(p, dict)) for line in view["last"]]
        for locale in LANGUAGES:
            said = [sorted(p["id"] for p in line if isinstance(p, dict)) for line in _last_lines(view, locale)]
            assert said == english
            compared += sum(map(len, said))
    assert compared > 20
