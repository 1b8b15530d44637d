"""Data invariants (D1–D4) and colour matching."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from bot.games.amundsen_scott import GAME, data
from bot.games.amundsen_scott.cards import can_fill, is_discardable, matches, matching_colours
from bot.games.amundsen_scott.routes import compass_target, lose_way_target, return_destination


def test_two_seats() -> None:
    """AVS-001 exactly two seats, one Amundsen and one Scott."""
    assert (GAME.min_players, GAME.max_players) == (2, 2)
    state = GAME.setup(2, {}, 3)
    assert sorted(p["explorer"] for p in state["players"]) == ["A", "S"]
    with pytest.raises(Exception, match="players"):
        GAME.setup(3, {}, 3)


def test_base_deck_d1() -> None:
    """AVS-002 55 cards C01–C55 with D1's composition; only Compass and Loss are colourless."""
    raw = json.loads((data.DATA_DIR / "cards.json").read_text())
    cards = raw["cards"]
    assert [c["id"] for c in cards] == [f"C{n:02d}" for n in range(1, 56)]
    assert Counter(c["colour"] for c in cards) == {"R": 16, "G": 13, "B": 10, "Y": 13, None: 3}
    by_id = {c["id"]: c for c in cards}
    assert [by_id[c]["colour"] for c in ("C01", "C02", "C03", "C04")] == ["R", "G", "B", "Y"]
    assert {by_id[c]["type"] for c in ("C32", "C33", "C34")} == {"loss", "compass"}
    assert by_id["C53"]["type"] == "sacrifice" and by_id["C53"]["colour"] == "B"
    assert [by_id[c]["colour"] for c in ("C54", "C55")] == ["G", "Y"]
    assert all((c["colour"] is None) == (c["type"] in ("compass", "loss")) for c in cards)


def test_card_types_d1() -> None:
    """AVS-003 type counts; play-effect and discard-effect groups."""
    counts = Counter(c.type for c in data.CARDS.values())
    assert counts == data.TYPE_TOTALS and sum(counts.values()) == 55
    kinds = {c.type: c.kind for c in data.CARDS.values()}
    assert {t for t, k in kinds.items() if k == "play"} == {"compass", "loss", "blizzard", "crevasse"}
    assert {t for t, k in kinds.items() if k == "discard"} == {"drop", "sacrifice", "weather"}


def test_routes_d3() -> None:
    """AVS-004 12 spaces each; Amundsen only R/Y/G, Scott only B/Y/G, as D3 transcribes them."""
    assert "".join(data.EXPLORERS["A"].colours) == "RYRGRYGRYRGR"
    assert "".join(data.EXPLORERS["S"].colours) == "YGYGBYGBYBGB"
    assert set(data.EXPLORERS["A"].colours) == {"R", "Y", "G"}
    assert set(data.EXPLORERS["S"].colours) == {"B", "Y", "G"}


def test_question_spaces_d3() -> None:
    """AVS-005 six `?` for Amundsen, four for Scott, behind the D3 spaces."""
    assert data.EXPLORERS["A"].questions == {1: 2, 2: 4, 3: 6, 4: 8, 5: 10, 6: 12}
    assert data.EXPLORERS["S"].questions == {1: 2, 2: 4, 3: 7, 4: 10}


def test_parallels_d3() -> None:
    """AVS-006 the parallels and the 85° line: index 0–8 north, 9–12 south."""
    assert data.PARALLELS == {75: 1, 80: 4, 85: 8, 88: 11}
    assert [compass_target(i) for i in range(13)] == [1, 2, 3, 4, 5, 6, 7, 8, 9, 8, 9, 10, 11]


def test_lose_way_table_d4() -> None:
    """AVS-039 / AVS-040 D4's lose-the-way table."""
    a = [lose_way_target("A", p) for p in range(13)]
    s = [lose_way_target("S", p) for p in range(13)]
    assert a == [None, None, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6]
    assert s == [None, None, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4]


def test_back_to_route_table_d4() -> None:
    """AVS-046 / AVS-047 / AVS-048 D4's Back-to-Route destinations (None = x)."""
    x = None
    amundsen = {
        1: (1, 0, 0, 0),
        2: (3, 2, 0, 0),
        3: (5, 2, 4, x),
        4: (5, 6, 7, x),
        5: (8, 9, 7, x),
        6: (10, 9, 11, x),
    }
    scott = {1: (0, 1, 0, 0), 2: (0, 3, 2, 0), 3: (5, 6, 4, x), 4: (8, 9, 7, x)}
    for j, want in amundsen.items():
        assert tuple(return_destination("A", j, c) for c in "RYGB") == want
    for j, want in scott.items():
        assert tuple(return_destination("S", j, c) for c in "BYGR") == want


def test_wild_matching() -> None:
    """AVS-025 own wilds (Dogs for A, Horses for S, patron wilds) match any colour; colourless nothing."""
    assert matching_colours("C10", "A") == ("R", "B", "G", "Y")
    assert matching_colours("C01", "S") == ("R", "B", "G", "Y")
    assert matching_colours("N4", "A") == ("R", "B", "G", "Y")
    assert matching_colours("C33", "A") == () and matching_colours("C32", "S") == ()
    assert matches("C14", "R", "A") and not matches("C14", "Y", "A")


def test_opponent_animals_count_as_printed_colour() -> None:
    """AVS-026 Scott's Dogs and Amundsen's Horses are only their printed colour."""
    assert matching_colours("C08", "S") == ("G",)
    assert matching_colours("C04", "A") == ("Y",)
    assert can_fill(["C08"], ["G"], "S") and not can_fill(["C08"], ["Y"], "S")


def test_discard_eligibility() -> None:
    """AVS-016 Compass, Loss of Equipment and patron wilds can't be discarded for a Take."""
    assert not is_discardable("C32") and not is_discardable("C33") and not is_discardable("B4")
    assert is_discardable("C35") and is_discardable("C05")


def test_loader_rejects_bad_counts(monkeypatch: pytest.MonkeyPatch, tmp_path: object) -> None:
    """AVS-002 the loader refuses a deck file whose counts differ from D1."""
    from pathlib import Path

    folder = Path(str(tmp_path))
    raw = json.loads((data.DATA_DIR / "cards.json").read_text())
    raw["cards"][0]["type"] = "dog"
    (folder / "cards.json").write_text(json.dumps(raw))
    monkeypatch.setattr(data, "DATA_DIR", folder)
    with pytest.raises(data.DataError, match="type counts"):
        data._load_cards()


def test_rules_summary_fits_and_speaks_to_players() -> None:
    """The /amundsen rules text: at most 1800 characters, plain words (no AVS clause ids, card or
    space ids, option keys), and it covers the turn's choices (AVS-013) and the end (AVS-059–AVS-061)."""
    import re

    from cogs.amundsen_scott import Amundsen

    text = Amundsen.presenter.rules()
    assert 0 < len(text) <= 1800
    assert not re.search(r"AVS-\d|\bC\d\d\b|\b[AS](?:\d+|P|Q\d)\b|amundsen_seat|advanced_row", text)
    for words in ("Take", "Advance", "Reach the Pole", "Compass", "Loss of Equipment", "Lost", "nobody wins"):
        assert words in text
