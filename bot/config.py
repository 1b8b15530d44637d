"""Settings from the environment (and a .env file), validated once at start."""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from dotenv import dotenv_values

from bot.db import is_postgres, redacted, sqlite_path

DEFAULT_DATABASE = Path("var") / "icebreaker.sqlite3"
LOG_LEVELS = ("CRITICAL", "ERROR", "WARNING", "INFO", "DEBUG")
# Bot tokens are three dot-separated base64url parts; catching a pasted client secret early
# saves a confusing login failure.
TOKEN_SHAPE = re.compile(r"^[A-Za-z0-9_\-]{20,}\.[A-Za-z0-9_\-]{4,}\.[A-Za-z0-9_\-]{20,}$")


class ConfigError(Exception):
    """A missing or malformed setting; the message is one line for the operator."""


@dataclass(frozen=True)
class Settings:
    token: str
    database: str  # a SQLite file path, or a ``postgresql://`` URL
    log_level: str = "INFO"
    dev_guild_id: int | None = None
    api_base: str | None = None
    gateway_url: str | None = None
    time_scale: float = 1.0  # tests only: turn clocks run this many times faster than the wall clock
    time_origin: float | None = None  # tests only: the moment the scaled clock counts from (default: start)
    shard_count: int | None = None  # None: one process, one connection, as Discord recommends for small bots
    shard_ids: tuple[int, ...] | None = None  # the shards this process runs (None: all of shard_count)
    metrics_port: int | None = None  # serve Prometheus metrics on this port (None: no metrics server)
    bot_workers: int = 1  # processes hard bots search in (the loop and the drawing keep a core)


def load_settings(environ: Mapping[str, str] | None = None, env_file: Path | None = Path(".env")) -> Settings:
    """The environment wins over ``.env``; unset or empty values count as missing."""
    values: dict[str, str] = {}
    if env_file is not None and env_file.is_file():
        values.update({k: v for k, v in dotenv_values(env_file).items() if v is not None})
    values.update(os.environ if environ is None else environ)

    def get(name: str) -> str | None:
        value = values.get(name, "").strip()
        return value or None

    token = get("DISCORD_TOKEN")
    if token is None:
        raise ConfigError("DISCORD_TOKEN is not set: put your bot token in .env or the environment.")
    if not TOKEN_SHAPE.match(token):
        raise ConfigError("DISCORD_TOKEN does not look like a bot token (three parts separated by dots).")

    level = (get("LOG_LEVEL") or "INFO").upper()
    if level not in LOG_LEVELS:
        raise ConfigError(f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {level!r}.")

    guild = get("DEV_GUILD_ID")
    if guild is not None and not guild.isdigit():
        raise ConfigError(f"DEV_GUILD_ID must be a server id (digits only), not {guild!r}.")

    api_base = get("DISCORD_API_BASE")
    if api_base is not None and not re.match(r"^https?://[^/\s]+(/\S*)?$", api_base):
        raise ConfigError(f"DISCORD_API_BASE must be an http(s) URL, not {api_base!r}.")
    gateway = get("DISCORD_GATEWAY_URL")
    if gateway is not None and not re.match(r"^wss?://[^/\s]+(/\S*)?$", gateway):
        raise ConfigError(f"DISCORD_GATEWAY_URL must be a ws(s) URL, not {gateway!r}.")

    scale_text = get("ICEBREAKER_TIME_SCALE") or "1"
    try:
        scale = float(scale_text)
    except ValueError:
        scale = 0.0
    if not 1 <= scale <= 10_000:
        raise ConfigError(f"ICEBREAKER_TIME_SCALE must be a number from 1 to 10000, not {scale_text!r}.")

    origin_text = get("ICEBREAKER_TIME_ORIGIN")
    try:
        origin = float(origin_text) if origin_text is not None else None
    except ValueError:
        raise ConfigError(f"ICEBREAKER_TIME_ORIGIN must be a Unix time in seconds, not {origin_text!r}.") from None

    shard_count, shard_ids = _shards(get("SHARD_COUNT"), get("SHARD_IDS"))

    metrics_text = get("METRICS_PORT")
    if metrics_text is not None and not (metrics_text.isdigit() and 1 <= int(metrics_text) <= 65535):
        raise ConfigError(f"METRICS_PORT must be a port number from 1 to 65535, not {metrics_text!r}.")

    workers_text = get("BOT_WORKERS")
    if workers_text is not None and not (workers_text.isdigit() and 1 <= int(workers_text) <= 64):
        raise ConfigError(f"BOT_WORKERS must be a whole number from 1 to 64, not {workers_text!r}.")

    database = get("DATABASE_URL") or get("DATABASE_PATH") or str(DEFAULT_DATABASE)  # DATABASE_PATH: the old name
    if is_postgres(database):
        if not re.match(r"^postgres(ql)?://\S+$", database) or not _parses(database):
            raise ConfigError(
                f"DATABASE_URL must look like postgresql://user:password@host:5432/database, not {redacted(database)}."
            )
    elif "://" in database and not database.startswith("sqlite:///"):
        raise ConfigError(f"DATABASE_URL must be a file path, sqlite:///path or postgresql://…, not {database!r}.")
    elif Path(sqlite_path(database)).is_dir():
        raise ConfigError(f"DATABASE_URL points at a folder, not a file: {sqlite_path(database)}.")

    return Settings(
        token=token,
        database=database,
        log_level=level,
        dev_guild_id=int(guild) if guild else None,
        api_base=api_base.rstrip("/") if api_base else None,
        gateway_url=gateway,
        time_scale=scale,
        time_origin=origin,
        shard_count=shard_count,
        shard_ids=shard_ids,
        metrics_port=int(metrics_text) if metrics_text else None,
        bot_workers=int(workers_text) if workers_text else default_bot_workers(),
    )


def default_bot_workers() -> int:
    """One search process per core but one: the event loop and the drawing threads keep a core
    (on 2 cores, one worker)."""
    return max(1, (os.cpu_count() or 2) - 1)


def _parses(url: str) -> bool:
    """Whether the URL's host and port read as such (a port of letters, an unclosed IPv6 bracket)."""
    try:
        port = urlsplit(url).port
    except ValueError:
        return False
    return port is None or port > 0


def _shards(count_text: str | None, ids_text: str | None) -> tuple[int | None, tuple[int, ...] | None]:
    """SHARD_COUNT (how many shards the bot has in all) and SHARD_IDS (which of them this process runs)."""
    if count_text is None:
        if ids_text is not None:
            raise ConfigError("SHARD_IDS needs SHARD_COUNT: set how many shards the bot has in all.")
        return None, None
    if not count_text.isdigit() or not 1 <= int(count_text) <= 4096:
        raise ConfigError(f"SHARD_COUNT must be a whole number from 1 to 4096, not {count_text!r}.")
    count = int(count_text)
    if ids_text is None:
        return count, None
    parts = [part.strip() for part in ids_text.split(",")]
    if not all(part.isdigit() for part in parts):
        raise ConfigError(f"SHARD_IDS must be shard numbers separated by commas (e.g. 0,1), not {ids_text!r}.")
    ids = tuple(sorted({int(part) for part in parts}))
    if ids[-1] >= count:
        raise ConfigError(f"SHARD_IDS must be below SHARD_COUNT ({count}); {ids[-1]} is not.")
    return count, ids


def configure_logging(level: str) -> None:
    logging.basicConfig(
        level=getattr(logging, level),
        format="%(asctime)s %(levelname)-7s %(name)s: %(message)s",
    )
