"""``/<game> skip``: the host or a moderator ends the turn of whoever keeps the game waiting, as
the clock running out would (RSP-069: by the rules in South Pole, else a bot plays the turn). A
skip is said as a skip, not as a time-out, and never counts toward a bot taking the seat over."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.games.south_pole import GAME as SOUTH_POLE
from bot.memory.log import read_moves
from bot.store import GameRow
from tests.fakediscord.inprocess import Harness, User, running
from tests.fakediscord.toy import GAME as STONES

ALICE = User(100000000000000001, "Alice")
BOB = User(100000000000000002, "Bob")
CAROL = User(100000000000000003, "Carol")
MOD = User(100000000000000004, "Mod", moderator=True)
USERS = [ALICE, BOB, CAROL, MOD]


@pytest.fixture
async def stones(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(
        tmp_path / "db.sqlite3", games={"stones": STONES}, cogs=("cogs.settings", "tests.fakediscord.toy"), users=USERS
    ) as h:
        yield h
        assert h.errors == []


@pytest.fixture
async def south_pole(tmp_path: Path) -> AsyncIterator[Harness]:
    cogs = ("cogs.settings", "cogs.south_pole")
    async with running(tmp_path / "db.sqlite3", games={SOUTH_POLE.key: SOUTH_POLE}, cogs=cogs, users=USERS) as h:
        yield h
        assert h.errors == []


async def _started(h: Harness, command: str) -> tuple[int, GameRow, int]:
    """A two-player game Alice hosts: its thread, its row and the seat it waits for."""
    lobby = (await h.slash(ALICE, f"{command} new")).last
    await h.click(BOB, lobby, "Join")
    await h.click(ALICE, lobby, "Start")
    thread = int(lobby.data["thread"]["id"])
    assert h.store is not None and h.bot is not None
    game = await h.store.games.latest_in(thread)
    assert game is not None and game.state is not None
    (waiting,) = h.bot.table.venue.engine(game).to_act(game.state)
    return thread, game, waiting


async def test_only_the_host_or_a_moderator_skips_and_a_bot_plays_the_skipped_turn(stones: Harness) -> None:
    h = stones
    thread, before, waiting = await _started(h, "stones")
    name = before.seats[waiting].name
    assert h.store is not None

    refused = await h.slash(CAROL, "stones skip", channel_id=thread)
    assert refused.text == "Only the host or a moderator can skip a turn."
    unchanged = await h.store.games.latest_in(thread)
    assert unchanged is not None and unchanged.version == before.version

    done = await h.slash(ALICE, "stones skip", channel_id=thread)
    assert done.text == "Skipped: the game has moved on."
    after = await h.store.games.latest_in(thread)
    assert after is not None and after.state is not None and after.version > before.version
    assert STONES.to_act(after.state) != [waiting]
    assert after.seats[waiting].timeouts == 0 and not after.seats[waiting].bot  # a skip is not the clock
    said = "\n".join(m.content for m in h.fake.channel_messages(thread))
    assert f"{name}'s turn was skipped, so a bot played it." in said and "ran out of time" not in said
    moves = read_moves(await h.store.games.moves(after.id))
    assert moves[-1].kind == "bot" and moves[-1].seat == waiting  # as a bot playing a late turn is logged

    by_mod = await h.slash(MOD, "stones skip", channel_id=thread)  # a moderator may too
    assert by_mod.text == "Skipped: the game has moved on."


async def test_rsp_069_a_skipped_south_pole_turn_ends_by_the_rules(south_pole: Harness) -> None:
    h = south_pole
    h.seed(45)
    thread, before, late = await _started(h, "southpole")
    name = before.seats[late].name
    assert h.store is not None and before.state is not None

    done = await h.slash(ALICE, "southpole skip", channel_id=thread)
    assert done.text == "Skipped: the game has moved on."
    game = await h.store.games.latest_in(thread)
    assert game is not None and game.state is not None
    assert SOUTH_POLE.to_act(game.state) == [1 - late] and game.seats[late].timeouts == 0
    assert game.state["seats"][late]["cubes"] == before.state["seats"][late]["cubes"]  # no move, no cube
    said = "\n".join(m.content for m in h.fake.channel_messages(thread))
    assert f"{name}'s turn was skipped." in said and f"{name}'s turn ended without a move." in said
    assert "a bot played" not in said


async def test_skip_says_why_when_there_is_nothing_to_skip(stones: Harness) -> None:
    h = stones
    lobby = (await h.slash(ALICE, "stones new")).last
    thread = int(lobby.data["thread"]["id"])
    not_yet = await h.slash(ALICE, "stones skip", channel_id=thread)
    assert not_yet.text == "The game hasn't started yet."
