"""Contract properties over random legal games (tests/contract.py) for every player count,
variant and solo mode, plus checks the shared helpers don't make: Discord-sized choices and
private views that hold only the seat's own secrets."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import pytest

from bot.engine import Action, State
from bot.games.roll_in_one import GAME
from tests.contract import Playthrough, check_contract

from .helpers import seeds
from .test_views import secrets_of

CONFIGS: list[tuple[int, dict[str, Any]]] = [
    (1, {}),
    (1, {"golfers": "chosen", "course": "build"}),
    (1, {"mode": "solo_survival"}),
    (1, {"mode": "solo_survival", "handicap": True, "golfers": "shared2"}),
    (2, {}),
    (3, {"holes": 2}),
    (4, {"holes": 1, "course": "random"}),
    (5, {"holes": 1, "golfers": "chosen"}),
    (4, {}),
    (5, {}),
    (3, {"holes": 1, "ricochet": True}),
    (3, {"holes": 1, "handicap": True}),
    (4, {"holes": 1, "feeling_mean": True, "open_hands": True}),
    (3, {"holes": 1, "feeling_mean": True, "auto_pass": True, "pause_rolls": "always"}),
    (2, {"holes": 2, "golfers": "shared3", "course": "preset", "pause_rolls": "never"}),
    (2, {"mode": "campaign"}),
    (3, {"mode": "campaign", "feeling_mean": True, "ricochet": True, "course": "random"}),
    (3, {"mode": "bumper"}),
    (5, {"mode": "bumper", "handicap": True, "ricochet": True, "course": "preset"}),
]


def move_cap(players: int, options: dict[str, Any]) -> int:
    """The spec's caps: 20 rounds a hole (RIO-045), 30 turns a solo hole (RIO-116), 18
    survival holes (RIO-121), 60 campaign / 30 bumper rounds (RIO-107, RIO-111); every turn
    and every design takes a bounded number of decisions in practice (≤ 60 here)."""
    mode = options.get("mode", "auto")
    if mode == "campaign":
        turns, holes = 60 * players + 60 * players, 1
    elif mode == "bumper":
        turns, holes = 30 * players, 1
    elif mode == "solo_survival":
        turns, holes = 10, 18
    elif players == 1:
        turns, holes = 30, 3
    else:
        turns, holes = 20 * players, int(options.get("holes") or (4 if players == 2 else players))
    return holes * (200 + 60 * turns)


def check_choices_fit_discord(actions: list[Action]) -> None:
    """Labels ≤ 80 characters; grouped by type, every select has at most 25 options."""
    by_type: dict[str, list[Action]] = defaultdict(list)
    for a in actions:
        assert 0 < len(a["label"]) <= 80, a["label"]
        by_type[a["type"]].append(a)
    for kind, group in by_type.items():
        if len(group) <= 25:
            continue
        fields = {k for a in group for k in a if k not in ("type", "label")}
        for field in fields:
            if field in ("cell", "to"):
                per_board: dict[Any, set[str]] = defaultdict(set)
                for a in group:
                    per_board[a.get("board")].add(str(a[field]))
                assert all(len(v) <= 25 for v in per_board.values()), kind
            else:
                assert len({str(a.get(field)) for a in group}) <= 25, (kind, field)


def check_private_views(state: State) -> None:
    public = GAME.view(state, None)
    for seat in range(state["players"]):
        mine = GAME.view(state, seat)
        assert [c["kind"] for c in mine["private"]["hand"]] == [c.split("#")[0] for c in state["seats"][seat]["hand"]]
        assert {k: v for k, v in mine.items() if k not in ("seat", "private")} == public


def label(config: tuple[int, dict[str, Any]]) -> str:
    players, options = config
    return f"{players}p-" + "-".join(f"{k}={v}" for k, v in options.items())


@pytest.mark.parametrize("config", CONFIGS, ids=[label(c) for c in CONFIGS])
def test_contract_random_games(config: tuple[int, dict[str, Any]]) -> None:
    """RIO-122, RIO-135, RIO-136 and RIO-045/RIO-107/RIO-111/RIO-116/RIO-121 caps: random
    legal games end; pure, deterministic, JSON; illegal actions refused; no secrets shown."""
    players, options = config
    runs: list[Playthrough] = check_contract(GAME, players, options, seeds(3), move_cap(players, options), secrets_of)
    for run in runs:
        for _seat, action in run.moves:
            assert action["type"] != "resign"
        for state in run.states[:: max(1, len(run.states) // 12)]:
            for seat in GAME.to_act(state):
                check_choices_fit_discord(GAME.legal_actions(state, seat))
            check_private_views(state)
        outcome = GAME.outcome(run.final)
        assert outcome is not None and isinstance(outcome["text"], str) and outcome["text"]
