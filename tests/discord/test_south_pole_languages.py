"""A German game of Roll to the South Pole through the Discord stand-in (issue 24): the turn
message's narrowing steps keep the game's language (the "My peeks" button too, after a step), and
a peek's secret is told to the clicker in their own Discord language (RSP-043, RSP-076)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.games.south_pole import GAME
from tests.discord.driver import started
from tests.discord.test_south_pole_controls import peek_state
from tests.discord.test_south_pole_game import COGS
from tests.fakediscord.inprocess import Harness, User, running

PLAYERS = [
    User(200000000000000001, "Roald", locale="pt-BR"),
    User(200000000000000002, "Robert", locale="pt-BR"),
    User(200000000000000003, "Ernest", locale="pt-BR"),
]


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", games={GAME.key: GAME}, cogs=COGS, users=PLAYERS) as h:
        yield h


async def test_a_german_games_steps_speak_german_and_a_peek_speaks_the_clickers_language(harness: Harness) -> None:
    assert harness.store is not None
    thread, game = await started(harness, PLAYERS, "southpole new", join="Beitreten", start="Starten", language="de")
    assert game.language == "de"
    state = peek_state()  # a prepared position, as a saved game would hold it
    await harness.store.repair.replace_state(game.id, state)
    await harness.slash(PLAYERS[0], "southpole board", channel_id=thread)
    user = PLAYERS[GAME.to_act(state)[0]]

    turn = harness.fake.channel_messages(thread)[-1]
    assert "Meine Einblicke" in turn.labels() and "Würfeln zum Südpol" in turn.content
    await harness.click(user, turn, "Unter ein Plättchen schauen (1 Kraftwürfel)…")
    rows = next(c for c in turn.components() if c.get("placeholder", "").startswith("Unter ein Plättchen schauen"))
    assert all(o["label"].startswith("Reihe ") for o in rows["options"])
    await harness.choose(user, turn, ["0"], custom_id=rows["custom_id"])
    assert "Zurück" in turn.labels() and "Meine Einblicke" in turn.labels()  # still German after a step
    tile = next(c for c in turn.components() if c.get("placeholder") == "Welches Plättchen?" or c.get("type") == 2)
    if tile["type"] == 3:
        done = await harness.choose(user, turn, [tile["options"][0]["value"]], custom_id=tile["custom_id"])
    else:  # five tiles or fewer in the row: buttons
        done = await harness.click(user, turn, custom_id=tile["custom_id"])
    notes = [m.content for m in done.made if m.ephemeral and "🔍" in m.content]
    assert notes and "Você espiou" in notes[0] and "Só você vê isto." in notes[0]
    assert harness.errors == []
