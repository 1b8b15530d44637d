"""Bot decisions off the event loop: a hard bot thinks in a worker process, never on the loop.

``await decide(game_key, level, view, legal, seed)`` returns the bot's action. Easy and normal
decide at once, in the caller (milliseconds). A hard decision searches for up to a second, so it
runs in a ``ProcessPoolExecutor``: not on the event loop (other tables' clicks go on), not on the
drawing threads, and not under the interpreter lock they share. ``seed`` is ``bot_seed(game_id,
version, seat)``: the same game, version and seat decide the same way wherever they run.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import random
from collections.abc import Mapping
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from bot.bots.levels import Level, as_level, check_budget, level_policy
from bot.bots.policy import NoMove
from bot.engine import Action

_workers = 1  # searches at once; ``configure`` sets it from BOT_WORKERS before the first
_executor: ProcessPoolExecutor | None = None


def configure(workers: int) -> None:
    """How many hard decisions may search at once (worker processes); the next pool started uses it."""
    global _workers
    if workers < 1:
        raise ValueError("A bot pool needs at least one worker.")
    _workers = workers


def workers() -> int:
    return _workers


def executor() -> ProcessPoolExecutor:
    """The shared worker pool, started on first use. Workers are spawned, not forked: a fork of a
    process with running threads (the loop's, the drawing pool's) may copy a held lock."""
    global _executor
    if _executor is None:
        _executor = ProcessPoolExecutor(max_workers=_workers, mp_context=multiprocessing.get_context("spawn"))
    return _executor


def shutdown() -> None:
    """Stop the workers (at the bot's shutdown; the next ``decide`` starts new ones)."""
    global _executor
    if _executor is not None:
        _executor.shutdown(wait=True, cancel_futures=True)
        _executor = None


def choose(
    game_key: str, level: str, view: Mapping[str, Any], legal: list[Action], seed: str, budget: float | None
) -> Action:
    """One decision, in whichever process runs it; the index keeps the very legal action."""
    policy = level_policy(game_key, level, budget)
    return policy.choose(view, legal, random.Random(seed))


def _index_of(
    game_key: str, level: str, view: Mapping[str, Any], legal: list[Action], seed: str, budget: float | None
) -> int:
    chosen = choose(game_key, level, view, legal, seed, budget)
    return next(i for i, action in enumerate(legal) if action is chosen or action == chosen)


async def decide(
    game_key: str,
    level: Level | str,
    view: Mapping[str, Any],
    legal: list[Action],
    seed: str,
    budget: float | None = None,
) -> Action:
    """The bot's action for a seat at ``level``: one of ``legal`` itself (not a copy).

    Refuses with a sentence (ValueError, ``NoMove``) an unknown level or game, a budget that
    isn't a positive number of seconds, and a seat with nothing to play."""
    chosen = as_level(level)
    check_budget(budget)
    if not legal:
        raise NoMove("The bot has no legal action here: the game is over or it is not this seat's turn.")
    if chosen is not Level.HARD:
        return choose(game_key, chosen.value, view, legal, seed, budget)
    level_policy(game_key, chosen, budget)  # refuses an unknown game here, not in the worker
    loop = asyncio.get_running_loop()
    index = await loop.run_in_executor(executor(), _index_of, game_key, chosen.value, dict(view), legal, seed, budget)
    return legal[index]
