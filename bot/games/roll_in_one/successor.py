"""The state a move builds on: a copy of only the parts moves change in place, and the generator
loaded from the state only when the move draws from it.

``apply`` must never change the state it was given. A whole-state copy (pickle round trip) and
loading and saving the generator's 625 words were most of a move, and most moves roll nothing.
"""

from __future__ import annotations

import random
from typing import Any

from bot.engine import State, load_rng, save_rng


def successor(st: State) -> State:
    """A new state equal to ``st`` in which every list or dict a move changes in place is a copy.

    Shared with ``st`` (moves only ever replace them whole): options, the generator's saved words,
    the decision, the last turn, the result, the opening rolls, shared golfers, history records,
    hole attachment and board entries, green cells, path cells and a turn's "before" facts."""
    new = st.copy()
    new["deck"] = st["deck"][:]
    new["discard"] = st["discard"][:]
    new["seats"] = [_seat(seat) for seat in st["seats"]]
    new["balls"] = list(map(dict.copy, st["balls"]))
    new["history"] = st["history"][:]
    new["solo_counts_used"] = st["solo_counts_used"][:]
    campaign = st["campaign"]
    new["campaign"] = {
        **campaign,
        "finishers": campaign["finishers"][:],
        "extra_left": None if campaign["extra_left"] is None else campaign["extra_left"][:],
    }
    if st["golfer_pick"] is not None:
        new["golfer_pick"] = st["golfer_pick"].copy()
    hole = st["hole"]
    if hole is not None:
        new["hole"] = {
            **hole,
            "attachments": hole["attachments"][:],
            "boards": hole["boards"][:],
            "greens": hole["greens"][:],
        }
    if st["turn"] is not None:
        new["turn"] = _turn(st["turn"])
    return new


def _seat(seat: dict[str, Any]) -> dict[str, Any]:
    return {
        **seat,
        "hand": seat["hand"][:],
        "settings": seat["settings"].copy(),
        "scores": seat["scores"][:],
        "greens_reached": seat["greens_reached"][:],
    }


def _turn(turn: dict[str, Any]) -> dict[str, Any]:
    new = {
        **turn,
        "plan": turn["plan"][:],
        "rolls": list(map(dict.copy, turn["rolls"])),  # a later ROLL-window choice rewrites the last one
        "path": turn["path"][:],
        "cards": turn["cards"][:],
        "flags": turn["flags"].copy(),
    }
    landing = turn["landing"]
    if landing is not None:
        reactors = None if landing["reactors"] is None else landing["reactors"][:]
        new["landing"] = {**landing, "reactors": reactors, "queue": landing["queue"][:]}
    return new


# Words (32-bit outputs of the Mersenne Twister) drawn ahead in one go and kept in the state as
# "rng_ahead": loading and saving the generator's 625 words cost a third of a move that rolls,
# while one word costs one number. Every draw takes the next word, so the game sees exactly
# the numbers the generator would give it one draw at a time.
WORDS_AHEAD = 64


class SavedRandom(random.Random):
    """The state's generator: its saved Mersenne words (``st["rng"]``, as ``save_rng`` writes them)
    and the words already drawn from them that no draw has used yet (``st["rng_ahead"]``).

    Every draw of ``random.Random`` (choice, shuffle, randrange, …) goes through ``getrandbits``
    or ``random``, which take words here exactly as CPython's generator takes them from its
    state; the Mersenne words are loaded only when the words ahead run out."""

    def __init__(self, saved: list[Any], ahead: list[int]) -> None:  # no seeding: the state is the seed
        self._saved = saved
        self._ahead = ahead
        self._used = 0  # words of ``_ahead`` taken so far
        self._mersenne: random.Random | None = None
        self.gauss_next = None  # as random.Random.__init__ leaves it

    def _word(self) -> int:
        if self._used == len(self._ahead):
            if self._mersenne is None:
                self._mersenne = load_rng(self._saved)
            draw = self._mersenne.getrandbits
            self._ahead = [draw(32) for _ in range(WORDS_AHEAD)]
            self._used = 0
        word = self._ahead[self._used]
        self._used += 1
        return word

    def getrandbits(self, k: int, /) -> int:
        """As CPython's: up to 32 bits are the top bits of one word; more take words from the
        least significant up, the last one cut to its top bits."""
        if k <= 32:
            if k < 0:
                raise ValueError("number of bits must be non-negative")
            return self._word() >> (32 - k) if k else 0
        value = 0
        for shift in range(0, k, 32):
            value |= (self._word() >> max(0, 32 - (k - shift))) << shift
        return value

    def random(self) -> float:
        """As CPython's: 27 bits of one word and 26 of the next make a 53-bit fraction."""
        high, low = self._word() >> 5, self._word() >> 6
        return (high * 67108864.0 + low) * (1.0 / 9007199254740992.0)

    def saved(self) -> tuple[list[Any], list[int]]:
        """The Mersenne words and the words ahead to store: the very lists it was given while
        the move drew nothing, so most moves store no new generator at all."""
        mersenne = self._saved if self._mersenne is None else save_rng(self._mersenne)
        ahead = self._ahead if self._used == 0 else self._ahead[self._used :]
        return mersenne, ahead
