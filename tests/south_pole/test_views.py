"""Decisions and information (spec §8, §9: RSP-073..RSP-079, RSP-084, RSP-086, RSP-087)."""

from __future__ import annotations

import json

import pytest

from bot.engine import IllegalAction
from bot.games.south_pole import GAME
from bot.games.south_pole.state import TILES

from .helpers import ForcedDice, act, give_turn, new_game, put_tile, set_cubes, spaces

PUBLIC_KEYS = {
    "game", "players", "round", "round_cap", "phase", "active", "explorer", "spaces", "set_aside",
    "supply", "split", "pool", "requirement", "sums", "met", "log", "log_size", "last_event", "last_message", "outcome",
}  # fmt: skip


def test_rsp_073_only_the_active_player_decides() -> None:
    """RSP-073: one seat to act; the others have no legal actions."""
    state = new_game(4, start=2)
    assert GAME.to_act(state) == [2]
    assert all(GAME.legal_actions(state, seat) == [] for seat in (0, 1, 3))


def test_rsp_074_peek_targets_fit_row_selects() -> None:
    """RSP-074: over 25 targets, but grouped by row no select needs more than 25 options."""
    state = new_game(3)
    targets = [a["space"] for a in GAME.legal_actions(state, 0) if a["type"] == "peek"]
    assert len(targets) == 72
    rows: dict[str, list[str]] = {}
    for label in targets:
        rows.setdefault(label[0], []).append(label)
    assert len(rows) <= 25 and all(len(row) <= 25 for row in rows.values())
    assert all(len(a["label"]) <= 80 for a in GAME.legal_actions(state, 0))


def test_rsp_075_public_view_contents(forced: ForcedDice) -> None:
    """RSP-075: spaces, pieces, players, supplies, turn, split, pool dice, sums and the log."""
    state = new_game(3)
    set_cubes(state, 0, 3)
    state, _ = act(state, 0, "choose", split=[5, 1, 0])
    forced.queue(2, 0, 1, 0, 0, 1)
    state, _ = act(state, 0, "move", to="A3")
    view = GAME.view(state, None)
    assert set(view) == PUBLIC_KEYS
    assert view["requirement"] == {"W": 3} and view["sums"] == {"W": 3, "K": 1, "U": 0} and view["met"]
    assert view["pool"][0] == {"die": 1, "colour": "W", "effective": "W", "face": 2}
    assert view["split"] == [5, 1, 0] and view["phase"] == "SUCCESS" and view["active"] == 0
    assert view["players"][0] == {
        "seat": 0, "colour": "red", "position": 1, "cubes": 3, "flags_placed": 0,
        "flags_left": 3, "tent": "A4", "in_game": True, "active": True,
    }  # fmt: skip
    assert view["supply"] == {"cubes": state["supply"]["cubes"], "camp_markers": 20}
    first = {s["label"]: s for s in view["spaces"]}
    assert len(first) == 87 and first["A3"]["requirement"] == {"W": 3} and first["A3"]["number"] == 1
    assert view["explorer"] == "A3" and len(view["log"]) == 2 and view["log_size"] == 2


def test_rsp_076_peek_is_public_but_not_its_result() -> None:
    """RSP-076: the log and board show who peeked where, never what they saw."""
    state = new_game(3)
    put_tile(state, "B2", "R55")  # W4 U3
    state, events = act(state, 0, "peek", space="B2")
    tile = TILES[state["tiles"]["B2"]]
    text = json.dumps(events) + json.dumps(GAME.view(state, None))
    assert "peeked at B2" in events[0]["text"] and spaces(state)["B2"]["peeked_by"] == [0]
    assert tile.id not in text and "W4 U3" not in text


def test_rsp_077_nothing_hidden_in_the_public_view() -> None:
    """RSP-077: no fronts or ids of face-down tiles, nothing of the set-aside tile, no RNG."""
    state = GAME.setup(5, {}, 123_456_789)
    state, _ = act(state, state["active"], "peek", space="M1")
    view = GAME.view(state, None)
    text = json.dumps(view)
    for tile_id in [*state["tiles"].values(), state["set_aside"]]:
        assert tile_id not in text
    for entry in view["spaces"]:
        if entry["face_down"]:
            assert entry["requirement"] is None and entry["tile"] is None and not entry["camp_site"]
            assert not entry["flag_symbol"]
    assert view["set_aside"] == {"revealed": False}
    assert '"rng"' not in text and "123456789" not in text and "private" not in view


