"""Board and movement (spec §3: RSP-020..RSP-023, RSP-085, RSP-088)."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction
from bot.games.south_pole import GAME
from bot.games.south_pole.board import DESTINATIONS, NEIGHBOURS
from bot.games.south_pole.state import FAILING, SUCCESS

from .helpers import ForcedDice, act, give_turn, is_legal, new_game, put_tile, spaces


def test_rsp_020_neighbours_of_a_space() -> None:
    """RSP-020: C5 (3,2) touches B4, B5, C4, C6, D4 and D5."""
    assert sorted(NEIGHBOURS["C5"]) == ["B4", "B5", "C4", "C6", "D4", "D5"]


def test_rsp_021_no_mountain_no_start() -> None:
    """RSP-021: the explorer never steps onto a mountain or START."""
    assert "A4" in NEIGHBOURS["B3"] and "A4" not in DESTINATIONS["B3"]
    assert "E3" in NEIGHBOURS["E4"] and "E3" not in DESTINATIONS["E4"]
    state = new_game(3)
    assert sorted(
        a["to"] for a in GAME.legal_actions(act(state, 0, "choose", split=[2, 2, 2])[0], 0) if a["type"] == "move"
    ) == ["A3", "A5", "B3", "B4"]


def test_rsp_022_any_other_neighbour_is_legal(forced: ForcedDice) -> None:
    """RSP-022: tents (own or not), flags, camp sites, visited and face-up spaces are fine."""
    state = new_game(3)
    state["seats"][1]["tent"] = "D5"
    state["flag_markers"] = {"D3": 2}
    state["camp_markers"] = ["C5"]
    state["supply"]["camp_markers"] = 19
    put_tile(state, "E4", "R15", face_up=True)
    give_turn(state, 0, tent="D4")
    state, _ = act(state, 0, "choose", split=[2, 2, 2])
    legal = {a["to"] for a in GAME.legal_actions(state, 0) if a["type"] == "move"}
    assert legal == {"C4", "C5", "D3", "D5", "E4", "E5"}
    put_tile(state, "D5", "R15", face_up=True)
    forced.queue(3, 3, 3, 3, 3, 3)
    state, _ = act(state, 0, "move", to="D5")
    assert state["phase"] == SUCCESS and is_legal(state, 0, "continue", to="D4")


def test_rsp_023_reveal_before_roll(forced: ForcedDice) -> None:
    """RSP-023: entering a face-down tile turns it up for good, before the roll."""
    state = new_game(3)
    put_tile(state, "D5", "R41")
    give_turn(state, 0, tent="D4")
    state, _ = act(state, 0, "choose", split=[0, 4, 2])
    forced.queue(0, 0, 0, 0, 0, 0)
    state, events = act(state, 0, "move", to="D5")
    assert "turned over its tile (needs 4 black and 3 blue)" in events[0]["text"] and "rolled" in events[0]["text"]
    assert spaces(state)["D5"]["tile"] == "R41" and spaces(state)["D5"]["requirement"] == {"K": 4, "U": 3}
    assert state["phase"] == FAILING
    later, _ = act(state, 0, "give_up")
    assert later["active"] != 0 and not spaces(later)["D5"]["face_down"]


def test_rsp_085_never_back_to_start() -> None:
    """RSP-085: no destination anywhere is START, so no tent can return there."""
    assert all("A4" not in there for there in DESTINATIONS.values())


def test_rsp_088_bad_split_and_bad_move() -> None:
    """RSP-088: a split not totalling 6 or over 5 of a colour; a move that is not a legal step."""
    state = new_game(3)
    for split in ([2, 2, 1], [6, 0, 0], [3, 3, 1], [-1, 2, 5]):
        with pytest.raises(IllegalAction, match="6 dice"):
            act(state, 0, "choose", split=split)
    state, _ = act(state, 0, "choose", split=[2, 2, 2])
    for to, why in (("Z9", "not on the board"), ("C4", "not next"), ("A4", "ship"), ("H4", "mountain")):
        snapshot = repr(state)
        with pytest.raises(IllegalAction, match=why):
            act(state, 0, "move", to=to)
        assert repr(state) == snapshot
