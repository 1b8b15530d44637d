"""Every straight move from a position in a direction, for any distance and via, built once.

Listing legal moves asks, for each explorer, die and direction, which vias lead where and what
squares they enter. That is pure geometry (``board.trace``), so it is tabulated per (start,
direction) from at most 13 walks of 12 steps, each shorter move being a prefix of a walk; a
listing then only tests the entered squares against the closed ones, as bits of an int.
"""

from __future__ import annotations

from functools import cache, reduce
from itertools import chain
from operator import or_
from typing import NamedTuple

from bot.engine import Action

from .board import (
    AXIS,
    BIT,
    COLUMN_COUNT,
    COLUMNS,
    DIRECTIONS,
    MAX_STEPS,
    NAMES,
    NP,
    PARALLEL,
    POLES,
    SP_ROW,
    SQUARES,
    Trace,
    column_of,
    is_pole,
    row_of,
    trace,
)
from .words import DIRECTION_WORDS, dice_words, short_place, via_words

_SHORT = {position: short_place(position) for position in (*SQUARES, *POLES)}

DICE = ("A", "B", "AB")  # a die move's ``dice``; a ``Reach`` keeps what depends on it in this order

# (action, end, middle) of one straight move made with one of ``DICE``: ``action`` is the move
# but for the explorer and label, shared by every move with its die, direction and via; ``end``
# where it lands; ``middle`` its label without the explorer's colour and the result
# (" D9 to D7 (die A: 3 north via column D)"). A listing copies ``action`` and sets two values.
Entry = tuple[Action, str, str]
# (entry, entered, axis): an ``Entry`` with the ``mask`` of every square it enters, the landing
# included (a closed one blocks it, PTP-033), and its axis (PTP-044).
Checked = tuple[Entry, int, str]


@cache
def _moves(direction: str, via: str | None) -> tuple[Action, ...]:
    """The move action for each of ``DICE``; a listing copies one and sets explorer and label."""
    return tuple(
        {"type": "move", "explorer": "", "dice": die, "dir": direction, "via": via, "label": ""} for die in DICE
    )


def _die_fits(die: str, steps: int) -> bool:
    """A die moves 1 to 6 spaces, both dice together 2 to 12."""
    return 2 <= steps <= MAX_STEPS if die == "AB" else 1 <= steps <= 6


def _walk(start: str, direction: str, via: int | None) -> list[str]:
    """The positions a move of 12 enters, as ``board.trace`` finds them (PTP-028 to PTP-032);
    a shorter move enters the first of them. ``via`` is None for a walk that stops at a pole."""
    row = row_of(start)
    if AXIS[direction] == PARALLEL:
        names, step = NAMES, 1 if direction == "E" else -1
        column = column_of(start)
        return [names[(column + step * i) % COLUMN_COUNT][row] for i in range(1, MAX_STEPS + 1)]
    delta = -1 if direction == "N" else 1
    if is_pole(start):
        assert via is not None, "a move off a pole names its via column"
        return [NAMES[via][row + delta * i] for i in range(1, MAX_STEPS + 1)]
    pole_row = 0 if direction == "N" else SP_ROW
    lane = NAMES[column_of(start)]
    ahead = [lane[row + delta * i] for i in range(1, abs(pole_row - row) + 1)]
    if via is None:
        return ahead
    back = NAMES[via]  # PTP-032: out of the pole, away from it, by the via column
    return ahead + [back[pole_row - delta * i] for i in range(1, MAX_STEPS - len(ahead) + 1)]


def _reach(start: str, direction: str) -> int:
    """How far a move goes without a via: to the pole ahead on a meridian, any distance along a parallel."""
    if AXIS[direction] == PARALLEL:
        return MAX_STEPS
    if is_pole(start):
        return 0
    return row_of(start) if direction == "N" else SP_ROW - row_of(start)


# (start, direction, steps, via) -> what ``board.trace`` gives for it, for every legal straight
# move: filled with the table below, so checking or recording a move never walks it again.
TRACES: dict[tuple[str, str, int, int | None], Trace] = {}


def traced(start: str, direction: str, steps: int, via: int | None) -> Trace:
    """``board.trace`` for any move, read from ``TRACES`` when the move is legal geometry."""
    return TRACES.get((start, direction, steps, via)) or trace(start, direction, steps, via)


