"""A loopback Discord stand-in: the FakeDiscord REST model over aiohttp, and a gateway
websocket that says HELLO, answers IDENTIFY with READY + GUILD_CREATE, acknowledges
heartbeats and pushes the interactions a test delivers."""

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


class LoopbackDiscord:
    def __init__(self, fake: FakeDiscord, guild: dict[str, Any]) -> None:
        self.fake = fake
        self.guild = guild
        self.sockets: list[web.WebSocketResponse] = []
        self.sequence = 0
        self.identified = asyncio.Event()
        self.ready_sent = asyncio.Event()
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
            return _json(error.body(), error.status)
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
                    await self._ready(ws)
        finally:
            self.sockets.remove(ws)
        return ws

    async def _dispatch(self, ws: web.WebSocketResponse, event: str, data: Any) -> None:
        self.sequence += 1
        await ws.send_str(json.dumps({"op": 0, "t": event, "s": self.sequence, "d": data}))

    async def _ready(self, ws: web.WebSocketResponse) -> None:
        await self._dispatch(
            ws,
            "READY",
            {
                "v": 10,
                "user": self.fake.users[BOT_ID],
                "guilds": [{"id": self.guild["id"], "unavailable": True}],
                "session_id": "loopback-session",
                "resume_gateway_url": self.gateway_url,
                "application": {"id": str(APP_ID), "flags": 0},
                "private_channels": [],
                "relationships": [],
            },
        )
        channels = [c for c in self.fake.channels.values() if c.get("guild_id") == self.guild["id"]]
        await self._dispatch(ws, "GUILD_CREATE", {**self.guild, "channels": channels})
        self.ready_sent.set()

    async def push(self, event: str, data: Any) -> None:
        """Send a dispatch event (an INTERACTION_CREATE, say) to every connected bot."""
        for ws in list(self.sockets):
            await self._dispatch(ws, event, data)
