"""Static game data from ``data/roll_in_one/``: boards, clubs, caddie and golfer cards, presets.

Loaded once at import and validated against the spec's totals (RIO-001, RIO-002, RIO-004,
RIO-013, RIO-016, D2–D6); a file that does not add up raises ``DataError`` at start-up.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.gamedata import DATA_ROOT, DataError, read_json, require

from .words import face_words

DATA_DIR = DATA_ROOT / "roll_in_one"

Hex = tuple[int, int]

DIRECTION_NAMES: tuple[str, ...] = ("E", "NE", "NW", "W", "SW", "SE")
WINDOWS = ("AIM", "ROLL", "LANDING")
CLUB_DIE_SIZES = {"putter": 4, "wedge": 6, "9iron": 8, "6iron": 10, "4iron": 12, "wood": 20}
BOARD_PORTS = {"diamond": 4, "triangle": 3, "narrow": 2}
CADDIE_TOTAL = 29
GOLFER_TOTAL = 8
BOARD_TOTAL = 9


@dataclass(frozen=True)
class Port:
    anchor: Hex
    axis: int


@dataclass(frozen=True)
class Board:
    id: str
    shape: str
    par: float
    cells: dict[Hex, str]  # local cell -> terrain name
    ports: dict[str, Port]


@dataclass(frozen=True)
class Club:
    id: str
    name: str
    faces: tuple[str, ...]


@dataclass(frozen=True)
class CaddieKind:
    kind: str
    name: str
    count: int
    window: str
    requirement: str
    effect: str


@dataclass(frozen=True)
class Golfer:
    id: str
    name: str
    text: str


def _load(name: str) -> Any:
    return read_json(DATA_DIR / name)


def _shape_cells(shape: str) -> set[Hex]:
    if shape == "diamond":
        return {(q, r) for q in range(4) for r in range(4)}
    if shape == "triangle":
        return {(q, r) for q in range(4) for r in range(4) if q + r <= 3}
    if shape == "narrow":
        return {(q, r) for q in range(4) for r in range(2)}
    raise DataError(f"Unknown board shape {shape!r}.")


_STEP: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def _load_boards() -> tuple[dict[str, Board], Hex]:
    raw = _load("boards.json")
    terrain_names: dict[str, str] = raw["terrain"]
    boards: dict[str, Board] = {}
    counts: dict[str, int] = {}
    for entry in raw["boards"]:
        shape = entry["shape"]
        cells: dict[Hex, str] = {}
        for r, row in enumerate(entry["rows"]):
            for q, char in enumerate(row):
                require(char in terrain_names, f"Board {entry['id']}: unknown terrain {char!r}.")
                cells[(q, r)] = terrain_names[char]
                counts[terrain_names[char]] = counts.get(terrain_names[char], 0) + 1
        require(set(cells) == _shape_cells(shape), f"Board {entry['id']} does not have the {shape} shape.")
        ports = {
            name: Port((int(p["anchor"][0]), int(p["anchor"][1])), int(p["axis"]))
            for name, p in raw["shapes"][shape]["ports"].items()
        }
        require(len(ports) == BOARD_PORTS[shape], f"Board {entry['id']} has the wrong number of ports.")
        for name, port in ports.items():
            dq, dr = _STEP[port.axis % 6]
            oq, orr = _STEP[(port.axis - 1) % 6]
            for i in range(4):
                cell = (port.anchor[0] + i * dq, port.anchor[1] + i * dr)
                require(cell in cells, f"Board {entry['id']} port {name} leaves the board.")
                require(
                    (cell[0] + oq, cell[1] + orr) not in cells,
                    f"Board {entry['id']} port {name} is not an outside edge.",
                )
        boards[entry["id"]] = Board(entry["id"], shape, float(entry["par"]), cells, ports)
    totals = raw["totals"]
    require(len(boards) == BOARD_TOTAL, f"Expected {BOARD_TOTAL} boards, found {len(boards)}.")
    require(sum(counts.values()) == totals["cells"], "Board cells do not add up to the spec's total.")
    for terrain, expected in totals.items():
        if terrain != "cells":
            require(counts.get(terrain, 0) == expected, f"Terrain {terrain} count is not {expected}.")
    tee = (int(raw["tee_space"][0]), int(raw["tee_space"][1]))
    require(boards["TEE"].cells.get(tee) == "tee", "The tee space is not on the TEE board.")
    return boards, tee


def _load_clubs() -> dict[str, Club]:
    clubs: dict[str, Club] = {}
    for entry in _load("clubs.json")["clubs"]:
        faces = tuple(str(f) for f in entry["faces"])
        require(len(faces) == entry["die"], f"Club {entry['id']} has {len(faces)} faces, not {entry['die']}.")
        for face in faces:
            require(
                face.isdigit() or face in ("T", "C", "DC") or (face[0] == "D" and face[1:].isdigit()),
                f"Club {entry['id']} has an unknown face {face!r}.",
            )
        clubs[entry["id"]] = Club(entry["id"], entry["name"], faces)
    require(
        {c: len(club.faces) for c, club in clubs.items()} == CLUB_DIE_SIZES,
        "The six clubs must be the d4, d6, d8, d10, d12 and d20 of table D2.",
    )
    return clubs


def _load_caddie() -> dict[str, CaddieKind]:
    raw = _load("caddie.json")
    kinds = {
        c["kind"]: CaddieKind(c["kind"], c["name"], int(c["count"]), c["window"], c["requirement"], c["effect"])
        for c in raw["cards"]
    }
    require(len(kinds) == 12, "There must be 12 caddie card kinds.")
    require(all(k.window in WINDOWS for k in kinds.values()), "A caddie card has an unknown window.")
    total = sum(k.count for k in kinds.values())
    require(total == raw["total"] == CADDIE_TOTAL, f"Caddie cards add up to {total}, not {CADDIE_TOTAL}.")
    return kinds


def _load_golfers() -> dict[str, Golfer]:
    golfers = {g["id"]: Golfer(g["id"], g["name"], g["text"]) for g in _load("golfers.json")["golfers"]}
    require(len(golfers) == GOLFER_TOTAL, f"There must be {GOLFER_TOTAL} golfer cards.")
    return golfers


def _load_presets(boards: dict[str, Board]) -> list[dict[str, Any]]:
    presets: list[dict[str, Any]] = _load("presets.json")["presets"]
    for preset in presets:
        used = [a["board"] for a in preset["attachments"]]
        require(len(set(used)) == len(used), f"Preset {preset['name']} places a board twice.")
        require(all(b in boards for b in used), f"Preset {preset['name']} names an unknown board.")
        par = boards["TEE"].par + sum(boards[b].par for b in used)
        require(par == preset["par"], f"Preset {preset['name']} par is {par}, not {preset['par']}.")
    return presets


BOARDS, TEE_SPACE = _load_boards()
CLUBS = _load_clubs()
CADDIE = _load_caddie()
GOLFERS = _load_golfers()
PRESETS = _load_presets(BOARDS)
BOARD_ORDER: tuple[str, ...] = tuple(BOARDS)  # D3 order: TEE, D1–D5, T1, T2, N1
CLUB_ORDER: tuple[str, ...] = tuple(CLUBS)
CARD_ORDER: tuple[str, ...] = tuple(CADDIE)


def card_kind(card_id: str) -> str:
    """A card instance id is ``kind#n`` (e.g. ``C1#3``); the kind is the part before '#'."""
    return card_id.split("#", 1)[0]


def all_card_ids() -> list[str]:
    return [f"{k.kind}#{i}" for k in CADDIE.values() for i in range(1, k.count + 1)]


def face_value(face: str) -> int | None:
    """The number on a numeric face, else None."""
    return int(face) if face.isdigit() else None


def face_label(face: str) -> str:
    return face_words(face)  # player words live in one module
