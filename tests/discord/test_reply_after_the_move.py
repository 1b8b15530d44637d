"""A move is made, then Discord refuses the reply about it (the private message it was made from
was deleted meanwhile): the clicker is never told "nothing was changed", the move stands, and the
bot reports no crash (issue 27's "never a false sentence")."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.games.amundsen_scott import GAME
from tests.discord.driver import perform, started
from tests.discord.test_amundsen_game import COGS
from tests.fakediscord.inprocess import Harness, User, running
from tests.fakediscord.model import Fault

PLAYERS = [User(310000000000000001, "Roald"), User(310000000000000002, "Robert")]
UNKNOWN_MESSAGE = 10008  # Discord's code for a message that no longer exists


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", games={GAME.key: GAME}, cogs=COGS, users=PLAYERS) as h:
        yield h


async def test_a_refused_reply_after_a_private_move_says_nothing_false(harness: Harness) -> None:
    thread, game = await started(harness, PLAYERS, "amundsen new")
    assert game.state is not None and harness.store is not None
    (seat,) = GAME.to_act(game.state)
    private = next(a for a in GAME.legal_actions(game.state, seat) if GAME.private_action(a))  # a hand card
    turn = harness.fake.channel_messages(thread)[-1]
    original = r"/webhooks/\d+/[^/]+/messages/@original"
    harness.fake.faults.append(Fault("PATCH", original, 404, code=UNKNOWN_MESSAGE, message="Unknown Message"))
    reply = await perform(harness, PLAYERS[seat], turn, private)
    assert not [f for f in harness.fake.faults if f.times > 0], "the reply about the move was refused"
    after = await harness.store.games.latest_in(thread)
    assert after is not None and after.version == game.version + 1  # the move stands
    assert not any("went wrong" in m.text for m in reply.made) and "nothing was changed" not in reply.text
    assert harness.errors == []


async def test_a_lobby_change_whose_reply_discord_refuses_is_told_truthfully(harness: Harness) -> None:
    """The host picks a turn clock; Discord refuses the lobby's edit: the clock is saved, and the
    host reads that Discord refused the reply, not that nothing changed."""
    assert harness.store is not None
    lobby = (await harness.slash(PLAYERS[0], "amundsen new")).last
    clock_menu = next(c for c in lobby.components() if c.get("placeholder") == "Turn clock…")
    original = r"/webhooks/\d+/[^/]+/messages/@original"
    harness.fake.faults.append(Fault("PATCH", original, 404, code=UNKNOWN_MESSAGE, message="Unknown Message"))
    reply = await harness.choose(PLAYERS[0], lobby, ["120"], custom_id=clock_menu["custom_id"])
    assert not [f for f in harness.fake.faults if f.times > 0], "the lobby's edit was refused"
    assert "Discord refused my reply" in reply.text and "nothing was changed" not in reply.text
    game = await harness.store.games.latest_in(int(lobby.data["thread"]["id"]))
    assert game is not None and game.clock == 120  # saved all the same
    assert harness.errors == []
