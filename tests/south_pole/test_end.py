"""End of turn, end of game and leaving (spec §4.7, §5, §6: RSP-059..RSP-068, RSP-093)."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction
from bot.games.south_pole import GAME
from bot.games.south_pole.state import CHOOSE_DICE, FAILING, GAME_OVER, SUCCESS

from .helpers import ForcedDice, act, give_turn, new_game, pass_turn, put_tile, set_cubes, spaces


def test_rsp_059_turn_end_clears_the_pool(forced: ForcedDice) -> None:
    """RSP-059: after Give up or Camp the pool and recolourings go; the next player in the game acts."""
    state = new_game(3)
    state["seats"][1]["in_game"] = False
    state["seats"][1]["tent"] = None
    set_cubes(state, 0, 3)
    state, _ = act(state, 0, "choose", split=[0, 5, 1])
    forced.queue(0, 0, 0, 0, 0, 1)
    state, _ = act(state, 0, "move", to="A3")
    state, _ = act(state, 0, "recolour", die=6, colour="W")
    forced.queue(3)
    state, _ = act(state, 0, "reroll", dice=[6])
    assert state["phase"] == SUCCESS
    state, _ = act(state, 0, "camp")
    assert state["pool"] == [] and state["split"] is None and state["active"] == 2


def test_rsp_060_only_give_up_or_camp_end_a_turn(forced: ForcedDice) -> None:
    """RSP-060: peeks, rests, rerolls, recolours, moves and Move tent here never pass the turn."""
    state = new_game(3)
    set_cubes(state, 0, 4)
    put_tile(state, "B2", "R02", face_up=True)
    state, _ = act(state, 0, "peek", space="C2")
    state, _ = act(state, 0, "choose", split=[5, 1, 0])
    forced.queue(0, 0, 0, 0, 0, 0)
    state, _ = act(state, 0, "move", to="A3")
    state, _ = act(state, 0, "rest", die=1)
    state, _ = act(state, 0, "recolour", die=6, colour="W")
    forced.queue(3)
    state, _ = act(state, 0, "reroll", dice=[2])
    assert state["phase"] == SUCCESS and state["active"] == 0
    forced.queue(3, 3, 0, 0, 0)
    state, _ = act(state, 0, "continue", to="B2")
    state, _ = act(state, 0, "move_tent")
    assert state["active"] == 0 and state["seats"][0]["tent"] == "B2"


def test_rsp_061_round_counter(forced: ForcedDice) -> None:
    """RSP-061: the round goes up when the turn wraps past the last position in turn order."""
    state = new_game(3, start=1)
    rounds = []
    for _ in range(7):
        rounds.append((state["active"], state["round"]))
        state = pass_turn(state, forced)
    assert rounds == [(1, 1), (2, 1), (0, 1), (1, 2), (2, 2), (0, 2), (1, 3)]
    state = new_game(3, start=1)
    state, _ = GAME.resign(state, 0)
    seen = []
    for _ in range(4):
        seen.append((state["active"], state["round"]))
        state = pass_turn(state, forced)
    assert seen == [(1, 1), (2, 1), (1, 2), (2, 2)]


def test_rsp_062_win_at_once_without_ranking(forced: ForcedDice) -> None:
    """RSP-062: the first to plant all flags wins at once; nobody else is placed."""
    state = new_game(4)
    state["seats"][2]["flags_left"] = 1
    give_turn(state, 2, tent="L3")
    put_tile(state, "M3", "F10")
    state, _ = act(state, 2, "choose", split=[0, 1, 5])
    forced.queue(3, 3, 3, 0, 0, 0)
    state, events = act(state, 2, "move", to="M3")
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome["winners"] == [2] and "ranking" not in outcome
    assert events[-1]["type"] == "game_over" and GAME.to_act(state) == []
    with pytest.raises(IllegalAction, match="over"):
        act(state, 2, "camp")


def test_rsp_064_round_cap(forced: ForcedDice) -> None:
    """RSP-064: when round 60 ends the players still in with most flags share the win."""
    state = new_game(3, start=0)
    state["round"] = 60
    state["flag_markers"] = {"M1": 0, "M3": 1, "M5": 1, "M7": 2, "N2": 2}
    state["seats"][1]["in_game"] = False
    state["seats"][1]["tent"] = None
    state = pass_turn(state, forced)
    assert GAME.outcome(state) is None and state["active"] == 2
    state = pass_turn(state, forced)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome["winners"] == [2] and state["round"] == 60
    tie = new_game(2, start=0)
    tie["round"] = 60
    tie["flag_markers"] = {"M1": 0, "M3": 1}
    tie = pass_turn(pass_turn(tie, forced), forced)
    assert GAME.outcome(tie) is not None and GAME.outcome(tie)["winners"] == [0, 1]  # type: ignore[index]


def test_rsp_065_everything_revealed_at_the_end() -> None:
    """RSP-065: at the end every face-down tile and the set-aside tile are shown."""
    state = new_game(2)
    state, _ = GAME.resign(state, 1)
    view = GAME.view(state, None)
    assert all(not s["face_down"] for s in view["spaces"])
    assert view["set_aside"]["revealed"] and view["set_aside"]["tile"] == state["set_aside"]
    assert spaces(state)["O4"]["requirement"] is not None


def test_rsp_066_leaving(forced: ForcedDice) -> None:
    """RSP-066: out of the game, passed over, tent removed, cubes to supply, placed flags stay."""
    state = new_game(4)
    state["flag_markers"] = {"M3": 1}
    state["seats"][1]["flags_left"] = 1
    state["seats"][1]["tent"] = "D5"
    state["camp_markers"] = ["D5"]
    state["supply"]["camp_markers"] = 19
    supply, cubes = state["supply"]["cubes"], state["seats"][1]["cubes"]
    state, events = GAME.resign(state, 1)
    assert state["seats"][1]["in_game"] is False and state["seats"][1]["tent"] is None
    assert state["supply"]["cubes"] == supply + cubes and state["seats"][1]["cubes"] == 0
    assert state["flag_markers"] == {"M3": 1} and spaces(state)["D5"]["tents"] == []
    assert events[0]["type"] == "leave" and state["active"] == 0
    state = pass_turn(state, forced)
    assert state["active"] == 2
    with pytest.raises(IllegalAction):
        GAME.resign(state, 1)
    with pytest.raises(IllegalAction, match="not in this game"):
        GAME.apply(state, 1, {"type": "choose", "split": [2, 2, 2]})


def test_rsp_067_active_player_leaves(forced: ForcedDice) -> None:
    """RSP-067: the turn ends at once, with no cube and no tent move."""
    state = new_game(3)
    put_tile(state, "B2", "R14", face_up=True)
    state, _ = act(state, 0, "choose", split=[0, 5, 1])
    forced.queue(0, 0, 0, 0, 0, 1)
    state, _ = act(state, 0, "move", to="A3")
    assert state["phase"] == FAILING
    supply = state["supply"]["cubes"]
    held = state["seats"][0]["cubes"]
    state, _ = GAME.resign(state, 0)
    assert state["active"] == 1 and state["phase"] == CHOOSE_DICE and state["pool"] == []
    assert state["supply"]["cubes"] == supply + held


def test_rsp_068_last_player_standing_wins() -> None:
    """RSP-068: when only one player remains, that player wins."""
    state = new_game(3)
    state, _ = GAME.resign(state, 2)
    assert GAME.outcome(state) is None
    state, _ = GAME.resign(state, 0)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome["winners"] == [1] and state["phase"] == GAME_OVER


def test_rsp_093_leaving_and_skips_are_not_actions() -> None:
    """RSP-093: no resign/skip in legal_actions; an idle seat may leave at any time."""
    state = new_game(3)
    for seat in range(3):
        assert not {a["type"] for a in GAME.legal_actions(state, seat)} & {"resign", "leave", "skip"}
    state, _ = GAME.resign(state, 2)
    assert state["active"] == 0 and not state["seats"][2]["in_game"]
