"""Leaderboard ratings (openskill Plackett–Luce) over result rows: orders, ties, teams, bots."""

from __future__ import annotations

import random
from dataclasses import replace

from bot.memory.ratings import MODEL, board_text, leaderboard
from bot.memory.results import ResultRow


def rows(
    game_id: int,
    places: list[int | None],
    *,
    users: list[int] | None = None,
    teams: list[int] | None = None,
    key: str = "south-pole",
) -> list[ResultRow]:
    users = users or [100 + i for i in range(len(places))]
    teams = teams or list(range(len(places)))
    return [
        ResultRow(
            game_id=game_id,
            guild_id=1,
            game_key=key,
            seat=seat,
            user_id=user,
            person=user > 0,
            team=teams[seat],
            place=place,
            score=None,
            won=place == 1,
            resigned=False,
            timeouts=0,
            turns=10,
            started_at=0.0,
            ended_at=float(game_id),
        )
        for seat, (user, place) in enumerate(zip(users, places, strict=True))
    ]


def by_user(board_rows: list[ResultRow], key: str | None = None) -> dict[int | None, float]:
    return {s.user_id: s.rating for s in leaderboard(board_rows, key).people}


def test_a_five_player_race_orders_ratings_by_place() -> None:
    board = leaderboard(rows(1, [3, 1, 5, 2, 4]))
    assert [s.user_id for s in board.people] == [101, 103, 100, 104, 102]
    assert all(s.games == 1 for s in board.people)
    assert [s.wins for s in board.people] == [1, 0, 0, 0, 0]


def test_a_tie_rates_the_tied_players_alike_and_nobody_placed_changes_nothing_between_them() -> None:
    ratings = by_user(rows(1, [1, 1, 2]))
    assert ratings[100] == ratings[101] > ratings[102]
    frozen = by_user(rows(2, [None, None]))
    assert frozen[100] == frozen[101]


def test_pairs_are_rated_as_teams() -> None:
    ratings = by_user(rows(1, [1, 2, 1, 2], teams=[0, 1, 0, 1]))
    assert ratings[100] == ratings[102] > ratings[101] == ratings[103]


def test_bots_are_rated_as_one_per_game_and_listed_apart() -> None:
    game = rows(1, [1, 2, 3], users=[100, -1, -2])  # a person beat two bot seats
    board = leaderboard(game)
    assert [s.user_id for s in board.people] == [100]
    assert [(s.game_key, s.games) for s in board.bots] == [("south-pole", 1)]
    assert board.people[0].rating > board.bots[0].rating


def test_each_bot_level_is_rated_apart_and_named_with_its_level() -> None:
    """Issue 26: a hard bot that keeps winning doesn't lift the normal bot's rating."""
    games = []
    for game_id in range(1, 4):  # the hard bot beats a person three times; the normal bot loses once
        games += [replace(r, level="hard") if r.user_id < 0 else r for r in rows(game_id, [2, 1], users=[100, -1])]
    games += rows(4, [1, 2], users=[100, -1])
    board = leaderboard(games)
    assert {s.game_key: (s.games, s.wins) for s in board.bots} == {"south-pole:hard": (3, 3), "south-pole": (1, 0)}
    hard, normal = board.bots
    assert hard.game_key == "south-pole:hard" and hard.rating > normal.rating
    text = board_text(board, "Roll to the South Pole", {"south-pole": "Roll to the South Pole"})
    assert "• Roll to the South Pole hard bot — rating" in text and "• Roll to the South Pole bot — rating" in text


def test_a_solo_game_counts_as_played_and_rates_nobody() -> None:
    board = leaderboard(rows(1, [1], key="roll-in-one"))
    (solo,) = board.people
    assert solo.games == 1
    assert (solo.mu, solo.sigma) == (MODEL.rating().mu, MODEL.rating().sigma)


def test_ratings_build_over_games_in_the_order_they_ended_and_per_game_when_asked() -> None:
    history = [r for g in range(1, 6) for r in rows(g, [1, 2])] + rows(6, [2, 1], key="north-pole")
    shuffled = history[:]
    random.Random(1).shuffle(shuffled)
    assert leaderboard(shuffled) == leaderboard(history)
    overall = by_user(history)
    assert overall[100] > overall[101]
    assert by_user(history, "north-pole")[101] > by_user(history, "north-pole")[100]
    assert {s.games for s in leaderboard(history, "south-pole").people} == {5}


def test_more_evidence_makes_a_steady_winner_rank_higher() -> None:
    one = by_user(rows(1, [1, 2]))[100]
    five = by_user([r for g in range(1, 6) for r in rows(g, [1, 2])])[100]
    assert five > one
