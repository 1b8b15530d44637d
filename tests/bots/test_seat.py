"""A table's bot seat (issue 26 item 4): the level it plays at, the words it is shown with, and
its decision: normal exactly as before levels (the game's policy and ``bot_rng``), hard in the
worker pool, which starts again when a worker dies."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass

import pytest

from bot.bots import Level, bot_rng, bot_seed, bot_words, policy_for, pool
from bot.bots.seat import decide, has_levels, seat_level, seat_words
from bot.catalog import KEYS
from bot.games import GAMES

from .positions import decision_points


@dataclass
class Seat:
    user_id: int
    bot: bool
    level: str = "normal"


@pytest.fixture
async def workers() -> AsyncIterator[None]:
    yield
    pool.shutdown()


def test_a_lobby_bot_plays_at_its_level_and_a_persons_seat_at_normal() -> None:
    assert seat_level(Seat(-1, True, "hard")) is Level.HARD
    assert seat_level(Seat(-2, True, "easy")) is Level.EASY
    assert seat_level(Seat(101, True, "hard")) is Level.NORMAL  # a person's seat a bot took over
    assert seat_level(Seat(101, False, "hard")) is Level.NORMAL  # a person's turn that timed out
    assert seat_level(Seat(-1, True, "grandmaster")) is Level.NORMAL  # a level this release doesn't know
    assert [seat_words(Seat(-1, True, level)) for level in ("easy", "normal", "hard")] == [
        "easy bot", "bot", "hard bot"
    ]
    assert seat_words(Seat(101, True, "hard")) == "bot" and bot_words("grandmaster") == "bot"


def test_every_catalog_game_has_levels_and_a_test_game_does_not() -> None:
    assert all(has_levels(key) for key in KEYS) and not has_levels("stones")


@pytest.mark.parametrize("key", KEYS)
async def test_normal_decides_as_the_table_did_before_levels(key: str) -> None:
    """The same game, version and seat choose what ``policy_for`` chose with ``bot_rng``."""
    engine = GAMES[key]
    for state, seat in decision_points(key, every=11)[:5]:
        view, legal = engine.view(state, seat), engine.legal_actions(state, seat)
        before = policy_for(key).choose(view, legal, bot_rng(4, 5, seat))
        assert await decide(key, Level.NORMAL, view, legal, bot_seed(4, 5, seat)) is before


async def test_a_game_without_levels_plays_its_normal_policy_at_any_level() -> None:
    legal = [{"type": "take", "n": n} for n in (1, 2, 3)]
    chosen = [await decide("stones", level, {"seat": 0}, legal, "1:2:0") for level in ("easy", "normal", "hard")]
    assert chosen[0] is chosen[1] is chosen[2] and pool._executor is None  # as normal, nothing started


async def test_a_hard_seat_answers_after_its_worker_died(workers: None) -> None:
    engine = GAMES["north-pole"]
    state, seat = decision_points("north-pole", every=5)[2]
    view, legal = engine.view(state, seat), engine.legal_actions(state, seat)
    first = await decide("north-pole", "hard", view, legal, bot_seed(6, 7, seat), 0.02)
    assert any(first is action for action in legal)
    for process in list(pool.executor()._processes.values()):  # type: ignore[attr-defined]
        process.kill()
        process.join()
    again = await decide("north-pole", "hard", view, legal, bot_seed(6, 8, seat), 0.02)
    assert any(again is action for action in legal)


async def test_an_unknown_level_is_refused_in_a_sentence() -> None:
    engine = GAMES["south-pole"]
    state, seat = decision_points("south-pole")[0]
    with pytest.raises(ValueError, match=r"There is no bot level 'expert': choose one of easy, normal, hard\."):
        await decide("south-pole", "expert", engine.view(state, seat), engine.legal_actions(state, seat), "1:1:0")
