"""What a decision looks like on screen, as plain data, derived from the legal actions.

Small groups of actions become buttons. A big action type is narrowed step by step by its
fields (or by derived keys), one select or button row per step, until few enough complete
actions remain. A narrowing position is a *node*: the action type, then one part per step
taken — the index of the picked value among the distinct values at that step (first
appearance in the legal list), or for a multi-select the picked indices joined by "-"
("move.2.0", "reroll.0-3-4"). Nodes travel in custom ids, and a click re-derives
everything from the legal list at its version, so it works after a restart.

``bot.ui.components`` turns controls into discord.py items; keeping this free of discord
makes layouts and reachability testable on plain data.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from bot.engine import Action, IllegalAction
from bot.i18n import first_ours, msg, tr
from bot.ui.ids import Scope

Style = Literal["primary", "secondary", "success", "danger"]
PUBLIC = Scope.PUBLIC  # the public turn message
PRIVATE = Scope.PRIVATE  # the seat's private (ephemeral) reply
MAX_ROWS = 5
MAX_BUTTONS_PER_ROW = 5
MAX_OPTIONS = 25
LABEL_LIMIT = 80
View = dict[str, Any]
GONE = msg("That choice is no longer available.")


def clip(text: str, limit: int = LABEL_LIMIT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


@dataclass(frozen=True)
class Narrow:
    """One step narrowing an action type: by a field, or by a derived ``key`` of the action."""

    prompt: str  # what the step narrows, in words: "Which explorer?"
    field: str = ""
    key: Callable[[Action, View], Any] | None = None
    label: Callable[[Any, View], str] | None = None  # words for one value (one element when ``many``)
    many: bool = False  # a list-valued field: pick the set, which must equal an action's list
    # With ``many``: what a picked element counts as (a card's face), so that picking either of
    # two identical cards makes the one action the engine lists for them (AVS-080).
    alike: Callable[[Any, View], Any] | None = None
    ordered: bool = False  # values in their own order (0, 1, 2 black dice), not the legal list's
    # Words for one value from the actions it still leads to ("North → C11"), when the value alone
    # can't say where it goes; ``label`` otherwise.
    describe: Callable[[Any, list[Action], View], str] | None = None

    def value(self, action: Action, view: View) -> Any:
        return self.key(action, view) if self.key else action.get(self.field)

    def bag(self, picked: Sequence[Any], view: View) -> Counter[str]:
        """A picked set (or an action's list) as what it counts as: equal bags, same choice."""
        return Counter(_canon(self.alike(v, view) if self.alike else v) for v in picked)


@dataclass(frozen=True)
class Opener:
    """A public button for an action type whose offer reveals nothing ("Take 2…"): it opens
    that type's private choice, narrowed by ``where`` (field → value), for the seat alone."""

    label: str
    kind: str
    where: tuple[tuple[str, Any], ...] = ()


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
class Option:
    value: str
    label: str


@dataclass(frozen=True)
class Step:
    """A narrowing step at ``node``: a select (or a button row, each option a button)."""

    node: str
    prompt: str
    options: tuple[Option, ...]
    buttons: bool = False
    min_values: int = 1
    max_values: int = 1
    part: int = 0  # which chunk of a step whose values need several selects


@dataclass(frozen=True)
class Link:
    """A button that shows a node: "Back" to the first step, or a public opener."""

    label: str
    node: str
    scope: Scope
    style: Style = "secondary"


@dataclass(frozen=True)
class Links:
    links: tuple[Link, ...]


Control = Buttons | ChoiceSelect | Step | Links


def words(value: Any) -> str:
    """Default words for a field value."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list | tuple):
        return ", ".join(words(v) for v in value)
    return str(value).replace("_", " ")


def _canon(value: Any) -> str:
    return json.dumps(value, sort_keys=True, default=str)


def default_steps(actions: Sequence[Action]) -> tuple[Narrow, ...]:
    """The action's fields in order of first appearance, each a plain single choice."""
    fields: dict[str, None] = {}
    for action in actions:
        fields.update({k: None for k in action if k not in ("type", "label")})
    return tuple(Narrow(f"Which {f.replace('_', ' ')}?", f) for f in fields)


@dataclass
class Chooser:
    """The controls for one scope's offered actions, and where each click leads."""

    legal: Sequence[Action]
    offered: Sequence[int]  # indices into ``legal`` this scope offers
    view: View
    scope: Scope
    steps: Callable[[str, list[Action]], Sequence[Narrow]]
    action_label: Callable[[Action], str]
    value_label: Callable[[str, Narrow, Any], str]
    title: Callable[[str], str]
    style: Callable[[Action], Style] = lambda _action: "secondary"

    # --- walking a node --------------------------------------------------------------------

    def _kinds(self) -> dict[str, list[int]]:
        kinds: dict[str, list[int]] = {}
        for i in self.offered:
            kinds.setdefault(str(self.legal[i].get("type", "")), []).append(i)
        return kinds

    def _values(self, step: Narrow, cands: Sequence[int]) -> list[Any]:
        seen: dict[str, Any] = {}
        for i in cands:
            value = step.value(self.legal[i], self.view)
            for v in value if step.many else [value]:
                seen.setdefault(_canon(v), v)
        return sorted(seen.values()) if step.ordered else list(seen.values())

    def _next(self, cands: Sequence[int], steps: list[Narrow]) -> Narrow | None:
        """The next step that splits ``cands`` (consumed from ``steps``); None when buttons will do."""
        if len(cands) <= MAX_BUTTONS_PER_ROW:
            return None
        while steps:
            step = steps.pop(0)
            if len(self._values(step, cands)) > 1:
                return step
        return None

    def _narrow(self, step: Narrow, cands: list[int], part: str) -> list[int]:
        found = self._values(step, cands)
        values = [_canon(v) for v in found]
        try:
            numbers = {int(p) for p in part.split("-")}
            picked = {values[n] for n in numbers}
        except (ValueError, IndexError):
            raise IllegalAction(GONE) from None
        if step.many:
            bag = step.bag([found[n] for n in sorted(numbers)], self.view)
            return [i for i in cands if step.bag(step.value(self.legal[i], self.view), self.view) == bag]
        return [i for i in cands if _canon(step.value(self.legal[i], self.view)) in picked]

    def walk(self, path: Sequence[str]) -> tuple[list[int], list[Narrow]]:
        """The actions still possible at a node, and the steps not yet taken."""
        kind = self._kinds().get(path[0]) if path else None
        if not kind:
            raise IllegalAction(GONE)
        cands = list(kind)
        steps = list(self.steps(path[0], [self.legal[i] for i in cands]))
        for part in path[1:]:
            step = self._next(cands, steps)
            if step is None:
                raise IllegalAction(GONE)
            cands = self._narrow(step, cands, part)
            if not cands:
                raise IllegalAction(msg("No choice matches exactly that. Pick again."))
        return cands, steps

    # --- controls ----------------------------------------------------------------------

    def _choices(self, cands: Sequence[int]) -> list[Choice]:
        return [Choice(i, clip(self.action_label(self.legal[i])), self.style(self.legal[i])) for i in cands]

    def _words(self, kind: str, step: Narrow, value: Any, cands: Sequence[int]) -> str:
        if step.describe is None or step.many:
            return self.value_label(kind, step, value)
        key = _canon(value)
        led = [self.legal[i] for i in cands if _canon(step.value(self.legal[i], self.view)) == key]
        return step.describe(value, led, self.view)

    def _controls(self, path: list[str], cands: list[int], steps: list[Narrow]) -> list[Control]:
        kind = path[0]
        step = self._next(cands, steps)
        if step is None and len(cands) <= MAX_BUTTONS_PER_ROW:
            return [Buttons(tuple(self._choices(cands)))]
        if step is None:
            chunks = [cands[i : i + MAX_OPTIONS] for i in range(0, len(cands), MAX_OPTIONS)]
            return [ChoiceSelect(clip(f"{self.title(kind)}…", 150), tuple(self._choices(c))) for c in chunks]
        values = self._values(step, cands)
        loc = first_ours(self.view.get("language"))
        asked = tr(loc, step.prompt)
        node = ".".join(path)
        options = [Option(str(n), clip(self._words(kind, step, v, cands), 100)) for n, v in enumerate(values)]
        if step.many:
            sizes = {len(step.value(self.legal[i], self.view)) for i in cands}
            options = options[:MAX_OPTIONS]
            low, high = max(1, min(sizes)), min(max(sizes), len(options))
            if low == high:
                pick = tr(loc, "Pick {low}.", low=low)
            else:
                pick = tr(loc, "Pick {low} to {high}.", low=low, high=high)
            return [Step(node, clip(f"{asked} {pick}", 150), tuple(options), False, low, high)]
        if len(options) <= MAX_BUTTONS_PER_ROW:
            return [Step(node, asked, tuple(options), buttons=True)]
        parts = [options[i : i + MAX_OPTIONS] for i in range(0, len(options), MAX_OPTIONS)]
        return [Step(node, asked, tuple(p), part=n) for n, p in enumerate(parts)]

    def at(self, node: str, values: Sequence[str] = (), *, apply_single: bool = True) -> int | list[Control]:
        """Where a click leads: the index of the one action it picks, or the next step's controls."""
        path = [p for p in node.split(".") if p] if node else []
        if values:
            path.append(values[0] if not path else "-".join(sorted(values, key=lambda v: (len(v), v))))
        cands, steps = self.walk(path)
        if len(cands) == 1 and apply_single:
            return cands[0]
        back = tr(first_ours(self.view.get("language")), "Back")
        return [*self._controls(path, cands, steps), Links((Link(back, "", self.scope),))]

    def root(self, reserved: int = 1) -> list[Control]:
        """The first controls: small groups as buttons, big ones at their first step."""
        budget = MAX_ROWS - reserved
        rows: list[Control] = []
        pending: list[Choice] = []
        kinds = self._kinds()
        for kind, cands in kinds.items():
            if len(cands) <= MAX_BUTTONS_PER_ROW:
                if len(pending) + len(cands) > MAX_BUTTONS_PER_ROW:
                    rows.append(Buttons(tuple(pending)))
                    pending = []
                pending.extend(self._choices(cands))
                continue
            steps = list(self.steps(kind, [self.legal[i] for i in cands]))
            rows += self._controls([kind], cands, steps)
        if pending:
            rows.append(Buttons(tuple(pending)))
        if len(rows) <= budget:
            return rows
        # Too much for one message: keep the buttons, gather everything else under one select.
        buttons = [r for r in rows if isinstance(r, Buttons)]
        shown = {c.index for r in buttons for c in r.choices}
        rest = [k for k, cands in kinds.items() if cands[0] not in shown]
        if len(buttons) + 1 > budget:
            buttons, rest = [], list(kinds)
        options = tuple(Option(k, clip(self.title(k), 100)) for k in rest)
        asked = tr(first_ours(self.view.get("language")), "What would you like to do?")
        return [*buttons, Step("", asked, options[:MAX_OPTIONS])]

    def opener(self, opener: Opener, public: set[int]) -> Link | None:
        """The button for ``opener``, if some matching action is offered only here (privately)."""
        where = {field: _canon(value) for field, value in opener.where}
        cands = self._kinds().get(opener.kind, [])
        if not any(i not in public and all(_canon(self.legal[i].get(f)) == v for f, v in where.items()) for i in cands):
            return None
        steps = list(self.steps(opener.kind, [self.legal[i] for i in cands]))
        path = [opener.kind]
        while True:
            where = {f: v for f, v in where.items() if {_canon(self.legal[i].get(f)) for i in cands} != {v}}
            step = self._next(cands, steps) if where else None
            if step is None or step.field not in where:
                break  # as far as the steps go: the seat picks the rest
            values = [_canon(v) for v in self._values(step, cands)]
            path.append(str(values.index(where[step.field])))
            cands = self._narrow(step, cands, path[-1])
        return Link(opener.label, ".".join(path), self.scope, "primary")
