"""The container healthcheck reads the heartbeat the running bot writes."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from bot import health


def test_missing_fresh_and_stale_heartbeats(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    database = tmp_path / "icebreaker.sqlite3"
    monkeypatch.setenv("DATABASE_PATH", str(database))
    assert health.main() == 1
    beat = health.heartbeat_path(database)
    beat.write_text("now\n")
    assert health.main() == 0
    old = time.time() - health.STALE_AFTER - 5
    os.utime(beat, (old, old))
    assert health.main() == 1


def test_each_shard_process_has_its_own_heartbeat(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    database = tmp_path / "icebreaker.sqlite3"
    monkeypatch.setenv("DATABASE_PATH", str(database))
    monkeypatch.setenv("SHARD_IDS", "1")
    health.heartbeat_path(database, (0,)).write_text("now\n")  # another process's: not ours
    assert health.main() == 1
    health.heartbeat_path(database, (1,)).write_text("now\n")
    assert health.main() == 0
    assert health.heartbeat_path("postgresql://x/db", (0, 1)) == Path("var") / "icebreaker.shards-0-1.alive"
