"""Which Roll In One choices the table may make by itself (``Game.forced``): a reaction pass with
no landing card to play, and only when hands are open (RIO-076, RIO-101, RIO-135)."""

from __future__ import annotations

from typing import Any

from bot.engine import State
from bot.games.roll_in_one import GAME
from tests.discord.roll_in_one_policy import choose

OPTIONS: dict[str, Any] = {"feeling_mean": True, "open_hands": True, "course": "preset", "holes": 1}


def first_lone_reaction(options: dict[str, Any]) -> State:
    """The first reaction window of seed 0's policy game where the reacting seat can only pass."""
    state, memo = GAME.setup(3, options, 0), {}
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        if state["decision"]["step"] == "reaction" and len(legal) == 1:
            return state
        state, _ = GAME.apply(state, seat, choose(state, seat, legal, memo))
    raise AssertionError("no lone reaction in this game")


def test_rio_101_a_lone_pass_with_open_hands_is_forced() -> None:
    """RIO-101/RIO-076: the reacting seat holds no landing card, and everyone can see its hand."""
    state = first_lone_reaction(OPTIONS)
    seat = GAME.to_act(state)[0]
    legal = GAME.legal_actions(state, seat)
    assert GAME.forced(state, seat, legal) == {"type": "pass", "label": "Pass"} == legal[0]


def test_rio_135_a_lone_pass_with_hidden_hands_is_the_seats() -> None:
    """RIO-135: with hidden hands a pass made at once would show the hand holds no landing card."""
    state = first_lone_reaction(OPTIONS)
    state["options"]["open_hands"] = False
    seat = GAME.to_act(state)[0]
    assert GAME.forced(state, seat, GAME.legal_actions(state, seat)) is None


def test_rio_101_a_reaction_with_a_card_to_play_is_a_choice() -> None:
    """RIO-101: play one landing card or pass: a decision, never made for the seat."""
    state, memo = GAME.setup(3, OPTIONS, 0), {}
    seen = 0
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        if len(legal) > 1:
            assert GAME.forced(state, seat, legal) is None
            seen += state["decision"]["step"] == "reaction"
        state, _ = GAME.apply(state, seat, choose(state, seat, legal, memo))
    assert seen
