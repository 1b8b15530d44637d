"""The Docker image's constraints (requirements.lock) pin every runtime dependency within
pyproject's ranges: a dependency added without regenerating the lock fails here."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[2]


def key(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def test_every_runtime_dependency_is_pinned_within_its_range() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    lines = [
        line for line in (ROOT / "requirements.lock").read_text(encoding="utf-8").splitlines() if line[:1].isalnum()
    ]
    pins = {key(name): version for name, version in (line.split("==") for line in lines)}
    assert len(pins) == len(lines)  # every line is name==version, once
    for text in project["dependencies"]:
        wanted = Requirement(text)
        assert key(wanted.name) in pins, f"{wanted.name} is not in requirements.lock: run python -m tools.lock"
        assert wanted.specifier.contains(pins[key(wanted.name)]), (
            f"{wanted.name}=={pins[key(wanted.name)]} is outside {text}"
        )
