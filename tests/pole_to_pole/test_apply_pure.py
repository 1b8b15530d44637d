"""``apply`` and ``resign`` never change the state they are given, and answers don't depend on call order.

The engine copies only the parts of a state a move changes and keeps the last occupancy and
closed squares it worked out, so these tests apply moves to states taken out of order and
compare everything with deep copies taken before.
"""

from __future__ import annotations

import copy
import json
import random

import pytest

from bot.engine import State
from bot.games.pole_to_pole import GAME


def random_states(players: int, options: dict[str, object], seed: int) -> list[tuple[State, int]]:
    """(state, seat to act) along one seeded random game, every phase included."""
    pick = random.Random(seed)
    state = GAME.setup(players, options, seed)
    steps = []
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        steps.append((state, seat))
        state, _events = GAME.apply(state, seat, pick.choice(GAME.legal_actions(state, seat)))
    return steps


@pytest.mark.parametrize(("players", "options", "seed"), [(2, {}, 3), (3, {}, 4), (4, {"mode": "teams"}, 5)])
def test_applying_every_legal_action_leaves_the_state_as_it_was(
    players: int, options: dict[str, object], seed: int
) -> None:
    steps = random_states(players, options, seed)
    for state, seat in steps[:: max(1, len(steps) // 40)]:
        before = copy.deepcopy(state)
        for action in GAME.legal_actions(state, seat):
            GAME.apply(state, seat, action)
        for other in range(players):
            if not state["resigned"][other]:
                GAME.resign(state, other)
        assert state == before
        assert json.dumps(state) == json.dumps(before)  # key order too


def test_answers_do_not_depend_on_which_state_was_asked_about_before() -> None:
    """Listings, results and views of states asked in a shuffled order equal those asked in game order."""
    steps = random_states(3, {}, 8) + random_states(4, {"mode": "ffa"}, 9)

    def answers(state: State, seat: int) -> str:
        legal = GAME.legal_actions(state, seat)
        results = [GAME.apply(state, seat, action) for action in legal[:3]]
        return json.dumps([legal, results, GAME.view(state, None)])

    in_order = [answers(state, seat) for state, seat in steps]
    shuffled = list(range(len(steps)))
    random.Random(1).shuffle(shuffled)
    for index in shuffled:
        assert answers(*steps[index]) == in_order[index]
