"""Components and data invariants (spec §1 and §7: RSP-001..RSP-009, RSP-024, RSP-063, RSP-070..RSP-072)."""

from __future__ import annotations

import json
import math
from collections import deque
from itertools import combinations

from bot.engine import State
from bot.games.south_pole import GAME
from bot.games.south_pole.board import (
    BY_COORD,
    DESTINATIONS,
    FLAG_SPACES,
    MOUNTAIN,
    NEIGHBOURS,
    SPACES,
    START_LABEL,
    coord_of,
    label_of,
)
from bot.games.south_pole.data import DATA_DIR
from bot.games.south_pole.dice import FACES, SETUP, SPLITS
from bot.games.south_pole.state import FLAG_TILES, TERRAIN, TILES
from renderers.south_pole.layout import HEX_SIZE, MARGIN_LEFT, MARGIN_TOP, space_centre

from .helpers import new_game

SPEC_MAP = """
. . 1 S 2 . .
. t 3 4 t . .
. t t 5 t t .
t t t t t t .
t t ^ t t t t
t ^ ^ t t t .
t t t t ^ t t
t t t ^ ^ t .
t t t t t t t
t t t ^ t t .
t t ^ ^ t t t
t F t t F t .
F t F t F t F
t F t F t F .
. t F F F . .
"""
TOKEN = {"start": "S", "tile": "t", "flag": "F", "mountain": "^"}


def kinds() -> dict[str, int]:
    counts: dict[str, int] = {}
    for space in SPACES.values():
        counts[space.kind] = counts.get(space.kind, 0) + 1
    return counts


def test_rsp_001_board_spaces() -> None:
    """RSP-001: 87 spaces; three mountains of three hexes each."""
    assert len(SPACES) == 87
    assert kinds() == {"start": 1, "numbered": 5, "tile": 60, "flag": 12, "mountain": 9}
    mountains = {label for label, s in SPACES.items() if s.kind == MOUNTAIN}
    groups: list[set[str]] = []
    for label in sorted(mountains):
        joined = [g for g in groups if any(n in g for n in NEIGHBOURS[label])]
        merged = {label}.union(*joined) if joined else {label}
        groups = [g for g in groups if g not in joined] + [merged]
    assert sorted(len(g) for g in groups) == [3, 3, 3]


def test_rsp_002_fifteen_dice() -> None:
    """RSP-002: 5 dice of each colour, so no split takes more than 5 of one colour."""
    assert SETUP.dice_per_colour == 5
    assert all(max(split) <= 5 and sum(split) == 6 for split in SPLITS)
    assert (0, 1, 5) in SPLITS and (0, 0, 6) not in SPLITS


def test_rsp_003_die_faces() -> None:
    """RSP-003: every die has faces 0, 1, 1, 2, 2, 3."""
    assert sorted(FACES) == [0, 1, 1, 2, 2, 3]


def test_rsp_004_tile_ids() -> None:
    """RSP-004: 60 terrain tiles R01-R60 and 13 flag tiles F01-F13."""
    assert [t.id for t in TERRAIN] == [f"R{i:02d}" for i in range(1, 61)]
    assert [t.id for t in FLAG_TILES] == [f"F{i:02d}" for i in range(1, 14)]


def test_rsp_005_fronts() -> None:
    """RSP-005: 1-2 colour requirements; 6 printed camp sites; 8 flag symbols; never both."""
    for tile in TILES.values():
        assert 1 <= len(tile.requirement) <= 2
        assert not (tile.camp and tile.flag)
    assert sorted(t.id for t in TERRAIN if t.camp) == ["R02", "R09", "R16", "R25", "R38", "R51"]
    assert sum(t.flag for t in FLAG_TILES) == 8 and sum(t.camp for t in FLAG_TILES) == 0


def test_rsp_006_backs() -> None:
    """RSP-006: the back colour is on the front; D3 counts 20 backs per colour; flag tiles marked."""
    for tile in TILES.values():
        assert tile.back in dict(tile.requirement)
    assert {c: sum(t.back == c for t in TERRAIN) for c in "WKU"} == {"W": 20, "K": 20, "U": 20}
    assert {c: sum(t.back == c for t in FLAG_TILES) for c in "WKU"} == {"W": 5, "K": 4, "U": 4}
    view = GAME.view(GAME.setup(3, {}, 918_273_645), None)
    marked = sorted(s["label"] for s in view["spaces"] if s["flag_tile"] and s["face_down"])
    assert marked == sorted(FLAG_SPACES)


def test_d3_d4_tables() -> None:
    """D3/D4 spot checks of the printed tables (RSP-004, RSP-005)."""
    assert (TILES["R41"].requirement, TILES["R41"].back) == ((("K", 4), ("U", 3)), "K")
    assert (TILES["R31"].requirement, TILES["R31"].back) == ((("W", 5), ("K", 2)), "K")
    assert (TILES["R60"].requirement, TILES["R60"].back) == ((("W", 5), ("U", 3)), "U")
    assert (TILES["F10"].requirement, TILES["F10"].flag) == ((("U", 6),), True)
    assert (TILES["F13"].requirement, TILES["F13"].flag, TILES["F13"].back) == ((("W", 4), ("U", 4)), False, "U")
    assert sum(len(t.requirement) == 1 for t in TERRAIN) == 21


def test_rsp_007_numbered_spaces() -> None:
    """RSP-007: D2 requirements; numbered spaces never hold a tile or a printed camp site."""
    numbered = {s.number: (s.label, s.requirement) for s in SPACES.values() if s.number}
    assert numbered == {
        1: ("A3", (("W", 3),)),
        2: ("A5", (("U", 3),)),
        3: ("B3", (("K", 3),)),
        4: ("B4", (("W", 2), ("U", 2))),
        5: ("C4", (("K", 2), ("U", 2))),
    }
    state = GAME.setup(2, {}, 918_273_645)
    assert not set(state["tiles"]) & {label for label, _ in numbered.values()}


