"""Contract properties over random games (tests/contract.py) for every option set."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine import Game, IllegalAction, State
from bot.games.amundsen_scott import GAME
from tests.contract import (
    Playthrough,
    canonical,
    check_contract,
    check_illegal_refused,
    check_playthrough,
    check_replay,
    random_playthrough,
)

from .helpers import secrets

OPTION_SETS: list[dict[str, object]] = [
    {},
    {"patrons": True},
    {"advanced_row": True},
    {"patrons": True, "advanced_row": True},
]
SEEDS = [1_000_003, 2_000_029, 3_000_017]
# AVS-108: at most 221 main decisions, each followed by at most two follow-ups (effect, weather).
MAX_MOVES = 221 * 3


class Eager(random.Random):
    """Random legal play that never freezes while anything else is legal: longer games."""

    def choice(self, seq: Sequence[Any]) -> Any:
        if seq and isinstance(seq[0], dict):
            seq = [a for a in seq if a["type"] != "freeze"] or list(seq)
        return super().choice(seq)


def test_game_satisfies_the_protocol() -> None:
    assert isinstance(GAME, Game)
    assert GAME.key == "amundsen-scott" and (GAME.min_players, GAME.max_players) == (2, 2)
    assert set(GAME.options) == {"amundsen_seat", "patrons", "advanced_row"}
    assert all(len(option.description) <= 100 for option in GAME.options.values())


@pytest.mark.parametrize("options", OPTION_SETS, ids=["base", "patrons", "advanced", "both"])
def test_contract_over_random_games(options: dict[str, object]) -> None:
    """AVS-108 random legal games end; JSON round trip, purity, determinism, refusals, no secrets in view."""
    runs = check_contract(GAME, 2, options, SEEDS, MAX_MOVES, secrets)
    assert all(GAME.outcome(run.final) is not None for run in runs)


@pytest.mark.parametrize("options", OPTION_SETS, ids=["base", "patrons", "advanced", "both"])
def test_contract_over_eager_games(options: dict[str, object]) -> None:
    """The same properties along longer games that reshuffle, kill the deck and reach the Pole."""
    for seed in (4_000_037, 5_000_011):
        run = random_playthrough(GAME, 2, options, seed, MAX_MOVES, Eager(seed))
        check_playthrough(GAME, run, secrets)
        check_replay(GAME, run, 2, options)
        for state in run.states[::10]:
            check_illegal_refused(GAME, state, 2)
        assert any(s["exhaustions"] >= 1 for s in run.states)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(min_value=10**9, max_value=2**62), which=st.integers(min_value=0, max_value=3))
def test_contract_property_any_seed(seed: int, which: int) -> None:
    """Hypothesis over seeds and option sets: games end; JSON, purity, replay; the view hides secrets."""
    options = OPTION_SETS[which]
    run = random_playthrough(GAME, 2, options, seed, MAX_MOVES, Eager(seed))
    check_playthrough(GAME, run, secrets)
    check_replay(GAME, run, 2, options)


def mutations(action: dict[str, Any]) -> list[dict[str, Any]]:
    """Near misses of a legal action: an unknown card, a wrong count, a wrong field type."""
    out: list[dict[str, Any]] = [{**action, "type": action["type"] + "_x"}]
    for key in ("cards", "discard"):
        if action.get(key):
            out.append({**action, key: [*action[key][:-1], "C99"]})
            out.append({**action, key: action[key][:-1] + action[key][:1]})
    if isinstance(action.get("card"), str):
        out.append({**action, "card": "C00"})
    if "n" in action:
        out.append({**action, "n": 4})
    if "spaces" in action:
        out.append({**action, "spaces": action["spaces"] + 1})
    if "to" in action:
        out.append({**action, "to": action["to"] + 1})
    return out


def listed(state: State, seat: int) -> list[str]:
    return [
        json.dumps({k: v for k, v in a.items() if k != "label"}, sort_keys=True)
        for a in GAME.legal_actions(state, seat)
    ]


def test_near_miss_actions_raise_illegal_action() -> None:
    """Mutated legal actions are either listed or refused with IllegalAction, the state untouched."""
    refused = 0
    for options in OPTION_SETS:
        run: Playthrough = random_playthrough(GAME, 2, options, 6_000_001, MAX_MOVES, Eager(6))
        for state, (seat, action) in list(zip(run.states, run.moves, strict=False))[::3]:
            snapshot = canonical(state)
            legal = listed(state, seat)
            for wrong in mutations(action):
                key = json.dumps({k: v for k, v in wrong.items() if k != "label"}, sort_keys=True)
                if key in legal:
                    continue
                with pytest.raises(IllegalAction) as problem:
                    GAME.apply(state, seat, wrong)
                assert problem.value.reason.endswith((".", "!", "?"))
                refused += 1
            assert canonical(state) == snapshot
    assert refused > 100


def test_every_listed_action_applies() -> None:
    """Everything legal_actions lists is accepted by apply; labels fit a Discord button."""
    for options in OPTION_SETS[::3]:
        run = random_playthrough(GAME, 2, options, 7_000_003, MAX_MOVES, Eager(7))
        for state in run.states[::4]:
            for seat in GAME.to_act(state):
                for action in GAME.legal_actions(state, seat):
                    GAME.apply(state, seat, action)
                    assert 0 < len(action["label"]) <= 80
