"""Bot levels at the table (issue 26 item 4), through the Discord stand-in: the lobby offers easy,
normal and hard and shows each bot's level beside its name; ``/<game> new bots:<level>`` fills the
seats and starts; a seat a bot takes over after time-outs plays at normal; levels are stored, so
they survive a restart, and a rematch seats the same bots at the same levels; bad input gets a
sentence and changes nothing.

Every bot move goes through the table's ``decide`` (``bot.bots.seat.decide``: hard in the worker
pool); a spy records which seat was asked at which level and hands the question on unchanged. Hard
bots think for 0.01 s here (``Venue.bot_budget``), so whole games stay short."""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping
from pathlib import Path
from typing import Any

import pytest

from bot.bots import Level, pool
from bot.bots.seat import Decide
from bot.catalog import KEYS
from bot.engine import Action
from bot.store import GameRow, GameStatus
from bot.ui.registry import slash_names
from tests.fakediscord.inprocess import Harness, User, running
from tests.fakediscord.model import Message
from tests.fakediscord.toy import Clock

ALICE = User(260000000000000001, "Alice")
BOB = User(260000000000000002, "Bob")
GROUPS = {key: group for group, key in slash_names().items()}
HARD_BUDGET = 0.01  # seconds per hard decision in these tests


class Spy:
    """The table's ``decide``, recording (seat, level) for every bot move it is asked for."""

    def __init__(self, real: Decide) -> None:
        self.real = real
        self.asked: list[tuple[int, Level]] = []

    async def __call__(
        self, key: str, level: Level, view: Mapping[str, Any], legal: list[Action], seed: str, budget: float | None
    ) -> Action:
        self.asked.append((int(view["seat"]), Level(level)))
        return await self.real(key, level, view, legal, seed, budget)

    def levels(self, seat: int) -> set[Level]:
        return {level for asked, level in self.asked if asked == seat}


def spy_on(h: Harness) -> Spy:
    """Watch the bot's decisions (again after each restart: a new bot has a new table)."""
    assert h.bot is not None
    venue = h.bot.table.venue
    spy = Spy(venue.decide)
    venue.decide, venue.bot_budget = spy, HARD_BUDGET
    return spy


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", users=[ALICE, BOB]) as h:
        yield h
        assert h.errors == []
    pool.shutdown()


def level_select(lobby: Message) -> dict[str, Any]:
    return next(c for c in lobby.components() if c.get("placeholder") == "Add a bot at a level…")


async def add_bot_at(h: Harness, user: User, lobby: Message, level: str) -> None:
    await h.choose(user, lobby, [level], custom_id=level_select(lobby)["custom_id"])


async def game_in(h: Harness, lobby: Message) -> GameRow:
    assert h.store is not None
    game = await h.store.games.latest_in(int(lobby.data["thread"]["id"]))
    assert game is not None
    return game


async def finish_with_bots(h: Harness, game: GameRow) -> GameRow:
    """Alice's seat is handed to a bot (as after time-outs), and the bots play to the end."""
    assert h.bot is not None and h.store is not None
    await h.store.seats.set_bot(game.id, 0, True)
    await h.bot.table.upkeep.play_bots(game.id, limit=20_000)
    over = await h.store.games.get(game.id)
    assert over is not None and over.status == GameStatus.OVER
    return over


def game_over(h: Harness, game: GameRow) -> Message:
    assert game.channel_id is not None
    return next(m for m in reversed(h.fake.channel_messages(game.channel_id)) if "Game over" in m.content)


