"""A throwaway PostgreSQL server, started from the machine's server binaries (tests and bench).

It lives in a temporary folder on a free loopback port with fsync off: fast and disposable,
never a place for data that matters. PostgreSQL refuses to run as root, so as root the server
runs as the ``postgres`` user.
"""

from __future__ import annotations

import contextlib
import glob
import itertools
import os
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

NO_SERVER = "no PostgreSQL server binaries here (install Debian's postgresql, or set ICEBREAKER_PG_BIN)"


def server_binaries() -> Path | None:
    """The folder of ``initdb``/``pg_ctl``: $ICEBREAKER_PG_BIN, the PATH, or Debian's place."""
    if os.environ.get("ICEBREAKER_PG_BIN"):
        return Path(os.environ["ICEBREAKER_PG_BIN"])
    found = shutil.which("pg_ctl")
    if found and (Path(found).resolve().parent / "initdb").exists():
        return Path(found).resolve().parent  # Debian links a few of them into /usr/local/bin
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]))
    return Path(versions[-1]).parent if versions else None


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Server:
    """A PostgreSQL server in a temporary folder, on a free loopback port, with fsync off."""

    def __init__(self, binaries: Path) -> None:
        self.binaries = binaries
        self.folder = Path(tempfile.mkdtemp(prefix="icebreaker-pg-"))
        self.data = self.folder / "data"
        self.port = free_port()
        self.as_root = os.geteuid() == 0
        self._names = itertools.count(1)

    def _run(self, *command: str) -> None:
        prefix = ["runuser", "-u", "postgres", "--"] if self.as_root else []
        subprocess.run([*prefix, *command], check=True, capture_output=True, timeout=120)

    def start(self) -> None:
        if self.as_root:
            shutil.chown(self.folder, "postgres")
        self._run(str(self.binaries / "initdb"), "-D", str(self.data), "-A", "trust", "-U", "icebreaker", "-N")
        options = (
            f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off"
            " -c synchronous_commit=off -c full_page_writes=off -c max_connections=300"
        )
        self._run(
            str(self.binaries / "pg_ctl"),
            "-D",
            str(self.data),
            "-o",
            options,
            "-w",
            "-l",
            str(self.folder / "log"),
            "start",
        )

    def stop(self) -> None:
        with contextlib.suppress(subprocess.SubprocessError):
            self._run(str(self.binaries / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.folder, ignore_errors=True)

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://icebreaker@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        """A fresh, empty database on this server; its URL."""
        name = f"t{os.getpid()}_{next(self._names)}"
        psql = self.binaries / "psql"
        command = [str(psql), "-h", "127.0.0.1", "-p", str(self.port), "-U", "icebreaker", "-d", "postgres"]
        subprocess.run([*command, "-c", f"CREATE DATABASE {name}"], check=True, capture_output=True, timeout=60)
        return self.url(name)
