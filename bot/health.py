"""A liveness signal for containers: the running bot touches a file while it is connected,
and ``python -m bot.health`` exits 0 only if that happened recently."""

from __future__ import annotations

import asyncio
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from bot.db import is_postgres, sqlite_path

INTERVAL = 5.0
STALE_AFTER = 120.0


def heartbeat_path(database: str | Path, shard_ids: Sequence[int] | None = None) -> Path:
    """The file the health check reads: beside a SQLite file, else ``var/icebreaker.alive``; one
    per process when processes share the database, named by the shards it runs (SHARD_IDS)."""
    mine = f".shards-{'-'.join(map(str, shard_ids))}" if shard_ids else ""
    if is_postgres(str(database)):
        return Path("var") / f"icebreaker{mine}.alive"
    path = Path(sqlite_path(database))
    return path.with_name(f"{path.name}{mine}.alive")


def shard_ids_of(text: str | None) -> tuple[int, ...] | None:
    """SHARD_IDS as the health check reads it (the bot refuses a malformed one at start)."""
    try:
        return tuple(int(part) for part in text.split(",")) if text else None
    except ValueError:
        return None


async def beat(path: Path, connected: object) -> None:
    """Touch ``path`` every INTERVAL seconds while ``connected()`` says the gateway is up."""
    while True:
        if callable(connected) and connected():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(f"{time.time():.0f}\n")
        await asyncio.sleep(INTERVAL)


def main() -> int:
    database = os.environ.get("DATABASE_URL") or os.environ.get("DATABASE_PATH") or "var/icebreaker.sqlite3"
    path = heartbeat_path(database, shard_ids_of(os.environ.get("SHARD_IDS")))
    try:
        age = time.time() - path.stat().st_mtime
    except FileNotFoundError:
        print(f"unhealthy: no heartbeat at {path}", file=sys.stderr)
        return 1
    if age > STALE_AFTER:
        print(f"unhealthy: last heartbeat {age:.0f}s ago", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
