"""Shards (issue 16): two processes' upkeep on one database — unposted turns, notices, reminders
and time-outs each happen once, whichever process sees them; a dead process's lease runs out and
another takes the work. Two stores and two tables stand for two processes (both drivers)."""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import pytest

from bot.clock import run_clocks
from bot.store import GameRow, Store
from bot.store.games import Games
from bot.table import Command, OfflinePublisher, Table, Turn
from tests.fakediscord.toy import GAME as STONES
from tests.fakediscord.toy import T0, Clock

GAMES = 6


class Recorder(OfflinePublisher):
    """A publisher that records what each process sent, and yields mid-call so the two
    processes' passes really interleave."""

    def __init__(self, log: list[tuple[str, int, str]], process: str) -> None:
        self.log, self.process = log, process
        self.messages = iter(range(1000, 10**6))

    async def publish(self, turn: Turn) -> int:
        game = turn.game
        await asyncio.sleep(0.01)
        self.log.append((self.process, game.id, f"publish v{game.version}"))
        return next(self.messages) if turn.new_message else int(game.turn_message_id or 0)

    async def notice(self, game: GameRow, text: str) -> None:
        await asyncio.sleep(0.01)
        self.log.append((self.process, game.id, "notice"))

    async def remind(self, game: GameRow, seats: list[int], last_call: bool) -> None:
        await asyncio.sleep(0.01)
        self.log.append((self.process, game.id, f"remind v{game.version} {'last' if last_call else 'half'}"))



@pytest.fixture
async def two_processes(database_url: str) -> AsyncIterator[tuple[Table, Table, list[tuple[str, int, str]], Clock]]:
    first, second = await Store.open(database_url), await Store.open(database_url)
    sent: list[tuple[str, int, str]] = []
    clock = Clock()
    tables = [Table(store, {"stones": STONES}, Recorder(sent, name), now=clock) for store, name in
              ((first, "a"), (second, "b"))]
    assert tables[0].venue.owner != tables[1].venue.owner
    yield tables[0], tables[1], sent, clock
    await first.close()
    await second.close()


async def clocked_game(table: Table, channel: int) -> int:
    lobby = await table.lobby.open(
        game_key="stones", options={"pile": 9}, guild_id=1, channel_id=channel, in_thread=False, host_id=1,
        host_name="Alice",
    )
    await table.lobby.join(lobby.id, 2, "Bob")
    assert await table.store.clocks.set_length(lobby.id, 120)
    await table.lobby.start(lobby.id, 1)
    return lobby.id


async def raw(store: Store, sql: str, params: tuple[object, ...] = ()) -> None:
    async with store.db.write() as tx:
        await tx.execute(sql, params)


async def test_two_processes_upkeep_does_each_job_once(
    two_processes: tuple[Table, Table, list[tuple[str, int, str]], Clock],
) -> None:
    a, b, sent, clock = two_processes
    games = [await clocked_game(a, channel) for channel in range(10, 10 + GAMES)]
    sent.clear()

    # Unposted turns (a crash between save and post): each is posted by one process only.
    await raw(a.store, "UPDATE games SET published_version = 0")
    posted = await asyncio.gather(a.upkeep.recover(), b.upkeep.recover())
    assert sum(posted) == GAMES
    assert Counter(game for _p, game, what in sent if what.startswith("publish")) == dict.fromkeys(games, 1)

    # Half time of the two-minute clock: one reminder per game.
    sent.clear()
    clock.now = T0 + 61
    passes = await asyncio.gather(run_clocks(a), run_clocks(b))
    assert sum(p.reminded for p in passes) == GAMES
    assert Counter(game for _p, game, _w in sent) == dict.fromkeys(games, 1)

    # Time is up: one time-out per game, so one bot move on top of the setup.
    clock.now = T0 + 121
    passes = await asyncio.gather(run_clocks(a), run_clocks(b))
    assert sum(p.timed_out for p in passes) == GAMES
    for game in games:
        assert [m["kind"] for m in await a.store.games.moves(game)] == ["setup", "bot"]

    # Notices owed by damaged games: each goes out once.
    sent.clear()
    for game in games[:3]:
        await a.store.repair.close_damaged(game, "closed")
    delivered = await asyncio.gather(a.upkeep.deliver_notices(), b.upkeep.deliver_notices())
    assert sum(delivered) == 3
    assert sorted(game for _p, game, what in sent if what == "notice") == games[:3]
    # Every lease was given back after its job.
    for game in games:
        assert await a.store.leases.claim(game, "someone else", time.time(), 1)


