"""A game leaves a memory (issue 23): the game-over message gives every seat its place."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from tests.discord.test_core_flow import ALICE, BOB, EVE, MOD, TOY, newest, started
from tests.fakediscord.inprocess import Harness, running
from tests.fakediscord.model import DiscordError, Message


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", **TOY) as h:
        for user in (ALICE, BOB, EVE, MOD):
            h.fake.add_user(user.id, user.name)
        yield h
        assert h.errors == []


async def test_game_over_gives_every_player_a_place_and_mentions_them(harness: Harness) -> None:
    _lobby, thread = await started(harness, ALICE, BOB, EVE, pile=3)
    await harness.click(ALICE, newest(harness, thread), "Take 3")
    final = newest(harness, thread).content
    assert "Alice wins!" in final and "1 turn ·" in final
    lines = final.splitlines()
    mine = [line for line in lines if f"<@{ALICE.id}>" in line]
    assert len(mine) == 1 and mine[0].startswith("🥇") and "won" in mine[0]
    for user in (BOB, EVE):  # the others are mentioned once each, with a place
        (line,) = [line for line in lines if f"<@{user.id}>" in line]
        assert "won" not in line
    assert len(final) <= 2000, final


async def test_the_seed_is_kept_with_the_setup_move(harness: Harness) -> None:
    from bot.memory.log import read_moves
    from bot.memory.replay import seed_of

    harness.seed(1234)
    _lobby, thread = await started(harness, ALICE, BOB, pile=3)
    assert harness.store is not None
    game = await harness.store.games.latest_in(thread)
    assert game is not None
    assert seed_of(read_moves(await harness.store.games.moves(game.id))) == 1234


async def finished(harness: Harness) -> tuple[Message, int]:
    """Alice and Bob play Stones to its end in a thread: Alice takes 1, Bob 2, Alice the last 1."""
    _lobby, thread = await started(harness, ALICE, BOB, pile=4)
    for user, take in ((ALICE, "Take 1"), (BOB, "Take 2"), (ALICE, "Take 1")):
        await harness.click(user, newest(harness, thread), take)
    return newest(harness, thread), thread


async def test_rematch_refuses_outsiders_and_a_second_press_and_keeps_moderators(harness: Harness) -> None:
    final, thread = await finished(harness)
    outsider = await harness.click(EVE, final, "Rematch")
    assert outsider.last.ephemeral and outsider.text == "Only a player of that game or a moderator can start a rematch."
    assert harness.store is not None and await harness.store.games.live_in(thread) is None  # nothing made
    by_mod = await harness.click(MOD, final, "Rematch")
    (ping,) = by_mod.made
    assert not ping.ephemeral and f"<@{ALICE.id}>" in ping.content and f"<@{BOB.id}>" in ping.content
    lobby = await harness.store.games.live_in(thread)
    assert lobby is not None and lobby.host_id == ALICE.id and lobby.options == {"pile": 4}  # the old host keeps it
    again = await harness.click(BOB, final, "Rematch")
    assert again.last.ephemeral and "already open" in again.text


async def test_the_game_over_replay_button_posts_the_replay(harness: Harness) -> None:
    final, _thread = await finished(harness)
    reply = await harness.click(EVE, final, "Replay")  # anyone watching may ask for it
    ((name, data),) = reply.last.files
    assert not reply.last.ephemeral and name == "replay.webp" and data[:4] == b"RIFF" and b"WEBP" in data[:16]
    assert "replayed from first move to last" in reply.last.content


async def test_rematch_after_the_channel_was_deleted_makes_nothing(harness: Harness) -> None:
    final, thread = await finished(harness)
    post = harness.fake._post

    def deleted(body: Any, files: Any, cid: str) -> Any:  # the thread is gone: Discord answers 404
        if int(cid) == thread:
            raise DiscordError(404, 10003, "Unknown Channel")
        return post(body, files, cid)

    harness.fake._post = deleted  # type: ignore[method-assign]
    reply = await harness.click(ALICE, final, "Rematch")
    assert reply.last.ephemeral and "deleted" in reply.text
    assert harness.store is not None and await harness.store.games.live_in(thread) is None


async def test_history_and_replay_say_why_there_is_nothing_to_show(harness: Harness) -> None:
    none = await harness.slash(ALICE, "stones history")
    assert none.last.ephemeral and none.text.startswith("There is no Stones game in this channel")
    lobby = (await harness.slash(ALICE, "stones new", thread=False)).last
    for command in ("stones history", "stones replay"):
        reply = await harness.slash(BOB, command)
        assert reply.last.ephemeral and reply.text == "This game is still in its lobby: nothing has happened yet."
    await harness.click(ALICE, lobby, "Cancel")
    cancelled = await harness.slash(ALICE, "stones replay")
    assert cancelled.last.ephemeral and cancelled.text == "That game was cancelled, so there is nothing to show."
    nobody = await harness.slash(EVE, "icebreaker stats")
    assert nobody.last.ephemeral and nobody.text == "Eve hasn't finished a game here yet."
    empty = await harness.slash(EVE, "icebreaker leaderboard")
    assert empty.last.ephemeral and empty.text.startswith("No finished games count")


async def test_history_is_private_and_the_private_reply_says_what_happened_since(harness: Harness) -> None:
    _lobby, thread = await started(harness, ALICE, BOB, EVE, pile=9)
    await harness.click(ALICE, newest(harness, thread), "Take 1")
    await harness.click(BOB, newest(harness, thread), "Take 2")
    await harness.click(EVE, newest(harness, thread), "Take 1")
    mine = await harness.slash(ALICE, "stones history", channel_id=thread)
    assert mine.last.ephemeral
    assert mine.text.splitlines()[1:] == ["Turn 2: Bob took 2; 6 left.", "Turn 3: Eve took 1; 5 left."]
    assert mine.text.startswith("**Since your last move**")
    private = await harness.click(ALICE, newest(harness, thread), "My secret")
    assert private.last.ephemeral and private.text.startswith("**Since your last turn**")
    assert "Bob took 2; 6 left." in private.text and "Your secret number is" in private.text
    replay = await harness.slash(BOB, "stones replay", channel_id=thread)  # a running game replays so far
    ((name, data),) = replay.last.files
    assert name == "replay.webp" and data[:4] == b"RIFF"
