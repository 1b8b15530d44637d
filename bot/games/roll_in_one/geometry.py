"""Course geometry: rotating and placing boards, their ports, and attachments (RIO-007–RIO-023).

A placement is ``(board id, k, tq, tr)``: local cell c lies at R^k(c) + T. The course map of
a tuple of placements is cached, since every rule asks "what is under this cell?".
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, NamedTuple

from bot.hexgrid import DIRECTIONS, distance, step

from .data import BOARD_ORDER, BOARDS, TEE_SPACE, Hex
from .words import DIRECTION_WORDS

Placement = tuple[str, int, int, int]  # board id, rotation k, translation q, translation r


def rotate(cell: Hex, k: int) -> Hex:
    """R^k: k steps of 60° counter-clockwise, each mapping (q, r) to (q + r, −q) (RIO-011)."""
    q, r = cell
    for _ in range(k % 6):
        q, r = q + r, -q
    return q, r


def place(cell: Hex, k: int, t: Hex) -> Hex:
    q, r = rotate(cell, k)
    return q + t[0], r + t[1]


def placement_of(entry: Mapping[str, Any]) -> Placement:
    """The placement tuple of a state entry ``{"id", "k", "t": [q, r]}``."""
    return str(entry["id"]), int(entry["k"]), int(entry["t"][0]), int(entry["t"][1])


# Each board's cells and terrain under each of the six rotations, worked out once at import.
_ROTATED: dict[str, tuple[tuple[tuple[int, int, str], ...], ...]] = {
    board.id: tuple(tuple((*rotate(c, k), kind) for c, kind in board.cells.items()) for k in range(6))
    for board in BOARDS.values()
}


@lru_cache(maxsize=8192)  # design tries hundreds of placements per step, the same ones again each step
def board_cells(p: Placement) -> dict[Hex, str]:
    """Global cell -> terrain of one placed board (RIO-018). Shared: callers only read it."""
    _id, k, tq, tr = p
    return {(q + tq, r + tr): kind for q, r, kind in _ROTATED[p[0]][k % 6]}


@lru_cache(maxsize=8192)
def cell_set(p: Placement) -> frozenset[Hex]:
    _id, k, tq, tr = p
    return frozenset([(q + tq, r + tr) for q, r, _kind in _ROTATED[p[0]][k % 6]])


@dataclass(frozen=True)
class CourseMap:
    terrain: dict[Hex, str]  # global cell -> printed terrain
    board_of: dict[Hex, str]  # global cell -> board id

    def on_course(self, cell: Hex) -> bool:
        return cell in self.terrain


@lru_cache(maxsize=512)
def course_map(placements: tuple[Placement, ...]) -> CourseMap:
    terrain: dict[Hex, str] = {}
    board_of: dict[Hex, str] = {}
    for p in placements:
        for cell, kind in board_cells(p).items():
            terrain[cell] = kind
            board_of[cell] = p[0]
    return CourseMap(terrain, board_of)


def port_cells(p: Placement, port: str) -> tuple[list[Hex], int]:
    """The 4 global cells of a placed board's port, from its anchor along its axis, and the axis."""
    spec = BOARDS[p[0]].ports[port]
    axis = (spec.axis + p[1]) % 6
    anchor = place(spec.anchor, p[1], (p[2], p[3]))
    return [step(anchor, axis, i) for i in range(4)], axis


def outside_row(p: Placement, port: str) -> list[Hex]:
    cells, axis = port_cells(p, port)
    return [step(c, (axis - 1) % 6) for c in cells]


def attach(p: Placement, port: str, board: str, board_port: str) -> Placement:
    """RIO-019: the placement of ``board`` joined by ``board_port`` to the placed port: its port
    runs along the placed one from the outside, facing it. Two lookups in tables made at import,
    as design tries hundreds of joins per step."""
    eq, er, axis = _PORT_ENDS[p[0], p[1] % 6, port]
    k, oq, orr = _JOINS[board, board_port, axis]
    return board, k, p[2] + eq + oq, p[3] + er + orr


def _port_end(board: str, k: int, port: str) -> tuple[int, int, int]:
    """The last cell of a board's port, for the board turned k times at the origin, and its axis."""
    cells, axis = port_cells((board, k, 0, 0), port)
    return cells[3][0], cells[3][1], axis


def _join(board: str, board_port: str, axis: int) -> tuple[int, int, int]:
    """How ``board`` is turned to join a port whose axis is ``axis``, and where its origin lies
    from that port's last cell."""
    spec = BOARDS[board].ports[board_port]
    k = (axis + 3 - spec.axis) % 6
    dq, dr = DIRECTIONS[(axis - 1) % 6]
    rq, rr = rotate(spec.anchor, k)
    return k, dq - rq, dr - rr


