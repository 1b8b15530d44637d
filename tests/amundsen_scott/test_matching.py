"""``apply`` offers no candidates to match a move among (``play`` checks every action itself,
AVS-080): every move, listed or not, gives what matching it among all legal actions gave."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine import BaseGame, IllegalAction, State
from bot.games.amundsen_scott import GAME, AmundsenScott

from .test_replay_digest import _mutated


class WholeListMatching(AmundsenScott):
    """The engine as it was: a move is matched among every legal action before ``play``."""

    candidates = BaseGame.candidates


REFERENCE = WholeListMatching()


def outcome(game: AmundsenScott, state: State, seat: int, action: object) -> Any:
    try:
        return game.apply(state, seat, action)  # type: ignore[arg-type]
    except IllegalAction as refused:
        return refused.reason


@pytest.mark.parametrize("options", [{}, {"patrons": True, "advanced_row": True}])
def test_avs_080_moves_do_what_matching_among_the_whole_list_did(options: dict[str, object]) -> None:
    pick, probe = random.Random(5), random.Random(6)
    for seed in range(12):
        state = GAME.setup(2, options, seed)
        while GAME.outcome(state) is None:
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            assert legal == sorted(legal, key=GAME.private_action)  # built public first, as the controls need
            tries = [*pick.sample(legal, min(4, len(legal))), *(_mutated(probe.choice(legal), probe) for _ in range(4))]
            for action in tries:
                assert outcome(GAME, state, seat, action) == outcome(REFERENCE, state, seat, action)
                assert outcome(GAME, state, 1 - seat, action) == outcome(REFERENCE, state, 1 - seat, action)
            state, _ = GAME.apply(state, seat, pick.choice(legal))