def test_rsp_078_private_view_holds_the_peek(forced: ForcedDice) -> None:
    """RSP-078: the peeker's view adds the front; nobody else's does."""
    state = new_game(3)
    put_tile(state, "B2", "R25")
    state, _ = act(state, 0, "peek", space="B2")
    mine = GAME.view(state, 0)
    assert mine["seat"] == 0
    assert mine["private"]["peeks"] == [
        {"space": "B2", "requirement": {"W": 3, "K": 3}, "camp_site": True, "flag_symbol": False}
    ]
    assert GAME.view(state, 1)["private"]["peeks"] == []
    assert {k: v for k, v in mine.items() if k not in ("private", "seat")} == GAME.view(state, None)


def test_rsp_079_rolls_rests_rerolls_recolours_are_public(forced: ForcedDice) -> None:
    """RSP-079: every roll, rest, reroll and recolour shows in the public log."""
    state = new_game(3)
    set_cubes(state, 0, 3)
    state, _ = act(state, 0, "choose", split=[0, 5, 1])
    forced.queue(0, 1, 1, 0, 0, 0)
    state, _ = act(state, 0, "move", to="A3")
    state, _ = act(state, 0, "rest", die=1)
    state, _ = act(state, 0, "recolour", die=6, colour="W")
    forced.queue(3)
    state, _ = act(state, 0, "reroll", dice=[6])
    log = GAME.view(state, None)["log"]
    assert "rolled black 0, 1, 1, 0, 0 and blue 0" in log[1]
    assert "rested die 1" in log[2] and "count die 6 as white" in log[3] and "reroll die 6" in log[4]


def test_rsp_084_revealing_drops_peeks(forced: ForcedDice) -> None:
    """RSP-084: entering a peeked tile reveals it, and it leaves every private view."""
    state = new_game(3)
    give_turn(state, 1, tent="D4")
    state, _ = act(state, 1, "peek", space="D5")
    give_turn(state, 0, tent="D4")
    state, _ = act(state, 0, "peek", space="D5")
    state, _ = act(state, 0, "choose", split=[2, 2, 2])
    forced.queue(0, 0, 0, 0, 0, 0)
    state, _ = act(state, 0, "move", to="D5")
    assert GAME.view(state, 0)["private"]["peeks"] == [] == GAME.view(state, 1)["private"]["peeks"]
    assert spaces(state)["D5"]["tile"] == state["tiles"]["D5"]


def test_rsp_086_rejection_leaves_state_unchanged() -> None:
    """RSP-086: a refused action raises with a sentence and changes nothing."""
    state = new_game(3)
    before = json.dumps(state, sort_keys=True)
    for action in ({"type": "camp"}, {"type": "fly"}, {"type": "choose", "split": [9, 9, 9]}, {}):
        with pytest.raises(IllegalAction) as refused:
            GAME.apply(state, 0, action)
        assert refused.value.reason.endswith(".")
    assert json.dumps(state, sort_keys=True) == before


def test_rsp_087_wrong_seat_wrong_phase_game_over() -> None:
    """RSP-087: not active, out of the game, after the end, or not this phase's action."""
    state = new_game(3)
    with pytest.raises(IllegalAction, match="isn't your turn"):
        act(state, 1, "choose", split=[2, 2, 2])
    with pytest.raises(IllegalAction, match="six dice"):
        act(state, 0, "give_up")
    moving, _ = act(state, 0, "choose", split=[2, 2, 2])
    with pytest.raises(IllegalAction, match="Move the explorer"):
        act(moving, 0, "camp")
    out, _ = GAME.resign(state, 1)
    with pytest.raises(IllegalAction, match="not in this game"):
        act(out, 1, "choose", split=[2, 2, 2])
    over, _ = GAME.resign(out, 2)
    with pytest.raises(IllegalAction, match="over"):
        act(over, 0, "choose", split=[2, 2, 2])


def test_rsp_075_each_view_has_its_own_space_entries() -> None:
    """RSP-075: views are built from per-space templates, so changing one view's entry (a
    numbered space's requirement, a tent list, who peeked) leaves the next view as it was."""
    state = new_game(3)
    state, _ = act(state, 0, "peek", space="B2")
    first = {s["label"]: s for s in GAME.view(state, 0)["spaces"]}
    first["A3"]["requirement"]["W"] = 99
    first["A4"]["tents"].append(7)
    first["A4"]["peeked_by"].append(7)
    first["B2"]["peeked_by"].append(7)
    first["C2"]["peeked_by"].append(7)
    again = {s["label"]: s for s in GAME.view(state, 0)["spaces"]}
    assert again["A3"]["requirement"] == {"W": 3}
    assert again["A4"]["tents"] == [0, 1, 2] and again["B2"]["peeked_by"] == [0]
    assert again["A4"]["peeked_by"] == [] == again["C2"]["peeked_by"] and first["A3"] is not again["A3"]
