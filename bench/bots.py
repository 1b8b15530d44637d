"""Bot seats: each game's policy against a uniformly random player, and how long it decides."""

from __future__ import annotations

import importlib
from typing import Any

from bench.figures import Figure
from bot.games import GAMES

MODULES = {
    "south-pole": "south_pole",
    "amundsen-scott": "amundsen_scott",
    "pole-to-pole": "pole_to_pole",
    "north-pole": "north_pole",
    "roll-in-one": "roll_in_one",
}


def bench_bots(games: int) -> list[Figure]:
    """Win share in two-seat games against random play (seats alternated) and the median decision
    time, from each policy's own ``win_rate``; games without a policy are listed as such."""
    figures: list[Figure] = []
    for key in GAMES:
        module: Any = None
        for suffix in ("", "_rate", "_bench"):  # the figure may sit beside the policy, out of its imports
            try:
                candidate = importlib.import_module(f"bot.bots.{MODULES[key]}{suffix}")
            except ModuleNotFoundError:
                continue
            if hasattr(candidate, "win_rate"):
                module = candidate
                break
        if module is None:
            figures.append(Figure("bots", f"{key} bot", "% wins", 0.0, 0.0, note="no policy yet: plays at random"))
            continue
        share, median = module.win_rate(games, 1)
        figures.append(
            Figure(
                "bots",
                f"{key} bot vs random",
                "% wins",
                share * 100,
                share * 100,
                note=f"{games} two-seat games; median decision {median * 1000:.1f} ms (bars: ≥ 75%, ≤ 100 ms)",
            )
        )
    return figures
