"""Shards that don't add up (issue 27, item 8): each process records which shards it serves, with
a heartbeat; a mismatched SHARD_COUNT, a shard served twice or by nobody is logged and shown on
/metrics; upkeep scans the games of the process's own servers."""

from __future__ import annotations

import logging

import pytest

from bot import metrics
from bot.shards import STALE, ShardWatch, check
from bot.store import Store
from bot.store.shards import GUILD_SHIFT, Served, ShardScope

NOW = 1_000_000.0
TWO = ShardScope(2, (0,))


def row(owner: str, shard: int, count: int = 2, seen: float = NOW) -> Served:
    return Served(owner, shard, count, NOW - 3600, seen)


def test_processes_that_add_up_report_nothing() -> None:
    served = [row("a", 0), row("b", 1)]
    assert check(served, owner="a", scope=TWO, recommended=2, now=NOW, up_since=NOW - 3600).lines == []


def test_a_shard_count_unlike_the_others_or_discords_is_reported() -> None:
    served = [row("a", 0), row("b", 1), row("c", 2, count=3)]
    report = check(served, owner="a", scope=TWO, recommended=4, now=NOW, up_since=NOW - 3600)
    lines = report.problems["count_mismatch"]
    assert any("SHARD_COUNT is 2 here but 3" in line for line in lines)
    assert any("Discord recommends 4" in line for line in lines)


def test_two_processes_serving_one_shard_are_reported() -> None:
    served = [row("a", 0), row("b", 0), row("b", 1)]
    report = check(served, owner="a", scope=TWO, recommended=None, now=NOW, up_since=NOW - 3600)
    assert report.problems["duplicate"] == ["shard 0 is served by 2 processes at once"]


def test_a_shard_nobody_served_for_a_minute_is_reported() -> None:
    gone = [row("a", 0), row("b", 1, seen=NOW - STALE - 1)]  # its process stopped beating
    report = check(gone, owner="a", scope=TWO, recommended=None, now=NOW, up_since=NOW - 3600)
    assert report.problems["unserved"] == ["shard 1 of 2 has not been served for over a minute"]
    never = [row("a", 0)]
    early = check(never, owner="a", scope=TWO, recommended=None, now=NOW, up_since=NOW - 10)
    assert early.lines == []  # the other process may still be starting
    late = check(never, owner="a", scope=TWO, recommended=None, now=NOW, up_since=NOW - STALE)
    assert late.problems["unserved"] == ["shard 1 of 2 is served by no process"]
    # A dead process's duplicate is not a duplicate: only live heartbeats count.
    old = [row("a", 0), row("b", 0, seen=NOW - STALE - 1), row("c", 1)]
    assert "duplicate" not in check(old, owner="a", scope=TWO, recommended=None, now=NOW, up_since=NOW).problems


@pytest.fixture
async def store(database_url: str) -> Store:
    opened = await Store.open(database_url)
    yield opened  # type: ignore[misc]
    await opened.close()


async def test_processes_on_one_database_see_each_others_shards(
    database_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    now = [NOW]
    one, other = await Store.open(database_url), await Store.open(database_url)
    try:
        first = ShardWatch(one, "host:1:a", ShardScope(2, (0,)), now=lambda: now[0])
        second = ShardWatch(other, "host:2:b", ShardScope(2, (0, 1)), now=lambda: now[0])  # SHARD_IDS forgotten
        await first.beat()
        with caplog.at_level(logging.ERROR, logger="bot.shards"):
            report = await second.beat()
            assert report.problems["duplicate"] == ["shard 0 is served by 2 processes at once"]
            assert metrics.REGISTRY.get_sample_value("icebreaker_shard_problems", {"kind": "duplicate"}) == 1
            await second.beat()  # the same problem is logged once, not every pass
        assert [r.message for r in caplog.records].count(
            "shards don't add up: shard 0 is served by 2 processes at once"
        ) == 1
        now[0] += STALE + 1  # the second process was killed: its heartbeat stops
        report = await first.beat()
        assert report.problems == {"unserved": ["shard 1 of 2 has not been served for over a minute"]}
        await second.leave()  # had it stopped cleanly, its rows would be gone
        report = await first.beat()
        assert report.problems == {"unserved": ["shard 1 of 2 is served by no process"]}
        assert metrics.REGISTRY.get_sample_value("icebreaker_shard_problems", {"kind": "duplicate"}) == 0
        assert metrics.REGISTRY.get_sample_value("icebreaker_shard_problems", {"kind": "unserved"}) == 1
    finally:
        await one.close()
        await other.close()


async def test_a_scope_selects_the_games_of_its_own_servers(store: Store) -> None:
    guilds = {0: 7 * GUILD_SHIFT * 2, 1: 7 * GUILD_SHIFT * 2 + GUILD_SHIFT}  # (id >> 22) % 2 is 0, then 1
    ids = {}
    for shard, guild in guilds.items():
        lobby = await store.games.create_lobby(
            guild_id=guild,
            channel_id=10 + shard,
            lobby_channel_id=10 + shard,
            game_key="stones",
            options={"pile": 7},
            host_id=100,
            host_name="Alice",
        )
        await store.seats.join(lobby.id, 101, "Bob", max_players=4)
        assert await store.games.start(lobby.id, {"pile": 7}, [], deadline=NOW - 10)  # its clock ran out
        ids[shard] = lobby.id
    due_all = {g.id for g in await store.clocks.due(NOW, 3600)}
    assert due_all == set(ids.values())
    for shard in (0, 1):
        mine = ShardScope(2, (shard,))
        assert [g.id for g in await store.clocks.due(NOW, 3600, shards=mine)] == [ids[shard]]
        assert [g.id for g in await store.games.unpublished(NOW, shards=mine)] == [ids[shard]]
