"""The store, on both drivers (a SQLite file and a throwaway PostgreSQL database): migrations,
one live game per channel, moves that commit whole or not at all, and the guarantees that must
hold across processes (two stores on one database stand for two processes)."""

from __future__ import annotations

import asyncio
import time

import pytest

from bot.db.schema import POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS
from bot.store import GameStatus, LobbyError, MoveKind, Store


async def new_lobby(store: Store, channel: int = 1, host: int = 100) -> int:
    game = await store.games.create_lobby(
        guild_id=9,
        channel_id=channel,
        lobby_channel_id=channel,
        game_key="stones",
        options={"pile": 7},
        host_id=host,
        host_name="Alice",
    )
    return game.id


async def started(store: Store, channel: int = 1, deadline: float | None = None) -> int:
    game = await new_lobby(store, channel)
    await store.seats.join(game, 101, "Bob", max_players=4)
    assert await store.games.start(game, {"pile": 7}, [{"type": "setup", "text": "dealt"}], deadline=deadline)
    return game


async def move(store: Store, game: int, version: int, pile: int, **extra: object) -> bool:
    return await store.games.record(
        game,
        version,
        seat=(version + 1) % 2,
        kind=MoveKind.ACTION,
        action={"type": "take", "n": 1},
        events=[{"type": "take", "text": f"took 1 at {version}"}],
        state={"pile": pile},
        finished=bool(extra.pop("finished", False)),
        **extra,  # type: ignore[arg-type]
    )


async def test_migrations_run_once(database_url: str) -> None:
    store = await Store.open(database_url)
    await new_lobby(store)
    await store.close()
    store = await Store.open(database_url)  # reopening must not re-run or fail
    async with store.db.read() as tx:
        if store.db.dialect == "sqlite":
            version = await tx.fetchone("PRAGMA user_version")
            journal = await tx.fetchone("PRAGMA journal_mode")
            assert journal is not None and journal[0] == "wal"
            assert version is not None and version[0] == len(SQLITE_MIGRATIONS)
        else:
            rows = await tx.fetchall("SELECT version FROM schema_version ORDER BY version")
            assert [r[0] for r in rows] == list(range(1, len(POSTGRES_MIGRATIONS) + 1))
    assert (await store.games.live_in(1)) is not None
    await store.close()


async def test_processes_starting_together_migrate_once(database_url: str) -> None:
    stores = await asyncio.gather(*(Store.open(database_url) for _ in range(3)))
    assert [await s.games.live_in(1) for s in stores] == [None, None, None]
    for store in stores:
        await store.close()


async def test_one_live_game_per_channel(database_url: str) -> None:
    store = await Store.open(database_url)
    first = await new_lobby(store)
    with pytest.raises(LobbyError, match="already a game here"):
        await new_lobby(store)
    await store.games.cancel(first)
    await new_lobby(store)  # a finished or cancelled game frees the channel
    await store.close()


async def test_leave_keeps_seats_in_join_order(database_url: str) -> None:
    store = await Store.open(database_url)
    game = await new_lobby(store)
    for user, name in ((101, "Bob"), (102, "Carol"), (103, "Dave")):
        await store.seats.join(game, user, name, max_players=5)
    await store.seats.leave(game, 101)
    row = await store.games.get(game)
    assert row is not None and [(s.seat, s.name) for s in row.seats] == [(0, "Alice"), (1, "Carol"), (2, "Dave")]
    with pytest.raises(LobbyError, match="host can't leave"):
        await store.seats.leave(game, 100)
    with pytest.raises(LobbyError, match="haven't joined"):
        await store.seats.leave(game, 101)
    await store.seats.add_bot(game, "Bot 4", -4, max_players=4)
    with pytest.raises(LobbyError, match="full"):
        await store.seats.join(game, 104, "Erin", max_players=4)
    row = await store.games.get(game)
    assert row is not None and [s.bot for s in row.seats] == [False, False, False, True]
    await store.close()