_PORT_ENDS = {(b, k, port): _port_end(b, k, port) for b in BOARDS for k in range(6) for port in BOARDS[b].ports}
_JOINS = {(b, port, axis): _join(b, port, axis) for b in BOARDS for port in BOARDS[b].ports for axis in range(6)}


class Attachment(NamedTuple):  # a named tuple: design builds a hundred or more per step
    port: str  # "D1.p2": a placed board's port
    board: str
    board_port: str

    def as_dict(self) -> dict[str, str]:
        return {"port": self.port, "board": self.board, "board_port": self.board_port}


def used_ports(attachments: Iterable[Mapping[str, str]]) -> set[str]:
    used: set[str] = set()
    for a in attachments:
        used.add(a["port"])
        used.add(f"{a['board']}.{a['board_port']}")
    return used


def overlap_with(placements: Sequence[Placement], candidate: Placement) -> str | None:
    """The first placed board the candidate would overlap (RIO-021), or None."""
    new_cells = cell_set(candidate)
    for p in placements:
        if not new_cells.isdisjoint(cell_set(p)):
            return p[0]
    return None


def all_attachments(placements: Sequence[Placement], used: set[str]) -> list[tuple[Attachment, Placement, str | None]]:
    """Every (open placed port, unplaced board, board port) triple with its placement and the
    board it would overlap (None when legal), in placement order, port order, D3 board order."""
    placed = {p[0] for p in placements}
    taken = frozenset().union(*(cell_set(p) for p in placements))
    found: list[tuple[Attachment, Placement, str | None]] = []
    for p in placements:
        for port in BOARDS[p[0]].ports:
            name = f"{p[0]}.{port}"
            if name in used:
                continue
            for board in BOARD_ORDER:
                if board in placed:
                    continue
                for board_port in BOARDS[board].ports:
                    candidate = attach(p, port, board, board_port)
                    # most candidates clash with nothing: one test against all placed cells settles them
                    clash = None if cell_set(candidate).isdisjoint(taken) else overlap_with(placements, candidate)
                    found.append((Attachment(name, board, board_port), candidate, clash))
    return found


@lru_cache(maxsize=512)
def legal_attachments(
    placements: tuple[Placement, ...], used: frozenset[str]
) -> tuple[tuple[Attachment, Placement], ...]:
    return tuple((a, p) for a, p, clash in all_attachments(placements, set(used)) if clash is None)


def open_ports(placements: tuple[Placement, ...], used: frozenset[str]) -> list[str]:
    """RIO-022: unused ports with at least one legal attachment, in placement order."""
    return ports_of(legal_attachments(placements, used))


def ports_of(legal: Iterable[tuple[Attachment, Placement]]) -> list[str]:
    """The open ports of a course's legal attachments, each once, in placement order."""
    return list(dict.fromkeys(a.port for a, _p in legal))


Chain = tuple[tuple[str, str, str], ...]  # a hole's attachments in order: (port, board, board port)
TEE_PLACEMENT: Placement = ("TEE", 0, 0, 0)


@lru_cache(maxsize=1024)
def placements_after(chain: Chain) -> tuple[Placement, ...]:
    """The placed boards of the course ``chain`` builds from the TEE (RIO-017, RIO-019)."""
    if not chain:
        return (TEE_PLACEMENT,)
    earlier = placements_after(chain[:-1])
    port, board, board_port = chain[-1]
    base = next(p for p in earlier if p[0] == port.split(".")[0])
    return (*earlier, attach(base, port.split(".")[1], board, board_port))


@lru_cache(maxsize=1024)
def legal_after(chain: Chain) -> tuple[tuple[Attachment, Placement], ...]:
    """``legal_attachments`` of the course ``chain`` builds, worked out from the course one board
    shorter (asked for, and cached, the step before): its attachments that still fit, then the
    new board's. The same list in the same order, for a few dozen tries instead of hundreds."""
    if not chain:
        return legal_attachments((TEE_PLACEMENT,), frozenset())
    placed = placements_after(chain)
    new = placed[-1]
    port, board, board_port = chain[-1]
    turned, tq, tr = new[1] % 6, new[2], new[3]
    # Cells as bits round the new board (see _MASKS). An attachment that stays legal is tested
    # again at every later step: one AND when it lies near the new board, none when far off.
    # The earlier step's pairs themselves are kept, not new ones: every pair stays in the cache,
    # and fewer new objects held mean fewer garbage collections walking them.
    new_mask = _MASKS[board, turned]
    kept: list[tuple[Attachment, Placement]] = []
    for pair in legal_after(chain[:-1]):
        a, p = pair
        if a.board == board or a.port == port:
            continue
        dq, dr = p[2] - tq, p[3] - tr
        if -_NEAR < dq < _NEAR and -_NEAR < dr < _NEAR:
            shift, mask = dq * _W + dr, _MASKS[p[0], p[1] % 6]
            if new_mask & (mask << shift if shift >= 0 else mask >> -shift):
                continue
        kept.append(pair)
    names = {p[0] for p in placed}
    taken = _taken_near(placed, tq, tr)
    for own in BOARDS[board].ports:
        if own == board_port:
            continue  # the port it was joined by; none of its others is used yet
        name = f"{board}.{own}"
        for other, other_port, k, dq, dr, _codes in _JOINS_FROM[board, turned, own]:
            if other in names:
                continue
            # the candidate's cells as bits of the window round the new board (see _MASKS)
            shift = dq * _W + dr
            if not taken & (_MASKS[other, k] << shift if shift >= 0 else _MASKS[other, k] >> -shift):
                kept.append((_new_attachment(Attachment, (name, other, other_port)), (other, k, tq + dq, tr + dr)))
    return tuple(kept)