async def test_the_lobby_offers_the_levels_and_seats_a_hard_bot_shown_as_such(harness: Harness) -> None:
    h = harness
    spy = spy_on(h)
    lobby = (await h.slash(ALICE, "southpole new")).last
    select = level_select(lobby)
    assert [(o["value"], o["label"]) for o in select["options"]] == [
        ("easy", "Easy bot"), ("normal", "Normal bot"), ("hard", "Hard bot")
    ]
    assert lobby.labels()[:3] == ["Join", "Leave", "Add bot"]  # a normal bot stays one click
    await add_bot_at(h, ALICE, lobby, "hard")
    await h.click(ALICE, lobby, "Add bot")
    assert "2. Nansen (hard bot)" in lobby.text and "3. Shackleton (bot)" in lobby.text
    game = await game_in(h, lobby)
    assert [(s.name, s.bot, s.level) for s in game.seats] == [
        ("Alice", False, "normal"), ("Nansen", True, "hard"), ("Shackleton", True, "normal")
    ]

    assert h.bot is not None
    h.bot.table.venue.bots_follow = False  # one bot move at a time, so the turn that waits on Nansen is seen
    await h.click(ALICE, lobby, "Start")
    await h.store.seats.set_bot(game.id, 0, True)  # type: ignore[union-attr]
    thread = int(lobby.data["thread"]["id"])
    waiting_on_nansen = []
    for _ in range(400):
        if not await h.bot.table.upkeep.play_bots(game.id, limit=1):
            break
        newest = h.fake.channel_messages(thread)[-1].content
        waiting_on_nansen += [newest] if "Nansen (hard bot) to play." in newest else []
    assert waiting_on_nansen, "no turn message named the hard bot whose turn it was"
    over = await h.store.games.get(game.id)  # type: ignore[union-attr]
    assert over is not None and over.status == GameStatus.OVER
    assert spy.levels(1) == {Level.HARD} and spy.levels(2) == {Level.NORMAL} and spy.levels(0) == {Level.NORMAL}
    final = game_over(h, over)
    assert "Nansen (hard bot) — " in final.content and "Shackleton (bot) — " in final.content


@pytest.mark.parametrize("key", KEYS)
async def test_new_with_bots_fills_the_seats_and_starts(harness: Harness, key: str) -> None:
    """``/<game> new bots:easy``: the fewest seats the game takes, the others easy bots, started at
    once; the bots move when their turn comes, and the game plays to its end."""
    h = harness
    spy = spy_on(h)
    h.seed(26)
    lobby = (await h.slash(ALICE, f"{GROUPS[key]} new", bots="easy")).last
    game = await game_in(h, lobby)
    assert game.status == GameStatus.RUNNING and "started" in lobby.text
    assert [(s.user_id, s.bot, s.level) for s in game.seats] == [(ALICE.id, False, "normal"), (-1, True, "easy")]
    assert "2. Nansen (easy bot)" in lobby.text and lobby.labels() == []  # started: no lobby controls left
    status = await h.slash(ALICE, f"{GROUPS[key]} status", channel_id=game.channel_id or 0)
    assert "Nansen (easy bot)" in status.text and "Alice (" not in status.text
    newest = h.fake.channel_messages(game.channel_id or 0)[-1]
    assert f"<@{ALICE.id}>" in newest.content  # the bot moved at once if it began: Alice is asked
    over = await finish_with_bots(h, game)
    assert spy.levels(1) == {Level.EASY} and spy.levels(0) == {Level.NORMAL}
    assert "Nansen (easy bot) — " in game_over(h, over).content


async def test_new_with_hard_bots_and_a_player_count(harness: Harness) -> None:
    h = harness
    spy = spy_on(h)
    h.seed(26)
    lobby = (await h.slash(ALICE, "southpole new", bots="hard", players=3)).last
    game = await game_in(h, lobby)
    assert game.status == GameStatus.RUNNING
    assert [(s.name, s.level) for s in game.seats] == [("Alice", "normal"), ("Nansen", "hard"), ("Shackleton", "hard")]
    over = await finish_with_bots(h, game)
    assert spy.levels(1) == spy.levels(2) == {Level.HARD}
    final = game_over(h, over).content
    assert "Nansen (hard bot) — " in final and "Shackleton (hard bot) — " in final
    board = await h.slash(ALICE, "icebreaker leaderboard", game="south-pole")  # rated apart from the normal bot
    assert "• Roll to the South Pole hard bot — rating" in board.text and "South Pole bot —" not in board.text


async def test_a_seat_taken_over_after_time_outs_plays_at_normal(harness: Harness) -> None:
    """Alice against a hard bot, her turns running out: each late turn, and her seat once a bot
    keeps it, is played at normal; the hard bot goes on at hard."""
    h = harness
    assert h.bot is not None and h.store is not None
    clock = Clock()
    h.bot.table.venue.now = clock
    spy = spy_on(h)
    h.seed(26)
    lobby = (await h.slash(ALICE, "southpole new", bots="hard")).last
    game = await game_in(h, lobby)
    for _ in range(3):
        current = await h.store.games.get(game.id)
        assert current is not None and current.deadline is not None and not current.seats[0].bot
        clock.now = current.deadline + 1
        await h.bot.upkeep()  # Alice's turn runs out; a bot plays it, then the hard bot its own
    over = await h.store.games.get(game.id)
    assert over is not None and over.status == GameStatus.OVER  # the bots played on to the end
    assert (over.seats[0].bot, over.seats[0].level) == (True, "normal")
    assert spy.levels(0) == {Level.NORMAL} and spy.levels(1) == {Level.HARD}
    takeover = [m for m in h.fake.channel_messages(over.channel_id or 0) if "A bot now plays for Alice" in m.content]
    assert takeover
    final = game_over(h, over).content
    assert f"<@{ALICE.id}> — " in final and "a bot played for them at the end" in final
    assert "Nansen (hard bot) — " in final


