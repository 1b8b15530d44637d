"""The bot: loads the game cogs, registers the dynamic components, syncs commands when they
changed, repairs damaged games at start, and keeps posting turns that were saved but not posted."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import discord
import yarl
from discord import app_commands
from discord.ext import commands, tasks

from bot import metrics
from bot.bots import pool
from bot.clock import run_clocks
from bot.config import ConfigError, Settings
from bot.engine import Game
from bot.games import GAMES
from bot.health import beat, heartbeat_path
from bot.i18n import load_all
from bot.memory.recall import Recall
from bot.shards import ShardWatch
from bot.store import ShardScope, Store
from bot.table import LEASE_SECONDS, POSTING_GRACE, Refusal, Table, Unavailable, words
from bot.ui.components import DYNAMIC_ITEMS
from bot.ui.flow import Flow
from bot.ui.host import tell
from bot.ui.lobby import LOBBY_ITEMS
from bot.ui.memory import MEMORY_ITEMS
from bot.ui.presenter import Presenter
from bot.ui.publish import DiscordPublisher
from bot.ui.registry import GAME_COGS
from bot.ui.seats import ReclaimButton
from bot.ui.translator import CatalogTranslator
from bot.ui.unrouted import answer_unroutable, templates_of

log = logging.getLogger(__name__)
# The bot never joins voice: skip discord.py's start-up warnings about voice libraries.
discord.VoiceClient.warn_nacl = False
discord.VoiceClient.warn_dave = False

COGS: tuple[str, ...] = ("cogs.settings", *GAME_COGS)
SYNC_HASH_KEY = "command_tree_hash"
ITEMS = (*DYNAMIC_ITEMS, *LOBBY_ITEMS, ReclaimButton, *MEMORY_ITEMS)  # every control, routed by its custom id
UPKEEP_SECONDS = 15.0  # how often saved-but-unposted turns are retried (each game backs off on its own)
SWEEP_EVERY = 20  # sharded: every 20th pass (5 min) scans every server's games, not only its own


class IcebreakerTree(app_commands.CommandTree["Icebreaker"]):
    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        original = getattr(error, "original", error)
        if isinstance(original, Refusal):
            return  # already answered by the cog's error handler
        if isinstance(error, app_commands.CheckFailure):
            return
        if isinstance(original, discord.HTTPException) and interaction.extras.get("answered"):
            return  # Discord refused a reply; the cog's handler logged and said it
        if isinstance(original, Unavailable):  # the database's trouble: said in words, not a bug
            if interaction.extras.get("answered"):
                return
            log.warning("database unavailable during a command: %s", original)
            with contextlib.suppress(discord.HTTPException):
                await tell(interaction, words.DATABASE_DOWN)
            return
        log.error("command %s failed", interaction.command and interaction.command.qualified_name, exc_info=original)
        self.client.report_error(original)


class Icebreaker(commands.Bot):
    def __init__(
        self,
        store: Store,
        *,
        dev_guild_id: int | None = None,
        games: dict[str, Game] | None = None,
        cogs: Sequence[str] = COGS,
        **options: Any,  # passed on to discord.py (a sharded bot's shard_count and shard_ids)
    ) -> None:
        intents = discord.Intents.none()
        intents.guilds = True  # threads and channels; no privileged intents needed
        intents.guild_messages = True  # to hear of a deleted turn message (no content: not privileged)
        options.setdefault("max_messages", None)  # no message cache: clicks carry their message
        options.setdefault("max_ratelimit_timeout", 30.0)  # a longer rate limit fails the post, retried later
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            tree_cls=IcebreakerTree,
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),  # a message pings only whom it names in its own call
            **options,
        )
        self.store = store
        self.games = games if games is not None else GAMES
        self.presenters: dict[str, Presenter] = {}
        self.publisher = DiscordPublisher(self, store, self.games, self.presenters)
        self.table = Table(store, self.games, self.publisher)
        # Shards (issue 27, item 8): this process's shards, checked against the others' each pass;
        # upkeep scans its own servers' games, and every SWEEP_EVERY passes all of them.
        count = int(options.get("shard_count") or 1)
        ids = tuple(options.get("shard_ids") or range(count))
        self.own_servers = ShardScope(count, ids) if options.get("shard_count") else None
        self.shard_watch = ShardWatch(store, self.table.venue.owner, ShardScope(count, ids))
        self.passes = 0
        self.clicks = Flow()
        self.memory = Recall(store, self.games, lambda key: self.presenters[key].render)
        self.dev_guild_id = dev_guild_id
        self.cog_names = tuple(cogs)
        self.errors: list[BaseException] = []
        self.heartbeat: Path | None = None
        self.upkeep_lag = metrics.Upkeep()

    def report_error(self, error: BaseException) -> None:
        """Unexpected failures land here (tests assert there are none)."""
        self.errors.append(error)

    async def setup_hook(self) -> None:
        self.add_dynamic_items(*ITEMS)
        for name in self.cog_names:
            await self.load_extension(name)
        repaired, closed = await self.table.upkeep.check_consistency()
        if repaired or closed:
            log.warning("start-up check: repaired %d game(s), closed %d damaged game(s)", repaired, closed)
        load_all()  # every catalog read once now, not on a player's first click
        await self.tree.set_translator(CatalogTranslator())
        await self.sync_commands_if_changed()
        try:  # Discord's recommended shard count, checked against SHARD_COUNT
            self.shard_watch.recommended, _url, _limits = await self.http.get_bot_gateway()
        except discord.DiscordException as error:
            log.warning("could not read Discord's recommended shard count: %s", error)
        await self.shard_watch.beat()
        if self.heartbeat is not None:
            self.loop.create_task(beat(self.heartbeat, lambda: self.is_ready() and not self.is_closed()))

    async def on_ready(self) -> None:
        if not self.upkeep.is_running():
            self.upkeep.start()
        log.info("ready as %s in %d server(s)", self.user, len(self.guilds))

    async def close(self) -> None:
        self.upkeep.cancel()
        try:
            await self.shard_watch.leave()
        except Exception:  # the database may be what is going away
            log.info("could not remove this process's shard heartbeat", exc_info=True)
        await asyncio.to_thread(pool.shutdown)  # hard bots' worker processes end with the bot
        await super().close()

    @tasks.loop(seconds=UPKEEP_SECONDS)
    async def upkeep(self) -> None:
        """Post turns that were saved but not posted (a crash, a failed post) and owed notices;
        send due reminders and play the turns whose clock ran out."""
        self.upkeep_lag.started(self.upkeep.seconds or UPKEEP_SECONDS)
        self.passes += 1
        # Each process scans its own servers' games, so polling stays flat as processes are added;
        # a slow sweep over all of them catches games whose shard nobody serves.
        scope = None if self.passes % SWEEP_EVERY == 1 else self.own_servers
        try:
            await self.shard_watch.beat()
            metrics.count_games(await self.store.games.count_live())
            posted = await self.table.upkeep.recover(shards=scope)
            if posted:
                log.info("posted %d turn(s) left unposted", posted)
            await self.table.upkeep.deliver_notices(scope)
            clocks = await run_clocks(self.table, scope)
            if clocks.reminded or clocks.timed_out:
                log.info("clocks: %d reminder(s), %d time-out(s)", clocks.reminded, clocks.timed_out)
        except Unavailable as outage:  # the pass waits for the database; the next one resumes
            log.warning("upkeep paused: the database is unavailable (%s)", outage)
        except Exception as error:  # the loop must outlive one bad pass
            log.exception("upkeep pass failed")
            self.report_error(error)

    # --- the world around the games changes ---------------------------------------------------

    async def on_raw_message_delete(self, payload: discord.RawMessageDeleteEvent) -> None:
        await self.table.places.message_deleted(payload.channel_id, payload.message_id)

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self.table.places.channel_gone(payload.thread_id)

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self.table.places.channel_gone(channel.id)

    async def on_guild_channel_update(self, before: discord.abc.GuildChannel, after: discord.abc.GuildChannel) -> None:
        self.publisher.refusals.forget(after.id)
        await self.table.places.channel_changed(channel_id=after.id)

    async def on_raw_thread_update(self, payload: discord.RawThreadUpdateEvent) -> None:
        self.publisher.refusals.forget(payload.thread_id)
        await self.table.places.channel_changed(channel_id=payload.thread_id)

    async def on_guild_role_update(self, before: discord.Role, after: discord.Role) -> None:
        self.publisher.refusals.forget()
        await self.table.places.channel_changed(guild_id=after.guild.id)

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        stopped = await self.table.places.guild_left(guild.id)
        log.info("removed from server %s: %d clock(s) stopped", guild.id, stopped)

    async def on_guild_join(self, guild: discord.Guild) -> None:
        resumed = await self.table.places.guild_back(guild.id)
        log.info("added to server %s: %d clock(s) resumed", guild.id, resumed)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        await answer_unroutable(interaction, templates_of(ITEMS))

    async def command_hash(self) -> str:
        """The commands as Discord receives them, translations included: ``to_dict`` leaves the
        localizations out, so a changed translation would otherwise never be synced."""
        guild = discord.Object(self.dev_guild_id) if self.dev_guild_id else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        translator = self.tree.translator
        commands = self.tree.get_commands(guild=guild)
        if translator is None:
            payload = [c.to_dict(self.tree) for c in commands]
        else:
            payload = [await c.get_translated_payload(self.tree, translator) for c in commands]
        text = json.dumps({"guild": self.dev_guild_id, "commands": payload}, sort_keys=True)
        return hashlib.sha256(text.encode()).hexdigest()

    async def sync_commands_if_changed(self) -> bool:
        """Sync only when the command tree changed since the last sync: restarts stay cheap."""
        digest = await self.command_hash()
        if await self.store.meta.get(SYNC_HASH_KEY) == digest:
            log.info("commands unchanged; not syncing")
            return False
        guild = discord.Object(self.dev_guild_id) if self.dev_guild_id else None
        await self.tree.sync(guild=guild)
        await self.store.meta.set(SYNC_HASH_KEY, digest)
        log.info("synced %d command group(s)", len(self.tree.get_commands(guild=guild)))
        return True


class ShardedIcebreaker(Icebreaker, commands.AutoShardedBot):
    """The same bot on some of the shards of a sharded bot (SHARD_COUNT, SHARD_IDS): Discord sends
    each shard's connection only the events of its own servers."""


