"""Pictures through the Discord stand-in (issue 25): every posted picture carries alt text, and
the public turn message stays a classic message whose content pings and says whose turn it is."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.games.amundsen_scott import GAME as AMUNDSEN
from bot.games.south_pole import GAME as SOUTH_POLE
from bot.ui.cards import seat_accent
from bot.ui.drawing import UNDRAWN
from tests.discord.driver import perform
from tests.discord.south_pole_policy import choose
from tests.fakediscord.inprocess import Harness, User, running
from tests.fakediscord.model import CHANNEL_ID, COMPONENTS_V2, DiscordError, FakeDiscord, Message

ROALD, ROBERT = User(310000000000000001, "Roald"), User(310000000000000002, "Robert")
GAMES = {SOUTH_POLE.key: SOUTH_POLE, AMUNDSEN.key: AMUNDSEN}
COGS = ("cogs.settings", "cogs.south_pole", "cogs.amundsen_scott")


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", games=GAMES, cogs=COGS, users=[ROALD, ROBERT]) as h:
        yield h
        assert h.errors == []


async def started(h: Harness, command: str, **options: object) -> int:
    lobby = (await h.slash(ROALD, command, **options)).last
    await h.click(ROBERT, lobby, "Join")
    await h.click(ROALD, lobby, "Start")
    return int(lobby.data["thread"]["id"])


def alt_text(message: Message) -> str:
    (attachment,) = message.data["attachments"]
    return str(attachment.get("description") or "")


async def test_turn_messages_ping_in_classic_content_and_describe_their_picture(harness: Harness) -> None:
    harness.seed(69)
    thread = await started(harness, "southpole new")
    rng, memo = random.Random(1), {}
    for _ in range(6):
        assert harness.store is not None
        game = await harness.store.games.latest_in(thread)
        assert game is not None and game.state is not None
        seat = SOUTH_POLE.to_act(game.state)[0]
        user = (ROALD, ROBERT)[seat]
        turn = harness.fake.channel_messages(thread)[-1]
        # The push notification shows the content: a classic message, the mention, then a sentence.
        assert not turn.v2 and not turn.data["embeds"]
        line = next(line for line in turn.content.splitlines() if f"<@{user.id}>" in line)
        assert line.startswith(f"<@{user.id}>, ") and line.endswith(".") and len(line.split()) >= 3
        assert turn.data["mentions"] and turn.data["mentions"][0]["id"] == str(user.id)
        described = alt_text(turn)
        assert 40 <= len(described) <= 1024 and described.startswith(f"{user.name} (")
        assert "Roll to the South Pole, round" in described
        action = choose(game.state, seat, SOUTH_POLE.legal_actions(game.state, seat), rng, memo)
        await perform(harness, user, turn, action)


async def test_a_private_hand_is_described_in_the_reply_and_the_dm(harness: Harness) -> None:
    harness.seed(2)
    await harness.slash(ROALD, "settings dm", enabled=True)
    thread = await started(harness, "amundsen new", amundsen="0")
    turn = harness.fake.channel_messages(thread)[-1]
    assert alt_text(turn).startswith("Roald (Amundsen) takes or plays cards.")  # the public picture, public words
    hand = (await harness.click(ROALD, turn, "Show hand")).last
    # Issue 25: a private reply with a picture is a Components V2 card, its picture in a gallery.
    assert hand.ephemeral and hand.v2 and hand.files[0][0] == "private.png" and not hand.content
    (item,) = hand.gallery()
    described = str(item["description"])
    assert described.startswith("Your turn. Your hand as Amundsen, ") and 40 <= len(described) <= 256
    assert hand.labels()  # the seat's own controls sit in the card
    (dm,) = [m for m in harness.fake.dms_to(ROALD.id) if m.files]  # the other DMs are turn notices
    assert alt_text(dm).startswith(described.removesuffix("…"))  # the DM's attachment says at least as much


async def test_status_is_a_card_in_the_colour_of_the_seat_to_act_with_the_described_board(harness: Harness) -> None:
    harness.seed(69)
    thread = await started(harness, "southpole new")
    assert harness.store is not None
    game = await harness.store.games.latest_in(thread)
    assert game is not None and game.state is not None
    seat = SOUTH_POLE.to_act(game.state)[0]
    status = (await harness.slash(ROBERT, "southpole status", channel_id=thread)).last
    assert status.ephemeral and status.v2 and not status.content and not status.data["embeds"]
    (container,) = status.data["components"]
    assert container["type"] == 17
    assert container["accent_color"] == seat_accent(SOUTH_POLE.key, SOUTH_POLE.view(game.state, None), seat)
    assert f"▶ {(ROALD, ROBERT)[seat].name}" in status.text
    (item,) = status.gallery()
    assert item["media"]["url"] == "attachment://board.png" and status.files[0][0] == "board.png"
    assert 40 <= len(item["description"]) <= 256 and item["description"].startswith(f"{(ROALD, ROBERT)[seat].name} (")


async def test_a_lobby_posted_as_an_embed_keeps_working_and_becomes_a_card(harness: Harness) -> None:
    lobby = (await harness.slash(ROALD, "southpole new")).last
    # The lobby as the bot posted it before Components V2: an embed, the same buttons in a row.
    buttons = [c for c in lobby.components() if c["type"] == 2]
    lobby.data.update(
        flags=0,
        content="",
        embeds=[{"title": "Roll to the South Pole — lobby"}],
        components=[{"type": 1, "components": buttons}],
    )
    assert not lobby.v2
    await harness.click(ROBERT, lobby, "Join")
    assert lobby.v2 and not lobby.data["embeds"] and not lobby.content
    assert f"<@{ROBERT.id}>" in lobby.text
    assert [c["custom_id"] for c in lobby.components() if c["type"] == 2] == [b["custom_id"] for b in buttons]


def test_the_stand_in_lists_pictures_without_alt_text_and_refuses_invalid_cards() -> None:
    fake = FakeDiscord()
    path = f"/channels/{CHANNEL_ID}/messages"
    described = {"content": "x", "attachments": [{"id": 0, "filename": "a.png", "description": "d" * 40}]}
    fake.handle("POST", path, described, [("a.png", b"1")])
    fake.handle("POST", path, {"content": "y"}, [("b.png", b"2")])
    assert fake.pictures_without_alt_text() == [f"POST {path} b.png: ''"]
    card = {"type": 17, "components": [{"type": 10, "content": "hi"}]}
    with pytest.raises(DiscordError):  # Components V2 parts need the flag
        fake.handle("POST", path, {"components": [card]}, [])
    with pytest.raises(DiscordError):  # and no content beside them
        fake.handle("POST", path, {"content": "hi", "flags": COMPONENTS_V2, "components": [card]}, [])
    fake.handle("POST", path, {"flags": COMPONENTS_V2, "components": [card]}, [])


def broken(view: object) -> bytes:
    raise RuntimeError("the renderer broke")


async def test_a_board_that_fails_to_render_still_posts_the_turn_in_words_and_says_so(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert harness.bot is not None and harness.store is not None
    presenter = harness.bot.presenters[SOUTH_POLE.key]
    drawing = presenter.render
    monkeypatch.setattr(presenter, "render", broken)
    harness.seed(69)
    thread = await started(harness, "southpole new")
    game = await harness.store.games.latest_in(thread)
    assert game is not None and game.state is not None
    seat = SOUTH_POLE.to_act(game.state)[0]
    user = (ROALD, ROBERT)[seat]
    (turn,) = harness.fake.channel_messages(thread)
    assert not turn.files and not turn.data["attachments"]
    assert f"<@{user.id}>, " in turn.content and turn.content.endswith(UNDRAWN)  # the turn, pinged, and why no picture
    assert turn.labels()  # the controls too: the game goes on
    status = (await harness.slash(ROBERT, "southpole status", channel_id=thread)).last
    assert status.v2 and not status.gallery() and not status.files and UNDRAWN in status.text
    assert f"▶ {user.name}" in status.text

    monkeypatch.setattr(presenter, "render", drawing)  # drawn again: the next message has its picture back
    action = choose(game.state, seat, SOUTH_POLE.legal_actions(game.state, seat), random.Random(1), {})
    await perform(harness, user, turn, action)
    latest = harness.fake.channel_messages(thread)[-1]
    assert latest.files and UNDRAWN not in latest.content


async def test_a_hand_that_fails_to_render_is_still_told_in_words_and_says_so(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert harness.bot is not None
    drawn_by = type(harness.bot.presenters[AMUNDSEN.key]).private.__globals__  # the cog as the bot loaded it
    monkeypatch.setitem(drawn_by, "render_hand", broken)
    harness.seed(2)
    await harness.slash(ROALD, "settings dm", enabled=True)
    thread = await started(harness, "amundsen new", amundsen="0")
    turn = harness.fake.channel_messages(thread)[-1]
    assert turn.files  # the board is drawn: only the hand's picture is broken
    hand = (await harness.click(ROALD, turn, "Show hand")).last
    assert hand.ephemeral and hand.v2 and not hand.files and not hand.gallery()
    assert hand.text.startswith("**Your hand** as Amundsen") and UNDRAWN in hand.text and hand.labels()
    (dm,) = [m for m in harness.fake.dms_to(ROALD.id) if "**Your hand**" in m.content]
    assert UNDRAWN in dm.content and not dm.files
