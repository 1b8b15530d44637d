"""The cost of speaking other languages (issue 24): a Traditional Chinese picture against the
English one of the same state (target: at most 1.2× at p95), and a process's resident memory and
start-up time with every catalog read and the CJK font open, against the same process without."""

from __future__ import annotations

import subprocess
import sys
import time
from typing import Any

from bench.figures import Figure, ms
from bot.engine import Game
from bot.i18n import Locale
from renderers import RENDERERS

# The games whose pictures draw translated words: all five.
TRANSLATED = ("amundsen-scott", "north-pole", "pole-to-pole", "roll-in-one", "south-pole")


def bench_language_pictures(game: Game, states: list[dict[str, Any]], count: int) -> list[Figure]:
    """zh-TW against English, state by state, alternating so both see the same machine load; each
    language is drawn once first, as the bot's drawing threads have long since warmed their caches."""
    render = RENDERERS.get(game.key)
    if render is None or game.key not in TRANSLATED or not states:
        return []
    chosen = states[:: max(1, len(states) // count)][:count]
    names = ["林小華", "Ana Souza", "Jürgen", "Мария", "Bo"][: game.max_players]
    views = [{**game.view(state, None), "names": names} for state in chosen]
    english: list[float] = []
    chinese: list[float] = []
    for view in views:  # warm: glyphs and card tiles of both languages drawn once
        render({**view, "language": Locale.EN_US.value})
        render({**view, "language": Locale.ZH_TW.value})
    for view in views:
        for language, samples in ((Locale.EN_US, english), (Locale.ZH_TW, chinese)):
            started = time.perf_counter()
            render({**view, "language": language.value})
            samples.append(time.perf_counter() - started)
    return [Figure("pictures", f"{game.key} render in zh-TW", "ms", *ms(chinese), "in English", *ms(english))]


def bench_language_memory() -> list[Figure]:
    """Resident memory and start-up time of a fresh process that imports the bot, before and after
    reading every catalog and opening the CJK font at the sizes pictures use (``bench.langrss``)."""
    out = subprocess.run([sys.executable, "-m", "bench.langrss"], capture_output=True, text=True, check=True)
    before, after, imported, loaded = (float(x) for x in out.stdout.split())
    return [
        Figure("memory", "RSS with 3 catalogs and the CJK font", "MB", after, after, "bot imported", before, before),
        Figure(
            "start-up", "import + catalogs + CJK font", "ms", loaded * 1000, loaded * 1000,
            "import alone", imported * 1000, imported * 1000,
        ),
    ]
