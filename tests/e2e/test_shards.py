"""End to end (issue 16): two real `python -m bot` processes, shards 0 and 1 of 2, on one
PostgreSQL database against the loopback Discord stand-in. Four South Pole games with the
two-minute clock, two in a server of each shard; the clocks run 60 times faster. Alice plays her
turns for a while, Bob never clicks; shard 0's process is SIGKILLed mid-load and restarted.

Checked afterwards: every game finished; every move the bot acknowledged is in the database and
no move was applied twice; each turn that ran out was played for once (a seat's time-outs
count up to the takeover, and a takeover happens once); no reminder went out twice.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import time
from collections import Counter
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import asyncpg  # type: ignore[import-untyped]
import pytest

from bot.table import TAKEOVER_AFTER
from tests.fakediscord.model import GUILD_ID, FakeDiscord
from tests.fakediscord.payloads import guild_payload
from tests.fakediscord.process import BotProcess, until
from tests.fakediscord.server import LoopbackDiscord, shard_of
from tests.postgres import Server
from tests.reliability.test_crash import ALICE, BOB, Table, answered

SCALE = 60  # a two-minute turn lasts two seconds
SHARDS = 2
GUILDS = (GUILD_ID + (1 << 22), GUILD_ID)  # one server on each shard: (id >> 22) % 2 is 0, then 1
CHANNELS_PER_GUILD = 2
LOAD_SECONDS = 8.0  # how long Alice keeps playing; then her turns run out too and bots finish
SEAT = re.compile(r"\{p(\d+)\}")


@dataclass
class Cluster:
    server: LoopbackDiscord
    bots: list[BotProcess]
    channels: dict[int, int]  # channel → the shard that hears its server
    url: str

    @property
    def fake(self) -> FakeDiscord:
        return self.server.fake


@pytest.fixture
async def cluster(tmp_path: Path, postgres: Server) -> AsyncIterator[Cluster]:
    assert [shard_of(g, SHARDS) for g in GUILDS] == [0, 1]
    fake = FakeDiscord()
    for user in (ALICE, BOB):
        fake.add_user(*user)
    channels: dict[int, int] = {}
    for guild in GUILDS:
        for n in range(CHANNELS_PER_GUILD):
            channel = fake.new_id()
            fake.add_channel({"id": str(channel), "type": 0, "guild_id": str(guild), "name": f"table-{n}"})
            channels[channel] = shard_of(guild, SHARDS)
    server = LoopbackDiscord(fake, [guild_payload(g, f"Club {g}") for g in GUILDS])
    await server.start()
    url = postgres.new_database()
    origin = str(time.time())  # both processes' faster clocks count from the same moment
    bots = []
    for shard in range(SHARDS):
        workdir = tmp_path / f"shard{shard}"
        workdir.mkdir()
        env = {
            "SHARD_COUNT": str(SHARDS),
            "SHARD_IDS": str(shard),
            "ICEBREAKER_TIME_SCALE": str(SCALE),
            "ICEBREAKER_TIME_ORIGIN": origin,
        }
        bots.append(BotProcess(server, workdir / "unused.sqlite3", workdir, env, database_url=url))
    try:
        yield Cluster(server, bots, channels, url)
    finally:
        for bot in bots:
            await bot.kill()
        await server.stop()


async def boot(cluster: Cluster, shard: int) -> None:
    await cluster.bots[shard].start()
    await until(
        lambda: shard in cluster.server.ready_shards and "global" in cluster.fake.commands,
        timeout=60,
        what=f"shard {shard} to log in",
    )


async def stored_games(url: str) -> dict[int, dict[str, Any]]:
    """game id → status, version, published version, move seqs and the moves, from the database."""
    db = await asyncpg.connect(url)
    try:
        games = {
            r["id"]: {"status": r["status"], "version": r["version"], "published": r["published_version"]}
            for r in await db.fetch("SELECT id, status, version, published_version FROM games")
        }
        for game_id, game in games.items():
            moves = await db.fetch("SELECT seq, kind, events FROM moves WHERE game_id = $1 ORDER BY seq", game_id)
            game["seqs"] = [m["seq"] for m in moves]
            game["moves"] = [(m["kind"], json.loads(m["events"])) for m in moves]
    finally:
        await db.close()
    return games


async def open_game(cluster: Cluster, tables: Table, channel: int) -> None:
    fake = cluster.fake
    token = await tables.slash(ALICE, channel, "southpole new", thread=False)
    await until(lambda: answered(fake, token), what="a lobby")
    lobby = fake.messages[fake.interactions[token]["made"][-1]]
    clock = next(c for c in lobby.components() if c.get("placeholder") == "Turn clock…")
    picked = await tables.click(ALICE, lobby, clock, ["120"])  # the shortest clock: two minutes
    await until(lambda: answered(fake, picked), what="the clock")
    for user, label in ((BOB, "Join"), (ALICE, "Start")):
        button = next(c for c in lobby.components() if c.get("label") == label)
        click = await tables.click(user, lobby, button)
        await until(lambda t=click: answered(fake, t), what=label)


async def alice_plays(cluster: Cluster, tables: Table, channel: int, stop_at: float) -> None:
    """Alice clicks whenever the turn is hers and her server's shard is up; Bob never clicks."""
    loop = asyncio.get_running_loop()
    while loop.time() < stop_at:
        turn = tables.turn_message(channel)
        if cluster.channels[channel] in cluster.server.ready_shards and turn and f"<@{ALICE[0]}>," in turn.content:
            tokens = await tables.play_one(channel, double=tables.rng.random() < 0.3)
            try:
                await until(lambda t=tokens: all(answered(cluster.fake, x) for x in t), timeout=10, what="a click")
                tables.follow_private_steps({channel: tokens})
            except AssertionError:  # its shard was killed mid-click: start again from the turn message
                tables.private.pop(channel, None)
        await asyncio.sleep(0.2)


