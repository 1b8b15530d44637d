"""Bot seats: a policy per game picks one of a seat's legal actions from what that seat may see.

A policy is given ``view(state, seat)`` — the public view plus that seat's own secrets — and the
seat's legal actions: never another seat's hand, the deck order or the seed. Games without a
policy of their own play uniformly at random among the legal actions.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Mapping
from typing import Any, Protocol

from bot.catalog import modules
from bot.engine import Action


class Policy(Protocol):
    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action: ...


class RandomPolicy:
    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        return rng.choice(legal)


def _policies() -> dict[str, Policy]:
    """Each game's policy lives in ``bot/bots/<package>.py`` as ``POLICY``; games without one play at random."""
    found: dict[str, Policy] = {}
    for key, name in modules("bot.bots").items():
        try:
            loaded = importlib.import_module(name)
        except ModuleNotFoundError as missing:
            if missing.name != name:
                raise
            continue
        found[key] = loaded.POLICY
    return found


POLICIES: dict[str, Policy] = _policies()


def policy_for(game_key: str) -> Policy:
    return POLICIES.get(game_key) or RandomPolicy()


def bot_rng(game_id: int, version: int, seat: int) -> random.Random:
    """The same game, version and seat always decide the same way (replays and tests stay stable)."""
    return random.Random(f"{game_id}:{version}:{seat}")
