"""Pole to Pole's static data (board, deck, colour die, seats), loaded and validated once at import.

The totals checked here are the spec's (PTP-001 to PTP-007, Data D1-D5); a data file that
does not add up stops the import with a clear ``DataError`` instead of a strange game later.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.gamedata import DATA_ROOT, read_json, require

DATA_DIR = DATA_ROOT / "pole_to_pole"

COLUMN_COUNT = 12
ROW_COUNT = 11
GOAL_COUNT = 12
CARD_TOTAL = 18
CARD_CODES = frozenset(
    {
        "TAILWIND",
        "CURRENT",
        "SECOND_WIND",
        "POLAR_GUIDE",
        "SHELTER",
        "ICE_FLOE",
        "AVALANCHE",
        "LOST_BEARINGS",
        "BLIZZARD",
    }
)
SEAT_COUNT = 4
POLES = ("NP", "SP")


@dataclass(frozen=True)
class CardKind:
    code: str
    name: str
    count: int
    mandatory: bool
    text: str


@dataclass(frozen=True)
class SeatSpec:
    colour: str
    letter: str
    home: str

    @property
    def target(self) -> str:
        return "NP" if self.home == "SP" else "SP"


@dataclass(frozen=True)
class TeamSpec:
    name: str
    seats: tuple[int, ...]


@dataclass(frozen=True)
class Board:
    columns: tuple[str, ...]
    longitudes: tuple[str, ...]
    latitudes: tuple[str, ...]
    goals: tuple[str, ...]


def _load(name: str) -> Any:
    return read_json(DATA_DIR / name)


def load_board(raw: Any) -> Board:
    columns = tuple(raw["columns"])
    require(len(columns) == COLUMN_COUNT, f"board.json: {len(columns)} columns, the spec has 12 (PTP-001).")
    require(len(set(columns)) == COLUMN_COUNT, "board.json: column letters repeat.")
    longitudes = tuple(raw["longitudes"])
    require(len(longitudes) == COLUMN_COUNT, "board.json: one longitude per column is needed (PTP-002).")
    latitudes = tuple(raw["latitudes"])
    require(len(latitudes) == ROW_COUNT, f"board.json: {len(latitudes)} rows, the spec has 11 (PTP-001).")
    goals = tuple(raw["goals"])
    require(len(goals) == GOAL_COUNT, f"board.json: {len(goals)} goal squares, the spec has 12 (PTP-006).")
    require(len(set(goals)) == GOAL_COUNT, "board.json: goal squares repeat.")
    cells = set()
    for goal in goals:
        column, row = goal[0], goal[1:]
        require(
            column in columns and row.isdigit() and 1 <= int(row) <= ROW_COUNT,
            f"board.json: {goal} is not a grid square.",
        )
        cells.add((columns.index(column), int(row)))
    # D2: the goal set maps onto itself under (c, r) -> (c+6, 12-r), so both poles see the same board.
    mirrored = {((c + COLUMN_COUNT // 2) % COLUMN_COUNT, ROW_COUNT + 1 - r) for c, r in cells}
    require(mirrored == cells, "board.json: the goal squares are not antipodal (Data D2).")
    return Board(columns, longitudes, latitudes, goals)


def load_cards(raw: Any) -> tuple[CardKind, ...]:
    kinds = tuple(
        CardKind(c["code"], c["name"], int(c["count"]), bool(c["mandatory"]), c["text"]) for c in raw["cards"]
    )
    codes = {k.code for k in kinds}
    require(len(codes) == len(kinds), "cards.json: a card code repeats.")
    require(codes == CARD_CODES, f"cards.json: card codes {sorted(codes)} differ from Data D3.")
    total = sum(k.count for k in kinds)
    require(total == CARD_TOTAL == raw["total"], f"cards.json: {total} cards, the spec has 18 (PTP-007).")
    require(all(k.count > 0 for k in kinds), "cards.json: every card kind needs a positive count.")
    return kinds


def load_faces(raw: Any, seats: tuple[SeatSpec, ...]) -> tuple[tuple[str, ...], str]:
    faces = tuple(raw["faces"])
    blank = str(raw["blank"])
    require(len(faces) == 6, f"colour_die.json: {len(faces)} faces, a die has 6 (PTP-004).")
    for seat in seats:
        require(faces.count(seat.colour) == 1, f"colour_die.json: {seat.colour} must be on exactly one face.")
    require(faces.count(blank) == 2, "colour_die.json: the blank face must appear twice (Data D4).")
    return faces, blank


def load_seats(raw: Any) -> tuple[tuple[SeatSpec, ...], tuple[TeamSpec, ...], int, int]:
    seats = tuple(SeatSpec(s["colour"], s["letter"], s["home"]) for s in raw["seats"])
    require(len(seats) == SEAT_COUNT, f"seats.json: {len(seats)} seats, the spec has 4 (PTP-008).")
    require(all(s.home in POLES for s in seats), "seats.json: a home pole must be NP or SP.")
    require(len({s.colour for s in seats}) == SEAT_COUNT, "seats.json: seat colours repeat.")
    require(len({s.letter for s in seats}) == SEAT_COUNT, "seats.json: seat letters repeat.")
    per_seat = int(raw["explorers_per_seat"])
    require(per_seat * SEAT_COUNT == 24, "seats.json: the spec has 24 explorers, 6 per colour (PTP-005).")
    teams = tuple(TeamSpec(t["name"], tuple(t["seats"])) for t in raw["teams"])
    members = sorted(s for t in teams for s in t.seats)
    require(members == list(range(SEAT_COUNT)), "seats.json: the two teams must cover seats 0-3 once.")
    for team in teams:
        require(len({seats[s].home for s in team.seats}) == 1, f"seats.json: team {team.name} spans two poles.")
    return seats, teams, per_seat, int(raw["round_cap"])


BOARD = load_board(_load("board.json"))
CARD_KINDS = load_cards(_load("cards.json"))
CARDS: dict[str, CardKind] = {kind.code: kind for kind in CARD_KINDS}
SEATS, TEAMS, EXPLORERS_PER_SEAT, ROUND_CAP = load_seats(_load("seats.json"))
FACES, BLANK_FACE = load_faces(_load("colour_die.json"), SEATS)


def full_deck() -> list[str]:
    """The 18 card codes in data order, before the seeded shuffle."""
    return [kind.code for kind in CARD_KINDS for _ in range(kind.count)]
