"""Whole Race to the North Pole games through slash commands and clicks only.

Each game is seeded and played by ``north_pole_policy`` through the controls a player sees
(card → pawn → path steps included). The three-player game also has a click by a non-player
and a stale click (both refused) and a restart halfway: a new bot object on the same database,
after which the buttons posted before it still work. One public message per change of turn:
steps and plays within a turn edit that turn's message.
"""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.games.north_pole import GAME
from tests.discord.driver import perform
from tests.discord.north_pole_policy import choose, play
from tests.fakediscord.inprocess import Harness, User, running
from tests.fakediscord.model import Message

SEEDS = {False: 25, True: 157}  # the policy's shortest games: 3 players (68 moves of 60 seeds), teams (127 of 260)
PLAYERS = [User(400000000000000001 + i, name) for i, name in enumerate(("Peary", "Cook", "Nansen", "Amundsen"))]
OUTSIDER = User(400000000000000009, "Eve")
COGS = ("cogs.settings", "cogs.north_pole")


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", games={GAME.key: GAME}, cogs=COGS) as h:
        for user in [*PLAYERS, OUTSIDER]:
            h.fake.add_user(user.id, user.name)
        yield h


def seeded(h: Harness, seed: int) -> None:
    assert h.bot is not None
    h.bot.table.seeds = lambda: seed


async def refused(h: Harness, user: User, message: Message) -> str:
    """What ``user`` is told when clicking the first control of ``message``."""
    first = message.components()[0]
    if first["type"] == 2:
        return (await h.click(user, message, custom_id=first["custom_id"])).text
    return (await h.choose(user, message, [first["options"][0]["value"]], custom_id=first["custom_id"])).text


async def whole_game(h: Harness, players: int, teams: bool) -> None:
    seed = SEEDS[teams]
    seeded(h, seed)
    users = PLAYERS[:players]
    lobby = (await h.slash(users[0], "northpole new", teams=teams)).last
    for user in users[1:]:
        await h.click(user, lobby, "Join")
    await h.click(users[0], lobby, "Start")
    thread = int(lobby.data["thread"]["id"])
    assert h.store is not None
    expected_state, expected_moves = play(seed, players, teams)
    rng = random.Random(seed)
    moves, changes, restarted, stale = 0, 0, False, None
    while True:
        game = await h.store.latest_game_in(thread)
        assert game is not None and game.state is not None
        if GAME.outcome(game.state) is not None:
            break
        turn = h.fake.channel_messages(thread)[-1]
        seat = GAME.to_act(game.state)[0]
        assert f"<@{users[seat].id}>," in turn.content  # the seat to act is named and pinged
        if moves == 0 and not teams:
            assert await refused(h, OUTSIDER, turn) == "You're not playing in this game."
        if stale is not None and moves == 5 and not teams:
            assert "earlier turn" in await refused(h, users[seat], stale)
        before = turn.snapshot()
        await perform(h, users[seat], turn, choose(game.state, seat, GAME.legal_actions(game.state, seat), rng))
        moves += 1
        stale = before
        after = await h.store.latest_game_in(thread)
        assert after is not None and after.state is not None
        changes += GAME.to_act(after.state) != [seat]
        if not restarted and moves == expected_moves // 2 and not teams:
            posted_before = h.fake.channel_messages(thread)[-1]
            await h.restart()
            seeded(h, seed)
            restarted = True
            assert h.fake.channel_messages(thread)[-1].id == posted_before.id  # nothing lost, nothing reposted
    final = h.fake.channel_messages(thread)[-1]
    assert "Game over" in final.content and "to the North Pole" in final.content and final.labels() == []
    assert moves == expected_moves and game.state["pawns"] == expected_state["pawns"]
    assert len(h.fake.channel_messages(thread)) == 1 + changes  # one public message per change of turn
    assert restarted or teams
    assert h.errors == []
    if teams:  # RNP-120: partners are shown as a team, and win together
        status = (await h.slash(users[0], "northpole status", channel_id=thread)).text
        assert status.count("team north–south") == 2 and status.count("team west–east") == 2
        assert "share the win!" in final.content and "the whole team" in final.content


async def test_three_player_game_with_refusals_and_restart(harness: Harness) -> None:
    """RNP-124: every choice is offered; the whole game is played through the controls."""
    await whole_game(harness, 3, teams=False)


async def test_four_player_team_game(harness: Harness) -> None:
    """RNP-120–123: the team variant from ``/northpole new teams:True`` to the end."""
    await whole_game(harness, 4, teams=True)
