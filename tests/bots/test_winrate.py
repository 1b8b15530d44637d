"""The one bot win-rate harness (``bench/winrate.py``, issue 22 point 6): every deal is played from
each seat, so equal policies share the wins evenly, and a shared win counts its share."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pytest

from bench.winrate import Duel, duel, margin95, play, win_share
from bot.bots import RandomPolicy, policy_for
from bot.engine import Action, Event, Outcome, State
from bot.games import GAMES


def test_equal_policies_share_the_wins_of_every_deal_evenly() -> None:
    """Pole to Pole's normal bot ignores its generator, so a deal's result depends on the seat
    alone; playing each deal from both seats gives each side exactly half."""
    measured = duel(GAMES["pole-to-pole"], policy_for("pole-to-pole"), policy_for("pole-to-pole"), 6, 1)
    assert measured.first_share == 3.0 and measured.second_share == 3.0


def test_each_seat_sees_only_its_own_view_and_the_better_policy_wins() -> None:
    seen: list[int] = []

    class Watching:
        def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
            seen.append(view["seat"])
            return policy_for("north-pole").choose(view, legal, rng)

    played = play(GAMES["north-pole"], {0: Watching(), 1: RandomPolicy()}, 3)
    assert set(seen) == {0} and played.winners == [0]
    assert played.times[0] and played.times[1]  # both seats timed per real decision


class _Tie:
    """A stub game that ends at once in a win shared by both seats."""

    key = "tie"

    def setup(self, players: int, options: Mapping[str, object], seed: int) -> State:
        return {"players": players}

    def outcome(self, state: State) -> Outcome | None:
        return {"winners": [0, 1], "scores": [0.0, 0.0], "text": "A tie."}

    def to_act(self, state: State) -> list[int]:
        return []

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return []

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {}

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        return state, []


def test_a_shared_win_counts_half_to_each_side() -> None:
    measured = duel(_Tie(), RandomPolicy(), RandomPolicy(), 4, 1)  # type: ignore[arg-type]
    assert win_share(measured) == 0.5 and measured.second_share == 2.0


def test_the_share_comes_with_its_95_percent_margin() -> None:
    """Half the 95% interval of a share p over n games is 1.96·√(p(1−p)/n): 60% of 60 games is
    known to about ±12 points, an even split of 100 games to ±10, and a clean sweep to 0."""
    assert margin95(Duel(60, 36.0, [], [])) == pytest.approx(0.124, abs=0.001)
    assert margin95(Duel(100, 50.0, [], [])) == pytest.approx(0.098, abs=0.001)
    assert margin95(Duel(20, 20.0, [], [])) == 0.0
    assert margin95(Duel(0, 0.0, [], [])) == 0.0
