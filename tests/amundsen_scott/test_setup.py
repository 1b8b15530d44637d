"""Setup, options and the patrons dealt at setup."""

from __future__ import annotations

import random

import pytest

from bot.engine import BadOption, make_rng
from bot.games.amundsen_scott import GAME
from bot.games.amundsen_scott.data import CARDS
from bot.games.amundsen_scott.deck import fill_position
from bot.games.amundsen_scott.setup import deal_opening, initial_state
from bot.games.amundsen_scott.state import Work, seat_of

BASE = {"amundsen_seat": "random", "patrons": False, "advanced_row": False}


def test_amundsen_seat_option() -> None:
    """AVS-007 fixed seats, or a random seat drawn first from the game RNG."""
    assert GAME.setup(2, {"amundsen_seat": 1}, 5)["players"][1]["explorer"] == "A"
    assert GAME.setup(2, {"amundsen_seat": "0"}, 5)["players"][0]["explorer"] == "A"
    for seed in range(6):
        expected = make_rng(seed).randrange(2)
        assert GAME.setup(2, {}, seed)["players"][expected]["explorer"] == "A"
    seats = {seat_of(GAME.setup(2, {}, seed), "A") for seed in range(20)}
    assert seats == {0, 1}


def test_start_positions_and_limits() -> None:
    """AVS-008 both pawns on the ship, not lost, limits 7."""
    state = GAME.setup(2, {}, 11)
    for p in state["players"]:
        assert (p["route"], p["q"], p["limit"]) == (0, None, 7)


def test_deck_shuffled_with_rng() -> None:
    """AVS-009 the 55 cards are shuffled by the game RNG; discard empty, counter 0."""
    state = initial_state(BASE | {"amundsen_seat": "0"}, 4)
    rng = make_rng(4)
    expected = list(CARDS)
    rng.shuffle(expected)
    assert state["deck"] == expected
    assert state["discard"] == [] and state["exhaustions"] == 0
    ready = GAME.setup(2, {"amundsen_seat": 0}, 4)
    assert sorted(ready["deck"] + ready["row"] + [c["id"] for p in ready["players"] for c in p["hand"]]) == sorted(
        CARDS
    )


def test_row_dealt_position_one_first() -> None:
    """AVS-010 the first card dealt goes to position 1 (index 0), then 2, 3."""
    state = initial_state(BASE | {"amundsen_seat": "0"}, 9)
    top = list(reversed(state["deck"]))
    ready = deal_opening(state)
    assert ready["row"] == top[:3]


def test_starting_cards_hidden_amundsen_first() -> None:
    """AVS-011 Amundsen draws 1 hidden card, then Scott."""
    state = initial_state(BASE | {"amundsen_seat": "1"}, 9)
    top = list(reversed(state["deck"]))
    ready = deal_opening(state)
    assert ready["players"][1]["hand"] == [{"id": top[3], "hidden": True}]
    assert ready["players"][0]["hand"] == [{"id": top[4], "hidden": True}]


def test_amundsen_moves_first() -> None:
    """AVS-012 Amundsen takes the first turn, then the explorers alternate."""
    state = GAME.setup(2, {"amundsen_seat": 1}, 2)
    assert GAME.to_act(state) == [1]
    after, _ = GAME.apply(state, 1, {"type": "take", "n": 1})
    assert GAME.to_act(after) == [0]


def test_patron_option_deals_one_each() -> None:
    """AVS-064 / AVS-065 one random patron per explorer from his own nation, Amundsen's first."""
    for seed in range(10):
        state = GAME.setup(2, {"patrons": True, "amundsen_seat": 0}, seed)
        a, s = state["players"][0]["patron"], state["players"][1]["patron"]
        assert a["id"].startswith("N") and s["id"].startswith("B")
        rng = make_rng(seed)
        assert a["id"] == rng.choice(["N1", "N2", "N3", "N4"]) and s["id"] == rng.choice(["B1", "B2", "B3", "B4"])
    assert GAME.setup(2, {}, 1)["players"][0]["patron"] is None


def test_patron_spent_after_setup() -> None:
    """AVS-066 starting-hand and start-space patrons are spent once setup finishes; others stay active."""
    seen: dict[str, bool] = {}
    for seed in range(40):
        for p in GAME.setup(2, {"patrons": True}, seed)["players"]:
            seen[p["patron"]["id"]] = p["patron"]["spent"]
    assert seen["N1"] and seen["B1"] and seen["N3"] and seen["B3"]
    assert not seen["N4"] and not seen["B4"]


def _with_patrons(a: str, s: str, seed: int = 3) -> dict[str, object]:
    state = initial_state(BASE | {"amundsen_seat": "0", "patrons": True}, seed)
    state["players"][0]["patron"] = {"id": a, "spent": False, "removals": 0}
    state["players"][1]["patron"] = {"id": s, "spent": False, "removals": 0}
    return deal_opening(state)


def test_architect_and_engineer() -> None:
    """AVS-067 Architect: 3 hidden starting cards; Engineer: 4."""
    state = _with_patrons("N1", "B1")
    assert [len(p["hand"]) for p in state["players"]] == [3, 4]
    assert all(c["hidden"] for p in state["players"] for c in p["hand"])


def test_press_baron_and_showman() -> None:
    """AVS-068 start on space 1 instead of the ship."""
    state = _with_patrons("N3", "B3")
    assert [p["route"] for p in state["players"]] == [1, 1]
    view = GAME.view(state, None)
    assert [e["space"] for e in view["explorers"]] == ["A1", "S1"]


def test_advanced_row_option() -> None:
    """AVS-074 / AVS-075 advanced_row deals 6 open cards; takes still use positions 1–3."""
    state = GAME.setup(2, {"advanced_row": True, "amundsen_seat": 0}, 8)
    assert len(state["row"]) == 6 and all(state["row"])
    takes = {a["n"] for a in GAME.legal_actions(state, 0) if a["type"] == "take"}
    assert takes == {1, 2}  # one starting card: take3 needs 3 discards
    assert GAME.view(state, None)["take_positions"] == 3


def test_unknown_options_rejected() -> None:
    """AVS-077 / AVS-098 other expansions and bad values: "Unknown option."."""
    for options in ({"food_dice": True}, {"return_trip": True}, {"amundsen_seat": 2}, {"patrons": "maybe"}):
        with pytest.raises(BadOption) as refused:
            GAME.setup(2, options, 1)
        assert refused.value.reason.startswith("Unknown option.")


def test_officer_replacement_in_setup_helper() -> None:
    """AVS-071 a replacement draw after a removal is itself checked (two Dogs in a row)."""
    state = initial_state(BASE | {"amundsen_seat": "0", "patrons": True}, 3)
    state["players"][1]["patron"] = {"id": "B2", "spent": False, "removals": 0}
    state["players"][0]["patron"] = {"id": "N4", "spent": False, "removals": 0}
    state["deck"] = [c for c in CARDS if c not in ("C05", "C06", "C20")] + ["C20", "C06", "C05"]
    work = Work(state, random.Random(1))
    fill_position(work, 0)
    assert state["row"][0] == "C20" and state["removed"] == ["C05", "C06"]
    assert state["players"][1]["patron"]["spent"]
