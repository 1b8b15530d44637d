"""The seeded randomness of a game: number dice, the colour die and deck shuffles.

The generator's state lives in ``state["rng"]``; every draw loads it, uses it and saves it
back, so the order of calls in the rules is the order of draws (same seed, same game).
"""

from __future__ import annotations

from bot.engine import State, load_rng, roll, save_rng

from .data import FACES

NUMBER_FACES = (1, 2, 3, 4, 5, 6)


def roll_number(state: State) -> int:
    rng = load_rng(state["rng"])
    value = roll(rng, NUMBER_FACES)
    state["rng"] = save_rng(rng)
    return value


def roll_pair(state: State) -> tuple[int, int]:
    """Die A first, then Die B (PTP-023)."""
    rng = load_rng(state["rng"])
    a = roll(rng, NUMBER_FACES)
    b = roll(rng, NUMBER_FACES)
    state["rng"] = save_rng(rng)
    return a, b


def roll_colour(state: State) -> str:
    rng = load_rng(state["rng"])
    face = roll(rng, FACES)
    state["rng"] = save_rng(rng)
    return face


def shuffle(state: State, cards: list[str]) -> None:
    rng = load_rng(state["rng"])
    rng.shuffle(cards)
    state["rng"] = save_rng(rng)
