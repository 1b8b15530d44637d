"""A simple Roll to the South Pole player for driving whole games in tests.

It heads south, picks dice for the colour of the next tile, rests, rerolls and recolours
when short, camps now and then, and peeks once when it can afford to.
"""

from __future__ import annotations

import random
from typing import Any

from bot.engine import Action, State
from bot.games.south_pole import GAME as G
from bot.games.south_pole.board import SPACES
from bot.hexgrid import distance

COL = "WKU"


def target_need(space: dict[str, Any]) -> dict[str, int]:
    if space["requirement"]:
        return dict(space["requirement"])
    if space["back"]:
        return {space["back"]: 5}
    return {}


def split_for(need: dict[str, int]) -> list[int]:
    if not need:
        return [2, 2, 2]
    total = sum(need.values())
    counts = [min(5, round(need.get(c, 0) / total * 6)) for c in COL]
    while sum(counts) > 6:
        counts[counts.index(max(counts))] -= 1
    while sum(counts) < 6:
        wanted = [i for i in range(3) if need.get(COL[i]) and counts[i] < 5]
        counts[wanted[0] if wanted else counts.index(min(counts))] += 1
    return counts


def choose(state: State, seat: int, legal: list[Action], rng: random.Random, memo: dict[Any, Any]) -> Action:
    view = G.view(state, None)
    by: dict[str, list[Action]] = {}
    for a in legal:
        by.setdefault(a["type"], []).append(a)
    spaces = {s["label"]: s for s in view["spaces"]}
    if "peek" in by and not memo.get(("peek", seat)) and state["seats"][seat]["cubes"] >= 2:
        memo[("peek", seat)] = True
        return by["peek"][0]
    if "choose" in by:
        tent = SPACES[state["seats"][seat]["tent"] or "A4"]
        near = [
            s
            for s in view["spaces"]
            if distance((s["q"], s["r"]), (tent.q, tent.r)) == 1 and s["kind"] not in ("mountain", "start")
        ]
        best = max(near, key=lambda s: (s["r"], rng.random()))
        split = split_for(target_need(best))
        return next((a for a in by["choose"] if a["split"] == split), rng.choice(by["choose"]))
    for kind in ("move", "continue"):
        if kind in by:
            if kind == "continue" and "camp" in by and (len(view["pool"]) < 5 or rng.random() < 0.3):
                return by["camp"][0]
            south = max(spaces[a["to"]]["r"] for a in by[kind])
            return rng.choice([a for a in by[kind] if spaces[a["to"]]["r"] == south])
    if "camp" in by:
        return by["camp"][0]
    need = view["requirement"] or {}
    sums = view["sums"] or {}
    short = [c for c, n in need.items() if sums.get(c, 0) < n]
    if "rest" in by and state["seats"][seat]["cubes"] < 3:
        return by["rest"][0]
    if "reroll" in by:
        low = sorted(d["die"] for d in view["pool"] if d["effective"] in short and (d["face"] or 0) <= 1)
        for a in by["reroll"]:
            if a["dice"] == low:
                return a
    if "recolour" in by and short:
        for d in view["pool"]:
            if d["effective"] not in need and (d["face"] or 0) >= 2:
                for a in by["recolour"]:
                    if a["die"] == d["die"] and a["colour"] == short[0]:
                        return a
    if "rest" in by:
        return by["rest"][0]
    return by.get("give_up", legal)[0]


def play(seed: int, players: int = 3) -> tuple[State, int]:
    """The game this policy plays from ``seed`` (engine only): its end state and move count."""
    rng = random.Random(seed)
    memo: dict[Any, Any] = {}
    state = G.setup(players, {}, seed)
    moves = 0
    while G.outcome(state) is None:
        seat = G.to_act(state)[0]
        state, _ = G.apply(state, seat, choose(state, seat, G.legal_actions(state, seat), rng, memo))
        moves += 1
    return state, moves
