"""A simple heuristic player, so tests and sample pictures can see games that reach the pole
(uniformly random play almost never gets past the first rows before the round cap)."""

from __future__ import annotations

import random
from typing import Any

from bot.engine import Action, State
from bot.games.south_pole import GAME
from bot.games.south_pole.board import SPACES
from bot.games.south_pole.state import TILES, requirement_at


def _southward(actions: list[Action], pick: random.Random) -> Action:
    """The step that heads for the pole (largest r), ties broken at random."""
    best = max(SPACES[a["to"]].r for a in actions)
    return pick.choice([a for a in actions if SPACES[a["to"]].r == best])


def _wanted_colours(state: State, label: str) -> dict[str, int]:
    known = requirement_at(state, label)
    if known is not None:
        return dict(known)
    back = TILES[state["tiles"][label]].back if label in state["tiles"] else "W"
    return {back: 5}


def _split_for(need: dict[str, int]) -> list[int]:
    total = sum(need.values())
    split = {c: min(5, round(6 * n / total)) for c, n in need.items()}
    while sum(split.values()) > 6:
        top = max(split, key=lambda c: split[c])
        split[top] -= 1
    spare = [c for c in "WKU" if c not in split] or list(split)
    i = 0
    while sum(split.values()) < 6:
        colour = spare[i % len(spare)]
        if split.get(colour, 0) < 5:
            split[colour] = split.get(colour, 0) + 1
        i += 1
    return [split.get(c, 0) for c in "WKU"]


def heuristic_action(state: State, seat: int, pick: random.Random) -> Action:
    legal = GAME.legal_actions(state, seat)
    by_type: dict[str, list[Action]] = {}
    for action in legal:
        by_type.setdefault(action["type"], []).append(action)
    phase = state["phase"]
    if phase == "CHOOSE_DICE":
        target = _southward([{"to": t} for t in _destinations(state)], pick)["to"]
        split = _split_for(_wanted_colours(state, target))
        return next(a for a in by_type["choose"] if a["split"] == split)
    if phase == "FIRST_MOVE":
        return _southward(by_type["move"], pick)
    if phase == "FAILING":
        if "rest" in by_type:
            return by_type["rest"][0]
        if "recolour" in by_type and pick.random() < 0.3:
            return _useful_recolour(state, by_type["recolour"], pick)
        if "reroll" in by_type:
            low = [d["die"] for d in state["pool"] if (d["face"] or 0) <= 1]
            exact = [a for a in by_type["reroll"] if a["dice"] == low]
            return exact[0] if exact else by_type["reroll"][-1]
        return by_type["give_up"][0]
    if "rest" in by_type and state["seats"][seat]["cubes"] < 3:
        return by_type["rest"][0]
    if "move_tent" in by_type:
        return by_type["move_tent"][0]
    if "camp" in by_type and (len(state["pool"]) < 4 or pick.random() < 0.35):
        return by_type["camp"][0]
    return _southward(by_type["continue"], pick)


def _destinations(state: State) -> list[str]:
    from bot.games.south_pole.board import DESTINATIONS

    return list(DESTINATIONS[state["explorer"]])


def _useful_recolour(state: State, actions: list[Action], pick: random.Random) -> Action:
    need = requirement_at(state, state["explorer"]) or ()
    sums: dict[str, Any] = {c: 0 for c in "WKU"}
    for die in state["pool"]:
        sums[die["effective"]] += die["face"] or 0
    short = [c for c, n in need if sums[c] < n]
    useful = [a for a in actions if a["colour"] in short]
    return pick.choice(useful or actions)


def heuristic_game(players: int, seed: int, max_moves: int = 20_000) -> list[State]:
    """Every state of one seeded game between heuristic players."""
    pick = random.Random(seed ^ 0xB07)
    state = GAME.setup(players, {}, seed)
    states = [state]
    while GAME.outcome(state) is None:
        assert len(states) < max_moves
        seat = GAME.to_act(state)[0]
        state, _ = GAME.apply(state, seat, heuristic_action(state, seat, pick))
        states.append(state)
    return states
