"""Landing, terrain and collisions (RIO-060–RIO-070, RIO-139–RIO-144, RIO-148) on Front Nine."""

from __future__ import annotations

from bot.games.roll_in_one import GAME
from bot.games.roll_in_one.scoring import hole_scores

from .helpers import Dice, act, cell, give, preset_game, put, turn_for


def test_rio_060_landing_card_acts_before_the_slide(dice: Dice) -> None:
    """RIO-060: landing card acts before the slide."""
    st = turn_for(preset_game(), 0, (1, 4))
    give(st, 0, "C8")
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    assert cell(st, 0) == (1, 5) and st["decision"] == {"seat": 0, "step": "landing"}
    st, _ = act(st, 0, "card", card="C8")  # no LANDING card left: the window closes
    assert st["last_turn"]["path"] == [[1, 4], [1, 5], [1, 6], [1, 7]]
    assert cell(st, 0) == (1, 7)  # the slide runs from the card's cell


def test_rio_061_slide_once_and_never_out_of_bounds(dice: Dice) -> None:
    """RIO-061: slide once and never out of bounds."""
    st = turn_for(preset_game(), 0, (1, 4))
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    assert cell(st, 0) == (1, 6)  # landed on fairway (1,5), slid to fairway (1,6), no second slide
    st = turn_for(st, 0, (2, 3))
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=0)
    assert cell(st, 0) == (3, 3) and st["seats"][0]["penalties"] == 0  # slide target OOB: stays


def test_rio_062_out_of_bounds_landing_penalty(dice: Dice) -> None:
    """RIO-062: out of bounds landing penalty."""
    st = turn_for(preset_game(), 0, (0, 1))
    dice(["1"])
    st, _ = act(st, 0, "swing", club="putter", dir=3)
    assert cell(st, 0) == (0, 1) and st["seats"][0]["penalties"] == 1


def test_rio_063_water_penalty_ball_stays(dice: Dice) -> None:
    """RIO-063: water penalty ball stays."""
    st = turn_for(preset_game(), 0, (1, 8))
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    assert cell(st, 0) == (1, 9) and st["seats"][0]["penalties"] == 1


def test_rio_064_sand_and_trees_have_no_landing_effect(dice: Dice) -> None:
    """RIO-064: sand and trees have no landing effect."""
    st = turn_for(preset_game(), 0, (1, 4))
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=0)
    assert cell(st, 0) == (2, 4) and st["seats"][0]["penalties"] == 0  # sand
    st = turn_for(st, 0, (2, 7))
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=0)
    assert cell(st, 0) == (3, 7) and st["seats"][0]["penalties"] == 0  # trees


def test_rio_065_dotted_landing_stays_dotted_after_a_card(dice: Dice) -> None:
    """RIO-065: dotted landing stays dotted after a card."""
    st = turn_for(preset_game(), 0, (1, 4))
    give(st, 0, "C8")
    dice(["D1"])
    st, _ = act(st, 0, "swing", club="9iron", dir=5)
    st, _ = act(st, 0, "card", card="C8")
    assert cell(st, 0) == (1, 6)  # fairway, but the landing is dotted: no slide
    assert st["decision"]["seat"] == 1


def test_rio_066_rio_070_a_stack_is_pushed_together(dice: Dice) -> None:
    """RIO-066, RIO-070: a stack is pushed together."""
    st = preset_game()
    put(st, 1, (1, 6))
    put(st, 2, (1, 6))
    st = turn_for(st, 0, (1, 5))
    dice(["D1"])
    st, _ = act(st, 0, "swing", club="9iron", dir=5)
    assert (cell(st, 0), cell(st, 1), cell(st, 2)) == ((1, 6), (1, 7), (1, 7))


def test_rio_067_balls_are_never_pushed_out_of_bounds(dice: Dice) -> None:
    """RIO-067: balls are never pushed out of bounds."""
    st = preset_game()
    put(st, 1, (3, 6))
    st = turn_for(st, 0, (2, 6))
    dice(["D1"])
    st, _ = act(st, 0, "swing", club="9iron", dir=0)
    assert cell(st, 0) == cell(st, 1) == (3, 6)


def test_rio_068_pushes_onto_fairway_do_not_slide(dice: Dice) -> None:
    """RIO-068: pushes onto fairway do not slide."""
    st = preset_game()
    put(st, 1, (1, 5))
    st = turn_for(st, 0, (1, 4))
    dice(["D1"])
    st, _ = act(st, 0, "swing", club="9iron", dir=5)
    assert cell(st, 1) == (1, 6)  # pushed onto fairway: stays
    assert cell(st, 0) == (1, 5)


