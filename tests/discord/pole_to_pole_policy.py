"""A greedy Pole to Pole player for driving whole games in tests: short games, every decision kind.

It makes the legal action that leaves its team best off: arrivals and goal tokens first, then
its explorers nearest their target pole and its rivals' farthest from theirs (captures).
"""

from __future__ import annotations

import random
from typing import Any

from bot.engine import Action, State
from bot.games.pole_to_pole import GAME as G
from bot.games.pole_to_pole.board import pole_distance
from bot.games.pole_to_pole.pieces import on_board, owner, target


def worth(state: State, seat: int) -> float:
    """How well ``seat``'s team stands, from its side of the table."""
    team = next(members for members in state["teams"] if seat in members)
    total = 0.0
    for explorer, position in state["explorers"].items():
        side = 1 if owner(explorer) in team else -1
        if position == "arrived":
            total += side * 30
        elif on_board(position):
            total -= side * pole_distance(position, target(owner(explorer)))
    return total + 15 * sum(state["tokens"][s] for s in team)


def choose(state: State, seat: int, legal: list[Action], rng: random.Random) -> Action:
    return max(legal, key=lambda a: (worth(G.apply(state, seat, a)[0], seat), rng.random()))


def play(seed: int, options: dict[str, Any], players: int = 4) -> tuple[State, list[tuple[int, Action]]]:
    """The game this policy plays from ``seed`` (engine only): end state and moves."""
    rng = random.Random(seed)
    state = G.setup(players, options, seed)
    moves: list[tuple[int, Action]] = []
    while G.outcome(state) is None:
        seat = G.to_act(state)[0]
        action = choose(state, seat, G.legal_actions(state, seat), rng)
        state, _ = G.apply(state, seat, action)
        moves.append((seat, action))
    return state, moves


def features(moves: list[tuple[int, Action]]) -> set[str]:
    return {action["type"] for _, action in moves}
