"""Channels and threads (issue 11): commands typed in the lobby's channel reach the game that
moved to its thread; a channel that already has a game names it; a moderator can cancel from
either place."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.fakediscord.inprocess import Harness, User, running
from tests.fakediscord.model import CHANNEL_ID, GUILD_ID, Message
from tests.fakediscord.toy import GAME as STONES

ALICE = User(100000000000000001, "Alice")
BOB = User(100000000000000002, "Bob")
MOD = User(100000000000000004, "Mod", moderator=True)
TOY = {"games": {"stones": STONES}, "cogs": ("cogs.settings", "tests.fakediscord.toy")}


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", **TOY) as h:
        for user in (ALICE, BOB, MOD):
            h.fake.add_user(user.id, user.name)
        yield h
        assert h.errors == []


async def started_in_thread(h: Harness) -> tuple[Message, int]:
    lobby = (await h.slash(ALICE, "stones new")).last
    await h.click(BOB, lobby, "Join")
    await h.click(ALICE, lobby, "Start")
    return lobby, int(lobby.data["thread"]["id"])


async def test_a_channel_without_a_game_says_how_to_start_one(harness: Harness) -> None:
    reply = await harness.slash(ALICE, "stones status")
    assert reply.text == "There is no Stones game in this channel. Start one with `/stones new`."


async def test_status_in_the_lobby_channel_reaches_the_game_in_its_thread(harness: Harness) -> None:
    _lobby, thread = await started_in_thread(harness)
    reply = await harness.slash(BOB, "stones status")  # typed in the channel, not the thread
    assert "Alice" in reply.text and "Bob" in reply.text
    assert f"<#{thread}>" in reply.text and "no Stones game" not in reply.text


async def test_board_in_the_lobby_channel_posts_in_the_thread(harness: Harness) -> None:
    _lobby, thread = await started_in_thread(harness)
    before = len(harness.fake.channel_messages(thread))
    reply = await harness.slash(ALICE, "stones board")
    assert len(harness.fake.channel_messages(thread)) == before + 1
    assert f"<#{thread}>" in reply.text
    assert not [m for m in harness.fake.channel_messages(CHANNEL_ID) if "stones" in m.content.lower()]


async def test_a_moderator_cancels_from_the_lobby_channel_and_the_thread_is_told(harness: Harness) -> None:
    _lobby, thread = await started_in_thread(harness)
    refused = await harness.slash(BOB, "stones cancel")
    assert "Only the host or a moderator" in refused.text
    done = await harness.slash(MOD, "stones cancel")
    assert "cancelled" in done.text
    assert "cancelled" in harness.fake.channel_messages(thread)[-1].content
    assert harness.store is not None
    game = await harness.store.games.latest_in(thread)
    assert game is not None and game.status == "cancelled"


async def test_new_where_a_game_runs_names_it_and_links_to_it(harness: Harness) -> None:
    first = (await harness.slash(ALICE, "stones new", thread=False)).last
    refused = await harness.slash(BOB, "stones new", thread=False)
    assert "already a Stones game in this channel" in refused.text
    assert f"https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}/{first.id}" in refused.text
    assert len([m for m in harness.fake.channel_messages(CHANNEL_ID) if m.data.get("embeds")]) == 1


async def test_two_thread_games_from_one_channel_are_both_named(harness: Harness) -> None:
    _first, one = await started_in_thread(harness)
    _second, two = await started_in_thread(harness)
    reply = await harness.slash(ALICE, "stones status")
    assert f"<#{one}>" in reply.text and f"<#{two}>" in reply.text and "thread" in reply.text
    inside = await harness.slash(ALICE, "stones status", channel_id=two)  # inside a thread: that game
    assert "Several" not in inside.text and "Alice" in inside.text


async def test_another_games_command_names_the_game_that_is_here(tmp_path: Path) -> None:
    async with running(tmp_path / "real.sqlite3") as h:
        for user in (ALICE, BOB):
            h.fake.add_user(user.id, user.name)
        lobby = (await h.slash(ALICE, "amundsen new", thread=False, patrons=True)).last
        options = next(f["value"] for f in lobby.data["embeds"][0]["fields"] if f["name"] == "Options")
        assert "Sponsors: on" in options and "Six open cards: off" in options  # words, not option keys
        assert "patrons" not in options and "True" not in options and "_" not in options
        reply = await h.slash(BOB, "southpole status")
        assert "The game here is 1911 Amundsen vs. Scott" in reply.text
        cancel = await h.slash(ALICE, "southpole cancel")
        assert "1911 Amundsen vs. Scott" in cancel.text
        assert h.errors == []
