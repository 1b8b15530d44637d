"""Success: flags, camp sites, Move tent here, Continue and Camp (spec §4.6, RSP-047..RSP-058,
RSP-081..RSP-083, RSP-090)."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction, State
from bot.games.south_pole import GAME
from bot.games.south_pole.state import CHOOSE_DICE, GAME_OVER, SUCCESS, has_camp_site, vacant_camp_site

from .helpers import ForcedDice, act, give_turn, is_legal, new_game, put_tile, spaces, types

SIX_THREES = (3, 3, 3, 3, 3, 3)


def succeed_on(forced: ForcedDice, state: State, seat: int, to: str, split: list[int]) -> State:
    state, _ = act(state, seat, "choose", split=split)
    forced.queue(*SIX_THREES)
    state, _ = act(state, seat, "move", to=to)
    return state


def test_rsp_047_flag_placed_automatically(forced: ForcedDice) -> None:
    """RSP-047: a success on an unclaimed flag symbol plants the player's marker at once."""
    state = new_game(3)
    give_turn(state, 1, tent="L3")
    put_tile(state, "M3", "F01")  # W6 flag
    state = succeed_on(forced, state, 1, "M3", [5, 1, 0])
    assert state["flag_markers"] == {"M3": 1} and state["seats"][1]["flags_left"] == 2
    assert spaces(state)["M3"]["flag"] == 1 and state["phase"] == SUCCESS


def test_rsp_048_one_flag_per_space(forced: ForcedDice) -> None:
    """RSP-048: a claimed flag tile, or one without a flag symbol, gives nothing."""
    state = new_game(3)
    put_tile(state, "M3", "F01", face_up=True)
    state["flag_markers"] = {"M3": 0}
    state["seats"][0]["flags_left"] = 2
    put_tile(state, "M1", "F04")  # W7, no flag
    put_tile(state, "M2", "R01", face_up=True)  # W4
    give_turn(state, 1, tent="L3")
    state = succeed_on(forced, state, 1, "M3", [5, 1, 0])
    assert state["flag_markers"] == {"M3": 0}
    forced.queue(*SIX_THREES)
    state, _ = act(state, 1, "continue", to="M2")
    forced.queue(*SIX_THREES)
    state, _ = act(state, 1, "continue", to="M1")
    assert state["flag_markers"] == {"M3": 0} and state["seats"][1]["flags_left"] == 3


def test_rsp_049_last_marker_ends_the_game(forced: ForcedDice) -> None:
    """RSP-049: placing the last marker ends the game."""
    state = new_game(2)
    state["seats"][1]["flags_left"] = 1
    give_turn(state, 1, tent="L3")
    put_tile(state, "M3", "F06")  # K7 flag
    state = succeed_on(forced, state, 1, "M3", [0, 5, 1])
    assert state["phase"] == GAME_OVER and GAME.outcome(state)["winners"] == [1]  # type: ignore[index]


def test_rsp_050_camp_sites(forced: ForcedDice) -> None:
    """RSP-050: printed on a face-up tile or a marker; vacant when no tent stands there."""
    state = new_game(3)
    put_tile(state, "D2", "R02")  # printed, face down: not a known camp site yet
    assert not has_camp_site(state, "D2")
    state["revealed"].append("D2")
    assert has_camp_site(state, "D2") and vacant_camp_site(state, "D2")
    state["camp_markers"] = ["F5"]
    assert has_camp_site(state, "F5")
    state["seats"][2]["tent"] = "F5"
    assert not vacant_camp_site(state, "F5")
    assert not has_camp_site(state, "A3")


def test_rsp_051_move_tent_here(forced: ForcedDice) -> None:
    """RSP-051: the tent moves onto a vacant camp site with no marker; still SUCCESS."""
    state = new_game(3)
    state["camp_markers"] = ["D5"]
    state["supply"]["camp_markers"] = 19
    put_tile(state, "D5", "R08", face_up=True)
    give_turn(state, 0, tent="D4")
    state = succeed_on(forced, state, 0, "D5", [0, 5, 1])
    state, _ = act(state, 0, "move_tent")
    assert state["seats"][0]["tent"] == "D5" and state["supply"]["camp_markers"] == 19
    assert state["phase"] == SUCCESS and state["active"] == 0


