"""The bench figure for the Roll to the South Pole bot: its win share against uniformly random
play over seeded two-seat games (seats alternated), and its median decision time."""

from __future__ import annotations

import random
import statistics
import time

from bot.bots.south_pole import POLICY
from bot.games.south_pole import GAME


def play(players: int, seed: int, bots: set[int], max_actions: int = 20_000) -> list[int]:
    """One seeded game in which ``bots`` play the policy and the other seats play at random;
    returns the winners. Decision times are not taken here (see ``win_rate``)."""
    winners, _ = _game(players, seed, bots, max_actions)
    return winners


def _game(players: int, seed: int, bots: set[int], max_actions: int) -> tuple[list[int], list[float]]:
    state = GAME.setup(players, {}, seed)
    chooser = random.Random(f"south-pole:{seed}")
    timings: list[float] = []
    for _ in range(max_actions):
        outcome = GAME.outcome(state)
        if outcome is not None:
            return list(outcome["winners"]), timings
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        if seat in bots:
            began = time.perf_counter()
            action = POLICY.choose(GAME.view(state, seat), legal, chooser)
            timings.append(time.perf_counter() - began)
        else:
            action = chooser.choice(legal)
        state, _ = GAME.apply(state, seat, action)
    raise RuntimeError(f"seed {seed}: the game did not end in {max_actions} actions")


def win_rate(games: int, seed: int) -> tuple[float, float]:
    """(the bot's share of wins against random play over ``games`` two-seat games, the median
    seconds per decision). The bot takes seat 0 in even games and seat 1 in odd ones; a shared
    win at the round cap (RSP-064) counts as half."""
    share = 0.0
    timings: list[float] = []
    for game in range(games):
        bot = game % 2
        winners, times = _game(2, seed + game, {bot}, 20_000)
        timings += times
        if bot in winners:
            share += 1.0 / len(winners)
    return share / games, statistics.median(timings) if timings else 0.0
