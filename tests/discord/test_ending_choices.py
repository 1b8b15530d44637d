"""A choice that ends the game for everyone asks for a second click, as resigning does (issue 28).

The engines say which action types end the game by choice (``Game.ending_choices``): only
Amundsen's declared freeze (AVS-060) does. A click on it answers the clicker alone with the
question and a "Yes, end the game" button; nothing changes until that button is clicked.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.games import GAMES
from bot.games.amundsen_scott import GAME
from tests.amundsen_scott.helpers import build
from tests.discord.driver import perform
from tests.discord.test_amundsen_game import COGS, ROALD, ROBERT
from tests.fakediscord.inprocess import Harness, running


def test_only_amundsens_freeze_ends_the_game_by_choice() -> None:
    """AVS-060: a declared freeze ends the game at once for both; no other game has such a choice
    (winning moves end a game too, but they are the point of playing, not a declaration)."""
    assert {key: set(game.ending_choices) for key, game in GAMES.items() if game.ending_choices} == {
        "amundsen-scott": {"freeze"}
    }


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", games={GAME.key: GAME}, cogs=COGS) as h:
        for user in (ROALD, ROBERT):
            h.fake.add_user(user.id, user.name)
        yield h


async def test_avs_060_a_freeze_is_made_only_on_the_second_click(harness: Harness) -> None:
    assert harness.store is not None
    lobby = (await harness.slash(ROALD, "amundsen new", amundsen="0")).last
    await harness.click(ROBERT, lobby, "Join")
    await harness.click(ROALD, lobby, "Start")
    thread = int(lobby.data["thread"]["id"])
    game = await harness.store.games.latest_in(thread)
    assert game is not None
    # A dead deck and a one-card row: declaring Take 2 freezes both explorers (AVS-060).
    frozen = build(a_hand=["C14", "C33"], row=["C20", None, None], deck=[], exhaustions=2)
    await harness.store.repair.replace_state(game.id, frozen)
    await harness.slash(ROALD, "amundsen board", channel_id=thread)
    turn = harness.fake.channel_messages(thread)[-1]
    game = await harness.store.games.latest_in(thread)
    assert game is not None and game.state is not None
    freeze = next(a for a in GAME.legal_actions(game.state, 0) if a["type"] == "freeze")

    asked = await perform(harness, ROALD, turn, freeze)
    question = asked.last
    assert question.ephemeral and "ends the game for everyone" in question.content
    assert "Freeze: declare Take 2" in question.content and question.labels() == ["Yes, end the game"]
    still = await harness.store.games.latest_in(thread)
    assert still is not None and still.version == game.version and GAME.outcome(still.state or {}) is None
    assert harness.fake.channel_messages(thread)[-1].id == turn.id  # nothing posted: nothing happened

    refused = await harness.click(ROBERT, question, "Yes, end the game")  # not his to confirm
    assert refused.text == "It's Roald's turn."
    await harness.click(ROALD, question, "Yes, end the game")
    over = await harness.store.games.latest_in(thread)
    assert over is not None and over.state is not None and GAME.outcome(over.state) is not None
    assert "**Game over.**" in harness.fake.channel_messages(thread)[-1].content
    assert harness.errors == []
