"""How the hard level's search scores a Roll In One position it reached (``values.roll_in_one_value``):
from the seat's own view, penalty tokens of the hole under way count against their owner and a
ball nearer the green than its rival's counts for it (RIO-071), as the hole's scoring does."""

from __future__ import annotations

import copy
from typing import Any

from bot.bots.values import roll_in_one_value

from .test_bot_answers import first_swing_view


def later_view() -> tuple[dict[str, Any], int]:
    view, seat, _ = first_swing_view(41)
    return copy.deepcopy(view), seat


def test_rio_071_a_penalty_token_this_hole_lowers_the_owners_chances() -> None:
    view, seat = later_view()
    before = roll_in_one_value(view, seat)
    view["seats"][seat]["penalties"] += 1
    assert roll_in_one_value(view, seat) < before
    rival = 1 - seat
    view["seats"][rival]["penalties"] += 2
    assert roll_in_one_value(view, seat) > before


def test_rio_071_a_holed_ball_beats_one_still_on_the_course() -> None:
    view, seat = later_view()
    rival = 1 - seat
    view["balls"][seat]["holed"] = True
    ahead = roll_in_one_value(view, seat)
    view["balls"][seat]["holed"] = False
    view["balls"][rival]["holed"] = True
    behind = roll_in_one_value(view, seat)
    assert ahead > 0.5 > behind
