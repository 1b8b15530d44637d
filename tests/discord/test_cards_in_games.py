"""Issue 25, done when: whole games of all five games through the Discord stand-in, every seat
opening its own view each turn and playing from it where it can. The lobby and at least 90% of
the private replies with a picture are Components V2 containers with the picture in a media
gallery; a step edit of a card stays a valid card with its picture; and every request the bot
makes keeps Discord's rules (``tests.fakediscord.rules``)."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.engine import Action, Game
from bot.games.amundsen_scott import GAME as AMUNDSEN
from bot.games.north_pole import GAME as NORTH_POLE
from bot.games.pole_to_pole import GAME as POLE_TO_POLE
from bot.games.roll_in_one import GAME as ROLL_IN_ONE
from bot.games.south_pole import GAME as SOUTH_POLE
from tests.discord import amundsen_policy, north_pole_policy, pole_to_pole_policy, roll_in_one_policy, south_pole_policy
from tests.discord.driver import perform, route
from tests.fakediscord.inprocess import Harness, Reply, User, running
from tests.fakediscord.model import EPHEMERAL, Message
from tests.fakediscord.rules import problems

PLAYERS = [User(500000000000000001 + n, name) for n, name in enumerate(("Ada", "Bea", "Cy"))]
Chooser = Callable[[Any, int, list[Action], random.Random, dict[Any, Any]], Action]


@dataclass(frozen=True)
class Case:
    game: Game
    cog: str
    command: str
    players: int
    seed: int  # a short game of the policy (the game's own whole-game test uses it too)
    choose: Chooser
    options: dict[str, Any] = field(default_factory=dict)


CASES = [
    Case(SOUTH_POLE, "cogs.south_pole", "southpole", 3, 69, south_pole_policy.choose),
    Case(
        AMUNDSEN,
        "cogs.amundsen_scott",
        "amundsen",
        2,
        2,
        lambda s, seat, legal, rng, memo: amundsen_policy.choose(s, seat, legal, rng),
        {"amundsen": "0"},
    ),
    Case(
        NORTH_POLE,
        "cogs.north_pole",
        "northpole",
        3,
        25,
        lambda s, seat, legal, rng, memo: north_pole_policy.choose(s, seat, legal, rng),
    ),
    Case(
        POLE_TO_POLE,
        "cogs.pole_to_pole",
        "poletopole",
        2,
        0,
        lambda s, seat, legal, rng, memo: pole_to_pole_policy.choose(s, seat, legal, rng),
    ),
    Case(
        ROLL_IN_ONE,
        "cogs.roll_in_one",
        "rollinone",
        1,
        1,
        lambda s, seat, legal, rng, memo: roll_in_one_policy.choose(s, seat, legal, memo),
    ),
]


@dataclass
class Edit:
    """One edit the stand-in applied: the message before (a copy) and after."""

    before: Message
    after: Message


@dataclass
class Record:
    private_pictures: list[Message] = field(default_factory=list)  # each as it was when its picture arrived
    edits: list[Edit] = field(default_factory=list)


def recorded(h: Harness) -> Record:
    """Watch the stand-in: every private picture as it arrives, every edit before and after."""
    record, fake = Record(), h.fake
    make, edit = fake._message, fake._edit

    def made(*args: Any, **kwargs: Any) -> Message:
        message = make(*args, **kwargs)
        if message.ephemeral and message.files:
            record.private_pictures.append(message.snapshot())
        return message

    def edited(message: Message, body: dict[str, Any], files: list[tuple[str, bytes]]) -> Message:
        before = message.snapshot()
        after = edit(message, body, files)
        record.edits.append(Edit(before, after.snapshot()))
        if after.ephemeral and files:  # a "thinking" placeholder filled with a picture
            record.private_pictures.append(after.snapshot())
        return after

    fake._message, fake._edit = made, edited  # type: ignore[method-assign]
    return record


def is_card_with_picture(message: Message) -> bool:
    """A V2 container whose media gallery shows the message's own picture, described."""
    containers = [c for c in message.data["components"] if c.get("type") == 17]
    names = {name for name, _ in message.files}
    items = message.gallery()
    return (
        message.v2
        and len(containers) == 1
        and bool(items)
        and all(str(i["media"]["url"]).removeprefix("attachment://") in names for i in items)
        and all(40 <= len(i.get("description") or "") <= 256 for i in items)
    )


async def confirmed(h: Harness, user: User, reply: Reply) -> None:
    """A choice that ends the game for everyone (AVS-060) asks again: say yes."""
    if reply.made and "Yes, end the game" in reply.last.labels():
        await h.click(user, reply.last, "Yes, end the game")


@pytest.fixture
async def harness(tmp_path: Path, request: pytest.FixtureRequest) -> AsyncIterator[Harness]:
    case: Case = request.param
    cogs = ("cogs.settings", case.cog)
    async with running(tmp_path / "db.sqlite3", games={case.game.key: case.game}, cogs=cogs, users=PLAYERS) as h:
        yield h
        assert h.errors == []