def _ways(start: str, direction: str) -> list[list[tuple[tuple[Entry, ...], int, str]]]:
    """``_ways(start, direction)[steps]``: the moves ``trace`` allows for ``steps``, vias A to L in
    order, each as (its ``Entry`` for each of ``DICE`` the distance fits, entered, axis)."""
    table: list[list[tuple[tuple[Entry, ...], int, str]]] = [[] for _ in range(MAX_STEPS + 1)]
    if is_pole(start) and direction != ("S" if start == NP else "N"):
        return table  # PTP-031: off a pole only away from it, along a meridian
    axis = AXIS[direction]
    reach = _reach(start, direction)
    walks: list[tuple[int | None, range]] = [(None, range(1, reach + 1))] if reach else []
    if reach < MAX_STEPS:
        walks += [(via, range(reach + 1, MAX_STEPS + 1)) for via in range(COLUMN_COUNT)]
    origin = f" {_SHORT[start]} to "
    ahead = 0  # the squares every via walk enters before its pole: the same for all twelve
    for via, distances in walks:
        path = _walk(start, direction, via)
        letter = None if via is None else COLUMNS[via]
        moves = _moves(direction, letter)
        after = f" {DIRECTION_WORDS[direction]}{via_words(letter)})"
        entered = ahead
        for steps in distances:
            end = path[steps - 1]
            entered |= BIT.get(end, 0)  # a shorter move is a prefix of the walk
            if end != start:  # PTP-034: a move may not end where it started
                TRACES[start, direction, steps, via] = Trace(tuple(path[:steps]), None, entered)
                before = f"{origin}{_SHORT[end]} ("
                entries = tuple(
                    (moves[kind], end, f"{before}{dice_words(die, steps)}{after}")
                    for kind, die in enumerate(DICE)
                    if _die_fits(die, steps)
                )
                table[steps].append((entries, entered, axis))
        if via is None:
            ahead = entered
    return table


# Every place a move may land: the squares and the poles.
LANDINGS = (*BIT, *POLES)


class Reach(NamedTuple):
    """The straight moves of one distance from one start, in listing order (direction, then via)."""

    # ``listed[kind]``: the moves with ``DICE[kind]`` bar those landing where an earlier one
    # did (E6 and W6 ...): what a listing gives when nothing is closed and every axis is free
    listed: tuple[tuple[Entry, ...], ...]
    checked: tuple[tuple[Checked, ...], ...]  # ``checked[kind]``: every move with ``DICE[kind]``
    entered: int  # every square any of them enters: when none is closed, none is blocked


def _moves_from(start: str) -> tuple[Reach, ...]:
    """``_moves_from(start)[steps]``: every straight move of ``steps`` from ``start`` (steps 1-12)."""
    by_direction = [_ways(start, direction) for direction in DIRECTIONS]
    reaches = []
    for steps in range(MAX_STEPS + 1):
        found = list(chain.from_iterable(table[steps] for table in by_direction))
        kinds = [kind for kind, die in enumerate(DICE) if _die_fits(die, steps)]
        checked: list[tuple[Checked, ...]] = [()] * len(DICE)
        listed: list[tuple[Entry, ...]] = [()] * len(DICE)
        for slot, kind in enumerate(kinds):
            checked[kind] = tuple((entries[slot], entered, axis) for entries, entered, axis in found)
            listed[kind] = _first_landings(checked[kind])
        entered = reduce(or_, [way[1] for way in found], 0)
        reaches.append(Reach(tuple(listed), tuple(checked), entered))
    return tuple(reaches)


def _first_landings(found: tuple[Checked, ...]) -> tuple[Entry, ...]:
    """The entries of ``found`` bar those that land where an earlier one did."""
    ends: set[str] = set()
    unique = []
    for entry, _entered, _axis in found:
        if entry[1] not in ends:
            ends.add(entry[1])
            unique.append(entry)
    return tuple(unique)


# Built once at import (some 24,000 moves, about 5 MB): every game in the process lists from it,
# and building it inside the first game would cost that game as much as its moves.
MOVES: dict[str, tuple[Reach, ...]] = {start: _moves_from(start) for start in (*SQUARES, *POLES)}
