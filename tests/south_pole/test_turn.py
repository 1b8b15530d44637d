"""A turn: start, choice of dice, steps and checks (spec §4.1-4.2: RSP-025..RSP-033, RSP-080)."""

from __future__ import annotations

from bot.games.south_pole import GAME
from bot.games.south_pole.dice import colour_sums, is_met, new_pool
from bot.games.south_pole.state import CHOOSE_DICE, FAILING, FIRST_MOVE, SUCCESS

from .helpers import ForcedDice, act, faces, give_turn, new_game, pass_turn, put_tile, set_cubes, types


def test_rsp_025_turn_starts_on_the_tent(forced: ForcedDice) -> None:
    """RSP-025: the explorer starts on the active tent; no roll; CHOOSE_DICE."""
    state = new_game(3)
    state["seats"][1]["tent"] = "F5"
    state = pass_turn(state, forced)
    assert state["active"] == 1 and state["explorer"] == "F5"
    assert state["phase"] == CHOOSE_DICE and state["pool"] == []


def test_rsp_026_twenty_five_splits_and_peeks_first() -> None:
    """RSP-026: 25 splits offered, each 6 dice with at most 5 of a colour; peeks allowed first."""
    state = new_game(3)
    legal = GAME.legal_actions(state, 0)
    splits = [tuple(a["split"]) for a in legal if a["type"] == "choose"]
    assert len(splits) == len(set(splits)) == 25
    assert all(sum(s) == 6 and max(s) <= 5 for s in splits)
    assert "peek" in types(state, 0)
    state, _ = act(state, 0, "peek", space="B2")
    assert state["phase"] == CHOOSE_DICE and "peek" not in types(state, 0)  # cube spent


def test_rsp_027_die_numbers_white_black_blue() -> None:
    """RSP-027: d1.. white first, then black, then blue; numbers stay after rests."""
    assert [(d["die"], d["colour"]) for d in new_pool([1, 2, 3])] == [
        (1, "W"),
        (2, "K"),
        (3, "K"),
        (4, "U"),
        (5, "U"),
        (6, "U"),
    ]


def test_rsp_027_numbers_kept_after_rest(forced: ForcedDice) -> None:
    """RSP-027: resting d2 leaves d1, d3.. with their numbers; the pool only shrinks."""
    state = new_game(3)
    give_turn(state, 0, tent="D4")
    put_tile(state, "D5", "R14", face_up=True)  # K8
    state, _ = act(state, 0, "choose", split=[0, 5, 1])
    forced.queue(1, 0, 1, 1, 1, 1)
    state, _ = act(state, 0, "move", to="D5")
    state, _ = act(state, 0, "rest", die=2)
    assert [d["die"] for d in state["pool"]] == [1, 3, 4, 5, 6]


def test_rsp_028_first_move_has_no_pass() -> None:
    """RSP-028: FIRST_MOVE offers only moves and peeks."""
    state, _ = act(new_game(3), 0, "choose", split=[2, 2, 2])
    assert state["phase"] == FIRST_MOVE
    assert types(state, 0) == {"move", "peek"}
    set_cubes(state, 0, 0)
    assert types(state, 0) == {"move"}


def test_rsp_029_step_rolls_whole_pool_in_order(forced: ForcedDice) -> None:
    """RSP-029: every pool die rolls, d1 first; an empty pool rolls nothing and sums 0."""
    state = new_game(3)
    give_turn(state, 0, tent="D4")
    put_tile(state, "D5", "R01", face_up=True)  # W4
    state, _ = act(state, 0, "choose", split=[2, 2, 2])
    forced.queue(3, 0, 1, 2, 2, 1)
    state, _ = act(state, 0, "move", to="D5")
    assert faces(state) == [3, 0, 1, 2, 2, 1] and forced.faces == []
    assert colour_sums([]) == {"W": 0, "K": 0, "U": 0} and not is_met((("W", 2),), [])


def test_rsp_030_colours_do_not_cover_each_other() -> None:
    """RSP-030: each required colour on its own; surplus or other colours count for nothing."""
    pool = new_pool([0, 3, 3])
    for die, face in zip(pool, [3, 3, 3, 1, 1, 0], strict=True):
        die["face"] = face
    assert is_met((("K", 4), ("U", 2)), pool)
    assert not is_met((("K", 4), ("U", 3)), pool)
    assert not is_met((("W", 1),), pool)


def test_rsp_031_effective_colour() -> None:
    """RSP-031: a die counts as its own colour unless recoloured this step."""
    pool = new_pool([0, 1, 5])
    pool[0]["face"] = 3
    assert colour_sums(pool)["K"] == 3
    pool[0]["effective"] = "U"
    assert colour_sums(pool) == {"W": 0, "K": 0, "U": 3}


def test_rsp_032_check_after_roll_reroll_recolour(forced: ForcedDice) -> None:
    """RSP-032: checked after the roll and after each reroll or recolour; success sticks."""
    state = new_game(3)
    give_turn(state, 0, tent="D4")
    set_cubes(state, 0, 3)
    put_tile(state, "D5", "R22", face_up=True)  # W2 K3
    state, _ = act(state, 0, "choose", split=[3, 3, 0])
    forced.queue(0, 0, 1, 1, 1, 0)
    state, _ = act(state, 0, "move", to="D5")
    assert state["phase"] == FAILING
    state, _ = act(state, 0, "recolour", die=3, colour="K")  # K 3, W 0
    assert state["phase"] == FAILING
    forced.queue(2)
    state, _ = act(state, 0, "reroll", dice=[1])
    assert state["phase"] == SUCCESS
    assert types(state, 0) <= {"rest", "peek", "continue", "camp", "move_tent"}


def test_rsp_033_order_after_a_roll(forced: ForcedDice) -> None:
    """RSP-033: FAILING offers rest/reroll/recolour/peek/give up; SUCCESS rest/peek/tent/continue/camp."""
    state = new_game(3)
    give_turn(state, 0, tent="D4")
    set_cubes(state, 0, 2)
    put_tile(state, "D5", "R02", face_up=True)  # W5 printed camp
    state, _ = act(state, 0, "choose", split=[5, 1, 0])
    forced.queue(0, 0, 0, 1, 1, 0)
    state, _ = act(state, 0, "move", to="D5")
    assert types(state, 0) == {"rest", "reroll", "recolour", "peek", "give_up"}
    forced.queue(3, 3)
    state, _ = act(state, 0, "reroll", dice=[1, 2])
    assert types(state, 0) == {"rest", "peek", "move_tent", "continue", "camp"}
    state, _ = act(state, 0, "move_tent")
    assert "move_tent" not in types(state, 0) and state["phase"] == SUCCESS


def test_rsp_080_rested_every_die_may_continue(forced: ForcedDice) -> None:
    """RSP-080: with an empty pool Continue is still legal; the step rolls nothing and fails,
    and with no cubes the engine gives up. (A success always keeps a non-blank die, so
    the empty pool in SUCCESS is built by hand here.)"""
    state = new_game(3)
    give_turn(state, 0, tent="D4")
    set_cubes(state, 0, 0)
    put_tile(state, "D5", "R01", face_up=True)  # W4
    put_tile(state, "D6", "R08", face_up=True)  # K4
    state.update(phase=SUCCESS, explorer="D5", split=[5, 1, 0], pool=[])
    assert "continue" in types(state, 0)
    state, events = act(state, 0, "continue", to="D6")
    assert [e["type"] for e in events][:2] == ["step", "give_up"] and events[0]["faces"] == []
    assert "no dice" in events[0]["text"]
    assert state["active"] == 1 and state["seats"][0]["cubes"] == 1
