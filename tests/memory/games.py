"""Seeded random games logged as the store logs them, for this package's tests and the bench."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from bot.engine import Game, State
from bot.memory.log import Move, read_moves


@dataclass
class Played:
    engine: Game
    players: int
    seed: int
    state: State  # the last state
    rows: list[dict[str, Any]]  # as ``Store.moves`` returns them, with ``created_at`` and the setup's seed

    @property
    def moves(self) -> list[Move]:
        return read_moves(self.rows)


def play(
    engine: Game,
    players: int,
    seed: int,
    *,
    turns: int | None = None,
    resign: tuple[int, int] | None = None,
    start: float = 1_000_000.0,
    step: float = 60.0,
) -> Played:
    """A random legal game from ``seed``: to its end, or until ``turns`` changes of who acts.
    ``resign=(seat, move number)`` makes that seat resign at that move. Moves are ``step`` s apart."""
    pick = random.Random(seed)
    state = engine.setup(players, {}, seed)
    rows: list[dict[str, Any]] = [
        {"seq": 1, "seat": None, "kind": "setup", "action": {"seed": seed}, "events": [], "created_at": start}
    ]
    acting, changes = engine.to_act(state), 0
    while engine.outcome(state) is None and (turns is None or changes < turns):
        seq = len(rows) + 1
        if resign is not None and seq - 1 == resign[1]:
            seat, kind, action = resign[0], "resign", None
            state, events = engine.resign(state, seat)
        else:
            seat = pick.choice(engine.to_act(state))
            action = pick.choice(engine.legal_actions(state, seat))
            kind = "action"
            state, events = engine.apply(state, seat, action)
        rows.append(
            {
                "seq": seq,
                "seat": seat,
                "kind": kind,
                "action": action,
                "events": events,
                "created_at": start + step * seq,
            }
        )
        now = [] if engine.outcome(state) is not None else engine.to_act(state)
        changes += now != acting
        acting = now
    return Played(engine, players, seed, state, rows)
