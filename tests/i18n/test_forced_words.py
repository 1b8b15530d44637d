"""A move the table makes for a seat is named in the reader's language (issue 24, point 7): the
engine words the action as a message (``Game.action_words``), never the English ``label`` looked
up in a catalog, and the line saying so ("Nothing else to do: …") is rendered when shown."""

from __future__ import annotations

import pytest

from bot.engine import BaseGame, event, who
from bot.games import GAMES
from bot.games.amundsen_scott import GAME as AMUNDSEN
from bot.games.amundsen_scott.words import card_title
from bot.games.north_pole import GAME as NORTH_POLE
from bot.games.roll_in_one import GAME as ROLL_IN_ONE
from bot.i18n import Locale, Msg, msg, say
from bot.ui.presenter import event_text
from tests.amundsen_scott.helpers import A, build
from tests.i18n.english import english_left
from tests.north_pole.helpers import act, nothing_to_play
from tests.roll_in_one.test_forced import OPTIONS, first_lone_reaction

LANGUAGES = [Locale.DE, Locale.PT_BR, Locale.ZH_TW]
FORCED = "Nothing else to do: “{label}” was made for {who}."


def forced_line(words: object, seat: int) -> Msg:
    """The line ``Play.forced`` saves, as it builds it."""
    assert isinstance(words, Msg), "a forced move's words must be a message, chosen when shown"
    return msg(FORCED, label=words, who=who(seat))


@pytest.mark.parametrize("locale", LANGUAGES, ids=str)
def test_avs_084_take_one_is_named_with_the_cards_name_in_the_readers_language(locale: Locale) -> None:
    """AVS-084: Take 1 with an empty hand is made for the seat; the line names the row's first
    card as that language's rules name it."""
    state = build(a_hand=[])
    legal = AMUNDSEN.legal_actions(state, A)
    action = AMUNDSEN.forced(state, A, legal)
    assert action is not None
    first = state["row"][0]  # the card Take 1 takes
    shown = say(locale, forced_line(AMUNDSEN.action_words(state, A, action), A))
    name = say(locale, card_title(first))
    assert name != card_title(first).english()  # the card has a name of its own in this language
    assert name in shown
    assert english_left(locale, shown.replace("{p0}", "")) == []


def test_avs_084_the_english_line_is_the_buttons_words() -> None:
    state = build(a_hand=[])
    action = AMUNDSEN.legal_actions(state, A)[0]
    words = AMUNDSEN.action_words(state, A, action)
    assert isinstance(words, Msg) and words.english() == action["label"]  # "Take 1: Crevasse Blue"


@pytest.mark.parametrize("locale", LANGUAGES, ids=str)
def test_rnp_129_a_forced_end_turn_is_named_in_the_readers_language(locale: Locale) -> None:
    """RNP-129: the lone End turn after a Refresh is made for the seat."""
    state = nothing_to_play()
    state, _ = act(state, "refresh")
    action = NORTH_POLE.forced(state, 0, NORTH_POLE.legal_actions(state, 0))
    assert action is not None
    shown = say(locale, forced_line(NORTH_POLE.action_words(state, 0, action), 0))
    assert say(locale, msg("End turn")) in shown and "End turn" not in shown
    assert english_left(locale, shown.replace("{p0}", "")) == []


@pytest.mark.parametrize("locale", LANGUAGES, ids=str)
def test_rio_101_a_forced_pass_is_named_in_the_readers_language(locale: Locale) -> None:
    """RIO-101: a reaction with no landing card to play, hands open, is a pass made for the seat."""
    state = first_lone_reaction(OPTIONS)
    seat = ROLL_IN_ONE.to_act(state)[0]
    action = ROLL_IN_ONE.forced(state, seat, ROLL_IN_ONE.legal_actions(state, seat))
    assert action is not None
    shown = say(locale, forced_line(ROLL_IN_ONE.action_words(state, seat, action), seat))
    assert english_left(locale, shown.replace(f"{{p{seat}}}", "")) == []


@pytest.mark.parametrize("key", sorted(GAMES))
def test_every_engine_that_forces_a_move_words_it(key: str) -> None:
    """By design, not by luck: an engine whose ``forced`` may make a move says its words itself
    (the default ``action_words`` is the English label, for engines that never force)."""
    engine = type(GAMES[key])
    if engine.forced is not BaseGame.forced:
        assert engine.action_words is not BaseGame.action_words


def test_a_line_saved_before_with_the_english_label_still_shows() -> None:
    """A game saved before languages (or before this change) keeps its English label inside the
    message: the sentence is translated around it, the label shown as it was saved."""
    saved = event("forced", msg(FORCED, label=msg("Take 1: Crevasse Blue"), who="{p0}"))
    shown = event_text(saved, Locale.DE)
    assert "Take 1: Crevasse Blue" in shown and shown != saved["text"]
    assert event_text({"type": "forced", "text": saved["text"]}, Locale.DE) == saved["text"]
