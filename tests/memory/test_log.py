"""The move log read as typed moves: turn numbers, resignations, time-outs."""

from __future__ import annotations

from bot.memory.log import read_moves, resigned_at, timeouts_of, turns_played


def test_a_turn_is_a_run_of_one_seats_moves_unless_the_store_gives_turns() -> None:
    rows = [
        {"seq": 3, "seat": 0, "kind": "action", "events": []},  # rows come in any order: read by seq
        {"seq": 1, "seat": None, "kind": "setup", "events": []},
        {"seq": 2, "seat": 0, "kind": "action", "events": []},
        {"seq": 4, "seat": None, "kind": "lost", "events": []},
        {"seq": 5, "seat": 0, "kind": "bot", "events": [{"type": "timeout", "text": "late"}]},
        {"seq": 6, "seat": 1, "kind": "resign", "events": []},
    ]
    moves = read_moves(rows)
    assert [(m.seq, m.turn) for m in moves] == [(1, 0), (2, 1), (3, 1), (4, 1), (5, 1), (6, 2)]
    assert turns_played(moves) == 2
    assert resigned_at(moves) == {1: 2}
    assert timeouts_of(moves) == {0: 1}
    given = read_moves([{**r, "turn": 7} if r["seq"] == 3 else r for r in rows])
    assert [m.turn for m in given] == [0, 1, 7, 7, 7, 8]  # a stored turn number wins and counting goes on from it
