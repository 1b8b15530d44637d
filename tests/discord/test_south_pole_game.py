"""A full three-player Roll to the South Pole game through slash commands and clicks.

It includes a peek answered only to the peeker, a click by a non-player and a stale click
(both refused), and a restart halfway: a new bot object on the same database, after which
the buttons posted before it still work.
"""

from __future__ import annotations

import random
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.games.south_pole import GAME
from tests.discord.driver import perform
from tests.discord.south_pole_policy import choose, play
from tests.fakediscord.inprocess import Harness, User, running
from tests.fakediscord.model import CHANNEL_ID

SEED = 69  # the shortest of 120 seeds: the policy below wins it in 181 moves (see south_pole_policy.play)
PLAYERS = [User(200000000000000001, "Roald"), User(200000000000000002, "Robert"), User(200000000000000003, "Ernest")]
COGS = ("cogs.settings", "cogs.south_pole")
OUTSIDER = User(200000000000000009, "Eve")


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", games={GAME.key: GAME}, cogs=COGS, users=[*PLAYERS, OUTSIDER]) as h:
        yield h



async def test_full_game_with_peek_refusals_and_restart(harness: Harness) -> None:
    harness.seed(SEED)
    lobby = (await harness.slash(PLAYERS[0], "southpole new")).last
    for user in PLAYERS[1:]:
        await harness.click(user, lobby, "Join")
    await harness.click(PLAYERS[0], lobby, "Start")
    thread = int(lobby.data["thread"]["id"])
    assert harness.store is not None

    rng, memo = random.Random(SEED), {}
    moves, peeks, restarted, refused_outsider, refused_stale = 0, 0, False, False, False
    turns_passed = 0  # moves after which someone else must act, or the game is over
    expected_state, expected_moves = play(SEED)
    while True:
        game = await harness.store.games.latest_in(thread)
        assert game is not None and game.state is not None
        if GAME.outcome(game.state) is not None:
            break
        turn = harness.fake.channel_messages(thread)[-1]
        seat = GAME.to_act(game.state)[0]
        user = PLAYERS[seat]
        assert f"<@{user.id}>," in turn.content  # the seat to act is pinged
        assert turn.files and turn.files[0][0] == "board.png"
        action = choose(game.state, seat, GAME.legal_actions(game.state, seat), rng, memo)

        if not refused_outsider:
            button = next(c for c in turn.components() if c.get("type") in (2, 3) and "ib:v:" not in c["custom_id"])
            reply = await (
                harness.click(OUTSIDER, turn, custom_id=button["custom_id"])
                if button["type"] == 2
                else harness.choose(OUTSIDER, turn, [button["options"][0]["value"]], custom_id=button["custom_id"])
            )
            assert reply.text == "You're not playing in this game." and reply.last.ephemeral
            refused_outsider = True

        before = turn.snapshot()
        reply = await perform(harness, user, turn, action)
        moves += 1
        after = await harness.store.games.latest_in(thread)
        assert after is not None and after.state is not None
        if GAME.outcome(after.state) is not None or GAME.to_act(after.state) != [seat]:
            turns_passed += 1
        if action["type"] == "peek":
            peeks += 1
            note = next(m for m in reply.made if "You peeked at" in m.content)
            assert note.ephemeral and note.visible_to == user.id
            front = re.search(r"\*\*(\w+)\*\*: (.+)\. Only you", note.content)
            assert front is not None and front.group(1) == action["space"]
            public = [m.content for m in harness.fake.channel_messages(thread)]
            assert f"{user.name} peeked at {action['space']}." in public[-1]  # RSP-076: who and where …
            assert not any(front.group(2) in text.split("peeked at")[-1] for text in public[-1:])  # … not what

        if not refused_stale and moves > 3:
            stale = next(c for c in before.components() if "ib:v:" not in c["custom_id"])
            reply = await (
                harness.click(user, before, custom_id=stale["custom_id"])
                if stale["type"] == 2
                else harness.choose(user, before, [stale["options"][0]["value"]], custom_id=stale["custom_id"])
            )
            assert "earlier turn" in reply.text
            refused_stale = True

        if not restarted and moves == expected_moves // 2:
            posted_before = harness.fake.channel_messages(thread)[-1]
            await harness.restart()
            harness.seed(SEED)
            restarted = True
            assert harness.fake.channel_messages(thread)[-1].id == posted_before.id  # nothing lost, nothing reposted

    final = harness.fake.channel_messages(thread)[-1]
    assert "Game over" in final.content and final.labels() == ["Rematch", "Replay"]
    for user in PLAYERS:  # issue 23: every player has one line with a place (or a win) and a flag count
        (line,) = [line for line in final.content.splitlines() if f"<@{user.id}>" in line]
        assert ("won" in line or any(p in line for p in ("2nd", "3rd", "4th"))) and "flag" in line
    # One public message per turn: the first, then one each time the turn passed (the last: game over).
    assert len(harness.fake.channel_messages(thread)) == 1 + turns_passed < moves
    assert moves == expected_moves and peeks >= 1 and restarted and refused_outsider and refused_stale
    assert game.state["seats"] == expected_state["seats"]  # the same game the engine alone plays
    assert harness.fake.pictures_without_alt_text() == []  # issue 25
    assert harness.errors == []
    everything: list[Any] = [m.content for m in harness.fake.channel_messages(CHANNEL_ID)]
    assert everything  # the lobby stayed in the channel; the game ran in its thread
