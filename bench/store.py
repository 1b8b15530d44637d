"""The save path: ``Store.games.record`` against a raw sqlite3 upsert of the same state, same file settings.

The floor is what any program storing the state must do: encode it (``json.dumps``) and upsert
it in one transaction. The upsert of the already-encoded text alone is printed in the note, so
the share that encoding takes is in view."""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path
from typing import Any

from bench.figures import Figure, ms
from bot.store import MoveKind, Store


def raw_upserts(path: Path, state: dict[str, Any] | str, count: int) -> list[float]:
    """The floor: one transaction upserting the state on a bare sqlite3 connection, encoding it
    first unless it is already text."""
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=NORMAL")
    db.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, state TEXT, version INTEGER)")
    samples = []
    for version in range(count):
        started = time.perf_counter()
        blob = state if isinstance(state, str) else json.dumps(state)
        db.execute("BEGIN IMMEDIATE")
        db.execute(
            "INSERT INTO t (id, state, version) VALUES (1, ?, ?)"
            " ON CONFLICT(id) DO UPDATE SET state = excluded.state, version = excluded.version",
            (blob, version),
        )
        db.execute("COMMIT")
        samples.append(time.perf_counter() - started)
    db.close()
    return samples


async def bench_save(folder: Path, state: dict[str, Any], key: str, count: int) -> Figure:
    store = await Store.open(folder / f"save-{key}.sqlite3")
    game = await store.games.create_lobby(
        guild_id=1, channel_id=1, lobby_channel_id=1, game_key=key, options={}, host_id=1, host_name="Bench"
    )
    await store.games.start(game.id, state, [])
    samples = []
    events = [{"type": "x", "text": "{p0} did a thing."}]
    for version in range(1, count + 1):
        started = time.perf_counter()
        saved = await store.games.record(
            game.id,
            version,
            seat=0,
            kind=MoveKind.ACTION,
            action={"type": "x"},
            events=events,
            state=state,
            finished=False,
        )
        samples.append(time.perf_counter() - started)
        assert saved
    await store.close()
    floor = raw_upserts(folder / f"raw-{key}.sqlite3", state, count)
    blob_only = ms(raw_upserts(folder / f"blob-{key}.sqlite3", json.dumps(state), count))
    size = len(json.dumps(state)) / 1000
    note = f"{size:.0f} KB; upsert of the encoded text alone p50 {blob_only[0]:.3f} / p95 {blob_only[1]:.3f} ms"
    return Figure("save", f"{key} save", "ms", *ms(samples), "encode + raw sqlite3 upsert", *ms(floor), note=note)
