"""A throwaway PostgreSQL server for the tests (``bench.postgres.Server``), one per test process.

One server per test process (xdist worker), a new database per test. Without server binaries
the PostgreSQL tests are skipped with the reason, unless ``ICEBREAKER_REQUIRE_POSTGRES`` is set
(CI sets it: there they must run).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator

import pytest

from bench.postgres import NO_SERVER, Server, server_binaries

__all__ = ["Server", "running_server"]

REQUIRED = bool(os.environ.get("ICEBREAKER_REQUIRE_POSTGRES"))


@contextlib.contextmanager
def running_server() -> Iterator[Server]:
    binaries = server_binaries()
    if binaries is None:
        reason = NO_SERVER
        if REQUIRED:
            pytest.fail(f"ICEBREAKER_REQUIRE_POSTGRES is set but there are {reason}")
        pytest.skip(reason)
    server = Server(binaries)
    server.start()
    try:
        yield server
    finally:
        server.stop()
