"""The one write path for games: lock → load → check → apply → save → render → publish.

Nothing else changes a game's state. Every check that can refuse a click happens here,
under the game's lock and against the freshly loaded state, so stale buttons, double
clicks and clicks from the wrong person change nothing and get one clear sentence.
The table knows no discord: publishing goes through the ``Publisher`` it is given.
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from bot.engine import Action, BadOption, Event, Game, IllegalAction, name_seats, new_seed, resolve_options
from bot.store import CANCELLED, LOBBY, OVER, RUNNING, GameRow, LobbyError, Store

log = logging.getLogger(__name__)


class Refusal(Exception):
    """Why a request changed nothing, as a sentence for the person who made it."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class Publisher(Protocol):
    async def publish(self, game: GameRow, events: list[Event]) -> int | None:
        """Post the turn message for the game's current state (or its final message); its id."""
        ...

    async def retire(self, game: GameRow) -> None:
        """Take the controls off the game's last turn message."""
        ...


@dataclass
class Applied:
    game: GameRow
    seat: int
    action: Action
    events: list[Event]


@dataclass
class FollowUp:
    """No move yet: the decision needs another step, shown to the clicker only."""

    game: GameRow
    seat: int
    next_step: Any


Resolver = Callable[[GameRow, int, list[Action]], Action | Any]


