"""When the world around the bot misbehaves (issue 27): each case is a scenario through the
offline Discord, with the sentence the player reads and what happens to the game.

Lost permissions and archived threads, slow and failing Discord, deleted messages, threads and
servers; the database outages are in ``test_outages.py``."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from pathlib import Path

import discord
import pytest

from bot.clock import run_clocks
from bot.store import GameRow, Store
from bot.table import Command, OfflinePublisher, Table, Turn
from bot.ui import faults
from tests.fakediscord.inprocess import Harness, User, running
from tests.fakediscord.model import BOT_ID, GUILD_ID, Fault, Message
from tests.fakediscord.payloads import guild_payload, with_bot_member
from tests.fakediscord.toy import GAME as STONES

ALICE = User(100000000000000001, "Alice")
BOB = User(100000000000000002, "Bob")
MOD = User(100000000000000003, "Mod", moderator=True)
TOY = {"games": {"stones": STONES}, "cogs": ("cogs.settings", "tests.fakediscord.toy")}
FAR_FUTURE = time.time() + 10**7  # past any back-off


@pytest.fixture
async def harness(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[Harness]:
    monkeypatch.setattr(faults, "RETRY_WAITS", (0.0, 0.0))  # transient failures retried at once
    async with running(tmp_path / "db.sqlite3", **TOY) as h:
        for user in (ALICE, BOB, MOD):
            h.fake.add_user(user.id, user.name)
        yield h
        assert h.errors == []


async def started(h: Harness) -> int:
    lobby = (await h.slash(ALICE, "stones new", pile=9)).last
    await h.click(BOB, lobby, "Join")
    await h.click(ALICE, lobby, "Start")
    return int(lobby.data["thread"]["id"])


def newest(h: Harness, channel: int) -> Message:
    return h.fake.channel_messages(channel)[-1]


async def game_in(h: Harness, thread: int) -> GameRow:
    assert h.store is not None
    game = await h.store.games.latest_in(thread)
    assert game is not None
    return game


def dms(h: Harness, user: User) -> list[str]:
    return [m.content for m in h.fake.dms_to(user.id)]


async def test_without_send_messages_the_turn_is_shown_through_the_click(harness: Harness) -> None:
    thread = await started(harness)
    first = newest(harness, thread)
    harness.fake.locked_channels.add(thread)  # a moderator took Send Messages away
    reply = await harness.click(ALICE, first, "Take 1")
    # Never a false sentence: the move is saved, the turn is shown, and the missing permission named.
    assert "Your move is saved" in reply.text and "**Send Messages**" in reply.text
    shown = newest(harness, thread)  # the click's own follow-up: interaction webhooks need no permission
    assert shown.id != first.id and f"<@{BOB.id}>" in shown.content and "8 left" in shown.content
    # The host is told once, in words, which permission to give.
    warnings = [text for text in dms(harness, ALICE) if "Send Messages" in text]
    assert len(warnings) == 1
    await harness.click(BOB, shown, "Take 2")  # play goes on from the copy
    assert "6 left" in newest(harness, thread).content
    assert len([text for text in dms(harness, ALICE) if "Send Messages" in text]) == 1
    board = await harness.slash(ALICE, "stones board", channel_id=thread)
    assert "Something went wrong" not in board.text and "**Send Messages**" in board.text
    harness.fake.locked_channels.clear()
    assert harness.bot is not None
    harness.bot.publisher.refusals.forget(thread)  # the channel update event after the fix
    before = newest(harness, thread).id
    board = await harness.slash(ALICE, "stones board", channel_id=thread)
    assert "Posted the board again" in board.text
    assert newest(harness, thread).id != before and f"<@{ALICE.id}>" in newest(harness, thread).content


async def test_a_refusal_names_only_the_permissions_taken_away(harness: Harness) -> None:
    """Discord withholds Attach Files and Embed Links from whoever can't send messages, and
    everything from whoever can't see the channel: a moderator is asked only for what was taken."""
    assert harness.bot is not None
    guild = with_bot_member(guild_payload(GUILD_ID + 1, "Other club"))
    taken = {
        "send": discord.Permissions(send_messages=True),
        "view": discord.Permissions(view_channel=True, send_messages=True),
        "files": discord.Permissions(attach_files=True),
        "send and history": discord.Permissions(send_messages=True, read_message_history=True),
    }
    channels = {name: GUILD_ID + 10 + n for n, name in enumerate(taken)}
    guild["channels"] = [
        {
            "id": str(channels[name]),
            "type": 0,
            "guild_id": guild["id"],
            "name": name,
            "position": n,
            "permission_overwrites": [{"id": str(BOT_ID), "type": 1, "allow": "0", "deny": str(denied.value)}],
        }
        for n, (name, denied) in enumerate(taken.items())
    ]
    harness.bot._connection._add_guild_from_data(guild)  # type: ignore[arg-type]
    named = {name: faults.missing_permissions(harness.bot, channel) for name, channel in channels.items()}
    assert named == {
        "send": ["Send Messages"],
        "view": ["View Channel"],
        "files": ["Attach Files"],
        "send and history": ["Send Messages", "Read Message History"],
    }


