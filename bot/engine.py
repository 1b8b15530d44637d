"""The game contract every rules engine honours, and the few helpers engines share.

Engines are pure: no discord, no PIL, no I/O. State is JSON data; ``apply`` returns a
new state and never touches the one it was given: each engine declares its state's
``STATE_SHAPE`` (bot/stateshape.py) and ``BaseGame`` hands its moves a successor copied by
it. Randomness lives in the state as the saved state of a ``random.Random``, so the same
seed and the same actions replay a game bit for bit. See docs/architecture.md, "The game contract".
"""

from __future__ import annotations

import json
import random
import re
import secrets
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, TypedDict, TypeVar, runtime_checkable

from bot import actionshape
from bot.actionshape import ActionShape as ActionShape
from bot.actionshape import Field as Field
from bot.i18n.message import Msg, msg
from bot.illegal import BadOption as BadOption
from bot.illegal import IllegalAction as IllegalAction
from bot.illegal import Text as Text
from bot.options import Option as Option
from bot.options import OptionValue as OptionValue
from bot.options import resolve_options as resolve_options
from bot.stateshape import NOTHING_SHARED, StateShape

# The shape of a submitted action, kept in its own module and named here, where engines look.
optional, or_none = actionshape.optional, actionshape.or_none
TEXT, TEXTS, NUMBER, FLAG = actionshape.TEXT, actionshape.TEXTS, actionshape.NUMBER, actionshape.FLAG
NUMBERS = actionshape.NUMBERS
State = dict[str, Any]
Action = dict[str, Any]  # {"type": ..., "label": "Move to D4", ...arguments}
Event = dict[str, Any]  # {"type": ..., "text": "{p0} rolled 3 1 0", "msg": {its message id and parameters}, ...}
# An event of this type begins a seat's turn ("It is {p1}'s turn."): the table shows it and what
# follows in the new turn's message, and what came before in the previous player's message.
TURN_BEGINS = "turn"

T = TypeVar("T")


class Outcome(TypedDict, total=False):
    winners: list[int]  # seats that won; several for a shared win, none for "nobody"
    scores: list[float]  # per seat, where the game keeps a score
    ranking: list[list[int]]  # groups of tied seats, best first
    text: str  # one line for the final message: "{p1} planted the last flag."
    msg: dict[str, Any]  # the same as a message (``Msg.data``), where the engine gave one


NOT_AN_ACTION = msg("That isn't an action in this game.")
NO_SUCH_SEAT = "There is no such seat in this game."


@runtime_checkable
class Game(Protocol):
    # Read-only members, so an engine may declare them as plain class attributes of any subtype.
    @property
    def key(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def min_players(self) -> int: ...
    @property
    def max_players(self) -> int: ...
    @property
    def options(self) -> Mapping[str, Option]: ...

    def player_range(self, options: Mapping[str, object]) -> tuple[int, int]: ...
    def setup(self, players: int, options: Mapping[str, object], seed: int) -> State: ...
    def to_act(self, state: State) -> list[int]: ...
    def legal_actions(self, state: State, seat: int) -> list[Action]: ...
    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]: ...
    def view(self, state: State, seat: int | None) -> dict[str, Any]: ...
    def outcome(self, state: State) -> Outcome | None: ...
    def resign(self, state: State, seat: int) -> tuple[State, list[Event]]: ...
    def private_action(self, action: Action) -> bool: ...
    def forced(self, state: State, seat: int, legal: Sequence[Action]) -> Action | None: ...
    def time_out(self, state: State, seat: int) -> tuple[State, list[Event]] | None: ...
    def action_words(self, state: State, seat: int, action: Action) -> Text: ...
    def shown_options(self, players: int, options: Mapping[str, object]) -> dict[str, OptionValue]: ...
    @property
    def ending_choices(self) -> frozenset[str]: ...
    @property
    def time_out_by_rules(self) -> bool: ...


