"""Turn clocks (issue 15), driven by an injected clock through the offline harness: reminders at
half time and near the end (never twice, even across a restart), a bot playing a turn whose
time ran out, a bot keeping the seat after three in a row, the player taking it back, bots
added in the lobby, the inbox and going away."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.fakediscord.inprocess import Harness, User, running
from tests.fakediscord.model import Message
from tests.fakediscord.toy import GAME as STONES
from tests.fakediscord.toy import T0, Clock

ALICE = User(100000000000000001, "Alice")
BOB = User(100000000000000002, "Bob")
TOY = {"games": {"stones": STONES}, "cogs": ("cogs.settings", "tests.fakediscord.toy")}



@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[tuple[Harness, Clock]]:
    clock = Clock()
    async with running(tmp_path / "db.sqlite3", **TOY) as h:
        for user in (ALICE, BOB):
            h.fake.add_user(user.id, user.name)
        assert h.bot is not None
        h.bot.table.venue.now = clock
        yield h, clock
        assert h.errors == []


async def two_minute_game(h: Harness, *, bot: bool = False) -> int:
    lobby = (await h.slash(ALICE, "stones new", pile=30)).last
    clock_select = next(c for c in lobby.components() if c.get("placeholder") == "Turn clock…")
    await h.choose(ALICE, lobby, ["120"], custom_id=clock_select["custom_id"])
    assert "2 minutes per turn" in lobby.text
    if bot:
        await h.click(ALICE, lobby, "Add bot")
    else:
        await h.click(BOB, lobby, "Join")
    await h.click(ALICE, lobby, "Start")
    return int(lobby.data["thread"]["id"])


def posts(h: Harness, thread: int) -> list[Message]:
    return h.fake.channel_messages(thread)


def reminders(h: Harness, thread: int) -> list[str]:
    return [m.content for m in posts(h, thread) if m.content.startswith("⏰")]


async def upkeep(h: Harness) -> None:
    assert h.bot is not None
    await h.bot.upkeep()


async def test_reminders_go_out_once_each_even_across_a_restart(harness: tuple[Harness, Clock]) -> None:
    h, clock = harness
    thread = await two_minute_game(h)
    turn = posts(h, thread)[-1]
    assert f"<t:{int(T0 + 120)}:R>" in turn.content  # the deadline as a Discord timestamp
    clock.now = T0 + 30
    await upkeep(h)
    assert reminders(h, thread) == []
    clock.now = T0 + 61  # half time
    await upkeep(h)
    await upkeep(h)
    assert len(reminders(h, thread)) == 1 and f"<@{ALICE.id}>" in reminders(h, thread)[0]
    await h.restart()
    assert h.bot is not None
    h.bot.table.venue.now = clock
    await upkeep(h)
    assert len(reminders(h, thread)) == 1  # not again after the restart
    clock.now = T0 + 109  # the last call: a tenth of the clock before the end
    await upkeep(h)
    await upkeep(h)
    assert len(reminders(h, thread)) == 2 and "a bot plays it for you" in reminders(h, thread)[1]


async def test_a_turn_out_of_time_is_played_by_a_bot_and_the_table_is_told(harness: tuple[Harness, Clock]) -> None:
    h, clock = harness
    thread = await two_minute_game(h)
    clock.now = T0 + 121
    await upkeep(h)
    ended, turn = posts(h, thread)[-2:]
    # Told in Alice's own turn message, rewritten as her turn ended; Bob's turn starts a new one (issue 28).
    assert "Alice ran out of time, so a bot played for them." in ended.content and ended.labels() == []
    assert f"<@{BOB.id}>," in turn.content and f"<t:{int(T0 + 121 + 120)}:R>" in turn.content
    assert h.store is not None
    game = await h.store.games.latest_in(thread)
    assert game is not None and game.version == 2 and game.seats[0].timeouts == 1
    await h.click(BOB, turn, "Take 1")  # Bob plays in time: his clock restarts, nothing else happens
    assert posts(h, thread)[-1].content.count("ran out of time") == 0


async def test_three_turns_out_of_time_hand_the_seat_to_a_bot_until_taken_back(harness: tuple[Harness, Clock]) -> None:
    h, clock = harness
    thread = await two_minute_game(h)
    for round_number in range(3):
        clock.now += 121
        await upkeep(h)  # Alice's turn runs out
        turn = posts(h, thread)[-1]
        assert f"<@{BOB.id}>," in turn.content, round_number
        await h.click(BOB, turn, "Take 1")
    assert h.store is not None
    game = await h.store.games.latest_in(thread)
    assert game is not None and game.seats[0].bot and not game.seats[1].bot
    # From now on the bot plays Alice's turns at once: Bob is asked again straight after his move.
    turn = posts(h, thread)[-1]
    assert f"<@{BOB.id}>," in turn.content and f"<@{ALICE.id}>" not in turn.content
    assert "Take my seat back" in turn.labels()
    refused = await h.click(BOB, turn, "Take my seat back")
    assert "already playing your own seat" in refused.text
    back = await h.click(ALICE, turn, "Take my seat back")
    assert "Your seat is yours again" in back.text
    await h.click(BOB, posts(h, thread)[-1], "Take 1")
    assert f"<@{ALICE.id}>," in posts(h, thread)[-1].content  # Alice is asked again


async def test_a_bot_added_in_the_lobby_plays_its_turns_at_once(harness: tuple[Harness, Clock]) -> None:
    h, _clock = harness
    thread = await two_minute_game(h, bot=True)
    turn = posts(h, thread)[-1]
    assert f"<@{ALICE.id}>," in turn.content
    await h.click(ALICE, turn, "Take 1")
    assert f"<@{ALICE.id}>," in posts(h, thread)[-1].content  # the bot has already moved
    assert h.store is not None
    game = await h.store.games.latest_in(thread)
    assert game is not None and game.version == 3
    assert game.seats[1].name == "Nansen" and game.seats[1].user_id < 0


async def test_the_inbox_lists_my_turns_first_and_away_pauses_my_clocks(harness: tuple[Harness, Clock]) -> None:
    h, clock = harness
    first = await two_minute_game(h)
    await h.click(ALICE, posts(h, first)[-1], "Take 1")  # now Bob's turn there
    second = await two_minute_game(h)  # Alice's turn here
    inbox = (await h.slash(ALICE, "icebreaker mygames")).text
    lines = inbox.splitlines()
    assert lines[0].startswith("**Your games** — your turn in 1 of 2")
    assert "your turn" in lines[1] and str(second) in lines[1] and "waiting for Bob" in lines[2]
    reply = await h.slash(ALICE, "icebreaker away", days=2)
    until = int(T0 + 2 * 86400)
    assert f"<t:{until}:f>" in reply.text
    assert any("Alice is away until" in m.content for m in posts(h, second))
    clock.now = T0 + 121
    await upkeep(h)
    assert "ran out of time" not in posts(h, second)[-1].content  # her clock waits
    assert h.store is not None
    game = await h.store.games.latest_in(second)
    assert game is not None and game.deadline == until + 120