async def test_a_channel_that_refuses_costs_a_handful_of_requests(harness: Harness) -> None:
    thread = await started(harness)
    game = await game_in(harness, thread)
    assert harness.bot is not None
    harness.fake.locked_channels.add(thread)
    await harness.bot.table.play.act(Command(game.id, game.version, ALICE.id, 0))  # no click to show it through
    for _ in range(50):  # fifty upkeep passes, each past the game's own back-off
        await harness.bot.table.upkeep.recover(now=FAR_FUTURE)
    posts = [c for c in harness.fake.calls if c.method == "POST" and c.path == f"/channels/{thread}/messages"]
    assert len(posts) <= 3  # the channel's back-off: not one request per pass


async def test_a_turn_nobody_clicked_is_posted_at_the_next_pass_after_the_fix(harness: Harness) -> None:
    thread = await started(harness)
    game = await game_in(harness, thread)
    assert harness.bot is not None
    harness.fake.locked_channels.add(thread)
    turn = await harness.bot.table.play.act(Command(game.id, game.version, ALICE.id, 0))  # no click to show it
    assert not turn.posted and turn.problem is not None and "**Send Messages**" in str(turn.problem)
    await harness.bot.upkeep()  # still refused: the channel's back-off, no post
    assert "8 left" not in newest(harness, thread).content
    harness.fake.locked_channels.clear()  # a moderator gives the permission back: Discord says so
    harness.bot._connection.parse_thread_update(harness.fake.channels[thread])
    await harness.settle()
    await harness.bot.upkeep()  # the next pass (every 15 s), whatever the game's own back-off
    assert "8 left" in newest(harness, thread).content and f"<@{BOB.id}>" in newest(harness, thread).content
    assert (await game_in(harness, thread)).published_version == 2


async def test_an_archived_thread_is_reopened_and_the_turn_posted(harness: Harness) -> None:
    thread = await started(harness)
    harness.fake.archive(thread)
    await harness.click(ALICE, newest(harness, thread), "Take 1")
    assert harness.fake.channels[thread]["thread_metadata"]["archived"] is False
    assert "8 left" in newest(harness, thread).content


async def test_a_locked_archived_thread_is_named_and_shown_through_the_click(harness: Harness) -> None:
    thread = await started(harness)
    harness.fake.archive(thread, sticky=True)
    reply = await harness.click(ALICE, newest(harness, thread), "Take 1")
    assert "Your move is saved" in reply.text and "archived" in reply.text
    assert "8 left" in newest(harness, thread).content  # shown through the click


async def test_503_and_500_answers_are_retried(harness: Harness) -> None:
    thread = await started(harness)
    harness.fake.faults.append(Fault("POST", rf"/channels/{thread}/messages", 503, times=2))
    assert harness.bot is not None
    game = await game_in(harness, thread)
    turn = await harness.bot.table.play.act(Command(game.id, game.version, ALICE.id, 0))
    assert turn.posted and "8 left" in newest(harness, thread).content


async def test_two_429s_and_three_5xx_delay_but_never_lose_a_turn(harness: Harness) -> None:
    thread = await started(harness)
    posts = rf"/channels/{thread}/messages"
    harness.fake.faults += [
        Fault("POST", posts, 429, retry_after=0.05, times=2),  # waited out by discord.py
        Fault("POST", posts, 503, times=2),  # not retried by discord.py: retried by the publisher
        Fault("POST", posts, 500, times=1),  # retried by discord.py itself
    ]
    reply = await harness.click(ALICE, newest(harness, thread), "Take 1")
    assert "Something went wrong" not in reply.text
    for _ in range(3):  # the post may still be finishing when the click is answered: upkeep keeps at it
        if "8 left" in newest(harness, thread).content:
            break
        assert harness.bot is not None
        await harness.bot.table.upkeep.recover(now=FAR_FUTURE)
        await harness.settle()
    assert "8 left" in newest(harness, thread).content and f"<@{BOB.id}>" in newest(harness, thread).content
    assert not [f for f in harness.fake.faults if f.times > 0]  # every fault was met on the way
    game = await game_in(harness, thread)
    assert game.published_version == game.version == 2