async def test_a_bot_seat_keeps_its_level_and_a_takeover_plays_at_normal(database_url: str) -> None:
    """Levels are stored per seat (the migration reads older seats as normal); bots seated
    together come all or none; a seat a bot takes over, with its move or by hand, is normal."""
    store = await Store.open(database_url)
    game = await new_lobby(store)
    await store.seats.add_bot(game, "Nansen", -1, max_players=4, level="hard")
    with pytest.raises(LobbyError, match="full"):
        await store.seats.add_bots(game, [(-2, "Mawson"), (-3, "Peary"), (-4, "Nobile")], 4, "easy")
    await store.seats.add_bots(game, [(-2, "Mawson"), (-3, "Peary")], 4, "easy")
    row = await store.games.get(game)
    assert row is not None and [(s.name, s.bot, s.level) for s in row.seats] == [
        ("Alice", False, "normal"), ("Nansen", True, "hard"), ("Mawson", True, "easy"), ("Peary", True, "easy")
    ]
    other = await started(store, channel=2)
    assert await move(store, other, 1, 6, bots=(1,))  # a takeover commits with its move
    await store.seats.set_bot(other, 0, True)
    row = await store.games.get(other)
    assert row is not None and [(s.bot, s.level) for s in row.seats] == [(True, "normal"), (True, "normal")]
    await store.close()


async def test_a_move_commits_with_its_state_or_not_at_all(database_url: str) -> None:
    store = await Store.open(database_url)
    game = await started(store)
    assert await move(store, game, 1, 6)
    assert not await move(store, game, 1, 5)  # version 1 is gone: a second click on the same button changes nothing
    row = await store.games.get(game)
    assert row is not None and row.version == 2 and row.state == {"pile": 6}
    assert [m["seq"] for m in await store.games.moves(game)] == [1, 2]
    assert [e["text"] for e in await store.games.events_since(game, 0)] == ["dealt", "took 1 at 1"]
    assert await move(store, game, 2, 5, finished=True)
    row = await store.games.get(game)
    assert row is not None and row.status == GameStatus.OVER
    assert not await move(store, game, 3, 4)  # a finished game takes no more moves
    await store.close()


async def test_a_crash_mid_write_leaves_the_previous_state(database_url: str) -> None:
    store = await Store.open(database_url)
    game = await started(store)
    # The move row fails after the state update already ran inside the same transaction.
    async with store.db.write() as tx:  # on the connection that writes moves
        if store.db.dialect == "sqlite":
            await tx.execute(
                "CREATE TEMP TRIGGER broken_disk BEFORE INSERT ON moves"
                " BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END"
            )
        else:
            await tx.execute(
                "CREATE FUNCTION broken_disk() RETURNS trigger AS $$"
                " BEGIN RAISE EXCEPTION 'disk I/O error'; END $$ LANGUAGE plpgsql"
            )
            await tx.execute("CREATE TRIGGER broken_disk BEFORE INSERT ON moves EXECUTE FUNCTION broken_disk()")
    with pytest.raises(Exception, match="disk I/O error"):
        await move(store, game, 1, 6)
    await store.close()
    store = await Store.open(database_url)
    row = await store.games.get(game)
    assert row is not None and row.version == 1 and row.state == {"pile": 7}
    assert [m["seq"] for m in await store.games.moves(game)] == [1]
    await store.close()


async def test_two_processes_clicking_one_version_apply_it_once(database_url: str) -> None:
    """Two stores on one database (as two shard processes): the version guard is in the database."""
    first, second = await Store.open(database_url), await Store.open(database_url)
    game = await started(first)
    for version in range(1, 21):
        results = await asyncio.gather(move(first, game, version, 100 - version), move(second, game, version, -version))
        assert sorted(results) == [False, True], f"version {version}: {results}"
    row = await second.games.get(game)
    assert row is not None and row.version == 21
    assert [m["seq"] for m in await first.games.moves(game)] == list(range(1, 22))
    await first.close()
    await second.close()


