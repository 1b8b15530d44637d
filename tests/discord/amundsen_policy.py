"""A simple 1911 Amundsen vs. Scott player for driving whole games in tests.

It plays the strongest kind of action it has (Pole, Advance, attacks, Back to Route),
otherwise takes cards, and keeps a record of which kinds of decision came up.
"""

from __future__ import annotations

import random
from typing import Any

from bot.engine import Action, State
from bot.games.amundsen_scott import GAME as G

PREFERENCE = ("pole", "return", "lose_way", "penalty", "compass", "advance", "loss", "weather", "effect", "trim")


def choose(state: State, seat: int, legal: list[Action], rng: random.Random) -> Action:
    by: dict[str, list[Action]] = {}
    for action in legal:
        by.setdefault(action["type"], []).append(action)
    for kind in PREFERENCE:
        if kind in by:
            if kind == "advance":
                return max(by[kind], key=lambda a: (a["spaces"], rng.random()))
            return rng.choice(by[kind])
    takes = by.get("take", [])
    if takes:
        return max(takes, key=lambda a: (a["n"], rng.random())) if rng.random() < 0.7 else rng.choice(takes)
    return rng.choice(legal)


def play(seed: int, options: dict[str, Any] | None = None) -> tuple[State, list[tuple[int, Action]]]:
    """The game this policy plays from ``seed`` (engine only): end state and moves."""
    rng = random.Random(seed)
    state = G.setup(2, options or {}, seed)
    moves: list[tuple[int, Action]] = []
    while G.outcome(state) is None:
        seat = G.to_act(state)[0]
        action = choose(state, seat, G.legal_actions(state, seat), rng)
        state, _ = G.apply(state, seat, action)
        moves.append((seat, action))
    return state, moves


def features(moves: list[tuple[int, Action]]) -> set[str]:
    kinds: set[str] = set()
    for _, action in moves:
        kinds.add(action["type"])
        if action["type"] == "take" and action.get("discard"):
            kinds.add("take_with_discards")
    return kinds


def summary(seed: int) -> dict[str, Any]:
    state, moves = play(seed)
    return {"seed": seed, "moves": len(moves), "features": features(moves), "result": state["result"]}