def test_rsp_052_leaving_a_space_keeps_its_camp_site(forced: ForcedDice) -> None:
    """RSP-052: the camp site a tent leaves stays and becomes vacant; START stays START."""
    state = new_game(3)
    put_tile(state, "B2", "R01", face_up=True)
    state = succeed_on(forced, state, 0, "A3", [5, 1, 0])
    state, _ = act(state, 0, "camp")
    assert spaces(state)["A4"]["kind"] == "start" and spaces(state)["A4"]["tents"] == [1, 2]
    give_turn(state, 0)
    state = succeed_on(forced, state, 0, "B2", [5, 1, 0])
    state, _ = act(state, 0, "camp")
    assert spaces(state)["A3"]["camp_marker"] and vacant_camp_site(state, "A3")


def test_rsp_053_continue_rolls_the_remaining_pool(forced: ForcedDice) -> None:
    """RSP-053: Continue starts a new step with the pool as it is."""
    state = new_game(3)
    give_turn(state, 0, tent="D4")
    put_tile(state, "D5", "R01", face_up=True)  # W4
    put_tile(state, "D6", "R03", face_up=True)  # W5
    state, _ = act(state, 0, "choose", split=[5, 1, 0])
    forced.queue(2, 2, 0, 0, 0, 1)
    state, _ = act(state, 0, "move", to="D5")
    state, _ = act(state, 0, "rest", die=3)
    forced.queue(3, 3, 0, 0, 1)
    state, events = act(state, 0, "continue", to="D6")
    assert events[0]["faces"] == [3, 3, 0, 0, 1] and state["explorer"] == "D6"


def test_rsp_054_camp_unless_another_tent(forced: ForcedDice) -> None:
    """RSP-054: Camp is legal exactly when no other player's tent stands here."""
    state = new_game(3)
    put_tile(state, "D5", "R08", face_up=True)
    give_turn(state, 0, tent="D4")
    state = succeed_on(forced, state, 0, "D5", [0, 5, 1])
    assert is_legal(state, 0, "camp")
    state["seats"][2]["tent"] = "D5"
    assert not is_legal(state, 0, "camp")


def test_rsp_055_camp(forced: ForcedDice) -> None:
    """RSP-055: a marker only where no camp site is; the tent moves; the turn ends; no cube."""
    state = new_game(3)
    put_tile(state, "D5", "R08", face_up=True)
    give_turn(state, 0, tent="D4")
    state = succeed_on(forced, state, 0, "D5", [0, 5, 1])
    cubes = state["seats"][0]["cubes"]
    state, _ = act(state, 0, "camp")
    assert state["camp_markers"] == ["D5"] and state["supply"]["camp_markers"] == 19
    assert state["seats"][0] == {**state["seats"][0], "tent": "D5", "cubes": cubes}
    assert state["active"] == 1 and state["phase"] == CHOOSE_DICE
    put_tile(state, "D6", "R09", face_up=True)  # printed camp site
    give_turn(state, 1, tent="D5")
    state = succeed_on(forced, state, 1, "D6", [0, 5, 1])
    state, _ = act(state, 1, "camp")
    assert state["camp_markers"] == ["D5"] and state["seats"][1]["tent"] == "D6"


def test_rsp_056_camp_with_no_markers_left(forced: ForcedDice) -> None:
    """RSP-056: with the supply empty Camp still moves the tent, but places nothing."""
    state = new_game(3)
    state["supply"]["camp_markers"] = 0
    state["camp_markers"] = [f"I{i}" for i in range(1, 8)] + [f"G{i}" for i in (1, 2, 3, 4, 6, 7)]
    state["camp_markers"] += [f"H{i}" for i in (1, 2, 3, 6)] + ["J1", "J2", "J3"]
    put_tile(state, "D5", "R08", face_up=True)
    give_turn(state, 0, tent="D4")
    state = succeed_on(forced, state, 0, "D5", [0, 5, 1])
    state, events = act(state, 0, "camp")
    assert state["seats"][0]["tent"] == "D5" and "D5" not in state["camp_markers"]
    assert "no camp markers left" in events[0]["text"]


