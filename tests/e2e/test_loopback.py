"""End to end: the real `python -m bot` process against a loopback Discord stand-in."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.fakediscord.model import CHANNEL_ID, FakeDiscord
from tests.fakediscord.payloads import interaction, member, slash_data
from tests.fakediscord.process import BotProcess, serving, until
from tests.fakediscord.server import LoopbackDiscord

ALICE = (100000000000000001, "Alice")
RULES = {  # a phrase from each game's player summary
    "amundsen": "Amundsen",
    "northpole": "Race to the North Pole",
    "poletopole": "Pole to Pole",
    "rollinone": "Roll In One",
}


@pytest.fixture
async def loopback(tmp_path: Path) -> AsyncIterator[tuple[LoopbackDiscord, BotProcess]]:
    async with serving(tmp_path, [ALICE]) as served:
        yield served


def answered(fake: FakeDiscord, token: str) -> str | None:
    info = fake.interactions.get(token)
    if not info or not info["made"]:
        return None
    return fake.messages[info["made"][-1]].content


async def ask(server: LoopbackDiscord, command: str) -> str:
    fake = server.fake
    payload = interaction(fake, 2, member(*ALICE), CHANNEL_ID)
    payload["data"] = slash_data(fake, command, {})
    fake.open_interaction(int(payload["id"]), payload["token"], ALICE[0], CHANNEL_ID, None)
    await server.push("INTERACTION_CREATE", payload)
    await until(lambda: answered(fake, payload["token"]) is not None, what=f"an answer to /{command}")
    return answered(fake, payload["token"]) or ""


async def test_bot_logs_in_syncs_and_answers(loopback: tuple[LoopbackDiscord, BotProcess]) -> None:
    server, bot = loopback
    await bot.start()
    await until(lambda: server.ready_sent.is_set() and "global" in server.fake.commands, what="login and sync")
    names = {c["name"] for c in server.fake.commands["global"]}
    assert {"settings", "icebreaker", "southpole", "amundsen", "northpole", "poletopole", "rollinone"} <= names
    text = await ask(server, "icebreaker games")
    assert "Icebreaker" in text and "Roll to the South Pole" in text
    assert "push your luck" in await ask(server, "southpole rules")  # a game cog answers with its summary
    for group, words in RULES.items():  # every game's cog is loaded and answers in the real process
        assert words in await ask(server, f"{group} rules")
    syncs = [c for c in server.fake.calls if c.method == "PUT"]
    await bot.kill()
    server.ready_sent.clear()
    await bot.start()  # the same database: commands unchanged, so no second sync
    await until(server.ready_sent.is_set, what="second login")
    assert "Icebreaker" in await ask(server, "icebreaker games")
    assert [c for c in server.fake.calls if c.method == "PUT"] == syncs
    heartbeat = bot.database.with_name(bot.database.name + ".alive")
    await until(heartbeat.exists, timeout=20, what="the health heartbeat")
