"""``python -m bench.langrss``: RSS (MB) and seconds of a fresh process: after importing the bot,
then after reading every catalog and opening the CJK font at the sizes the pictures use."""

from __future__ import annotations

import time

from bench.rss import rss_mb


def main() -> None:
    started = time.perf_counter()
    import bot.client  # noqa: F401 — what the bot imports at start-up, cogs and renderers with it
    import cogs.north_pole  # noqa: F401
    import renderers.north_pole  # noqa: F401

    imported = time.perf_counter() - started
    before = rss_mb()
    from bot.i18n import load_all
    from renderers.text import width

    load_all()
    for size in range(11, 39):
        width("北極點 Jürgen", size)  # the CJK font opened and glyphs measured, as a first Chinese picture does
    loaded = time.perf_counter() - started
    print(before, rss_mb(), imported, loaded)


if __name__ == "__main__":
    main()
