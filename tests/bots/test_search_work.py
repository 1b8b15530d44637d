"""The hard search's work and its judging (issue 26): a plan counted in moves ends the search the
same way every time, a ``leaf`` judges where rollouts stop, and Amundsen's leaf weighs both
explorers' own cards in the sampled world (which hides nothing real)."""

from __future__ import annotations

import copy
import dataclasses
import random
from collections.abc import Mapping
from typing import Any

import pytest

import bot.bots.amundsen_scott as avs
from bot.bots import policy_for
from bot.bots.search import LEAF_MOVES, WORLD_MOVES, SearchPolicy
from bot.bots.values import SEARCHABLE, amundsen_scott_leaf
from bot.engine import State, action_key
from bot.games import GAMES
from bot.games.amundsen_scott.cards import matches
from bot.games.amundsen_scott.data import CARDS

from .positions import decision_points

PLANNED = 60  # moves: a budget of 60 s at one move a second, so the plan ends each search, not the clock


def test_a_search_planned_in_moves_stops_at_its_plan_and_decides_the_same_each_time() -> None:
    """South Pole plans its work in moves: a search that measured any world played at least the
    plan and at most one world more, and the same view and generator give the same action and
    the same work."""
    engine = GAMES["south-pole"]
    spec = dataclasses.replace(SEARCHABLE["south-pole"], moves_per_second=1.0)
    one_world = WORLD_MOVES + spec.width * (1 + spec.horizon + LEAF_MOVES)
    searched = 0
    for state, seat in decision_points("south-pole", seed=3, every=3)[:15]:
        view, legal = engine.view(state, seat), engine.legal_actions(state, seat)
        runs = []
        for _ in range(2):
            hard = SearchPolicy(spec, policy_for("south-pole"), budget=60.0)
            action = hard.choose(view, legal, random.Random(4))
            runs.append((action_key(action), hard.spent, hard.worlds))
        assert runs[0] == runs[1]
        if hard.worlds:
            searched += 1
            assert PLANNED <= hard.spent < PLANNED + one_world
    assert searched >= 5


def test_a_leaf_judges_where_rollouts_stop_and_south_pole_stops_at_the_end_of_the_turn() -> None:
    """With a leaf, a rollout that did not end the game is judged by it, never by the value of
    the seat's view; South Pole's rollouts stop once the seat's own turn is over."""
    engine = GAMES["south-pole"]
    judged: list[tuple[State, int]] = []

    def leaf(state: State, seat: int) -> float:
        judged.append((state, seat))
        return 0.5

    def value(view: Mapping[str, Any], seat: int) -> float:
        raise AssertionError("the seat's view value was asked although a leaf is set")

    spec = dataclasses.replace(SEARCHABLE["south-pole"], value=value, leaf=leaf)
    for state, seat in decision_points("south-pole", seed=3, every=3)[:10]:
        judged.clear()
        hard = SearchPolicy(spec, policy_for("south-pole"), budget=60.0, rollouts=6)
        hard.choose(engine.view(state, seat), engine.legal_actions(state, seat), random.Random(2))
        assert all(who == seat and engine.to_act(world) != [seat] for world, who in judged)
        if judged:
            return
    pytest.fail("no search reached a leaf")


def _with_hand(state: State, seat: int, cards: list[str]) -> State:
    """The state with ``seat`` holding ``cards``, all hidden (AVS-056: drawn face down)."""
    new = copy.deepcopy(state)
    new["players"][seat]["hand"] = [{"id": card, "hidden": True} for card in cards]
    return new


def test_amundsen_scott_leaf_reads_both_explorers_cards_and_sums_to_one() -> None:
    """The leaf gives each explorer the other's complement, and a rival whose hidden cards pay
    for his next spaces (AVS-027) leaves the seat worse off than a rival with no cards."""
    points = decision_points("amundsen-scott", seed=2, every=3)[:10]
    for state, seat in points:
        assert amundsen_scott_leaf(state, seat) + amundsen_scott_leaf(state, 1 - seat) == pytest.approx(1.0)
    state, seat = points[0]
    rival = state["players"][1 - seat]
    letter, at = rival["explorer"], int(rival["route"] or 0)
    deck = list(state["deck"])
    ready: list[str] = []
    for _, colour in avs.needs_from(letter, at)[:4]:
        card = next(c for c in deck if CARDS[c].type == "advance" and matches(c, colour, letter))
        deck.remove(card)
        ready.append(card)
    dealt = _with_hand(state, 1 - seat, ready)
    dealt["deck"] = deck
    assert amundsen_scott_leaf(dealt, seat) < amundsen_scott_leaf(_with_hand(state, 1 - seat, []), seat)
