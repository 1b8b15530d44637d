"""Every straight move from a position in a direction, for any distance and via, built once.

Listing legal moves asks, for each explorer, die and direction, which vias lead where and what
squares they enter. That is pure geometry (``board.trace``), so it is tabulated per (start,
direction) from at most 13 walks of 12 steps, each shorter move being a prefix of a walk; a
listing then only tests the entered squares against the closed ones, as bits of an int.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from .board import (
    AXIS,
    BIT,
    COLUMN_COUNT,
    COLUMNS,
    DIRECTIONS,
    MAX_STEPS,
    NP,
    PARALLEL,
    SP_ROW,
    column_of,
    is_pole,
    mask,
    row_of,
    square,
)
from .words import DIRECTION_WORDS, short_place, via_words

# (direction, axis, end, entered, via, before, after): a straight move's direction and its axis;
# where it lands; the ``mask`` of every square it enters, the landing included (a closed one
# blocks it, PTP-033); its via column letter as the action names it; and its label around the
# dice words: " D9 to D7 (" and " north via column D)". A plain tuple, not a NamedTuple: a
# listing unpacks some 90 of them.
Way = tuple[str, str, str, int, str | None, str, str]


def _walk(start: str, direction: str, steps: int, via: int | None) -> list[str]:
    """The positions entered by ``steps`` moves, as ``board.trace`` finds them (PTP-028 to PTP-032)."""
    row = row_of(start)
    if AXIS[direction] == PARALLEL:
        step = 1 if direction == "E" else -1
        return [square(column_of(start) + step * i, row) for i in range(1, steps + 1)]
    column: int | None = via if is_pole(start) else column_of(start)
    delta = -1 if direction == "N" else 1
    path = []
    for _ in range(steps):
        row += delta
        assert column is not None, "a walk that goes on past a pole has a via column"
        path.append(square(column, row))
        if row in (0, SP_ROW):
            column, delta = via, -delta  # PTP-032: out of the pole by the via column
    return path


def _reach(start: str, direction: str) -> int:
    """How far a move goes without a via: to the pole ahead on a meridian, any distance along a parallel."""
    if AXIS[direction] == PARALLEL:
        return MAX_STEPS
    if is_pole(start):
        return 0
    return row_of(start) if direction == "N" else SP_ROW - row_of(start)


def _ways(start: str, direction: str) -> list[list[tuple[str, int, str | None, str, str]]]:
    """``_ways(start, direction)[steps]``: (end, entered, via, before, after) of the moves ``trace``
    allows for ``steps``, vias A to L in order."""
    table: list[list[tuple[str, int, str | None, str, str]]] = [[] for _ in range(MAX_STEPS + 1)]
    if is_pole(start) and direction != ("S" if start == NP else "N"):
        return table  # PTP-031: off a pole only away from it, along a meridian
    reach = _reach(start, direction)
    walks: list[tuple[int | None, range]] = [(None, range(1, reach + 1))]
    if reach < MAX_STEPS:
        walks += [(via, range(reach + 1, MAX_STEPS + 1)) for via in range(COLUMN_COUNT)]
    origin = f" {short_place(start)} to "
    for via, distances in walks:
        path = _walk(start, direction, distances[-1], via) if distances else []
        letter = None if via is None else COLUMNS[via]
        after = f" {DIRECTION_WORDS[direction]}{via_words(letter)})"
        entered = mask(path[: distances.start - 1])
        for steps in distances:
            end = path[steps - 1]
            entered |= BIT.get(end, 0)  # a shorter move is a prefix of the walk
            if end != start:  # PTP-034: a move may not end where it started
                table[steps].append((end, entered, letter, f"{origin}{short_place(end)} (", after))
    return table


class Reach(NamedTuple):
    """The straight moves of one distance from one start, in listing order (direction, then via)."""

    ways: tuple[Way, ...]
    unique: tuple[Way, ...]  # ``ways`` bar those landing where an earlier one did (E6 and W6 ...)
    entered: int  # every square any of them enters: when none is closed, none is blocked


@cache
def moves_from(start: str) -> tuple[Reach, ...]:
    """``moves_from(start)[steps]``: every straight move of ``steps`` from ``start`` (steps 1-12)."""
    by_direction = [(direction, AXIS[direction], _ways(start, direction)) for direction in DIRECTIONS]
    reaches = []
    for steps in range(MAX_STEPS + 1):
        found = tuple((direction, axis, *way) for direction, axis, table in by_direction for way in table[steps])
        reaches.append(Reach(found, _first_landings(found), _union(found)))
    return tuple(reaches)


def _first_landings(found: tuple[Way, ...]) -> tuple[Way, ...]:
    """``found`` without the ways that land where an earlier one did (the same tuple if none does)."""
    ends: set[str] = set()
    unique = []
    for way in found:
        if way[2] not in ends:
            ends.add(way[2])
            unique.append(way)
    return found if len(unique) == len(found) else tuple(unique)


def _union(found: tuple[Way, ...]) -> int:
    """Every square entered by any of ``found``."""
    bits = 0
    for way in found:
        bits |= way[3]
    return bits