async def test_a_level_is_stored_and_survives_a_restart(database_url: str) -> None:
    """On both drivers: the lobby's hard bot is still hard after a restart, on the lobby card
    and when it plays."""
    database = Path(database_url) if "://" not in database_url else database_url
    async with running(database, users=[ALICE]) as h:  # type: ignore[arg-type]
        lobby = (await h.slash(ALICE, "southpole new")).last
        await add_bot_at(h, ALICE, lobby, "hard")
        await h.restart()
        spy = spy_on(h)
        await h.click(ALICE, lobby, "Add bot")  # the lobby's controls work after the restart
        assert "2. Nansen (hard bot)" in lobby.text and "3. Shackleton (bot)" in lobby.text
        game = await game_in(h, lobby)
        assert [s.level for s in game.seats] == ["normal", "hard", "normal"]
        await h.click(ALICE, lobby, "Start")
        await finish_with_bots(h, game)
        assert spy.levels(1) == {Level.HARD} and spy.levels(2) == {Level.NORMAL}
        assert h.errors == []
    pool.shutdown()


async def test_a_rematch_seats_the_same_bots_at_the_same_levels(harness: Harness) -> None:
    h = harness
    spy_on(h)
    lobby = (await h.slash(ALICE, "northpole new")).last
    await add_bot_at(h, ALICE, lobby, "hard")
    await add_bot_at(h, ALICE, lobby, "easy")
    await h.click(ALICE, lobby, "Start")
    over = await finish_with_bots(h, await game_in(h, lobby))
    await h.click(ALICE, game_over(h, over), "Rematch")
    assert h.store is not None
    again = await h.store.games.live_in(over.channel_id or 0)
    assert again is not None and again.status == GameStatus.LOBBY and again.id != over.id
    assert [(s.user_id, s.name, s.bot, s.level) for s in again.seats] == [
        (ALICE.id, "Alice", False, "normal"), (-1, "Nansen", True, "hard"), (-2, "Shackleton", True, "easy")
    ]
    card = h.fake.channel_messages(over.channel_id or 0)[-2]
    assert "2. Nansen (hard bot)" in card.text and "3. Shackleton (easy bot)" in card.text


async def test_bad_levels_and_counts_get_a_sentence_and_change_nothing(harness: Harness) -> None:
    h = harness
    assert h.store is not None
    unknown = await h.slash(ALICE, "southpole new", bots="expert")
    assert unknown.text == "There is no bot level 'expert': choose one of easy, normal, hard."
    too_few = await h.slash(ALICE, "southpole new", bots="hard", players=1)
    assert too_few.text == "Roll to the South Pole takes 2–5 players with these options, not 1."
    alone = await h.slash(ALICE, "rollinone new", bots="easy", players=1)
    assert alone.text == "With one player there is no seat for a bot: leave out bots and players to play alone."
    assert await h.store.games.of_player(ALICE.id) == []  # no lobby was opened by any of them

    lobby = (await h.slash(ALICE, "southpole new")).last
    forged = await h.choose(ALICE, lobby, ["expert"], custom_id=level_select(lobby)["custom_id"])
    assert forged.text == "There is no bot level 'expert': choose one of easy, normal, hard."
    not_host = await h.choose(BOB, lobby, ["hard"], custom_id=level_select(lobby)["custom_id"])
    assert not_host.text == "Only the host can add a bot."
    game = await game_in(h, lobby)
    assert [s.user_id for s in game.seats] == [ALICE.id] and "(hard bot)" not in lobby.text


async def test_the_games_list_says_how_to_play_against_bots(harness: Harness) -> None:
    games = (await harness.slash(ALICE, "icebreaker games")).text
    assert "Alone? Add `bots:` (easy, normal or hard) to `new`" in games
