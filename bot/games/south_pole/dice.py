"""Dice (spec §1, §4.2): splits, the pool, rolling in die-number order, colour sums."""

from __future__ import annotations

import base64
import random
import struct
from collections.abc import Sequence
from itertools import combinations
from typing import Any

from bot.engine import load_rng

from .data import COLOUR_NAMES, COLOURS, Requirement, load_setup

SETUP = load_setup()
FACES: tuple[int, ...] = SETUP.faces

Die = dict[str, Any]  # {"die": 1, "colour": "W", "effective": "U", "face": 2 or None}


def all_splits() -> list[tuple[int, int, int]]:
    """RSP-026: the 25 ways to take 6 dice with at most 5 of a colour."""
    cap, size = SETUP.dice_per_colour, SETUP.pool_size
    return [(w, k, size - w - k) for w in range(cap + 1) for k in range(cap + 1) if 0 <= size - w - k <= cap]


SPLITS = all_splits()


def split_text(split: tuple[int, int, int] | list[int]) -> str:
    """ "4 black · 2 blue": the colours taken, zero counts left out."""
    return " · ".join(f"{n} {COLOUR_NAMES[c]}" for c, n in zip(COLOURS, split, strict=True) if n)


def new_pool(split: tuple[int, int, int] | list[int]) -> list[Die]:
    """RSP-027: d1..d6, white dice first, then black, then blue."""
    colours = [c for c, n in zip(COLOURS, split, strict=True) for _ in range(n)]
    return [{"die": i, "colour": c, "effective": c, "face": None} for i, c in enumerate(colours, start=1)]


# The generator is saved as {"mersenne": its 625 state words packed in base64, "faces": the next
# die faces it gives}. After setup its only use is one rng.choice(FACES) per die (RSP-011), so
# drawing faces ahead in batches yields exactly the faces drawing one at a time would, while
# the costly Mersenne state is decoded and encoded once per batch instead of once per roll.
FACES_AHEAD = 60
_MERSENNE = struct.Struct("<625I")  # 624 state words and the position in them
_MERSENNE_VERSION = 3  # random.Random.getstate()'s version; gauss_next is never used here


def pack_mersenne(rng: random.Random) -> str:
    """The generator's state as ~3.4 KB of text instead of a JSON list of 625 numbers."""
    _version, internal, _gauss = rng.getstate()
    return base64.b64encode(_MERSENNE.pack(*internal)).decode("ascii")


def unpack_mersenne(packed: str) -> random.Random:
    rng = random.Random(0)  # a seed of 0 is cheap; setstate overwrites it at once
    rng.setstate((_MERSENNE_VERSION, _MERSENNE.unpack(base64.b64decode(packed)), None))
    return rng


def save_generator(rng: random.Random) -> dict[str, Any]:
    """A generator with no faces drawn ahead yet, as saved in the state (at setup)."""
    return {"mersenne": pack_mersenne(rng), "faces": []}


class FaceSource:
    """The game's die faces in generator order. The saved generator is read only when a die is
    rolled, and decoded only when the faces drawn ahead run out. It is either the compact dict
    or the [version, [625 numbers], gauss] list of games saved before it, kept until their next roll."""

    def __init__(self, saved: Any) -> None:
        self._saved = saved
        self._ahead: list[int] | None = None  # the faces still to come, the next one last
        self._mersenne = ""
        self._rng: random.Random | None = None

    def next_face(self) -> int:
        if self._ahead is None:
            compact = isinstance(self._saved, dict)
            self._ahead = list(reversed(self._saved["faces"])) if compact else []
            self._mersenne = self._saved["mersenne"] if compact else ""
        if not self._ahead:
            rng = self._generator()
            self._ahead = [rng.choice(FACES) for _ in range(FACES_AHEAD)]
            self._ahead.reverse()
            self._mersenne = pack_mersenne(rng)
        return self._ahead.pop()

    def _generator(self) -> random.Random:
        if self._rng is None:
            saved = self._saved
            self._rng = unpack_mersenne(saved["mersenne"]) if isinstance(saved, dict) else load_rng(saved)
        return self._rng

    def saved(self) -> Any:
        """What to store as the state's generator now: the same object when nothing was rolled."""
        if self._ahead is None:
            return self._saved
        return {"mersenne": self._mersenne, "faces": self._ahead[::-1]}


def roll_face(source: FaceSource) -> int:
    """One die: every face equally likely (RSP-011: the next rng.choice of the game's generator)."""
    return source.next_face()


def roll_dice(source: FaceSource, pool: list[Die], numbers: list[int]) -> None:
    """Roll the named pool dice in ascending die-number order (RSP-029, RSP-040)."""
    chosen = set(numbers)
    for die in sorted(pool, key=lambda d: d["die"]):
        if die["die"] in chosen:
            die["face"] = roll_face(source)


def colour_sums(pool: list[Die]) -> dict[str, int]:
    """Pips per effective colour (RSP-030, RSP-031)."""
    sums = dict.fromkeys(COLOURS, 0)
    for die in pool:
        sums[die["effective"]] += die["face"] or 0
    return sums


def is_met(requirement: Requirement, pool: list[Die]) -> bool:
    """RSP-030: every required colour reaches its minimum; surplus never carries over."""
    sums = colour_sums(pool)
    return all(sums[colour] >= need for colour, need in requirement)


def requirement_text(requirement: Requirement) -> str:
    """ "4 black and 3 blue": what a space needs, colours as words."""
    return " and ".join(f"{need} {COLOUR_NAMES[colour]}" for colour, need in requirement)


def roll_text(pool: list[Die]) -> str:
    """ "white 1, 2, 0 and blue 0, 2": each die's face grouped by the colour it counts as."""
    faces: dict[str, list[str]] = {}
    for die in pool:
        faces.setdefault(die["effective"], []).append(str(die["face"]))
    groups = [f"{COLOUR_NAMES[c]} {', '.join(faces[c])}" for c in COLOURS if c in faces]
    return and_list(groups, "; " if len(groups) > 2 else ", ") or "no dice (none left)"


def and_list(items: list[str], separator: str = ", ") -> str:
    """ "a, b and c" (with ``separator`` between the leading items)."""
    if len(items) < 2:
        return "".join(items)
    return separator.join(items[:-1]) + ("; and " if separator == "; " else " and ") + items[-1]


def dice_text(numbers: list[int]) -> str:
    """ "die 2" or "dice 1, 3 and 4": die numbers as the picture prints them."""
    if len(numbers) == 1:
        return f"die {numbers[0]}"
    return "dice " + and_list([str(n) for n in numbers])


def reroll_sets_of(numbers: Sequence[int]) -> list[list[int]]:
    """Every non-empty set of the sorted die ``numbers``, smallest sets first."""
    return [list(c) for size in range(1, len(numbers) + 1) for c in combinations(numbers, size)]
