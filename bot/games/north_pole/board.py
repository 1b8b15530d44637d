"""Board geometry in the table frame (RNP §2): squares, camps, cracks, rotation, slots, the disc.

Squares are named as in the spec ("c4", camps "c0" / "z3" / "i3" / "c9"); internally a square
is a (column, row) index pair with column -1 = z, 8 = i and row -1 = 0, 8 = 9.
"""

from __future__ import annotations

from functools import lru_cache

from .data import BOARD

Pos = tuple[int, int]
Edge = frozenset[Pos]

POLE = "P"
COLUMNS = "zabcdefghi"  # index + 1 = column index; z and i are the W and E camp columns
SIDES: tuple[str, ...] = tuple(BOARD["sides"])
CAMPS: dict[str, tuple[str, ...]] = {side: tuple(squares) for side, squares in BOARD["camps"].items()}
CENTRAL: tuple[str, ...] = tuple(BOARD["central"])
CORNERS: tuple[str, ...] = tuple(BOARD["corners"])
DISCS: dict[str, dict[str, tuple[str, ...]]] = {
    kind: {name: tuple(gates) for name, gates in orientations.items()} for kind, orientations in BOARD["discs"].items()
}
ORTHO: dict[str, Pos] = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}
DIAG: tuple[Pos, ...] = ((1, 1), (1, -1), (-1, -1), (-1, 1))
DIRECTION_NAMES = {"N": "north", "E": "east", "S": "south", "W": "west"}
SLOTS: tuple[str, ...] = tuple(f"{side}{i}" for side in SIDES for i in (1, 2, 3))  # refill order, RNP-087

# Rotations (RNP-014, RNP-016): index maps for grid squares and how a side moves.
TURNS = ("cw", "ccw", "half")
QUARTERS = {"cw": 1, "ccw": 3, "half": 2}
SIDE_AFTER = {
    "cw": {"S": "W", "W": "N", "N": "E", "E": "S"},
    "ccw": {"S": "E", "E": "N", "N": "W", "W": "S"},
    "half": {"S": "N", "N": "S", "W": "E", "E": "W"},
}


@lru_cache(maxsize=256)
def pos(square: str) -> Pos:
    return COLUMNS.index(square[0]) - 1, int(square[1:]) - 1


@lru_cache(maxsize=256)
def name(at: Pos) -> str:
    return f"{COLUMNS[at[0] + 1]}{at[1] + 1}"


def on_grid(at: Pos) -> bool:
    return 0 <= at[0] <= 7 and 0 <= at[1] <= 7


CAMP_OF: dict[Pos, str] = {pos(sq): side for side, squares in CAMPS.items() for sq in squares}
SQUARES: frozenset[Pos] = frozenset({(c, r) for c in range(8) for r in range(8)} | set(CAMP_OF))  # RNP-007


GRID_NAMES: frozenset[str] = frozenset(name((c, r)) for c in range(8) for r in range(8))


def is_grid(square: str) -> bool:
    if square in GRID_NAMES:  # the usual case, without parsing
        return True
    return square not in (POLE,) and len(square) >= 2 and square[0] in COLUMNS and on_grid(pos(square))


def camp_side(square: str) -> str | None:
    """The side whose camp holds ``square``, or None."""
    return CAMP_OF.get(pos(square)) if square[0] in COLUMNS and square[1:].isdigit() else None


def step(at: Pos, delta: Pos, times: int = 1) -> Pos:
    return at[0] + delta[0] * times, at[1] + delta[1] * times


def rotate_pos(at: Pos, turn: str) -> Pos:
    c, r = at
    if turn == "cw":
        return r, 7 - c
    if turn == "ccw":
        return 7 - r, c
    return 7 - c, 7 - r


def rotate_square(square: str, turn: str) -> str:
    """Where a square of the top board goes in a storm; camp squares never move (RNP-013)."""
    at = pos(square)
    return name(rotate_pos(at, turn)) if on_grid(at) else square


def rotate_slot(slot: str, turn: str) -> str:
    """A slot keeps its index and moves side (RNP-016)."""
    return SIDE_AFTER[turn][slot[0]] + slot[1:]


def edge(a: str, b: str) -> Edge:
    return frozenset({pos(a), pos(b)})


def parse_edge(text: str) -> Edge:
    a, b = text.split("-")
    return edge(a, b)


def edge_text(e: Edge) -> str:
    a, b = sorted(e, key=lambda p: (p[1], p[0]))
    return f"{name(a)}-{name(b)}"


BASE_CRACKS: frozenset[Edge] = frozenset(parse_edge(text) for text in BOARD["cracks"])


@lru_cache(maxsize=4)
def cracks(rotation: int) -> frozenset[Edge]:
    """The cracked edges in the table frame after ``rotation`` net clockwise quarter turns (RNP-013)."""
    layout = BASE_CRACKS
    for _ in range(rotation % 4):
        layout = frozenset(frozenset(rotate_pos(p, "cw") for p in e) for e in layout)
    return layout


def crack_list(rotation: int) -> list[str]:
    return sorted(edge_text(e) for e in cracks(rotation))


def cracked(a: Pos, b: Pos, layout: frozenset[Edge]) -> bool:
    return frozenset({a, b}) in layout


def diagonal_blocked(a: Pos, d: Pos, layout: frozenset[Edge]) -> bool:
    """RNP-039: blocked when both ways round the shared corner cross a crack."""
    b, c = (d[0], a[1]), (a[0], d[1])
    via_b = cracked(a, b, layout) or cracked(b, d, layout)
    via_c = cracked(a, c, layout) or cracked(c, d, layout)
    return via_b and via_c


@lru_cache(maxsize=4)
def shoe_steps(rotation: int) -> dict[tuple[str, str], bool]:
    """For every one-square step between board squares: whether it needs Snowshoes (RNP-038/039)."""
    layout = cracks(rotation)
    found: dict[tuple[str, str], bool] = {}
    for a in SQUARES:
        for delta in (*ORTHO.values(), *DIAG):
            b = step(a, delta)
            if b in SQUARES:
                ortho = a[0] == b[0] or a[1] == b[1]
                found[name(a), name(b)] = cracked(a, b, layout) if ortho else diagonal_blocked(a, b, layout)
    return found


def gates(disc: str) -> tuple[str, ...]:
    for orientations in DISCS.values():
        if disc in orientations:
            return orientations[disc]
    raise KeyError(disc)


def disc_kind(disc: str) -> str:
    return next(kind for kind, orientations in DISCS.items() if disc in orientations)


def dash_origins(gate: str) -> dict[str, str]:
    """RNP-053: the non-central squares orthogonally next to a central square, with the Dash direction."""
    at = pos(gate)
    origins: dict[str, str] = {}
    for direction, delta in ORTHO.items():
        origin = step(at, delta, -1)
        if name(origin) not in CENTRAL:
            origins[name(origin)] = direction
    return origins


@lru_cache(maxsize=8)
def side_slots(side: str) -> tuple[str, ...]:
    return tuple(f"{side}{i}" for i in (1, 2, 3))
