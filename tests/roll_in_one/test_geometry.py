"""Hex grid, boards, ports and attachment (RIO-007–RIO-023) and scenario S1."""

from __future__ import annotations

from bot.games.roll_in_one import GAME
from bot.games.roll_in_one.data import TEE_SPACE
from bot.games.roll_in_one.geometry import (
    attach,
    board_cells,
    course_map,
    legal_attachments,
    open_ports,
    outside_row,
    overlap_with,
    place,
    port_cells,
    rotate,
    used_ports,
)
from bot.hexgrid import DIRECTIONS, adjacent, distance, step
from renderers.draw import hex_center

from .helpers import SEED, Dice, act, cell, preset_game, turn_for

TEE = ("TEE", 0, 0, 0)
LONG_HAUL = [TEE, ("D3", 0, 0, 4), ("D1", 0, 0, 8), ("D2", 0, 4, 7), ("T2", 5, 7, 3)]


def test_rio_007_axial_pointy_top_centres() -> None:
    """RIO-007: axial pointy top centres."""
    assert hex_center(1, 0, 10) == (10 * 3**0.5, 0)
    x, y = hex_center(0, 1, 10)
    assert (round(x, 6), y) == (round(5 * 3**0.5, 6), 15.0)  # each row half a hex to the right


def test_rio_008_direction_table_d1() -> None:
    """RIO-008: direction table d1."""
    assert DIRECTIONS == ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
    assert step((1, 1), 5) == (1, 2) and step((1, 1), 2) == (1, 0)


def test_rio_009_hex_distance_and_adjacency() -> None:
    """RIO-009: hex distance and adjacency."""
    assert distance((1, 1), (1, 11)) == 10
    assert distance((2, 9), (1, 11)) == 2
    assert distance((0, 0), (3, -3)) == 3
    assert adjacent((1, 1), (2, 0)) and not adjacent((1, 1), (3, 1))


def test_rio_010_relative_directions() -> None:
    """RIO-010: relative directions."""
    from bot.games.roll_in_one.common import forward

    assert forward(0, "left") == 1 and forward(0, "right") == 5 and forward(5, "left") == 0
    assert forward(2, "") == 2


def test_rio_011_rotation() -> None:
    """RIO-011: rotation."""
    assert rotate((1, 0), 1) == (1, -1)
    assert rotate((2, 3), 1) == (5, -2)
    assert rotate((2, 3), 6) == (2, 3)
    assert rotate(rotate((2, 3), 2), 4) == (2, 3)


def test_rio_012_course_and_out_of_bounds() -> None:
    """RIO-012: course and out of bounds."""
    cm = course_map(tuple(LONG_HAUL[:3]))
    assert cm.on_course((0, 4)) and cm.on_course((3, 11))
    assert not cm.on_course((4, 0)) and not cm.on_course((-1, 1))
    assert len(cm.terrain) == 48


def test_rio_015_port_cells_outward_and_outside_row() -> None:
    """RIO-015: port cells outward and outside row."""
    cells, axis = port_cells(TEE, "p1")
    assert cells == [(0, 3), (1, 3), (2, 3), (3, 3)] and axis == 0
    assert outside_row(TEE, "p1") == [(0, 4), (1, 4), (2, 4), (3, 4)]
    cells, axis = port_cells(TEE, "p2")
    assert cells == [(3, 3), (3, 2), (3, 1), (3, 0)] and axis == 2
    assert all(c not in board_cells(TEE) for c in outside_row(TEE, "p2"))


def test_rio_017_tee_board_fixed_at_origin() -> None:
    """RIO-017: tee board fixed at origin."""
    st = GAME.setup(2, {}, SEED)
    assert st["hole"]["boards"] == [{"id": "TEE", "k": 0, "t": [0, 0]}]
    assert TEE_SPACE == (1, 1) and board_cells(TEE)[(1, 1)] == "tee"


def test_rio_018_placed_board_cells_and_axes() -> None:
    """RIO-018: placed board cells and axes."""
    placed = ("T2", 5, 7, 3)
    assert place((0, 0), 5, (7, 3)) == (7, 3)
    assert len(board_cells(placed)) == 10
    _cells, axis = port_cells(placed, "p1")
    assert axis == (1 + 5) % 6