@dataclass
class Table:
    store: Store
    games: Mapping[str, Game]
    publisher: Publisher | None = None
    seeds: Callable[[], int] = new_seed  # tests pass a fixed source to replay a known game
    _locks: weakref.WeakValueDictionary[int, asyncio.Lock] = field(default_factory=weakref.WeakValueDictionary)

    def lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    def engine(self, game: GameRow) -> Game:
        return self.games[game.game_key]

    # --- lobby -------------------------------------------------------------------------

    async def open_lobby(
        self,
        *,
        game_key: str,
        options: Mapping[str, object],
        guild_id: int | None,
        channel_id: int,
        in_thread: bool,
        host_id: int,
        host_name: str,
    ) -> GameRow:
        """A new lobby posted in ``channel_id``; with ``in_thread`` the game gets its own thread."""
        engine = self.games[game_key]
        try:
            resolved = _resolve_options(engine, options)
        except BadOption as problem:
            raise Refusal(problem.reason) from None
        try:
            return await self.store.create_lobby(
                guild_id=guild_id,
                channel_id=None if in_thread else channel_id,
                lobby_channel_id=channel_id,
                game_key=game_key,
                options=resolved,
                host_id=host_id,
                host_name=host_name,
            )
        except LobbyError as problem:
            raise Refusal(str(problem)) from None

    async def play_in(self, game_id: int, channel_id: int) -> None:
        """The lobby's thread exists (or couldn't be made): the game is played in ``channel_id``."""
        try:
            await self.store.move_to_channel(game_id, channel_id)
        except LobbyError as problem:
            await self.store.cancel(game_id)
            raise Refusal(str(problem)) from None

    async def set_lobby_message(self, game_id: int, message_id: int) -> None:
        await self.store.set_lobby_message(game_id, message_id)

    async def snapshot(self, game_id: int) -> GameRow:
        """A read-only copy of the game as stored now."""
        return await self._load(game_id)

    async def game_in(self, channel_id: int) -> GameRow | None:
        """The live game of a channel or thread, else its latest finished one."""
        return await self.store.live_game_in(channel_id) or await self.store.latest_game_in(channel_id)

    async def join(self, game_id: int, user_id: int, name: str) -> GameRow:
        async with self.lock(game_id):
            game = await self._lobby(game_id)
            _low, high = self.engine(game).player_range(game.options)
            try:
                await self.store.join(game_id, user_id, name, high)
            except LobbyError as problem:
                raise Refusal(str(problem)) from None
            return await self._load(game_id)

    async def leave(self, game_id: int, user_id: int) -> GameRow:
        async with self.lock(game_id):
            await self._lobby(game_id)
            try:
                await self.store.leave(game_id, user_id)
            except LobbyError as problem:
                raise Refusal(str(problem)) from None
            return await self._load(game_id)

    async def start(self, game_id: int, user_id: int) -> GameRow:
        async with self.lock(game_id):
            game = await self._lobby(game_id)
            if user_id != game.host_id:
                raise Refusal("Only the host can start the game.")
            engine = self.engine(game)
            low, high = engine.player_range(game.options)
            if not low <= len(game.seats) <= high:
                need = f"{low}" if low == high else f"{low}–{high}"
                raise Refusal(f"{engine.title} needs {need} players; {len(game.seats)} joined.")
            try:
                state = await asyncio.to_thread(engine.setup, len(game.seats), game.options, self.seeds())
            except BadOption as problem:
                raise Refusal(problem.reason) from None
            if not await self.store.start(game_id, state, []):
                raise Refusal("This lobby is closed.")
            game = await self._load(game_id)
            await self._publish(game, [])
            return game

    async def cancel(self, game_id: int, user_id: int, *, moderator: bool) -> GameRow:
        async with self.lock(game_id):
            game = await self._load(game_id)
            if game.status not in (LOBBY, RUNNING):
                raise Refusal(_closed(game))
            if user_id != game.host_id and not moderator:
                raise Refusal("Only the host or a moderator can cancel the game.")
            await self.store.cancel(game_id)
            if self.publisher is not None:
                await self.publisher.retire(game)
            return await self._load(game_id)

    # --- play --------------------------------------------------------------------------

    async def act(self, game_id: int, user_id: int, version: int, resolve: Resolver) -> Applied | FollowUp:
        """Apply the action ``resolve`` picks from the clicker's legal actions, at ``version``."""
        async with self.lock(game_id):
            game = await self._load(game_id)
            if game.status != RUNNING or game.state is None:
                raise Refusal(_closed(game))
            seat = game.seat_of(user_id)
            if seat is None:
                raise Refusal("You're not playing in this game.")
            if version != game.version:
                raise Refusal("That button is from an earlier turn. Use the newest message.")
            engine = self.engine(game)
            waiting = engine.to_act(game.state)
            if seat not in waiting:
                raise Refusal(_waiting_for(game, waiting))
            legal = engine.legal_actions(game.state, seat)
            try:
                choice = resolve(game, seat, legal)
            except IllegalAction as problem:
                raise Refusal(problem.reason) from None
            if not isinstance(choice, dict):
                return FollowUp(game, seat, choice)
            try:
                state, events = engine.apply(game.state, seat, choice)
            except IllegalAction as problem:
                raise Refusal(problem.reason) from None
            return await self._commit(game, seat, "action", choice, state, events)

    async def resign(self, game_id: int, user_id: int) -> Applied:
        async with self.lock(game_id):
            game = await self._load(game_id)
            if game.status != RUNNING or game.state is None:
                raise Refusal(_closed(game))
            seat = game.seat_of(user_id)
            if seat is None:
                raise Refusal("You're not playing in this game.")
            try:
                state, events = self.engine(game).resign(game.state, seat)
            except IllegalAction as error:  # the engine's word: this seat is already out
                raise Refusal("You have already left this game.") from error
            if not events:
                events = [{"type": "resign", "text": f"{{p{seat}}} resigned."}]
            return await self._commit(game, seat, "resign", None, state, events)

    async def _commit(
        self,
        game: GameRow,
        seat: int,
        kind: str,
        action: Action | None,
        state: dict[str, Any],
        events: list[Event],
    ) -> Applied:
        finished = self.engine(game).outcome(state) is not None
        saved = await self.store.record(
            game.id,
            game.version,
            seat=seat,
            kind=kind,
            action=action,
            events=events,
            state=state,
            finished=finished,
        )
        if not saved:
            raise Refusal("That move was already made.")
        game = await self._load(game.id)
        await self._publish(game, events)
        return Applied(game, seat, action or {}, events)

    # --- publishing ----------------------------------------------------------------------

    async def republish(self, game_id: int) -> None:
        """Post the current picture and controls again (the ``board`` command, recovery)."""
        async with self.lock(game_id):
            game = await self._load(game_id)
            if game.state is None:
                raise Refusal("The game hasn't started yet.")
            await self._publish(game, [], force=True)

    async def recover(self) -> int:
        """Publish states that were saved but never posted (a crash between save and post)."""
        games = await self.store.unpublished_games()
        for game in games:
            async with self.lock(game.id):
                fresh = await self._load(game.id)
                if fresh.published_version < fresh.version:
                    await self._publish(fresh, [], force=True)
        return len(games)

    async def _publish(self, game: GameRow, events: list[Event], force: bool = False) -> None:
        if self.publisher is None:
            return
        try:
            message_id = await self.publisher.publish(game, events)
            await self.store.published(game.id, game.version, message_id)
        except Exception:
            # The move is saved; the next `board` command or restart posts it again.
            log.exception("could not publish game %s version %s", game.id, game.version)
            if force:
                raise

    # --- helpers -----------------------------------------------------------------------

    async def _load(self, game_id: int) -> GameRow:
        game = await self.store.game(game_id)
        if game is None:
            raise Refusal("That game no longer exists.")
        return game

    async def _lobby(self, game_id: int) -> GameRow:
        game = await self._load(game_id)
        if game.status != LOBBY:
            raise Refusal(_closed(game) if game.status != RUNNING else "The game has already started.")
        return game


def _resolve_options(engine: Game, options: Mapping[str, object]) -> dict[str, object]:
    return dict(resolve_options(engine.options, options))


def _closed(game: GameRow) -> str:
    if game.status == OVER:
        return "This game is over."
    if game.status == CANCELLED:
        return "This game was cancelled."
    if game.status == LOBBY:
        return "The game hasn't started yet."
    return "This game isn't running."


def _waiting_for(game: GameRow, seats: list[int]) -> str:
    if not seats:
        return "Nobody can act right now."
    names = name_seats(" and ".join(f"{{p{s}}}" for s in seats), game.names)
    return f"It's {names}'s turn." if len(seats) == 1 else f"Waiting for {names}."
