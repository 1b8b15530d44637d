"""When Discord says no: what a refused post means in words, which permission is missing, and
retrying the errors that pass (503 and friends, which discord.py does not retry itself)."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import TypeVar

import aiohttp
import discord

from bot.i18n import Msg, msg, nmsg
from bot.table import Cause, Unposted
from bot.table import words as table_words

log = logging.getLogger(__name__)
T = TypeVar("T")

UNKNOWN_CHANNEL = 10003
MISSING_ACCESS = 50001
MISSING_PERMISSIONS = 50013
THREAD_ARCHIVED = 50083
RETRY_WAITS = (1.0, 3.0)  # seconds before the second and third try of a transient failure
CHANNEL_BACKOFF = 15.0  # a channel that refused the bot is left alone this long, doubling per refusal
CHANNEL_BACKOFF_CAP = 600.0

# What a turn message needs, in the words of Discord's own settings screens.
NEEDED = (
    ("view_channel", "View Channel"),
    ("send_messages", "Send Messages"),
    ("attach_files", "Attach Files"),
    ("embed_links", "Embed Links"),
    ("read_message_history", "Read Message History"),
)
NEEDED_IN_THREADS = (
    ("view_channel", "View Channel"),
    ("send_messages_in_threads", "Send Messages in Threads"),
    ("attach_files", "Attach Files"),
    ("read_message_history", "Read Message History"),
)
# Discord takes these away with the permission they hang on, and gives them back with it.
IMPLIED = {
    "View Channel": {name for _flag, name in NEEDED + NEEDED_IN_THREADS} - {"View Channel"},
    "Send Messages": {"Attach Files", "Embed Links"},
    "Send Messages in Threads": {"Attach Files", "Embed Links"},
}


def listed(names: list[str]) -> str | Msg:
    """Permission names as Discord's English settings name them, bold (names, not words to translate)."""
    quoted = [f"**{n}**" for n in names]
    if len(quoted) == 1:
        return quoted[0]
    return msg("{names} and {last}", names=", ".join(quoted[:-1]), last=quoted[-1])


def missing_permissions(client: discord.Client, channel_id: int) -> list[str]:
    """The permissions a moderator must give the bot in the channel, as far as its cache knows:
    not those Discord withholds only because another is missing (no Send Messages, no Attach
    Files), which come back with it. When it can't tell, the first three a turn message needs
    (a real refusal means at least one is missing)."""
    channel = client.get_channel(channel_id)
    thread = isinstance(channel, discord.Thread)
    needed = NEEDED_IN_THREADS if thread else NEEDED
    if isinstance(channel, discord.abc.GuildChannel | discord.Thread):
        me = channel.guild.me
        if me is not None:
            permissions = channel.permissions_for(me)
            lacking = [name for flag, name in needed if not getattr(permissions, flag)]
            implied = set().union(*(IMPLIED.get(name, set()) for name in lacking))
            if lacking:
                return [name for name in lacking if name not in implied]
    return [name for _flag, name in needed[:3]]


def unposted(client: discord.Client, error: Exception, channel_id: int) -> Unposted:
    """What a failed post or edit means for the game, in words that name the fix (Discord's
    answer kept as its ``__cause__``, which the metrics count by)."""
    problem = _unposted(client, error, channel_id)
    problem.__cause__ = error
    return problem


def _unposted(client: discord.Client, error: Exception, channel_id: int) -> Unposted:
    code = getattr(error, "code", 0)
    if isinstance(error, discord.NotFound) and code == UNKNOWN_CHANNEL:
        gone = msg("{channel} no longer exists, so the game was closed.", channel=f"<#{channel_id}>")
        return Unposted(Cause.GONE, gone)
    if code == THREAD_ARCHIVED:
        archived = msg(
            "the thread {channel} is archived or locked and I can't reopen it. A moderator can unarchive it "
            "(or give me the **{permission}** permission), and the turn appears.",
            channel=f"<#{channel_id}>", permission="Manage Threads",
        )  # fmt: skip
        return Unposted(Cause.ARCHIVED, archived)
    if isinstance(error, discord.Forbidden):
        lacking = missing_permissions(client, channel_id)
        refused = nmsg(
            "I'm not allowed to post in {channel}. A moderator needs to give me the {names} permission there, "
            "and the turn appears.",
            "I'm not allowed to post in {channel}. A moderator needs to give me the {names} permissions there, "
            "and the turn appears.",
            len(lacking), channel=f"<#{channel_id}>", names=listed(lacking),
        )  # fmt: skip
        return Unposted(Cause.PERMISSION, refused)
    if isinstance(error, discord.RateLimited):
        return Unposted(Cause.SLOW, table_words.DISCORD_SLOW)
    return Unposted(Cause.SLOW, table_words.DISCORD_FAILING)


def transient(error: BaseException) -> bool:
    """Failures that pass: Discord's 5xx answers (discord.py retries only 500, 502, 504 and
    524) and a connection that broke or timed out."""
    if isinstance(error, discord.DiscordServerError):
        return True
    if isinstance(error, discord.HTTPException):
        return error.status >= 500
    return isinstance(error, aiohttp.ClientError | asyncio.TimeoutError)


async def retrying(call: Callable[[], Awaitable[T]], waits: tuple[float, ...] = RETRY_WAITS) -> T:
    """``call()``, tried again after each of ``waits`` while it fails transiently."""
    for wait in waits:
        try:
            return await call()
        except Exception as error:
            if not transient(error):
                raise
            log.info("Discord failed (%s); trying again in %.0f s", error, wait)
        await asyncio.sleep(wait)
    return await call()


class Refusals:
    """Channels that refused the bot lately: they are left alone for a while (doubling), so a
    channel the bot can't post in costs a handful of requests, not one per turn and retry."""

    def __init__(self) -> None:
        self._until: dict[int, tuple[float, int, Unposted]] = {}

    def known(self, channel_id: int) -> Unposted | None:
        """The standing refusal of this channel, while its back-off lasts."""
        entry = self._until.get(channel_id)
        if entry is None or entry[0] <= time.monotonic():
            return None
        return entry[2]

    def refused(self, channel_id: int, problem: Unposted) -> None:
        if problem.cause not in (Cause.PERMISSION, Cause.ARCHIVED):
            return
        _until, count, _problem = self._until.get(channel_id, (0.0, 0, problem))
        delay = min(CHANNEL_BACKOFF_CAP, CHANNEL_BACKOFF * 2**count)
        self._until[channel_id] = (time.monotonic() + delay, count + 1, problem)

    def forget(self, channel_id: int | None = None) -> None:
        """The channel changed (or, with None, roles did): it may let the bot post now."""
        if channel_id is None:
            self._until.clear()
        else:
            self._until.pop(channel_id, None)
