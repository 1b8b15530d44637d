"""A Roll to the South Pole turn whose clock runs out: the rules act for the seat (RSP-069), no
bot plays it; the move log keeps it as a time-out, and the replay rebuilds it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.games import GAMES
from bot.games.south_pole import GAME
from bot.memory.log import read_moves
from bot.memory.replay import replay_frames
from tests.fakediscord.inprocess import Harness, User, running
from tests.fakediscord.toy import T0, Clock

PLAYERS = [User(210000000000000001, "Roald"), User(210000000000000002, "Robert")]
COGS = ("cogs.settings", "cogs.south_pole")


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[tuple[Harness, Clock]]:
    clock = Clock()
    async with running(tmp_path / "db.sqlite3", games={GAME.key: GAME}, cogs=COGS, users=PLAYERS) as h:
        assert h.bot is not None
        h.bot.table.venue.now = clock
        yield h, clock
        assert h.errors == []


async def test_rsp_069_a_turn_out_of_time_ends_by_the_rules_and_replays(harness: tuple[Harness, Clock]) -> None:
    h, clock = harness
    h.seed(45)
    lobby = (await h.slash(PLAYERS[0], "southpole new")).last
    clock_select = next(c for c in lobby.components() if c.get("placeholder") == "Turn clock…")
    await h.choose(PLAYERS[0], lobby, ["120"], custom_id=clock_select["custom_id"])
    await h.click(PLAYERS[1], lobby, "Join")
    await h.click(PLAYERS[0], lobby, "Start")
    thread = int(lobby.data["thread"]["id"])
    assert h.store is not None and h.bot is not None
    before = await h.store.games.latest_in(thread)
    assert before is not None and before.state is not None
    (late,) = GAME.to_act(before.state)
    name = PLAYERS[late].name
    first = h.fake.channel_messages(thread)[-1]
    assert "then the rules end it for you." in first.content and "a bot plays it" not in first.content

    clock.now = T0 + 109  # the last call says the same
    await h.bot.upkeep()
    await h.bot.upkeep()
    last_call = h.fake.channel_messages(thread)[-1].content
    assert last_call.startswith("⏰") and "After that the rules end it for you." in last_call, last_call

    clock.now = T0 + 121
    await h.bot.upkeep()
    game = await h.store.games.latest_in(thread)
    assert game is not None and game.state is not None
    assert GAME.to_act(game.state) == [1 - late] and game.seats[late].timeouts == 1
    assert game.state["seats"][late]["cubes"] == before.state["seats"][late]["cubes"]  # no move, no cube
    ended = next(m for m in h.fake.channel_messages(thread) if m.id == first.id)
    assert f"{name} ran out of time." in ended.content and f"{name}'s turn ended without a move." in ended.content
    assert "a bot played" not in ended.content

    moves = read_moves(await h.store.games.moves(game.id))
    assert [m.kind for m in moves] == ["setup", "timeout"] and moves[-1].action is None
    frames = replay_frames(
        GAME, players=2, options=game.options, seed=45, moves=moves, names=game.names, expected=game.state
    )
    assert len(frames) >= 2  # the start and the turn passed: rebuilt to the saved state


@pytest.mark.parametrize("key", sorted(GAMES))
def test_a_game_declares_whether_its_rules_time_out_a_seat(key: str) -> None:
    """``time_out_by_rules`` (which the turn line and reminders tell) agrees with ``time_out``."""
    engine = GAMES[key]
    state = engine.setup(engine.min_players if engine.min_players > 1 else 2, {}, 7)
    seat = engine.to_act(state)[0]
    assert (engine.time_out(state, seat) is not None) == engine.time_out_by_rules
    assert engine.time_out_by_rules == (key == "south-pole")
