"""The one write path for games, in three parts that share a ``Venue``:

- ``lobby``: open a lobby, seats, bots, the turn clock, start and cancel;
- ``play``: one complete action per ``Command``, answered with a ``Turn``;
- ``upkeep``: bots' turns, time-outs, reminders, unposted turns, notices, start-up repair.

Nothing else changes a game's state. The table knows no discord: turns go out through the
``Publisher`` it is given, and it reads plain values in and hands plain values back.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping

from bot.bots.seat import Decide
from bot.bots.seat import decide as decide_at_level
from bot.engine import Game, new_seed
from bot.i18n import Msg
from bot.store import GameRow, Store, Unavailable
from bot.table.lobby import Lobby
from bot.table.places import Places
from bot.table.play import Play, check
from bot.table.turn import Cause, Command, Ended, OfflinePublisher, Publisher, Refusal, Turn, Unconfirmed, Unposted
from bot.table.upkeep import TAKEOVER_AFTER, Upkeep
from bot.table.venue import LEASE_SECONDS, POSTING_GRACE, Venue, process_owner
from bot.table.words import where

__all__ = [
    "LEASE_SECONDS",
    "POSTING_GRACE",
    "TAKEOVER_AFTER",
    "Cause",
    "Command",
    "Ended",
    "OfflinePublisher",
    "Publisher",
    "Refusal",
    "Table",
    "Turn",
    "Unavailable",
    "Unconfirmed",
    "Unposted",
    "check",
    "where",
]


class Table:
    __slots__ = ("lobby", "places", "play", "upkeep", "venue")  # settings live on the venue: a typo here fails loudly

    def __init__(
        self,
        store: Store,
        games: Mapping[str, Game],
        publisher: Publisher | None = None,
        *,
        seeds: Callable[[], int] = new_seed,
        now: Callable[[], float] = time.time,
        decide: Decide = decide_at_level,
        bots_follow: bool = True,
        owner: str | None = None,
    ) -> None:
        self.venue = Venue(
            store, games, publisher, seeds, now, decide, bots_follow, owner=owner or process_owner()
        )
        self.lobby = Lobby(self.venue)
        self.play = Play(self.venue)
        self.upkeep = Upkeep(self.venue, self.play)
        self.places = Places(self.venue, self.upkeep)
        self.venue.follow = self.upkeep.play_bots

    # Plain reads, outside any lock: what a command or a narrowing step looks at.

    @property
    def store(self) -> Store:
        return self.venue.store

    def engine(self, game: GameRow) -> Game:
        return self.venue.engine(game)

    def now(self) -> float:
        return self.venue.now()

    def problem(self, game_id: int) -> str | Msg | None:
        """What keeps the game's newest turn off screen, in words (None: nothing known)."""
        return self.venue.problem(game_id)

    async def snapshot(self, game_id: int) -> GameRow:
        """The game as stored now (a ``Refusal`` when it no longer exists)."""
        return await self.venue.load(game_id)

    async def game_in(self, channel_id: int) -> GameRow | None:
        """The live game of a channel or thread, else its latest finished one."""
        store = self.venue.store
        return await store.games.live_in(channel_id) or await store.games.latest_in(channel_id)

    async def games_for(self, channel_id: int) -> list[GameRow]:
        """The games a command typed in this channel may mean: the live one played here, else the
        live ones started here whose play moved to their own thread, else the latest one played here."""
        store = self.venue.store
        live = await store.games.live_in(channel_id)
        if live is not None:
            return [live]
        started_here = await store.games.live_from(channel_id)
        if started_here:
            return started_here
        latest = await store.games.latest_in(channel_id)
        return [latest] if latest is not None else []

    async def games_of(self, user_id: int) -> list[GameRow]:
        """A player's live games (``/icebreaker mygames``)."""
        return await self.venue.store.games.of_player(user_id)

    async def guild_language(self, guild_id: int) -> str:
        """The server's default language code ('' when none was set)."""
        return await self.venue.store.settings.guild_language(guild_id)

    async def set_guild_language(self, guild_id: int, language: str) -> None:
        await self.venue.store.settings.set_guild_language(guild_id, language)

    async def set_dm(self, user_id: int, enabled: bool) -> None:
        """A player's own choice: turn notices and private replies by DM too."""
        await self.venue.store.settings.set_dm(user_id, enabled)