def test_rsp_057_another_tent_forces_continue(forced: ForcedDice) -> None:
    """RSP-057: on another player's tent only Continue ends the step."""
    state = new_game(3)
    state["seats"][1]["tent"] = "D5"
    state["camp_markers"] = ["D5"]
    state["supply"]["camp_markers"] = 19
    put_tile(state, "D5", "R08", face_up=True)
    give_turn(state, 0, tent="D4")
    state = succeed_on(forced, state, 0, "D5", [0, 5, 1])
    assert not types(state, 0) & {"camp", "move_tent"} and "continue" in types(state, 0)


def test_rsp_058_markers_stay(forced: ForcedDice) -> None:
    """RSP-058: a camp marker is never moved or removed, whatever the tents do."""
    state = new_game(3)
    state["camp_markers"] = ["D5"]
    state["supply"]["camp_markers"] = 19
    put_tile(state, "D5", "R08", face_up=True)
    put_tile(state, "D6", "R10", face_up=True)
    give_turn(state, 0, tent="D4")
    state = succeed_on(forced, state, 0, "D5", [0, 5, 1])
    state, _ = act(state, 0, "move_tent")
    forced.queue(*SIX_THREES)
    state, _ = act(state, 0, "continue", to="D6")
    state, _ = act(state, 0, "camp")
    assert state["camp_markers"] == ["D5", "D6"]
    state, _ = GAME.resign(state, 0)
    assert state["camp_markers"] == ["D5", "D6"]


def test_rsp_081_camp_on_own_tent(forced: ForcedDice) -> None:
    """RSP-081: succeeding on one's own tent allows Camp (no new marker), never Move tent here."""
    state = new_game(3)
    state["camp_markers"] = ["D5"]
    state["supply"]["camp_markers"] = 19
    put_tile(state, "D5", "R08", face_up=True)
    put_tile(state, "D6", "R10", face_up=True)
    give_turn(state, 0, tent="D5")
    state = succeed_on(forced, state, 0, "D6", [0, 5, 1])
    forced.queue(*SIX_THREES)
    state, _ = act(state, 0, "continue", to="D5")
    assert "move_tent" not in types(state, 0) and is_legal(state, 0, "camp")
    state, _ = act(state, 0, "camp")
    assert state["seats"][0]["tent"] == "D5" and state["camp_markers"] == ["D5"]
    with pytest.raises(IllegalAction):
        act(state, 0, "camp")


def test_rsp_082_flag_under_another_tent(forced: ForcedDice) -> None:
    """RSP-082: the flag is planted even on another's tent; then the player must Continue."""
    state = new_game(3)
    state["seats"][2]["tent"] = "M3"
    give_turn(state, 0, tent="L3")
    put_tile(state, "M3", "F10")
    state = succeed_on(forced, state, 0, "M3", [0, 1, 5])
    assert state["flag_markers"] == {"M3": 0}
    assert not types(state, 0) & {"camp", "move_tent"}


def test_rsp_083_win_comes_first(forced: ForcedDice) -> None:
    """RSP-083: the last flag wins even where Camp or Move tent here would be possible."""
    state = new_game(3)
    state["seats"][0]["flags_left"] = 1
    state["camp_markers"] = ["M3"]
    state["supply"]["camp_markers"] = 19
    give_turn(state, 0, tent="L3")
    put_tile(state, "M3", "F10")
    state = succeed_on(forced, state, 0, "M3", [0, 1, 5])
    assert state["phase"] == GAME_OVER and GAME.legal_actions(state, 0) == []
    assert state["seats"][0]["tent"] == "L3"


def test_rsp_090_tent_and_camp_rejections(forced: ForcedDice) -> None:
    """RSP-090: Move tent here without a camp site, on another's or one's own tent; Camp on another's."""
    state = new_game(3)
    put_tile(state, "D5", "R08", face_up=True)
    give_turn(state, 0, tent="D4")
    state = succeed_on(forced, state, 0, "D5", [0, 5, 1])
    with pytest.raises(IllegalAction, match="no camp site"):
        act(state, 0, "move_tent")
    state["camp_markers"] = ["D5"]
    state["seats"][1]["tent"] = "D5"
    with pytest.raises(IllegalAction, match="Another player's tent"):
        act(state, 0, "move_tent")
    with pytest.raises(IllegalAction, match="another player's tent"):
        act(state, 0, "camp")
    state["seats"][1]["tent"] = "A4"
    state["seats"][0]["tent"] = "D5"
    with pytest.raises(IllegalAction, match="already here"):
        act(state, 0, "move_tent")
