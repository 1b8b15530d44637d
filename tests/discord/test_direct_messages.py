"""Game commands in a DM answer with one sentence saying where games are played (issue 27),
instead of opening a lobby nobody else could join."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from tests.discord.test_core_flow import TOY
from tests.fakediscord.inprocess import Harness, Reply, User, running
from tests.fakediscord.payloads import slash_data

ALICE = User(100000000000000001, "Alice")
DM_CHANNEL = 920000000000000001
WHERE = (
    "Games are played in a server's channels, not in direct messages: "
    "use `/stones new` in a channel of a server I'm in."
)


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", users=(ALICE,), **TOY) as h:
        h.fake.add_channel({"id": str(DM_CHANNEL), "type": 1, "recipients": [h.fake.users[ALICE.id]]})
        yield h
        assert h.errors == []


async def in_dm(h: Harness, user: User, command: str, **options: Any) -> Reply:
    """``/command`` typed in the user's DM with the bot: no server, no member, a user."""
    payload = h._base(2, user, DM_CHANNEL)
    for key in ("guild_id", "guild", "guild_locale", "member"):
        payload.pop(key)
    payload |= {"user": user.member()["user"], "context": 1, "authorizing_integration_owners": {"1": str(user.id)}}
    payload["data"] = slash_data(h.fake, command, options)
    h.fake.open_interaction(int(payload["id"]), payload["token"], user.id, DM_CHANNEL, None)
    assert h.bot is not None
    h.bot._connection.parse_interaction_create(payload)
    await h.settle()
    return Reply(h.fake, payload["token"], user)


@pytest.mark.parametrize("command", ["stones new", "stones status", "stones board", "stones cancel"])
async def test_game_commands_in_a_dm_say_where_games_are_played(harness: Harness, command: str) -> None:
    reply = await in_dm(harness, ALICE, command)
    assert reply.text == WHERE and reply.last.ephemeral
    assert harness.store is not None and await harness.store.games.latest_in(DM_CHANNEL) is None
    assert [m for m in harness.fake.messages.values() if not m.ephemeral] == []  # no lobby was posted


async def test_rules_still_answer_in_a_dm(harness: Harness) -> None:
    reply = await in_dm(harness, ALICE, "stones rules")
    assert reply.text == "**Stones**"
