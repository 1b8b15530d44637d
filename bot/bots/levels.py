"""Bot levels: ``level_policy(game_key, level, budget)`` gives a game's bot at easy, normal or hard.

- normal is the game's own policy, unchanged;
- easy follows it but slips now and then, as a person does: it plays the normal policy's second
  choice (its pick among the other legal actions), never a random one;
- hard searches (``bot.bots.search``): rollouts over the engine in worlds re-dealt from what the
  seat sees, within ``budget`` seconds per decision.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from enum import StrEnum
from typing import Any

from bot.bots.policy import NoMove, Policy, RandomPolicy, normal_policies, runner_up
from bot.bots.search import Searchable, SearchPolicy
from bot.bots.values import SEARCHABLE
from bot.engine import Action
from bot.i18n.message import N_


class Level(StrEnum):
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"


HARD_BUDGET = 0.8  # seconds: the search stops here, so a decision stays under a second
EASY_SLIP = 0.3  # share of decisions where easy plays its second choice

_NORMAL: dict[str, Policy] = normal_policies()


class EasyPolicy:
    """The normal policy's choice most of the time; otherwise its best among the other actions."""

    def __init__(self, normal: Policy, slip: float = EASY_SLIP) -> None:
        self.normal = normal
        self.slip = slip

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if not legal:
            raise NoMove("The bot has no legal action here: the game is over or it is not this seat's turn.")
        best = self.normal.choose(view, legal, rng)
        if len(legal) == 1 or rng.random() >= self.slip:
            return best
        return runner_up(self.normal, view, [a for a in legal if a is not best], rng)


class CheckedPolicy:
    """A policy that refuses, with a sentence, to move where there is nothing to play."""

    def __init__(self, inner: Policy) -> None:
        self.inner = inner

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if not legal:
            raise NoMove("The bot has no legal action here: the game is over or it is not this seat's turn.")
        return self.inner.choose(view, legal, rng)


def as_level(level: Level | str) -> Level:
    try:
        return Level(level)
    except ValueError:
        names = ", ".join(member.value for member in Level)
        raise ValueError(f"There is no bot level {level!r}: choose one of {names}.") from None


# A bot seat named in words, by its level: translated where shown (``bot.i18n.tr``).
BOT_NAMED: dict[str, str] = {
    Level.EASY: N_("{name} (easy bot)"),
    Level.NORMAL: N_("{name} (bot)"),
    Level.HARD: N_("{name} (hard bot)"),
}


def bot_named(level: Level | str) -> str:
    """The template naming a bot seat at ``level`` ("{name} (hard bot)"); an unknown level as normal."""
    return BOT_NAMED.get(str(level), BOT_NAMED[Level.NORMAL])


def bot_words(level: Level | str) -> str:
    """What a bot seat is called beside its name: "bot" at normal (a seat taken over after
    time-outs, too), "easy bot" or "hard bot"."""
    known = {member.value for member in Level}
    return f"{level} bot" if level in known and level != Level.NORMAL else "bot"


def check_budget(budget: float | None) -> float | None:
    if budget is None:
        return None
    if isinstance(budget, bool) or not isinstance(budget, int | float) or not math.isfinite(budget) or budget <= 0:
        raise ValueError(f"A bot's time budget must be a positive number of seconds, not {budget!r}.")
    return float(budget)


def searchable(game_key: str) -> Searchable:
    if game_key not in SEARCHABLE:
        raise ValueError(f"There is no game {game_key!r} with bots.")
    return SEARCHABLE[game_key]


def level_policy(game_key: str, level: Level | str, budget: float | None = None) -> Policy:
    """The bot for ``game_key`` at ``level``; ``budget`` is the seconds a hard decision may take
    (None: about a second). Unknown games or levels and budgets that aren't positive numbers are
    refused with a ValueError that says why."""
    chosen = as_level(level)
    seconds = check_budget(budget)
    game = searchable(game_key)
    normal = _NORMAL.get(game_key, RandomPolicy())
    if chosen is Level.NORMAL:
        return CheckedPolicy(normal)
    if chosen is Level.EASY:
        return EasyPolicy(normal)
    return SearchPolicy(game, game.guide or normal, seconds or HARD_BUDGET)
