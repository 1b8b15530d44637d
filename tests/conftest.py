"""Shared pytest setup."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from tests.postgres import Server, running_server

# Property tests stay deterministic and quick: a fixed, modest example budget.
settings.register_profile("ci", max_examples=25, deadline=None, derandomize=True)
settings.register_profile("dev", max_examples=25, deadline=None, derandomize=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(scope="session")
def postgres() -> Iterator[Server]:
    """One throwaway PostgreSQL server per test process (skipped, with why, where there is none)."""
    with running_server() as server:
        yield server


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """An empty database for the store, once per driver: a SQLite file, a new PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "db.sqlite3")
    server: Server = request.getfixturevalue("postgres")
    return server.new_database()
