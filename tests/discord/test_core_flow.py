"""The Discord layer on a tiny test game: lobby, turns, controls, secrets, restarts."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.games import GAMES
from tests.fakediscord.inprocess import Harness, User, running
from tests.fakediscord.toy import GAME as STONES

ALICE = User(100000000000000001, "Alice")
BOB = User(100000000000000002, "Bob")
EVE = User(100000000000000003, "Eve")
MOD = User(100000000000000004, "Mod", moderator=True)


@pytest.fixture
async def harness(tmp_path: Path):
    async with running(
        tmp_path / "db.sqlite3", games={**GAMES, "stones": STONES}, cogs=("cogs.settings", "tests.fakediscord.toy")
    ) as h:
        for user in (ALICE, BOB, EVE, MOD):
            h.fake.add_user(user.id, user.name)
        yield h
        assert h.errors == []


async def test_lobby_then_first_turn(harness: Harness) -> None:
    reply = await harness.slash(ALICE, "stones new", pile=5)
    lobby = reply.last
    assert "lobby" in lobby.data["embeds"][0]["title"]
    assert lobby.labels() == ["Join", "Leave", "Start", "Cancel"]
    assert "thread" in lobby.data
    await harness.click(BOB, lobby, "Join")
    await harness.click(ALICE, lobby, "Start")
    thread = int(lobby.data["thread"]["id"])
    posted = harness.fake.channel_messages(thread)
    assert len(posted) == 1
    turn = posted[0]
    assert turn.files and turn.files[0][0] == "board.png"
    assert "Take 1" in turn.labels()
