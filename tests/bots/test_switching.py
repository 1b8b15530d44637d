"""When the hard search replaces its guide's choice (``search.clear_winner``): only for an action
that wins clearly on the same worlds, and, where a game asks for it (``Searchable.switch_worlds``),
only once enough worlds were measured; a plan that can't give that many plays the guess at once."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping
from typing import Any

from bot.bots import policy_for
from bot.bots.search import SWITCH_WORLDS, SearchPolicy, clear_winner
from bot.bots.values import SEARCHABLE
from bot.engine import State, action_key
from bot.games import GAMES

from .positions import decision_points

CLEAR = [[0.40, 0.70], [0.45, 0.72], [0.38, 0.69]]  # the second action wins by ~0.3 on every world


def test_a_clear_winner_replaces_the_guess() -> None:
    assert clear_winner(CLEAR) == 1


def test_a_noisy_gain_keeps_the_guess() -> None:
    assert clear_winner([[0.40, 0.90], [0.45, 0.10], [0.38, 0.70]]) == 0


def test_too_few_worlds_keep_the_guess_where_the_game_asks_for_more() -> None:
    assert clear_winner(CLEAR, at_least=len(CLEAR)) == 1
    assert clear_winner(CLEAR, at_least=len(CLEAR) + 1) == 0
    assert clear_winner(CLEAR[:1], at_least=1) == 0  # never on fewer than SWITCH_WORLDS


def test_games_ask_for_at_least_the_default() -> None:
    assert all(game.switch_worlds >= SWITCH_WORLDS for game in SEARCHABLE.values())


def test_a_plan_too_small_to_switch_plays_the_guess_without_dealing_a_world() -> None:
    """Pole to Pole asks for 6 worlds: 9 planned rollouts give even two candidates only 5, so the
    search keeps its guide's choice at once and deals no world; 11 rollouts (6 worlds for two
    candidates) search. The guess is the guide's choice either way when nothing wins clearly."""
    engine = GAMES["pole-to-pole"]
    spec = SEARCHABLE["pole-to-pole"]
    dealt: list[int] = []

    def counted(view: Mapping[str, Any], seat: int, rng: random.Random) -> State:
        dealt.append(seat)
        return spec.determinize(view, seat, rng)

    counting = dataclasses.replace(spec, determinize=counted)
    state, seat = next(
        (s, seat) for s, seat in decision_points("pole-to-pole", seed=2) if len(engine.legal_actions(s, seat)) > 2
    )
    view, legal = engine.view(state, seat), engine.legal_actions(state, seat)
    guide = spec.guide
    assert guide is not None
    small = SearchPolicy(counting, guide, budget=1.0, rollouts=9)
    assert not small.can_switch()
    assert action_key(small.choose(view, legal, random.Random(1))) == action_key(
        guide.choose(view, legal, random.Random(1))
    )
    assert dealt == [] and small.worlds == 0
    larger = SearchPolicy(counting, guide, budget=60.0, rollouts=11)
    assert larger.can_switch()
    larger.choose(view, legal, random.Random(1))
    assert dealt and larger.worlds > 0


def test_a_plan_in_moves_always_searches() -> None:
    spec = SEARCHABLE["south-pole"]
    assert spec.moves_per_second is not None
    assert SearchPolicy(spec, policy_for("south-pole"), budget=0.001).can_switch()
