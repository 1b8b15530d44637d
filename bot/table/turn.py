"""What goes into the table and what comes out: a ``Command`` in, a ``Turn`` out.

A click is decoded by the UI into a ``Command`` (which game, at which version, which seat's
controls, who clicked, which action); the table applies it under the game's lock and answers
with a ``Turn``: everything the publisher needs to show the game without asking the engine
again. A request the table turns down raises ``Refusal`` with the sentence for its sender.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol

from bot.engine import Action, Event, Outcome
from bot.i18n import Msg
from bot.memory.results import Result
from bot.store import GameRow


class Refusal(Exception):
    """Why a request changed nothing, as a sentence for the person who made it."""

    def __init__(self, message: str | Msg) -> None:
        super().__init__(message if isinstance(message, str) else message.english())
        self.message = message  # a Msg is said in the reader's language (``bot.ui.host.tell``)


class Cause(StrEnum):
    """Why a turn message could not be posted."""

    PERMISSION = "permission"  # the channel refuses the bot (403: a permission is missing)
    ARCHIVED = "archived"  # the thread is archived or locked, and the bot can't reopen it
    GONE = "gone"  # the channel or thread no longer exists: the game is closed
    SLOW = "slow"  # rate limits or Discord errors: a retry will post it
    DATABASE = "database"  # the database did not answer in time


class Unposted(Exception):
    """The publisher could not post or edit a turn message. ``problem`` names what stops it, in
    words for players and moderators; ``shown_as`` is the copy shown through the click that made
    the move, when there was one (interaction follow-ups need no channel permission)."""

    def __init__(self, cause: Cause, problem: str | Msg, *, shown_as: int | None = None) -> None:
        super().__init__(problem if isinstance(problem, str) else problem.english())
        self.cause = cause
        self.problem = problem
        self.shown_as = shown_as


class Unconfirmed(Refusal):
    """A choice that ends the game for everyone (``Game.ending_choices``), clicked once: it is
    made only when clicked again as confirmed (``Command.confirmed``), as leaving is."""


@dataclass(frozen=True)
class Command:
    """One complete action a person asks for, as their click or command spelled it.

    ``choice`` is an index into the seat's legal actions at ``version`` (what a button
    carries), or the action itself (a slash command's setting change).
    """

    game: int
    version: int
    user: int
    choice: int | Action
    seat: int | None = None  # the seat whose controls were clicked; None: whichever seat is the user's
    confirmed: bool = False  # a second click on a choice that ends the game for everyone


@dataclass(frozen=True)
class Ended:
    """A turn message's whole turn once it is over: rewritten so, without controls."""

    events: list[Event]  # its lines, its player's last moves included
    view: dict[str, Any]  # the public view it last showed, for its headline (the picture stays)


@dataclass(frozen=True)
class Turn:
    """The game after a move (or at its start, or as it stands), ready to be shown."""

    game: GameRow  # the row as it now stands: state, version, seats
    events: list[Event]  # what the turn message shows: this move, or the whole turn so far
    new_message: bool  # a new turn message (it mentions whoever acts), or an edit of the current one
    waiting: list[int]  # the seats whose decision is pending ([] once the game is over)
    legal: list[Action]  # the legal actions of the one seat to act ([] when none or several)
    view: dict[str, Any]  # the public view, with the players' names
    outcome: Outcome | None
    seat: int | None = None  # who moved (None: a start, or a repost)
    action: Action | None = None
    seat_view: dict[str, Any] | None = None  # the mover's own view, for a private note to them
    moved: list[Event] = field(default_factory=list)  # the events of this move alone
    result: Result | None = None  # a finished game's places, turns and length
    posted: bool = True  # on screen (in the channel, or through the click); False: saved, not shown yet
    problem: Unposted | None = None  # what stopped the post, when something did
    # A new turn message's first move (its turn's lines are told from there); None: this version.
    since: int | None = None
    ended: Ended | None = None  # the previous turn message's turn, now over (this is a new turn's)

    @property
    def to_act(self) -> int | None:
        """The one seat to act, when exactly one is."""
        return self.waiting[0] if len(self.waiting) == 1 else None


class Publisher(Protocol):
    """How turns reach players: the table's only way out, implemented by the UI layer."""

    async def publish(self, turn: Turn) -> int | None:
        """Show ``turn``: a new turn message (``turn.new_message``: it mentions whoever acts) or an
        edit of the current one; returns the message's id. Raises ``Unposted`` when Discord refuses."""
        ...

    async def warn(self, game: GameRow, problem: Unposted) -> None:
        """Tell the host (and moderators, where the bot may post) what stops the turn messages."""
        ...

    async def closed(self, game: GameRow, text: str) -> None:
        """The game's channel is gone: tell its players by DM where they asked for DMs."""
        ...

    async def retire(self, game: GameRow, message_id: int, ended: Ended | None = None) -> None:
        """Take the controls off an earlier turn message; with ``ended``, also rewrite it to tell
        that whole turn (its last moves included) and nothing after."""
        ...

    async def notify(self, game: GameRow, message_id: int) -> None:
        """Turn notices by DM for those who asked."""
        ...

    async def notice(self, game: GameRow, text: str) -> None:
        """A plain message in the game's channel (a game closed as damaged)."""
        ...

    async def remind(self, game: GameRow, seats: list[int], last_call: bool) -> None:
        """Ping ``seats`` that their turn's clock is running out (and DM those who asked)."""
        ...


class OfflinePublisher:
    """The ``Publisher`` calls that only talk to Discord, as no-ops: a base for publishers with
    no Discord behind them (the demo, the bench, tests), which write only their ``publish``."""

    async def retire(self, game: GameRow, message_id: int, ended: Ended | None = None) -> None:
        return None

    async def notify(self, game: GameRow, message_id: int) -> None:
        return None

    async def notice(self, game: GameRow, text: str) -> None:
        return None

    async def remind(self, game: GameRow, seats: list[int], last_call: bool) -> None:
        return None

    async def warn(self, game: GameRow, problem: Unposted) -> None:
        return None

    async def closed(self, game: GameRow, text: str) -> None:
        return None


Aftermath = list[Callable[[], Awaitable[object]]]  # slow I/O that needs no lock: run after release