def test_rio_019_s1_attachment_formula() -> None:
    """RIO-019: S1: D4 by p4 to D1.p2 is (0, (4,3)); T1 by p3 to D4.p2 is (0, (8,2)); Dogleg Right."""
    d1 = ("D1", 0, 0, 4)
    d4 = attach(d1, "p2", "D4", "p4")
    assert d4 == ("D4", 0, 4, 3)
    assert place((0, 0), d4[1], (d4[2], d4[3])) == (4, 3)
    t1 = attach(d4, "p2", "T1", "p3")
    assert t1 == ("T1", 0, 8, 2)
    assert place((1, 0), 0, (8, 2)) == (9, 2)
    assert len(course_map((TEE, d1, d4, t1)).terrain) == 58
    # B's port cell j is adjacent to X's cell 3 − j
    x_cells, _ = port_cells(d1, "p2")
    b_cells, _ = port_cells(d4, "p4")
    assert all(adjacent(b_cells[j], x_cells[3 - j]) for j in range(4))


def test_rio_020_one_rotation_per_port_no_mirroring() -> None:
    """RIO-020: one rotation per port no mirroring."""
    rotations = {attach(TEE, "p1", "D1", p)[1] for p in ("p1", "p2", "p3", "p4")}
    assert len(rotations) == 4  # each port of D1 gives its own rotation
    for p in ("p1", "p2", "p3", "p4"):
        placed = attach(TEE, "p1", "D1", p)
        cells = board_cells(placed)
        assert sorted(cells.values()) == sorted(board_cells(("D1", 0, 0, 0)).values())


def test_rio_021_overlap_rejected_s1_long_haul() -> None:
    """RIO-021: S1: on Long Haul, D4 by p4 to D3.p2 would overlap T2 at (4,6); D3.p2 is not open."""
    candidate = attach(LONG_HAUL[1], "p2", "D4", "p4")
    assert candidate == ("D4", 0, 4, 3)
    assert (4, 6) in board_cells(candidate) and overlap_with(LONG_HAUL, candidate) == "T2"
    st = preset_game(preset="Long Haul")
    st["hole"]["confirmed"] = False
    used = frozenset(used_ports(st["hole"]["attachments"]))
    assert "D3.p2" not in open_ports(tuple(LONG_HAUL), used)
    assert "TEE.p2" in open_ports(tuple(LONG_HAUL), used)


def test_rio_022_used_ports_never_reopen() -> None:
    """RIO-022: used ports never reopen."""
    used = used_ports([{"port": "TEE.p1", "board": "D1", "board_port": "p3"}])
    assert used == {"TEE.p1", "D1.p3"}
    legal = legal_attachments((TEE, ("D1", 0, 0, 4)), frozenset(used))
    assert all(a.port not in used for a, _ in legal)
    assert "TEE.p1" not in open_ports((TEE, ("D1", 0, 0, 4)), frozenset(used))


def test_rio_023_each_board_once_per_hole_new_course_each_hole(dice: Dice) -> None:
    """RIO-023: each board once per hole new course each hole."""
    st = GAME.setup(2, {"course": "build", "holes": 2}, SEED)
    seat = st["decision"]["seat"]
    st, _ = act(st, seat, "attach", port="TEE.p1", board="D1", board_port="p3")
    assert all(a["board"] != "D1" for a in GAME.legal_actions(st, seat) if a["type"] == "attach")
    st = preset_game(players=2, holes=2)
    st["balls"][0] = {"cell": None, "holed": True}
    st = turn_for(st, 1, (1, 10))
    dice(["1", "1"])
    st, _ = act(st, 1, "swing", club="putter", dir=5)
    assert cell(st, 1) is None  # holed on (1,11): every ball is holed, the hole ends
    assert st["hole"]["number"] == 1 and st["hole"]["boards"] == [{"id": "TEE", "k": 0, "t": [0, 0]}]
