"""``GET /metrics`` (issue 27): Prometheus text from the running bot, scraped over a loopback
port, counts the moves played, the clicks and their click→reply times, refusals and failed
posts by cause."""

from __future__ import annotations

import asyncio
import logging
import urllib.request
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

from bench.postgres import free_port
from bot import metrics
from tests.discord.test_core_flow import TOY, newest, started
from tests.fakediscord.inprocess import Harness, User, running

ALICE = User(100000000000000001, "Alice")
BOB = User(100000000000000002, "Bob")


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", users=(ALICE, BOB), **TOY) as h:
        yield h
        assert h.errors == []


@pytest.fixture
def scrape() -> Iterator[Any]:
    """Serve /metrics on a free loopback port; the fixture is a function that scrapes it."""
    port = free_port()
    server = metrics.serve(port, "127.0.0.1")

    async def read() -> dict[str, float]:
        def get() -> str:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=10) as answer:
                assert answer.headers["Content-Type"].startswith("text/plain")
                return str(answer.read().decode())

        return parse(await asyncio.to_thread(get))

    yield read
    server.shutdown()
    server.server_close()


def parse(text: str) -> dict[str, float]:
    """Prometheus text as {'name{labels}': value}."""
    samples: dict[str, float] = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            name, value = line.rsplit(" ", 1)
            samples[name] = float(value)
    return samples


MOVE = 'icebreaker_moves_total{game="stones",kind="action"}'


async def test_a_move_is_counted_and_its_click_timed(harness: Harness, scrape: Any) -> None:
    _lobby, thread = await started(harness, ALICE, BOB, pile=9)
    before = await scrape()
    await harness.click(ALICE, newest(harness, thread), "Take 1")
    after = await scrape()
    assert after[MOVE] == before.get(MOVE, 0) + 1
    clicks = "icebreaker_click_reply_seconds_count"
    assert (
        after[clicks] == before[clicks] + 1
        and after["icebreaker_clicks_total"] == before["icebreaker_clicks_total"] + 1
    )
    assert after['icebreaker_click_reply_seconds_bucket{le="+Inf"}'] == after[clicks]
    assert after["icebreaker_save_seconds_count"] == before["icebreaker_save_seconds_count"] + 1
    assert after["icebreaker_render_seconds_count"] >= before["icebreaker_render_seconds_count"] + 1


async def test_refusals_and_refused_posts_are_counted_by_cause(harness: Harness, scrape: Any) -> None:
    _lobby, thread = await started(harness, ALICE, BOB, pile=9)
    before = await scrape()
    await harness.click(BOB, newest(harness, thread), "Take 1")  # not Bob's turn
    harness.fake.locked_channels.add(thread)  # the next turn message is refused: 403
    await harness.click(ALICE, newest(harness, thread), "Take 1")
    after = await scrape()
    assert after["icebreaker_refusals_total"] == before["icebreaker_refusals_total"] + 1
    forbidden = 'icebreaker_publish_failures_total{cause="forbidden"}'
    assert after[forbidden] == before.get(forbidden, 0) + 1
    assert after[MOVE] == before.get(MOVE, 0) + 1  # the move is saved all the same


async def test_upkeep_counts_lobbies_and_running_games(harness: Harness, scrape: Any) -> None:
    await started(harness, ALICE, BOB)
    await harness.slash(BOB, "stones new", thread=False)
    assert harness.bot is not None
    await harness.bot.upkeep.coro(harness.bot)  # one pass, as the loop runs it
    samples = await scrape()
    assert samples["icebreaker_running_games"] == 1 and samples["icebreaker_lobbies"] == 1
    assert "icebreaker_upkeep_lag_seconds" in samples


def test_upkeep_lag_is_the_delay_past_the_interval() -> None:
    ticks = iter([100.0, 117.5, 132.5])
    upkeep = metrics.Upkeep(clock=lambda: next(ticks))
    upkeep.started(15.0)
    upkeep.started(15.0)
    assert metrics.REGISTRY.get_sample_value("icebreaker_upkeep_lag_seconds") == 2.5
    upkeep.started(15.0)  # on time again
    assert metrics.REGISTRY.get_sample_value("icebreaker_upkeep_lag_seconds") == 0.0


async def test_discord_rate_limit_warnings_are_counted(scrape: Any) -> None:
    before = await scrape()
    logger = logging.getLogger("discord.http")
    fmt = "We are being rate limited. %s %s responded with 429. Retrying in %.2f seconds."  # discord.py's words
    logger.warning(fmt, "POST", "https://discord.com/api/v10/channels/1/messages", 1.5)
    logging.getLogger("discord.webhook.async_").warning(
        "Webhook ID %s is rate limited. Retrying in %.2f seconds.", 1, 2.0
    )
    logger.warning("Some other warning.")
    after = await scrape()
    assert after["icebreaker_rate_limits_total"] == before["icebreaker_rate_limits_total"] + 2
