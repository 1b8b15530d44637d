"""The last English of issue 24: Roll In One's ready-made holes, its green move and the command its
caddie card reply names; every action type's title in every game; a refused detail's kind; and
Brazilian Portuguese counting zero as plural ("0 bandeiras fincadas")."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine import IllegalAction, State
from bot.games import GAMES
from bot.games.roll_in_one import GAME
from bot.games.roll_in_one.words import preset_msg
from bot.i18n import Locale, ntr, say, tr
from bot.ui.registry import all_presenters
from bot.ui.translator import slash
from cogs.roll_in_one import RollInOnePresenter
from renderers.roll_in_one import render
from tests.i18n.english import english_left

LANGUAGES = [Locale.DE, Locale.PT_BR, Locale.ZH_TW]
NAMES = ["Ada", "Bo"]
PRESENTER = RollInOnePresenter(GAME, render, "roll_in_one/summary.md")


def seen(state: State, seat: int, locale: Locale) -> dict[str, Any]:
    return {**GAME.view(state, seat), "names": NAMES, "language": locale.value}


def first(options: dict[str, Any], seed: int, kind: str, players: int = 2) -> tuple[State, int, list[Any]]:
    """The first decision of a seeded random game where ``kind`` is legal."""
    pick = random.Random(seed)
    state = GAME.setup(players, options, seed)
    for _ in range(4_000):
        if GAME.outcome(state) is not None:
            break
        seat = pick.choice(GAME.to_act(state))
        legal = GAME.legal_actions(state, seat)
        if any(a["type"] == kind for a in legal):
            return state, seat, legal
        state, _ = GAME.apply(state, seat, pick.choice(legal))
    raise AssertionError(f"no {kind} in this game")


@pytest.mark.parametrize("locale", LANGUAGES, ids=str)
def test_rio_032_the_preset_select_names_each_hole_in_the_readers_language(locale: Locale) -> None:
    """RIO-032: the ready-made holes are offered by name; the names are translated, the ids kept."""
    state, seat, legal = first({"course": "preset", "holes": 1}, 0, "preset")
    presets = [a for a in legal if a["type"] == "preset"]
    assert len(presets) == 4
    speaker = PRESENTER.speaking(locale)
    for action in presets:
        label = speaker.action_label(action, seen(state, seat, locale))
        assert say(locale, preset_msg(action["name"])) in label and action["name"] not in label
        assert english_left(locale, label) == []
    assert english_left(locale, speaker.title("preset")) == []  # the select's placeholder
    _, events = GAME.apply(state, seat, presets[1])
    line = speaker.event_lines(events, NAMES)[0]
    assert say(locale, preset_msg(presets[1]["name"])) in line and english_left(locale, line, NAMES) == []


def test_rio_032_in_english_the_preset_label_is_the_engines() -> None:
    state, seat, legal = first({"course": "preset", "holes": 1}, 0, "preset")
    for action in (a for a in legal if a["type"] == "preset"):
        assert PRESENTER.action_label(action, seen(state, seat, Locale.EN_US)) == action["label"]


def test_rio_110_the_green_move_is_labelled_in_each_language() -> None:
    """RIO-110 (bumper): a ball landing on a green has its owner move that green; the seeded game
    reaches it, and each choice names the green, the board and the cell in the reader's language."""
    state, seat, legal = first({"mode": "bumper"}, 3, "move_green")
    moves = [a for a in legal if a["type"] == "move_green"]
    assert moves
    for action in moves:  # English: word for word the engine's label
        assert PRESENTER.action_label(action, seen(state, seat, Locale.EN_US)) == action["label"]
    for locale in LANGUAGES:
        speaker = PRESENTER.speaking(locale)
        for action in moves:
            label = speaker.action_label(action, seen(state, seat, locale))
            assert label != action["label"] and english_left(locale, label) == [], label
        assert english_left(locale, speaker.title("move_green")) == []


@pytest.mark.parametrize("locale", LANGUAGES, ids=str)
def test_rio_134_the_caddie_card_reply_names_the_settings_command_as_the_readers_discord_does(
    locale: Locale,
) -> None:
    state = GAME.setup(2, {}, 1)
    reply = PRESENTER.speaking(locale).private(seen(state, 0, locale))
    assert reply is not None
    assert slash(locale, "rollinone settings") in reply.text
    assert "`/rollinone settings`" not in reply.text  # every language here names the command its own way


@pytest.mark.parametrize("key", sorted(GAMES))
def test_every_action_type_has_a_title_in_every_language(key: str) -> None:
    """A select's placeholder and the "What would you like to do?" list name an action type by its
    title: each is a message of the game's presenter, never the type's id made readable."""
    presenter = all_presenters()[key]
    shapes = getattr(presenter.game, "ACTION_SHAPES", {}) or {}
    assert shapes, "the engine declares its action types"
    assert sorted(set(shapes) - set(presenter.titles)) == []
    for locale in LANGUAGES:
        speaker = presenter.speaking(locale)
        for kind in shapes:
            assert english_left(locale, speaker.title(kind)) == [], (kind, speaker.title(kind))


@pytest.mark.parametrize("locale", LANGUAGES, ids=str)
def test_a_detail_of_the_wrong_kind_is_refused_in_the_readers_language(locale: Locale) -> None:
    with pytest.raises(IllegalAction) as refused:
        GAME.check_shape({"type": "swing", "club": 4, "dir": 1})
    english = refused.value.reason
    assert english == "One detail of that move must be a name."
    said = say(locale, refused.value.said)
    assert said != english and english_left(locale, said) == []
    with pytest.raises(IllegalAction) as nothing:
        GAMES["amundsen-scott"].check_shape({"type": "effect", "card": 3})
    assert nothing.value.reason == "One detail of that move must be a name or nothing."
    assert english_left(locale, say(locale, nothing.value.said)) == []


def test_brazilian_portuguese_counts_zero_as_plural() -> None:
    flags = ("{n} flag planted, {left} to go", "{n} flags planted, {left} to go")
    said = {n: ntr(Locale.PT_BR, *flags, n, left=3) for n in (0, 1, 2, 1_000_000)}
    assert said[0] == "0 bandeiras fincadas, faltam 3"
    assert said[1] == "1 bandeira fincada, faltam 3"
    assert said[2] == "2 bandeiras fincadas, faltam 3"
    assert said[1_000_000].startswith("1000000 bandeiras")
    assert tr(Locale.PT_BR, "Pass") != "Pass"
