"""``apply`` and ``resign`` never change a state they were given, nor one they returned earlier:
the engine copies only what a move changes and shares the rest between states."""

from __future__ import annotations

import contextlib
import copy
import random

import pytest

from bot.engine import IllegalAction, State
from bot.games.amundsen_scott import GAME


@pytest.mark.parametrize("options", [{}, {"patrons": True}, {"advanced_row": True, "patrons": True}])
def test_moves_leave_every_earlier_state_unchanged(options: dict[str, object]) -> None:
    """Every state of a game, checked against a deep copy once the whole game was played: a
    container shared with a later state and changed in place by a later move would show here."""
    pick = random.Random(11)
    for seed in range(8):
        state = GAME.setup(2, options, seed)
        seen: list[tuple[State, State]] = [(state, copy.deepcopy(state))]
        while GAME.outcome(state) is None:
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            GAME.resign(state, pick.randrange(2))  # only the result is thrown away
            hand = [c["id"] for c in state["players"][seat]["hand"]]
            with contextlib.suppress(IllegalAction):  # a refusal must not change anything on its way
                GAME.apply(state, seat, {"type": "advance", "cards": hand, "spaces": 1})
            for other in pick.sample(legal, min(3, len(legal))):  # moves not taken share parts too
                after, _ = GAME.apply(state, seat, other)
                seen.append((after, copy.deepcopy(after)))
            state, _ = GAME.apply(state, seat, pick.choice(legal))
            seen.append((state, copy.deepcopy(state)))
        for kept, snapshot in seen:
            assert kept == snapshot
