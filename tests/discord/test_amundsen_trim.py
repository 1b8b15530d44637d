"""Loss of Equipment in Discord: the rival is pinged and trims from his own hand (AVS-037).

The decision belongs to the rival, not to the player whose turn it was, so the turn message
mentions him, and only his "Show hand" offers the discard.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.games.amundsen_scott import GAME
from tests.amundsen_scott.helpers import build
from tests.discord.driver import perform
from tests.discord.test_amundsen_game import COGS, ROALD, ROBERT
from tests.fakediscord.inprocess import Harness, running

SCOTT_HAND = ["C33", "C54", "C20", "C21", "C22", "C23", "C34"]


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", games={GAME.key: GAME}, cogs=COGS) as h:
        for user in (ROALD, ROBERT):
            h.fake.add_user(user.id, user.name)
        yield h


async def test_avs_037_rival_is_pinged_and_trims_his_own_hand(harness: Harness) -> None:
    """AVS-037: after Loss of Equipment the rival (not the player) is asked to discard to 5."""
    assert harness.store is not None
    lobby = (await harness.slash(ROALD, "amundsen new", amundsen="0")).last
    await harness.click(ROBERT, lobby, "Join")
    await harness.click(ROALD, lobby, "Start")
    thread = int(lobby.data["thread"]["id"])
    game = await harness.store.games.latest_in(thread)
    assert game is not None
    # A prepared position, as a saved game would hold it: Roald holds Loss of Equipment.
    await harness.store.repair.replace_state(game.id, build(a_hand=["C32"], s_hand=SCOTT_HAND))
    await harness.slash(ROALD, "amundsen board", channel_id=thread)

    turn = harness.fake.channel_messages(thread)[-1]
    game = await harness.store.games.latest_in(thread)
    assert game is not None and game.state is not None
    loss = next(a for a in GAME.legal_actions(game.state, 0) if a["type"] == "loss")
    hand = await harness.click(ROALD, turn, "Show hand")
    await perform(harness, ROALD, hand.last, loss)

    turn = harness.fake.channel_messages(thread)[-1]
    assert f"<@{ROBERT.id}>, Loss of Equipment! Discard 2 cards" in turn.content
    assert f"<@{ROALD.id}>" not in turn.content
    refused = await harness.click(ROALD, turn, "Show hand")  # Roald may look, but has nothing to do
    assert not [c for c in refused.last.components() if c.get("type") == 3]

    robert = await harness.click(ROBERT, turn, "Show hand")
    game = await harness.store.games.latest_in(thread)
    assert game is not None and game.state is not None
    trims = GAME.legal_actions(game.state, 1)
    # Only legal pairs are offered, identical cards once with a count: no wrong pick can be made.
    labels = [o["label"] for c in robert.last.components() for o in c.get("options", [])] or robert.last.labels()
    assert len(labels) == len(trims) and all("C" not in label.split() for label in labels)
    trim = next(a for a in trims if sorted(a["cards"]) == ["C33", "C54"])
    await perform(harness, ROBERT, robert.last, trim)

    game = await harness.store.games.latest_in(thread)
    assert game is not None and game.state is not None
    assert game.state["phase"] == "main" and len(game.state["players"][1]["hand"]) == 5
    assert "C33" in game.state["discard"] and "C54" in game.state["discard"]
    assert f"<@{ROBERT.id}>," in harness.fake.channel_messages(thread)[-1].content  # then his own turn
    assert harness.errors == []
