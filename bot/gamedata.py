"""Reading the static game data under ``data/``: one error type and one reader for every game.

Each game validates its own files at import (counts against the spec); this module only
makes a missing or malformed file fail the same clear way everywhere.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

DATA_ROOT = Path(__file__).resolve().parents[1] / "data"


class DataError(ValueError):
    """A data file is missing, unreadable, or does not match its rules specification."""


def read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as problem:
        raise DataError(f"cannot read {path}: {problem}") from problem


def require(condition: bool, message: str) -> None:
    if not condition:
        raise DataError(message)