async def play_whole_game(h: Harness, case: Case) -> tuple[Message, int]:
    """The policy's game by clicks, each move from the seat's own view when it offers it."""
    assert h.store is not None and h.bot is not None
    h.seed(case.seed)
    users = PLAYERS[: case.players]
    lobby = (await h.slash(users[0], f"{case.command} new", **case.options)).last
    for user in users[1:]:
        await h.click(user, lobby, "Join")
    await h.click(users[0], lobby, "Start")
    thread = int(lobby.data["thread"]["id"])
    label = h.bot.presenters[case.game.key].private_label
    rng, memo, moves = random.Random(case.seed), {}, 0
    for moves in range(1, 1000):
        game = await h.store.games.latest_in(thread)
        assert game is not None and game.state is not None
        if case.game.outcome(game.state) is not None:
            return lobby, moves
        seat = case.game.to_act(game.state)[0]
        user, turn = users[seat], h.fake.channel_messages(thread)[-1]
        action = case.choose(game.state, seat, case.game.legal_actions(game.state, seat), rng, memo)
        if label is not None:
            mine = (await h.click(user, turn, label)).last
            assert mine.ephemeral and mine.visible_to == user.id
            if (clicks := await route(h, user, mine, action)) is not None:
                await confirmed(h, user, await perform(h, user, mine, action, clicks))
                continue
        await confirmed(h, user, await perform(h, user, turn, action))
    raise AssertionError("the game didn't end in 1,000 moves")


@pytest.mark.parametrize(
    ("harness", "case"), [(c, c) for c in CASES], ids=[c.game.key for c in CASES], indirect=["harness"]
)
async def test_a_whole_game_keeps_private_pictures_in_cards_and_every_request_valid(
    harness: Harness, case: Case
) -> None:
    record = recorded(harness)
    lobby, moves = await play_whole_game(harness, case)
    assert moves > 5

    # The lobby is a card: one container, its text, its buttons, no content.
    assert lobby.v2 and not lobby.content and [c["type"] for c in lobby.data["components"]] == [17]

    pictures = record.private_pictures
    cards = [m for m in pictures if is_card_with_picture(m)]
    print(f"{case.game.key}: {moves} moves, {len(cards)}/{len(pictures)} private pictures in V2 galleries")
    assert len(cards) >= 0.9 * len(pictures)
    if case.game.key == AMUNDSEN.key:  # the one game whose private reply has a picture: the hand
        assert len(pictures) >= moves // 2

    # A step edit of a card stays a card; while it has controls its picture stays in its gallery.
    card_edits = [e for e in record.edits if e.before.v2 and e.before.ephemeral]
    for e in card_edits:
        assert e.after.v2 and not e.after.content and e.after.text
        if e.before.gallery() and e.after.components():
            assert is_card_with_picture(e.after), e.after.data
    if pictures:
        assert any(e.before.gallery() and e.after.components() for e in card_edits)  # steps were taken in cards
        assert any(e.after.text == "Done — see the new turn message." for e in card_edits)

    # Every picture, public and private, says first whose turn it is (or the result) in its alt text.
    names = [u.name for u in PLAYERS[: case.players]]
    undescribed = [
        (where, text)
        for where, text in harness.fake.picture_descriptions()
        if len(text) < 40 or not text.startswith(("Your turn.", "Game over.", *names))
    ]
    assert undescribed == []

    # Public turn messages stay classic (they ping); every request keeps Discord's rules.
    assert not any(m.v2 for m in harness.fake.messages.values() if m.data.get("mentions"))
    broken = [(c.method, c.path, p) for c in harness.fake.calls for p in problems(c)]
    assert broken == []
    flags = [int(m.data.get("flags") or 0) for m in harness.fake.messages.values()]
    assert any(f & EPHEMERAL for f in flags)


async def test_a_cards_earlier_controls_still_work_after_a_step_edited_it(tmp_path: Path) -> None:
    case = next(c for c in CASES if c.game is AMUNDSEN)
    games, cogs = {case.game.key: case.game}, ("cogs.settings", case.cog)
    async with running(tmp_path / "db.sqlite3", games=games, cogs=cogs, users=PLAYERS) as h:
        h.seed(case.seed)
        lobby = (await h.slash(PLAYERS[0], "amundsen new", amundsen="0")).last
        await h.click(PLAYERS[1], lobby, "Join")
        await h.click(PLAYERS[0], lobby, "Start")
        thread = int(lobby.data["thread"]["id"])
        turn = h.fake.channel_messages(thread)[-1]
        opened = (await h.click(PLAYERS[0], turn, "Take 3…")).last  # a public opener: the choice, privately
        assert is_card_with_picture(opened) and "Back" in opened.labels()
        before = opened.snapshot()
        back = await h.click(PLAYERS[0], opened, "Back")  # a step: the card is edited in place
        assert back.made == [] and is_card_with_picture(opened) and "Back" not in opened.labels()
        assert opened.gallery() == before.gallery() and opened.text == before.text
        take = next(c for c in before.components() if str(c.get("label", "")).startswith("Take 2, discard"))
        await h.click(PLAYERS[0], before, custom_id=take["custom_id"])  # a control from before the step
        assert opened.text == "Done — see the new turn message." and not opened.files and not opened.components()
        assert "Ada takes Good Weather Yellow and Mongolian Horse Yellow" in h.fake.channel_messages(thread)[-1].content
        assert h.errors == []
