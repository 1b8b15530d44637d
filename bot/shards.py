"""Shards that don't add up (issue 27, item 8). Each process records in the database which
shards it serves, with a heartbeat every upkeep pass; each pass then checks what all processes
recorded: a SHARD_COUNT that differs from the other processes' or from Discord's recommendation,
two processes serving one shard, a shard nobody has served for a minute. Each is logged as an
error (once, until it changes) and counted on ``/metrics``."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from bot import metrics
from bot.store import Store
from bot.store.shards import Served, ShardScope

log = logging.getLogger(__name__)
STALE = 60.0  # seconds: a heartbeat older than this is a process gone; a shard unserved this long is reported
KEEP = 86400.0  # heartbeats older than a day are forgotten
KINDS = ("count_mismatch", "duplicate", "unserved")


@dataclass(frozen=True)
class ShardReport:
    """What doesn't add up: per kind, the lines saying so."""

    problems: dict[str, list[str]] = field(default_factory=dict)

    @property
    def lines(self) -> list[str]:
        return [line for kind in KINDS for line in self.problems.get(kind, [])]


def check(
    served: list[Served],
    *,
    owner: str,
    scope: ShardScope,
    recommended: int | None,
    now: float,
    up_since: float,
    stale: float = STALE,
) -> ShardReport:
    """The problems in ``served`` (every process's heartbeats) seen from the process ``owner``."""
    count = scope.shard_count
    live = [s for s in served if s.seen >= now - stale]
    problems: dict[str, list[str]] = {kind: [] for kind in KINDS}
    others = sorted({s.shard_count for s in live if s.owner != owner and s.shard_count != count})
    if others:
        problems["count_mismatch"].append(
            f"SHARD_COUNT is {count} here but {', '.join(map(str, others))} in another running process: "
            "each server's events reach only the process whose count Discord was told"
        )
    if recommended is not None and recommended != count:
        problems["count_mismatch"].append(f"SHARD_COUNT is {count} but Discord recommends {recommended} shards")
    owners: dict[int, set[str]] = {}
    for row in live:
        if row.shard_count == count:
            owners.setdefault(row.shard_id, set()).add(row.owner)
    for shard, serving in sorted(owners.items()):
        if len(serving) > 1:
            problems["duplicate"].append(f"shard {shard} is served by {len(serving)} processes at once")
    last_seen: dict[int, float] = {}
    for row in served:
        if row.shard_count == count:
            last_seen[row.shard_id] = max(row.seen, last_seen.get(row.shard_id, row.seen))
    for shard in range(count):
        seen = last_seen.get(shard)
        if seen is None and now - up_since >= stale:
            problems["unserved"].append(f"shard {shard} of {count} is served by no process")
        elif seen is not None and seen < now - stale:
            problems["unserved"].append(f"shard {shard} of {count} has not been served for over a minute")
    return ShardReport({kind: lines for kind, lines in problems.items() if lines})


class ShardWatch:
    """One process's heartbeat and check, run by its upkeep loop."""

    def __init__(self, store: Store, owner: str, scope: ShardScope, now: Callable[[], float] = time.time) -> None:
        self.store = store
        self.owner = owner
        self.scope = scope
        self.now = now
        self.started = now()
        self.recommended: int | None = None  # Discord's shard count for the bot (GET /gateway/bot), when known
        self._said: list[str] = []

    async def beat(self) -> ShardReport:
        """Record this process's shards, then check everyone's; problems are logged once and counted."""
        now = self.now()
        await self.store.shards.beat(self.owner, self.scope.shard_ids, self.scope.shard_count, self.started, now)
        served = await self.store.shards.served(now - KEEP)
        report = check(
            served, owner=self.owner, scope=self.scope, recommended=self.recommended, now=now, up_since=self.started
        )
        for kind in KINDS:
            metrics.SHARD_PROBLEMS.labels(kind).set(len(report.problems.get(kind, [])))
        if report.lines != self._said:
            for line in report.lines:
                log.error("shards don't add up: %s", line)
            if self._said and not report.lines:
                log.info("shards add up again")
            self._said = report.lines
        return report

    async def leave(self) -> None:
        await self.store.shards.leave(self.owner)
