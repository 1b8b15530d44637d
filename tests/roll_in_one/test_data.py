"""Static data clauses: components and tables D2–D6 (RIO-001–RIO-005, RIO-013, RIO-014, RIO-016)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from bot.gamedata import DataError
from bot.games.roll_in_one import data
from bot.games.roll_in_one.data import BOARDS, CADDIE, CLUBS, GOLFERS, PRESETS

D2 = {
    "putter": "1 2 3 4",
    "wedge": "1 2 3 C D1 DC",
    "9iron": "1 2 3 D1 D2 D3 D4 D5",
    "6iron": "1 2 3 4 5 6 C T T D1",
    "4iron": "1 2 3 4 5 6 7 C C C T T",
    "wood": "1 2 3 4 5 6 7 8 9 10 " + " ".join(["T"] * 10),
}


def test_rio_001_club_faces_match_table_d2() -> None:
    """RIO-001: club faces match table d2."""
    assert {c: " ".join(club.faces) for c, club in CLUBS.items()} == D2
    assert [len(CLUBS[c].faces) for c in D2] == [4, 6, 8, 10, 12, 20]


def test_rio_002_nine_boards_and_three_greens() -> None:
    """RIO-002: nine boards and three greens."""
    assert list(BOARDS) == ["TEE", "D1", "D2", "D3", "D4", "D5", "T1", "T2", "N1"]
    raw = json.loads((data.DATA_DIR / "boards.json").read_text())
    assert raw["green_tokens"] == 3


def test_rio_013_terrain_per_cell_and_totals() -> None:
    """RIO-013: terrain per cell and totals."""
    counts = Counter(t for b in BOARDS.values() for t in b.cells.values())
    assert sum(counts.values()) == 124
    assert counts == {"rough": 57, "fairway": 28, "trees": 15, "water": 13, "sand": 10, "tee": 1}
    assert BOARDS["TEE"].cells[(1, 1)] == "tee"
    assert BOARDS["D2"].cells[(1, 1)] == "water" and BOARDS["D3"].cells[(0, 0)] == "trees"
    shapes = {b.id: len(b.cells) for b in BOARDS.values()}
    assert shapes == {"TEE": 16, "D1": 16, "D2": 16, "D3": 16, "D4": 16, "D5": 16, "T1": 10, "T2": 10, "N1": 8}


def test_rio_014_par_values() -> None:
    """RIO-014: par values."""
    assert {b.id: b.par for b in BOARDS.values()} == {
        "TEE": 1,
        "D1": 1,
        "D2": 1,
        "D3": 1,
        "D4": 1,
        "D5": 1,
        "T1": 0.5,
        "T2": 0.5,
        "N1": 0.5,
    }
    assert [p["par"] for p in PRESETS] == [3, 3.5, 3.5, 4.5]


def test_rio_016_ports_per_board_shape() -> None:
    """RIO-016: ports per board shape."""
    assert {b.id: sorted(b.ports) for b in BOARDS.values()} == {
        **{d: ["p1", "p2", "p3", "p4"] for d in ("TEE", "D1", "D2", "D3", "D4", "D5")},
        "T1": ["p1", "p2", "p3"],
        "T2": ["p1", "p2", "p3"],
        "N1": ["p1", "p2"],
    }
    diamond = BOARDS["D1"].ports
    assert (diamond["p1"].anchor, diamond["p1"].axis) == ((0, 3), 0)
    assert (diamond["p3"].anchor, diamond["p3"].axis) == ((3, 0), 3)
    assert (BOARDS["T1"].ports["p1"].anchor, BOARDS["T1"].ports["p1"].axis) == ((0, 3), 1)
    assert (BOARDS["N1"].ports["p1"].anchor, BOARDS["N1"].ports["p1"].axis) == ((0, 1), 0)


def test_rio_003_one_ball_per_seat() -> None:
    """RIO-003: one ball per seat."""
    from bot.games.roll_in_one import GAME

    st = GAME.setup(5, {}, 982_451_653)
    assert len(st["balls"]) == 5 and all(b == {"cell": None, "holed": False} for b in st["balls"])
    assert GAME.max_players == 5


def test_rio_004_golfers_and_caddie_cards() -> None:
    """RIO-004: golfers and caddie cards."""
    assert len(GOLFERS) == 8 and list(GOLFERS) == [f"G{i}" for i in range(1, 9)]
    assert len(CADDIE) == 12
    assert [k.count for k in CADDIE.values()] == [4, 2, 3, 1, 3, 3, 2, 3, 2, 2, 2, 2]
    assert sum(k.count for k in CADDIE.values()) == 29 == len(data.all_card_ids())
    windows = {k.kind: k.window for k in CADDIE.values()}
    assert [k for k, w in windows.items() if w == "AIM"] == ["C6", "C7"]
    assert [k for k, w in windows.items() if w == "ROLL"] == ["C1", "C2", "C3", "C4", "C5"]


def test_rio_005_penalties_are_an_unlimited_counter() -> None:
    """RIO-005: penalties are an unlimited counter."""
    from .helpers import preset_game

    st = preset_game()
    st["seats"][0]["penalties"] = 15
    from bot.games.roll_in_one.common import give_penalty

    give_penalty(st, 0, "oob", [])
    assert st["seats"][0]["penalties"] == 16  # the 15-token supply never limits play


def test_loading_rejects_data_that_does_not_add_up(monkeypatch: pytest.MonkeyPatch, tmp_path: object) -> None:
    """RIO-013 data validation: a board with a wrong terrain count is refused with a clear error."""
    raw = json.loads((data.DATA_DIR / "boards.json").read_text())
    raw["boards"][1]["rows"][0] = "wfs."
    original = data._load

    def fake(name: str) -> object:
        return raw if name == "boards.json" else original(name)

    monkeypatch.setattr(data, "_load", fake)
    with pytest.raises(DataError, match="count"):
        data._load_boards()
    raw["boards"][1]["rows"][0] = ".fs"
    with pytest.raises(DataError, match="shape"):
        data._load_boards()


def test_summary_fits_one_discord_message_in_plain_words() -> None:
    """The rules summary (data/roll_in_one/summary.md, the `/rules` reply) is ≤ 1800 characters,
    speaks to players (no clause ids) and covers design, the turn, landing, scoring and cards."""
    import re

    text = (data.DATA_DIR / "summary.md").read_text(encoding="utf-8")
    assert len(text) <= 1800
    assert not re.search(r"RIO-\d+", text)
    for topic in ("Building the hole", "Your turn", "penalty token", "green", "Cards", "solo"):
        assert topic in text, topic
