"""The state's random generator, kept compact and decoded only when a move needs randomness.

Only a reshuffle (RNP-088) draws on it, so most moves never decode it and pass the same saved
value on. Saved form: ``[version, base64 of the 625 Mersenne words, gauss]`` (3.3 KB of text
instead of a 625-number list). States saved before, with ``bot.engine.save_rng``'s list of
ints, still load: the generator is the same, only its encoding differs.
"""

from __future__ import annotations

import base64
import random
import struct
from collections.abc import Sequence
from typing import Any, Protocol

from bot.engine import load_rng

_WORDS = struct.Struct("<625I")  # 624 state words and the index, each below 2**32


def pack_rng(rng: random.Random) -> list[Any]:
    version, internal, gauss = rng.getstate()
    return [version, base64.b64encode(_WORDS.pack(*internal)).decode("ascii"), gauss]


def unpack_rng(saved: Sequence[Any]) -> random.Random:
    if not isinstance(saved[1], str):
        return load_rng(saved)  # the long form of states saved by earlier versions
    rng = random.Random(0)  # seeded only to skip reading os.urandom; setstate replaces it
    rng.setstate((saved[0], _WORDS.unpack(base64.b64decode(saved[1])), saved[2]))
    return rng


class Shuffler(Protocol):
    """All the randomness a move uses: a reshuffle of the discard pile (RNP-088)."""

    def shuffle(self, x: list[Any]) -> None: ...


class LazyRng:
    """A state's generator, decoded on first use; ``saved`` gives its value for the next state."""

    __slots__ = ("_rng", "_saved")

    def __init__(self, saved: Sequence[Any]) -> None:
        self._saved = saved
        self._rng: random.Random | None = None

    def generator(self) -> random.Random:
        if self._rng is None:
            self._rng = unpack_rng(self._saved)
        return self._rng

    def shuffle(self, x: list[Any]) -> None:
        self.generator().shuffle(x)

    def saved(self) -> list[Any]:
        """The compact saved form; unchanged (the same value) when nothing was drawn."""
        if self._rng is None and isinstance(self._saved[1], str):
            return list(self._saved)
        return pack_rng(self.generator())