async def test_a_dead_process_lease_runs_out_and_another_does_the_job(
    two_processes: tuple[Table, Table, list[tuple[str, int, str]], Clock],
) -> None:
    a, b, sent, _clock = two_processes
    game = await clocked_game(a, 10)
    await raw(a.store, "UPDATE games SET published_version = 0")
    # Process a took the lease and was killed before posting.
    assert await a.store.leases.claim(game, a.venue.owner, time.time(), a.venue.lease_seconds)
    sent.clear()
    assert await b.upkeep.recover() == 0  # a's lease still runs: b leaves the game alone
    assert sent == []
    await raw(a.store, "UPDATE games SET lease_until = ? WHERE id = ?", (time.time() - 1, game))  # it ran out
    assert await b.upkeep.recover() == 1
    assert sent == [("b", game, "publish v1")]


class RacingGames(Games):
    """A process whose next move is beaten to the database by another process's move."""

    rival: Callable[[], Awaitable[object]] | None = None

    async def record(self, *args: Any, **kwargs: Any) -> bool:
        if self.rival is not None:
            rival, self.rival = self.rival, None
            await rival()
        return await super().record(*args, **kwargs)


async def test_a_time_out_that_loses_to_another_process_move_changes_nothing(
    two_processes: tuple[Table, Table, list[tuple[str, int, str]], Clock],
) -> None:
    """The version guard across shards: Alice clicks in her shard's process just as another process
    times her turn out. Her move stands; the time-out is dropped without an error, and the
    takeover it would have made (her third time-out in a row) does not happen either."""
    a, b, _sent, clock = two_processes
    game = await clocked_game(a, 10)
    await raw(a.store, "UPDATE seats SET timeouts = 2 WHERE game_id = ? AND seat = 0", (game,))
    clock.now = T0 + 121
    racing, racing_games = Store(a.store.db), RacingGames(a.store.db)
    racing.games = racing_games
    timing_out = Table(racing, {"stones": STONES}, now=clock)
    clicked: list[object] = []

    async def alice_clicks() -> None:
        clicked.append(await b.play.act(Command(game, 1, 1, 0)))

    racing_games.rival = alice_clicks
    assert await timing_out.upkeep.time_out(game, 1) == 0
    assert isinstance(clicked[0], Turn)
    row = await b.store.games.get(game)
    assert row is not None and row.version == 2 and not row.seats[0].bot and row.seats[0].timeouts == 0
    assert [m["kind"] for m in await b.store.games.moves(game)] == ["setup", "action"]


async def test_a_state_another_process_just_saved_is_left_to_it_to_post(
    two_processes: tuple[Table, Table, list[tuple[str, int, str]], Clock],
) -> None:
    """Shards: the process that saved a move is posting it; another one's recovery waits the grace
    out instead of posting the same turn a second time."""
    a, b, sent, _clock = two_processes
    game = await clocked_game(a, 10)
    await raw(a.store, "UPDATE games SET published_version = 0")  # saved, its post still in flight
    b.venue.posting_grace = 20.0
    sent.clear()
    assert await b.upkeep.recover() == 0 and sent == []
    await raw(a.store, "UPDATE games SET updated_at = ? WHERE id = ?", (time.time() - 21, game))  # its saver died
    assert await b.upkeep.recover() == 1
    assert sent == [("b", game, "publish v1")]
