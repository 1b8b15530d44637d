"""The seeded randomness of a game: number dice, the colour die and deck shuffles.

``state["rng"]`` is a 63-bit seed: each draw seeds a generator with it, draws, and stores
the generator's next 63 bits as the seed of the following draw. So the order of calls in the
rules is the order of draws (same seed, same game), and the state keeps one int, not the 625
of a saved Mersenne Twister. States saved before (a full generator state as a list) go on
with that form, so a stored game plays on exactly as it would have.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager

from bot.engine import State, load_rng, roll, save_rng

from .data import FACES

NUMBER_FACES = (1, 2, 3, 4, 5, 6)
SEED_BITS = 63


def next_seed(rng: random.Random) -> int:
    """The compact saved form of a generator: the seed of the next draw."""
    return rng.getrandbits(SEED_BITS)


@contextmanager
def drawing(state: State) -> Iterator[random.Random]:
    """The game's generator for one draw; its successor is saved back to the state after."""
    saved = state["rng"]
    if isinstance(saved, int):
        rng = random.Random(saved)
        yield rng
        state["rng"] = next_seed(rng)
    else:  # a full generator state saved by an earlier version
        rng = load_rng(saved)
        yield rng
        state["rng"] = save_rng(rng)


def roll_number(state: State) -> int:
    with drawing(state) as rng:
        return roll(rng, NUMBER_FACES)


def roll_pair(state: State) -> tuple[int, int]:
    """Die A first, then Die B (PTP-023)."""
    with drawing(state) as rng:
        a = roll(rng, NUMBER_FACES)
        b = roll(rng, NUMBER_FACES)
    return a, b


def roll_colour(state: State) -> str:
    with drawing(state) as rng:
        return roll(rng, FACES)


def shuffle(state: State, cards: list[str]) -> None:
    with drawing(state) as rng:
        rng.shuffle(cards)
