"""Matching a submitted move lists only the actions that could equal it (``candidates``), and
finds what matching among every legal action found (AVS-079–AVS-083, AVS-080)."""

from __future__ import annotations

import random

import pytest

from bot.engine import find_action, public_first
from bot.games.amundsen_scott import GAME

from .test_replay_digest import _mutated


@pytest.mark.parametrize("options", [{}, {"patrons": True, "advanced_row": True}])
def test_candidates_find_what_the_whole_list_finds(options: dict[str, object]) -> None:
    pick, probe = random.Random(5), random.Random(6)
    for seed in range(12):
        state = GAME.setup(2, options, seed)
        while GAME.outcome(state) is None:
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            assert legal == public_first(GAME, legal)  # built public-first, as the controls need
            for action in legal:  # a Take, Advance or trim is matched among itself alone
                candidates = GAME.candidates(state, seat, action)
                assert find_action(candidates, action) == action
                assert action["type"] not in ("take", "advance", "trim") or candidates == [action]
            for _ in range(3):
                other = _mutated(probe.choice(legal), probe)
                assert find_action(GAME.candidates(state, seat, other), other) == find_action(legal, other)
            state, _ = GAME.apply(state, seat, pick.choice(legal))
