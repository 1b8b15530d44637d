"""Games that never get stuck (issue 9): turns whose post failed are posted later, clicks in
between are told the truth, clicks discord.py can't route get a sentence, slow Discord calls
don't hold a game's lock, and a damaged record is repaired or closed at start-up."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.db import Conflict
from bot.store import GameRow, GameStatus, Store
from bot.table import Command, Ended, OfflinePublisher, Refusal, Table, Turn
from bot.ui.unrouted import GONE
from tests.fakediscord.inprocess import Harness, Reply, User, running
from tests.fakediscord.model import Message
from tests.fakediscord.payloads import interaction
from tests.fakediscord.toy import GAME as STONES

ALICE = User(100000000000000001, "Alice")
BOB = User(100000000000000002, "Bob")
TOY = {"games": {"stones": STONES}, "cogs": ("cogs.settings", "tests.fakediscord.toy")}
FAR_FUTURE = time.time() + 10**7  # past any back-off


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", **TOY) as h:
        for user in (ALICE, BOB):
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


async def raw_click(h: Harness, user: User, message: Message, custom_id: str) -> Reply:
    """A click exactly as the gateway would deliver it, whatever the message carries now."""
    payload = interaction(h.fake, 3, user.member(), message.channel_id)
    payload["message"] = message.data
    payload["data"] = {"custom_id": custom_id, "component_type": 2}
    assert h.bot is not None
    h.fake.open_interaction(int(payload["id"]), payload["token"], user.id, message.channel_id, message.id)
    h.bot._connection.parse_interaction_create(payload)
    await h.settle()
    return Reply(h.fake, payload["token"], user)


async def test_a_failed_post_is_retried_and_clicks_meanwhile_are_told_the_truth(harness: Harness) -> None:
    thread = await started(harness)
    first = newest(harness, thread)
    assert harness.bot is not None and harness.store is not None
    game = await harness.store.games.latest_in(thread)
    assert game is not None
    harness.fake.locked_channels.add(thread)  # the bot lost its permission to post here
    await harness.bot.table.play.act(Command(game.id, game.version, ALICE.id, 0))  # a move with no click to show it
    assert newest(harness, thread).id == first.id  # the move is saved, its turn could not be posted
    again = await harness.click(ALICE, first, "Take 1")
    assert "isn't on screen yet" in again.text and "Send Messages" in again.text
    assert "Use the newest message" not in again.text
    # Still locked: the upkeep pass fails quietly and backs off (no error, no post).
    assert await harness.bot.table.upkeep.recover(now=FAR_FUTURE) == 0
    harness.fake.locked_channels.clear()
    harness.bot.publisher.refusals.forget(thread)  # what a channel update event does
    assert await harness.bot.table.upkeep.recover(now=time.time()) == 0  # backing off: not yet
    assert await harness.bot.table.upkeep.recover(now=FAR_FUTURE) == 1
    turn = newest(harness, thread)
    assert turn.id != first.id and f"<@{BOB.id}>" in turn.content and "8 left" in turn.content
    await harness.click(BOB, turn, "Take 2")
    assert "6 left" in harness.fake.channel_messages(thread)[-2].content  # Bob's own turn message (issue 28)


async def test_the_upkeep_loop_posts_a_turn_a_crash_left_unposted(harness: Harness) -> None:
    thread = await started(harness)
    assert harness.bot is not None and harness.store is not None
    game = await harness.store.games.latest_in(thread)
    assert game is not None
    harness.bot.table.venue.publisher = None  # the process "dies" between saving and posting
    await harness.bot.table.play.act(Command(game.id, game.version, ALICE.id, 0))
    harness.bot.table.venue.publisher = harness.bot.publisher
    before = len(harness.fake.channel_messages(thread))
    await harness.bot.upkeep()  # one pass of the discord.ext.tasks loop
    assert len(harness.fake.channel_messages(thread)) == before + 1
    assert f"<@{BOB.id}>" in newest(harness, thread).content


async def test_clicks_discord_py_cannot_route_get_a_sentence(harness: Harness) -> None:
    thread = await started(harness)
    first = newest(harness, thread)
    spent = first.components()[0]["custom_id"]
    await harness.click(ALICE, first, "Take 1")
    assert first.components() == [] or all(c.get("type") != 2 for c in first.components())
    gone = await raw_click(harness, ALICE, first, spent)  # the controls are off that message now
    assert gone.text == GONE.english()
    truncated = await raw_click(harness, BOB, newest(harness, thread), "ib:a:12:4")
    assert truncated.text == GONE.english()
    nonsense = await raw_click(harness, BOB, newest(harness, thread), "x" * 100)
    assert nonsense.text == GONE.english()


async def test_a_forged_40_digit_game_id_is_refused_with_a_sentence(harness: Harness) -> None:
    thread = await started(harness)
    turn = newest(harness, thread)
    forged = f"ib:a:{'9' * 40}:1:0:0"
    turn.data["components"][0]["components"][0]["custom_id"] = forged  # a message that carries it
    reply = await raw_click(harness, ALICE, turn, forged)
    assert reply.text == "That game no longer exists."


class SlowPublisher(OfflinePublisher):
    """Posts at once, but taking old controls off takes as long as the test says."""

    def __init__(self) -> None:
        self.release = asyncio.Event()
        self.retiring = asyncio.Event()
        self.messages = iter(range(1000, 10**6))

    async def publish(self, turn: Turn) -> int:
        return next(self.messages) if turn.new_message else int(turn.game.turn_message_id or 0)

    async def retire(self, game: GameRow, message_id: int, ended: Ended | None = None) -> None:
        if not self.retiring.is_set():  # only the first one is slow
            self.retiring.set()
            await self.release.wait()


@pytest.fixture
async def store(database_url: str) -> AsyncIterator[Store]:
    opened = await Store.open(database_url)
    yield opened
    await opened.close()


async def stones_game(table: Table, channel: int = 5) -> int:
    lobby = await table.lobby.open(
        game_key="stones", options={"pile": 9}, guild_id=1, channel_id=channel, in_thread=False, host_id=1,
        host_name="Alice",
    )
    await table.lobby.join(lobby.id, 2, "Bob")
    await table.lobby.start(lobby.id, 1)
    return lobby.id



async def test_a_slow_discord_call_does_not_hold_the_game(store: Store) -> None:
    publisher = SlowPublisher()
    table = Table(store, {"stones": STONES}, publisher)
    game_id = await stones_game(table)
    first = asyncio.create_task(table.play.act(Command(game_id, 1, 1, 0)))
    await asyncio.wait_for(publisher.retiring.wait(), 5)  # Alice's move is saved; the old message is slow
    second = await asyncio.wait_for(table.play.act(Command(game_id, 2, 2, 0)), 5)  # Bob is not held up by it
    assert isinstance(second, Turn) and second.game.version == 3
    publisher.release.set()
    assert isinstance(await first, Turn)


async def raw(store: Store, sql: str, params: tuple[object, ...] = ()) -> None:
    """A change behind the store's back, as a damaged file or an old bug would leave it."""
    async with store.db.write() as tx:
        await tx.execute(sql, params)


