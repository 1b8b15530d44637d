"""The lobby shows the options that matter for the seats taken, each as it will be played, and
``/icebreaker games`` counts players the way people say it (issue 28)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.fakediscord.inprocess import Harness, User, running
from tests.fakediscord.model import Message

PLAYERS = [User(500000000000000001 + n, name) for n, name in enumerate(("Ada", "Bo", "Cy", "Di"))]


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", users=PLAYERS) as h:
        yield h
        assert h.errors == []


def options(lobby: Message) -> str:
    """The lobby card's Options section (its words after the "**Options**" heading), or ""."""
    lines = lobby.text.splitlines()
    return lines[lines.index("**Options**") + 1] if "**Options**" in lines else ""


async def test_two_player_game_reads_2_players(harness: Harness) -> None:
    games = (await harness.slash(PLAYERS[0], "icebreaker games")).text
    assert "**1911 Amundsen vs. Scott** (2 players)" in games and "2–2" not in games
    assert "**Pole to Pole** (2–4 players)" in games


async def test_ptp_010_pairs_show_only_with_four_seats(harness: Harness) -> None:
    """PTP-010/PTP-083: with 2 or 3 players everyone plays alone, so "Play: in pairs" isn't shown."""
    lobby = (await harness.slash(PLAYERS[0], "poletopole new", play="teams")).last
    await harness.click(PLAYERS[1], lobby, "Join")
    assert options(lobby) == ""  # nothing that matters with two: no Options field at all
    for user in PLAYERS[2:]:
        await harness.click(user, lobby, "Join")
    assert "Play: in pairs" in options(lobby)


async def test_rio_037_a_solo_lobby_shows_the_round_it_plays(harness: Harness) -> None:
    """RIO-152/RIO-037/RIO-113: alone, "auto" is a solo round of 3 holes (or the lowered number),
    and reaction options, which do nothing alone, aren't shown."""
    lobby = (await harness.slash(PLAYERS[0], "rollinone new", feeling_mean=True)).last
    shown = options(lobby)
    assert "Mode: solo round" in shown and "Holes: 3" in shown and "Feeling mean" not in shown
    await harness.click(PLAYERS[1], lobby, "Join")
    shown = options(lobby)
    assert "Mode: standard" in shown and "Holes: 4" in shown and "Feeling mean: on" in shown  # RIO-037: 4 with two


async def test_rio_037_a_solo_lobby_of_one_hole_says_one(harness: Harness) -> None:
    lobby = (await harness.slash(PLAYERS[0], "rollinone new", holes=1)).last
    assert "Holes: 1" in options(lobby) and "Mode: solo round" in options(lobby)
