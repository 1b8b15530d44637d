"""Plain words for places, directions, dice and explorers in event texts and action labels.

Players read coordinates printed on the board (``D4``) and the poles by name; explorer ids
(``Blue-3``), pole codes and dice keys stay inside the engine.
"""

from __future__ import annotations

from functools import cache

POLE_NAMES = {"NP": "the North Pole", "SP": "the South Pole"}
DIRECTION_WORDS = {"N": "north", "S": "south", "E": "east", "W": "west"}


def place(position: str) -> str:
    """``D4`` stays ``D4``; a pole is named."""
    return POLE_NAMES.get(position, position)


@cache  # a few dozen positions, named in every move label
def short_place(position: str) -> str:
    """``D4``, or ``North Pole`` without the article, for labels that must stay short."""
    return place(position).removeprefix("the ")


def at(position: str) -> str:
    """``on D4`` or ``at the North Pole``."""
    return f"at {place(position)}" if position in POLE_NAMES else f"on {position}"


@cache  # 24 explorer ids, named in every move label
def colour_word(explorer: str) -> str:
    """The colour of an explorer id such as ``Blue-3``."""
    return explorer.split("-")[0]


def dice_words(die: str, steps: int) -> str:
    """``die A: 3`` or ``both dice: 8``."""
    return f"both dice: {steps}" if die == "AB" else f"die {die}: {steps}"


def via_words(via: str | None) -> str:
    return "" if via is None else f" via column {via}"


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"
