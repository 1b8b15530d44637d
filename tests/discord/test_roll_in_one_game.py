"""A whole three-player Roll In One game through slash commands and clicks, Feeling Mean on.

The first hole is built in chat port by port (RIO-038–RIO-041), the second is a ready-made
hole and the third a random one. Caddie cards are played from the seat's own "My cards"
reply, never offered in public (RIO-134); Feeling Mean reactions go to the reacting seat
alone (RIO-101); a seat turns on auto-pass from its settings (RIO-155). A click by a
non-player and a stale click are refused, and a restart halfway leaves the buttons posted
before it working. Each change of whoever acts posts one public message; steps within a
turn edit it in place.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.engine import Action
from bot.games.roll_in_one import GAME
from cogs.roll_in_one import RollInOne
from tests.discord.driver import perform, route
from tests.discord.roll_in_one_policy import choose
from tests.fakediscord.inprocess import Harness, Reply, User, running
from tests.fakediscord.model import Message

SEED = 1  # short games with every feature below: three players in 59 moves, solo in 36
PLAYERS = [User(400000000000000001, "Ada"), User(400000000000000002, "Bea"), User(400000000000000003, "Cy")]
OUTSIDER = User(400000000000000009, "Eve")
COGS = ("cogs.settings", "cogs.roll_in_one")


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", games={GAME.key: GAME}, cogs=COGS) as h:
        for user in [*PLAYERS, OUTSIDER]:
            h.fake.add_user(user.id, user.name)
        yield h


def seeded(h: Harness) -> None:
    assert h.bot is not None
    h.bot.table.seeds = lambda: SEED


def shown(message: Message) -> set[str]:
    """Every button label and select option on a message."""
    return {str(c.get("label")) for c in message.components()} | {
        str(o["label"]) for c in message.components() for o in c.get("options", [])
    }


async def make(h: Harness, user: User, turn: Message, action: Action) -> Reply:
    """From the turn message when it offers the move; caddie cards from "My cards", settings from
    ``/rollinone settings``."""
    if await route(h, user, turn, action) is not None:
        return await perform(h, user, turn, action)
    if action["type"] == "settings":  # RIO-155: the same private reply through /rollinone settings
        mine = (await h.slash(user, "rollinone settings", channel_id=turn.channel_id)).last
    else:
        mine = (await h.click(user, turn, "My cards")).last
    assert mine.ephemeral and mine.visible_to == user.id and "**Your caddie cards**" in mine.content
    return await perform(h, user, mine, action)


async def click_first(h: Harness, user: User, message: Message) -> Reply:
    control = next(c for c in message.components() if c.get("type") in (2, 3) and ":v:" not in c["custom_id"])
    if control["type"] == 2:
        return await h.click(user, message, custom_id=control["custom_id"])
    return await h.choose(user, message, [control["options"][0]["value"]], custom_id=control["custom_id"])


async def play_through(h: Harness, thread: int, players: list[User], restart_at: int) -> dict[str, int]:
    """Play the policy's game to the end by clicks; the kinds of move made, counted."""
    assert h.store is not None
    memo: dict[Any, Any] = {}
    kinds: dict[str, int] = {}
    moves, restarted, outsider, stale = 0, False, False, False
    posted = len(h.fake.channel_messages(thread))
    while True:
        game = await h.store.latest_game_in(thread)
        assert game is not None and game.state is not None
        if GAME.outcome(game.state) is not None:
            break
        turn = h.fake.channel_messages(thread)[-1]
        seat = GAME.to_act(game.state)[0]
        user = players[seat]
        assert f"<@{user.id}>," in turn.content  # whoever acts is named (a reaction's seat too)
        legal = GAME.legal_actions(game.state, seat)
        mine = GAME.view(game.state, seat)
        secret = {RollInOne.presenter.action_label(a, mine) for a in legal if a["type"] == "card"}
        assert not shown(turn) & secret  # RIO-134: no hand card on the public message
        action = choose(game.state, seat, legal, memo)
        kinds[action["type"]] = kinds.get(action["type"], 0) + 1
        if action["type"] == "pass":  # RIO-101: the reacting seat is asked about a named ball
            assert "Feeling Mean: play a landing card on " in turn.content and "'s ball (" in turn.content

        if not outsider:
            assert (await click_first(h, OUTSIDER, turn)).text == "You're not playing in this game."
            outsider = True
        before = turn.snapshot()
        await make(h, user, turn, action)
        moves += 1
        assert h.errors == []

        after = await h.store.latest_game_in(thread)
        assert after is not None and after.state is not None
        changed = GAME.outcome(after.state) is not None or GAME.to_act(after.state) != [seat]
        now = len(h.fake.channel_messages(thread))
        assert now == posted + changed, f"move {moves}: {now - posted} public messages for {action['label']!r}"
        posted = now

        if not stale and moves > 5:
            assert "earlier turn" in (await click_first(h, user, before)).text
            stale = True
        if not restarted and moves == restart_at:
            last = h.fake.channel_messages(thread)[-1]
            await h.restart()
            seeded(h)
            restarted = True
            assert h.fake.channel_messages(thread)[-1].id == last.id  # nothing lost, nothing reposted

    final = h.fake.channel_messages(thread)[-1]
    assert "**Game over.**" in final.content and final.labels() == []
    assert restarted and outsider and stale
    kinds["moves"] = moves
    return kinds


async def test_three_player_game_built_in_chat_with_feeling_mean(harness: Harness) -> None:
    seeded(harness)
    lobby = (await harness.slash(PLAYERS[0], "rollinone new", feeling_mean=True)).last
    for user in PLAYERS[1:]:
        await harness.click(user, lobby, "Join")
    await harness.click(PLAYERS[0], lobby, "Start")
    thread = int(lobby.data["thread"]["id"])
    refused = await harness.slash(OUTSIDER, "rollinone settings", channel_id=thread)
    assert refused.text.startswith("You're not playing in this game") and refused.last.ephemeral
    kinds = await play_through(harness, thread, PLAYERS, restart_at=30)
    assert kinds["moves"] == 59
    assert {"attach", "green", "confirm", "preset", "random", "swing", "card", "pass", "settings"} <= set(kinds)
    final = harness.fake.channel_messages(thread)[-1]
    assert "Bea wins with a total of 1." in final.content and "Hole 3 scores:" in final.content


async def test_solo_round_of_three_holes(harness: Harness) -> None:
    """RIO-114/RIO-152: one player alone starts a solo round of three holes with three caddie cards."""
    seeded(harness)
    lobby = (await harness.slash(PLAYERS[0], "rollinone new")).last
    await harness.click(PLAYERS[0], lobby, "Start")
    thread = int(lobby.data["thread"]["id"])
    assert "hole 1 of 3" in harness.fake.channel_messages(thread)[-1].content
    kinds = await play_through(harness, thread, PLAYERS[:1], restart_at=18)
    assert kinds["moves"] == 36 and kinds["card"] == 1 and {"attach", "preset", "random"} <= set(kinds)
    messages = harness.fake.channel_messages(thread)
    assert len(messages) == 2  # the whole round edits one turn message; the end gets its own
    assert "Ada finished the round in 10 strokes (par 10.5)." in messages[-1].content