def test_rsp_008_components() -> None:
    """RSP-008: 5 tents/colours, 25 cubes, 20 camp markers, 4 flag markers per colour."""
    assert len(SETUP.colours) == 5
    assert (SETUP.cubes, SETUP.camp_markers, SETUP.flag_markers_per_colour) == (25, 20, 4)
    state = new_game(5)
    assert sum(s["cubes"] for s in state["seats"]) + state["supply"]["cubes"] == 25


def test_rsp_009_player_colours() -> None:
    """RSP-009: seat 0 red, 1 yellow, 2 green, 3 purple, 4 orange."""
    view = GAME.view(GAME.setup(5, {}, 918_273_645), None)
    assert [p["colour"] for p in view["players"]] == ["red", "yellow", "green", "purple", "orange"]


def test_rsp_024_two_destinations_everywhere() -> None:
    """RSP-024: every space the explorer can stand on has at least two legal destinations."""
    for label, space in SPACES.items():
        if space.kind not in ("mountain", "start"):
            assert len(DESTINATIONS[label]) >= 2, label


def test_rsp_063_every_game_can_be_won() -> None:
    """RSP-063: 7 or 8 flag symbols on the board, more than can be placed without a winner."""
    most_without_win = {2: 6, 3: 6, 4: 4, 5: 5}
    for aside in FLAG_TILES:
        on_board = [t for t in FLAG_TILES if t is not aside]
        symbols = sum(t.flag for t in on_board)
        assert symbols in (7, 8)
        for players, most in most_without_win.items():
            assert players * (SETUP.flags_by_players[players] - 1) == most
            assert symbols > most


def test_rsp_070_drawing_coordinates() -> None:
    """RSP-070: centre x = s·√3·(q + r/2), y = 1.5·s·r, shifted inside the margins; r=0 on top."""
    a, b = space_centre(0, 4), space_centre(3, 9)
    assert math.isclose(b[0] - a[0], HEX_SIZE * math.sqrt(3) * (3 + 5 / 2))
    assert math.isclose(b[1] - a[1], 1.5 * HEX_SIZE * 5)
    xs = [space_centre(s.q, s.r)[0] for s in SPACES.values()]
    ys = [space_centre(s.q, s.r)[1] for s in SPACES.values()]
    half_width = HEX_SIZE * math.sqrt(3) / 2  # pointy-top hexes: the flat sides face left and right
    assert min(xs) - half_width >= MARGIN_LEFT - 1 and min(ys) - HEX_SIZE >= MARGIN_TOP - 1
    assert space_centre(3, 0)[1] < space_centre(-3, 14)[1]


def test_rsp_071_labels() -> None:
    """RSP-071: label = row letter A+r and column q+floor(r/2)+1, and back again."""
    assert label_of(2, 3) == "D4" and label_of(-4, 12) == "M3" and label_of(-1, 4) == "E2"
    for (q, r), label in BY_COORD.items():
        assert coord_of(label) == (q, r) and SPACES[label].coord == (q, r)
    assert coord_of("Z9") is None and coord_of("A") is None


def test_rsp_072_board_map() -> None:
    """RSP-072: the board is exactly the spec's machine map; reference points and distances."""
    rows = [line.split() for line in SPEC_MAP.strip().splitlines()]
    for r, tokens in enumerate(rows):
        for c, token in enumerate(tokens):
            label = BY_COORD.get((c - r // 2, r))
            space = SPACES[label] if label else None
            got = "." if space is None else str(space.number) if space.number else TOKEN[space.kind]
            assert got == token, (r, c)
    assert START_LABEL == "A4" and SPACES["A4"].coord == (3, 0)
    assert set(NEIGHBOURS["A4"]) == {"A3", "A5", "B3", "B4"}
    assert FLAG_SPACES == ("L2", "L5", "M1", "M3", "M5", "M7", "N2", "N4", "N6", "O3", "O4", "O5")
    steps = _steps_from(START_LABEL)
    assert min(steps[f] for f in FLAG_SPACES) == 11 and {steps["L2"], steps["L5"]} == {11}
    assert max(steps[f] for f in FLAG_SPACES) == 14
    with (DATA_DIR / "board.json").open() as handle:
        assert json.load(handle)["rows"] == [" ".join(r) for r in rows]


def _steps_from(start: str) -> dict[str, int]:
    steps = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there in DESTINATIONS[here]:
            if there not in steps:
                steps[there] = steps[here] + 1
                queue.append(there)
    return steps


def test_rsp_020_adjacency_is_symmetric() -> None:
    """RSP-020: adjacency by the six axial deltas, and it is symmetric."""
    deltas = {(1, 0), (-1, 0), (0, -1), (1, -1), (-1, 1), (0, 1)}
    for a, b in combinations(SPACES.values(), 2):
        near = (b.q - a.q, b.r - a.r) in deltas
        assert (b.label in NEIGHBOURS[a.label]) == near == (a.label in NEIGHBOURS[b.label])


def _state_kinds(state: State) -> set[str]:
    return {SPACES[label].kind for label in state["tiles"]}


def test_rsp_013_tiles_only_on_tile_and_flag_spaces() -> None:
    """RSP-013/RSP-014: tiles lie on tile spaces (terrain) and flag spaces (flag tiles) only."""
    state = GAME.setup(4, {}, 918_273_645)
    assert _state_kinds(state) == {"tile", "flag"}
    for label, tile_id in state["tiles"].items():
        assert tile_id.startswith("F") == (SPACES[label].kind == "flag")
