"""Bot levels per engine: two-seat win shares over seeded games (seats alternating, shared wins
split) and decision times, all played by ``bench.winrate``.

Per engine: hard (at 0.05 s a decision) against normal, normal against easy, easy against
random, normal against random; then each level's seconds per real decision (more than one legal
action), hard both at 0.05 s and at its own budget, in processor time of one core (the search's
budget is counted the same way), so other work on a shared machine doesn't count.
Targets (issue 26): hard ≥ 60 % against normal; hard at its own budget ≤ 1.0 s p95; easy beats
random in most games.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from bench.figures import Figure, percentiles
from bench.winrate import Duel, duel, margin95, win_share
from bot.bots import RandomPolicy, level_policy, policy_for
from bot.engine import Game
from bot.games import GAMES

QUICK_BUDGET = 0.05  # seconds per hard decision in the win-share games
SEED = 1


@dataclass
class BotCounts:
    games: int  # games per pairing (normal/easy/random)
    hard_games: int  # hard against normal, at QUICK_BUDGET
    own_budget_decisions: int  # hard decisions timed at the level's own budget
    hard_budget: float = QUICK_BUDGET  # seconds per hard decision in the games against normal
    seed: int = SEED  # deal ``i`` of every pairing comes from seed ``seed + i // 2``: other seeds, other deals


def _share(section_game: str, name: str, measured: Duel, target: str) -> Figure:
    share = win_share(measured) * 100
    note = f"{measured.games} games, ±{margin95(measured) * 100:.0f} pts (95%); {target}"
    return Figure("bots", f"{section_game} {name}", "% wins", share, share, note=note)


def _time(game: str, level: str, times: list[float], floor: list[float], note: str) -> Figure:
    p50, p95 = percentiles(times)
    f50, f95 = percentiles(floor)
    return Figure(
        "bots",
        f"{game} {level} decision",
        "ms",
        p50 * 1000,
        p95 * 1000,
        floor_name="normal decision",
        floor_p50=f50 * 1000,
        floor_p95=f95 * 1000,
        note=f"{len(times)} decisions; {note}",
    )


def _own_budget_times(game: Game, decisions: int) -> tuple[list[float], list[float]]:
    """Seconds per decision of hard at its own budget and of normal, at the same positions of a
    seeded normal game (every fifth real decision), so both face the same choices."""
    normal = policy_for(game.key)
    hard = level_policy(game.key, "hard")
    state = game.setup(2, {}, SEED)
    rng = random.Random(SEED)
    hard_times: list[float] = []
    normal_times: list[float] = []
    count = 0
    while game.outcome(state) is None and len(hard_times) < decisions:
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        view = game.view(state, seat)
        started = time.thread_time()
        action = normal.choose(view, legal, rng)
        spent = time.thread_time() - started
        if len(legal) > 1:
            count += 1
            if count % 5 == 0:
                normal_times.append(spent)
                started = time.thread_time()
                hard.choose(view, legal, random.Random(count))
                hard_times.append(time.thread_time() - started)
        state, _ = game.apply(state, seat, action)
    return hard_times, normal_times


def bench_engine_bots(game: Game, counts: BotCounts) -> list[Figure]:
    key = game.key
    easy, normal = level_policy(key, "easy"), level_policy(key, "normal")
    quick_hard = level_policy(key, "hard", counts.hard_budget)
    hard_vs_normal = duel(game, quick_hard, normal, counts.hard_games, counts.seed)
    normal_vs_easy = duel(game, normal, easy, counts.games, counts.seed)
    easy_vs_random = duel(game, easy, RandomPolicy(), counts.games, counts.seed)
    normal_vs_random = duel(game, normal, RandomPolicy(), counts.games, counts.seed)
    own, floor = _own_budget_times(game, counts.own_budget_decisions)
    normal_times = normal_vs_easy.first_times
    return [
        _share(key, f"hard {counts.hard_budget:g} s vs normal", hard_vs_normal, "target ≥ 60% at 0.05 s"),
        _share(key, "normal vs easy", normal_vs_easy, "normal should win most"),
        _share(key, "easy vs random", easy_vs_random, "target > 50%"),
        _share(key, "normal vs random", normal_vs_random, "bar ≥ 75%"),
        _time(key, "easy", normal_vs_easy.second_times, normal_times, "two normal choices when it slips"),
        _time(key, "normal", normal_times, normal_times, "the game's own policy"),
        _time(
            key,
            f"hard at {counts.hard_budget:g} s",
            hard_vs_normal.first_times,
            hard_vs_normal.second_times,
            f"budget {counts.hard_budget * 1000:g} ms",
        ),
        _time(key, "hard at own budget", own, floor, "target ≤ 1000 ms p95 (one core)"),
    ]


def bench_bots(counts: BotCounts, engines: list[str] | None = None) -> list[Figure]:
    figures: list[Figure] = []
    for game in GAMES.values():
        if engines is None or game.key in engines:
            figures += bench_engine_bots(game, counts)
    return figures