async def test_two_processes_joining_one_lobby_keep_seats_unique(database_url: str) -> None:
    first, second = await Store.open(database_url), await Store.open(database_url)
    game = await new_lobby(first)
    joins = [s.seats.join(game, 200 + i, f"P{i}", max_players=5) for i, s in enumerate([first, second] * 4)]
    outcomes = await asyncio.gather(*joins, return_exceptions=True)
    assert sum(o is None for o in outcomes) == 4 and all(isinstance(o, LobbyError) for o in outcomes if o)
    row = await first.games.get(game)
    assert row is not None and [s.seat for s in row.seats] == [0, 1, 2, 3, 4]
    await first.close()
    await second.close()


async def test_clock_reminders_are_claimed_once(database_url: str) -> None:
    store = await Store.open(database_url)
    now = time.time()
    game = await new_lobby(store)
    assert await store.clocks.set_length(game, 3600)
    await store.seats.join(game, 101, "Bob", max_players=4)
    await store.games.start(game, {"pile": 7}, [], deadline=now + 3000)
    assert not await store.clocks.set_length(game, 60)  # the clock is set in the lobby only
    assert await store.clocks.due(now + 1199, remind_before=300) == []  # half time is at now + 1200
    assert [g.id for g in await store.clocks.due(now + 1201, remind_before=300)] == [game]
    claims = await asyncio.gather(*(store.clocks.claim_reminder(game, 1, 1) for _ in range(5)))
    assert claims.count(True) == 1
    assert await store.clocks.due(now + 2699, remind_before=300) == []  # the last call: 300 s before the end
    assert [g.id for g in await store.clocks.due(now + 2701, remind_before=300)] == [game]
    assert await move(store, game, 1, 6, new_deadline=True, deadline=now + 5000, timeouts={1: 2})
    row = await store.games.get(game)
    assert row is not None and row.reminded == 0 and row.deadline == now + 5000
    assert [s.timeouts for s in row.seats] == [0, 2]
    await store.seats.set_bot(game, 1, True)
    row = await store.games.get(game)
    assert row is not None and row.seats[1].bot and row.seats[1].timeouts == 0
    await store.clocks.set_deadline(game, 2, None)
    assert await store.clocks.due(now + 10**6, remind_before=300) == []
    await store.close()


async def test_two_processes_claiming_one_game_one_wins(database_url: str) -> None:
    """Shards: a game's background work is leased to one process at a time."""
    first, second = await Store.open(database_url), await Store.open(database_url)
    game = await started(first)
    now = time.time()
    claims = await asyncio.gather(
        *(store.leases.claim(game, owner, now, 30) for store, owner in [(first, "a"), (second, "b")] * 3)
    )
    winners = {owner for owner, won in zip(["a", "b"] * 3, claims, strict=True) if won}
    assert len(winners) == 1
    winner = winners.pop()
    loser = "b" if winner == "a" else "a"
    assert await first.leases.claim(game, winner, now + 1, 30)  # the holder may renew its own lease
    assert not await second.leases.claim(game, loser, now + 2, 30)
    await second.leases.release(game, loser)  # a release by someone else changes nothing
    assert not await first.leases.claim(game, loser, now + 3, 30)
    await first.leases.release(game, winner)
    assert await second.leases.claim(game, loser, now + 4, 30)
    await first.close()
    await second.close()


async def test_an_expired_lease_can_be_taken(database_url: str) -> None:
    """A process that died mid-job leaves its lease to run out; then another takes the game."""
    first, second = await Store.open(database_url), await Store.open(database_url)
    game = await started(first)
    now = time.time()
    assert await first.leases.claim(game, "dead", now, 10)
    assert not await second.leases.claim(game, "alive", now + 9.9, 10)
    assert await second.leases.claim(game, "alive", now + 10, 10)
    await first.leases.release(game, "dead")  # the dead owner's late release can't free the new lease
    assert not await first.leases.claim(game, "third", now + 11, 10)
    other = await started(first, channel=2)
    assert await first.leases.claim(other, "dead", now, 10)  # leases are per game
    await first.close()
    await second.close()