def scaled_clock(scale: float, origin: float | None = None) -> Callable[[], float]:
    """Wall-clock time that runs ``scale`` times faster from ``origin`` (default: now) on;
    processes that share an origin share the clock."""
    start = time.time() if origin is None else origin
    return lambda: start + (time.time() - start) * scale


def point_at(settings: Settings) -> None:
    """Use a Discord-compatible server instead of discord.com (the end-to-end tests do)."""
    if settings.api_base:
        discord.http.Route.BASE = settings.api_base
    if settings.gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.gateway_url)


async def run(settings: Settings, **extra: Any) -> None:
    point_at(settings)
    store = await Store.open(settings.database)
    pool.configure(settings.bot_workers)
    if settings.metrics_port is not None:
        try:
            metrics.serve(settings.metrics_port)
        except OSError as error:
            await store.close()
            raise ConfigError(f"METRICS_PORT {settings.metrics_port} can't be served: {error.strerror}.") from None
        log.info("serving Prometheus metrics on port %d at /metrics", settings.metrics_port)
    try:
        if settings.shard_count is not None:
            bot: Icebreaker = ShardedIcebreaker(
                store,
                dev_guild_id=settings.dev_guild_id,
                shard_count=settings.shard_count,
                shard_ids=list(settings.shard_ids) if settings.shard_ids is not None else None,
                **extra,
            )
        else:
            bot = Icebreaker(store, dev_guild_id=settings.dev_guild_id, **extra)
        if settings.shard_count is not None:  # other processes may be posting what they just saved
            bot.table.venue.posting_grace = POSTING_GRACE
        bot.heartbeat = heartbeat_path(settings.database, settings.shard_ids)  # one per process
        if settings.time_scale != 1:  # end-to-end tests of the turn clock: minutes pass in seconds
            bot.table.venue.now = scaled_clock(settings.time_scale, settings.time_origin)
            bot.upkeep.change_interval(seconds=max(0.1, UPKEEP_SECONDS / settings.time_scale))
            # A killed test process's leases run out within seconds, yet outlast one slow post.
            bot.table.venue.lease_seconds = max(5.0, LEASE_SECONDS / settings.time_scale)
        async with bot:
            try:
                await bot.start(settings.token)
            except discord.LoginFailure:
                raise ConfigError("Discord refused DISCORD_TOKEN: check the token in .env.") from None
    finally:
        await store.close()
