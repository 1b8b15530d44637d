"""Done-when of issue 24 for Race to the North Pole: a server whose preferred locale is ours opens
a game with no language option, and its public turn messages, controls and /rules speak that
language, with no English sentences left (names aside); a German player's own replies are German."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.i18n import Locale, msg, say
from tests.fakediscord.inprocess import CHANNEL_ID, Harness, User, running
from tests.fakediscord.model import walk

HOST = User(500000000000000001, "Ada", moderator=True, locale="zh-TW")
GUEST = User(500000000000000002, "Bo", locale="zh-TW")
GERMAN = User(500000000000000003, "Cy", locale="de")
# A word of three Latin letters or more, outside a mention, a timestamp, a square (e5) or a name.
ENGLISH = re.compile(r"(?<![<@:#\w])[A-Za-z]{3,}")
NAMES = {"Ada", "Bo", "Cy"}


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", users=[HOST, GUEST, GERMAN]) as h:
        h.fake.guild_locale = "zh-TW"
        yield h
        assert h.errors == []


def english_words(text: str) -> list[str]:
    text = re.sub(r"<[^>]*>", "", text)  # mentions and timestamps
    return [w for w in ENGLISH.findall(text) if w not in NAMES]


async def started(harness: Harness) -> list[str]:
    lobby = (await harness.slash(HOST, "northpole new", thread=False)).last
    await harness.click(GUEST, lobby, custom_id=next(
        c["custom_id"] for c in walk(lobby.components()) if c.get("type") == 2 and "join" in c.get("custom_id", "")
    ))
    lobby = harness.fake.channel_messages(CHANNEL_ID)[0]
    start = next(c for c in walk(lobby.components()) if c.get("type") == 2 and "start" in c.get("custom_id", ""))
    await harness.click(HOST, lobby, custom_id=start["custom_id"])
    return [m.text for m in harness.fake.channel_messages(CHANNEL_ID)[1:]]


async def test_the_lobby_speaks_the_servers_language(harness: Harness) -> None:
    lobby = (await harness.slash(HOST, "northpole new", thread=False)).last
    assert "北極點競跑" in lobby.text and "回合計時" in lobby.text
    assert english_words(lobby.text) == []
    labels = [c.get("label") or c.get("placeholder") or "" for c in walk(lobby.components())]
    assert "加入" in labels and "開始" in labels
    assert [w for label in labels for w in english_words(label)] == []


async def test_a_game_on_a_traditional_chinese_server_speaks_it(harness: Harness) -> None:
    turns = await started(harness)
    assert turns, "the first turn was posted"
    first = turns[-1]
    assert "北極點競跑" in first and "第 1 回合" in first and "風暴" in first
    assert english_words(first) == []
    message = harness.fake.channel_messages(CHANNEL_ID)[-1]
    labels = [c.get("label") or c.get("placeholder") or "" for c in walk(message.components())]
    assert any("上岸" in label for label in labels)  # "Bring a pawn ashore to …"
    assert [w for label in labels for w in english_words(label)] == []
    rules = (await harness.slash(GUEST, "northpole rules")).text
    assert "北極點" in rules and english_words(rules.split("\n", 1)[1]) == []


async def test_a_refusal_and_status_speak_the_readers_own_language(harness: Harness) -> None:
    await started(harness)
    turn = harness.fake.channel_messages(CHANNEL_ID)[-1]
    button = next(c for c in walk(turn.components()) if c.get("type") == 2 and c.get("custom_id"))
    refused = await harness.click(GERMAN, turn, custom_id=button["custom_id"])
    assert refused.text == "Du spielst in diesem Spiel nicht mit."
    status = (await harness.slash(GERMAN, "northpole status")).text
    assert "Wettlauf zum Nordpol" in status and "Runde 1" in status


def test_an_old_english_only_event_still_shows_and_a_new_one_is_translated() -> None:
    old = {"type": "camp", "text": "{p0} brought a pawn ashore to e1."}
    new = {**old, "msg": msg("{who} brought a pawn ashore to {square}.", who="{p0}", square="e1").data()}
    from cogs.north_pole import NorthPole

    presenter = NorthPole.presenter.speaking(Locale.ZH_TW)
    assert presenter.event_lines([old], ["Ada"]) == ["Ada brought a pawn ashore to e1."]
    assert presenter.event_lines([new], ["Ada"]) == ["Ada讓一個米寶在 e1 上岸。"]
    assert say(Locale.DE, new["msg"]) == "{p0} brachte eine Figur auf e1 an Land."
