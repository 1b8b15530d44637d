"""Whole Roll In One games through slash commands and clicks: 1 to 5 players, every mode.

- Three players, standard, Feeling Mean: the first hole is built in chat port by port
  (RIO-026), the second is ready-made (RIO-032), the third random (RIO-030); reactions go
  to the reacting seat alone while the others are told who is awaited (RIO-101), and a seat
  turns on auto-pass with ``/rollinone settings`` (RIO-103, RIO-155).
- A solo 3-hole round, one player starting alone (RIO-114, RIO-115, RIO-152).
- Two players, campaign with chosen golfers: one course with three greens built in chat
  (RIO-092, RIO-104–RIO-106).
- Four players, bumper golf on a random course: hits cost tokens, a green moves (RIO-108–RIO-111).
- Five players, one ready-made hole with ricochet, handicap, open hands and two shared
  golfers (RIO-093, RIO-094, RIO-096, RIO-098, RIO-037 lowered to 1).
- Solo survival (RIO-117–RIO-121).

In every game: a click by a non-player and a stale click are refused, settings are refused
outside the seat's aim, a restart halfway leaves the buttons posted before it working, and
each change of whoever acts posts one public message while steps within a turn edit it.
Caddie cards are played from the seat's own "My cards" reply, never offered in public
(RIO-134); the longer games turn roll pauses off through ``/rollinone settings`` (RIO-128).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bot.engine import Action
from bot.games.roll_in_one import GAME
from bot.games.roll_in_one.data import CADDIE
from cogs.roll_in_one import RollInOne
from tests.discord.driver import perform, route
from tests.discord.roll_in_one_policy import choose
from tests.fakediscord.inprocess import Harness, Reply, User, running
from tests.fakediscord.model import Message

PLAYERS = [User(400000000000000001 + n, name) for n, name in enumerate(("Ada", "Bea", "Cy", "Dee", "Eli"))]
OUTSIDER = User(400000000000000009, "Eve")
COGS = ("cogs.settings", "cogs.roll_in_one")
LATER = "Settings change when it's your turn to choose a club"


@dataclass(frozen=True)
class Case:
    """One seeded game: ``/rollinone new`` options, and what a player must see along it."""

    players: int
    options: dict[str, Any]
    seed: int  # chosen among the short games the policy plays with these options
    moves: int
    kinds: set[str]  # kinds of move the game must include
    first: str  # the first turn message's headline
    result: tuple[str, ...]  # words on the last message
    quiet: bool = False  # the policy turns roll pauses off first (fewer clicks)


CASES = {
    "three_feeling_mean_built_in_chat": Case(
        3,
        {"feeling_mean": True},
        1,
        59,
        {"attach", "green", "confirm", "preset", "random", "swing", "card", "pass", "settings"},
        "**Roll In One** · hole 1 of 3 · designing",
        ("Bea wins with a total of 1.", "Hole 3 scores:"),
    ),
    "solo_round_of_three_holes": Case(
        1,
        {},
        1,
        36,
        {"attach", "preset", "random", "card"},
        "**Roll In One** · hole 1 of 3 · designing",
        ("Ada finished the round in 10 strokes (par 10.5).",),
    ),
    "two_campaign_chosen_golfers": Case(
        2,
        {"mode": "campaign", "golfers": "chosen", "course": "build"},
        53,
        21,
        {"golfer", "attach", "finish", "green", "confirm", "settings", "card"},
        "**Roll In One**\n",
        ("Bea wins the campaign with 0 penalty tokens.",),
        quiet=True,
    ),
    "four_bumper_random_course": Case(
        4,
        {"mode": "bumper", "course": "random"},
        63,
        23,
        {"random", "settings", "card", "move_green"},
        "**Roll In One** · hole 1 · designing",
        ("Bea wins with 1 penalty token.",),
        quiet=True,
    ),
    "five_one_preset_hole_every_variant": Case(
        5,
        {"course": "preset", "holes": 1, "ricochet": True, "handicap": True, "open_hands": True, "golfers": "shared2"},
        68,
        19,
        {"preset", "card", "ricochet", "stop"},
        "**Roll In One** · hole 1 of 1 · designing",
        ("Eli wins with a total of 0.",),
    ),
    "solo_survival": Case(
        1,
        {"mode": "solo_survival"},
        58,
        14,
        {"attach", "preset", "settings", "card"},
        "**Roll In One** · hole 1 · designing",
        ("Ada survived 1 hole.",),
        quiet=True,
    ),
}


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", games={GAME.key: GAME}, cogs=COGS, users=[*PLAYERS, OUTSIDER]) as h:
        yield h



def shown(message: Message) -> set[str]:
    """Every button label and select option on a message."""
    return {str(c.get("label")) for c in message.components()} | {
        str(o["label"]) for c in message.components() for o in c.get("options", [])
    }


def said(message: Message) -> list[str]:
    """The lines of a turn message that tell what happened (not its headline, mention or clock)."""
    return [line for line in message.content.splitlines()[1:] if not line.startswith(("<@", "-# "))]


async def state_in(h: Harness, thread: int) -> dict[str, Any]:
    assert h.store is not None
    game = await h.store.games.latest_in(thread)
    assert game is not None and game.state is not None
    return game.state


async def make(h: Harness, user: User, thread: int, action: Action) -> Reply:
    """From the turn message when it offers the move; caddie cards from "My cards" (RIO-134),
    settings with ``/rollinone settings`` (RIO-155)."""
    turn = h.fake.channel_messages(thread)[-1]
    if (clicks := await route(h, user, turn, action)) is not None:
        return await perform(h, user, turn, action, clicks)
    if action["type"] == "settings":
        change = {k: v for k, v in action.items() if k in ("pause_rolls", "auto_pass")}
        reply = await h.slash(user, "rollinone settings", channel_id=thread, **change)
        assert reply.text.startswith("Saved. ") and reply.last.ephemeral, reply.text
        return reply
    mine = (await h.click(user, turn, "My cards")).last
    assert mine.ephemeral and mine.visible_to == user.id and "**Your caddie cards**" in mine.text
    reply = await perform(h, user, mine, action)
    if action["type"] == "card":  # the card is played from the private reply and told in public
        assert mine.text == "Done — see the new turn message." and not mine.files and mine.labels() == []
        public = h.fake.channel_messages(thread)[-2:]
        assert any(f"played {CADDIE[action['card']].name}" in m.content for m in public)
    return reply


async def click_first(h: Harness, user: User, message: Message) -> Reply:
    control = next(c for c in message.components() if c.get("type") in (2, 3) and ":v:" not in c["custom_id"])
    if control["type"] == 2:
        return await h.click(user, message, custom_id=control["custom_id"])
    return await h.choose(user, message, [control["options"][0]["value"]], custom_id=control["custom_id"])


async def play_through(h: Harness, case: Case, thread: int) -> dict[str, int]:
    """Play the policy's game to the end by clicks; the kinds of move made, counted."""
    players = PLAYERS[: case.players]
    memo: dict[Any, Any] = {"quiet": case.quiet}
    kinds: dict[str, int] = {}
    moves, restarted, stale, awaited = 0, False, False, False
    posted = len(h.fake.channel_messages(thread))
    opened = said(h.fake.channel_messages(thread)[-1])
    while GAME.outcome(state := await state_in(h, thread)) is None:
        turn = h.fake.channel_messages(thread)[-1]
        seat = GAME.to_act(state)[0]
        user = players[seat]
        assert f"<@{user.id}>," in turn.content  # whoever acts is named (a reaction's seat too)
        legal = GAME.legal_actions(state, seat)
        mine = GAME.view(state, seat)
        secret = {RollInOne.presenter.action_label(a, mine) for a in legal if a["type"] == "card"}
        assert not shown(turn) & secret  # RIO-134: no hand card on the public message
        action = choose(state, seat, legal, memo)
        kinds[action["type"]] = kinds.get(action["type"], 0) + 1
        if moves == 0:
            assert (await click_first(h, OUTSIDER, turn)).text == "You're not playing in this game."
            refused = await h.slash(user, "rollinone settings", channel_id=thread, auto_pass=True)
            assert refused.text.startswith(LATER) and refused.last.ephemeral  # RIO-155: settings only at aim
        if action["type"] == "attach":  # RIO-033: the ports are chosen by the numbers the picture prints
            ports = [f"Port {p['number']}" for p in GAME.view(state, None)["course"]["open_ports"]]
            assert turn.files and all(any(label.startswith(port + ",") for label in shown(turn)) for port in ports)
        if action["type"] == "pass" and not awaited:  # RIO-101: only the reacting seat may answer
            mover = players[int(state["turn"]["seat"])]
            assert f"Feeling Mean: play a landing card on {mover.name}'s ball (" in turn.content
            assert (await h.click(mover, turn, "Pass")).text == f"It's {user.name}'s turn."
            awaited = True

        before = turn.snapshot()
        await make(h, user, thread, action)
        moves += 1
        assert h.errors == []
        after = await state_in(h, thread)
        changed = GAME.outcome(after) is not None or GAME.to_act(after) != [seat]
        now = len(h.fake.channel_messages(thread))
        assert now == posted + changed, f"move {moves}: {now - posted} public messages for {action['label']!r}"
        posted = now
        edited = h.fake.channel_messages(thread)[-1]
        if changed:
            opened = said(edited)
        elif "…" not in edited.content:  # a step within the turn keeps what the message opened with
            assert set(opened) <= set(said(edited)), (opened, edited.content)

        if not stale and moves > 3 and before.components():
            assert "earlier turn" in (await click_first(h, user, before)).text
            stale = True
        if not restarted and moves == case.moves // 2:
            last = h.fake.channel_messages(thread)[-1]
            await h.restart()
            h.seed(case.seed)
            restarted = True
            assert h.fake.channel_messages(thread)[-1].id == last.id  # nothing lost, nothing reposted

    final = h.fake.channel_messages(thread)[-1]
    assert "**Game over.**" in final.content and final.labels() == ["Rematch", "Replay"]
    assert restarted and stale
    late = await h.slash(players[0], "rollinone settings", channel_id=thread, pause_rolls="always")
    assert late.text.startswith("This game isn't running") and late.last.ephemeral
    kinds["moves"] = moves
    return kinds


@pytest.mark.parametrize("name", list(CASES))
async def test_whole_game_by_clicks(harness: Harness, name: str) -> None:
    case = CASES[name]
    harness.seed(case.seed)
    lobby = (await harness.slash(PLAYERS[0], "rollinone new", **case.options)).last
    for user in PLAYERS[1 : case.players]:
        await harness.click(user, lobby, "Join")
    await harness.click(PLAYERS[0], lobby, "Start")
    thread = int(lobby.data["thread"]["id"])
    assert harness.fake.channel_messages(thread)[-1].content.startswith(case.first)
    refused = await harness.slash(OUTSIDER, "rollinone settings", channel_id=thread)
    assert refused.text.startswith("You're not playing in this game") and refused.last.ephemeral
    kinds = await play_through(harness, case, thread)
    assert kinds["moves"] == case.moves and case.kinds <= set(kinds), kinds
    final = harness.fake.channel_messages(thread)[-1]
    assert all(words in final.content for words in case.result), final.content
    assert harness.fake.pictures_without_alt_text() == []  # issue 25
