"""Which process serves which shards (a heartbeat row per shard), and the scope of a process's
own servers that its upkeep scans."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.store.part import Part

GUILD_SHIFT = 1 << 22  # Discord: a server's shard is (guild_id >> 22) % shard_count


@dataclass(frozen=True)
class Served:
    """One process's heartbeat for one shard."""

    owner: str
    shard_id: int
    shard_count: int
    started: float
    seen: float


@dataclass(frozen=True)
class ShardScope:
    """The servers of some shards: ``shard_count`` in all, this process running ``shard_ids``."""

    shard_count: int
    shard_ids: tuple[int, ...]

    def clause(self) -> tuple[str, tuple[int, ...]]:
        """SQL selecting games of these shards' servers (a game with no server counts as shard 0,
        where Discord sends DMs), and its parameters."""
        marks = ", ".join("?" for _ in self.shard_ids)
        return f" AND (COALESCE(guild_id, 0) / ?) % ? IN ({marks})", (GUILD_SHIFT, self.shard_count, *self.shard_ids)


def scoped(scope: ShardScope | None) -> tuple[str, tuple[int, ...]]:
    return scope.clause() if scope is not None else ("", ())


class Shards(Part):
    async def beat(self, owner: str, shard_ids: Sequence[int], shard_count: int, started: float, now: float) -> None:
        """Record (again) that ``owner`` serves ``shard_ids`` of ``shard_count``."""
        async with self.db.write() as tx:
            await tx.execute("DELETE FROM shards WHERE owner = ?", (owner,))
            for shard in shard_ids:
                await tx.execute(
                    "INSERT INTO shards (owner, shard_id, shard_count, started, seen) VALUES (?, ?, ?, ?, ?)",
                    (owner, shard, shard_count, started, now),
                )

    async def served(self, since: float) -> list[Served]:
        """Heartbeats newer than ``since`` (older rows are dropped: their processes are long gone)."""
        async with self.db.write() as tx:
            await tx.execute("DELETE FROM shards WHERE seen < ?", (since,))
            rows = await tx.fetchall("SELECT owner, shard_id, shard_count, started, seen FROM shards ORDER BY shard_id")
        return [Served(str(r[0]), int(r[1]), int(r[2]), float(r[3]), float(r[4])) for r in rows]

    async def leave(self, owner: str) -> None:
        """A process that stops cleanly takes its rows with it."""
        await self._update("DELETE FROM shards WHERE owner = ?", (owner,))
