"""Components and static data (RNP §1, §17)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from bot.gamedata import DataError
from bot.games.north_pole.board import BASE_CRACKS, CENTRAL, crack_list, dash_origins, gates, pos
from bot.games.north_pole.data import BOARD, CARDS, DATA_DIR, TOKENS, load_cards, load_tokens
from tests.north_pole.helpers import scenario


def test_rnp_001_component_counts() -> None:
    """RNP-001: 110 cards, 32 tokens (8 brown, 14 green, 10 blue), 16 pawns, two discs."""
    assert len(CARDS) == 110
    assert Counter(t.colour for t in TOKENS.values()) == {"brown": 8, "green": 14, "blue": 10}
    assert len(BOARD["colours"]) * 4 == 16
    assert sorted(BOARD["discs"]) == ["basic", "team"]
    assert len(BOARD["discs"]["basic"]) == 4 and all(len(g) == 1 for g in BOARD["discs"]["basic"].values())
    assert all(len(g) == 2 for g in BOARD["discs"]["team"].values())


def test_rnp_002_card_faces_and_table_17_4() -> None:
    """RNP-002: one symbol, a type A/B/C (none for Emergency), 0–4 points, a storm colour; §17.4 totals."""
    assert {c.symbol for c in CARDS.values()} == {"March", "Swoop", "Gallop", "Dash", "Sling", "Emergency"}
    assert Counter(c.type for c in CARDS.values()) == {"A": 52, "B": 32, "C": 16, None: 10}
    assert Counter(c.points for c in CARDS.values()) == {0: 26, 1: 38, 2: 25, 3: 13, 4: 8}
    assert sum(c.points for c in CARDS.values()) == 159
    assert [CARDS[f"C{i:03d}"].colour for i in range(9, 17)] == ["blue"] * 3 + ["red"] * 4 + ["purple"]
    assert CARDS["C085"].symbol == "Sling" and CARDS["C093"].points == 4 and CARDS["C101"].type is None


def test_card_data_validation_rejects_a_bad_row() -> None:
    raw = json.loads((DATA_DIR / "cards.json").read_text())
    raw["rows"][0]["blue"] += 1
    raw["rows"][1]["first"] = "C010"
    with pytest.raises(DataError):
        load_cards(raw)
    tokens = json.loads((DATA_DIR / "tokens.json").read_text())
    tokens["groups"][0]["count"] = 3
    with pytest.raises(DataError):
        load_tokens(tokens)


def test_rnp_003_next_storm_colour_is_public() -> None:
    """RNP-003: the top card's storm colour is visible, its face is not."""
    from bot.games.north_pole import GAME

    state = scenario()
    view = GAME.view(state, None)
    top = state["draw"][0]
    assert view["next_storm"]["colour"] == CARDS[top].colour
    assert top not in json.dumps(view)


def test_rnp_004_token_items_table_17_5() -> None:
    """RNP-004: brown/green show equipment, blue shows hazards; §17.5 ids."""
    equipment = {"Husky", "Snowshoes", "Backpack", "Igloo", "Pickaxe", "Compass"}
    for token in TOKENS.values():
        assert (token.item in equipment) == (token.colour != "blue")
    assert Counter(t.item for t in TOKENS.values() if t.colour == "blue") == {"Storm": 4, "Hole": 4, "Polar Bear": 2}
    assert [TOKENS[t].item for t in ("T01", "T05", "T13", "T16", "T18", "T21", "T27", "T31")] == [
        "Husky", "Snowshoes", "Backpack", "Igloo", "Pickaxe", "Compass", "Hole", "Polar Bear",
    ]  # fmt: skip


def test_rnp_011_cracks_data() -> None:
    """RNP-011: 18 cracks between orthogonal grid neighbours, none at the centre, 180° symmetric."""
    assert len(BASE_CRACKS) == 18
    centre = {frozenset({pos(a), pos(b)}) for a, b in (("d4", "e4"), ("d5", "e5"), ("d4", "d5"), ("e4", "e5"))}
    for edge in BASE_CRACKS:
        a, b = sorted(edge)
        assert all(0 <= v <= 7 for v in (*a, *b))
        assert abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1
        assert edge not in centre
    assert crack_list(2) == crack_list(0)


def test_rnp_012_cracks_leave_everything_connected() -> None:
    """RNP-012: orthogonal steps alone connect the grid; every camp reaches every central square."""
    layout = BASE_CRACKS
    grid = {(c, r) for c in range(8) for r in range(8)}

    def reach(starts: set[tuple[int, int]]) -> set[tuple[int, int]]:
        seen, todo = set(starts), list(starts)
        while todo:
            c, r = todo.pop()
            for d in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                nxt = (c + d[0], r + d[1])
                if nxt in grid and nxt not in seen and frozenset({(c, r), nxt}) not in layout:
                    seen.add(nxt)
                    todo.append(nxt)
        return seen

    assert reach({(0, 0)}) == grid
    for squares in BOARD["camps"].values():
        entry = set()
        for square in squares:
            c, r = pos(square)
            entry |= {p for p in ((c, r + 1), (c, r - 1), (c + 1, r), (c - 1, r)) if p in grid}
        assert {pos(c) for c in CENTRAL} <= reach(entry)


def test_rnp_014_quarter_turn_layout_matches_check_value() -> None:
    """RNP-014 / §17.2: deriving the r = 1 and r = 3 layouts gives the spec's check list."""
    assert crack_list(1) == sorted(BOARD["cracks_quarter_check"])
    assert crack_list(3) == crack_list(1)


def test_table_17_3_gates_and_dash_origins() -> None:
    """RNP-010 / RNP-053 / §17.3: gates per orientation and the Dash-2 origins."""
    assert gates("NE") == ("e5",) and gates("SW") == ("d4",) and gates("NW+SE") == ("d5", "e4")
    assert dash_origins("e5") == {"e6": "S", "f5": "W"}
    assert dash_origins("e4") == {"e3": "N", "f4": "W"}
    assert dash_origins("d4") == {"d3": "N", "c4": "E"}
    assert dash_origins("d5") == {"d6": "S", "c5": "E"}


def test_summary_is_short_and_plain() -> None:
    """The `/… rules` reply: one short Discord message for players, clause ids left to the spec."""
    text = (Path(DATA_DIR) / "summary.md").read_text()
    assert len(text) <= 1800
    assert "RNP-" not in text and "Storm" in text and "Pole" in text
