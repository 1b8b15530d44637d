"""Where games are played changes under them: a turn message deleted, a channel or thread
deleted, a server that removes the bot (and maybe adds it back), a channel whose permissions
changed. The bot's event handlers call these with plain ids."""

from __future__ import annotations

import json
import logging

from bot.store import GameStatus
from bot.table.turn import Turn
from bot.table.upkeep import Upkeep
from bot.table.venue import Venue

log = logging.getLogger(__name__)


def _paused_key(guild_id: int) -> str:
    return f"paused_clocks:{guild_id}"


class Places:
    def __init__(self, venue: Venue, upkeep: Upkeep) -> None:
        self.venue = venue
        self.upkeep = upkeep

    async def message_deleted(self, channel_id: int, message_id: int) -> Turn | None:
        """The live turn message was deleted: post the turn again (None: it wasn't one)."""
        game = await self.venue.store.games.live_in(channel_id)
        if game is None or game.status != GameStatus.RUNNING or game.turn_message_id != message_id:
            return None
        log.info("game %s: its turn message %s was deleted; posting it again", game.id, message_id)
        return await self.upkeep.republish(game.id)

    async def channel_gone(self, channel_id: int) -> int:
        """A channel or thread was deleted: its games are closed. Returns how many."""
        closed = 0
        for game in await self.venue.store.games.using(channel_id):
            async with self.venue.lock(game.id):
                closed += await self.venue.close_gone(game)
        return closed

    async def channel_changed(self, channel_id: int | None = None, guild_id: int | None = None) -> int:
        """A channel's (or a server's roles') permissions changed: unposted turns there are tried
        at the next upkeep pass, whatever their back-off."""
        if channel_id is not None:
            return await self.venue.store.games.retry_now(channel_id=channel_id)
        if guild_id is not None:
            return await self.venue.store.games.retry_now(guild_id=guild_id)
        return 0

    async def guild_left(self, guild_id: int) -> int:
        """The bot was removed from a server: its games' clocks stop (what was left of each turn
        is kept). Returns how many clocks stopped."""
        store = self.venue.store
        now = self.venue.now()
        kept: dict[str, list[float]] = {}
        for game in await store.games.in_guild(guild_id):
            if game.deadline is None:
                continue
            kept[str(game.id)] = [game.version, max(0.0, game.deadline - now)]
            await store.clocks.set_deadline(game.id, game.version, None)
        if kept:
            await store.meta.set(_paused_key(guild_id), json.dumps(kept))
        return len(kept)

    async def guild_back(self, guild_id: int) -> int:
        """The bot was added back: the clocks stopped when it left run on from where they were."""
        store = self.venue.store
        saved = await store.meta.get(_paused_key(guild_id))
        if not saved:
            return 0
        now = self.venue.now()
        resumed = 0
        for game_id, (version, left) in json.loads(saved).items():
            await store.clocks.set_deadline(int(game_id), int(version), now + left)
            resumed += 1
        await store.meta.set(_paused_key(guild_id), "")
        return resumed
