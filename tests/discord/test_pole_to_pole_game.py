"""A full four-player Pole to Pole game in pairs through slash commands and clicks.

Every move is made through the turn message's buttons and narrowing steps (explorer → dice
→ direction → route). It includes a click by a non-player and a stale click (both refused),
and a restart halfway after which the buttons posted before it still work. Steps within a
turn edit the turn message; a new public message appears only when the seat to act changes.
"""

from __future__ import annotations

import random
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.engine import Action, name_seats
from bot.games.pole_to_pole import GAME
from tests.discord.driver import perform
from tests.discord.pole_to_pole_policy import choose
from tests.fakediscord.inprocess import Harness, User, running
from tests.fakediscord.model import Message

SEED = 26  # the shortest of 39 seeds for the policy in pairs (49 moves), with a card and the colour die
PLAYERS = [User(400000000000000001 + i, name) for i, name in enumerate(("Ada", "Bo", "Cy", "Di"))]
OUTSIDER = User(400000000000000009, "Eve")
COGS = ("cogs.settings", "cogs.pole_to_pole")
COLOURS = ("Blue", "Yellow", "Green", "Purple")  # PTP D5: seats 0+2 South team, 1+3 North team


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", games={GAME.key: GAME}, cogs=COGS) as h:
        for user in [*PLAYERS, OUTSIDER]:
            h.fake.add_user(user.id, user.name)
        yield h


def seeded(h: Harness) -> None:
    assert h.bot is not None
    h.bot.table.seeds = lambda: SEED


async def poke(h: Harness, user: User, message: Message) -> str:
    """Click the first game control of ``message`` as ``user``; the reply's text."""
    control = next(c for c in message.components() if c.get("type") in (2, 3))
    if control["type"] == 2:
        reply = await h.click(user, message, custom_id=control["custom_id"])
    else:
        reply = await h.choose(user, message, [control["options"][0]["value"]], custom_id=control["custom_id"])
    assert reply.last.ephemeral
    return reply.text


async def test_pairs_game_with_refusals_and_restart(harness: Harness) -> None:
    """PTP-010: four players in pairs, South (Blue, Green) against North (Yellow, Purple)."""
    seeded(harness)
    assert harness.store is not None
    lobby = (await harness.slash(PLAYERS[0], "poletopole new", play="teams")).last
    for user in PLAYERS[1:]:
        await harness.click(user, lobby, "Join")
    await harness.click(PLAYERS[0], lobby, "Start")
    thread = int(lobby.data["thread"]["id"])

    rng = random.Random(SEED)
    made: list[tuple[int, Action]] = []
    restarted = refused_outsider = refused_stale = False
    kinds: set[str] = set()
    while True:
        game = await harness.store.latest_game_in(thread)
        assert game is not None and game.state is not None
        if GAME.outcome(game.state) is not None:
            break
        posted = harness.fake.channel_messages(thread)
        turn, seat = posted[-1], GAME.to_act(game.state)[0]
        user = PLAYERS[seat]
        assert f"<@{user.id}>, you are {COLOURS[seat]}" in turn.content  # names whoever acts, by colour
        assert "South team (Blue and Green)" in turn.content and "North team (Yellow and Purple)" in turn.content
        assert "{p" not in turn.content and "-1" not in turn.content  # names, not seat placeholders or explorer ids
        legal = GAME.legal_actions(game.state, seat)
        action = choose(game.state, seat, legal, rng)
        kinds.add(action["type"])

        if not refused_outsider:
            assert await poke(harness, OUTSIDER, turn) == "You're not playing in this game."
            refused_outsider = True
        before = turn.snapshot()
        await perform(harness, user, turn, action)
        made.append((seat, action))

        after = await harness.store.latest_game_in(thread)
        assert after is not None and after.state is not None
        changed = GAME.outcome(after.state) is not None or GAME.to_act(after.state) != [seat]
        now = harness.fake.channel_messages(thread)
        # One public message per change of turn: a step within the turn edits the message in place.
        assert len(now) == len(posted) + changed, (action["label"], [m.content for m in now[len(posted) :]])
        names = [p.name for p in PLAYERS]
        said = name_seats(GAME.apply(game.state, seat, action)[1][0]["text"], names)
        assert said in now[-1].content, (said, now[-1].content)  # what happened, in words, with names

        if not refused_stale and len(made) > 3:
            assert "earlier turn" in await poke(harness, user, before)
            refused_stale = True
        if not restarted and len(made) == 30:
            last = harness.fake.channel_messages(thread)[-1]
            await harness.restart()
            seeded(harness)
            restarted = True
            assert harness.fake.channel_messages(thread)[-1].id == last.id  # nothing lost, nothing reposted

    final = harness.fake.channel_messages(thread)[-1]
    assert final.labels() == []
    # PTP-074: the pair wins together
    assert re.search(r"\*\*Game over\.\*\* Ada and Cy win, \d+ points to \d+\.", final.content)
    assert restarted and refused_outsider and refused_stale
    assert {"move", "colour_pick", "card_pick"} <= kinds  # the dice, the colour die and a card, all by clicks
    replay: Any = GAME.setup(4, {"mode": "teams"}, SEED)
    for seat, action in made:
        replay, _ = GAME.apply(replay, seat, action)
    assert replay["explorers"] == game.state["explorers"]  # the same game the engine alone plays
    assert harness.errors == []
