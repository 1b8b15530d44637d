"""The Discord layer on a tiny test game: lobby, turns, controls, secrets, restarts.

Everything runs through the real discord.py command tree and dynamic items, with HTTP
answered by the in-memory FakeDiscord (tests/fakediscord).
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import GameStatus, MoveKind
from tests.discord.driver import leave
from tests.fakediscord.inprocess import Harness, User, running
from tests.fakediscord.model import CHANNEL_ID, Message
from tests.fakediscord.toy import GAME as STONES

ALICE = User(100000000000000001, "Alice")
BOB = User(100000000000000002, "Bob")
EVE = User(100000000000000003, "Eve")
MOD = User(100000000000000004, "Mod", moderator=True)
TOY = {"games": {"stones": STONES}, "cogs": ("cogs.settings", "tests.fakediscord.toy")}


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", **TOY) as h:
        for user in (ALICE, BOB, EVE, MOD):
            h.fake.add_user(user.id, user.name)
        yield h
        assert h.errors == []


async def lobby(h: Harness, *players: User, **options: object) -> Message:
    reply = await h.slash(players[0], "stones new", **options)
    message = reply.last
    for player in players[1:]:
        await h.click(player, message, "Join")
    return message


async def started(h: Harness, *players: User, **options: object) -> tuple[Message, int]:
    message = await lobby(h, *players, **options)
    await h.click(players[0], message, "Start")
    return message, int(message.data["thread"]["id"])


def newest(h: Harness, channel: int) -> Message:
    return h.fake.channel_messages(channel)[-1]


def ended(h: Harness, channel: int) -> Message:
    """The turn message before the newest: a move that passed the turn is told there, in the
    mover's own message, rewritten without controls (issue 28)."""
    message = h.fake.channel_messages(channel)[-2]
    assert message.labels() == []
    return message


async def test_lobby_lists_seats_and_opens_a_thread(harness: Harness) -> None:
    message = await lobby(harness, ALICE, BOB, pile=5)
    assert message.v2 and not message.content and not message.data["embeds"]  # one Components V2 card
    (card,) = message.data["components"]
    assert card["type"] == 17 and card["accent_color"] == 0x5865F2  # a container, blurple while open
    title, players = message.text.splitlines()[:2]
    assert title == "## Stones — lobby" and players.startswith("**Players (2/3")
    assert f"<@{ALICE.id}> (host)" in message.text and f"<@{BOB.id}>" in message.text
    assert message.labels() == ["Join", "Leave", "Add bot", "Start", "Cancel", "Turn clock…"]
    assert message.data["thread"]["parent_id"] == str(CHANNEL_ID)


async def test_lobby_refusals_are_ephemeral_and_change_nothing(harness: Harness) -> None:
    message = await lobby(harness, ALICE)
    reply = await harness.click(ALICE, message, "Start")
    assert "needs 2–3 players; 1 joined" in reply.text and reply.last.ephemeral
    await harness.click(BOB, message, "Join")
    assert "already joined" in (await harness.click(BOB, message, "Join")).text
    assert "Only the host can start" in (await harness.click(BOB, message, "Start")).text
    await harness.click(EVE, message, "Join")
    assert "full (3 players)" in (await harness.click(MOD, message, "Join")).text
    assert "host can't leave" in (await harness.click(ALICE, message, "Leave")).text
    await harness.click(BOB, message, "Leave")
    assert f"<@{BOB.id}>" not in message.text
    assert "Only the host or a moderator" in (await harness.click(EVE, message, "Cancel")).text
    await harness.click(MOD, message, "Cancel")
    assert message.text.startswith("## Stones — cancelled")
    assert message.labels() == []


async def test_bad_option_gets_a_sentence(harness: Harness) -> None:
    reply = await harness.slash(ALICE, "stones new", pile=99)
    assert reply.text == "Option pile must be at most 30." and reply.last.ephemeral


async def test_one_game_per_channel(harness: Harness) -> None:
    await harness.slash(ALICE, "stones new", thread=False)
    reply = await harness.slash(BOB, "stones new", thread=False)
    assert "already a Stones game in this channel" in reply.text


async def test_turn_message_mentions_and_offers_only_legal_moves(harness: Harness) -> None:
    _lobby, thread = await started(harness, ALICE, BOB, pile=4)
    turn = newest(harness, thread)
    assert f"<@{ALICE.id}>, take 1, 2 or 3 stones (4 left)." in turn.content
    assert turn.files[0][1].startswith(b"\x89PNG")
    await harness.click(ALICE, turn, "Take 2")
    turn = newest(harness, thread)
    assert f"<@{BOB.id}>," in turn.content
    assert turn.labels() == ["Take 1", "Take 2", "My secret"]  # only 2 stones left: no "Take 3"


