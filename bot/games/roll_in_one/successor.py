"""The state a move builds on: the parts moves change in place, copied (``SHAPE``), and the
generator loaded from the state only when the move draws from it.

``apply`` must never change the state it was given. A whole-state copy (pickle round trip) and
loading and saving the generator's 625 words were most of a move, and most moves roll nothing.
"""

from __future__ import annotations

import random
from typing import Any

from bot.engine import save_rng
from bot.stateshape import COPY, Each, Fields, Last, Maybe, StateShape

# Shared with the state before (moves only ever replace them whole): options, the generator's
# saved words, the decision, the last turn, the result, the opening rolls, shared golfers, history
# records, hole attachment and board entries, green cells, path cells and a turn's "before"
# facts; and the lists that change a few times a game, which their moves replace by new ones:
# the history, solo counts, the campaign record, a seat's hand, settings, scores and greens
# reached, and the hole's attachments, boards and greens (so ``common.course`` knows the course
# at once). Of a turn's rolls only the last is ever rewritten (its note, its face).
TURN = Fields(
    plan=COPY,
    rolls=Last(COPY),
    path=COPY,
    cards=COPY,
    flags=COPY,
    landing=Maybe(Fields(reactors=Maybe(COPY), queue=COPY)),
)
SHAPE = StateShape(
    shared=(
        *("mode", "players", "options", "shared_golfers", "first_player", "first_rolls", "holes_total"),
        *("history", "last_turn", "stage", "decision", "round", "order_pos", "solo_counts_used"),
        *("survival_holes", "campaign", "result", "rng", "rng_ahead"),
    ),
    copied={
        "deck": COPY,
        "discard": COPY,
        "seats": Each(COPY),
        "balls": Each(COPY),
        "golfer_pick": Maybe(COPY),
        "hole": Maybe(COPY),
        "turn": Maybe(TURN),
    },
)


# Words (32-bit outputs of the Mersenne Twister) drawn ahead in one go and kept in the state as
# "rng_ahead": loading and saving the generator's 625 words cost a third of a move that rolls,
# while one word costs one number. Every draw takes the next word, so the game sees exactly
# the numbers the generator would give it one draw at a time.
WORDS_AHEAD = 64


def _load(saved: list[Any]) -> random.Random:
    """``load_rng`` without seeding a generator from the system first (setstate replaces it all)."""
    rng = random.Random.__new__(random.Random)
    rng.setstate((saved[0], tuple(saved[1]), saved[2]))
    return rng


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
            self._refill()
        word = self._ahead[self._used]
        self._used += 1
        return word

    def _refill(self) -> None:
        if self._mersenne is None:
            self._mersenne = _load(self._saved)
        draw = self._mersenne.getrandbits
        self._ahead = [draw(32) for _ in range(WORDS_AHEAD)]
        self._used = 0

    def _randbelow(self, n: int) -> int:
        """As CPython's ``_randbelow_with_getrandbits``: k-bit draws until one is below n, each the
        top k bits of one word (the die rolls of every shot go through here, so it reads the
        words itself)."""
        k = n.bit_length()
        if not 0 < k <= 32:  # several words per draw (or none): CPython's loop as it is
            r = self.getrandbits(k)
            while r >= n:
                r = self.getrandbits(k)
            return r
        shift = 32 - k
        ahead, used = self._ahead, self._used
        while True:
            if used == len(ahead):
                self._refill()
                ahead, used = self._ahead, 0
            r = ahead[used] >> shift
            used += 1
            if r < n:
                self._used = used
                return r

    def choice(self, seq: Any) -> Any:
        """As CPython's: one ``_randbelow`` draw of the sequence's length."""
        if not len(seq):
            raise IndexError("Cannot choose from an empty sequence")
        return seq[self._randbelow(len(seq))]

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
