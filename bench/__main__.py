"""``python -m bench``: the performance figures, each beside its floor measured in the same run.

Random legal games are played from fixed seeds, so runs are comparable; the figures are
wall-clock and depend on the machine and its load (compare runs on the same quiet machine;
the load average is printed). ``--json`` prints the figures as JSON for tracking.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import tempfile
from pathlib import Path

from bench.bots import BotCounts, bench_bots
from bench.drivers import bench_drivers
from bench.engines import bench_engine
from bench.figures import Figure, show
from bench.languages import bench_language_memory, bench_language_pictures
from bench.pictures import bench_pictures
from bench.recall import bench_recall
from bench.replay import bench_replay
from bench.store import bench_save
from bench.table import bench_clicks, bench_many_at_once, bench_rss, bench_startup
from bot.games import GAMES
from bot.ui.registry import all_presenters, cog_presenters

SECTIONS = (
    "engines", "pictures", "languages", "save", "clicks", "many", "startup", "memory", "bots", "drivers", "replay",
    "recall",
)


async def run(args: argparse.Namespace, folder: Path) -> tuple[list[Figure], list[str]]:
    """The figures, and lines saying why any are missing."""
    figures: list[Figure] = []
    missing: list[str] = []
    wanted = set(args.only or SECTIONS)
    samples = {}
    for game in GAMES.values():
        if wanted & {"engines", "pictures", "save", "languages"}:
            engine_figures, states = bench_engine(game, args.games)
            samples[game.key] = states
            if "engines" in wanted:
                figures += engine_figures
    if "pictures" in wanted:
        for game in GAMES.values():
            figures += bench_pictures(game, samples[game.key], args.pictures)
    if "languages" in wanted:
        for game in GAMES.values():
            figures += bench_language_pictures(game, samples[game.key], args.pictures)
        figures += await asyncio.to_thread(bench_language_memory)
    if "save" in wanted:
        for game in GAMES.values():
            states = samples[game.key]
            figures.append(await bench_save(folder, states[len(states) // 2], game.key, args.saves))
    if "clicks" in wanted:
        presenters = all_presenters()
        for key in sorted(cog_presenters()):
            figures.append(await bench_clicks(folder, key, presenters, args.clicks))
    if "many" in wanted:
        figures += await bench_many_at_once(folder, all_presenters(), args.channels)
    if "startup" in wanted:
        figures.append(await bench_startup(folder, args.stored, repeat=5))
    if "memory" in wanted:
        figures.append(await bench_rss(folder, 1000))
    if "bots" in wanted:
        counts = BotCounts(args.bot_games, args.hard_games, args.hard_decisions, args.hard_budget, args.bot_seed)
        figures += await asyncio.to_thread(bench_bots, counts, args.bot_engines)
    if "drivers" in wanted:
        driver_figures, why_missing = await bench_drivers(folder, args.driver_clicks)
        figures += driver_figures
        missing += [why_missing] if why_missing else []
    if "replay" in wanted:
        figures += await asyncio.to_thread(bench_replay, args.replays)
    if "recall" in wanted:
        figures += await bench_recall(folder, args.stored, args.recalls)
    return figures, missing


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=10, help="random games per engine")
    parser.add_argument("--pictures", type=int, default=40, help="pictures rendered per game")
    parser.add_argument("--saves", type=int, default=200, help="saves timed per game")
    parser.add_argument("--clicks", type=int, default=60, help="clicks timed per game with a cog")
    parser.add_argument("--channels", type=int, default=200, help="channels clicking at once")
    parser.add_argument("--stored", type=int, default=10_000, help="stored games for the start-up figure")
    parser.add_argument("--bot-games", type=int, default=10, help="two-seat games per pairing of bot levels")
    parser.add_argument("--hard-games", type=int, default=10, help="two-seat games of hard (0.05 s) against normal")
    parser.add_argument("--hard-decisions", type=int, default=8, help="hard decisions timed at its own budget")
    parser.add_argument("--hard-budget", type=float, default=0.05, help="seconds per hard decision against normal")
    parser.add_argument("--bot-seed", type=int, default=1, help="first deal's seed of the bot games (disjoint runs)")
    parser.add_argument("--bot-engines", nargs="*", help="only these engines in the bots section (keys)")
    parser.add_argument("--driver-clicks", type=int, default=100, help="clicks per process on each database driver")
    parser.add_argument("--replays", type=int, default=5, help="seeded whole games replayed per engine")
    parser.add_argument("--recalls", type=int, default=200, help="history, stats and leaderboard requests timed")
    parser.add_argument("--only", nargs="*", choices=SECTIONS, help="run only these sections")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        figures, missing = asyncio.run(run(args, Path(folder)))
    load = os.getloadavg()
    if args.json:
        print(json.dumps({"load": load, "figures": [f.as_dict() for f in figures], "missing": missing}, indent=2))
    else:
        print(f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} cores")
        print(show(figures))
        for line in missing:
            print(line)


if __name__ == "__main__":
    main()
