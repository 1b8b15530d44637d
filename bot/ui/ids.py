"""Control ids: what a click carries, as typed values written once and read once.

Every control's custom id is a small frozen dataclass with one ``encode()`` and one
``decode()``, as python-chess has ``Move.uci()`` and ``Move.from_uci()``; the control's
``DynamicItem`` template comes from the same field list, so the grammar is written once per
control. The format is the one posted buttons already carry, so they keep working:

>>> PickId(12, 40, 1, 3).encode()
'ib:a:12:40:1:3'
>>> StepSelectId.decode('ib:t:12:40:1:0:p:move.2')
StepSelectId(game=12, version=40, seat=1, part=0, scope=<Scope.PUBLIC: 'p'>, node='move.2')
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any, ClassVar, Self

PREFIX = "ib"
_NUMBER = r"\d+"
_NODE = r"[a-z0-9_.\-]*"  # a narrowing position: "move.2.0", "reroll.0-3-4"
_VALUE = r"[a-z0-9_\-]+"  # one step value: an index, or indices joined by "-"


class Scope(StrEnum):
    """Where a decision's controls sit: the public turn message or the seat's private reply."""

    PUBLIC = "p"
    PRIVATE = "v"


class LobbyOp(StrEnum):
    JOIN = "join"
    LEAVE = "leave"
    BOT = "bot"
    START = "start"
    CANCEL = "cancel"


# A field's annotation (a string, under postponed annotations) → how its text reads and parses.
_KINDS: dict[str, tuple[str, Any]] = {
    "int": (_NUMBER, int),
    "str": (_VALUE, str),
    "Scope": ("[pv]", Scope),
    "LobbyOp": ("|".join(LobbyOp), LobbyOp),
}


class ControlId:
    """Base of every id: ``KIND`` is its letter, the dataclass fields its parts in order."""

    KIND: ClassVar[str]
    TEXT: ClassVar[dict[str, str]] = {}  # a text field's own pattern (nodes may hold dots)

    @classmethod
    def template(cls) -> str:
        """The regular expression discord.py routes this control's clicks by."""
        parts = [f"(?P<{f.name}>{cls.TEXT.get(f.name) or _KINDS[str(f.type)][0]})" for f in fields(cls)]  # type: ignore[arg-type]
        return ":".join([PREFIX, cls.KIND, *parts])

    def encode(self) -> str:
        return ":".join([PREFIX, self.KIND, *(str(getattr(self, f.name)) for f in fields(self))])  # type: ignore[arg-type]

    @classmethod
    def decode(cls, text: str) -> Self:
        """The id a custom id spells; ``ValueError`` when it spells none of this kind."""
        match = re.fullmatch(cls.template(), text)
        if match is None:
            raise ValueError(f"not a {cls.__name__}: {text!r}")
        return cls.from_match(match)

    @classmethod
    def from_match(cls, match: re.Match[str]) -> Self:
        """The id from a match of ``template()`` (what discord.py hands a dynamic item)."""
        return cls(**{f.name: _KINDS[str(f.type)][1](match[f.name]) for f in fields(cls)})  # type: ignore[arg-type]


@dataclass(frozen=True)
class DecisionId(ControlId):
    """A control of one seat's decision at one version of a game."""

    game: int
    version: int
    seat: int


@dataclass(frozen=True)
class PickId(DecisionId):
    """A button that completes an action: its index in the seat's legal list."""

    KIND = "a"
    index: int


@dataclass(frozen=True)
class PickSelectId(DecisionId):
    """A select of complete actions (each option's value is a legal index); ``tag`` tells selects apart."""

    KIND = "s"
    tag: int


@dataclass(frozen=True)
class StepSelectId(DecisionId):
    """A narrowing step as a select, at ``node``."""

    KIND = "t"
    TEXT: ClassVar[dict[str, str]] = {"node": _NODE}
    part: int
    scope: Scope
    node: str


@dataclass(frozen=True)
class StepButtonId(DecisionId):
    """One value of a narrowing step as a button."""

    KIND = "u"
    TEXT: ClassVar[dict[str, str]] = {"value": _VALUE, "node": _NODE}
    value: str
    scope: Scope
    node: str


@dataclass(frozen=True)
class LinkId(DecisionId):
    """A button that shows a node: Back to the first step, or a public opener of a private choice."""

    KIND = "n"
    TEXT: ClassVar[dict[str, str]] = {"node": _NODE}
    scope: Scope
    node: str


@dataclass(frozen=True)
class ConfirmId(DecisionId):
    """The second click on a choice that ends the game for everyone: its index, confirmed."""

    KIND = "c"
    index: int


@dataclass(frozen=True)
class PrivateId(ControlId):
    """ "My view": the clicker's own secrets and, when it is their decision, their controls."""

    KIND = "v"
    game: int


@dataclass(frozen=True)
class LeaveId(ControlId):
    """The confirmation under ``/<game> resign``, for one player."""

    KIND = "r"
    game: int
    user: int


@dataclass(frozen=True)
class LobbyId(ControlId):
    KIND = "l"
    game: int
    op: LobbyOp


@dataclass(frozen=True)
class ClockId(ControlId):
    """The lobby's turn-clock select."""

    KIND = "k"
    game: int


@dataclass(frozen=True)
class BotLevelId(ControlId):
    """The lobby's "Add a bot at a level…" select (each option's value is a level)."""

    KIND = "e"
    game: int


@dataclass(frozen=True)
class ReclaimId(ControlId):
    """Take back the seat a bot has been playing for you."""

    KIND = "b"
    game: int


StepId = StepSelectId | StepButtonId | LinkId  # a click that narrows, or shows a node


@dataclass(frozen=True)
class RematchId(ControlId):
    """The game-over message's Rematch: a new lobby with the same people, options and clock."""

    KIND = "m"
    game: int


@dataclass(frozen=True)
class ReplayId(ControlId):
    """The game-over message's Replay: the whole game as an animated picture."""

    KIND = "w"
    game: int


@dataclass(frozen=True)
class HistoryId(ControlId):
    """Older / Newer under a private history page: the page to show (worked out again per click)."""

    KIND = "h"
    game: int
    page: int
