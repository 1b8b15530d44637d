"""The Roll In One player that guides the hard level's search (``bot/bots/roll_in_one/guide.py``):
offered every swing it aims as the normal bot does (RIO-047); offered only some, as the search
asks for its second choice, it takes the best of those, not a random one."""

from __future__ import annotations

import random

from bot.bots import level_policy
from bot.bots.roll_in_one import POLICY
from bot.bots.roll_in_one.guide import GUIDE, SearchGuide
from bot.bots.roll_in_one.hard import HARD_GUIDE
from bot.bots.roll_in_one.reading import Shot, ball_of, course_of
from bot.bots.search import SearchPolicy
from bot.engine import action_key

from .test_bot_answers import first_swing_view


def test_offered_some_swings_it_takes_the_cheapest_of_them() -> None:
    for seed in (31, 32, 33):
        view, seat, legal = first_swing_view(seed)
        best = GUIDE.choose(view, legal, random.Random(0))
        assert action_key(best) == action_key(POLICY.choose(view, legal, random.Random(0)))
        rest = [a for a in legal if a is not best and a["type"] == "swing"]
        second = GUIDE.choose(view, rest, random.Random(0))
        shot = Shot(course_of(view, seat), ball_of(view, seat))
        here = (int(view["balls"][seat]["cell"][0]), int(view["balls"][seat]["cell"][1]))
        sand = shot.sand_at(here)
        cost = {action_key(a): shot.roll(a["club"], here, int(a["dir"]), 0, False, sand) for a in rest}
        assert cost[action_key(second)] == min(cost.values())


def test_the_hard_level_is_guided_by_it() -> None:
    """By its strokes-measuring kind (``roll_in_one.hard``), which takes offered swings the same way."""
    hard = level_policy("roll-in-one", "hard")
    assert isinstance(hard, SearchPolicy)
    assert hard.normal is HARD_GUIDE and isinstance(HARD_GUIDE, SearchGuide)
