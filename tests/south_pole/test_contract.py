"""Contract properties over random games (tests/contract.py) plus this game's invariants
(RSP-060, RSP-085, RSP-091, RSP-092) along random and heuristic play."""

from __future__ import annotations

import json

import pytest

from bot.engine import State
from bot.games.south_pole import GAME
from bot.games.south_pole.board import START_LABEL
from bot.games.south_pole.dice import SETUP
from tests.contract import Playthrough, check_contract, check_views

from .bots import heuristic_game

SEEDS = {2: [710_001_337], 3: [720_002_337], 4: [730_001_337], 5: [740_001_337]}


def max_moves(players: int) -> int:
    """60 rounds of at most ~25 actions a turn: far above what random play needs (RSP-064)."""
    return SETUP.round_cap * players * 25


def hidden(state: State) -> list[str]:
    """What no public view may show while the game runs: ids of face-down and set-aside tiles."""
    if state["result"] is not None:
        return []
    revealed = set(state["revealed"])
    return [tid for label, tid in state["tiles"].items() if label not in revealed] + [state["set_aside"]]


def check_invariants(state: State) -> None:
    """RSP-091: cube and marker totals, the cube cap, one tent and one flag per space."""
    cubes = [s["cubes"] for s in state["seats"]]
    assert all(0 <= c <= SETUP.cube_cap for c in cubes)
    assert sum(cubes) + state["supply"]["cubes"] == SETUP.cubes
    assert len(state["camp_markers"]) + state["supply"]["camp_markers"] == SETUP.camp_markers
    assert len(set(state["camp_markers"])) == len(state["camp_markers"])
    tents = [s["tent"] for s in state["seats"] if s["tent"] not in (None, START_LABEL)]
    assert len(tents) == len(set(tents))
    placed = [sum(owner == seat for owner in state["flag_markers"].values()) for seat in range(state["players"])]
    start_flags = SETUP.flags_by_players[state["players"]]
    assert all(p + s["flags_left"] == start_flags for p, s in zip(placed, state["seats"], strict=True))


def check_run(run: Playthrough) -> None:
    for before, after, (_seat, action) in zip(run.states, run.states[1:], run.moves, strict=False):
        check_invariants(after)
        # RSP-085: the explorer is never stepped onto START, and a tent never returns to it
        assert not (after["phase"] in ("FAILING", "SUCCESS") and after["explorer"] == START_LABEL)
        for b, a in zip(before["seats"], after["seats"], strict=True):
            assert not (b["tent"] not in (START_LABEL,) and a["tent"] == START_LABEL)
        # RSP-060: only Give up, Camp or the end of the game pass the turn
        if after["active"] != before["active"]:
            added = after["log_size"] - before["log_size"]  # this move's texts: the last of the recent ones
            texts = after["recent"][len(after["recent"]) - added :]
            assert action["type"] in ("give_up", "camp") or any("gave up" in t for t in texts)
        # RSP-073: nobody but the active player has anything to do
        for other in range(after["players"]):
            if other != after["active"] or after["result"] is not None:
                assert GAME.legal_actions(after, other) == []
    assert run.final["round"] <= SETUP.round_cap  # RSP-092


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_rsp_092_contract_random_games_end(players: int) -> None:
    """RSP-092/RSP-064: random legal games end by the round cap; the shared contract holds."""
    runs = check_contract(GAME, players, {}, SEEDS[players], max_moves(players), secrets=hidden)
    for run in runs:
        check_run(run)
        for state in run.states[:: max(1, len(run.states) // 10)]:
            for seat in range(players):
                mine = GAME.view(state, seat)
                assert mine["private"]["seat"] == seat
                for peek in mine["private"]["peeks"]:
                    assert peek["space"] in state["seats"][seat]["peeks"]


def test_rsp_091_invariants_in_games_that_reach_the_pole() -> None:
    """RSP-091/RSP-062: heuristic games plant flags and end with a winner; invariants hold."""
    for players, seed in ((3, 5001), (5, 5000)):
        states = heuristic_game(players, seed)
        run = Playthrough(seed, states)
        for state in states:
            check_invariants(state)
        for state in states[:: max(1, len(states) // 25)]:
            check_views(GAME, state, seed, hidden)
            assert json.loads(json.dumps(state)) == state
        outcome = GAME.outcome(run.final)
        assert outcome is not None and run.final["result"]["reason"] == "flags"
        (winner,) = outcome["winners"]
        assert run.final["seats"][winner]["flags_left"] == 0
