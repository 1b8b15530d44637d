"""Settings: every problem is one clear line, and `python -m bot` exits 2 without a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.config import DEFAULT_DATABASE, ConfigError, load_settings

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"
ROOT = Path(__file__).resolve().parents[2]


def settings(**env: str):
    return load_settings(env, env_file=None)


def test_defaults() -> None:
    s = settings(DISCORD_TOKEN=TOKEN)
    assert s.database == str(DEFAULT_DATABASE) and s.log_level == "INFO"
    assert s.dev_guild_id is None and s.api_base is None and s.gateway_url is None


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({}, "DISCORD_TOKEN is not set"),
        ({"DISCORD_TOKEN": "   "}, "DISCORD_TOKEN is not set"),
        ({"DISCORD_TOKEN": "client-secret"}, "does not look like a bot token"),
        ({"DISCORD_TOKEN": TOKEN, "LOG_LEVEL": "chatty"}, "LOG_LEVEL must be one of"),
        ({"DISCORD_TOKEN": TOKEN, "DEV_GUILD_ID": "my-server"}, "DEV_GUILD_ID must be a server id"),
        ({"DISCORD_TOKEN": TOKEN, "DISCORD_API_BASE": "discord.com"}, "DISCORD_API_BASE must be an http(s) URL"),
        ({"DISCORD_TOKEN": TOKEN, "DISCORD_GATEWAY_URL": "http://x"}, "DISCORD_GATEWAY_URL must be a ws(s) URL"),
        ({"DISCORD_TOKEN": TOKEN, "SHARD_IDS": "0"}, "SHARD_IDS needs SHARD_COUNT"),
        ({"DISCORD_TOKEN": TOKEN, "SHARD_COUNT": "0"}, "SHARD_COUNT must be a whole number from 1 to 4096"),
        ({"DISCORD_TOKEN": TOKEN, "SHARD_COUNT": "two"}, "SHARD_COUNT must be a whole number"),
        ({"DISCORD_TOKEN": TOKEN, "METRICS_PORT": "http"}, "METRICS_PORT must be a port number from 1 to 65535"),
        ({"DISCORD_TOKEN": TOKEN, "METRICS_PORT": "70000"}, "METRICS_PORT must be a port number"),
        ({"DISCORD_TOKEN": TOKEN, "BOT_WORKERS": "0"}, "BOT_WORKERS must be a whole number from 1 to 64"),
        ({"DISCORD_TOKEN": TOKEN, "BOT_WORKERS": "all"}, "BOT_WORKERS must be a whole number"),
        ({"DISCORD_TOKEN": TOKEN, "SHARD_COUNT": "2", "SHARD_IDS": "0;1"}, "SHARD_IDS must be shard numbers"),
        ({"DISCORD_TOKEN": TOKEN, "SHARD_COUNT": "2", "SHARD_IDS": "1,2"}, "SHARD_IDS must be below SHARD_COUNT (2)"),
        ({"DISCORD_TOKEN": TOKEN, "ICEBREAKER_TIME_ORIGIN": "noon"}, "ICEBREAKER_TIME_ORIGIN must be a Unix time"),
    ],
)
def test_bad_settings_are_named(env: dict[str, str], message: str) -> None:
    with pytest.raises(ConfigError, match=message.replace("(", r"\(").replace(")", r"\)")):
        settings(**env)


def test_metrics_port_is_optional_and_read_as_a_number() -> None:
    assert settings(DISCORD_TOKEN=TOKEN).metrics_port is None
    assert settings(DISCORD_TOKEN=TOKEN, METRICS_PORT="9108").metrics_port == 9108


def test_bot_workers_default_to_all_cores_but_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("os.cpu_count", lambda: 8)
    assert settings(DISCORD_TOKEN=TOKEN).bot_workers == 7
    monkeypatch.setattr("os.cpu_count", lambda: 2)
    assert settings(DISCORD_TOKEN=TOKEN).bot_workers == 1
    monkeypatch.setattr("os.cpu_count", lambda: None)  # unknown: as on a small machine
    assert settings(DISCORD_TOKEN=TOKEN).bot_workers == 1
    assert settings(DISCORD_TOKEN=TOKEN, BOT_WORKERS="3").bot_workers == 3


def test_shards_are_optional_and_read_as_numbers() -> None:
    unsharded = settings(DISCORD_TOKEN=TOKEN)
    assert unsharded.shard_count is None and unsharded.shard_ids is None
    all_shards = settings(DISCORD_TOKEN=TOKEN, SHARD_COUNT="4")
    assert all_shards.shard_count == 4 and all_shards.shard_ids is None
    some = settings(DISCORD_TOKEN=TOKEN, SHARD_COUNT="4", SHARD_IDS=" 3, 1 ,1")
    assert some.shard_count == 4 and some.shard_ids == (1, 3)


def test_database_path_must_not_be_a_folder(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="points at a folder"):
        settings(DISCORD_TOKEN=TOKEN, DATABASE_PATH=str(tmp_path))
    with pytest.raises(ConfigError, match="points at a folder"):
        settings(DISCORD_TOKEN=TOKEN, DATABASE_URL=f"sqlite:///{tmp_path}")


@pytest.mark.parametrize(
    ("url", "chosen"),
    [
        ("postgresql://bot:secret@db:5432/icebreaker", "postgresql://bot:secret@db:5432/icebreaker"),
        ("sqlite:///var/games.sqlite3", "sqlite:///var/games.sqlite3"),
        ("var/games.sqlite3", "var/games.sqlite3"),
    ],
)
def test_database_url_picks_the_driver(url: str, chosen: str) -> None:
    assert settings(DISCORD_TOKEN=TOKEN, DATABASE_URL=url, DATABASE_PATH="ignored.sqlite3").database == chosen


def test_a_database_url_of_another_kind_is_named() -> None:
    with pytest.raises(ConfigError, match="DATABASE_URL must be a file path"):
        settings(DISCORD_TOKEN=TOKEN, DATABASE_URL="mysql://x@y/z")


def test_env_file_is_read_and_environment_wins(tmp_path: Path) -> None:
    env_file = tmp_path / ".env"
    env_file.write_text(f"DISCORD_TOKEN={TOKEN}\nLOG_LEVEL=debug\nDEV_GUILD_ID=42\n")
    s = load_settings({"LOG_LEVEL": "warning"}, env_file=env_file)
    assert s.token == TOKEN and s.log_level == "WARNING" and s.dev_guild_id == 42


def test_run_without_token_exits_2_with_one_line(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_"))}
    done = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env={**env, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "icebreaker: DISCORD_TOKEN is not set: put your bot token in .env or the environment."
    ]
    assert "Traceback" not in done.stderr + done.stdout
