"""What a bot seat is: a policy picks one of a seat's legal actions from what that seat may see.

A policy is given ``view(state, seat)`` — the public view plus that seat's own secrets — and the
seat's legal actions: never another seat's hand, the deck order or the seed.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Mapping
from typing import Any, Protocol

from bot.catalog import modules
from bot.engine import Action

# Each game's normal policy lives in ``bot/bots/<module>.py`` as ``POLICY``.


class Policy(Protocol):
    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action: ...


class NoMove(ValueError):
    """A bot was asked to move where it has nothing to do (a finished game, not its turn)."""


class RandomPolicy:
    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        return rng.choice(legal)


def runner_up(policy: Policy, view: Mapping[str, Any], rest: list[Action], rng: random.Random) -> Action:
    """The policy's choice among ``rest`` (the legal actions without its first choice): its second
    best. A policy written for whole legal lists may expect an action type that is now missing;
    then an action of the type listed first stands in, as a person's other option would."""
    try:
        return policy.choose(view, rest, rng)
    except (KeyError, IndexError, StopIteration, ValueError):
        kind = rest[0]["type"]
        return rng.choice([a for a in rest if a["type"] == kind])


def normal_policies() -> dict[str, Policy]:
    """Each game's own policy; games without one are left out (they play at random)."""
    found: dict[str, Policy] = {}
    for key, name in modules("bot.bots").items():  # the catalog names each game's module
        try:
            loaded = importlib.import_module(name)
        except ModuleNotFoundError as missing:
            if missing.name != name:
                raise
            continue
        found[key] = loaded.POLICY
    return found
