"""A new turn begins in a new message; the previous player's message keeps their own turn (issue 28).

Seeded games of all five engines are clicked through the real table, every seat a person, with
a publisher that keeps what each turn message tells (its events, as the last edit or the
rewrite at the end of its turn left them). Read in order, the messages tell every logged event
exactly once; a turn's opening event (``TURN_BEGINS``: "It is Bo's turn.", then Bo's roll) is
always the first line of its own message, never in the middle of the previous player's.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bot.engine import TURN_BEGINS, Event
from bot.games import GAMES
from bot.store import GameRow, GameStatus, Store
from bot.table import Command, Ended, OfflinePublisher, Table, Turn

MOVES = 120  # clicks per game: many changes of turn, and quick


@dataclass
class Told(OfflinePublisher):
    """Each turn message's events as the channel would show them last."""

    messages: dict[int, list[Event]] = field(default_factory=dict)
    ids: int = 0

    async def publish(self, turn: Turn) -> int:
        if turn.new_message or not turn.game.turn_message_id:
            self.ids += 1
            self.messages[self.ids] = list(turn.events)
            return self.ids
        self.messages[turn.game.turn_message_id] = list(turn.events)
        return turn.game.turn_message_id

    async def retire(self, game: GameRow, message_id: int, ended: Ended | None = None) -> None:
        if ended is not None:
            self.messages[message_id] = list(ended.events)


@pytest.mark.parametrize(("key", "players"), [(k, 3 if GAMES[k].max_players >= 3 else 2) for k in sorted(GAMES)])
async def test_each_turn_is_told_in_its_own_message(tmp_path: Path, key: str, players: int) -> None:
    store = await Store.open(tmp_path / "turns.sqlite3")
    told = Told()
    table = Table(store, GAMES, told, seeds=lambda: 7)
    try:
        lobby = await table.lobby.open(
            game_key=key, options={}, guild_id=1, channel_id=5, in_thread=False, host_id=1, host_name="P1"
        )
        for user in range(2, players + 1):
            await table.lobby.join(lobby.id, user, f"P{user}")
        await table.lobby.start(lobby.id, 1)
        engine, rng, changes = GAMES[key], random.Random(7), 0
        for _ in range(MOVES):
            game = await table.snapshot(lobby.id)
            if game.status != GameStatus.RUNNING or game.state is None:
                break
            seat = engine.to_act(game.state)[0]
            index = rng.randrange(len(engine.legal_actions(game.state, seat)))
            before = len(told.messages)
            await table.play.act(Command(game.id, game.version, game.seats[seat].user_id, index, confirmed=True))
            changes += len(told.messages) > before
        logged = [e for move in await store.games.moves(lobby.id) for e in move["events"]]
        shown = [e for _id, events in sorted(told.messages.items()) for e in events]
        assert shown == logged  # every event once, in order: none dropped, none told twice
        assert changes >= 5, changes  # the seeded game passed the turn often enough to tell
        for events in told.messages.values():  # a turn's opening line opens its own message
            assert all(e.get("type") != TURN_BEGINS for e in events[1:]), [e.get("text") for e in events]
    finally:
        await store.close()
