"""What a decision looks like on screen, as plain data: rows of buttons and select menus.

Presenters describe controls with these classes; ``bot.ui.components`` turns them into
discord.py items. Keeping the description free of discord makes layouts easy to test.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Literal

from bot.engine import Action

Style = Literal["primary", "secondary", "success", "danger"]
MAX_ROWS = 5
MAX_BUTTONS_PER_ROW = 5
MAX_OPTIONS = 25
LABEL_LIMIT = 80


def clip(text: str, limit: int = LABEL_LIMIT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


@dataclass(frozen=True)
class Choice:
    """One complete legal action, by its index in ``legal_actions``."""

    index: int
    label: str
    style: Style = "secondary"
    description: str | None = None


@dataclass(frozen=True)
class Buttons:
    choices: tuple[Choice, ...]


@dataclass(frozen=True)
class ChoiceSelect:
    placeholder: str
    choices: tuple[Choice, ...]


@dataclass(frozen=True)
class ComposeOption:
    value: str
    label: str
    description: str | None = None


@dataclass(frozen=True)
class ComposeSelect:
    """A step of a multi-step decision: the presenter's ``compose`` reads the chosen values."""

    name: str
    placeholder: str
    options: tuple[ComposeOption, ...]
    min_values: int = 1
    max_values: int = 1


Control = Buttons | ChoiceSelect | ComposeSelect


@dataclass
class Page:
    rows: list[Control] = field(default_factory=list)


def style_for(action: Action) -> Style:
    kind = str(action.get("type", ""))
    if kind in {"give_up", "freeze", "concede", "pass"}:
        return "danger"
    if kind in {"camp", "pole", "hole", "confirm", "swing"}:
        return "success"
    return "secondary"


def grouped(legal: Sequence[Action]) -> list[list[tuple[int, Action]]]:
    """Legal actions grouped by type, groups in order of first appearance."""
    groups: dict[str, list[tuple[int, Action]]] = {}
    for index, action in enumerate(legal):
        groups.setdefault(str(action.get("type", "")), []).append((index, action))
    return list(groups.values())


def choices(group: Sequence[tuple[int, Action]]) -> list[Choice]:
    return [Choice(i, clip(str(a.get("label") or a.get("type"))), style_for(a)) for i, a in group]


def button_rows(items: Sequence[Choice]) -> list[Control]:
    """Buttons, five to a row."""
    return [Buttons(tuple(items[i : i + MAX_BUTTONS_PER_ROW])) for i in range(0, len(items), MAX_BUTTONS_PER_ROW)]


def default_controls(legal: Sequence[Action], titles: dict[str, str] | None = None) -> list[Control]:
    """Buttons for small groups (packed together when they fit), select menus for big ones."""
    titles = titles or {}
    rows: list[Control] = []
    pending: list[Choice] = []
    for group in grouped(legal):
        kind = str(group[0][1].get("type", ""))
        if len(group) <= MAX_BUTTONS_PER_ROW:
            if len(pending) + len(group) > MAX_BUTTONS_PER_ROW:
                rows.append(Buttons(tuple(pending)))
                pending = []
            pending.extend(choices(group))
            continue
        title = titles.get(kind, kind.replace("_", " ").capitalize())
        chunks = [group[i : i + MAX_OPTIONS] for i in range(0, len(group), MAX_OPTIONS)]
        for n, chunk in enumerate(chunks, start=1):
            suffix = f" ({n}/{len(chunks)})" if len(chunks) > 1 else ""
            rows.append(ChoiceSelect(clip(f"{title}{suffix}…", 150), tuple(choices(chunk))))
    if pending:
        rows.append(Buttons(tuple(pending)))
    return rows


def subset_controls(
    legal: Sequence[Action], indices: Sequence[int], titles: dict[str, str] | None = None
) -> list[Control]:
    """The default layout for some of the legal actions, pointing back at the full list."""
    rows = default_controls([legal[i] for i in indices], titles)
    fixed: list[Control] = []
    for row in rows:
        if isinstance(row, Buttons | ChoiceSelect):
            row = replace(row, choices=tuple(replace(c, index=indices[c.index]) for c in row.choices))
        fixed.append(row)
    return fixed


def paginate(rows: Sequence[Control], reserved: int = 1) -> list[Page]:
    """Split rows into message-sized pages; the first page keeps ``reserved`` rows free."""
    pages: list[Page] = [Page()]
    budget = MAX_ROWS - reserved
    for row in rows:
        if len(pages[-1].rows) >= budget:
            pages.append(Page())
            budget = MAX_ROWS - 1  # later pages keep one row for their own "More" button
        pages[-1].rows.append(row)
    return pages
