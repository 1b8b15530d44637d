"""The bench figure for the Roll In One bot: its win share against uniformly random play."""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Mapping

from bot.bots import RandomPolicy
from bot.bots.roll_in_one import POLICY
from bot.games.roll_in_one import GAME

MAX_ACTIONS = 20_000  # far above any game's length (RIO-045 caps a hole at 20 rounds)


def play(
    seed: int, bots: set[int], players: int = 2, options: Mapping[str, object] | None = None
) -> tuple[list[int], list[float]]:
    """One seeded game, ``bots`` playing the policy and the other seats at random: the winners
    and the bot's decision times in seconds."""
    state = GAME.setup(players, dict(options or {}), seed)
    bot_rng, random_rng = random.Random(f"bot:{seed}"), random.Random(f"random:{seed}")
    opponent = RandomPolicy()
    times: list[float] = []
    for _ in range(MAX_ACTIONS):
        result = GAME.outcome(state)
        if result is not None:
            return list(result["winners"]), times
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        view = GAME.view(state, seat)
        if seat in bots:
            start = time.perf_counter()
            action = POLICY.choose(view, legal, bot_rng)
            times.append(time.perf_counter() - start)
        else:
            action = opponent.choose(view, legal, random_rng)
        state, _ = GAME.apply(state, seat, action)
    raise RuntimeError(f"seed {seed}: the game did not end after {MAX_ACTIONS} actions")


def win_rate(games: int, seed: int) -> tuple[float, float]:
    """Win share against random over ``games`` two-seat games (the bot's seat alternates; a shared
    win counts its share), and the median seconds the bot takes per decision."""
    share = 0.0
    times: list[float] = []
    for i in range(games):
        bot_seat = i % 2
        winners, spent = play(seed + i, {bot_seat})
        share += 1.0 / len(winners) if bot_seat in winners else 0.0
        times.extend(spent)
    return share / games if games else 0.0, statistics.median(times) if times else 0.0
