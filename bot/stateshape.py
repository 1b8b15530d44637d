"""One copy discipline for every engine's state: ``apply`` never changes the state it is given.

A move is carried out on a *successor* of the state it was given: a new top-level dict in which
every container a move may change in place is a fresh copy, while everything a move only ever
replaces whole is shared with the state before (copy on write, declared once per game rather
than promised in a docstring per engine). Each engine declares its state's ``StateShape``::

    SHAPE = StateShape(
        shared=("players", "round", ...),  # only ever replaced by a new value
        copied={"seats": Each(COPY), "turn": Maybe(Fields(plan=COPY))},  # changed in place
    )

and ``BaseGame.apply`` and ``BaseGame.resign`` hand the engine ``SHAPE.successor(state)``. The
copier is built once, from the shape, as the plain statements one would write by hand, so the
declaration costs a move nothing. A key the shape does not know (a state of another version) is
deep-copied. tests/core/test_state_copy.py plays random games of every engine and checks that
``apply`` leaves its input as it was and shares with its result only what the shape calls shared.
"""

from __future__ import annotations

import pickle
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

T = TypeVar("T")
State = dict[str, Any]


def clone(data: T) -> T:
    """A deep copy of JSON data. A pickle round trip copies it exactly (shared references and
    all, as ``copy.deepcopy`` does) about three times faster."""
    copied: T = pickle.loads(pickle.dumps(data, pickle.HIGHEST_PROTOCOL))
    return copied


class Shape:
    """How one container of a state is copied for the next move."""


@dataclass(frozen=True)
class Copy(Shape):
    """The container (a list or a dict) is copied; what it holds is shared."""


COPY = Copy()


@dataclass(frozen=True)
class Each(Shape):
    """A list copied, each of its items copied as ``item`` says."""

    item: Shape


@dataclass(frozen=True)
class Last(Shape):
    """A list copied, only its last item copied as ``item`` says (the only one moves rewrite)."""

    item: Shape


@dataclass(frozen=True)
class Maybe(Shape):
    """None (or, as an entry of ``Fields``, no entry at all) is left as it is; else ``shape``."""

    shape: Shape


class Fields(Shape):
    """A dict copied, the named entries copied as their shapes say, the others shared."""

    def __init__(self, **shapes: Shape) -> None:
        self.shapes: dict[str, Shape] = shapes

    def __repr__(self) -> str:
        return f"Fields({', '.join(f'{key}={shape!r}' for key, shape in self.shapes.items())})"


class _Writer:
    """Python source of copier functions for shapes, with the names it refers to."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.names: dict[str, Any] = {}
        self._count = 0

    def temp(self) -> str:
        self._count += 1
        return f"_t{self._count}"

    def function(self, shape: Shape) -> str:
        """The name of a new function returning a copy of its argument as ``shape`` says."""
        name = f"_copy{self.temp()}"
        body = [f"def {name}(old):"]
        if isinstance(shape, Maybe):
            body.append("    if old is None:\n        return None")
            shape = shape.shape
        self.copy(shape, "old", "new", body, "    ")
        self.lines += [*body, "    return new", ""]
        return name

    def copy(self, shape: Shape, source: str, target: str, out: list[str], indent: str) -> None:
        """Statements making ``target`` (which holds the value ``source`` names) a copy of it."""
        if isinstance(shape, Copy):
            out.append(f"{indent}{target} = {source}.copy()")
        elif isinstance(shape, Each):
            if isinstance(shape.item, Copy):
                out.append(f"{indent}{target} = [item.copy() for item in {source}]")
            else:
                out.append(f"{indent}{target} = list(map({self.function(shape.item)}, {source}))")
        elif isinstance(shape, Last):
            copied = self.temp()
            out += [f"{indent}{copied} = {target} = {source}.copy()", f"{indent}if {copied}:"]
            self.copy(shape.item, f"{copied}[-1]", f"{copied}[-1]", out, indent + "    ")
        elif isinstance(shape, Maybe):
            value = self.temp()
            out += [f"{indent}{value} = {source}", f"{indent}if {value} is not None:"]
            self.copy(shape.shape, value, target, out, indent + "    ")
        elif isinstance(shape, Fields):
            copied = self.temp()
            out.append(f"{indent}{copied} = {target} = {source}.copy()")
            self.entries(shape.shapes, copied, out, indent)
        else:
            raise TypeError(f"not a shape: {shape!r}")

    def entries(self, shapes: Mapping[str, Shape], copied: str, out: list[str], indent: str) -> None:
        """Statements copying the named entries of the dict ``copied`` (a copy already) in place."""
        for key, shape in shapes.items():
            entry = f"{copied}[{key!r}]"
            if isinstance(shape, Maybe):  # an entry that may be missing is read with get
                value = self.temp()
                out += [f"{indent}{value} = {copied}.get({key!r})", f"{indent}if {value} is not None:"]
                self.copy(shape.shape, value, entry, out, indent + "    ")
            else:
                self.copy(shape, entry, entry, out, indent)

    def build(self) -> dict[str, Any]:
        """The functions written so far, by name."""
        scope = dict(self.names)
        exec("\n".join(self.lines), scope)  # the source written above from a declared shape
        return scope


class StateShape:
    """Which top-level entries of a game's state are shared with the next state (moves only
    replace them) and how the others are copied. ``upgrade`` turns a state saved by an earlier
    version into this version's keys (without changing it), before the copy."""

    def __init__(
        self,
        shared: Iterable[str] = (),
        copied: Mapping[str, Shape] | None = None,
        upgrade: Callable[[State], State] | None = None,
    ) -> None:
        self.shared = frozenset(shared)
        self.copied: dict[str, Shape] = dict(copied or {})
        both = self.shared & self.copied.keys()
        if both:
            raise ValueError(f"keys both shared and copied: {sorted(both)}")
        self.keys = self.shared | self.copied.keys()
        self.upgrade = upgrade
        writer = _Writer()
        names = {key: writer.function(shape) for key, shape in self.copied.items()}  # for other states
        # The usual state, with exactly the declared keys: every copy spelled out in one function.
        body: list[str] = []
        writer.entries(self.copied, "new", body, "    ")
        writer.lines += [
            "def successor(old):",
            "    if old.keys() != KEYS:",
            "        return other_successor(old)",
            "    new = old.copy()",
            *body,
            "    return new",
        ]
        writer.names.update(KEYS=self.keys, other_successor=self._other_successor)
        built = writer.build()
        self.successor: Callable[[State], State] = built["successor"]
        self._copiers = {key: built[name] for key, name in names.items()}
        self.source = "\n".join(writer.lines)  # the copier as written, for anyone who wonders

    def _other_successor(self, old: State) -> State:
        """``successor`` of a state with keys missing (an older save) or unknown (deep-copied)."""
        state = old if self.upgrade is None else self.upgrade(old)
        new: State = {}
        for key, value in state.items():
            if key in self.shared:
                new[key] = value
            elif key in self._copiers:
                new[key] = self._copiers[key](value)
            else:
                new[key] = clone(value)
        return new


NOTHING_SHARED = StateShape()  # every key unknown, so every key deep-copied: safe, and slow