class HeldPublisher(OfflinePublisher):
    """Posts wait until the test lets them go, as behind a long rate limit."""

    def __init__(self) -> None:
        self.release = asyncio.Event()
        self.posted: list[int] = []

    async def publish(self, turn: Turn) -> int:
        await self.release.wait()
        self.posted.append(turn.game.version)
        return 1000 + turn.game.version


@pytest.fixture
async def store(database_url: str) -> AsyncIterator[Store]:
    opened = await Store.open(database_url)
    yield opened
    await opened.close()


async def test_a_slow_post_holds_neither_the_game_nor_the_click(store: Store) -> None:
    publisher = HeldPublisher()
    table = Table(store, {"stones": STONES}, publisher)
    table.venue.click_wait = 0.05
    lobby = await table.lobby.open(
        game_key="stones", options={"pile": 9}, guild_id=1, channel_id=5, in_thread=False, host_id=1, host_name="A"
    )
    await table.lobby.join(lobby.id, 2, "B")
    await asyncio.wait_for(table.lobby.start(lobby.id, 1), 10)  # answered though its post waits
    first = await asyncio.wait_for(table.play.act(Command(lobby.id, 1, 1, 0)), 10)
    assert not first.posted and first.problem is not None and "slow" in str(first.problem)
    second = await asyncio.wait_for(table.play.act(Command(lobby.id, 2, 2, 0)), 10)  # the game isn't held
    assert second.game.version == 3
    publisher.release.set()
    for _ in range(100):
        if 3 in publisher.posted:
            break
        await asyncio.sleep(0.02)
    # The waiting posts of older versions yield to the newest one; the newest is on screen.
    assert publisher.posted[-1] == 3 and 2 not in publisher.posted
    game = await store.games.get(lobby.id)
    assert game is not None and game.published_version == 3


class LockWatcher(OfflinePublisher):
    """Records each post's version, its events and whether the game's lock was held meanwhile."""

    def __init__(self) -> None:
        self.table: Table | None = None
        self.posts: list[tuple[int, int, bool]] = []  # (version, events shown, lock held)

    async def publish(self, turn: Turn) -> int:
        assert self.table is not None
        await asyncio.sleep(0)  # a real post awaits Discord: the lock must be free by then
        held = self.table.venue.lock(turn.game.id).locked()
        self.posts.append((turn.game.version, len(turn.moved), held))
        return 1000 + turn.game.version


async def test_a_run_of_bot_moves_is_posted_once_after_the_lock(store: Store) -> None:
    publisher = LockWatcher()
    table = Table(store, {"stones": STONES}, publisher)
    publisher.table = table
    lobby = await table.lobby.open(
        game_key="stones", options={"pile": 9}, guild_id=1, channel_id=5, in_thread=False, host_id=1, host_name="A"
    )
    await table.lobby.add_bot(lobby.id, 1)
    await table.lobby.add_bot(lobby.id, 1)
    await table.lobby.start(lobby.id, 1)
    await table.play.act(Command(lobby.id, 1, 1, 0))  # the person's move; then both bots play theirs
    # Version 1 (start), 2 (the click), then the bots' run of two moves shown once, at its end.
    assert [version for version, _events, _held in publisher.posts] == [1, 2, 4]
    assert publisher.posts[-1][1] >= 2  # the run's one post carries both bots' moves
    assert not any(held for _version, _events, held in publisher.posts)  # no post under the game's lock
    game = await store.games.get(lobby.id)
    assert game is not None and game.published_version == 4


async def test_a_deleted_turn_message_is_posted_again(harness: Harness) -> None:
    thread = await started(harness)
    turn = newest(harness, thread)
    assert harness.bot is not None
    del harness.fake.messages[turn.id]
    deleted = {"id": str(turn.id), "channel_id": str(thread), "guild_id": str(GUILD_ID)}
    harness.bot._connection.parse_message_delete(deleted)
    await harness.settle()
    again = newest(harness, thread)
    assert again.id != turn.id and f"<@{ALICE.id}>" in again.content and again.labels() == turn.labels()
    await harness.click(ALICE, again, "Take 1")
    assert "8 left" in newest(harness, thread).content


async def test_a_deleted_thread_closes_its_game(harness: Harness) -> None:
    thread = await started(harness)
    assert harness.bot is not None and harness.store is not None
    await harness.slash(BOB, "settings dm", enabled=True)
    harness.fake.delete_channel(thread)
    harness.bot._connection.parse_thread_delete(
        {"id": str(thread), "guild_id": str(GUILD_ID), "parent_id": "0", "type": 11}
    )
    await harness.settle()
    game = await game_in(harness, thread)
    assert game.status == "cancelled"
    assert any("deleted" in text for text in dms(harness, BOB))
    mine = await harness.slash(BOB, "icebreaker mygames")
    assert "not in any live game" in mine.text
    calls = len(harness.fake.calls)
    for _ in range(5):
        await harness.bot.upkeep()
    assert not [c for c in harness.fake.calls[calls:] if str(thread) in c.path]


