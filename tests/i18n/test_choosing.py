"""Which language a game speaks, and a private reply (issue 24, items 3 and 4): the lobby's
`language` option, else the server's default (`/icebreaker language`, Manage Server only), else
the server's preferred locale when it is ours, else English; a refusal in the clicker's language."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.fakediscord.inprocess import CHANNEL_ID, Harness, User, running
from tests.fakediscord.model import walk

HOST = User(500000000000000001, "Ada", moderator=True)
PLAYER = User(500000000000000002, "Bo")
GERMAN_GUEST = User(500000000000000003, "Cy", locale="de")


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", users=[HOST, PLAYER, GERMAN_GUEST]) as h:
        yield h
        assert h.errors == []


async def language_of_new_game(harness: Harness, **options: object) -> str:
    await harness.slash(HOST, "northpole new", thread=False, **options)
    games = await harness.bot.table.games_for(CHANNEL_ID) if harness.bot else []
    assert len(games) == 1
    language = games[0].language
    await harness.slash(HOST, "northpole cancel")
    return language


async def test_a_game_speaks_the_servers_preferred_locale_when_it_is_ours(harness: Harness) -> None:
    harness.fake.guild_locale = "zh-TW"
    assert await language_of_new_game(harness) == "zh-TW"
    harness.fake.guild_locale = "fr"  # not one of ours: English
    assert await language_of_new_game(harness) == "en-US"


async def test_the_servers_default_beats_its_locale_and_the_lobby_option_beats_both(harness: Harness) -> None:
    harness.fake.guild_locale = "zh-TW"
    said = await harness.slash(HOST, "icebreaker language", language="de")
    assert said.text == "New games on this server will speak Deutsch."  # in the asker's own language
    assert await language_of_new_game(harness) == "de"
    assert await language_of_new_game(harness, language="pt-BR") == "pt-BR"
    await harness.slash(HOST, "icebreaker language", language="auto")
    assert await language_of_new_game(harness) == "zh-TW"


async def test_only_manage_server_sets_the_default(harness: Harness) -> None:
    said = await harness.slash(PLAYER, "icebreaker language", language="de")
    assert said.text == "Only members with the Manage Server permission can set the server's language."
    assert await language_of_new_game(harness) == "en-US"  # nothing changed


async def test_a_refusal_speaks_the_clickers_discord_language(harness: Harness) -> None:
    lobby = (await harness.slash(HOST, "northpole new", thread=False)).last
    await harness.click(PLAYER, lobby, "Join")
    await harness.click(HOST, lobby, "Start")
    turn = harness.fake.channel_messages(CHANNEL_ID)[-1]
    button = next(c for c in walk(turn.components()) if c.get("type") == 2 and c.get("custom_id"))
    refused = await harness.click(GERMAN_GUEST, turn, custom_id=button["custom_id"])
    assert refused.text == "Du spielst in diesem Spiel nicht mit."


async def test_a_language_we_dont_speak_gets_a_sentence_and_opens_nothing(harness: Harness) -> None:
    said = await harness.slash(HOST, "northpole new", thread=False, language="fr")
    assert said.text.startswith("I don't speak “fr”. Choose one of: English (US), Deutsch")
    assert harness.bot is not None and await harness.bot.table.games_for(CHANNEL_ID) == []
