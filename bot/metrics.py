"""What a running bot can show Prometheus on ``GET /metrics`` (with ``METRICS_PORT`` set).

The metric objects live here, in a registry of their own; the code that does the work calls
them in one line where it happens (``Table._commit`` and ``_publish``, ``flow.guarded``, the
turn message's build, upkeep). Nothing here knows discord: a failed post's cause is read from
the error's HTTP status.
"""

from __future__ import annotations

import logging
import sys
import time
from collections.abc import Awaitable, Callable, Mapping
from typing import Any, TypeVar

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, start_http_server

T = TypeVar("T")
REGISTRY = CollectorRegistry()
# Seconds: a click's answer is due within 3 s (Discord's deadline), saves take well under 1 ms.
FAST = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0)
SLOW = (0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0, 30.0)

MOVES = Counter(
    "icebreaker_moves", "Moves saved, by game and kind (action, bot, resign).", ["game", "kind"], registry=REGISTRY
)
CLICKS = Counter("icebreaker_clicks", "Clicks on the bot's buttons and menus handled.", registry=REGISTRY)
REFUSALS = Counter("icebreaker_refusals", "Clicks and commands answered with a refusal.", registry=REGISTRY)
PUBLISH_FAILURES = Counter(
    "icebreaker_publish_failures",
    "Turn messages that could not be posted or edited, by cause.",
    ["cause"],
    registry=REGISTRY,
)
RATE_LIMITS = Counter(
    "icebreaker_rate_limits", "429 answers from Discord (each waited out or refused).", registry=REGISTRY
)
CLICK_REPLY = Histogram(
    "icebreaker_click_reply_seconds",
    "From a click reaching the bot to its work done and answered.",
    buckets=SLOW,
    registry=REGISTRY,
)
RENDER = Histogram(
    "icebreaker_render_seconds", "Building a turn message, its picture included.", buckets=SLOW, registry=REGISTRY
)
SAVE = Histogram(
    "icebreaker_save_seconds", "Saving a move (one database transaction).", buckets=FAST, registry=REGISTRY
)
RUNNING_GAMES = Gauge("icebreaker_running_games", "Games being played.", registry=REGISTRY)
LOBBIES = Gauge("icebreaker_lobbies", "Lobbies waiting to start.", registry=REGISTRY)
UPKEEP_LAG = Gauge("icebreaker_upkeep_lag_seconds", "How late the latest upkeep pass started.", registry=REGISTRY)
SHARD_PROBLEMS = Gauge(
    "icebreaker_shard_problems",
    "Shards that don't add up, by kind: count_mismatch (SHARD_COUNT unlike another process's or Discord's),"
    " duplicate (a shard served by two processes), unserved (a shard nobody served for a minute).",
    ["kind"],
    registry=REGISTRY,
)


def serve(port: int, host: str = "0.0.0.0") -> Any:
    """Serve ``/metrics`` on a thread of its own; the server (``shutdown()`` stops it)."""
    for name in ("discord.http", "discord.webhook.async_"):
        logger = logging.getLogger(name)
        if not any(isinstance(h, _RateLimitCounter) for h in logger.handlers):
            logger.addHandler(_RateLimitCounter())
    server, _thread = start_http_server(port, addr=host, registry=REGISTRY)
    return server


class _RateLimitCounter(logging.Handler):
    """discord.py waits out a 429 by itself and says so only in a warning: count those."""

    def emit(self, record: logging.LogRecord) -> None:
        text = str(record.msg)
        if "responded with 429" in text or "is rate limited" in text:
            RATE_LIMITS.inc()


def move_saved(game: str, kind: str, seconds: float) -> None:
    MOVES.labels(game, kind).inc()
    SAVE.observe(seconds)


def publish_failed() -> None:
    """Called in the ``except`` that caught the failure: its cause, read from the error itself."""
    PUBLISH_FAILURES.labels(cause(sys.exc_info()[1])).inc()


def cause(error: BaseException | None) -> str:
    """A failed post's cause in a word or two (few distinct values, as Prometheus labels must be)."""
    if error is not None and error.__cause__ is not None:
        error = error.__cause__  # the publisher's ``Unposted`` carries Discord's answer
    named = getattr(error, "cause", None)
    if isinstance(named, str):  # refused again without asking (the channel's back-off): its cause in words
        return named
    status = getattr(error, "status", None)
    if isinstance(status, int):
        named = {403: "forbidden", 404: "not_found", 429: "rate_limited"}
        return named.get(status) or ("server_error" if status >= 500 else f"http_{status}")
    if isinstance(error, TimeoutError):
        return "timeout"
    if isinstance(error, OSError):
        return "network"
    return "other"


async def clicked(work: Awaitable[T]) -> T:
    """A click's work, counted and timed (the time includes a refusal's raise, not its sentence)."""
    CLICKS.inc()
    started = time.perf_counter()
    try:
        return await work
    finally:
        CLICK_REPLY.observe(time.perf_counter() - started)


async def timed(histogram: Histogram, work: Awaitable[T]) -> T:
    started = time.perf_counter()
    try:
        return await work
    finally:
        histogram.observe(time.perf_counter() - started)


class Upkeep:
    """The upkeep loop's lag: how much later than its interval after the previous one a pass began."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.last: float | None = None

    def started(self, interval: float) -> None:
        now = self.clock()
        if self.last is not None:
            UPKEEP_LAG.set(max(0.0, now - self.last - interval))
        self.last = now


def count_games(counts: Mapping[Any, int]) -> None:
    """The running-games and lobbies gauges, from the store's count of live games."""
    RUNNING_GAMES.set(counts.get("running", 0))
    LOBBIES.set(counts.get("lobby", 0))
