"""Issue 23 on all five games, through the Discord stand-in: a game played to its end (bots play
both people's seats, as after time-outs) leaves every player a place, a private history of its
own event lines, an animated replay, and a count in stats and the leaderboard (SQLite and
PostgreSQL); Rematch seats the same people in a new lobby."""

from __future__ import annotations

import io
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from PIL import Image

from bot.catalog import KEYS
from bot.store import GameStatus
from bot.ui.registry import slash_names
from tests.fakediscord.inprocess import Harness, User, running

ALICE = User(300000000000000001, "Alice")
BOB = User(300000000000000002, "Bob")
GROUPS = {key: group for group, key in slash_names().items()}


@pytest.fixture
async def harness(database_url: str) -> AsyncIterator[Harness]:
    async with running(Path(database_url) if "://" not in database_url else database_url,  # type: ignore[arg-type]
                       users=[ALICE, BOB]) as h:
        yield h
        assert h.errors == []


@pytest.fixture
async def drawn(tmp_path: Path) -> AsyncIterator[Harness]:
    """On SQLite only: the pictures and clicks don't depend on the driver (the counts above do)."""
    async with running(tmp_path / "db.sqlite3", users=[ALICE, BOB]) as h:
        yield h
        assert h.errors == []


async def played_to_the_end(h: Harness, key: str) -> tuple[int, int]:
    """Alice and Bob open, join and start a game; then bots play both seats to its end."""
    assert h.bot is not None and h.store is not None
    h.seed(23)
    lobby = (await h.slash(ALICE, f"{GROUPS[key]} new")).last
    await h.click(BOB, lobby, "Join")
    await h.click(ALICE, lobby, "Start")
    thread = int(lobby.data["thread"]["id"])
    game = await h.store.games.latest_in(thread)
    assert game is not None and game.status == GameStatus.RUNNING
    for seat in game.seats:
        await h.store.seats.set_bot(game.id, seat.seat, True)
    await h.bot.table.upkeep.play_bots(game.id, limit=20_000)
    over = await h.store.games.get(game.id)
    assert over is not None and over.status == GameStatus.OVER
    return game.id, thread


@pytest.mark.parametrize("key", KEYS)
async def test_a_finished_game_counts_in_stats_and_the_leaderboard(harness: Harness, key: str) -> None:
    _game, thread = await played_to_the_end(harness, key)
    final = harness.fake.channel_messages(thread)[-1]
    assert "Game over" in final.content and final.labels() == ["Rematch", "Replay"]
    for user in (ALICE, BOB):  # every player has one line with a place or fate, mentioning them once
        (line,) = [line for line in final.content.splitlines() if f"<@{user.id}>" in line]
        assert line[0] in "🥇🥈🥉•" and " — " in line
    title = harness.bot.games[key].title if harness.bot else key
    for user in (ALICE, BOB):
        stats = await harness.slash(user, "icebreaker stats")
        assert stats.last.ephemeral and f"{title}: 1 played" in stats.text
    board = await harness.slash(ALICE, "icebreaker leaderboard", game=key)
    assert board.last.ephemeral and f"<@{ALICE.id}>" in board.text and f"<@{BOB.id}>" in board.text
    assert "1 game" in board.text and "Bots" not in board.text  # no bot seats here: none listed
    overall = await harness.slash(BOB, "icebreaker leaderboard")
    assert "all games" in overall.text and f"<@{BOB.id}>" in overall.text
    about_bob = await harness.slash(ALICE, "icebreaker stats", member=str(BOB.id))
    assert "Stats for Bob" in about_bob.text and "1 played" in about_bob.text
    mine = await harness.slash(ALICE, "icebreaker mygames")
    assert "Ended this week" in mine.text and title in mine.text


@pytest.mark.parametrize("key", KEYS)
async def test_history_replay_and_rematch(drawn: Harness, key: str) -> None:
    harness = drawn
    game_id, thread = await played_to_the_end(harness, key)
    assert harness.store is not None
    group = GROUPS[key]

    history = await harness.slash(ALICE, f"{group} history", channel_id=thread)
    page = history.last
    assert page.ephemeral and page.text.startswith("**Since the game began**")  # Alice never moved herself
    assert harness.bot is not None
    moves = await harness.store.games.moves(game_id)
    first = next(m for m in moves if m["kind"] != "setup" and m["events"])
    lines = harness.bot.presenters[key].event_lines(first["events"], ["Alice", "Bob"])
    assert page.text.splitlines()[1] == f"Turn 1: {lines[0]}"  # the game's own event lines, with turn numbers
    if "Newer ▶" in page.labels():  # Older / Newer turn the pages in place
        await harness.click(ALICE, page, "Newer ▶")
        assert "page 2 of" in page.text and page.ephemeral

    replay = await harness.slash(BOB, f"{group} replay", channel_id=thread)
    ((name, data),) = replay.last.files
    assert name == "replay.webp" and len(data) <= 10_000_000 and not replay.last.ephemeral
    assert Image.open(io.BytesIO(data)).n_frames >= 10

    final = [m for m in harness.fake.channel_messages(thread) if "Game over" in m.content][-1]
    again = await harness.click(BOB, final, "Rematch")
    lobby = harness.fake.channel_messages(thread)[-2]
    assert lobby.v2 and "lobby" in lobby.text and f"<@{ALICE.id}>" in lobby.text and f"<@{BOB.id}>" in lobby.text
    (ping,) = again.made
    assert ping.content.count(f"<@{ALICE.id}>") == 1 and ping.content.count(f"<@{BOB.id}>") == 1
    new = await harness.store.games.live_in(thread)
    assert new is not None and new.status == GameStatus.LOBBY and new.id != game_id
    assert {s.user_id for s in new.seats} == {ALICE.id, BOB.id} and new.host_id == BOB.id
    twice = await harness.click(ALICE, final, "Rematch")  # a second press opens nothing more
    assert twice.last.ephemeral and "already open" in twice.text
    assert (await harness.store.games.live_in(thread)).id == new.id  # type: ignore[union-attr]
    await harness.click(ALICE, lobby, "Leave")  # each may leave the rematch
    left = await harness.store.games.get(new.id)
    assert left is not None and [s.user_id for s in left.seats] == [BOB.id]
