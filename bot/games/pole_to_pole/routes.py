"""Every straight move from a position in a direction, for any distance and via, built once.

Listing legal moves asks, for each explorer, die and direction, which vias lead where and what
squares they enter. That is pure geometry (``board.trace``), so it is tabulated per (start,
direction) from at most 13 walks of 12 steps, each shorter move being a prefix of a walk; a
listing then only tests the entered squares against the closed ones, as bits of an int.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from .board import (
    AXIS,
    COLUMN_COUNT,
    COLUMNS,
    MAX_STEPS,
    NP,
    PARALLEL,
    SP_ROW,
    SQUARES,
    column_of,
    is_pole,
    row_of,
    square,
)
from .words import DIRECTION_WORDS, short_place, via_words

BIT = {position: 1 << index for index, position in enumerate(SQUARES)}  # poles never close: no bit

# (end, entered, via, before, after): where a straight move lands; the ``mask`` of every square it
# enters, the landing included (a closed one blocks it, PTP-033); its via column letter as the
# action names it; and its label around the dice words: " D9 to D7 (" and " north via column D)".
# A plain tuple, not a NamedTuple: listings unpack some 90 of them per call.
Way = tuple[str, int, str | None, str, str]


def mask(positions: Iterable[str]) -> int:
    """The grid squares among ``positions`` as bits of an int."""
    bits = 0
    for position in positions:
        bits |= BIT.get(position, 0)
    return bits


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


@cache
def ways(start: str, direction: str) -> tuple[tuple[Way, ...], ...]:
    """``ways(start, direction)[steps]``: the moves ``trace`` allows for ``steps``, vias A to L in order."""
    table: list[list[Way]] = [[] for _ in range(MAX_STEPS + 1)]
    if is_pole(start) and direction != ("S" if start == NP else "N"):
        return tuple(() for _ in table)  # PTP-031: off a pole only away from it, along a meridian
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
    return tuple(tuple(found) for found in table)
