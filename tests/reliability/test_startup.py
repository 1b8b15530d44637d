"""Start-up says what is wrong in one line (issue 27): a database from a newer release, a
garbage, truncated or read-only SQLite file, PostgreSQL unreachable, a malformed
``DATABASE_URL``: ``python -m bot`` exits 2 with one line, no traceback, no password."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from bench.postgres import free_port
from bot.db import Unusable, redacted
from bot.db.schema import POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS
from bot.store import Store
from tests.postgres import Server

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"
SECRET = "hunter2-not-for-logs"
NOBODY = 65534  # as root, permissions bind nobody: the read-only case runs the bot as this user


@pytest.fixture
def folder() -> Iterator[Path]:
    """A folder any user may read (pytest's tmp_path is private to root when tests run as root)."""
    path = Path(tempfile.mkdtemp(prefix="icebreaker-startup-"))
    path.chmod(0o755)
    try:
        yield path
    finally:
        for child in path.iterdir():
            child.chmod(0o644)
        subprocess.run(["rm", "-rf", str(path)], check=False)


def start_bot(database: str, cwd: Path, *, as_nobody: bool = False) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_", "SHARD_"))}
    env |= {"PYTHONPATH": str(ROOT), "DISCORD_TOKEN": TOKEN, "DATABASE_URL": database}
    env |= {"DISCORD_API_BASE": "http://127.0.0.1:9", "DISCORD_GATEWAY_URL": "ws://127.0.0.1:9"}  # never Discord
    drop = ["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups"] if as_nobody else []
    command = [*drop, sys.executable, "-m", "bot"]
    return subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=120)


def one_line(done: subprocess.CompletedProcess[str]) -> str:
    output = done.stderr + done.stdout
    assert done.returncode == 2, output
    assert "Traceback" not in output and SECRET not in output, output
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("icebreaker: "), output
    return lines[0]


async def good_database(path: Path) -> None:
    store = await Store.open(path)
    await store.games.create_lobby(
        guild_id=1, channel_id=None, lobby_channel_id=2, game_key="stones", options={}, host_id=3, host_name="A"
    )
    await store.close()


async def test_a_database_from_a_newer_release_is_refused_in_one_line(folder: Path) -> None:
    path = folder / "db.sqlite3"
    await good_database(path)
    with sqlite3.connect(path) as conn:
        conn.execute(f"PRAGMA user_version = {len(SQLITE_MIGRATIONS) + 1}")
    line = one_line(start_bot(str(path), folder))
    assert f"schema version {len(SQLITE_MIGRATIONS) + 1}" in line and "newer Icebreaker" in line
    with sqlite3.connect(path) as conn:  # refused before anything was written
        assert conn.execute("PRAGMA user_version").fetchone()[0] == len(SQLITE_MIGRATIONS) + 1


@pytest.mark.parametrize("damage", ["garbage", "truncated"])
async def test_a_damaged_file_is_named_in_one_line(folder: Path, damage: str) -> None:
    path = folder / "db.sqlite3"
    await good_database(path)
    whole = path.read_bytes()
    path.write_bytes(os.urandom(8192) if damage == "garbage" else whole[:4096])
    for extra in folder.glob("db.sqlite3-*"):
        extra.unlink()  # the write-ahead log would otherwise fill in what the damage took
    line = one_line(start_bot(str(path), folder))
    assert f"The database file {path} is damaged or not an Icebreaker database" in line


async def test_a_read_only_file_is_named_in_one_line(folder: Path) -> None:
    path = folder / "db.sqlite3"
    await good_database(path)
    path.chmod(0o444)
    as_root = os.geteuid() == 0
    if as_root and shutil.which("setpriv") is None:
        pytest.skip("running as root (who may write any file) and no setpriv to drop to another user")
    line = one_line(start_bot(str(path), folder, as_nobody=as_root))
    assert f"The database file {path} is read-only" in line


def test_postgres_unreachable_is_named_without_the_password(folder: Path) -> None:
    url = f"postgresql://icebreaker:{SECRET}@127.0.0.1:{free_port()}/icebreaker"
    line = one_line(start_bot(url, folder))
    assert line.startswith(f"icebreaker: Can't reach PostgreSQL at {redacted(url)}:")
    assert "icebreaker:***@127.0.0.1" in line


@pytest.mark.parametrize("url", [f"postgresql://me:{SECRET}@db:port/games", f"postgresql://me:{SECRET}@[::1/games"])
def test_a_malformed_database_url_is_not_echoed_with_its_password(folder: Path, url: str) -> None:
    line = one_line(start_bot(url, folder))
    assert "DATABASE_URL must look like postgresql://" in line and "me:***@" in line


async def test_connect_refuses_a_newer_postgres_schema(postgres: Server) -> None:
    url = postgres.new_database()
    store = await Store.open(url)
    async with store.db.write() as tx:
        await tx.execute("INSERT INTO schema_version (version) VALUES (?)", (len(POSTGRES_MIGRATIONS) + 1,))
    await store.close()
    with pytest.raises(Unusable, match=f"schema version {len(POSTGRES_MIGRATIONS) + 1}; this release knows up to"):
        await Store.open(url)
