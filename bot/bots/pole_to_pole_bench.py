"""The Pole to Pole bot against uniformly random play: the figure ``python -m bench`` prints.

Kept apart from the policy because it runs the engine itself (the policy only sees views).
"""

from __future__ import annotations

import random
import statistics
import time

from bot.bots import RandomPolicy
from bot.bots.pole_to_pole import POLICY
from bot.games.pole_to_pole import GAME


def play_against_random(seed: int, bot_seat: int, timings: list[float] | None = None) -> float:
    """One two-seat game from ``seed``: 1 if the bot's seat wins alone, else 0 (a shared win,
    PTP-075, does not count as beating the random player)."""
    state = GAME.setup(2, {}, seed)
    bot_rng = random.Random(f"bot:{seed}")
    random_rng = random.Random(f"random:{seed}")
    chance = RandomPolicy()
    while (outcome := GAME.outcome(state)) is None:
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        if seat == bot_seat:
            view = GAME.view(state, seat)
            started = time.perf_counter()
            action = POLICY.choose(view, legal, bot_rng)
            if timings is not None:
                timings.append(time.perf_counter() - started)
        else:
            action = chance.choose(GAME.view(state, seat), legal, random_rng)
        state, _events = GAME.apply(state, seat, action)
    return 1.0 if outcome.get("winners", []) == [bot_seat] else 0.0


def win_rate(games: int, seed: int) -> tuple[float, float]:
    """Share of sole wins of the bot over ``games`` two-seat games against random play, the bot taking
    seat 0 and seat 1 in turn, and the median seconds per bot decision."""
    timings: list[float] = []
    won = sum(play_against_random(seed + game, game % 2, timings) for game in range(games))
    return won / games, statistics.median(timings) if timings else 0.0
