"""One harness for every bot figure: seeded games between two policies over any engine.

``duel(game, first, second, games, seed)`` plays ``games`` games; game ``i`` is dealt from seed
``seed + i // players`` and the ``first`` policy takes seat ``i % players``, the ``second``
policy every other seat. So each deal is played once from every seat: a deal that favours a
seat favours both sides alike, and two equal policies share exactly half the wins of whole
rounds of deals. A win shared by ``k`` seats counts ``1/k`` to each. Each policy gets only its
seat's view and legal actions, and its own random generator per game.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Mapping
from dataclasses import dataclass, field

from bot.bots import Policy
from bot.engine import Game

MAX_ACTIONS = 20_000  # far above any engine's longest game, so a stuck game fails loudly


@dataclass
class Played:
    """One finished game: its winners and each seat's seconds per real decision (more than one
    legal action; a forced move is no decision), in processor time of the deciding thread: one
    core's work, whatever else the machine runs."""

    winners: list[int]
    times: dict[int, list[float]] = field(default_factory=dict)
    actions: int = 0


@dataclass
class Duel:
    """The first policy's share of the games (shared wins split) and both sides' decision times."""

    games: int
    first_share: float
    first_times: list[float]
    second_times: list[float]

    @property
    def second_share(self) -> float:
        return self.games - self.first_share


def play(
    game: Game,
    policies: Mapping[int, Policy],
    seed: int,
    players: int = 2,
    options: Mapping[str, object] | None = None,
) -> Played:
    """One seeded game, seat ``s`` played by ``policies[s]``."""
    state = game.setup(players, dict(options or {}), seed)
    rngs = {seat: random.Random(f"seat {seat}:{seed}") for seat in range(players)}
    played = Played(winners=[], times={seat: [] for seat in range(players)})
    for count in range(MAX_ACTIONS):
        outcome = game.outcome(state)
        if outcome is not None:
            played.winners, played.actions = list(outcome["winners"]), count
            return played
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        view = game.view(state, seat)
        started = time.thread_time()
        action = policies[seat].choose(view, legal, rngs[seat])
        if len(legal) > 1:
            played.times[seat].append(time.thread_time() - started)
        state, _ = game.apply(state, seat, action)
    raise RuntimeError(f"{game.key} seed {seed}: the game did not end after {MAX_ACTIONS} actions")


def duel(
    game: Game,
    first: Policy,
    second: Policy,
    games: int,
    seed: int,
    players: int = 2,
    options: Mapping[str, object] | None = None,
) -> Duel:
    """``games`` seeded games, each deal played from every seat in turn by the first policy."""
    share = 0.0
    first_times: list[float] = []
    second_times: list[float] = []
    for i in range(games):
        mine = i % players
        seats = {seat: first if seat == mine else second for seat in range(players)}
        played = play(game, seats, seed + i // players, players, options)
        if mine in played.winners:
            share += 1.0 / len(played.winners)
        for seat, spent in played.times.items():
            (first_times if seat == mine else second_times).extend(spent)
    return Duel(games, share, first_times, second_times)


def win_share(duel_result: Duel) -> float:
    """The first policy's share of the games, from 0 to 1."""
    return duel_result.first_share / duel_result.games if duel_result.games else 0.0


def margin95(duel_result: Duel) -> float:
    """Half the width of the share's 95% interval (normal approximation), from 0 to 1: with 60
    games a share of 60% is known to about ±12 points."""
    if not duel_result.games:
        return 0.0
    share = win_share(duel_result)
    return 1.96 * math.sqrt(share * (1 - share) / duel_result.games)


def percentile(times: list[float], part: float) -> float:
    """The ``part`` quantile (0.5: median) of ``times``, 0 for none."""
    if not times:
        return 0.0
    if len(times) == 1:
        return times[0]
    return statistics.quantiles(times, n=100, method="inclusive")[round(part * 100) - 1]
