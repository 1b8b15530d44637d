"""Bot seats: a policy per game picks one of a seat's legal actions from what that seat may see.

A policy is given ``view(state, seat)`` — the public view plus that seat's own secrets — and the
seat's legal actions: never another seat's hand, the deck order or the seed. Games without a
policy of their own play uniformly at random among the legal actions. ``level_policy`` gives a
game's bot at a level: easy, normal (the game's own policy) or hard (a search).
"""

from __future__ import annotations

import random

from bot.bots.levels import Level, as_level, bot_named, bot_words, level_policy
from bot.bots.policy import NoMove, Policy, RandomPolicy, normal_policies

__all__ = [
    "POLICIES",
    "Level",
    "NoMove",
    "Policy",
    "RandomPolicy",
    "as_level",
    "bot_named",
    "bot_rng",
    "bot_seed",
    "bot_words",
    "level_policy",
    "policy_for",
]

POLICIES: dict[str, Policy] = normal_policies()


def policy_for(game_key: str) -> Policy:
    return POLICIES.get(game_key) or RandomPolicy()


def bot_seed(game_id: int, version: int, seat: int) -> str:
    """The seed of a bot's decision: the same game, version and seat always decide the same way
    (replays and tests stay stable), in this process or a worker (``bot.bots.pool.decide``)."""
    return f"{game_id}:{version}:{seat}"


def bot_rng(game_id: int, version: int, seat: int) -> random.Random:
    return random.Random(bot_seed(game_id, version, seat))