async def test_wrong_player_and_outsider_are_refused(harness: Harness) -> None:
    _lobby, thread = await started(harness, ALICE, BOB)
    turn = newest(harness, thread)
    assert (await harness.click(BOB, turn, "Take 1")).text == "It's Alice's turn."
    assert (await harness.click(EVE, turn, "Take 1")).text == "You're not playing in this game."
    assert len(harness.fake.channel_messages(thread)) == 1


async def test_stale_and_double_clicks_apply_once(harness: Harness) -> None:
    _lobby, thread = await started(harness, ALICE, BOB, pile=9)
    turn = newest(harness, thread)
    seen = turn.snapshot()
    first = await harness.click(ALICE, seen, "Take 1", wait=False)
    second = await harness.click(ALICE, seen, "Take 2", wait=False)
    await harness.settle()
    texts = [first.text, second.text]
    # The second is refused: the turn moved on (its new message may still be on its way: posts
    # run after the game's lock, and the refusal says so).
    assert sum("earlier turn" in t or "being posted" in t for t in texts) == 1
    assert harness.store is not None
    game = await harness.store.games.latest_in(thread)
    assert game is not None and game.version == 2
    assert game.state is not None and game.state["pile"] in (7, 8)
    assert turn.labels() == []  # the old turn message lost its controls
    assert "earlier turn" in (await harness.click(ALICE, seen, "Take 3")).text


async def test_private_view_goes_only_to_its_owner(harness: Harness) -> None:
    _lobby, thread = await started(harness, ALICE, BOB)
    assert harness.store is not None
    game = await harness.store.games.latest_in(thread)
    assert game is not None and game.state is not None
    secret = str(game.state["secrets"][1])
    reply = await harness.click(BOB, newest(harness, thread), "My secret")
    assert reply.last.ephemeral and reply.last.visible_to == BOB.id
    assert secret in reply.text
    public = " ".join(m.content for m in harness.fake.channel_messages(thread))
    # A turn clock's Discord timestamp (<t:1796596840:R>) may hold the secret's digits by chance.
    assert secret not in re.sub(r"<t:\d+:R>", "", public)
    outsider = await harness.click(EVE, newest(harness, thread), "My secret")
    assert "not playing" in outsider.text


async def test_controls_from_the_private_reply(harness: Harness) -> None:
    _lobby, thread = await started(harness, ALICE, BOB, pile=9)
    private = await harness.click(ALICE, newest(harness, thread), "My secret")
    menu = private.last
    assert menu.labels() == ["Take 1", "Take 2", "Take 3"]
    done = await harness.click(ALICE, menu, "Take 3")
    assert "Alice took 3; 6 left." in ended(harness, thread).content
    assert menu.labels() == []  # the private step menu is spent
    assert "secret is still" in done.text


async def test_game_over_message(harness: Harness) -> None:
    _lobby, thread = await started(harness, ALICE, BOB, pile=3)
    await harness.click(ALICE, newest(harness, thread), "Take 3")
    final = newest(harness, thread)
    assert "Game over" in final.content and "Alice wins!" in final.content
    assert final.labels() == ["Rematch", "Replay"]  # no move controls: only what a finished game offers
    assert harness.store is not None
    game = await harness.store.games.latest_in(thread)
    assert game is not None and game.status == GameStatus.OVER


async def test_resign_passes_the_turn_and_can_end_the_game(harness: Harness) -> None:
    _lobby, thread = await started(harness, ALICE, BOB, EVE)
    before = len(harness.fake.channel_messages(thread))
    ask = await harness.slash(ALICE, "stones resign", channel_id=thread)
    assert ask.last.ephemeral and "Leave this Stones game?" in ask.text
    assert ask.last.labels() == ["Yes, leave the game"]
    assert len(harness.fake.channel_messages(thread)) == before  # nothing happens without the second click
    foreign = await harness.click(BOB, ask.last, "Yes, leave the game")
    assert foreign.text == "That button belongs to someone else."
    offered = ask.last.snapshot()
    await harness.click(ALICE, ask.last, "Yes, leave the game")
    assert ask.last.content == "You have left the game." and ask.last.labels() == []
    turn = newest(harness, thread)
    assert "Alice left the game." in ended(harness, thread).content and f"<@{BOB.id}>," in turn.content
    again = await harness.click(ALICE, offered, "Yes, leave the game")  # a second click on the old copy
    assert again.text == "You have already left this game."
    await leave(harness, BOB, "stones", thread)
    assert "Eve wins!" in newest(harness, thread).content


