"""Every click a seat can make on a game's controls, followed on plain data (no Discord).

``reach`` walks the public controls and the seat's private reply, through every narrowing
step and opener, and returns the shortest click path to each action it can make.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from bot.engine import Action, IllegalAction
from bot.ui.controls import (
    MAX_BUTTONS_PER_ROW,
    MAX_OPTIONS,
    MAX_ROWS,
    PRIVATE,
    PUBLIC,
    Buttons,
    ChoiceSelect,
    Control,
    Links,
    Scope,
)
from bot.ui.presenter import Presenter


@dataclass(frozen=True)
class Click:
    """One click: a complete action (``index``), or a step/link with its node and values."""

    scope: Scope
    index: int | None = None
    node: str = ""
    values: tuple[str, ...] = ()
    link: bool = False
    label: str = ""


def check_layout(rows: list[Control]) -> None:
    """Discord's limits: 5 rows, 5 buttons a row, 25 options a select."""
    assert len(rows) <= MAX_ROWS, rows
    for row in rows:
        if isinstance(row, Buttons):
            assert 0 < len(row.choices) <= MAX_BUTTONS_PER_ROW
        elif isinstance(row, Links):
            assert 0 < len(row.links) <= MAX_BUTTONS_PER_ROW
        elif isinstance(row, ChoiceSelect):
            assert 0 < len(row.choices) <= MAX_OPTIONS
        else:
            assert 0 < len(row.options) <= (MAX_BUTTONS_PER_ROW if row.buttons else MAX_OPTIONS)


def clicks(rows: list[Control], scope: Scope) -> Iterator[Click]:
    for row in rows:
        if isinstance(row, Buttons | ChoiceSelect):
            yield from (Click(scope, index=c.index, label=c.label) for c in row.choices)
        elif isinstance(row, Links):
            yield from (
                Click(link.scope, node=link.node, link=True, label=link.label) for link in row.links if link.node
            )
        elif row.max_values > 1:
            values = [o.value for o in row.options]
            assert len(values) <= 8, "too many options to try every set"
            for size in range(row.min_values, row.max_values + 1):
                yield from (Click(scope, node=row.node, values=pick) for pick in combinations(values, size))
        else:
            yield from (Click(scope, node=row.node, values=(o.value,), label=o.label) for o in row.options)


def reach(
    presenter: Presenter,
    public: dict[str, Any],
    private: dict[str, Any],
    seat: int,
    legal: list[Action],
    *,
    scopes: tuple[Scope, ...] = (PUBLIC, PRIVATE),
) -> dict[int, tuple[Click, ...]]:
    """The shortest click path to each action reachable from the public message and/or private reply.

    Openers on the public message lead into the private scope, like any other click."""
    views = {PUBLIC: public, PRIVATE: private}
    start: list[tuple[Scope, list[Control]]] = []
    if PUBLIC in scopes:
        start.append((PUBLIC, presenter.controls(public, seat, legal)))
    if PRIVATE in scopes:
        start.append((PRIVATE, presenter.private_controls(private, seat, legal)))
    found: dict[int, tuple[Click, ...]] = {}
    queue = deque((scope, rows, ()) for scope, rows in start)
    seen: set[tuple[str, str]] = set()
    while queue:
        scope, rows, path = queue.popleft()
        check_layout(rows)
        for click in clicks(rows, scope):
            here = (*path, click)
            if click.index is not None:
                found.setdefault(click.index, here)
                continue
            try:
                led = presenter.step(views[click.scope], seat, legal, click.scope, click.node, list(click.values))
            except IllegalAction:
                assert len(click.values) > 1, f"a single pick was refused: {click}"
                continue  # a set of values no action uses exactly
            if isinstance(led, int):
                found.setdefault(led, here)
            elif (key := (click.scope, f"{click.node}|{'-'.join(click.values)}")) not in seen:
                seen.add(key)
                queue.append((click.scope, led, here))
    return found
