"""``python -m bot``: read the settings, open the store, run the client (or a helper command)."""

from __future__ import annotations

import asyncio
import sys

from bot.config import ConfigError, configure_logging, load_settings
from bot.db import Unusable

USAGE = """\
usage: python -m bot [run | demo GAME | copy-db SOURCE DESTINATION | --help]

Icebreaker: a Discord bot for playing five polar tabletop games in channels.

commands:
  run                  run the bot (the default); reads DISCORD_TOKEN and the other settings
                       from the environment or .env (see README, "Running the bot")
  demo GAME            bots play a whole game offline, with no token, and write it as an HTML
                       page under var/demo/; GAME is a slash command (southpole, amundsen,
                       poletopole, northpole, rollinone) or a game's key (south-pole)
  copy-db SOURCE DEST  copy a SQLite database's games into an empty PostgreSQL database

"python -m bot demo --help" and "python -m bot copy-db --help" list their options.
"""


def main() -> int:
    command, rest = (sys.argv[1:2] or ["run"])[0], sys.argv[2:]
    if command in ("-h", "--help", "help"):
        print(USAGE, end="")
        return 0
    if command == "demo":  # no token, no network: bots play a game to an HTML page
        from bot.demo import main as demo

        return demo(rest)
    if command == "copy-db":  # a one-off move of a SQLite database into PostgreSQL
        from bot.db.copy import main as copy_db

        return copy_db(rest)
    if command != "run" or rest:
        print(f"icebreaker: unknown command {' '.join(sys.argv[1:])!r}\n\n{USAGE}", end="", file=sys.stderr)
        return 2
    return run()


def run() -> int:
    try:
        settings = load_settings()
    except ConfigError as problem:
        print(f"icebreaker: {problem}", file=sys.stderr)
        return 2
    configure_logging(settings.log_level)
    from bot.client import run as run_client  # after validation, so a bad setting fails fast

    try:
        asyncio.run(run_client(settings))
    except (ConfigError, Unusable) as problem:
        print(f"icebreaker: {problem}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
