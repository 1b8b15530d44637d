"""A game leaves a memory (issue 23): the game-over message gives every seat its place."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.discord.test_core_flow import ALICE, BOB, EVE, MOD, TOY, newest, started
from tests.fakediscord.inprocess import Harness, running


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", **TOY) as h:
        for user in (ALICE, BOB, EVE, MOD):
            h.fake.add_user(user.id, user.name)
        yield h
        assert h.errors == []


async def test_game_over_gives_every_player_a_place_and_mentions_them(harness: Harness) -> None:
    _lobby, thread = await started(harness, ALICE, BOB, EVE, pile=3)
    await harness.click(ALICE, newest(harness, thread), "Take 3")
    final = newest(harness, thread).content
    assert "Alice wins!" in final and "1 turn ·" in final
    lines = final.splitlines()
    mine = [line for line in lines if f"<@{ALICE.id}>" in line]
    assert len(mine) == 1 and mine[0].startswith("🥇") and "won" in mine[0]
    for user in (BOB, EVE):  # the others are mentioned once each, with a place
        (line,) = [line for line in lines if f"<@{user.id}>" in line]
        assert "won" not in line
    assert len(final) <= 2000, final


async def test_the_seed_is_kept_with_the_setup_move(harness: Harness) -> None:
    from bot.memory.log import read_moves
    from bot.memory.replay import seed_of

    harness.seed(1234)
    _lobby, thread = await started(harness, ALICE, BOB, pile=3)
    assert harness.store is not None
    game = await harness.store.games.latest_in(thread)
    assert game is not None
    assert seed_of(read_moves(await harness.store.games.moves(game.id))) == 1234
