"""Axial hex coordinates (pointy-top), shared by the hex-map games.

Directions are numbered counter-clockwise from east; a game that names them differently
maps its own names onto these indices.
"""

from __future__ import annotations

Hex = tuple[int, int]

# 0 E, 1 NE, 2 NW, 3 W, 4 SW, 5 SE  (r grows downward on the picture)
DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def step(cell: Hex, direction: int, times: int = 1) -> Hex:
    dq, dr = DIRECTIONS[direction % 6]
    return cell[0] + dq * times, cell[1] + dr * times


def neighbours(cell: Hex) -> list[Hex]:
    return [step(cell, d) for d in range(6)]


def adjacent(a: Hex, b: Hex) -> bool:
    return (b[0] - a[0], b[1] - a[1]) in DIRECTIONS


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def direction_between(a: Hex, b: Hex) -> int | None:
    """The direction index from ``a`` to the adjacent ``b``, or None if not adjacent."""
    delta = (b[0] - a[0], b[1] - a[1])
    return DIRECTIONS.index(delta) if delta in DIRECTIONS else None
