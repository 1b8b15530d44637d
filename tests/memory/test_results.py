"""Results: every seat's place, score and fate from the engine's Outcome, and the game-over text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from bot.engine import Outcome, State
from bot.games import GAMES
from bot.memory.log import read_moves
from bot.memory.results import Result, finished_line, game_over_text, ranking_of, result_of, result_rows
from tests.memory.games import play

CONTENT_LIMIT = 2000  # one Discord message


@dataclass
class Seat:
    seat: int
    user_id: int
    name: str
    bot: bool = False
    level: str = "normal"


class Stub:
    """An engine that ends as told: ``state`` holds its outcome and public view."""

    key = "south-pole"
    title = "Stub Game"

    def outcome(self, state: State) -> Outcome | None:
        return state.get("outcome")

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return dict(state.get("view", {}))


def seats(count: int, bots: tuple[int, ...] = ()) -> list[Seat]:
    return [Seat(i, -1 - i if i in bots else 100 + i, f"Player {i}") for i in range(count)]


def stub_result(outcome: Outcome, count: int, rows: list[dict[str, Any]] | None = None, **kw: Any) -> Result:
    state = {"outcome": outcome, "view": kw.pop("view", {})}
    return result_of(
        Stub(),  # type: ignore[arg-type]
        state,
        kw.pop("table", seats(count)),
        read_moves(rows or []),
        game_id=7,
        started_at=1000.0,
        ended_at=1000.0 + 3 * 3600 + 12 * 60,
    )


def row(seq: int, seat: int | None, kind: str = "action", events: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {"seq": seq, "seat": seat, "kind": kind, "action": {"type": "x"}, "events": events or []}


@pytest.mark.parametrize("key", sorted(GAMES))
def test_every_engine_gives_every_seat_a_place_and_the_text_mentions_every_person(key: str) -> None:
    engine = GAMES[key]
    players = min(max(engine.min_players, 3), engine.max_players)
    played = play(engine, players, seed=4)
    table = seats(players, bots=(players - 1,) if players > 2 else ())
    result = result_of(engine, played.state, table, played.moves, game_id=1, started_at=0.0, ended_at=7200.0)
    assert sorted(p.seat for p in result.placings) == list(range(players))
    assert all(p.place is not None or result.nobody_wins for p in result.placings)
    text = game_over_text(result)
    assert len(text) <= CONTENT_LIMIT
    for seat in table:
        assert (f"<@{seat.user_id}>" in text) == (seat.user_id > 0)
        if seat.user_id < 0:
            assert f"{seat.name} (bot)" in text
    assert result.turns > 0 and f"{result.turns} turns" in text
    assert "2 h" in text
    assert "{p" not in text  # every seat placeholder was named


def test_places_follow_the_ranking_with_ties_and_scores_named_in_the_games_unit() -> None:
    outcome: Outcome = {"winners": [2], "scores": [3.0, 3.0, 5.0], "ranking": [[2], [0, 1]], "text": "{p2} won."}
    result = stub_result(outcome, 3)
    assert [(p.seat, p.place, p.fate) for p in result.placings] == [(2, 1, "won"), (0, 2, "2nd"), (1, 2, "2nd")]
    text = game_over_text(result)
    assert text.splitlines()[:2] == ["**Game over — Stub Game** · 0 turns · 3 h 12 min", "Player 2 won."]
    assert "🥇 <@102> — won · 5 flags" in text
    assert "🥈 <@100> — 2nd · 3 flags" in text and "🥈 <@101> — 2nd · 3 flags" in text


def test_a_shared_win_names_everyone_who_shares_it() -> None:
    outcome: Outcome = {"winners": [0, 2], "scores": [4.0, 1.0, 4.0], "text": "{p0} and {p2} share the win."}
    result = stub_result(outcome, 3)
    assert result.winners == [0, 2]
    assert [(p.seat, p.place, p.fate) for p in result.placings] == [
        (0, 1, "shared the win"),
        (2, 1, "shared the win"),
        (1, 2, "2nd"),
    ]


def test_a_team_win_is_a_team_win_and_the_losing_pair_is_second() -> None:
    view = {"teams": True, "seats": [{"team": 0}, {"team": 1}, {"team": 0}, {"team": 1}]}
    outcome: Outcome = {"winners": [0, 2], "ranking": [[0, 2], [1, 3]], "text": "The North–South team won."}
    result = stub_result(outcome, 4, view=view)
    assert {p.seat: (p.team, p.place, p.fate) for p in result.placings} == {
        0: (0, 1, "won as a team"),
        2: (0, 1, "won as a team"),
        1: (1, 2, "2nd"),
        3: (1, 2, "2nd"),
    }


def test_nobody_wins_names_every_player_and_what_became_of_them() -> None:
    played_rows = [row(1, None, "setup"), row(2, 0), row(3, 1)]
    result = stub_result({"winners": [], "text": "Both explorers froze in the Antarctic: nobody wins."}, 2, played_rows)
    assert result.nobody_wins
    assert [(p.place, p.fate) for p in result.placings] == [(None, "did not win"), (None, "did not win")]
    text = game_over_text(result)
    assert "• <@100> — did not win" in text and "• <@101> — did not win" in text
    assert "Nobody wins." not in text  # the engine's sentence already says so


def test_nobody_wins_is_said_when_the_engine_does_not_say_it() -> None:
    text = game_over_text(stub_result({"winners": [], "text": "The ice melted."}, 2))
    assert "Nobody wins." in text


def test_a_seat_that_resigned_is_placed_last_and_told_so_with_its_turn() -> None:
    rows = [row(1, None, "setup"), row(2, 0), row(3, 1), row(4, 2, "resign"), row(5, 0)]
    outcome: Outcome = {"winners": [0], "scores": [2.0, 0.0, 5.0], "text": "{p0} won."}
    result = stub_result(outcome, 3, rows)
    assert [(p.seat, p.place, p.fate) for p in result.placings] == [
        (0, 1, "won"),
        (1, 2, "2nd"),
        (2, 3, "resigned on turn 3"),
    ]
    assert result.turns == 4


def test_time_outs_and_a_bot_taking_over_are_told() -> None:
    rows = [row(1, None, "setup"), row(2, 0), row(3, 1, "bot", [{"type": "timeout", "text": "{p1} ran out of time."}])]
    table = [Seat(0, 100, "Ann"), Seat(1, 101, "Bob", bot=True)]
    result = stub_result({"winners": [0], "text": "{p0} won."}, 2, rows, table=table)
    bob = next(p for p in result.placings if p.seat == 1)
    assert bob.timeouts == 1 and bob.person and bob.bot_played
    assert "<@101> — 2nd · a bot played for them at the end" in game_over_text(result)


def test_names_are_shown_as_typed_not_as_markdown_or_mentions() -> None:
    table = [Seat(0, 100, "**Bo_b**"), Seat(1, -1, "@everyone", bot=True)]
    result = stub_result({"winners": [0], "text": "{p0} beat {p1}."}, 2, table=table)
    text = game_over_text(result)
    assert "\\*\\*Bo\\_b\\*\\* beat @\u200beveryone." in text
    assert "@\u200beveryone (bot)" in text


def test_an_unfinished_game_has_no_result() -> None:
    with pytest.raises(ValueError):
        stub_result(None, 2)  # type: ignore[arg-type]


def test_a_ranking_missing_a_seat_still_places_it() -> None:
    assert ranking_of({"winners": [1], "ranking": [[1]]}, 3, {}) == [[1], [0, 2]]
    assert ranking_of({"winners": []}, 2, {}) == []


def test_real_nobody_wins_and_shared_win() -> None:
    frozen = play(GAMES["amundsen-scott"], 2, seed=0)  # both explorers freeze from this seed
    result = result_of(
        GAMES["amundsen-scott"], frozen.state, seats(2), frozen.moves, game_id=1, started_at=0, ended_at=1
    )
    assert result.nobody_wins and "nobody wins" in game_over_text(result)
    shared = play(GAMES["south-pole"], 3, seed=0)  # the round cap ends it in a three-way share
    result = result_of(GAMES["south-pole"], shared.state, seats(3), shared.moves, game_id=2, started_at=0, ended_at=1)
    assert [p.fate for p in result.placings] == ["shared the win"] * 3
    assert "0 flags" in game_over_text(result)


def test_result_rows_hold_one_row_per_seat_with_each_persons_turn_start_waits() -> None:
    rows = [
        {**row(1, None, "setup"), "created_at": 0.0},
        {**row(2, 0), "created_at": 30.0},  # Ann starts her turn 30 s after the setup
        {**row(3, 0), "created_at": 500.0},  # a second step of the same turn: not a new wait
        {**row(4, 1, "bot"), "created_at": 560.0},  # a bot's move for Bob: not his wait
        {**row(5, 0), "created_at": 620.0},
        {**row(6, 1), "created_at": 3620.0},
    ]
    table = [Seat(0, 100, "Ann"), Seat(1, -1, "Bot 1", bot=True)]
    result = stub_result({"winners": [0], "text": "{p0} won."}, 2, rows, table=table)
    ann, bot = result_rows(result, read_moves(rows), guild_id=9)
    assert (ann.seat, ann.user_id, ann.won, ann.place, ann.guild_id, ann.turns) == (0, 100, True, 1, 9, 4)
    assert ann.waits == (30, 60)
    assert (bot.person, bot.won, bot.place, bot.waits) == (False, False, 2, ())


def test_a_finished_game_reads_as_one_mygames_line_per_member() -> None:
    outcome: Outcome = {"winners": [1], "ranking": [[1], [0], [2]], "text": "{p1} won."}
    rows_now = result_rows(stub_result(outcome, 3, [row(1, None, "setup"), row(2, 0)]), [], guild_id=1)
    assert (
        finished_line(rows_now, 101, "South Pole") == "South Pole — won · 1 turn · ended <t:12520:R>"
    )  # 3 h 12 min after 1000 s
    assert finished_line(rows_now, 100, "South Pole").startswith("South Pole — 2nd of 3 · ")
    shared = result_rows(stub_result({"winners": [0, 1], "text": "A share."}, 2), [], guild_id=1)
    assert finished_line(shared, 100, "X").startswith("X — shared the win")
    nobody = result_rows(stub_result({"winners": [], "text": "Frozen."}, 2), [], guild_id=1)
    assert finished_line(nobody, 100, "X").startswith("X — nobody won")
