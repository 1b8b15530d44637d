"""Data invariants: board, goals, deck, colour die and seats (PTP-001 to PTP-008, Data D1-D5)."""

from __future__ import annotations

import copy
import itertools
import json
from typing import Any

import pytest

from bot.gamedata import DataError
from bot.games.pole_to_pole import data
from bot.games.pole_to_pole.board import COLUMNS, NP, SP, SQUARES, row_of
from bot.games.pole_to_pole.data import DATA_DIR


def raw(name: str) -> Any:
    return json.loads((DATA_DIR / name).read_text(encoding="utf-8"))


def test_ptp_001_board_is_12_columns_by_11_rows_plus_two_poles() -> None:
    """PTP-001: board is 12 columns by 11 rows plus two poles."""
    assert len(data.BOARD.columns) == 12 and "".join(data.BOARD.columns) == "ABCDEFGHIJKL"
    assert len(data.BOARD.latitudes) == 11
    assert len(SQUARES) == 132
    assert (row_of(NP), row_of(SP)) == (0, 12)


def test_ptp_002_columns_span_30_degrees_and_both_edges_are_the_180_meridian() -> None:
    """PTP-002: columns span 30 degrees and both edges are the 180 meridian."""
    longitudes = data.BOARD.longitudes
    assert longitudes[0] == "165°W" and longitudes[-1] == "165°E"
    centres = [(-1 if lon.endswith("W") else 1) * int(lon[:-2]) for lon in longitudes]
    assert [b - a for a, b in itertools.pairwise(centres)] == [30] * 11
    assert centres[0] - 15 == -180 and centres[-1] + 15 == 180


def test_ptp_004_colour_die_has_one_face_per_seat_colour_and_two_white() -> None:
    """PTP-004: colour die has one face per seat colour and two white."""
    assert sorted(data.FACES) == sorted(["Blue", "Yellow", "Green", "Purple", "White", "White"])
    assert data.BLANK_FACE == "White"


def test_ptp_005_24_explorers_six_per_colour() -> None:
    """PTP-005: 24 explorers six per colour."""
    assert data.EXPLORERS_PER_SEAT * len(data.SEATS) == 24
    assert [s.colour for s in data.SEATS] == ["Blue", "Yellow", "Green", "Purple"]


def test_ptp_006_twelve_goal_squares_from_d2() -> None:
    """PTP-006: twelve goal squares from d2."""
    assert data.BOARD.goals == ("B2", "F2", "J2", "C4", "I4", "A6", "G6", "C8", "I8", "D10", "H10", "L10")


def test_ptp_006_goal_set_is_antipodal_and_distances_match_d2() -> None:
    """PTP-006: goal set is antipodal and distances match d2."""
    cells = {(COLUMNS.index(g[0]), int(g[1:])) for g in data.BOARD.goals}
    assert {((c + 6) % 12, 12 - r) for c, r in cells} == cells
    assert sorted(r for _, r in cells) == [2, 2, 2, 4, 4, 6, 6, 8, 8, 10, 10, 10]


def test_ptp_007_eighteen_cards_of_nine_kinds_with_d3_counts() -> None:
    """PTP-007: eighteen cards of nine kinds with d3 counts."""
    counts = {k.code: k.count for k in data.CARD_KINDS}
    assert counts == {
        "TAILWIND": 3,
        "CURRENT": 2,
        "SECOND_WIND": 2,
        "POLAR_GUIDE": 2,
        "SHELTER": 2,
        "ICE_FLOE": 2,
        "AVALANCHE": 2,
        "LOST_BEARINGS": 2,
        "BLIZZARD": 1,
    }
    assert len(data.full_deck()) == 18
    mandatory = {k.code for k in data.CARD_KINDS if k.mandatory}
    assert mandatory == {"LOST_BEARINGS", "BLIZZARD"}
    assert sum(k.count for k in data.CARD_KINDS if not k.mandatory) == 15  # 15 good, 3 setbacks


def test_ptp_008_seat_colours_and_home_poles_from_d5() -> None:
    """PTP-008: seat colours and home poles from d5."""
    assert [(s.colour, s.home) for s in data.SEATS] == [
        ("Blue", "SP"),
        ("Yellow", "NP"),
        ("Green", "SP"),
        ("Purple", "NP"),
    ]
    assert [t.seats for t in data.TEAMS] == [(0, 2), (1, 3)]


def test_ptp_001_bad_board_data_is_refused() -> None:
    """PTP-001: bad board data is refused."""
    board = raw("board.json")
    short = copy.deepcopy(board)
    short["columns"] = short["columns"][:11]
    with pytest.raises(DataError, match="12"):
        data.load_board(short)
    lopsided = copy.deepcopy(board)
    lopsided["goals"][0] = "A2"
    with pytest.raises(DataError, match="antipodal"):
        data.load_board(lopsided)
    few = copy.deepcopy(board)
    few["goals"] = few["goals"][:11]
    with pytest.raises(DataError, match="goal"):
        data.load_board(few)


def test_ptp_007_bad_deck_data_is_refused() -> None:
    """PTP-007: bad deck data is refused."""
    cards = raw("cards.json")
    extra = copy.deepcopy(cards)
    extra["cards"][0]["count"] = 4
    with pytest.raises(DataError, match="18"):
        data.load_cards(extra)
    renamed = copy.deepcopy(cards)
    renamed["cards"][0]["code"] = "HURRICANE"
    with pytest.raises(DataError, match="codes"):
        data.load_cards(renamed)


def test_ptp_004_bad_colour_die_is_refused() -> None:
    """PTP-004: bad colour die is refused."""
    die = raw("colour_die.json")
    die["faces"][4] = "Blue"
    with pytest.raises(DataError):
        data.load_faces(die, data.SEATS)


def test_ptp_008_bad_seat_data_is_refused() -> None:
    """PTP-008: bad seat data is refused."""
    seats = raw("seats.json")
    seats["teams"][0]["seats"] = [0, 1]
    seats["teams"][1]["seats"] = [2, 3]
    with pytest.raises(DataError, match="poles"):
        data.load_seats(seats)


def test_summary_fits_one_discord_message_and_speaks_to_players() -> None:
    """The /rules reply: one message, every part of a turn named in words, no clause ids."""
    text = (DATA_DIR / "summary.md").read_text(encoding="utf-8")
    assert len(text) <= 1800
    assert "PTP-" not in text
    for topic in ("die A", "180°", "goal", "Colour die", "Cards", "pairs"):  # PTP-021, -030, -049, -053, -059, -080
        assert topic in text, topic
