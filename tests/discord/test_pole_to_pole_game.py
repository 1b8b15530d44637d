"""Whole Pole to Pole games through slash commands and clicks only: two, three and four players
alone, and four in pairs (PTP-010), each from ``/poletopole new`` to "Game over".

Every move is made through the turn message's buttons and narrowing steps (explorer → dice
→ direction → route; colour die and card choices). Each game has a click by a non-player and
a stale click (both refused), and a restart partway after which the buttons posted before it
still work. Steps within a turn edit the turn message; a new public message appears only when
the seat to act changes, and everything that happened is told in the channel exactly once.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.engine import Action, name_seats
from bot.games.pole_to_pole import GAME
from bot.i18n import ENGLISH, say
from tests.discord.driver import perform
from tests.discord.pole_to_pole_policy import choose
from tests.discord.told import check_told
from tests.fakediscord.inprocess import Harness, User, running
from tests.fakediscord.model import Message

PLAYERS = [User(400000000000000001 + i, name) for i, name in enumerate(("Ada", "Bo", "Cy", "Di"))]
NAMES = [p.name for p in PLAYERS]
OUTSIDER = User(400000000000000009, "Eve")
COGS = ("cogs.settings", "cogs.pole_to_pole")
COLOURS = ("Blue", "Yellow", "Green", "Purple")  # PTP D5: seats 0+2 South team, 1+3 North team
RESTART_AFTER = 12  # moves; every seeded game below is longer

# (players, the `play` option or None for the default, seed, decisions the game makes by clicks).
# Seeds are the policy's short games that make the decisions listed (searched over the first 80–250).
GAMES = [
    pytest.param(4, "teams", 26, {"move", "colour_pick", "card_pick"}, id="four-in-pairs"),
    pytest.param(4, "ffa", 26, {"move", "colour_pick", "card_move"}, id="four-alone"),
    pytest.param(3, None, 8, {"move", "colour_pick", "card_move", "card_pick"}, id="three"),
    pytest.param(2, None, 0, {"move", "colour_pick", "card_swap"}, id="two"),
]


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", games={GAME.key: GAME}, cogs=COGS, users=[*PLAYERS, OUTSIDER]) as h:
        yield h



async def open_game(h: Harness, users: list[User], options: dict[str, Any]) -> int:
    """``/poletopole new``, everyone joins, the host starts: the game's thread."""
    lobby = (await h.slash(users[0], "poletopole new", **options)).last
    for user in users[1:]:
        await h.click(user, lobby, "Join")
    await h.click(users[0], lobby, "Start")
    return int(lobby.data["thread"]["id"])


async def poke(h: Harness, user: User, message: Message) -> str:
    """Click the first game control of ``message`` as ``user``; the reply's text."""
    control = next(c for c in message.components() if c.get("type") in (2, 3))
    if control["type"] == 2:
        reply = await h.click(user, message, custom_id=control["custom_id"])
    else:
        reply = await h.choose(user, message, [control["options"][0]["value"]], custom_id=control["custom_id"])
    assert reply.last.ephemeral
    return reply.text


def sides_shown(players: int, pairs: bool) -> list[str]:
    """How the headline names the sides: pairs as teams (PTP-010), or each colour alone."""
    if pairs:
        return ["South team (Blue and Green)", "North team (Yellow and Purple)"]
    return [f"{colour} " for colour in COLOURS[:players]]


@pytest.mark.parametrize(("players", "play", "seed", "decisions"), GAMES)
async def test_whole_game_by_clicks_with_refusals_and_restart(
    harness: Harness, players: int, play: str | None, seed: int, decisions: set[str]
) -> None:
    """PTP-010, PTP-083: any player count and variant plays to the end through the controls alone."""
    assert harness.store is not None
    harness.seed(seed)
    users, names = PLAYERS[:players], NAMES[:players]
    pairs = players == 4 and play == "teams"
    thread = await open_game(harness, users, {"play": play} if play else {})
    state: Any = GAME.setup(players, {"mode": play or "teams"}, seed)  # the engine alone plays alongside
    told = [name_seats(say(ENGLISH, line), names) for line in state["start_log"]]  # PTP-013: the start rolls come first
    assert all(line in harness.fake.channel_messages(thread)[0].content for line in told)

    rng = random.Random(seed)
    made: list[tuple[int, Action]] = []
    stale: Message | None = None
    refused_outsider = refused_stale = restarted = False
    while GAME.outcome(state) is None:
        game = await harness.store.games.latest_in(thread)
        assert game is not None and game.state is not None
        posted = harness.fake.channel_messages(thread)
        turn, seat = posted[-1], GAME.to_act(game.state)[0]
        assert f"<@{users[seat].id}>, you are {COLOURS[seat]}" in turn.content  # names whoever acts, by colour
        assert all(side in turn.content for side in sides_shown(players, pairs)) and ("team" in turn.content) == pairs
        assert "{p" not in turn.content and "-1" not in turn.content  # names, not seat placeholders or explorer ids
        action = choose(game.state, seat, GAME.legal_actions(game.state, seat), rng)

        if not refused_outsider:
            assert await poke(harness, OUTSIDER, turn) == "You're not playing in this game."
            refused_outsider = True
        if stale is not None and not refused_stale and len(made) > 3:
            assert "earlier turn" in await poke(harness, users[seat], stale)
            refused_stale = True
        stale = turn.snapshot()
        await perform(harness, users[seat], turn, action)
        made.append((seat, action))
        state, events = GAME.apply(state, seat, action)
        said = [name_seats(str(e["text"]), names) for e in events if e.get("text")]
        told += said

        now = harness.fake.channel_messages(thread)
        changed = GAME.outcome(state) is not None or GAME.to_act(state) != [seat]
        # One public message per change of turn: a step within the turn edits the message in place.
        assert len(now) == len(posted) + changed, (action["label"], [m.content for m in now[len(posted) :]])
        check_told(now, events, names, new_turn=changed and GAME.outcome(state) is None)  # what happened, in words

        if not restarted and len(made) == RESTART_AFTER:
            await harness.restart()
            harness.seed(seed)
            restarted = True
            assert harness.fake.channel_messages(thread)[-1].id == now[-1].id  # nothing lost, nothing reposted

    game = await harness.store.games.latest_in(thread)
    assert game is not None and game.state is not None
    assert game.state["explorers"] == state["explorers"]  # the same game the engine alone plays
    final = harness.fake.channel_messages(thread)[-1]
    outcome = GAME.outcome(state)
    assert outcome is not None and final.labels() == ["Rematch", "Replay"]
    assert f"**Game over.** {name_seats(str(outcome['text']), names)}\n" in final.content  # then the places (issue 23)
    assert all(f"<@{PLAYERS[s].id}> — " in final.content for s in range(len(names)))
    if pairs:  # PTP-074: the pair wins together, both named
        assert " and ".join(names[s] for s in outcome["winners"]) + " win" in final.content
    # Nothing that happened vanishes when a turn message is edited, and nothing is told twice.
    shown = Counter(line for m in harness.fake.channel_messages(thread) for line in m.content.splitlines())
    assert {line: shown[line] for line in told} == Counter(told)
    assert restarted and refused_outsider and refused_stale
    assert {action["type"] for _, action in made} >= decisions  # each decision kind, made by clicks
    assert harness.fake.pictures_without_alt_text() == []  # issue 25
    assert harness.errors == []
