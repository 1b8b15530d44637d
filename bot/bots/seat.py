"""A table's bot seat decides at its level: what the table calls for every bot move.

Normal is each game's own policy, decided here as it always was; easy decides here too, and hard
searches in the worker pool (``bot.bots.pool``), never on the event loop. ``seed`` is
``bot_seed(game_id, version, seat)``, so the same game, version and seat decide the same way.
A game without levels (one the search doesn't know, such as a test game) plays its normal policy
at every level.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Awaitable, Callable, Mapping
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Protocol

from bot.bots import pool
from bot.bots.levels import Level, as_level, bot_named, bot_words
from bot.bots.policy import Policy, RandomPolicy, normal_policies
from bot.bots.values import SEARCHABLE
from bot.engine import Action

# (game key, level, the seat's view, its legal actions, the decision's seed, a hard budget) → the action
Decide = Callable[[str, Level, Mapping[str, Any], list[Action], str, float | None], Awaitable[Action]]

log = logging.getLogger(__name__)
_NORMAL: dict[str, Policy] = normal_policies()


class BotSeat(Protocol):
    """A seat as the store keeps it (``bot.store.Seat`` fits)."""

    @property
    def user_id(self) -> int: ...
    @property
    def bot(self) -> bool: ...
    @property
    def level(self) -> str: ...


def seat_level(seat: BotSeat) -> Level:
    """The level a bot plays the seat at: a bot seated in the lobby at its own; a person's seat
    (a turn that timed out, or a bot that took it over) at normal."""
    if not seat.bot or seat.user_id > 0:
        return Level.NORMAL
    try:
        return Level(seat.level)
    except ValueError:  # a level this release doesn't know: today's bot plays it
        return Level.NORMAL


def seat_words(seat: BotSeat) -> str:
    """What the seat is called beside its name while a bot plays it: "bot", "easy bot", "hard bot"."""
    return bot_words(seat_level(seat))


def seat_named(seat: BotSeat) -> str:
    """The template naming the seat while a bot plays it: "{name} (hard bot)"; translate it where shown."""
    return bot_named(seat_level(seat))


def has_levels(game_key: str) -> bool:
    """Whether ``game_key``'s bot plays differently at easy and hard."""
    return game_key in SEARCHABLE


async def decide(
    game_key: str,
    level: Level | str,
    view: Mapping[str, Any],
    legal: list[Action],
    seed: str,
    budget: float | None = None,
) -> Action:
    """The seat's action at ``level``: one of ``legal`` itself. ``budget`` is a hard decision's
    seconds (None: the level's own). An unknown level is a ValueError that says so."""
    chosen = as_level(level)
    if chosen is Level.NORMAL or not has_levels(game_key):
        return _NORMAL.get(game_key, RandomPolicy()).choose(view, legal, random.Random(seed))
    try:
        return await pool.decide(game_key, chosen, view, legal, seed, budget)
    except BrokenProcessPool:
        # A worker died (killed, out of memory): the pool stays broken until it is started again.
        log.warning("the hard bots' worker pool broke; starting it again")
        await asyncio.to_thread(pool.shutdown)
        return await pool.decide(game_key, chosen, view, legal, seed, budget)
