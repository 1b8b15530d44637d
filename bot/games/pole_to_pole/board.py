"""Board geometry: square names, the east-west wrap, poles, and the squares a straight move enters.

Positions are strings: ``"NP"``, ``"SP"`` or a grid square such as ``"D4"``. Internally a
position is (column 0-11, row 0-12) where NP is row 0 and SP is row 12 (PTP-015).
Nothing here knows about explorers; ``trace`` is pure geometry and cached.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import NamedTuple

from bot.i18n.message import Msg, msg

from .data import BOARD

NP = "NP"
SP = "SP"
POLES = (NP, SP)
COLUMNS = BOARD.columns
COLUMN_COUNT = len(COLUMNS)
ROW_COUNT = len(BOARD.latitudes)
SP_ROW = ROW_COUNT + 1
MAX_STEPS = COLUMN_COUNT  # the longest move (A+B = 12) passes at most one pole
DIRECTIONS = ("N", "S", "E", "W")
MERIDIAN = "meridian"
PARALLEL = "parallel"
AXIS = {"N": MERIDIAN, "S": MERIDIAN, "E": PARALLEL, "W": PARALLEL}
SQUARES = tuple(f"{c}{r}" for r in range(1, ROW_COUNT + 1) for c in COLUMNS)
_SQUARE_SET = frozenset(SQUARES)
BIT = {position: 1 << index for index, position in enumerate(SQUARES)}  # poles never close: no bit


def square(column: int, row: int) -> str:
    """The name of a position; rows 0 and 12 are the poles whatever the column."""
    if row == 0:
        return NP
    if row == SP_ROW:
        return SP
    return f"{COLUMNS[column % COLUMN_COUNT]}{row}"


def mask(positions: Iterable[str]) -> int:
    """The grid squares among ``positions`` as the bits of an int (``BIT``): sets of squares
    that a listing intersects some 90 times per call."""
    bits = 0
    for position in positions:
        bits |= BIT.get(position, 0)
    return bits


# Position names by column and row (rows 0 and 12 are the poles): paths index it.
NAMES = tuple(tuple(square(column, row) for row in range(SP_ROW + 1)) for column in range(COLUMN_COUNT))


def is_square(position: str) -> bool:
    return position in _SQUARE_SET


def is_pole(position: str) -> bool:
    return position in POLES


def row_of(position: str) -> int:
    """Meridian coordinate: NP counts as row 0 and SP as row 12 (PTP-015)."""
    if position == NP:
        return 0
    if position == SP:
        return SP_ROW
    return int(position[1:])


def column_of(position: str) -> int:
    return COLUMNS.index(position[0])


def column_index(letter: object) -> int | None:
    """The column index of a via letter, or None when it is not one of A-L."""
    if isinstance(letter, str) and letter in COLUMNS:
        return COLUMNS.index(letter)
    return None


def toward(pole: str) -> str:
    """The meridian direction that heads to ``pole``."""
    return "N" if pole == NP else "S"


def pole_distance(position: str, pole: str) -> int:
    """Spaces along the column from a grid square to ``pole``."""
    return row_of(position) if pole == NP else SP_ROW - row_of(position)


_POLE_EXITS = {
    NP: msg("An explorer on the North Pole can only move S, along a meridian."),
    SP: msg("An explorer on the South Pole can only move N, along a meridian."),
}


class Trace(NamedTuple):
    """The positions a move enters, in order (the last one is the landing), or why it can't be made."""

    path: tuple[str, ...] = ()
    error: Msg | None = None
    entered: int = 0  # ``mask(path)``: the grid squares the move enters

    @property
    def end(self) -> str:
        return self.path[-1]


def needs_via(start: str, direction: str, steps: int) -> bool:
    """True when the move leaves or passes through a pole, so the player must name a column."""
    if AXIS[direction] == PARALLEL:
        return False
    if is_pole(start):
        return True  # leaving a pole, even all the way to the other one, runs down a chosen column
    row = row_of(start)
    return steps > row if direction == "N" else steps > SP_ROW - row


@cache
def trace(start: str, direction: str, steps: int, via: int | None) -> Trace:
    """Squares entered by a straight move of ``steps`` from ``start`` (PTP-028 to PTP-034, Data D1)."""
    if not 1 <= steps <= MAX_STEPS:
        return Trace(error=msg("A move must be 1 to 12 spaces long."))
    if is_pole(start):
        away = "S" if start == NP else "N"
        if direction != away:
            return Trace(error=_POLE_EXITS[start])
    wanted = needs_via(start, direction, steps)
    if wanted and via is None:
        return Trace(error=msg("This move goes through a pole: name the via column (A-L) to leave it by."))
    if not wanted and via is not None:
        return Trace(error=msg("This move does not go through a pole, so it takes no via column."))
    if AXIS[direction] == PARALLEL:
        column, row = column_of(start), row_of(start)
        step = 1 if direction == "E" else -1
        path = tuple(NAMES[(column + step * i) % COLUMN_COUNT][row] for i in range(1, steps + 1))
    else:
        path = _meridian_path(start, direction, steps, via)
    if path[-1] == start:
        return Trace(error=msg("A move may not end where it started."))
    return Trace(path=path, entered=mask(path))


def _meridian_path(start: str, direction: str, steps: int, via: int | None) -> tuple[str, ...]:
    row = row_of(start)
    column = via if is_pole(start) else column_of(start)
    delta = -1 if direction == "N" else 1
    path: list[str] = []
    for step in range(1, steps + 1):
        row += delta
        assert column is not None, "a move that leaves a pole has a via column"
        path.append(NAMES[column][row])
        if row in (0, SP_ROW) and step < steps:
            # PTP-032: the pole counts as one space; the explorer leaves it, away, by the via column.
            column = via
            delta = -delta
    return tuple(path)