def seat_events(moves: list[tuple[str, list[dict[str, Any]]]], kind: str) -> list[tuple[int, int]]:
    """(move index, seat) of every event of ``kind`` in a game's log."""
    found = []
    for index, (_kind, events) in enumerate(moves):
        for event in events:
            if event.get("type") == kind:
                seat = SEAT.search(str(event.get("text", "")))
                assert seat is not None, event
                found.append((index, int(seat[1])))
    return found


async def test_two_shards_on_one_database_survive_a_sigkill(cluster: Cluster) -> None:
    loop = asyncio.get_running_loop()
    tables = Table(cluster.server, random.Random(16))
    started = loop.time()
    await asyncio.gather(*(boot(cluster, shard) for shard in range(SHARDS)))
    for bot in cluster.bots:  # each process was sent only its own shard's server
        await until(lambda b=bot: "in 1 server(s)" in b.log.read_text(), what="ready in one server")
    for channel in cluster.channels:
        await open_game(cluster, tables, channel)

    stop_at = loop.time() + LOAD_SECONDS
    players = [asyncio.create_task(alice_plays(cluster, tables, c, stop_at)) for c in cluster.channels]
    await asyncio.sleep(tables.rng.uniform(2.0, 3.5))  # somewhere in the middle of the load
    await cluster.bots[0].kill()
    await asyncio.sleep(1.0)  # shard 0's clocks and posts are shard 1's meanwhile
    await boot(cluster, 0)
    await asyncio.gather(*players)

    async def all_over_and_posted() -> bool:
        games = await stored_games(cluster.url)
        return len(games) == len(cluster.channels) and all(
            g["status"] == "over" and g["published"] == g["version"] for g in games.values()
        )

    deadline = loop.time() + 90
    while not await all_over_and_posted():
        assert loop.time() < deadline, "not every game finished"
        await asyncio.sleep(0.5)

    acknowledged = tables.acknowledged()
    games = await stored_games(cluster.url)
    for game_id, game in games.items():
        assert game["seqs"] == list(range(1, game["version"] + 1)), f"game {game_id}: log vs version"
        assert game["version"] >= acknowledged.get(game_id, 0), f"game {game_id} lost an acknowledged move"
        actions = sum(1 for kind, _events in game["moves"] if kind == "action")
        assert actions <= len(tables.clicked[game_id]), f"game {game_id}: a move was applied twice"
        # Time-outs: a seat's run counts 1, 2, 3 and then a bot keeps the seat, once.
        takeovers = seat_events(game["moves"], "takeover")
        assert len(takeovers) == len({seat for _i, seat in takeovers}), f"game {game_id}: a seat taken twice"
        for index, seat in takeovers:
            own = [i for i, s in seat_events(game["moves"], "timeout") if s == seat and i <= index]
            assert len(own) >= TAKEOVER_AFTER and own[-1] == index
        timeouts = Counter(seat for _i, seat in seat_events(game["moves"], "timeout"))
        assert timeouts[1] == TAKEOVER_AFTER, f"game {game_id}: Bob never clicks, so exactly 3 time-outs"
    assert sum(1 for kind, _e in games[min(games)]["moves"] if kind == "action") > 0  # Alice really played
    for channel in cluster.channels:
        reminders = [m.content for m in cluster.fake.channel_messages(channel) if m.content.startswith("⏰")]
        assert reminders, f"no reminder in channel {channel}"
        assert len(reminders) == len(set(reminders)), f"a reminder went out twice: {reminders}"
    crashed = [m.content for m in cluster.fake.messages.values() if "Something went wrong" in m.content]
    assert not crashed, crashed[:3]
    print(f"two shards, {len(games)} games, a SIGKILL: {loop.time() - started:.1f} s wall")
