"""Hard decisions run in a worker process (issue 26): the event loop keeps running while a bot
thinks, the answer is one of the offered actions, and bad input is refused before any work."""

from __future__ import annotations

import asyncio
import multiprocessing
import os
from collections.abc import AsyncIterator
from typing import Any

import pytest

from bot.bots import NoMove, bot_seed, pool
from bot.games import GAMES

from .positions import decision_points


@pytest.fixture
async def workers() -> AsyncIterator[None]:
    yield
    pool.shutdown()


async def test_a_slow_search_never_blocks_the_event_loop(workers: None) -> None:
    """A heartbeat coroutine keeps beating while a hard bot searches for half a second (plus the
    worker's start): had the search run on the loop, it could not beat until the search ended."""
    engine = GAMES["pole-to-pole"]
    state, seat = decision_points("pole-to-pole", every=5)[4]
    legal = engine.legal_actions(state, seat)
    beats = 0
    thinking = True

    async def heartbeat() -> None:
        nonlocal beats
        while thinking:
            beats += 1
            await asyncio.sleep(0.01)

    beating = asyncio.create_task(heartbeat())
    await asyncio.sleep(0)  # the first beat
    started = beats
    choice = await pool.decide("pole-to-pole", "hard", engine.view(state, seat), legal, bot_seed(1, 2, seat), 0.5)
    during = beats - started
    thinking = False
    await beating
    assert any(choice is action for action in legal)
    assert during >= 5, f"the loop beat {during} times while the bot thought"


async def test_every_level_answers_with_an_offered_action(workers: None) -> None:
    engine = GAMES["north-pole"]
    state, seat = decision_points("north-pole", every=5)[2]
    legal = engine.legal_actions(state, seat)
    for level in ("easy", "normal", "hard"):
        choice = await pool.decide("north-pole", level, engine.view(state, seat), legal, bot_seed(3, 4, seat), 0.05)
        assert any(choice is action for action in legal)


async def test_the_same_game_version_and_seat_decide_the_same_in_the_worker_as_here(workers: None) -> None:
    """``bot_seed`` fixes the decision: the worker's answer is the one made in this process (the
    planned rollouts end the search well before a generous budget)."""
    engine = GAMES["amundsen-scott"]
    for state, seat in decision_points("amundsen-scott", every=4)[3:6]:
        view, legal = engine.view(state, seat), engine.legal_actions(state, seat)
        seed = bot_seed(9, 10, seat)
        there = await pool.decide("amundsen-scott", "hard", view, legal, seed, 0.2)
        here = pool.choose("amundsen-scott", "hard", view, legal, seed, 0.2)
        assert there == here


async def test_bad_input_is_refused_before_the_worker_is_asked() -> None:
    engine = GAMES["south-pole"]
    state, seat = decision_points("south-pole")[0]
    view, legal = engine.view(state, seat), engine.legal_actions(state, seat)
    with pytest.raises(ValueError, match="no bot level"):
        await pool.decide("south-pole", "grandmaster", view, legal, "1:1:0")
    with pytest.raises(ValueError, match="positive number of seconds"):
        await pool.decide("south-pole", "hard", view, legal, "1:1:0", -2)
    with pytest.raises(NoMove, match="no legal action"):
        await pool.decide("south-pole", "hard", view, [], "1:1:0")
    with pytest.raises(ValueError, match="no game 'go'"):
        await pool.decide("go", "hard", view, legal, "1:1:0")
    assert pool._executor is None  # nothing was started for input refused at the door


def _meet(barrier: Any) -> int:
    """In a worker: wait until another worker is here too, then say which process this was."""
    barrier.wait(timeout=60)
    return os.getpid()


async def test_configured_workers_think_at_the_same_time(workers: None) -> None:
    """BOT_WORKERS=2: two hard bots' searches run side by side, in two processes (each waits at a
    barrier for the other, which one worker alone could never pass)."""
    pool.configure(2)
    try:
        with multiprocessing.get_context("spawn").Manager() as manager:
            barrier = manager.Barrier(2)
            loop = asyncio.get_running_loop()
            pids = await asyncio.gather(*(loop.run_in_executor(pool.executor(), _meet, barrier) for _ in range(2)))
        assert len(set(pids)) == 2 and os.getpid() not in pids
    finally:
        pool.shutdown()
        pool.configure(1)


def test_a_pool_needs_a_worker() -> None:
    with pytest.raises(ValueError, match="at least one worker"):
        pool.configure(0)
