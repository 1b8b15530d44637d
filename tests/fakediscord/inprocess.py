"""The offline harness: the real bot, command tree and views, driven by synthetic gateway
interactions, with every HTTP call answered by ``FakeDiscord`` (see DISCORD-TESTING.md)."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from unittest import mock

import discord
from discord import app_commands

from bot.client import Icebreaker
from bot.store import Store
from tests.fakediscord.model import (
    APP_ID,
    BOT_ID,
    CHANNEL_ID,
    DiscordError,
    FakeDiscord,
    Message,
)
from tests.fakediscord.payloads import guild_payload, interaction, member, slash_data


class _Response:
    """What discord.HTTPException reads from a response."""

    def __init__(self, status: int) -> None:
        self.status = status
        self.reason = {403: "Forbidden", 404: "Not Found", 503: "Service Unavailable"}.get(status, "Bad Request")


def _raise(error: DiscordError) -> None:
    response = _Response(error.status)
    if error.status == 403:
        raise discord.Forbidden(response, error.body())  # type: ignore[arg-type]
    if error.status == 404:
        raise discord.NotFound(response, error.body())  # type: ignore[arg-type]
    if error.status >= 500:
        raise discord.DiscordServerError(response, error.body())  # type: ignore[arg-type]
    raise discord.HTTPException(response, error.body())  # type: ignore[arg-type]


def _read(fp: Any) -> bytes:
    position = fp.tell()
    data = fp.read()
    fp.seek(position)
    return bytes(data)


def _from_parts(parts: list[dict[str, Any]] | None) -> tuple[Any, list[tuple[str, bytes]]]:
    body: Any = None
    files: list[tuple[str, bytes]] = []
    for part in parts or []:
        if part["name"] == "payload_json":
            body = json.loads(part["value"])
        elif "filename" in part:
            files.append((part["filename"], _read(part["value"])))
    return body, files


@contextlib.contextmanager
def patched_http(fake: FakeDiscord) -> Iterator[None]:
    """Route both discord.py HTTP paths (bot REST and interaction webhooks) into ``fake``."""

    async def http_request(self: Any, route: Any, *, files: Any = None, form: Any = None, **kwargs: Any) -> Any:
        body, sent = _from_parts(form) if form else (kwargs.get("json"), [])
        try:
            return fake.handle(route.method, route.url.removeprefix(route.BASE), body, sent)
        except DiscordError as error:
            _raise(error)

    async def webhook_request(
        self: Any,
        route: Any,
        session: Any,
        *,
        payload: Any = None,
        multipart: Any = None,
        files: Any = None,
        **kwargs: Any,
    ) -> Any:
        body, sent = _from_parts(multipart) if multipart else (payload, [])
        try:
            return fake.handle(route.method, route.url.removeprefix(route.BASE), body, sent)
        except DiscordError as error:
            _raise(error)

    with (
        mock.patch.object(discord.http.HTTPClient, "request", http_request),
        mock.patch.object(discord.webhook.async_.AsyncWebhookAdapter, "request", webhook_request),
    ):
        yield


@dataclass(frozen=True)
class User:
    id: int
    name: str
    moderator: bool = False
    locale: str = "en-US"  # the user's Discord language

    def member(self) -> dict[str, Any]:
        return member(self.id, self.name, self.moderator)


class Harness:
    """A bot on a database, talking to a FakeDiscord. ``restart`` builds a new bot on the same files."""

    def __init__(
        self,
        fake: FakeDiscord,
        database: Path,
        games: dict[str, Any] | None = None,
        cogs: tuple[str, ...] | None = None,
    ) -> None:
        self.fake = fake
        self.database = database
        self.games = games
        self.cogs = cogs
        self.bot: Icebreaker | None = None
        self.store: Store | None = None
        self.errors: list[BaseException] = []

    def seed(self, seed: int) -> None:
        """Games started from now on are dealt from ``seed`` (set it again after a restart)."""
        assert self.bot is not None
        self.bot.table.venue.seeds = lambda: seed

    async def start(self) -> Icebreaker:
        self.store = await Store.open(self.database)
        extra: dict[str, Any] = {}
        if self.games is not None:
            extra["games"] = self.games
        if self.cogs is not None:
            extra["cogs"] = self.cogs
        bot = Icebreaker(self.store, **extra)
        bot.table.venue.click_wait = 60.0  # a busy test machine: clicks wait for their post, so tests see it
        await bot._async_setup_hook()
        state = bot._connection
        state.user = discord.ClientUser(state=state, data=self.fake.users[BOT_ID])  # type: ignore[arg-type]
        state.application_id = APP_ID
        bot.report_error = self.errors.append  # type: ignore[method-assign]
        original_on_error = bot.tree.on_error

        async def on_error(interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
            await original_on_error(interaction, error)
            original = getattr(error, "original", error)
            from bot.table import Refusal, Unavailable

            if not isinstance(original, (Refusal, Unavailable, app_commands.CheckFailure)):  # answered
                self.errors.append(original)

        bot.tree.on_error = on_error  # type: ignore[method-assign]
        await bot.setup_hook()
        state._add_guild_from_data(guild_payload())  # type: ignore[arg-type]
        self.bot = bot
        return bot

    async def stop(self) -> None:
        if self.bot is not None:
            await self.settle()
            await self.bot.close()
            self.bot = None
        if self.store is not None:
            await self.store.close()
            self.store = None

    async def restart(self) -> Icebreaker:
        """A brand-new bot object on the same database: nothing survives but what was stored."""
        await self.stop()
        bot = await self.start()
        await bot.table.upkeep.recover()
        return bot

    # --- delivering interactions -------------------------------------------------------------

    async def settle(self) -> None:
        """Wait for the tasks discord.py started for the delivered interactions."""
        for _ in range(200):
            pending = [
                t
                for t in asyncio.all_tasks()
                if not t.done() and t is not asyncio.current_task() and _is_dispatch(t.get_name())
            ]
            if not pending:
                return
            await asyncio.wait(pending, timeout=60)
        raise AssertionError("interaction tasks did not settle")

    async def _deliver(self, payload: dict[str, Any], wait: bool = True) -> str:
        assert self.bot is not None
        token = payload["token"]
        source = int(payload["message"]["id"]) if "message" in payload else None
        user = int(payload["member"]["user"]["id"])
        self.fake.open_interaction(int(payload["id"]), token, user, int(payload["channel_id"]), source)
        self.bot._connection.parse_interaction_create(payload)
        if wait:
            await self.settle()
        return token

    def _base(self, kind: int, user: User, channel_id: int) -> dict[str, Any]:
        return interaction(self.fake, kind, user.member(), channel_id, user.locale)

    async def slash(self, user: User, command: str, channel_id: int = CHANNEL_ID, **options: Any) -> Reply:
        """Run ``/group sub`` (e.g. ``"southpole new"``) with options, as ``user`` in a channel."""
        payload = self._base(2, user, channel_id)
        payload["data"] = slash_data(self.fake, command, options)
        token = await self._deliver(payload)
        return Reply(self.fake, token, user)

    async def click(
        self,
        user: User,
        message: Message,
        label: str | None = None,
        *,
        custom_id: str | None = None,
        wait: bool = True,
    ) -> Reply:
        """Press a button (found by the start of its label, or its custom id) as ``user``.

        With ``wait=False`` the click is only delivered, so several clicks can race."""
        component = _component(message, label=label, custom_id=custom_id, kind=2)
        payload = self._base(3, user, message.channel_id)
        payload["message"] = message.data
        payload["data"] = {"custom_id": component["custom_id"], "component_type": 2}
        return Reply(self.fake, await self._deliver(payload, wait), user)

    async def choose(
        self,
        user: User,
        message: Message,
        values: list[str],
        *,
        placeholder: str | None = None,
        custom_id: str | None = None,
    ) -> Reply:
        component = _component(message, label=placeholder, custom_id=custom_id, kind=3)
        payload = self._base(3, user, message.channel_id)
        payload["message"] = message.data
        payload["data"] = {"custom_id": component["custom_id"], "component_type": 3, "values": values}
        return Reply(self.fake, await self._deliver(payload), user)


def _is_dispatch(name: str) -> bool:
    if "timeout" in name:
        return False
    return name.startswith(("CommandTree-invoker", "discord-ui-", "discord.py: on_"))


def _component(message: Message, *, label: str | None, custom_id: str | None, kind: int) -> dict[str, Any]:
    for component in message.components():
        if component.get("type") != kind:
            continue
        if custom_id is not None and component.get("custom_id") == custom_id:
            return component
        shown = component.get("label") or component.get("placeholder") or ""
        if label is not None and custom_id is None and str(shown).startswith(label):
            return component
    raise AssertionError(f"no component {label or custom_id!r} in message: {message.labels()}")


@dataclass
class Reply:
    """What one interaction produced: the messages its response and follow-ups created."""

    fake: FakeDiscord
    token: str
    user: User

    @property
    def made(self) -> list[Message]:
        ids = self.fake.interactions[self.token]["made"]
        return [self.fake.messages[i] for i in ids if i in self.fake.messages]

    @property
    def text(self) -> str:
        return "\n".join(m.text for m in self.made)  # content, or a Components V2 card's text displays

    @property
    def last(self) -> Message:
        assert self.made, "the interaction made no message"
        return self.made[-1]


@contextlib.asynccontextmanager
async def running(database: Path, *, users: Sequence[User] = (), **kwargs: Any) -> AsyncIterator[Harness]:
    """A started harness on ``database`` whose fake Discord knows ``users``."""
    fake = FakeDiscord()
    for user in users:
        fake.add_user(user.id, user.name)
    with patched_http(fake):
        harness = Harness(fake, database, **kwargs)
        await harness.start()
        try:
            yield harness
        finally:
            await harness.stop()


__all__ = ["Harness", "Reply", "User", "patched_http", "running"]
