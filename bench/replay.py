"""Replay cost: CPU seconds and bytes to build a game's animated replay from its seed and move
log, over seeded random games of each engine, beside the floor of drawing one picture."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any

from bench.figures import Figure, percentiles
from bot.engine import Game, State
from bot.games import GAMES
from bot.memory.log import Move, read_moves
from bot.memory.replay import MAX_BYTES, replay_game
from renderers import RENDERERS

LONG_GAME_TURNS = 300
LONG_GAME_SECONDS = 20.0  # issue 23: a 300-turn game builds in at most this much CPU


@dataclass
class Logged:
    """A game played and logged as the store logs it (the setup row carries the seed)."""

    engine: Game
    players: int
    seed: int
    state: State  # the last state
    rows: list[dict[str, Any]]

    @property
    def moves(self) -> list[Move]:
        return read_moves(self.rows)


def logged_game(
    engine: Game,
    players: int,
    seed: int,
    *,
    turns: int | None = None,
    resign: tuple[int, int] | None = None,
    start: float = 1_000_000.0,
    step: float = 60.0,
) -> Logged:
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
        action: dict[str, Any] | None
        if resign is not None and seq - 1 == resign[1]:
            seat, kind, action = resign[0], "resign", None
            state, events = engine.resign(state, seat)
        else:
            seat, kind = pick.choice(engine.to_act(state)), "action"
            action = pick.choice(engine.legal_actions(state, seat))
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
    return Logged(engine, players, seed, state, rows)


def _build(logged: Logged) -> tuple[float, int, int]:
    """CPU seconds, bytes and frames of one replay build (the log read and the engine replayed too)."""
    names = [f"Player {i + 1}" for i in range(logged.players)]
    started = time.process_time()
    replay = replay_game(
        logged.engine,
        RENDERERS[logged.engine.key],
        players=logged.players,
        options={},
        seed=logged.seed,
        moves=logged.moves,
        names=names,
        expected=logged.state,
    )
    return time.process_time() - started, len(replay.data), replay.frames


def _one_picture(logged: Logged) -> tuple[float, int]:
    """The floor: CPU seconds and bytes of drawing the final picture once, as a turn message does."""
    view = {**logged.engine.view(logged.state, None), "names": [f"Player {i + 1}" for i in range(logged.players)]}
    started = time.process_time()
    picture = RENDERERS[logged.engine.key](view)
    return time.process_time() - started, len(picture)


def _long_game(game: Game) -> Logged:
    """The first 300 turns of a full table's game, from the first of a few seeds that lasts that
    long (the longest one otherwise: a two-player Amundsen & Scott game never does)."""
    tries = [logged_game(game, game.max_players, seed, turns=LONG_GAME_TURNS) for seed in range(1000, 1003)]
    return max(tries, key=lambda logged: len(logged.rows))


def bench_replay(games: int) -> list[Figure]:
    """Per engine: whole seeded games' build time and size (p50/p95), then one 300-turn game."""
    figures: list[Figure] = []
    for game in GAMES.values():
        players = min(max(game.min_players, 3), game.max_players)
        logs = [logged_game(game, players, seed) for seed in range(games)]
        builds = [_build(logged) for logged in logs]
        floors = [_one_picture(logged) for logged in logs]
        turns = sorted(frames for _, _, frames in builds)
        seconds50, seconds95 = percentiles([s for s, _, _ in builds])
        mb50, mb95 = percentiles([b / 1e6 for _, b, _ in builds])
        note = f"{games} games, {players} players, {turns[0]}–{turns[-1]} frames"
        figures.append(
            Figure(
                "replay",
                f"{game.key} build",
                "s CPU",
                seconds50,
                seconds95,
                "one picture",
                *percentiles([s for s, _ in floors]),
                note,
            )
        )
        figures.append(
            Figure(
                "replay",
                f"{game.key} size",
                "MB",
                mb50,
                mb95,
                "one picture's PNG",
                *percentiles([b / 1e6 for _, b in floors]),
                f"limit {MAX_BYTES / 1e6:.0f} MB; largest {max(b for _, b, _ in builds) / 1e6:.2f} MB",
            )
        )
        frame50, frame95 = percentiles([1000 * seconds / frames for seconds, _, frames in builds])
        picture50, picture95 = percentiles([1000 * s for s, _ in floors])
        figures.append(
            Figure(
                "replay",
                f"{game.key} per frame",
                "ms CPU",
                frame50,
                frame95,
                "one picture",
                picture50,
                picture95,
                "replaying, drawing, shrinking and encoding one frame",
            )
        )
        seconds, size, frames = _build(_long_game(game))
        verdict = "within" if seconds <= LONG_GAME_SECONDS else "OVER"
        figures.append(
            Figure(
                "replay",
                f"{game.key} {frames - 1}-turn game",
                "s CPU",
                seconds,
                seconds,
                note=f"{verdict} {LONG_GAME_SECONDS:.0f} s; {size / 1e6:.2f} MB",
            )
        )
    return figures
