"""Print Roll In One's table of expected strokes to hole out on an open field
(``bot/bots/roll_in_one/strokes_table.py``), by value iteration over the normal policy's ``Shot``.

``python -m tools.rio_strokes`` from the repository root (a few minutes of one core). Each sweep
values every cell of one sextant, distances 1 to ``ROWS``, by its best swing from a fresh ``Shot``
(so no answer depends on which cell was asked first), landings valued by the previous sweep; a
field ``MARGIN`` spaces wider than the table keeps its edge out of the values.
"""

from __future__ import annotations

import statistics

from bot.bots.roll_in_one.reading import Ball, Course, Hex, Shot
from bot.bots.roll_in_one.strokes import sextant
from bot.hexgrid import distance

ROWS = 13
MARGIN = 5
SETTLED = 5e-4
GREEN: Hex = (0, 0)
BALL = Ball(golfers=frozenset())

Table = list[list[float]]


def field(radius: int) -> dict[Hex, str]:
    span = range(-radius, radius + 1)
    return {(q, r): "rough" for q in span for r in span if distance((q, r), GREEN) <= radius}


def valued(table: Table) -> type[Shot]:
    """A ``Shot`` whose resting cells are worth ``table``'s strokes."""

    def strokes(cell: Hex) -> float:
        d, k = sextant(cell[0], cell[1])
        if d == 0:
            return 0.0
        if d <= ROWS:
            return table[d - 1][k]
        slope = statistics.fmean(table[ROWS - 1]) - statistics.fmean(table[ROWS - 2])
        return table[ROWS - 1][min(ROWS - 1, round(k * ROWS / d))] + (d - ROWS) * slope

    class Valued(Shot):
        def position(self, cell: Hex) -> float:
            return strokes(cell)

    return Valued


def sweep(course: Course, table: Table) -> Table:
    shot = valued(table)
    return [[1.0 + shot(course, BALL).best_swing((d - k, k))[0] for k in range(d)] for d in range(1, ROWS + 1)]


def lie(kind: str, cells: dict[Hex, str], table: Table) -> float:
    """What starting from ``kind`` adds to the open field's strokes, over distances 2 to ROWS − 2."""
    shot = valued(table)
    extra: list[float] = []
    for d in range(2, ROWS - 1):
        for k in range(d):
            cell = (d - k, k)
            course = Course({**cells, cell: kind}, (GREEN,), (GREEN,))
            extra.append(1.0 + shot(course, BALL).best_swing(cell)[0] - table[d - 1][k])
    return statistics.fmean(extra)


def main() -> None:
    cells = field(ROWS + MARGIN)
    course = Course(cells, (GREEN,), (GREEN,))
    table: Table = [[d / 3.0] * d for d in range(1, ROWS + 1)]
    while True:
        new = sweep(course, table)
        moved = max(abs(a - b) for row, old in zip(new, table, strict=True) for a, b in zip(row, old, strict=True))
        table = new
        if moved < SETTLED:
            break
    for row in table:
        print("    (" + ", ".join(f"{v:.3f}" for v in row) + ("," if len(row) == 1 else "") + "),")
    print({kind: round(lie(kind, cells, table), 2) for kind in ("sand", "trees")})


if __name__ == "__main__":
    main()
