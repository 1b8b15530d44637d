"""The real `python -m bot` as a child process pointed at a loopback Discord stand-in."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

from tests.fakediscord.server import LoopbackDiscord

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"


async def until(condition, timeout: float = 30.0, what: str = "condition") -> None:  # type: ignore[no-untyped-def]
    deadline = asyncio.get_running_loop().time() + timeout
    while not condition():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.05)


class BotProcess:
    def __init__(
        self,
        server: LoopbackDiscord,
        database: Path,
        workdir: Path,
        extra_env: dict[str, str] | None = None,
        *,
        database_url: str | None = None,
    ) -> None:
        """``database`` is the SQLite file; ``database_url`` (PostgreSQL, say) replaces it."""
        self.server, self.database, self.workdir = server, database, workdir
        self.extra_env = extra_env or {}
        self.database_url = database_url
        self.process: asyncio.subprocess.Process | None = None
        self.log = workdir / "bot.log"

    async def start(self) -> None:
        env = {
            k: v
            for k, v in os.environ.items()
            if not k.startswith(("DISCORD_", "DATABASE_", "DEV_GUILD", "ICEBREAKER_"))
        }
        env |= {
            "DISCORD_TOKEN": TOKEN,
            "DISCORD_API_BASE": self.server.api_base,
            "DISCORD_GATEWAY_URL": self.server.gateway_url,
            "DATABASE_URL": self.database_url or str(self.database),
            "LOG_LEVEL": "INFO",
            "PYTHONPATH": str(ROOT),
            **self.extra_env,
        }
        self.process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bot",
            cwd=self.workdir,
            env=env,
            stdout=self.log.open("ab"),
            stderr=asyncio.subprocess.STDOUT,
        )

    async def kill(self) -> None:
        if self.process and self.process.returncode is None:
            self.process.kill()
            await self.process.wait()
