"""A private reply opened from the public turn message speaks the clicker's Discord language
(issue 24, item 4), not the game's: 1911 Amundsen vs. Scott's "Take 2…" opener in an English game,
clicked by a player whose Discord is German."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.games.amundsen_scott import GAME
from tests.discord.driver import started
from tests.discord.test_amundsen_game import COGS
from tests.fakediscord.inprocess import Harness, User, running

PLAYERS = [User(300000000000000001, "Roald", locale="de"), User(300000000000000002, "Robert", locale="de")]


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", games={GAME.key: GAME}, cogs=COGS, users=PLAYERS) as h:
        yield h


async def test_an_openers_private_reply_speaks_the_clickers_language(harness: Harness) -> None:
    assert harness.store is not None
    thread, game = await started(harness, PLAYERS, "amundsen new", amundsen="0", language="en-US")
    assert game.state is not None and game.language == "en-US"
    user = PLAYERS[GAME.to_act(game.state)[0]]
    turn = harness.fake.channel_messages(thread)[-1]
    assert "Take 2…" in turn.labels()  # the public message speaks the game's English
    reply = await harness.click(user, turn, "Take 2…")
    private = reply.last
    assert private.ephemeral and private.visible_to == user.id
    assert "Deine Hand" in private.text, private.text
    assert harness.errors == []