# A course's cells near a newly placed board as bits of one integer: the cell at (q, r) from the
# board's origin is bit (q + _C) * _W + (r + _C) while both lie in [0, _W). One AND then tests a
# candidate board against every placed cell (a set test per cell took ten times as long).
_W, _C = 64, 32
_REACH = max(max(abs(q), abs(r)) for turned in _ROTATED.values() for cells in turned for q, r, _kind in cells)
_NEAR = 2 * _REACH + 1  # boards whose origins differ by this much in q or r share no cell
_MASKS: dict[tuple[str, int], int] = {
    (board, k): sum(1 << ((q + _C) * _W + r + _C) for q, r, _kind in cells)
    for board, turned in _ROTATED.items()
    for k, cells in enumerate(turned)
}


def _taken_near(placed: tuple[Placement, ...], tq: int, tr: int) -> int:
    """The bits of every placed cell in the window round origin (tq, tr); cells outside it are
    left out (no candidate reaches them: checked at import)."""
    taken = 0
    inside = _C - _REACH  # a board whose origin is this near lies wholly in the window
    for p in placed:
        dq, dr = p[2] - tq, p[3] - tr
        if -inside <= dq < inside and -inside <= dr < inside:
            shift = dq * _W + dr
            mask = _MASKS[p[0], p[1] % 6]
            taken |= mask << shift if shift >= 0 else mask >> -shift
        else:
            for q, r, _kind in _ROTATED[p[0]][p[1] % 6]:
                if 0 <= q + dq + _C < _W and 0 <= r + dr + _C < _W:
                    taken |= 1 << ((q + dq + _C) * _W + r + dr + _C)
    return taken


def _joins(board: str, turned: int, own: str) -> tuple[tuple[str, str, int, int, int, tuple[int, ...]], ...]:
    """Every board and port that could join a placed board's port, in D3 board order then port
    order: its id, its port, its rotation, its origin from the placed board's origin, its cells."""
    eq, er, axis = _PORT_ENDS[board, turned, own]
    found = []
    for other in BOARD_ORDER:
        for other_port in BOARDS[other].ports:
            k, oq, orr = _JOINS[other, other_port, axis]
            found.append((other, other_port, k, eq + oq, er + orr, _CODES[other, k]))
    return tuple(found)


_new_attachment = tuple.__new__  # an Attachment made without the Python-level __new__ of a NamedTuple


# A cell (q, r) as the integer q * _ROW + r: one addition places a rotated board's cells, and
# equal codes are equal cells while |r| < _ROW / 2 (a course of nine boards spans a few dozen).
_ROW = 1 << 16
_CODES: dict[tuple[str, int], tuple[int, ...]] = {
    (board, k): tuple(q * _ROW + r for q, r, _kind in cells)
    for board, turned in _ROTATED.items()
    for k, cells in enumerate(turned)
}


# Every board, rotation and port's possible joins, worked out at import (a few hundred entries):
# each is asked at many design steps.
_JOINS_FROM = {(b, k, port): _joins(b, k, port) for b in BOARDS for k in range(6) for port in BOARDS[b].ports}
# every candidate ``legal_after`` tests lies wholly inside the window of its bit test: a join's
# origin is a port's end from the placed board plus the joining board's offset from that end
_JOIN_REACH = max(max(abs(e[0]), abs(e[1])) for e in _PORT_ENDS.values()) + max(
    max(abs(j[1]), abs(j[2])) for j in _JOINS.values()
)
if _JOIN_REACH + _REACH >= _C or _NEAR + _REACH >= _C:
    raise AssertionError("a board's joins reach outside legal_after's window")


def tee_distance(cell: Hex) -> int:
    return distance(cell, TEE_SPACE)


@lru_cache(maxsize=8192)  # a random hole weighs every legal attachment at every step (RIO-030)
def tee_reach(p: Placement) -> int:
    """How far from the tee space the farthest cell of a placed board lies."""
    return max(map(tee_distance, cell_set(p)))


def direction_name(d: int) -> str:
    """The direction in words ("north-east"), for labels and event texts."""
    return DIRECTION_WORDS[d % 6]
