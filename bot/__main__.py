"""``python -m bot``: read the settings, open the store, run the client."""

from __future__ import annotations

import asyncio
import sys

from bot.config import ConfigError, configure_logging, load_settings
from bot.db import Unusable


def main() -> int:
    if sys.argv[1:2] == ["demo"]:  # no token, no network: bots play a game to an HTML page
        from bot.demo import main as demo

        return demo(sys.argv[2:])
    if sys.argv[1:2] == ["copy-db"]:  # a one-off move of a SQLite database into PostgreSQL
        from bot.db.copy import main as copy_db

        return copy_db(sys.argv[2:])
    try:
        settings = load_settings()
    except ConfigError as problem:
        print(f"icebreaker: {problem}", file=sys.stderr)
        return 2
    configure_logging(settings.log_level)
    from bot.client import run  # after validation, so a bad setting fails fast

    try:
        asyncio.run(run(settings))
    except (ConfigError, Unusable) as problem:
        print(f"icebreaker: {problem}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
