"""A simple Race to the North Pole player for driving whole games in tests.

It lands pawns, then plays the card that brings one of its own pawns closest to the Pole
(ambushing when it can), takes every Husky extra play, and otherwise ends its turn.
"""

from __future__ import annotations

import random

from bot.engine import Action, State
from bot.games.north_pole import GAME as G
from bot.games.north_pole.board import CENTRAL, pos


def distance(square: str) -> int:
    """Steps from ``square`` to the nearest square around the Pole (0 at the Pole itself)."""
    if square == "P":
        return -1
    if square in ("ship", "supply", "pole"):
        return 99
    at = pos(square)
    return min(max(abs(at[0] - c[0]), abs(at[1] - c[1])) for c in map(pos, CENTRAL))


def score(action: Action, state: State) -> float:
    kind = action["type"]
    if kind in ("move", "sling"):
        if action["pawn"] == "bear":
            return -5.0
        before = distance(state["pawns"][action["pawn"]])
        after = distance(action["path"][-1]) if kind == "move" else before
        return (before - after) * 3 + 4 * (after == -1) - len(action.get("gear", [])) + (kind == "sling")
    return {"husky": 2.0, "camp": 1.0, "overflow": 0.5, "end": 0.0, "pay": -1.0, "refresh": -2.0}.get(kind, -3.0)


def choose(state: State, seat: int, legal: list[Action], rng: random.Random) -> Action:
    best = max(score(a, state) for a in legal)
    return rng.choice([a for a in legal if score(a, state) == best])


def play(seed: int, players: int = 3, teams: bool = False) -> tuple[State, int]:
    """The game this policy plays from ``seed`` (engine only): its end state and move count."""
    rng = random.Random(seed)
    state = G.setup(players, {"teams": teams}, seed)
    moves = 0
    while G.outcome(state) is None and moves < 3000:
        seat = G.to_act(state)[0]
        state, _ = G.apply(state, seat, choose(state, seat, G.legal_actions(state, seat), rng))
        moves += 1
        state = forced(state)
    return state, moves


def forced(state: State) -> State:
    """The moves the table makes by itself after a click (a lone End turn: ``Game.forced``)."""
    while G.outcome(state) is None and len(G.to_act(state)) == 1:
        seat = G.to_act(state)[0]
        made = G.forced(state, seat, G.legal_actions(state, seat))
        if made is None:
            break
        state, _ = G.apply(state, seat, made)
    return state
