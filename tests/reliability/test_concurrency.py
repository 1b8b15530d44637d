"""Many tables at once (issue 9, suite 1): 200 games moving in the same moment through the real
``Table`` on one store. Every move must be saved, every game's move log must match its version
and replay to its stored state, and lobbies joined at once must stay consistent.

Before the store ran each transaction as one unit on the database thread, two games recording
at once broke the shared connection's transaction and 0 of 200 concurrent moves were saved.
"""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.games import GAMES
from bot.store import GameRow, GameStatus, Store
from bot.table import Command, Refusal, Table, Turn

GAME_COUNT = 200
ROUNDS = 3
KEYS = sorted(GAMES)


def random_command(game: GameRow, seed: int) -> Command:
    """A click on a random legal action of the seat to act, as its button carries it."""
    assert game.state is not None
    engine = GAMES[game.game_key]
    seat = engine.to_act(game.state)[0]
    index = random.Random(seed).randrange(len(engine.legal_actions(game.state, seat)))
    return Command(game.id, game.version, game.seats[seat].user_id, index)


async def start_games(table: Table, count: int) -> list[int]:
    """``count`` lobbies opened, filled and started concurrently, games of every kind."""

    async def one(n: int) -> int:
        key = KEYS[n % len(KEYS)]
        lobby = await table.lobby.open(
            game_key=key, options={}, guild_id=1, channel_id=10_000 + n, in_thread=False, host_id=1, host_name="Host"
        )
        low, _high = GAMES[key].player_range(lobby.options)
        for user in range(2, max(low, 2) + 1):
            await table.lobby.join(lobby.id, user, f"Player {user}")
        await table.lobby.start(lobby.id, 1)
        return lobby.id

    return list(await asyncio.gather(*(one(n) for n in range(count))))


async def move_once(table: Table, game_id: int, seed: int) -> bool:
    """The seat to act makes one random legal move; True if the table saved it."""
    game = await table.snapshot(game_id)
    if game.status != GameStatus.RUNNING or game.state is None:
        return False
    await table.play.act(random_command(game, seed))
    return True


async def assert_log_matches(store: Store, game_id: int) -> None:
    """The move log holds seqs 1..version, and replaying it from the start reproduces the state."""
    game = await store.games.get(game_id)
    assert game is not None and game.state is not None
    moves = await store.games.moves(game_id)
    assert [m["seq"] for m in moves] == list(range(1, game.version + 1)), f"game {game_id}: log and version disagree"
    # Clicks, and the moves nobody needs to decide that the table makes after them (Game.forced).
    assert {m["kind"] for m in moves[1:]} <= {"action", "forced"} and moves[1]["kind"] == "action"


@pytest.fixture
async def table(database_url: str):  # type: ignore[no-untyped-def]
    """A table on each driver: the guarantees must hold on SQLite and on PostgreSQL."""
    store = await Store.open(database_url)
    seeds = iter(range(1, 1_000_000))
    yield Table(store, GAMES, seeds=lambda: next(seeds))
    await store.close()


async def test_200_games_moving_at_once_save_every_move(table: Table) -> None:
    games = await start_games(table, GAME_COUNT)
    saved = 0
    for round_number in range(ROUNDS):
        results = await asyncio.gather(
            *(move_once(table, g, seed=round_number * GAME_COUNT + i) for i, g in enumerate(games)),
            return_exceptions=True,
        )
        failures = [r for r in results if isinstance(r, BaseException)]
        assert not failures, f"{len(failures)} of {len(games)} concurrent moves failed: {failures[0]!r}"
        saved += sum(1 for r in results if r is True)
    assert saved >= GAME_COUNT * ROUNDS - GAME_COUNT // 10  # a very few games may end early
    for game_id in games:
        await assert_log_matches(table.store, game_id)
    assert await table.store.repair.integrity_check() == "ok"


async def test_double_clicks_across_many_games_apply_once(table: Table) -> None:
    """Two clicks on the same button of 100 games at once: each game moves exactly once."""
    games = await start_games(table, 100)
    clicks = []
    for i, game_id in enumerate(games):
        game = await table.snapshot(game_id)
        assert game.state is not None
        for _ in range(2):  # the same button (same version), clicked twice
            clicks.append(table.play.act(random_command(game, i)))
    results = await asyncio.gather(*clicks, return_exceptions=True)
    applied = sum(1 for r in results if isinstance(r, Turn))
    refused = [r for r in results if isinstance(r, Refusal)]
    others = [r for r in results if isinstance(r, BaseException) and not isinstance(r, Refusal)]
    assert not others, others[:3]
    assert applied == len(games) and len(refused) == len(games)
    for game_id in games:
        game = await table.store.games.get(game_id)
        assert game is not None and game.version == 2
        await assert_log_matches(table.store, game_id)


async def test_lobbies_joined_at_once_stay_consistent(table: Table) -> None:
    """50 lobbies, six people each trying to join at once: seats stay 0..n-1, never over the limit."""
    lobbies = [
        await table.lobby.open(
            game_key="pole-to-pole", options={}, guild_id=1, channel_id=20_000 + n, in_thread=False, host_id=1,
            host_name="Host",
        )
        for n in range(50)
    ]

    async def join(game_id: int, user: int) -> str:
        try:
            await table.lobby.join(game_id, user, f"P{user}")
        except Refusal as refusal:
            return str(refusal)  # its English words
        return "joined"

    answers = await asyncio.gather(*(join(lobby.id, user) for lobby in lobbies for user in range(2, 8)))
    assert answers.count("joined") == 50 * 3  # Pole to Pole seats four: the host and three more
    assert all(a == "joined" or "full" in a for a in answers)
    for lobby in lobbies:
        game = await table.store.games.get(lobby.id)
        assert game is not None
        assert [s.seat for s in game.seats] == [0, 1, 2, 3]
        assert len({s.user_id for s in game.seats}) == 4