async def test_players_games_and_time_away(database_url: str) -> None:
    store = await Store.open(database_url)
    one, two = await started(store, 1), await started(store, 2)
    await store.games.cancel(two)
    assert [g.id for g in await store.games.of_player(101)] == [one]
    assert await store.settings.away_until([101, 102]) == 0.0
    await store.settings.set_away(101, 1234.5)
    await store.settings.set_away(102, 99.0)
    assert await store.settings.away_until([101, 102]) == 1234.5
    await store.close()


async def test_unposted_turns_back_off_and_are_found_again(database_url: str) -> None:
    store = await Store.open(database_url)
    game = await started(store)
    assert [g.id for g in await store.games.unpublished(now=0)] == [game]
    await store.games.publish_failed(game, retry_at=50.0)
    assert await store.games.unpublished(now=10) == []
    assert [g.id for g in await store.games.unpublished(now=60)] == [game]
    await store.games.published(game, 1, 555, new_turn=True)
    assert await store.games.unpublished(now=60) == []
    row = await store.games.get(game)
    assert row is not None and (row.turn_message_id, row.turn_version, row.publish_failures) == (555, 1, 0)
    await store.close()


async def test_repair_and_damaged_games_owe_one_notice(database_url: str) -> None:
    store = await Store.open(database_url)
    game = await started(store)
    async with store.db.write() as tx:  # a state saved without its move row
        await tx.execute("UPDATE games SET version = 3 WHERE id = ?", (game,))
    assert [(g.id, last) for g, last in await store.repair.inconsistent_games()] == [(game, 1)]
    await store.repair.make_consistent(game, 3, {"pile": 5}, drop_after=3, fill=True, finished=False)
    assert await store.repair.inconsistent_games() == []
    assert [(m["seq"], m["kind"]) for m in await store.games.moves(game)] == [(1, "setup"), (2, "lost"), (3, "lost")]
    await store.repair.close_damaged(game, "This game's record was damaged.")
    notices = await store.repair.pending_notices()
    damaged = (game, GameStatus.DAMAGED, "This game's record was damaged.")
    assert [(g.id, g.status, text) for g, text in notices] == [damaged]
    await store.repair.notice_sent(game)
    assert await store.repair.pending_notices() == []
    assert await store.repair.integrity_check() == "ok"
    await store.close()


async def test_forged_ids_name_no_game(database_url: str) -> None:
    store = await Store.open(database_url)
    assert await store.games.get(2**64) is None
    assert await store.games.live_in(2**70) is None
    assert await store.games.live_from(-5) == []
    await store.close()


async def test_settings_and_meta(database_url: str) -> None:
    store = await Store.open(database_url)
    assert not await store.settings.dm_enabled(5)
    await store.settings.set_dm(5, True)
    assert await store.settings.dm_enabled(5)
    await store.settings.set_dm(5, False)
    assert not await store.settings.dm_enabled(5)
    assert await store.meta.get("x") is None
    await store.meta.set("x", "1")
    await store.meta.set("x", "2")
    assert await store.meta.get("x") == "2"
    await store.close()


async def test_a_database_saved_before_the_enums_reads_the_same(database_url: str) -> None:
    """Statuses and move kinds are the strings saved databases already hold, so an older file
    (written with bare strings) loads every status, and its live games are still found."""
    store = await Store.open(database_url)
    game = await started(store)
    for text in ("lobby", "running", "over", "cancelled", "damaged"):
        async with store.db.write() as tx:
            await tx.execute("UPDATE games SET status = ? WHERE id = ?", (text, game))
        row = await store.games.get(game)
        assert row is not None and row.status is GameStatus(text) and row.status == text
        assert (await store.games.live_in(1) is not None) == (text in ("lobby", "running"))
    assert [m["kind"] for m in await store.games.moves(game)] == ["setup"]
    # The kinds older files hold still read as they were; "forced" is new and only ever added.
    assert {"setup", "action", "bot", "resign", "lost"} <= {kind.value for kind in MoveKind}
    await store.close()
