"""Board terms and straight-move geometry (PTP-003, PTP-015, PTP-028 to PTP-034, Data D1)."""

from __future__ import annotations

import pytest

from bot.games.pole_to_pole.board import COLUMNS, NP, SP, column_of, needs_via, row_of, trace

A, D, F, K = (COLUMNS.index(c) for c in "ADFK")


def test_ptp_015_square_names_rows_and_pole_rows() -> None:
    """PTP-015: square names rows and pole rows."""
    assert (column_of("D4"), row_of("D4")) == (3, 4)
    assert row_of("A1") == 1 and row_of("L11") == 11
    assert row_of(NP) == 0 and row_of(SP) == 12


def test_ptp_003_each_pole_touches_the_end_square_of_every_column() -> None:
    """PTP-003: each pole touches the end square of every column."""
    for index, letter in enumerate(COLUMNS):
        assert trace(NP, "S", 1, index).path == (f"{letter}1",)
        assert trace(SP, "N", 1, index).path == (f"{letter}11",)
        assert trace(f"{letter}1", "N", 1, None).path == (NP,)
        assert trace(f"{letter}11", "S", 1, None).path == (SP,)


def test_ptp_028_straight_moves_go_exactly_k_spaces_one_way() -> None:
    """PTP-028: straight moves go exactly k spaces one way."""
    assert trace("D9", "N", 6, None).path == ("D8", "D7", "D6", "D5", "D4", "D3")
    assert trace("D9", "E", 2, None).path == ("E9", "F9")
    with pytest.raises(KeyError):
        trace("D9", "NE", 2, None)  # there is no diagonal direction at all


def test_ptp_029_meridian_steps_change_the_row_and_keep_the_column() -> None:
    """PTP-029: meridian steps change the row and keep the column."""
    assert trace("C5", "S", 3, None).path == ("C6", "C7", "C8")
    assert trace("C2", "N", 2, None).path == ("C1", NP)


def test_ptp_030_parallel_steps_wrap_modulo_12() -> None:
    """PTP-030: parallel steps wrap modulo 12."""
    assert trace("L4", "E", 2, None).path == ("A4", "B4")
    assert trace("A4", "W", 1, None).path == ("L4",)


def test_ptp_031_from_a_pole_only_away_along_a_chosen_column() -> None:
    """PTP-031: from a pole only away along a chosen column."""
    assert trace(SP, "N", 4, K).path == ("K11", "K10", "K9", "K8")
    assert trace(NP, "S", 2, D).path == ("D1", "D2")
    assert "can only move N" in str(trace(SP, "S", 2, K).error)
    assert "can only move S" in str(trace(NP, "E", 2, None).error)
    assert "via" in str(trace(SP, "N", 2, None).error)


def test_ptp_032_passing_a_pole_counts_it_and_leaves_by_the_via_column() -> None:
    """PTP-032: passing a pole counts it and leaves by the via column."""
    assert trace("F3", "N", 5, A).path == ("F2", "F1", NP, "A1", "A2")
    assert trace("C10", "S", 5, COLUMNS.index("J")).path == ("C11", SP, "J11", "J10", "J9")
    assert trace("F3", "N", 5, F).path == ("F2", "F1", NP, "F1", "F2")  # the arrival column is allowed
    assert "via" in str(trace("F3", "N", 5, None).error)
    assert "no via" in str(trace("F3", "N", 2, A).error)


def test_ptp_034_a_move_may_not_end_where_it_started() -> None:
    """PTP-034: a move may not end where it started."""
    assert "where it started" in str(trace("D4", "E", 12, None).error)
    assert "where it started" in str(trace("D3", "N", 6, D).error)  # out and back through NP
    assert trace("D3", "N", 6, A).path[-1] == "A3"


def test_d1_movement_arithmetic_table() -> None:
    """Data D1: movement arithmetic table."""
    for r in range(1, 12):
        for k in range(1, 13):
            path = trace(f"E{r}", "N", k, A).path if needs_via(f"E{r}", "N", k) else trace(f"E{r}", "N", k, None).path
            if k < r:
                assert path[-1] == f"E{r - k}"
            elif k == r:
                assert path[-1] == NP
            elif path:
                assert path[-1] == f"A{k - r}"
            south = trace(f"E{r}", "S", k, A).path if needs_via(f"E{r}", "S", k) else trace(f"E{r}", "S", k, None).path
            if k < 12 - r:
                assert south[-1] == f"E{r + k}"
            elif k == 12 - r:
                assert south[-1] == SP
            elif south:
                assert south[-1] == f"A{24 - r - k}"
    assert trace(NP, "S", 12, A).path[-1] == SP
    assert trace(SP, "N", 12, A).path[-1] == NP
    assert trace(SP, "N", 7, A).path[-1] == "A5"
