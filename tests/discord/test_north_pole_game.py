"""Whole Race to the North Pole games through slash commands and clicks only: 2, 3 and 4 players
and the team variant, each from ``/northpole new`` to "Game over".

Each game is seeded and played by ``north_pole_policy`` through the controls a player sees
(card → pawn → path steps included). Every game also has a click by a non-player and a stale
click (both refused) and a restart halfway, between two clicks of one play: a new bot object on
the same database, after which the buttons posted before it still work. One public message per
change of turn: steps and plays within a turn edit that turn's message.
"""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.games.north_pole import GAME
from tests.discord.driver import perform
from tests.discord.north_pole_policy import choose, play
from tests.discord.told import check_told
from tests.fakediscord.inprocess import Harness, User, running
from tests.fakediscord.model import Message

# (players, teams) → the policy's shortest game among the seeds tried, with its move count:
# 2 players 248 (68 moves, seeds 0–299), 3 players 25 (68, 0–59), 4 players 174 (54, 0–199),
# teams 157 (127, 0–259). Each has at least two storms, so a storm's words are checked too.
GAMES = {(2, False): 248, (3, False): 25, (4, False): 174, (4, True): 157}
PLAYERS = [User(400000000000000001 + i, name) for i, name in enumerate(("Peary", "Cook", "Nansen", "Amundsen"))]
OUTSIDER = User(400000000000000009, "Eve")
COGS = ("cogs.settings", "cogs.north_pole")


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", games={GAME.key: GAME}, cogs=COGS, users=[*PLAYERS, OUTSIDER]) as h:
        yield h



async def refused(h: Harness, user: User, message: Message) -> str:
    """What ``user`` is told when clicking the first control of ``message``."""
    first = message.components()[0]
    if first["type"] == 2:
        return (await h.click(user, message, custom_id=first["custom_id"])).text
    return (await h.choose(user, message, [first["options"][0]["value"]], custom_id=first["custom_id"])).text


async def start(h: Harness, users: list[User], teams: bool) -> int:
    """``/northpole new``, everyone joins, the host starts: the game's thread."""
    lobby = (await h.slash(users[0], "northpole new", teams=teams)).last
    for user in users[1:]:
        await h.click(user, lobby, "Join")
    await h.click(users[0], lobby, "Start")
    return int(lobby.data["thread"]["id"])


def result_line(users: list[User], winners: list[int]) -> str:
    """RNP-119/123: the first expedition (or team) with every pawn at the Pole wins."""
    names = " and ".join(users[w].name for w in winners)
    if len(winners) == 1:
        return f"**Game over.** {names} wins! {names} brought the whole expedition to the North Pole."
    return f"**Game over.** {names} share the win! {names} brought the whole team to the North Pole."


@pytest.mark.parametrize(("players", "teams"), list(GAMES), ids=["2 players", "3 players", "4 players", "teams"])
async def test_whole_game_with_refusals_and_restart(harness: Harness, players: int, teams: bool) -> None:
    """RNP-124: every choice is offered as controls; a whole game is played through them alone."""
    h, seed, users = harness, GAMES[players, teams], PLAYERS[:players]
    h.seed(seed)
    thread = await start(h, users, teams)
    assert h.store is not None
    expected_state, expected_moves = play(seed, players, teams)
    rng = random.Random(seed)
    moves, changes, restarted, stale, storms = 0, 0, [], None, 0

    async def restart() -> None:
        posted_before = h.fake.channel_messages(thread)[-1]
        await h.restart()
        h.seed(seed)
        restarted.append(moves)
        assert h.fake.channel_messages(thread)[-1].id == posted_before.id  # nothing lost, nothing reposted

    while True:
        game = await h.store.games.latest_in(thread)
        assert game is not None and game.state is not None
        if GAME.outcome(game.state) is not None:
            break
        posted = h.fake.channel_messages(thread)
        turn, seat = posted[-1], GAME.to_act(game.state)[0]
        assert f"<@{users[seat].id}>," in turn.content  # the seat to act is named and pinged
        assert turn.labels() != ["End turn"]  # issue 28: a lone End turn is made by the table, with a line
        if teams:  # RNP-120: partners are named as a team on every turn
            assert "· Peary & Nansen against Cook & Amundsen ·" in turn.content
        if moves == 0:
            assert await refused(h, OUTSIDER, turn) == "You're not playing in this game."
        if stale is not None and moves == 5:
            assert "earlier turn" in await refused(h, users[seat], stale)
        action = choose(game.state, seat, GAME.legal_actions(game.state, seat), rng)
        stale = turn.snapshot()
        halfway = not restarted and moves >= expected_moves // 2
        await perform(h, users[seat], turn, action, midway=restart if halfway else None)
        moves += 1
        after = await h.store.games.latest_in(thread)
        assert after is not None and after.state is not None
        changed = GAME.outcome(after.state) is not None or GAME.to_act(after.state) != [seat]
        now = h.fake.channel_messages(thread)
        assert len(now) == len(posted) + changed  # a play within the turn edits the turn message
        changes += changed
        events = GAME.apply(game.state, seat, action)[1]
        over = GAME.outcome(after.state) is not None
        check_told(now, events, [u.name for u in users], new_turn=changed and not over)  # in words, with names
        for event in (e for e in events if e["type"] == "storm"):  # RNP-080/013: which way, and what turned
            storms += 1
            told = now[-2] if changed and not over else now[-1]  # the mover's own turn message
            assert "the ice turns with a" in event["text"] and "everyone now faces different cards" in told.content

    final = h.fake.channel_messages(thread)[-1]
    outcome = GAME.outcome(expected_state)
    assert outcome is not None and final.labels() == ["Rematch", "Replay"]
    assert result_line(users, outcome["winners"]) in final.content
    assert moves == expected_moves and game.state["pawns"] == expected_state["pawns"]  # the engine's own game
    assert len(h.fake.channel_messages(thread)) == 1 + changes  # one public message per change of turn
    assert restarted and storms >= 2 and h.errors == []
    assert h.fake.pictures_without_alt_text() == []  # issue 25
    if teams:  # RNP-120: /northpole status shows who plays with whom
        status = (await h.slash(users[0], "northpole status", channel_id=thread)).text
        assert status.count("team north–south") == 2 and status.count("team west–east") == 2


async def test_a_lone_end_turn_is_made_by_the_table_with_a_line(harness: Harness) -> None:
    """RNP-124/RNP-129 with issue 28: when End turn is all that is left, nobody waits on it."""
    h, seed, users = harness, GAMES[3, False], PLAYERS[:3]
    h.seed(seed)
    thread = await start(h, users, False)
    assert h.store is not None
    rng = random.Random(seed)
    for _ in range(60):
        game = await h.store.games.latest_in(thread)
        assert game is not None and game.state is not None
        seat = GAME.to_act(game.state)[0]
        turn = h.fake.channel_messages(thread)[-1]
        await perform(h, users[seat], turn, choose(game.state, seat, GAME.legal_actions(game.state, seat), rng))
    moves = await h.store.games.moves(game.id)
    forced = [m for m in moves if m["kind"] == "forced"]
    assert forced and all(m["action"]["type"] == "end" for m in forced)
    said = " ".join(m.content for m in h.fake.channel_messages(thread))
    assert "Nothing else to do:" in said
