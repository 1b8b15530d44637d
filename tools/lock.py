"""Write ``requirements.lock``: the exact versions of the bot's runtime dependencies (and
theirs), read from the environment it runs in, for the Docker image to install with.

``python -m tools.lock`` from the repository root, in the venv the tests passed in; commit the
file with the change that moved a version. Dev tools are left out: the image never runs them.
"""

from __future__ import annotations

import re
import sys
import tomllib
from importlib.metadata import PackageNotFoundError, distribution
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[1]
HEADER = "# Runtime dependencies, pinned (python -m tools.lock); the Dockerfile installs with them.\n"


def key(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def pinned() -> dict[str, str]:
    """Name → installed version, over the closure of pyproject's dependencies (markers applied)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    todo = [Requirement(r) for r in project["dependencies"]]
    found: dict[str, str] = {}
    while todo:
        requirement = todo.pop()
        if requirement.marker is not None and not requirement.marker.evaluate({"extra": ""}):
            continue
        if key(requirement.name) in found:
            continue
        try:
            dist = distribution(requirement.name)
        except PackageNotFoundError:
            sys.exit(f"{requirement.name} is not installed here: install the project first (pip install -e .).")
        found[key(requirement.name)] = f"{dist.metadata['Name']}=={dist.version}"
        todo += [Requirement(r) for r in dist.requires or []]
    return found


def main() -> int:
    lines = sorted(pinned().values(), key=str.lower)
    (ROOT / "requirements.lock").write_text(HEADER + "\n".join(lines) + "\n", encoding="utf-8")
    print(f"requirements.lock: {len(lines)} packages")
    return 0


if __name__ == "__main__":
    sys.exit(main())
