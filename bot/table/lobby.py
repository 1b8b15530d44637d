"""The lobby: open one, take and leave seats, add bots, set the turn clock, start or cancel."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping

from bot.engine import BadOption, resolve_options
from bot.i18n import msg
from bot.store import GameRow, GameStatus, LobbyError
from bot.table import words
from bot.table.turn import Aftermath, Refusal
from bot.table.venue import Venue, run_after


class Lobby:
    def __init__(self, venue: Venue) -> None:
        self.venue = venue

    async def open(
        self,
        *,
        game_key: str,
        options: Mapping[str, object],
        guild_id: int | None,
        channel_id: int,
        in_thread: bool,
        host_id: int,
        host_name: str,
        language: str = "",
    ) -> GameRow:
        """A new lobby posted in ``channel_id``; with ``in_thread`` the game gets its own thread;
        ``language`` is the locale code the game will speak."""
        store, engine = self.venue.store, self.venue.games[game_key]
        try:
            resolved = dict(resolve_options(engine.options, options))
        except BadOption as problem:
            raise Refusal(problem.said) from None
        try:
            return await store.games.create_lobby(
                guild_id=guild_id,
                channel_id=None if in_thread else channel_id,
                lobby_channel_id=channel_id,
                game_key=game_key,
                options=resolved,
                host_id=host_id,
                host_name=host_name,
                language=language,
            )
        except LobbyError as problem:
            blocking = await store.games.live_in(channel_id)
            if blocking is None:
                raise Refusal(problem.said) from None
            title = self.venue.games[blocking.game_key].title if blocking.game_key in self.venue.games else "game"
            raise Refusal(msg(
                "There is already a {title} game in this channel ({where}). "
                "Finish or cancel it first, or start yours in a thread.",
                title=msg(title), where=words.where(blocking),
            )) from None

    async def play_in(self, game_id: int, channel_id: int) -> None:
        """The lobby's thread exists (or couldn't be made): the game is played in ``channel_id``."""
        try:
            await self.venue.store.games.move_to_channel(game_id, channel_id)
        except LobbyError as problem:
            await self.venue.store.games.cancel(game_id)
            raise Refusal(problem.said) from None

    async def set_message(self, game_id: int, message_id: int) -> None:
        await self.venue.store.games.set_lobby_message(game_id, message_id)

    async def join(self, game_id: int, user_id: int, name: str) -> GameRow:
        async with self.venue.lock(game_id):
            game = await self._lobby(game_id)
            _low, high = self.venue.engine(game).player_range(game.options)
            try:
                await self.venue.store.seats.join(game_id, user_id, name, high)
            except LobbyError as problem:
                raise Refusal(problem.said) from None
            return await self.venue.load(game_id)

    async def leave(self, game_id: int, user_id: int) -> GameRow:
        async with self.venue.lock(game_id):
            await self._lobby(game_id)
            try:
                await self.venue.store.seats.leave(game_id, user_id)
            except LobbyError as problem:
                raise Refusal(problem.said) from None
            return await self.venue.load(game_id)

    async def set_clock(self, game_id: int, user_id: int, seconds: int) -> GameRow:
        async with self.venue.lock(game_id):
            game = await self._lobby(game_id)
            if user_id != game.host_id:
                raise Refusal(msg("Only the host can set the turn clock."))
            await self.venue.store.clocks.set_length(game_id, seconds)
            return await self.venue.load(game_id)

    async def add_bot(self, game_id: int, user_id: int) -> GameRow:
        """The host seats a bot, so a game can be played alone or short of players."""
        async with self.venue.lock(game_id):
            game = await self._lobby(game_id)
            if user_id != game.host_id:
                raise Refusal(msg("Only the host can add a bot."))
            _low, high = self.venue.engine(game).player_range(game.options)
            number = sum(1 for s in game.seats if s.bot) + 1
            bot_id = -1 - max((-s.user_id for s in game.seats if s.user_id < 0), default=0)  # no Discord user has one
            try:
                await self.venue.store.seats.add_bot(game_id, f"Bot {number}", bot_id, high)
            except LobbyError as problem:
                raise Refusal(problem.said) from None
            return await self.venue.load(game_id)

    async def start(self, game_id: int, user_id: int) -> GameRow:
        venue = self.venue
        async with venue.lock(game_id):
            game = await self._lobby(game_id)
            if user_id != game.host_id:
                raise Refusal(msg("Only the host can start the game."))
            engine = venue.engine(game)
            low, high = engine.player_range(game.options)
            if not low <= len(game.seats) <= high:
                need = f"{low}" if low == high else f"{low}–{high}"
                raise Refusal(msg(
                    "{title} needs {need} players; {joined} joined.", title=msg(engine.title), need=need,
                    joined=len(game.seats),
                ))
            try:
                seed = venue.seeds()  # kept with the setup move: a replay deals the same game again
                state = await asyncio.to_thread(engine.setup, len(game.seats), game.options, seed)
            except BadOption as problem:
                raise Refusal(problem.said) from None
            deadline = await venue.deadline(game, engine.to_act(state))
            if not await venue.store.games.start(game_id, state, [], deadline, seed=seed):
                raise Refusal(msg("This lobby is closed."))
            game = await venue.load(game_id)
            venue.saved(game_id, game.version)
            turn = venue.turn(game, [], new_message=True)
            follow = venue.follow
            after: Aftermath = []
            if venue.bots_follow and follow is not None and venue.bots_to_act(game):
                after.append(lambda: follow(game_id))
        await venue.show_soon(turn)  # after the lock; ``Table.problem`` says if it isn't on screen
        await run_after(after)
        return game

    async def cancel(self, game_id: int, user_id: int, *, moderator: bool) -> GameRow:
        venue = self.venue
        async with venue.lock(game_id):
            game = await venue.load(game_id)
            if game.status not in (GameStatus.LOBBY, GameStatus.RUNNING):
                raise Refusal(words.closed(game))
            if user_id != game.host_id and not moderator:
                raise Refusal(msg("Only the host or a moderator can cancel the game."))
            await venue.store.games.cancel(game_id)
            game_now = await venue.load(game_id)
        shown, publisher = game.turn_message_id, venue.publisher
        if publisher is not None and shown:
            await run_after([lambda: publisher.retire(game, shown)])
        return game_now

    async def _lobby(self, game_id: int) -> GameRow:
        game = await self.venue.load(game_id)
        if game.status != GameStatus.LOBBY:
            started = game.status == GameStatus.RUNNING
            raise Refusal(msg("The game has already started.") if started else words.closed(game))
        return game
