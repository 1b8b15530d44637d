"""The words a player can meet on a game's controls: the first controls of a scope and every
narrowing step they lead to, walked breadth first (the language tests read them all)."""

from __future__ import annotations

from collections import deque
from typing import Any

from bot.i18n import Locale
from bot.ui.controls import PUBLIC, Buttons, ChoiceSelect, Control, Links, Step
from bot.ui.ids import Scope
from bot.ui.presenter import Presenter


def control_texts(rows: list[Control]) -> list[str]:
    texts: list[str] = []
    for row in rows:
        if isinstance(row, Buttons):
            texts += [c.label for c in row.choices]
        elif isinstance(row, ChoiceSelect):
            texts += [row.placeholder, *(c.label for c in row.choices)]
        elif isinstance(row, Step):
            texts += [row.prompt, *(o.label for o in row.options)]
        elif isinstance(row, Links):
            texts += [link.label for link in row.links]
    return texts


def every_control_text(
    presenter: Presenter, view: dict[str, Any], seat: int, legal: list[Any], scope: Scope = PUBLIC
) -> list[str]:
    """The words of ``scope``'s first controls and of every narrowing step they lead to, in the
    view's language."""
    presenter = presenter.speaking(Locale(view["language"]))
    first = presenter.controls(view, seat, legal) if scope == PUBLIC else presenter.private_controls(view, seat, legal)
    texts, queue, seen = control_texts(first), deque([first]), set()
    while queue:
        for row in queue.popleft():
            nodes: list[tuple[str, list[str]]] = []
            if isinstance(row, Step):
                nodes = [(row.node, [o.value]) for o in row.options]
            elif isinstance(row, Links):
                nodes = [(link.node, []) for link in row.links if link.node]
            for node, values in nodes:
                if (node, tuple(values)) in seen:
                    continue
                seen.add((node, tuple(values)))
                led = presenter.step(view, seat, legal, scope, node, values)
                if not isinstance(led, int):
                    texts += control_texts(led)
                    queue.append(led)
    return texts
