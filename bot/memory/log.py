"""The move log as this package reads it: one typed row per logged move, with its turn number.

``Store.moves(game_id)`` returns dicts with ``seq``, ``seat``, ``kind``, ``action`` and
``events``; ``created_at`` (as ``at``) and ``turn`` are read too when the store supplies them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.store.rows import MoveKind

SETUP, LOST = MoveKind.SETUP, MoveKind.LOST
# Kinds that apply an action through the engine: a forced move (issue 28's lone End turn) too.
PLAYED = (MoveKind.ACTION, MoveKind.BOT, MoveKind.FORCED)
OWN_MOVES = (MoveKind.ACTION, MoveKind.RESIGN)  # kinds a player made themself (a bot's move is not "your move")


@dataclass(frozen=True)
class Move:
    seq: int
    seat: int | None
    kind: str  # a MoveKind value: 'setup', 'action', 'bot', 'timeout', 'forced', 'resign', 'lost'
    action: dict[str, Any] | None = None
    events: tuple[dict[str, Any], ...] = ()
    at: float | None = None  # when it was logged (seconds since the epoch)
    turn: int = 0  # 0 is the setup; each change of the acting seat starts the next turn


def read_moves(rows: Iterable[Mapping[str, Any]]) -> list[Move]:
    """Typed moves from store rows, in ``seq`` order, numbered by turn.

    Rows that carry ``turn`` keep it; otherwise a turn is a run of moves by one seat, which is
    what the table calls a turn whenever one seat acts at a time."""
    ordered = sorted(rows, key=lambda r: int(r["seq"]))
    moves: list[Move] = []
    turn, last_seat = 0, None
    for row in ordered:
        seat = row.get("seat")
        kind = str(row["kind"])
        if "turn" in row and row["turn"] is not None:
            turn = int(row["turn"])
        elif kind not in (SETUP, LOST) and seat is not None and seat != last_seat:
            turn += 1
        if seat is not None and kind not in (SETUP, LOST):
            last_seat = seat
        at = row.get("at", row.get("created_at"))
        moves.append(
            Move(
                seq=int(row["seq"]),
                seat=None if seat is None else int(seat),
                kind=kind,
                action=row.get("action"),
                events=tuple(row.get("events") or ()),
                at=None if at is None else float(at),
                turn=turn,
            )
        )
    return moves


def turns_played(moves: Sequence[Move]) -> int:
    """How many turns the log holds (the setup is not one)."""
    return max((m.turn for m in moves), default=0)


def resigned_at(moves: Sequence[Move]) -> dict[int, int]:
    """Seat → the turn on which it resigned (or left)."""
    return {m.seat: m.turn for m in moves if m.kind == "resign" and m.seat is not None}


def timeouts_of(moves: Sequence[Move]) -> dict[int, int]:
    """Seat → how many of its turns ran out of time (the table logs a 'timeout' event each time)."""
    counts: dict[int, int] = {}
    for move in moves:
        for event in move.events:
            if event.get("type") == "timeout" and move.seat is not None:
                counts[move.seat] = counts.get(move.seat, 0) + 1
    return counts


def waits_of(moves: Sequence[Move], seat: int) -> list[float]:
    """Seconds the seat took to make each of its turns' first own move, from the move before it.

    A run of several moves in one turn counts once (the time to start the turn); moves a bot
    made for the seat don't count, nor do moves without a time."""
    waits: list[float] = []
    previous: Move | None = None
    for move in moves:
        starts_run = previous is None or previous.seat != move.seat or previous.kind in (SETUP, LOST)
        if (
            move.seat == seat
            and move.kind in OWN_MOVES
            and starts_run
            and previous is not None
            and previous.at is not None
            and move.at is not None
        ):
            waits.append(max(0.0, move.at - previous.at))
        previous = move
    return waits