async def test_an_orphaned_move_row_is_repaired_at_start(store: Store) -> None:
    """The old shared-connection bug left a move row without its state; every click then failed."""
    table = Table(store, {"stones": STONES})
    game_id = await stones_game(table)
    await table.play.act(Command(game_id, 1, 1, 0))
    await raw(
        store,
        "INSERT INTO moves (game_id, seq, seat, kind, action, events, created_at)"
        " VALUES (?, 3, 1, 'action', '{\"type\": \"take\", \"n\": 1}', '[]', 0)",
        (game_id,),
    )
    with pytest.raises(Conflict):  # what every click met before the repair
        await store.games.record(game_id, 2, seat=1, kind="action", action={}, events=[], state={}, finished=False)
    assert await table.upkeep.check_consistency() == (1, 0)
    assert [m["seq"] for m in await store.games.moves(game_id)] == [1, 2]
    moved = await table.play.act(Command(game_id, 2, 2, 0))
    assert isinstance(moved, Turn) and moved.game.version == 3
    assert await table.upkeep.check_consistency() == (0, 0)


async def test_a_state_without_its_move_rows_gets_stand_in_rows(store: Store) -> None:
    table = Table(store, {"stones": STONES})
    game_id = await stones_game(table)
    await table.play.act(Command(game_id, 1, 1, 0))
    await raw(store, "DELETE FROM moves WHERE game_id = ? AND seq = 2", (game_id,))
    assert await table.upkeep.check_consistency() == (1, 0)
    assert [(m["seq"], m["kind"]) for m in await store.games.moves(game_id)] == [(1, "setup"), (2, "lost")]
    assert isinstance(await table.play.act(Command(game_id, 2, 2, 0)), Turn)


async def test_an_unusable_state_closes_the_game_and_tells_its_channel_once(store: Store) -> None:
    notices: list[tuple[int, str]] = []

    class Recorder(SlowPublisher):
        async def notice(self, game: GameRow, text: str) -> None:
            notices.append((game.id, text))

    table = Table(store, {"stones": STONES}, Recorder())
    game_id = await stones_game(table)
    await raw(store, "UPDATE games SET version = 7 WHERE id = ?", (game_id,))
    await store.repair.replace_state(game_id, {"garbage": True})
    assert await table.upkeep.check_consistency() == (0, 1)
    game = await store.games.get(game_id)
    assert game is not None and game.status == GameStatus.DAMAGED
    with pytest.raises(Refusal, match="damaged"):
        await table.play.act(Command(game_id, 7, 1, 0))
    assert await table.upkeep.deliver_notices() == 1 and await table.upkeep.deliver_notices() == 0
    assert notices and notices[0][0] == game_id and "damaged" in notices[0][1]
    other = await stones_game(table, channel=6)  # the channel is free for a new game
    assert (await table.snapshot(other)).status == GameStatus.RUNNING
