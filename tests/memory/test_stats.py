"""Stats over a member's result rows: per game, win share, median wait, time-outs, streak."""

from __future__ import annotations

from bot.memory.results import ResultRow
from bot.memory.stats import Streak, Tally, stats_of, stats_text

TITLES = {"south-pole": "South Pole", "north-pole": "Race to the North Pole"}


def result(game_id: int, won: bool, key: str = "south-pole", user: int = 100, **kw: object) -> ResultRow:
    fields: dict[str, object] = {
        "game_id": game_id,
        "guild_id": 1,
        "game_key": key,
        "seat": 0,
        "user_id": user,
        "person": True,
        "team": 0,
        "place": 1 if won else 2,
        "score": None,
        "won": won,
        "resigned": False,
        "timeouts": 0,
        "turns": 10,
        "started_at": 0.0,
        "ended_at": float(game_id),
        "waits": (),
    }
    fields.update(kw)
    return ResultRow(**fields)  # type: ignore[arg-type]


def test_games_played_and_won_per_game_with_win_share() -> None:
    rows = [result(1, True), result(2, False), result(3, True), result(4, False, "north-pole")]
    rows.append(result(5, True, user=200))  # someone else's row counts nothing here
    stats = stats_of(rows, 100)
    assert stats.per_game == {"south-pole": Tally(3, 2), "north-pole": Tally(1, 0)}
    assert stats.total == Tally(4, 2) and stats.total.win_share == 0.5
    text = stats_text(stats, "Ann", TITLES)
    assert "South Pole: 3 played, 2 won (67%)" in text
    assert "Race to the North Pole: 1 played, 0 won (0%)" in text
    assert "All games: 4 played, 2 won (50%)" in text


def test_median_wait_and_time_outs_come_from_every_game() -> None:
    rows = [result(1, True, waits=(60.0, 120.0), timeouts=1), result(2, False, waits=(3600.0,), timeouts=2)]
    stats = stats_of(rows, 100)
    assert stats.median_wait == 120.0
    assert stats.timeouts == 3
    assert "Median time to move: 2 min · Turns timed out: 3" in stats_text(stats, "Ann", TITLES)


def test_the_current_streak_is_the_run_the_latest_game_continues() -> None:
    rows = [result(4, True), result(1, True), result(2, False), result(3, True)]  # in any order: by end time
    assert stats_of(rows, 100).streak == Streak(True, 2)
    assert stats_of([*rows, result(5, False)], 100).streak == Streak(False, 1)
    assert "Current streak: 2 wins" in stats_text(stats_of(rows, 100), "Ann", TITLES)


def test_a_member_with_no_games_is_told_so_in_a_sentence() -> None:
    stats = stats_of([result(1, True, user=200)], 100)
    assert stats.streak is None and stats.median_wait is None
    assert stats_text(stats, "_Ann_", TITLES) == "\\_Ann\\_ hasn't finished a game here yet."