class BaseGame:
    """Shared plumbing for engines: option handling, seat checks, matching submitted actions,
    and the copy of the state every move and every leaving is carried out on.

    ``apply`` runs ``guard`` once, before any move logic (the reducer model): the seat, the
    action's form, the game still running, the seat's turn and the action being one of
    ``legal_actions``. Only then does the engine's ``play`` see the matched legal action, on
    ``STATE_SHAPE.successor`` of the state; ``resign`` likewise asks ``leave_refusal`` first and
    then has ``leave`` change the successor. Subclasses set the class attributes,
    ``ACTION_SHAPES`` and ``STATE_SHAPE``, and implement the game.
    """

    key: str = ""
    title: str = ""
    min_players: int = 1
    max_players: int = 1
    options: Mapping[str, Option] = {}
    # Every action type the engine knows, with its arguments: refusals of a malformed action
    # are decided here, so an engine's own explanations only ever see well-formed actions.
    ACTION_SHAPES: Mapping[str, ActionShape] = {}
    GAME_OVER: Text = msg("The game is over.")
    # Which parts of a state moves change in place (copied for each move) and which they only
    # replace (shared with the state before): ``apply`` never changes the state it is given.
    STATE_SHAPE: StateShape = NOTHING_SHARED
    # Action types a player may choose that end the game for everyone at once (Amundsen's
    # freeze): the UI asks for a second click first, as it does for resigning.
    ending_choices: frozenset[str] = frozenset()
    # True when ``time_out`` acts for a late seat by the game's own rules (no bot plays the turn):
    # the turn line and reminders say so.
    time_out_by_rules: bool = False

    def player_range(self, options: Mapping[str, object]) -> tuple[int, int]:
        return self.min_players, self.max_players

    def shown_options(self, players: int, options: Mapping[str, object]) -> dict[str, OptionValue]:
        """The lobby's options as a game with ``players`` seats would play them: those that change
        nothing with that many seats left out, defaults such as "auto" as what they come to."""
        return {key: value for key, value in options.items() if key in self.options and isinstance(value, OptionValue)}

    def resolve(self, players: int, options: Mapping[str, object]) -> dict[str, OptionValue]:
        resolved = resolve_options(self.options, options)
        low, high = self.player_range(resolved)
        if not low <= players <= high:
            span = f"{low}" if low == high else f"{low}–{high}"
            title = msg(self.title)
            raise BadOption(
                msg("{title} with these options needs {span} players, not {n}.", title=title, span=span, n=players)
            )
        return resolved

    def to_act(self, state: State) -> list[int]:
        raise NotImplementedError

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        raise NotImplementedError

    def outcome(self, state: State) -> Outcome | None:
        raise NotImplementedError

    def private_action(self, action: Action) -> bool:
        """True when offering ``action`` in public would reveal a secret of the acting seat
        (it names a hand card): such actions are offered only in the seat's private reply.

        ``legal_actions`` lists the public actions first (public first): a public control
        carries its index into that list in its button id, so the index must not count the
        private actions (hand cards) that would otherwise come before it."""
        return False

    def forced(self, state: State, seat: int, legal: Sequence[Action]) -> Action | None:
        """The action the table may make for ``seat`` without asking: one that is all that is
        left and decides nothing ("End turn", a pass with nothing else to play), made at once
        with a line saying so. None (the default) when the seat has a choice, or when making it
        by itself would tell the other seats a secret (an automatic pass betrays an empty hand).

        ``legal`` is ``legal_actions(state, seat)``; the answer is one of its elements.
        An engine that makes some ``forced`` also words them as messages (``action_words``)."""
        return None

    def time_out(self, state: State, seat: int) -> tuple[State, list[Event]] | None:
        """What the game's own rules do when ``seat``'s turn clock runs out (not a player's action,
        so ``legal_actions`` never lists it), as ``apply`` would return it. None (the default) when
        the rules say nothing: the table then has a bot play the turn."""
        return None

    def action_words(self, state: State, seat: int, action: Action) -> Text:
        """``action``, one of ``seat``'s legal actions in ``state``, as a message chosen when
        shown (the table's line for a move it made for the seat: "Nothing else to do: …").

        The ``label`` fields are English data saved with the moves, never looked up in a
        catalog; this default is that English, for engines that never force an action. One
        whose ``forced`` makes some overrides it (tests/i18n/test_forced_words.py checks it)."""
        return str(action.get("label") or action["type"])

    # --- the checks every move needs, in one place -------------------------------------

    def seat_count(self, state: State) -> int:
        """How many seats the game in ``state`` has (left or resigned seats included)."""
        return int(state["players"])

    def check_seat(self, state: State, seat: object) -> int:
        """``seat`` as a seat of this game: a real int (not True, 1.0 or "0") in range."""
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.seat_count(state):
            raise IllegalAction(NO_SUCH_SEAT)
        return seat

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        legal = self.guard(state, seat, action)
        return self.play(self.STATE_SHAPE.successor(state), seat, legal)

    def play(self, new: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        """Carry out ``action``, already matched by ``guard``, on ``new``: the successor of the
        state it was given, which the move may change in place where ``STATE_SHAPE`` copies."""
        raise NotImplementedError

    def resign(self, state: State, seat: int) -> tuple[State, list[Event]]:
        """The seat leaves the game (any time, not an action): refused with ``leave_refusal``'s
        sentence, else carried out by ``leave`` on the successor of ``state``."""
        self.check_seat(state, seat)
        reason = self.leave_refusal(state, seat)
        if reason is not None:
            raise IllegalAction(reason)
        return self.leave(self.STATE_SHAPE.successor(state), seat)

    def leave_refusal(self, state: State, seat: int) -> Text | None:
        """Why ``seat`` may not leave now (the game is over, the seat has left), or None."""
        return self.GAME_OVER if self.outcome(state) is not None else None

    def leave(self, new: State, seat: int) -> tuple[State, list[Event]]:
        """The seat leaves, on ``new`` (the successor, as for ``play``)."""
        raise NotImplementedError

    def guard(self, state: State, seat: int, action: object) -> Action:
        """The legal action ``action`` names for ``seat``, or IllegalAction with a sentence."""
        self.check_seat(state, seat)
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise IllegalAction(NOT_AN_ACTION)
        if self.outcome(state) is not None:
            raise IllegalAction(self.GAME_OVER)
        if seat not in self.to_act(state):
            raise IllegalAction(self.turn_refusal(state, seat))
        legal = find_action(self.candidates(state, seat, action), action)
        if legal is not None:
            return legal
        self.check_shape(action)
        return self.unlisted(state, seat, action)

    def candidates(self, state: State, seat: int, action: Mapping[str, Any]) -> list[Action]:
        """The legal actions that could equal ``action``, asked after the seat, game-over and turn
        checks passed. An engine whose full list is slow to build narrows it here (e.g. to the
        action's type), so matching one move never lists every move."""
        return self.legal_actions(state, seat)

    def check_shape(self, action: Mapping[str, Any]) -> None:
        """Refuses an action whose type or arguments this game does not know.

        An engine that declares no shapes only ever gives the generic ``refusal``."""
        if not self.ACTION_SHAPES:
            return
        shape = self.ACTION_SHAPES.get(action["type"])
        if shape is None:
            raise IllegalAction(NOT_AN_ACTION)
        given = [name for name in action if name not in ("type", "label")]  # in order: same input, same reason
        if any(name not in shape for name in given):
            raise IllegalAction(msg("That move carries details this game doesn't use."))
        if any(field.required and name not in action for name, field in shape.items()):
            raise IllegalAction(msg("That move is missing some of its details."))
        for name in given:
            if not shape[name].fits(action[name]):
                raise IllegalAction(msg("One detail of that move must be {kind}.", kind=shape[name].kind))

    def turn_refusal(self, state: State, seat: int) -> Text:
        """Why ``seat``, a seat of the game, may not act now."""
        return msg("It isn't your turn.")

    def unlisted(self, state: State, seat: int, action: Action) -> Action:
        """A well-formed action that is none of the legal ones: refused with the engine's reason."""
        raise IllegalAction(self.refusal(state, seat, action))

    def refusal(self, state: State, seat: int, action: Action) -> Text:
        """The most specific sentence for a well-formed action that is not legal now."""
        return msg("That move isn't allowed right now.")


# --- actions and events -------------------------------------------------------------


def action_key(action: Mapping[str, Any]) -> str:
    """Canonical text of an action without its label: equal keys mean the same action."""
    return json.dumps({k: v for k, v in action.items() if k != "label"}, sort_keys=True)


def same_data(expected: object, given: object) -> bool:
    """JSON equality without encoding: True is not 1 and 1.0 is not 1, as in JSON text.

    Recursion follows ``expected`` (a legal action), so deeply nested input ends early."""
    if isinstance(expected, list | tuple):
        return (
            isinstance(given, list | tuple)
            and len(expected) == len(given)
            and all(same_data(e, g) for e, g in zip(expected, given, strict=True))
        )
    if isinstance(expected, dict):
        return (
            isinstance(given, dict)
            and expected.keys() == given.keys()
            and all(same_data(value, given[name]) for name, value in expected.items())
        )
    return type(expected) is type(given) and expected == given


def find_action(legal: Sequence[Action], action: Mapping[str, Any]) -> Action | None:
    """The legal action ``action`` names (its keys and values equal, ignoring "label")."""
    kind = action.get("type")
    size = len(action) - ("label" in action)
    for candidate in legal:
        # Cheap tests first: most candidates differ in type, number of arguments or plain ==.
        if candidate["type"] != kind or len(candidate) - ("label" in candidate) != size:
            continue
        for name, value in candidate.items():
            if name != "label" and (name not in action or value != action[name]):
                break
        else:
            if all(name == "label" or same_data(value, action[name]) for name, value in candidate.items()):
                return candidate
    return None


def who(seat: int) -> str:
    """A placeholder for a seat's name in event text; the table puts the display name in."""
    return f"{{p{seat}}}"


_WHO = re.compile(r"\{p(\d+)\}")


def name_seats(text: str, names: Sequence[str]) -> str:
    def name(m: re.Match[str]) -> str:
        seat = int(m.group(1))
        return names[seat] if seat < len(names) else f"Seat {seat + 1}"

    return _WHO.sub(name, text)


def event(kind: str, text: Text, **details: Any) -> Event:
    """An event: its English ``text`` (what older saves hold alone) and, for a message, its id and
    parameters, so it is read in each reader's language when shown."""
    if isinstance(text, Msg):
        return {"type": kind, "text": text.english(), "msg": text.data(), **details}
    return {"type": kind, "text": text, **details}


def outcome_text(outcome: Outcome, text: Text) -> Outcome:
    """``outcome`` with its result sentence: ``text`` in English and, for a message, ``msg``."""
    if isinstance(text, Msg):
        return {**outcome, "text": text.english(), "msg": text.data()}
    return {**outcome, "text": text}


# --- state and randomness -------------------------------------------------------------


def new_seed() -> int:
    return secrets.randbits(63)


def make_rng(seed: int) -> random.Random:
    return random.Random(seed)


def save_rng(rng: random.Random) -> list[Any]:
    """The generator's state as JSON data (it is a tuple of ints)."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def load_rng(saved: Sequence[Any]) -> random.Random:
    rng = random.Random()
    rng.setstate((saved[0], tuple(saved[1]), saved[2]))
    return rng


def roll(rng: random.Random, faces: Sequence[T]) -> T:
    """One die roll: every face equally likely."""
    return rng.choice(faces)
