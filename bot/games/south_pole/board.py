"""Board geometry (spec §3, D1): spaces, display labels, adjacency and legal destinations."""

from __future__ import annotations

from dataclasses import dataclass

from bot.gamedata import DataError
from bot.hexgrid import Hex, neighbours

from .data import Requirement, load_json, requirement_of

START, NUMBERED, TILE, FLAG, MOUNTAIN = "start", "numbered", "tile", "flag", "mountain"
_KINDS = {"S": START, "t": TILE, "F": FLAG, "^": MOUNTAIN}
ROWS = "ABCDEFGHIJKLMNO"


@dataclass(frozen=True)
class Space:
    label: str
    q: int
    r: int
    kind: str
    number: int | None = None  # numbered spaces #1-#5
    requirement: Requirement | None = None  # printed on the board (numbered spaces only)

    @property
    def coord(self) -> Hex:
        return self.q, self.r


def label_of(q: int, r: int) -> str:
    """RSP-071: row letter A + r, column number c + 1 with c = q + floor(r/2)."""
    return f"{ROWS[r]}{q + r // 2 + 1}"


def coord_of(label: str) -> Hex | None:
    """The inverse of ``label_of`` for a well-formed label, else None."""
    if len(label) < 2 or label[0] not in ROWS or not label[1:].isdigit():
        return None
    r = ROWS.index(label[0])
    return int(label[1:]) - 1 - r // 2, r


def _load_board() -> dict[str, Space]:
    raw = load_json("board.json")
    spaces: dict[str, Space] = {}
    for r, line in enumerate(raw["rows"]):
        tokens = line.split()
        if len(tokens) != 7:
            raise DataError(f"data/south_pole: board row {r} needs 7 tokens")
        for c, token in enumerate(tokens):
            if token == ".":
                continue
            q = c - r // 2
            if token.isdigit():
                requirement = requirement_of(raw["numbered"][token])
                space = Space(label_of(q, r), q, r, NUMBERED, int(token), requirement)
            else:
                space = Space(label_of(q, r), q, r, _KINDS[token])
            spaces[space.label] = space
    expected = raw["expected"]
    counts = {kind: sum(s.kind == kind for s in spaces.values()) for kind in _KINDS.values()}
    counts[NUMBERED] = sum(s.kind == NUMBERED for s in spaces.values())
    if len(spaces) != expected["spaces"] or any(counts[k] != expected[k] for k in counts):
        raise DataError(f"data/south_pole: board has {len(spaces)} spaces {counts}, want {expected}")
    return spaces


SPACES: dict[str, Space] = _load_board()
BY_COORD: dict[Hex, str] = {s.coord: s.label for s in SPACES.values()}


def _board_order(kind: str) -> tuple[str, ...]:
    """RSP-013: rows by ascending r, and within a row by ascending q."""
    chosen = [s for s in SPACES.values() if s.kind == kind]
    return tuple(s.label for s in sorted(chosen, key=lambda s: (s.r, s.q)))


TILE_SPACES = _board_order(TILE)
FLAG_SPACES = _board_order(FLAG)
START_LABEL = _board_order(START)[0]
ALL_LABELS = tuple(s.label for s in sorted(SPACES.values(), key=lambda s: (s.r, s.q)))
TILE_LABELS = tuple(label for label in ALL_LABELS if SPACES[label].kind in (TILE, FLAG))  # hold tiles

# Board spaces next to each space, in board order (RSP-020).
NEIGHBOURS: dict[str, tuple[str, ...]] = {
    label: tuple(BY_COORD[h] for h in sorted(neighbours(space.coord), key=lambda h: (h[1], h[0])) if h in BY_COORD)
    for label, space in SPACES.items()
}

# Where the explorer may step from each space: never a mountain or START (RSP-021).
DESTINATIONS: dict[str, tuple[str, ...]] = {
    label: tuple(n for n in near if SPACES[n].kind not in (MOUNTAIN, START)) for label, near in NEIGHBOURS.items()
}

for _label, _space in SPACES.items():
    # RSP-024: Continue is always possible from any space the explorer can stand on
    if _space.kind not in (MOUNTAIN, START) and len(DESTINATIONS[_label]) < 2:
        raise DataError(f"data/south_pole: {_label} has fewer than two destinations")
