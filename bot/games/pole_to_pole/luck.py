"""The seeded randomness of a game: number dice, the colour die and deck shuffles.

``state["rng"]`` is a 63-bit seed: each draw seeds a generator with it, draws, and stores
the generator's next 63 bits as the seed of the following draw. So the order of calls in the
rules is the order of draws (same seed, same game), and the state keeps one int, not the 625
of a saved Mersenne Twister. States saved before (a full generator state as a list) go on
with that form, so a stored game plays on exactly as it would have.
"""

from __future__ import annotations

import random

from bot.engine import State, load_rng, roll, save_rng

from .data import FACES

NUMBER_FACES = (1, 2, 3, 4, 5, 6)
SEED_BITS = 63


def next_seed(rng: random.Random) -> int:
    """The compact saved form of a generator: the seed of the next draw."""
    return rng.getrandbits(SEED_BITS)


def _generator(state: State) -> random.Random:
    """The game's generator for one draw (``_put_back`` saves its successor after it)."""
    saved = state["rng"]
    return random.Random(saved) if isinstance(saved, int) else load_rng(saved)


def _put_back(state: State, rng: random.Random) -> None:
    """Saves the generator after a draw in the form the state keeps (see the module's docstring)."""
    state["rng"] = next_seed(rng) if isinstance(state["rng"], int) else save_rng(rng)


def roll_number(state: State) -> int:
    rng = _generator(state)
    number = roll(rng, NUMBER_FACES)
    _put_back(state, rng)
    return number


def roll_pair(state: State) -> tuple[int, int]:
    """Die A first, then Die B (PTP-023)."""
    rng = _generator(state)
    a = _number(rng)
    b = _number(rng)
    _put_back(state, rng)
    return a, b


def _number(rng: random.Random) -> int:
    """``roll(rng, NUMBER_FACES)`` with ``Random.choice``'s draws made here: 3 bits, again
    until below 6 (each turn rolls, so the two Python calls it saves add up)."""
    drawn = rng.getrandbits(3)
    while drawn >= len(NUMBER_FACES):
        drawn = rng.getrandbits(3)
    return NUMBER_FACES[drawn]


def roll_colour(state: State) -> str:
    rng = _generator(state)
    face = roll(rng, FACES)
    _put_back(state, rng)
    return face


def shuffle(state: State, cards: list[str]) -> None:
    rng = _generator(state)
    rng.shuffle(cards)
    _put_back(state, rng)