async def test_shared_commands(harness: Harness) -> None:
    _lobby, thread = await started(harness, ALICE, BOB)
    status = await harness.slash(EVE, "stones status", channel_id=thread)
    assert "▶ Alice" in status.text and "• Bob" in status.text
    before = len(harness.fake.channel_messages(thread))
    await harness.slash(BOB, "stones board", channel_id=thread)
    messages = harness.fake.channel_messages(thread)
    assert len(messages) == before + 1 and messages[-2].labels() == []
    assert messages[-1].labels()[0] == "Take 1"
    from_lobby = await harness.slash(ALICE, "stones status", channel_id=CHANNEL_ID)  # reaches the thread's game
    assert "▶ Alice" in from_lobby.text and f"<#{thread}>" in from_lobby.text
    cancelled = await harness.slash(EVE, "stones cancel", channel_id=thread)
    assert "Only the host or a moderator" in cancelled.text
    turn = newest(harness, thread)
    seen = turn.snapshot()
    await harness.slash(MOD, "stones cancel", channel_id=thread)
    assert turn.labels() == []
    assert "was cancelled" in (await harness.click(ALICE, seen, "Take 1")).text


async def test_restart_keeps_the_game_and_old_buttons_work(harness: Harness) -> None:
    _lobby, thread = await started(harness, ALICE, BOB, pile=9)
    await harness.click(ALICE, newest(harness, thread), "Take 1")
    turn = newest(harness, thread)
    old_bot = harness.bot
    await harness.restart()
    assert harness.bot is not old_bot
    await harness.click(BOB, turn, "Take 2")
    assert "Bob took 2; 6 left." in ended(harness, thread).content


async def test_restart_posts_a_turn_that_a_crash_left_unposted(harness: Harness) -> None:
    _lobby, thread = await started(harness, ALICE, BOB, pile=9)
    assert harness.bot is not None and harness.store is not None
    game = await harness.store.games.latest_in(thread)
    assert game is not None and game.state is not None
    state, events = STONES.apply(game.state, 0, {"type": "take", "n": 2})
    # Saved, then the process died before posting: the store has it, Discord doesn't.
    await harness.store.games.record(
        game.id,
        game.version,
        seat=0,
        kind=MoveKind.ACTION,
        action={"type": "take", "n": 2},
        events=events,
        state=state,
        finished=False,
    )
    before = len(harness.fake.channel_messages(thread))
    await harness.restart()
    messages = harness.fake.channel_messages(thread)
    assert len(messages) == before + 1 and f"<@{BOB.id}>," in messages[-1].content
    game = await harness.store.games.latest_in(thread)
    assert game is not None and game.published_version == game.version and game.status == GameStatus.RUNNING


async def test_commands_sync_only_when_changed(harness: Harness) -> None:
    syncs = [c for c in harness.fake.calls if c.method == "PUT" and c.path.endswith("/commands")]
    assert len(syncs) == 1
    names = {c["name"] for c in syncs[0].body}
    assert {"stones", "settings", "icebreaker"} <= names
    await harness.restart()
    syncs = [c for c in harness.fake.calls if c.method == "PUT" and c.path.endswith("/commands")]
    assert len(syncs) == 1


async def test_dm_opt_in_and_closed_dms(harness: Harness) -> None:
    reply = await harness.slash(BOB, "settings dm", enabled=True)
    assert reply.text.startswith("DMs on")
    _lobby, thread = await started(harness, ALICE, BOB)
    await harness.click(ALICE, newest(harness, thread), "Take 1")
    notices = harness.fake.dms_to(BOB.id)
    assert notices and "Your turn in **Stones**" in notices[-1].content
    private = await harness.click(BOB, newest(harness, thread), "My secret")
    assert "Your secret number" in harness.fake.dms_to(BOB.id)[-1].content
    assert "Your secret number" in private.text  # the ephemeral reply comes too
    harness.fake.closed_dms.add(BOB.id)
    private = await harness.click(BOB, newest(harness, thread), "My secret")
    assert "couldn't DM you" in private.text and "Your secret number" in private.text
    await harness.click(BOB, newest(harness, thread), "Take 1")  # a failing DM notice never stalls the game
    assert f"<@{ALICE.id}>," in newest(harness, thread).content


async def test_rules_and_games_commands(harness: Harness) -> None:
    assert "**Stones**" in (await harness.slash(EVE, "stones rules")).text
    games = await harness.slash(EVE, "icebreaker games")
    assert "`/stones new`" in games.text
