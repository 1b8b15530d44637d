"""The Roll In One bot remembers what its shots were asked (``bot/bots/roll_in_one/answers.py``),
so a decision met before costs nothing; it must still decide exactly as with a fresh ``Shot``
per decision, the way the bot worked before its answers were shared (issue 26: normal stays
today's bot)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import bot.bots.roll_in_one.policy as policy_module
from bot.bots.roll_in_one import POLICY
from bot.bots.roll_in_one.answers import SharedShot
from bot.bots.roll_in_one.reading import Shot, ball_of, course_of
from bot.engine import Action, action_key
from bot.games.roll_in_one import GAME

OPTIONS = {"holes": 2, "handicap": True, "pause_rolls": "always", "feeling_mean": True}


def decisions(seed: int, players: int) -> list[str]:
    """The bot's choice at every real decision of a seeded game where a quarter of the moves are
    random (so positions vary), each choice asked twice: once fresh, once remembered."""
    state = GAME.setup(players, OPTIONS, seed)
    mixer = random.Random(seed)
    chosen: list[str] = []
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        view = GAME.view(state, seat)
        action = POLICY.choose(view, legal, random.Random(len(chosen)))
        if len(legal) > 1:
            again = POLICY.choose(view, legal, random.Random(len(chosen)))  # every answer remembered now
            chosen.append(f"{action_key(action)} {action_key(again)}")
        state, _ = GAME.apply(state, seat, mixer.choice(legal) if mixer.random() < 0.25 else action)
    return chosen


@pytest.mark.parametrize(("seed", "players"), [(11, 2), (12, 3)])
def test_remembered_answers_decide_as_a_fresh_shot_per_decision(
    monkeypatch: pytest.MonkeyPatch, seed: int, players: int
) -> None:
    shared = decisions(seed, players)
    monkeypatch.setattr(policy_module, "SharedShot", Shot)  # the bot as it was: a fresh Shot each time
    assert decisions(seed, players) == shared
    assert len(shared) > 50


def first_swing_view(seed: int) -> tuple[dict[str, Any], int, list[Action]]:
    """The view and legal actions of the first seat with a ball on the course to choose a swing
    (RIO-047)."""
    state = GAME.setup(2, OPTIONS, seed)
    while True:
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        view = GAME.view(state, seat)
        if view["balls"][seat]["cell"] is not None and any(a["type"] == "swing" for a in legal):
            return view, seat, legal
        state, _ = GAME.apply(state, seat, POLICY.choose(view, legal, random.Random(0)))


def test_a_sequence_of_questions_gets_a_fresh_shots_answers_remembered_or_replayed() -> None:
    """Questions whose memoized flights may depend on what came first (a flight cut short) get
    a fresh Shot's answers to the same sequence: all remembered, or some remembered and the
    rest worked out after replaying the earlier ones."""
    view, seat, _ = first_swing_view(5)
    course, ball = course_of(view, seat), ball_of(view, seat)
    here = (int(view["balls"][seat]["cell"][0]), int(view["balls"][seat]["cell"][1]))
    questions: list[tuple[str, tuple[Any, ...]]] = [
        ("roll", ("wood", here, 2, 0, False, False)),
        ("best_swing", (here,)),
        ("roll", ("putter", here, 1, 0, False, False)),
    ]
    fresh = Shot(course, ball)
    expected = [getattr(fresh, name)(*args) for name, args in questions]
    course.answers.clear()
    first = SharedShot(course, ball)
    assert [getattr(first, name)(*args) for name, args in questions] == expected  # worked out
    again = SharedShot(course, ball)
    assert [getattr(again, name)(*args) for name, args in questions] == expected  # remembered
    course.answers.clear()
    SharedShot(course, ball).roll(*questions[0][1])  # only the first answer is remembered now
    replaying = SharedShot(course, ball)
    assert [getattr(replaying, name)(*args) for name, args in questions] == expected
