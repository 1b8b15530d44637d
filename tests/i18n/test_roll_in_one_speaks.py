"""Issue 24 for Roll In One: a seeded whole game's event lines, prompts, status, headlines and result read in each
language with no English left (player names aside), and events
saved before messages existed (English text only) still show as they were written."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from bot.engine import Event
from bot.games.roll_in_one import GAME
from bot.i18n import Locale, say
from cogs.roll_in_one import RollInOnePresenter
from renderers.roll_in_one import render

NAMES = ["Ada", "Bo", "Cy"]
# Proper names that stay as they are: the players and the game's title (the ready-made holes have
# names in each language).
ALLOWED = {*NAMES, "Roll", "One"}
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
        "pause",  # German words too ("Pause nach Würfen", "Rest des Zuges", "pro Zug")
        "rest",
        "pro",
    },
    "pt_BR": {"par", "fairway", "rough", "green", "handicap", "mulligan", "caddie", "putter", "wedge", "drop", "bunker"}
    | {"total", "continue", "tee", "face"},  # Portuguese words too ("um total de", "continue", a die's "face")
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


COMMAND = re.compile(r"`/[^`]*`")  # a command as the player types it: "`/rollinone settings`"


def english(text: str) -> list[str]:
    return [w for w in WORD.findall(COMMAND.sub("", text)) if w not in ALLOWED]


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


def _said_privately(
    teller: RollInOnePresenter, options: dict[str, Any], seed: int
) -> tuple[list[str], list[str], list[str], list[str]]:
    """Alt text, refusals (RIO-138), My cards replies and control labels of one seeded game."""
    pick = random.Random(seed)
    state = GAME.setup(len(NAMES), options, seed)
    alts, refusals, replies, labels = [], [], [], []
    loc = teller.locale
    for step in range(4_000):
        if GAME.outcome(state) is not None:
            break
        seat = pick.choice(GAME.to_act(state))
        legal = GAME.legal_actions(state, seat)
        view = {**GAME.view(state, None), "names": NAMES, "language": loc.value}
        mine = {**GAME.view(state, seat), "names": NAMES, "language": loc.value}
        labels += [teller.action_label(a, mine) for a in legal]
        if step % 7 == 0:
            alts.append(teller.describe(view, None, 1024))
            reply = teller.private(mine)
            replies.append(reply.text if reply else "")
            for wrong in ({"type": "card", "card": "C9"}, {"type": "handicap", "delta": 9}, {"type": "curve", "dir": 9},
                          {"type": "attach", "board": "D1", "port": "TEE.p9", "board_port": "p1"}):  # fmt: skip
                refused = _refusal(state, seat, wrong)
                if refused is not None:
                    refusals.append(say(loc, refused))
        state, _ = GAME.apply(state, seat, pick.choice(legal))
    final = {**GAME.view(state, None), "names": NAMES, "language": loc.value}
    outcome = GAME.outcome(state)
    assert outcome is not None
    alts.append(teller.describe(final, teller.result(outcome, NAMES), 1024))
    return alts, refusals, replies, labels


def _refusal(state: Any, seat: int, action: dict[str, Any]) -> Any:
    from bot.engine import IllegalAction

    try:
        GAME.apply(state, seat, action)
    except IllegalAction as refused:
        return refused.said
    return None


@pytest.mark.parametrize("options", VARIANTS, ids=["build", "campaign", "bumper"])
@pytest.mark.parametrize("locale", LANGUAGES, ids=str)
def test_alt_text_refusals_private_replies_and_every_label_speak_each_language(
    locale: Locale, options: dict[str, Any]
) -> None:
    english_presenter = RollInOnePresenter(GAME, render, "roll_in_one/summary.md")
    told_english = _said_privately(english_presenter, options, 7)
    told = _said_privately(english_presenter.speaking(locale), options, 7)
    for kind, texts, english_texts in zip(("alt", "refusal", "reply", "label"), told, told_english, strict=True):
        assert texts, f"the game gave {kind} texts"
        assert english_left(texts, english_texts, locale) == {}, kind
        assert english_left(english_texts, english_texts, locale) != {}, f"the {kind} check has teeth"


def test_every_label_built_again_is_the_engines_own_in_english() -> None:
    """The presenter words each engine label again from the action and the view (so it can speak
    other languages); in English that gives the engine's label word for word."""
    from cogs.roll_in_one_words import label

    checked = 0
    for options in [*VARIANTS, {"mode": "solo_survival"}, {"golfers": "chosen", "handicap": True}]:
        players = 1 if options.get("mode") == "solo_survival" else 3
        pick = random.Random(11)
        state = GAME.setup(players, options, 11)
        for _ in range(3_000):
            if GAME.outcome(state) is not None:
                break
            seat = pick.choice(GAME.to_act(state))
            legal = GAME.legal_actions(state, seat)
            view = GAME.view(state, seat)
            for action in legal:
                said = label(action, view, Locale.EN_US)
                if said is not None:
                    assert said == action["label"]
                    checked += 1
            state, _ = GAME.apply(state, seat, pick.choice(legal))
    assert checked > 1_000


def test_the_data_texts_and_requirements_have_their_messages() -> None:
    """Caddie card effects and golfer powers are data; each must be a message the catalogs hold,
    and each requirement as a refusal words it (RIO-138)."""
    from bot.games.roll_in_one.data import CADDIE, GOLFERS
    from bot.games.roll_in_one.words import REQUIREMENT_MESSAGES, TEXT_MESSAGES

    texts = {c.effect for c in CADDIE.values()} | {g.text for g in GOLFERS.values()}
    assert texts <= set(TEXT_MESSAGES)
    wanted = {k: c.requirement[0].lower() + c.requirement[1:] for k, c in CADDIE.items() if c.requirement}
    assert wanted == REQUIREMENT_MESSAGES
