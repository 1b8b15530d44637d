"""Resting, strength cubes, failure (spec §4.3-4.5: RSP-034..RSP-046, RSP-089)."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction, State
from bot.games.south_pole import GAME
from bot.games.south_pole.state import CHOOSE_DICE, FAILING, FIRST_MOVE, SUCCESS

from .helpers import ForcedDice, act, faces, give_turn, is_legal, new_game, put_tile, set_cubes, types


def failing(forced: ForcedDice, cubes: int, split: list[int], rolled: list[int], tile: str = "R14") -> State:
    """Seat 0 on D5 (face-up ``tile``, K8 by default), FAILING after ``rolled``."""
    state = new_game(3)
    give_turn(state, 0, tent="D4")
    set_cubes(state, 0, cubes)
    put_tile(state, "D5", tile, face_up=True)
    state, _ = act(state, 0, "choose", split=split)
    forced.queue(*rolled)
    state, _ = act(state, 0, "move", to="D5")
    assert state["phase"] == FAILING
    return state


def test_rsp_034_rest_a_blank_for_a_cube(forced: ForcedDice) -> None:
    """RSP-034: a blank pool die leaves the pool and its player gains a cube."""
    state = failing(forced, 1, [0, 5, 1], [1, 0, 1, 1, 1, 0])
    state, events = act(state, 0, "rest", die=2)
    assert state["seats"][0]["cubes"] == 2 and 2 not in [d["die"] for d in state["pool"]]
    assert events[0]["type"] == "rest"


def test_rsp_035_no_rest_at_five(forced: ForcedDice) -> None:
    """RSP-035: Rest is not offered at 5 cubes."""
    state = failing(forced, 5, [0, 5, 1], [0, 0, 0, 0, 0, 0])
    assert "rest" not in types(state, 0)


def test_rsp_036_rest_never_changes_the_check(forced: ForcedDice) -> None:
    """RSP-036: a FAILING step stays FAILING after a Rest."""
    state = failing(forced, 2, [0, 5, 1], [3, 2, 0, 0, 0, 0])
    state, _ = act(state, 0, "rest", die=3)
    assert state["phase"] == FAILING


def test_rsp_037_cap_of_five(forced: ForcedDice) -> None:
    """RSP-037: a gain above 5 is lost and the cube stays in the supply."""
    state = failing(forced, 5, [0, 5, 1], [1, 1, 1, 1, 1, 1])
    supply = state["supply"]["cubes"]
    state, _ = act(state, 0, "give_up")
    assert state["seats"][0]["cubes"] == 5 and state["supply"]["cubes"] == supply


def test_rsp_038_cubes_come_from_and_go_to_the_supply(forced: ForcedDice) -> None:
    """RSP-038: spending returns a cube to the supply; an empty supply gives nothing."""
    state = failing(forced, 2, [0, 5, 1], [1, 1, 1, 1, 1, 0])
    supply = state["supply"]["cubes"]
    state, _ = act(state, 0, "peek", space="B2")
    assert state["supply"]["cubes"] == supply + 1
    state["supply"]["cubes"] = 0
    state, _ = act(state, 0, "rest", die=6)
    assert state["seats"][0]["cubes"] == 1 and state["supply"]["cubes"] == 0


def test_rsp_039_each_cube_action_costs_one(forced: ForcedDice) -> None:
    """RSP-039: reroll, recolour and peek each cost exactly one cube and need one."""
    state = failing(forced, 3, [0, 5, 1], [1, 1, 1, 1, 1, 1])
    forced.queue(1)
    state, _ = act(state, 0, "reroll", dice=[1])
    state, _ = act(state, 0, "recolour", die=6, colour="K")
    assert state["seats"][0]["cubes"] == 1
    state, _ = act(state, 0, "peek", space="B2")
    # at 0 cubes with no blank die the engine gives up for the player (RSP-046)
    assert state["phase"] == CHOOSE_DICE and state["seats"][0]["cubes"] == 1


def test_rsp_040_reroll_a_chosen_set(forced: ForcedDice) -> None:
    """RSP-040: any non-empty set of pool dice, rolled in die order; the rest keep faces."""
    state = failing(forced, 1, [0, 3, 3], [1, 1, 1, 1, 1, 1])
    rerolls = [a["dice"] for a in GAME.legal_actions(state, 0) if a["type"] == "reroll"]
    assert len(rerolls) == 63 and all(d == sorted(d) and d for d in rerolls)
    forced.queue(3, 0)
    state, _ = act(state, 0, "reroll", dice=[2, 5])
    assert faces(state) == [1, 3, 1, 1, 0, 1]


def test_rsp_041_recolour_lasts_the_step(forced: ForcedDice) -> None:
    """RSP-041: at most 12 recolour options; it survives a reroll; a die may change again."""
    state = failing(forced, 4, [0, 3, 3], [1, 1, 1, 1, 1, 1], tile="R21")  # U8
    recolours = [a for a in GAME.legal_actions(state, 0) if a["type"] == "recolour"]
    assert len(recolours) == 12 and not is_legal(state, 0, "recolour", die=1, colour="K")
    state, _ = act(state, 0, "recolour", die=1, colour="W")
    forced.queue(2)
    state, _ = act(state, 0, "reroll", dice=[1])
    assert state["pool"][0]["effective"] == "W"
    state, _ = act(state, 0, "recolour", die=1, colour="U")
    assert state["pool"][0]["effective"] == "U" and state["seats"][0]["cubes"] == 1


def test_rsp_042_recolour_ends_when_moving_on(forced: ForcedDice) -> None:
    """RSP-042: after Continue every die counts as its own colour again."""
    state = failing(forced, 2, [0, 3, 3], [1, 1, 0, 3, 2, 1], tile="R37")  # K3 U3
    state, _ = act(state, 0, "recolour", die=4, colour="K")
    assert state["phase"] == SUCCESS
    put_tile(state, "D6", "R37", face_up=True)
    forced.queue(0, 0, 0, 0, 0, 0)
    state, _ = act(state, 0, "continue", to="D6")
    assert [d["effective"] for d in state["pool"]] == ["K", "K", "K", "U", "U", "U"]


def test_rsp_043_peek_in_four_phases(forced: ForcedDice) -> None:
    """RSP-043: peek in CHOOSE_DICE, FIRST_MOVE, FAILING and SUCCESS, each tile once per player."""
    state = new_game(3)
    give_turn(state, 0, tent="D4")
    set_cubes(state, 0, 5)
    put_tile(state, "D5", "R15", face_up=True)  # U4
    state, _ = act(state, 0, "peek", space="B2")
    assert state["phase"] == CHOOSE_DICE and not is_legal(state, 0, "peek", space="B2")
    state, _ = act(state, 0, "choose", split=[0, 1, 5])
    state, _ = act(state, 0, "peek", space="B5")
    assert state["phase"] == FIRST_MOVE
    forced.queue(0, 0, 0, 0, 0, 0)
    state, _ = act(state, 0, "move", to="D5")
    state, _ = act(state, 0, "peek", space="C2")
    assert state["phase"] == FAILING
    forced.queue(3, 3)
    state, _ = act(state, 0, "reroll", dice=[2, 3])
    state, _ = act(state, 0, "peek", space="C3")
    assert state["phase"] == SUCCESS and state["seats"][0]["peeks"] == ["B2", "B5", "C2", "C3"]
    assert GAME.legal_actions(state, 1) == []
    targets = {a["space"] for a in GAME.legal_actions(state, 0) if a["type"] == "peek"}
    assert "D5" not in targets and "A3" not in targets and "E3" not in targets and "A4" not in targets


def test_rsp_044_no_reroll_or_recolour_after_success(forced: ForcedDice) -> None:
    """RSP-044: in SUCCESS neither Reroll nor Recolour is offered, and both are refused."""
    state = failing(forced, 2, [0, 5, 1], [1, 1, 1, 1, 1, 0])
    forced.queue(3, 3)
    state, _ = act(state, 0, "reroll", dice=[1, 2])
    assert state["phase"] == SUCCESS and not types(state, 0) & {"reroll", "recolour"}
    with pytest.raises(IllegalAction):
        act(state, 0, "reroll", dice=[3])
    with pytest.raises(IllegalAction):
        act(state, 0, "recolour", die=3, colour="U")


def test_rsp_045_give_up(forced: ForcedDice) -> None:
    """RSP-045: Give up ends the turn with a cube; the tent stays where it stood (moved earlier)."""
    state = new_game(3)
    give_turn(state, 0, tent="C2")
    set_cubes(state, 0, 1)
    put_tile(state, "D2", "R02", face_up=True)  # W5 printed camp
    put_tile(state, "E2", "R14", face_up=True)  # K8
    state, _ = act(state, 0, "choose", split=[5, 1, 0])
    forced.queue(3, 2, 1, 1, 1, 1)
    state, _ = act(state, 0, "move", to="D2")
    state, _ = act(state, 0, "move_tent")
    forced.queue(1, 1, 1, 1, 1, 3)
    state, _ = act(state, 0, "continue", to="E2")
    state, _ = act(state, 0, "give_up")
    assert state["seats"][0] == {**state["seats"][0], "cubes": 2, "tent": "D2"}
    assert state["active"] == 1


def test_rsp_046_automatic_give_up(forced: ForcedDice) -> None:
    """RSP-046: no blank and 0 cubes, or an empty pool with nothing to peek: the engine gives up."""
    state = new_game(3)
    give_turn(state, 0, tent="D4")
    set_cubes(state, 0, 0)
    put_tile(state, "D5", "R14", face_up=True)
    state, _ = act(state, 0, "choose", split=[0, 5, 1])
    forced.queue(1, 1, 1, 1, 1, 1)
    state, events = act(state, 0, "move", to="D5")
    assert events[-2]["type"] == "give_up" and events[-2]["automatic"]
    assert state["active"] == 1 and state["seats"][0]["cubes"] == 1
    # empty pool, cubes but nothing left to peek
    state = failing(forced, 4, [0, 5, 1], [0, 0, 0, 0, 0, 1])
    state["revealed"] = list(state["tiles"])
    state["pool"] = [d for d in state["pool"] if d["die"] == 5]  # the others rested earlier
    state, events = act(state, 0, "rest", die=5)
    assert [e["type"] for e in events][:2] == ["rest", "give_up"] and events[1]["automatic"]


def test_rsp_089_rejections(forced: ForcedDice) -> None:
    """RSP-089: bad rests, cube actions without cubes, bad rerolls/recolours and bad peeks."""
    state = failing(forced, 0, [0, 5, 1], [0, 1, 1, 1, 1, 1])
    cases = [
        ({"type": "rest", "die": 2}, "blank"),
        ({"type": "reroll", "dice": [1]}, "strength cube"),
        ({"type": "recolour", "die": 1, "colour": "U"}, "strength cube"),
        ({"type": "peek", "space": "B2"}, "strength cube"),
    ]
    set_cubes(state, 0, 5)
    cases5 = [
        ({"type": "rest", "die": 1}, "5 strength cubes"),
        ({"type": "reroll", "dice": []}, "at least one"),
        ({"type": "reroll", "dice": [7]}, "in your pool"),
        ({"type": "recolour", "die": 2, "colour": "K"}, "already counts"),
        ({"type": "recolour", "die": 9, "colour": "W"}, "not in your pool"),
        ({"type": "peek", "space": "D5"}, "face up"),
        ({"type": "peek", "space": "A3"}, "no tile"),
        ({"type": "peek", "space": "A4"}, "no tile"),
        ({"type": "peek", "space": "E3"}, "no tile"),
        ({"type": "peek", "space": "set-aside"}, "face-down tile on the board"),
    ]
    zero = dict(state)
    zero["seats"] = [dict(s) for s in state["seats"]]
    zero["seats"][0]["cubes"] = 0
    for target, actions in ((zero, cases), (state, cases5)):
        for action, why in actions:
            with pytest.raises(IllegalAction, match=why):
                GAME.apply(target, 0, action)
    state, _ = act(state, 0, "peek", space="B2")
    with pytest.raises(IllegalAction, match="already peeked"):
        act(state, 0, "peek", space="B2")
