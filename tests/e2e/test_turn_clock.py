"""End to end (issue 15): the real bot process, the shortest turn clock, and a seat that never
clicks. That seat is reminded, played for when its time runs out, then replaced by a bot, and
the game still reaches "Game over". The process runs its clocks 120 times faster
(ICEBREAKER_TIME_SCALE), so a two-minute turn takes a second.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import pytest

from tests.fakediscord.model import CHANNEL_ID, FakeDiscord
from tests.fakediscord.process import BotProcess, serving, until
from tests.fakediscord.server import LoopbackDiscord
from tests.reliability.test_crash import ALICE, BOB, Table, answered, boot

SCALE = 120


@pytest.fixture
async def loopback(tmp_path: Path) -> AsyncIterator[tuple[LoopbackDiscord, BotProcess]]:
    async with serving(tmp_path, (ALICE, BOB), "clock.sqlite3", {"ICEBREAKER_TIME_SCALE": str(SCALE)}) as served:
        yield served


def said(fake: FakeDiscord, text: str) -> list[str]:
    return [m.content for m in fake.channel_messages(CHANNEL_ID) if text in m.content]


async def test_a_seat_that_never_clicks_is_reminded_played_for_and_replaced(
    loopback: tuple[LoopbackDiscord, BotProcess],
) -> None:
    server, bot = loopback
    fake = server.fake
    tables = Table(server, random.Random(15))
    await boot(server, bot)
    await tables.open_clocked(ALICE, BOB, CHANNEL_ID, "amundsen new")

    # Alice plays her turns until a bot has Bob's seat; Bob never clicks.
    async def alice_plays_until_bob_is_replaced() -> bool:
        if said(fake, f"A bot now plays for {BOB[1]}"):
            return True
        turn = tables.turn_message(CHANNEL_ID)
        if turn is not None and f"<@{ALICE[0]}>," in turn.content:
            tokens = await tables.play_one(CHANNEL_ID, double=False)
            await until(lambda: all(answered(fake, t) for t in tokens), what="Alice's click")
            tables.follow_private_steps({CHANNEL_ID: tokens})
        return False

    await until_async(alice_plays_until_bob_is_replaced, timeout=120)
    assert said(fake, f"<@{BOB[0]}>, it's your turn in **1911 Amundsen vs. Scott**; it ends <t:")  # reminded
    assert said(fake, f"{BOB[1]} ran out of time, so a bot played for them.")  # played for, three times
    # Counted in the words, not the messages: on a loaded machine Alice's turn may run out too,
    # and then one message tells several time-outs.
    assert sum(text.count(f"{BOB[1]} ran out of time") for text in said(fake, "ran out of time")) >= 3
    # Now Alice stops too: her turns run out, a bot takes her seat, and the bots finish the game.
    await until(lambda: bool(said(fake, "**Game over.**")), timeout=120, what="game over")
    assert said(fake, f"A bot now plays for {ALICE[1]}")
    # At most two reminders a turn (half time, last call), and Bob had three turns before the bot.
    assert 1 <= len(said(fake, f"⏰ <@{BOB[0]}>")) <= 2 * 3


async def until_async(step: Callable[[], Awaitable[bool]], timeout: float) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while not await step():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError("timed out")
        await asyncio.sleep(0.2)
