"""Names are data, not markup: a display name pings nobody and styles nothing, and each
message pings only the players it means (the recorded payloads prove it)."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from tests.discord.test_core_flow import TOY, newest, started
from tests.fakediscord.inprocess import Harness, User, running
from tests.fakediscord.model import CHANNEL_ID, Call, walk

ALICE = User(100000000000000001, "Alice")
ROB = User(100000000000000005, "rob <@598> **x** @everyone")
VICTIM = User(598, "Victim")
BARE_MENTION = re.compile(r"(?<!\\)<@!?598>")  # a mention not escaped by a backslash


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", users=(ALICE, ROB, VICTIM), **TOY) as h:
        yield h
        assert h.errors == []


def sent(call: Call) -> dict[str, Any] | None:
    """The message a REST call posts or edits (an interaction callback carries it in ``data``)."""
    if call.method not in ("POST", "PATCH") or not isinstance(call.body, dict):
        return None
    body = call.body.get("data") if call.path.endswith("/callback") else call.body
    if not isinstance(body, dict):
        return None
    cards = int(body.get("flags") or 0) & 1 << 15  # Components V2: its words are text displays
    if not ({"content", "embeds"} & body.keys() or cards):
        return None
    return body


def messages(h: Harness) -> list[dict[str, Any]]:
    return [body for call in h.fake.calls if (body := sent(call)) is not None]


def pinged(body: dict[str, Any]) -> set[int]:
    """Whom a message may ping by its allowed mentions (absent ones: Discord parses everything)."""
    allowed = body.get("allowed_mentions")
    assert allowed is not None, f"no allowed_mentions on {body.get('content')!r}"
    assert set(allowed.get("parse", [])) <= set(), f"parses {allowed['parse']} in {body.get('content')!r}"
    return {int(u) for u in allowed.get("users", [])}


def text_of(body: dict[str, Any]) -> str:
    """The words a message shows: its content, its embeds' fields, or its cards' text displays."""
    embeds = " ".join(str(f.get("value", "")) for e in body.get("embeds") or [] for f in e.get("fields", []))
    cards = " ".join(str(c.get("content") or "") for c in walk(body.get("components") or []) if c.get("type") == 10)
    return f"{body.get('content') or ''} {embeds} {cards}"


async def test_a_name_with_mentions_and_markdown_pings_nobody(harness: Harness) -> None:
    _lobby, thread = await started(harness, ALICE, ROB, pile=9)
    turn = newest(harness, thread)
    await harness.click(ALICE, turn, "Take 1")
    await harness.click(ALICE, newest(harness, thread), "Take 1")  # refused: "It's rob …'s turn."
    await harness.click(ROB, newest(harness, thread), "Take 1")  # "rob … took 1" in the next turn
    await harness.slash(ALICE, "stones status", channel_id=thread)
    await harness.slash(ROB, "stones cancel", channel_id=thread)  # "cancelled by <@rob>": names, pings nobody
    bodies = messages(harness)
    shown = [b for b in bodies if "rob" in text_of(b)]
    assert len(shown) >= 3  # the refusal, the event line and the status name him
    for body in bodies:
        text = text_of(body)
        assert not BARE_MENTION.search(text), text
        assert "@everyone" not in text and not re.search(r"(?<!\\)\*\*x", text), text
        assert VICTIM.id not in pinged(body)
    his_turn = harness.fake.channel_messages(thread)[-2]  # the move is told in his own turn's message
    assert r"rob \<@598> \*\*x\*\* @" + "\u200beveryone took 1; 7 left." in his_turn.content
    refusal = next(b for b in bodies if str(b.get("content", "")).startswith("It's rob"))
    assert pinged(refusal) == set()


async def test_turn_messages_ping_exactly_the_seat_to_act(harness: Harness) -> None:
    _lobby, thread = await started(harness, ALICE, ROB, pile=9)
    await harness.click(ALICE, newest(harness, thread), "Take 1")
    await harness.click(ROB, newest(harness, thread), "Take 2")
    turns = [b for b in messages(harness) if "take 1, 2 or 3 stones" in str(b.get("content"))]
    assert [pinged(b) for b in turns] == [{ALICE.id}, {ROB.id}, {ALICE.id}]
    lobby_and_refusals = [b for b in messages(harness) if b not in turns]
    assert all(pinged(b) == set() for b in lobby_and_refusals)


async def test_pictures_draw_the_name_as_typed(harness: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    assert harness.bot is not None
    presenter = harness.bot.presenters["stones"]
    drawn: list[list[str]] = []
    original = presenter.render

    def render(view: dict[str, Any]) -> bytes:
        drawn.append(list(view["names"]))
        return original(view)

    monkeypatch.setattr(presenter, "render", render)
    await started(harness, ALICE, ROB)
    assert drawn == [[ALICE.name, ROB.name]]


async def test_mygames_escapes_names(harness: Harness) -> None:
    await started(harness, ROB, ALICE)
    reply = await harness.slash(ALICE, "icebreaker mygames", channel_id=CHANNEL_ID)
    assert r"waiting for rob \<@598> \*\*x\*\*" in reply.text
