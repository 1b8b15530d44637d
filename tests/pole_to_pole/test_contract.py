"""Contract properties over random games (tests/contract.py) and the view's secrets."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.engine import Game, State
from bot.games.pole_to_pole import GAME
from bot.games.pole_to_pole.data import ROUND_CAP
from tests.contract import check_contract, random_playthrough

CONFIGS = [(2, {}), (3, {}), (4, {}), (4, {"mode": "ffa"}), (2, {"mode": "ffa"})]
SEEDS = [1_000_003, 2_000_029, 3_000_017]


def max_moves(players: int) -> int:
    """Generous: the cap is 150 rounds, and no turn takes more than a dozen decisions."""
    return ROUND_CAP * players * 12


def deck_order(state: State) -> list[str]:
    """The hidden deck order, as it would read if it leaked into a view."""
    deck = state["deck"]
    return [json.dumps(deck)] if len(deck) >= 2 else []


def test_game_satisfies_the_protocol() -> None:
    assert isinstance(GAME, Game)
    assert GAME.key == "pole-to-pole" and (GAME.min_players, GAME.max_players) == (2, 4)
    assert all(len(option.description) <= 100 for option in GAME.options.values())


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_contract_over_random_games(players: int, options: dict[str, Any]) -> None:
    """PTP-079: random legal games end within the cap; JSON, purity, replay, refusals, secrets."""
    runs = check_contract(GAME, players, options, SEEDS, max_moves(players), deck_order)
    for run in runs:
        assert run.final["rounds"] <= ROUND_CAP
        assert GAME.outcome(run.final) is not None


@pytest.mark.parametrize(("players", "options"), CONFIGS[:4])
def test_views_hide_the_deck_rng_and_seed(players: int, options: dict[str, Any]) -> None:
    run = random_playthrough(GAME, players, options, 4_000_037, max_moves(players))
    for state in run.states[::7]:
        public = GAME.view(state, None)
        assert "deck" not in public and "rng" not in public and "seed" not in public
        assert public["deck_size"] == len(state["deck"])
        text = json.dumps(public)
        for card in state["deck"][:1]:
            assert f'"next": "{card}"' not in text
        for seat in range(players):
            mine = GAME.view(state, seat)
            assert mine["seat"] == seat and mine["private"] == {}
            assert {k: v for k, v in mine.items() if k not in ("seat", "private")} == public


def test_card_count_is_conserved_along_games() -> None:
    run = random_playthrough(GAME, 4, {}, 5_000_011, max_moves(4))
    for state in run.states:
        assert len(state["deck"]) + len(state["discard"]) + len(state["pending"]) == 18


def _result(state: State) -> str:
    return json.dumps({k: v for k, v in state.items() if k not in ("log", "recent")}, sort_keys=True)


@pytest.mark.parametrize(("players", "options"), [(2, {}), (4, {})])
def test_legal_actions_are_complete_distinct_and_labelled(players: int, options: dict[str, Any]) -> None:
    """Every listed action applies; no two listed actions give the same state; labels fit Discord."""
    run = random_playthrough(GAME, players, options, 6_000_001, max_moves(players))
    for state in run.states[::5]:
        for seat in GAME.to_act(state):
            actions = GAME.legal_actions(state, seat)
            assert actions
            results = [_result(GAME.apply(state, seat, action)[0]) for action in actions]
            assert len(set(results)) == len(results)
            assert all(0 < len(a["label"]) <= 80 for a in actions)
