"""A loopback Discord stand-in: the FakeDiscord REST model over aiohttp, and a gateway
websocket that says HELLO, answers IDENTIFY with READY + GUILD_CREATE, acknowledges
heartbeats and pushes the interactions a test delivers.

Sharding as Discord does it: an IDENTIFY may carry ``[shard_id, shard_count]``; that
connection then hears only of the guilds with ``(guild_id >> 22) % shard_count == shard_id``,
and a guild's events go only to the connection of its shard."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from aiohttp import WSMsgType, web

from tests.fakediscord.model import APP_ID, BOT_ID, DiscordError, FakeDiscord

API = "/api/v10"


def _json(body: Any, status: int = 200) -> web.Response:
    # discord.py parses JSON only for exactly this content type (no charset suffix).
    return web.Response(status=status, body=json.dumps(body).encode(), headers={"Content-Type": "application/json"})


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard whose connection receives a guild's events (Discord's formula)."""
    return (guild_id >> 22) % shard_count


class LoopbackDiscord:
    def __init__(self, fake: FakeDiscord, guild: dict[str, Any] | list[dict[str, Any]]) -> None:
        self.fake = fake
        self.guilds = guild if isinstance(guild, list) else [guild]
        self.guild = self.guilds[0]
        self.sockets: list[web.WebSocketResponse] = []
        self.shards: dict[web.WebSocketResponse, tuple[int, int]] = {}  # connection → [shard_id, shard_count]
        self.sequence = 0
        self.identified = asyncio.Event()
        self.ready_sent = asyncio.Event()
        self.ready_shards: set[int] = set()  # shards whose connection got READY (sharded connections)
        self.identifies = 0
        self.runner: web.AppRunner | None = None
        self.port = 0

    @property
    def api_base(self) -> str:
        return f"http://127.0.0.1:{self.port}{API}"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    async def start(self) -> None:
        app = web.Application(client_max_size=32 * 1024 * 1024)
        app.router.add_get("/gateway", self._gateway)
        app.router.add_route("*", API + "/{tail:.*}", self._rest)
        self.runner = web.AppRunner(app)
        await self.runner.setup()
        site = web.TCPSite(self.runner, "127.0.0.1", 0)
        await site.start()
        server = site._server
        assert server is not None and server.sockets  # type: ignore[attr-defined]
        self.port = server.sockets[0].getsockname()[1]  # type: ignore[attr-defined]

    async def stop(self) -> None:
        for ws in list(self.sockets):
            await ws.close()
        if self.runner is not None:
            await self.runner.cleanup()

    # --- REST ------------------------------------------------------------------------------

    async def _rest(self, request: web.Request) -> web.StreamResponse:
        path = "/" + request.match_info["tail"]
        body: Any = None
        files: list[tuple[str, bytes]] = []
        if request.content_type.startswith("multipart/"):
            reader = await request.multipart()
            async for part in reader:
                data = await part.read()  # type: ignore[union-attr]
                if part.name == "payload_json":  # type: ignore[union-attr]
                    body = json.loads(data)
                elif part.filename:  # type: ignore[union-attr]
                    files.append((part.filename, bytes(data)))  # type: ignore[union-attr]
        elif request.can_read_body:
            text = await request.text()
            body = json.loads(text) if text else None
        try:
            answer = self.fake.handle(request.method, path, body, files)
        except DiscordError as error:
            response = _json(error.body(), error.status)
            if error.retry_after is not None:  # what discord.py reads of a 429
                response.headers["Retry-After"] = str(error.retry_after)
                response.headers["X-RateLimit-Scope"] = "user"
                # Discord's answers come through its proxy; discord.py takes a 429 without ``Via``
                # for a Cloudflare ban and gives up instead of waiting it out.
                response.headers["Via"] = "1.1 google"
            return response
        if answer is None:
            return web.Response(status=204)
        return _json(answer)

    # --- gateway --------------------------------------------------------------------------

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        self.sockets.append(ws)
        await ws.send_str(json.dumps({"op": 10, "d": {"heartbeat_interval": 41250}, "s": None, "t": None}))
        try:
            async for message in ws:
                if message.type != WSMsgType.TEXT:
                    continue
                frame = json.loads(message.data)
                if frame["op"] == 1:
                    await ws.send_str(json.dumps({"op": 11, "d": None, "s": None, "t": None}))
                elif frame["op"] == 2:
                    self.identifies += 1
                    self.identified.set()
                    shard = frame["d"].get("shard")
                    if shard is not None:
                        self.shards[ws] = (int(shard[0]), int(shard[1]))
                    await self._ready(ws)
        finally:
            self.sockets.remove(ws)
            gone = self.shards.pop(ws, None)
            if gone is not None:
                self.ready_shards.discard(gone[0])
        return ws

    def _hears(self, ws: web.WebSocketResponse, guild_id: int) -> bool:
        """Whether this connection receives the guild's events: unsharded ones hear every guild."""
        shard = self.shards.get(ws)
        return shard is None or shard_of(guild_id, shard[1]) == shard[0]

    async def _dispatch(self, ws: web.WebSocketResponse, event: str, data: Any) -> None:
        self.sequence += 1
        await ws.send_str(json.dumps({"op": 0, "t": event, "s": self.sequence, "d": data}))

    async def _ready(self, ws: web.WebSocketResponse) -> None:
        guilds = [g for g in self.guilds if self._hears(ws, int(g["id"]))]
        shard = self.shards.get(ws)
        await self._dispatch(
            ws,
            "READY",
            {
                "v": 10,
                "user": self.fake.users[BOT_ID],
                "guilds": [{"id": g["id"], "unavailable": True} for g in guilds],
                "session_id": "loopback-session",
                "resume_gateway_url": self.gateway_url,
                "application": {"id": str(APP_ID), "flags": 0},
                "private_channels": [],
                "relationships": [],
                **({"shard": list(shard)} if shard is not None else {}),
            },
        )
        for guild in guilds:
            channels = [c for c in self.fake.channels.values() if c.get("guild_id") == guild["id"]]
            await self._dispatch(ws, "GUILD_CREATE", {**guild, "channels": channels})
        if shard is not None:
            self.ready_shards.add(shard[0])
        self.ready_sent.set()

    async def push(self, event: str, data: Any) -> int:
        """Send a dispatch event (an INTERACTION_CREATE, say) to every connected bot that hears
        its guild; how many connections it went to (0: that shard is down, the event is lost)."""
        guild = data.get("guild_id") if isinstance(data, dict) else None
        sent = 0
        for ws in list(self.sockets):
            if guild is None or self._hears(ws, int(guild)):
                await self._dispatch(ws, event, data)
                sent += 1
        return sent
