"""Bot levels (issue 26): easy, normal and hard for every game; hard searches only what its seat
may know; a tiny budget still gives a legal action; bad input is refused with a sentence."""

from __future__ import annotations

import copy
import math
import random
from typing import Any

import pytest

from bot.bots import Level, NoMove, level_policy, policy_for
from bot.bots.levels import CheckedPolicy, EasyPolicy
from bot.bots.search import SearchPolicy
from bot.bots.values import SEARCHABLE
from bot.engine import State, action_key, make_rng, save_rng
from bot.games import GAMES
from tests.reliability.redeal import north_pole, pole_to_pole, reseed, roll_in_one_unseen_by, south_pole_unseen_by

from .positions import GAME_KEYS, decision_points


@pytest.mark.parametrize("key", GAME_KEYS)
def test_every_game_has_the_three_levels(key: str) -> None:
    assert isinstance(level_policy(key, "easy"), EasyPolicy)
    assert isinstance(level_policy(key, Level.NORMAL), CheckedPolicy)
    assert level_policy(key, "normal").inner is policy_for(key)  # type: ignore[attr-defined]
    hard = level_policy(key, "hard")
    assert isinstance(hard, SearchPolicy) and hard.budget == pytest.approx(0.8)


@pytest.mark.parametrize("key", GAME_KEYS)
@pytest.mark.parametrize("level", list(Level))
def test_each_level_picks_one_of_the_offered_actions_even_on_a_tiny_budget(key: str, level: Level) -> None:
    """A search cut short by its deadline plays the best found so far, never nothing."""
    engine = GAMES[key]
    policy = level_policy(key, level, budget=0.001)
    for index, (state, seat) in enumerate(decision_points(key, every=11)[:6]):
        legal = engine.legal_actions(state, seat)
        choice = policy.choose(engine.view(state, seat), legal, random.Random(index))
        assert any(choice is action for action in legal)


@pytest.mark.parametrize("key", GAME_KEYS)
def test_easy_mostly_plays_the_normal_choice_and_otherwise_another_legal_one(key: str) -> None:
    engine = GAMES[key]
    easy, normal = level_policy(key, "easy"), policy_for(key)
    same = total = 0
    for index, (state, seat) in enumerate(decision_points(key, every=3)[:30]):
        view, legal = engine.view(state, seat), engine.legal_actions(state, seat)
        mine = easy.choose(view, legal, random.Random(index))
        assert any(mine is action for action in legal)
        same += mine is normal.choose(view, legal, random.Random(index))
        total += 1
    assert 0.5 * total <= same < total  # it slips now and then, not always and not never


def _amundsen_scott_unseen_by(state: State, rng: random.Random, seat: int) -> State:
    """AVS-056, AVS-087: the rival's hidden cards and the deck order, dealt again; the seat's own
    hand (hidden ones included: they are in its private view) stays."""
    new = copy.deepcopy(state)
    rival = new["players"][1 - seat]
    slots = [card for card in rival["hand"] if card["hidden"]]
    pool = [card["id"] for card in slots] + new["deck"]
    rng.shuffle(pool)
    for card in slots:
        card["id"] = pool.pop()
    new["deck"] = pool
    pending = new["pending"]
    if pending and pending["kind"] == "weather" and pending["seat"] != seat:
        return state  # the rival's Good Weather card would need its match worked out again
    return new


UNSEEN_BY = {
    "south-pole": south_pole_unseen_by,
    "amundsen-scott": _amundsen_scott_unseen_by,
    "pole-to-pole": lambda state, rng, seat: pole_to_pole(state, rng, 0),
    "north-pole": lambda state, rng, seat: north_pole(state, rng, 0),
    "roll-in-one": roll_in_one_unseen_by,
}


@pytest.mark.parametrize("key", GAME_KEYS)
def test_hard_decides_the_same_however_the_unseen_is_dealt(key: str) -> None:
    """Two states a seat cannot tell apart (its view is equal; other hands, face-down tiles, the
    deck order and the seed differ) get the same decision from the same generator, and the
    search did sample worlds there, so the sameness is not just the normal policy's."""
    engine = GAMES[key]
    searched = 0
    points = decision_points(key, seed=2, every=2)
    for index, (state, seat) in enumerate(points[:40]):
        other = reseed(UNSEEN_BY[key](state, random.Random(index), seat), 10_000 + index)
        view = engine.view(state, seat)
        assert engine.view(other, seat) == view
        assert other != state or engine.outcome(state) is not None
        choices = []
        for world in (state, other):
            # Enough rollouts that even two candidates get the worlds a switch needs, so it searches.
            rollouts = max(8, 2 * SEARCHABLE[key].switch_worlds)
            hard = SearchPolicy(SEARCHABLE[key], policy_for(key), budget=60.0, rollouts=rollouts)
            legal = engine.legal_actions(world, seat)
            choices.append(action_key(hard.choose(engine.view(world, seat), legal, random.Random(index))))
            searched += hard.worlds > 0
        assert choices[0] == choices[1]
        if searched >= 6:
            break
    assert searched >= 6


def test_the_seed_and_generator_of_the_real_game_never_reach_the_search() -> None:
    """The state's generator is replaced by one drawn from the bot's own: the sampled worlds
    differ from the real game's dice even when the bot is handed the game's own seed."""
    engine = GAMES["south-pole"]
    state, seat = decision_points("south-pole")[3]
    seen: list[Any] = []
    spec = SEARCHABLE["south-pole"]

    def spying(view: Any, who: int, rng: random.Random) -> State:
        world = spec.determinize(view, who, rng)
        seen.append(world["rng"])
        return world

    watched = type(spec)(spec.engine, spying, spec.value, spec.rollouts_per_second)
    hard = SearchPolicy(watched, policy_for("south-pole"), 60.0, rollouts=4)
    hard.choose(engine.view(state, seat), engine.legal_actions(state, seat), random.Random(1))
    assert seen and all(world != state["rng"] for world in seen)
    assert save_rng(make_rng(1)) not in seen


# --- bad input ------------------------------------------------------------------------------


def test_an_unknown_level_is_refused_with_the_levels_there_are() -> None:
    with pytest.raises(ValueError, match=r"There is no bot level 'expert': choose one of easy, normal, hard\."):
        level_policy("south-pole", "expert")


@pytest.mark.parametrize("budget", [0, -1, 0.0, math.nan, math.inf, "fast", True])
def test_a_budget_must_be_a_positive_number_of_seconds(budget: Any) -> None:
    with pytest.raises(ValueError, match="must be a positive number of seconds"):
        level_policy("north-pole", "hard", budget)


def test_an_unknown_game_is_refused() -> None:
    with pytest.raises(ValueError, match=r"There is no game 'chess' with bots\."):
        level_policy("chess", "hard")


@pytest.mark.parametrize("level", list(Level))
def test_a_bot_asked_to_move_with_nothing_to_play_says_so(level: Level) -> None:
    """A finished game offers no legal action: the bot refuses instead of inventing one."""
    engine = GAMES["amundsen-scott"]
    state, seat = decision_points("amundsen-scott")[0]
    with pytest.raises(NoMove, match="no legal action here: the game is over"):
        level_policy("amundsen-scott", level).choose(engine.view(state, seat), [], random.Random(1))