def test_rio_069_blocked_link_leaves_pushed_balls_stacked(dice: Dice) -> None:
    """RIO-069: blocked link leaves pushed balls stacked."""
    st = preset_game()
    put(st, 1, (2, 6))
    put(st, 2, (3, 6))
    st = turn_for(st, 0, (1, 6))
    dice(["D1"])
    st, _ = act(st, 0, "swing", club="9iron", dir=0)
    assert (cell(st, 0), cell(st, 1), cell(st, 2)) == ((2, 6), (3, 6), (3, 6))


def test_rio_139_out_of_bounds_on_the_green_is_holed_with_penalty(dice: Dice) -> None:
    """RIO-139: out of bounds on the green is holed with penalty."""
    st = turn_for(preset_game(), 0, (1, 10))
    dice(["1", "2"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    assert st["balls"][0]["holed"] and st["seats"][0]["penalties"] == 1


def test_rio_140_landing_cards_act_before_the_green_check(dice: Dice) -> None:
    """RIO-140: landing cards act before the green check."""
    st = turn_for(preset_game(), 0, (1, 9))
    give(st, 0, "C9")
    dice(["1", "2", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    assert cell(st, 0) == (1, 11) and not st["balls"][0]["holed"]  # on the green, card window open
    st, _ = act(st, 0, "card", card="C9")
    assert cell(st, 0) == (1, 10) and not st["balls"][0]["holed"] and st["seats"][0]["penalties"] == 1
    st = turn_for(st, 0, (1, 9))
    give(st, 0, "C8")
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    st, _ = act(st, 0, "card", card="C8")
    assert st["balls"][0]["holed"] and st["seats"][0]["penalties"] == 1  # no new water penalty


def test_rio_141_balls_holed_in_one_round_are_equal() -> None:
    """RIO-141: balls holed in one round are equal."""
    st = preset_game()
    st["balls"][0] = {"cell": None, "holed": True}
    st["balls"][1] = {"cell": None, "holed": True}
    put(st, 2, (1, 1))
    st["seats"][1]["penalties"] = 1
    assert hole_scores(st) == [0, 1, 2]


def test_rio_142_pushed_onto_the_green_in_another_turn(dice: Dice) -> None:
    """RIO-142: pushed onto the green in another turn."""
    st = preset_game()
    st["hole"]["lead"] = 0
    put(st, 1, (1, 10))
    put(st, 2, (0, 4))
    st = turn_for(st, 0, (1, 8))
    dice(["D2"])
    st, _ = act(st, 0, "swing", club="9iron", dir=5)
    assert st["balls"][1] == {"cell": None, "holed": True}
    assert st["decision"]["seat"] == 2  # seat 1's turn is skipped


def test_rio_143_tee_space_is_ordinary_once_play_starts(dice: Dice) -> None:
    """RIO-143: tee space is ordinary once play starts."""
    st = preset_game()
    st = turn_for(st, 0, (1, 0))
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    assert cell(st, 0) == (1, 1)  # the tee space is rough: no slide
    assert cell(st, 1) == cell(st, 2) == (1, 2)  # the balls waiting there are hit


def test_rio_144_water_to_water_push_pays_again_staying_does_not(dice: Dice) -> None:
    """RIO-144: water to water push pays again staying does not."""
    st = preset_game()
    put(st, 1, (1, 9))
    st["seats"][1]["penalties"] = 1
    st = turn_for(st, 0, (1, 7))
    dice(["D2"])
    st, _ = act(st, 0, "swing", club="9iron", dir=5)
    assert cell(st, 1) == (1, 10) and st["seats"][1]["penalties"] == 2
    st = turn_for(st, 1)
    dice(["1", "1"])
    st, _ = act(st, 1, "swing", club="putter", dir=0)
    assert cell(st, 1) == (2, 10) and st["seats"][1]["penalties"] == 3  # landed in water again
    st = turn_for(st, 1, (1, 9))
    dice(["1", "1"])
    st, _ = act(st, 1, "swing", club="putter", dir=1)
    assert cell(st, 1) == (3, 7) and st["seats"][1]["penalties"] == 3  # starting on water costs nothing


def test_rio_148_active_ball_resolves_before_pushed_balls(dice: Dice) -> None:
    """RIO-148: active ball resolves before pushed balls."""
    st = preset_game()
    put(st, 1, (1, 9))
    st = turn_for(st, 0, (1, 8))
    dice(["1", "1"])
    st, events = act(st, 0, "swing", club="putter", dir=5)
    penalties = [e["seat"] for e in events if e["type"] == "penalty"]
    assert penalties == [0, 1]
    assert GAME.view(st, None)["balls"][1]["cell"] == [1, 10]
