"""Leaving a Roll to the South Pole game through /southpole resign (RSP-066–RSP-068)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.games.south_pole import GAME
from tests.discord.driver import leave, started
from tests.discord.test_south_pole_game import COGS, OUTSIDER, PLAYERS
from tests.fakediscord.inprocess import Harness, running


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", games={GAME.key: GAME}, cogs=COGS) as h:
        for user in [*PLAYERS, OUTSIDER]:
            h.fake.add_user(user.id, user.name)
        assert h.bot is not None
        h.bot.table.venue.seeds = lambda: 5
        yield h


async def test_rsp_067_active_player_leaves_and_the_next_is_pinged(harness: Harness) -> None:
    """RSP-067/RSP-066: the active seat's turn ends at once; the next seat in order is mentioned,
    the leaver is skipped from then on, and with one player left that player wins (RSP-068)."""
    assert harness.store is not None
    thread, game = await started(harness, PLAYERS, "southpole new")
    assert game.state is not None
    first = GAME.to_act(game.state)[0]
    after = (first + 1) % 3

    reply = await leave(harness, PLAYERS[first], "southpole", thread)
    assert reply.last.ephemeral and reply.last.content == "You have left the game."
    turn = harness.fake.channel_messages(thread)[-1]
    assert f"<@{PLAYERS[after].id}>," in turn.content and f"<@{PLAYERS[first].id}>" not in turn.content
    status = await harness.slash(PLAYERS[after], "southpole status", channel_id=thread)
    assert f"✗ {PLAYERS[first].name}" in status.text and f"▶ {PLAYERS[after].name}" in status.text

    refused = await harness.slash(OUTSIDER, "southpole resign", channel_id=thread)
    assert refused.last.ephemeral and "not playing" in refused.text.lower()

    await leave(harness, PLAYERS[after], "southpole", thread)
    final = harness.fake.channel_messages(thread)[-1]
    last = 3 - first - after
    assert "Game over" in final.content and f"{PLAYERS[last].name} wins" in final.content
    assert final.content.count("last explorer left") == 1  # the result is said once, not twice
    assert final.labels() == ["Rematch", "Replay"]
    assert harness.errors == []
