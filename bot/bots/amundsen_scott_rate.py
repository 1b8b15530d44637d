"""The bench figure for the Amundsen vs. Scott bot: its win share against uniformly random play."""

from __future__ import annotations

import random
import statistics
import time

from bot.bots import RandomPolicy
from bot.bots.amundsen_scott import POLICY
from bot.games.amundsen_scott import GAME


def play(seed: int, bot_seat: int, options: dict[str, object] | None = None) -> tuple[list[int], list[float]]:
    """One seeded game of the bot against random play: the winners and the bot's decision times."""
    state = GAME.setup(2, options or {}, seed)
    bot_rng, random_rng = random.Random(f"bot:{seed}"), random.Random(f"random:{seed}")
    opponent = RandomPolicy()
    times: list[float] = []
    while (result := GAME.outcome(state)) is None:
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        if seat == bot_seat:
            view = GAME.view(state, seat)
            start = time.perf_counter()
            action = POLICY.choose(view, legal, bot_rng)
            times.append(time.perf_counter() - start)
        else:
            action = opponent.choose(GAME.view(state, seat), legal, random_rng)
        state, _ = GAME.apply(state, seat, action)
    return list(result["winners"]), times


def win_rate(games: int, seed: int) -> tuple[float, float]:
    """Win share against random over ``games`` two-seat games (the bot's seat alternates), and the
    median seconds the bot takes per decision."""
    wins = 0
    times: list[float] = []
    for i in range(games):
        bot_seat = i % 2
        winners, spent = play(seed + i, bot_seat)
        wins += winners == [bot_seat]
        times.extend(spent)
    return wins / games if games else 0.0, statistics.median(times) if times else 0.0
