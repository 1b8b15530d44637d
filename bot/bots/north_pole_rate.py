"""The bench figure for the Race to the North Pole bot: its win share against uniformly random play."""

from __future__ import annotations

import random
import statistics
import time

from bot.bots import RandomPolicy
from bot.bots.north_pole import POLICY
from bot.games.north_pole import GAME


def play(
    seed: int, bot_seat: int, players: int = 2, options: dict[str, object] | None = None
) -> tuple[list[int], list[float]]:
    """One seeded game of the bot (at ``bot_seat``) against random play: the winners and the
    bot's decision times. The bot sees only its own seat's view and legal actions."""
    state = GAME.setup(players, options or {}, seed)
    bot_rng, random_rng = random.Random(f"bot:{seed}"), random.Random(f"random:{seed}")
    opponent = RandomPolicy()
    times: list[float] = []
    while (result := GAME.outcome(state)) is None:
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        view = GAME.view(state, seat)
        if seat == bot_seat:
            start = time.perf_counter()
            action = POLICY.choose(view, legal, bot_rng)
            times.append(time.perf_counter() - start)
        else:
            action = opponent.choose(view, legal, random_rng)
        state, _ = GAME.apply(state, seat, action)
    return list(result["winners"]), times


def win_rate(games: int, seed: int) -> tuple[float, float]:
    """Win share against random over ``games`` two-seat games (the bot's seat alternates; a shared
    win at the round cap is no win), and the median seconds the bot takes per decision."""
    wins = 0
    times: list[float] = []
    for i in range(games):
        bot_seat = i % 2
        winners, spent = play(seed + i, bot_seat)
        wins += winners == [bot_seat]
        times.extend(spent)
    return wins / games if games else 0.0, statistics.median(times) if times else 0.0