async def test_a_thread_deleted_while_offline_closes_at_the_first_post(harness: Harness) -> None:
    thread = await started(harness)
    assert harness.bot is not None
    game = await game_in(harness, thread)
    harness.fake.delete_channel(thread)  # no event: the bot was offline
    turn = await harness.bot.table.play.act(Command(game.id, game.version, ALICE.id, 0))
    assert not turn.posted and turn.problem is not None and "no longer exists" in str(turn.problem)
    assert (await game_in(harness, thread)).status == "cancelled"
    assert await harness.bot.table.upkeep.recover(now=FAR_FUTURE) == 0


async def test_an_orphan_can_be_cancelled_from_the_parent_channel(harness: Harness) -> None:
    thread = await started(harness)
    harness.fake.delete_channel(thread)  # deleted while the bot was offline: still running
    reply = await harness.slash(ALICE, "stones cancel")
    assert "cancelled" in reply.text
    assert (await game_in(harness, thread)).status == "cancelled"



async def stones(table: Table, channel: int, clock: int = 0) -> int:
    lobby = await table.lobby.open(
        game_key="stones", options={"pile": 9}, guild_id=1, channel_id=channel, in_thread=False, host_id=1,
        host_name="A",
    )
    await table.lobby.join(lobby.id, 2, "B")
    if clock:
        await table.lobby.set_clock(lobby.id, 1, clock)
    await table.lobby.start(lobby.id, 1)
    return lobby.id


class Recorder(OfflinePublisher):
    def __init__(self) -> None:
        self.ids = iter(range(1000, 10**6))

    async def publish(self, turn: Turn) -> int:
        return next(self.ids)


async def test_one_bad_game_never_stops_the_others(store: Store) -> None:
    now = [time.time()]
    table = Table(store, {"stones": STONES}, Recorder(), now=lambda: now[0])
    unreadable, broken, fine = [await stones(table, c, clock=60) for c in (5, 6, 7)]
    async with store.db.write() as tx:  # a damaged file or an old bug: one row unreadable, one unusable
        await tx.execute("UPDATE games SET state = 'not json' WHERE id = ?", (unreadable,))
        await tx.execute("UPDATE games SET state = '{\"nonsense\": 1}' WHERE id = ?", (broken,))
    now[0] += 120  # every clock ran out
    done = await run_clocks(table)
    assert done.timed_out == 1  # the good game's turn was played for its late seat
    game = await store.games.get(fine)
    assert game is not None and game.version == 2
    damaged = await store.games.get(broken)
    assert damaged is not None and damaged.status == "damaged"  # closed, with a notice owed


async def test_clocks_run_only_on_turns_that_were_shown(harness: Harness) -> None:
    assert harness.bot is not None
    now = [time.time()]
    harness.bot.table.venue.now = lambda: now[0]
    lobby = (await harness.slash(ALICE, "stones new", pile=9)).last
    thread = int(lobby.data["thread"]["id"])
    await harness.click(BOB, lobby, "Join")
    harness.fake.locked_channels.update({thread})  # every post refused from the start
    harness.bot.publisher.replies.clear()
    game = await game_in(harness, thread)
    await harness.bot.table.lobby.start(game.id, ALICE.id)  # no click to show it through
    calls = len(harness.fake.calls)
    for _ in range(25):
        now[0] += 86400 * 2  # days pass: the clock would have run out many times
        await harness.bot.upkeep()
    game = await game_in(harness, thread)
    assert game.version == 1  # nobody's turn was played for them: nobody saw it
    assert len(harness.fake.calls) - calls <= 30  # a handful of requests, not thousands


async def test_a_server_that_removes_the_bot_stops_its_clocks(harness: Harness) -> None:
    thread = await started(harness)
    assert harness.bot is not None
    game = await game_in(harness, thread)
    assert game.deadline is not None
    left = game.deadline - harness.bot.table.now()
    assert await harness.bot.table.places.guild_left(GUILD_ID) == 1
    assert (await game_in(harness, thread)).deadline is None  # nothing can time out meanwhile
    assert await harness.bot.table.places.guild_back(GUILD_ID) == 1
    resumed = (await game_in(harness, thread)).deadline
    assert resumed is not None and abs(resumed - harness.bot.table.now() - left) < 60
