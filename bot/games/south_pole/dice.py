"""Dice (spec §1, §4.2): splits, the pool, rolling in die-number order, colour sums."""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

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


def roll_face(rng: random.Random) -> int:
    """One die: every face equally likely (RSP-011 fixes rng.choice as the call)."""
    return rng.choice(FACES)


def roll_dice(rng: random.Random, pool: list[Die], numbers: list[int]) -> None:
    """Roll the named pool dice in ascending die-number order (RSP-029, RSP-040)."""
    chosen = set(numbers)
    for die in sorted(pool, key=lambda d: d["die"]):
        if die["die"] in chosen:
            die["face"] = roll_face(rng)


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


def reroll_sets(pool: list[Die]) -> list[list[int]]:
    """Every non-empty set of pool dice, as sorted die numbers, smallest sets first."""
    numbers = sorted(d["die"] for d in pool)
    return [list(c) for size in range(1, len(numbers) + 1) for c in combinations(numbers, size)]
