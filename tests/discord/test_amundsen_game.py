"""A full game of 1911 Amundsen vs. Scott through slash commands and clicks.

The seeded game includes a Take with discards, Advances, a lost explorer going back to
his route, and a Good Weather draw kept hidden. Hands only ever travel ephemerally to
their owner — or by DM, for the player who opted in.
"""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.engine import Action
from bot.games.amundsen_scott import GAME
from cogs.amundsen_scott import Amundsen
from tests.discord.amundsen_policy import choose, features, play
from tests.discord.driver import perform, route
from tests.fakediscord.inprocess import Harness, Reply, User, running
from tests.fakediscord.model import Message

SEED = 2  # the policy's game from this seed has every feature below (see amundsen_policy.features)
ROALD, ROBERT = User(300000000000000001, "Roald"), User(300000000000000002, "Robert")
COGS = ("cogs.settings", "cogs.amundsen_scott")


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", games={GAME.key: GAME}, cogs=COGS) as h:
        for user in (ROALD, ROBERT):
            h.fake.add_user(user.id, user.name)
        yield h


async def make(h: Harness, user: User, turn: Message, action: Action) -> Reply:
    """From the turn message when it offers the move (Take 2 and Take 3 through their openers);
    everything else from the player's own hand. A freeze ends the game for both (AVS-060): it
    is made on the second click its question asks for, as leaving is."""
    if await route(h, user, turn, action) is not None:
        reply = await perform(h, user, turn, action)
    else:
        hand = await h.click(user, turn, "Show hand")
        private = hand.last
        assert private.ephemeral and private.visible_to == user.id
        assert private.files and private.files[0][0] == "private.png"
        reply = await perform(h, user, private, action)
    assert (action["type"] == "freeze") == ("ends the game for everyone" in reply.text)
    if action["type"] == "freeze":
        return await h.click(user, reply.last, "Yes, end the game")
    return reply


async def test_full_game_with_private_hands(harness: Harness) -> None:
    assert harness.bot is not None and harness.store is not None
    harness.bot.table.venue.seeds = lambda: SEED
    await harness.slash(ROBERT, "settings dm", enabled=True)
    lobby = (await harness.slash(ROALD, "amundsen new", amundsen="0")).last
    await harness.click(ROBERT, lobby, "Join")
    await harness.click(ROALD, lobby, "Start")
    thread = int(lobby.data["thread"]["id"])
    users = [ROALD, ROBERT]

    expected_state, expected_moves = play(SEED, {"amundsen_seat": "0"})
    assert {"take_with_discards", "advance", "lose_way", "return", "weather"} <= features(expected_moves)
    rng = random.Random(SEED)
    seen_weather = False
    moves = turns_passed = 0
    for _ in range(500):
        game = await harness.store.games.latest_in(thread)
        assert game is not None and game.state is not None
        if GAME.outcome(game.state) is not None:
            break
        seat = GAME.to_act(game.state)[0]
        turn = harness.fake.channel_messages(thread)[-1]
        assert f"<@{users[seat].id}>," in turn.content
        # The public controls never offer anything that names a hand card (a take's row card is public).
        legal = GAME.legal_actions(game.state, seat)
        public = {a["label"] for a in legal if not Amundsen.presenter.is_private(a)}
        hand = {Amundsen.presenter.action_label(a, GAME.view(game.state, seat)) for a in legal} - public
        shown = [c.get("label") for c in turn.components()] + [
            o["label"] for c in turn.components() for o in c.get("options", [])
        ]
        assert not set(shown) & hand
        for n in (2, 3):  # Take 2 and Take 3 open the private choice of discards, whenever taking is legal
            assert (f"Take {n}…" in shown) == any(a["type"] == "take" for a in legal)
        action = choose(game.state, seat, GAME.legal_actions(game.state, seat), rng)
        if action["type"] == "weather":
            seen_weather = True
            drawn = GAME.view(game.state, seat)["private"]["pending"]["card"]["name"]
            assert drawn not in turn.content and "press **Show hand**" in turn.content
            # Revealing is offered only privately; keeping it hidden is legal whatever was drawn (AVS-082).
            assert not any(c.get("label", "").startswith(("Advance", "Reveal")) for c in turn.components())
        await make(harness, users[seat], turn, action)
        assert harness.errors == []
        moves += 1
        after = await harness.store.games.latest_in(thread)
        assert after is not None and after.state is not None
        if GAME.outcome(after.state) is not None or GAME.to_act(after.state) != [seat]:
            turns_passed += 1

    final = harness.fake.channel_messages(thread)[-1]
    # One public message per turn: the first, then one each time the turn passed (the last: game over).
    assert len(harness.fake.channel_messages(thread)) == 1 + turns_passed <= moves
    assert "**Game over.** Both explorers froze in the Antarctic: nobody wins." in final.content  # deck died
    assert game.state["players"] == expected_state["players"]
    assert seen_weather

    # Hands went only to their owners: ephemerally, or by DM to Robert who opted in.
    for message in harness.fake.messages.values():
        if "**Your hand**" not in message.text:
            continue
        owner = ROALD if "as Amundsen" in message.text else ROBERT
        in_dm = message.channel_id == harness.fake.dm_channels.get(owner.id)
        assert in_dm or (message.ephemeral and message.visible_to == owner.id)
    assert any("**Your hand**" in m.content for m in harness.fake.dms_to(ROBERT.id))
    assert not harness.fake.dms_to(ROALD.id)
    assert harness.fake.pictures_without_alt_text() == []  # issue 25: hands and boards alike
