"""The Pole to Pole game object: the contract's entry points, wired to the rule modules."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import (
    NOT_AN_ACTION,
    NUMBER,
    TEXT,
    Action,
    ActionShape,
    BaseGame,
    Event,
    IllegalAction,
    Option,
    OptionValue,
    Outcome,
    State,
    event,
    optional,
    or_none,
    who,
)
from bot.i18n.message import N_, Msg, msg
from bot.stateshape import COPY, Fields, Maybe, StateShape

from .cards import apply_card_action, card_actions
from .colour import apply_colour_pick, colour_actions
from .flow import MODES, advance, setup_state
from .movement import apply_move, legal_moves
from .moves import finish, unshelter
from .pieces import OUT, check_one_team_per_square, explorer_ids, living_teams, on_board
from .scoring import outcome
from .views import build_view, remember

# Which action types each decision phase takes (Decisions table of the spec).
PHASE_ACTIONS = {
    "move": ("move",),
    "colour": ("colour_pick", "decline"),
    "cards": ("card_move", "card_pick", "card_swap", "wind_roll", "decline"),
}
PHASE_REFUSALS = {
    "move": msg("That kind of action does not belong to the move phase."),
    "colour": msg("That kind of action does not belong to the colour phase."),
    "cards": msg("That kind of action does not belong to the cards phase."),
}
VIA = optional(or_none(TEXT))  # a column letter; absent counts as none
ACTION_SHAPES: dict[str, ActionShape] = {
    "move": {"explorer": TEXT, "dice": TEXT, "dir": TEXT, "via": VIA},
    "colour_pick": {"explorer": TEXT},
    "decline": {},
    "card_move": {"explorer": TEXT, "dir": TEXT, "dist": NUMBER, "via": VIA},
    "card_pick": {"explorer": TEXT},
    "card_swap": {"own": TEXT, "opponent": TEXT},
    "wind_roll": {},
}


def _start_log_of_log(state: State) -> State:
    """A state saved by an earlier version with a full event log: the log gives way to its start
    rolls and first player's line, in its place (events live in the moves table)."""
    if "log" not in state:
        return state
    if "start_log" in state:
        return {key: value for key, value in state.items() if key != "log"}
    return {
        ("start_log" if key == "log" else key): (_old_start_lines(value) if key == "log" else value)
        for key, value in state.items()
    }


def _old_start_lines(log: list[Any]) -> list[Any]:
    """The start rolls and the first player's line from a full log saved by an earlier version
    (English lines; a start line saved as a message counts as one too)."""
    lines = []
    for line in log:
        if isinstance(line, dict):
            lines.append(line)
            continue
        if not line.startswith("Start roll") and not line.endswith("rolled highest and goes first."):
            break
        lines.append(line)
    return lines


# Moves change a handful of small lists and dicts in place: those are copied, the rest (set up
# once or only ever replaced whole) is shared with the state before.
SHAPE = StateShape(
    shared=("players", "mode", "first", "active", "phase", "rounds", "teams", "team_names", "start_log", "rng", "end"),
    copied={
        **dict.fromkeys(
            ("sheltered", "goals", "tokens", "arrivals", "skips", "resigned", "deck", "discard", "pending"), COPY
        ),
        "explorers": COPY,
        "dice": Maybe(Fields(values=COPY, status=COPY)),
        "colour": Maybe(COPY),
        "recent": Fields(now=Fields(events=COPY)),  # "last" is replaced whole
    },
    upgrade=_start_log_of_log,
)


_MOVE_FIELDS = frozenset({"type", "label", *ACTION_SHAPES["move"]})


def _well_formed_move(action: dict[str, Any]) -> bool:
    """True for a move ``check_shape`` accepts, told at a glance: every listed move is one."""
    via = action.get("via")
    return (
        action["type"] == "move"
        and action.keys() <= _MOVE_FIELDS
        and isinstance(action.get("explorer"), str)
        and isinstance(action.get("dice"), str)
        and isinstance(action.get("dir"), str)
        and (via is None or isinstance(via, str))
    )


class PoleToPole(BaseGame):
    key = "pole-to-pole"
    title = "Pole to Pole"
    min_players = 2
    max_players = 4
    STATE_SHAPE = SHAPE
    options: Mapping[str, Option] = {
        "mode": Option(
            "mode",
            "With 4 players: pairs (two teams, each sharing a pole) or everyone for themselves.",
            "teams",
            choices=MODES,
            label=N_("Play"),
            value_words=(("teams", N_("in pairs")), ("ffa", N_("everyone for themselves"))),
        ),
    }
    ACTION_SHAPES = ACTION_SHAPES
    GAME_OVER = "Game over."

    def shown_options(self, players: int, options: Mapping[str, object]) -> dict[str, OptionValue]:
        """PTP-010: pairs or everyone alone is a choice with 4 players only; fewer play alone."""
        shown = super().shown_options(players, options)
        return shown if players == 4 else {k: v for k, v in shown.items() if k != "mode"}

    def setup(self, players: int, options: Mapping[str, object], seed: int) -> State:
        resolved = self.resolve(players, options)
        return setup_state(players, str(resolved["mode"]), seed)

    def to_act(self, state: State) -> list[int]:
        return [] if state["phase"] == "over" else [state["active"]]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if self.check_seat(state, seat) not in self.to_act(state):
            return []
        phase = state["phase"]
        if phase == "move":
            return legal_moves(state, seat)
        if phase == "colour":
            return colour_actions(state)
        return card_actions(state)

    def guard(self, state: State, seat: int, action: object) -> Action:
        """In the move phase, the action is checked by its shape and ``apply_move`` alone.

        Listing every die move (with labels) only to find the submitted one doubled the cost of a
        move; ``apply_move`` checks each move fully anyway (PTP-048: it also takes the variants
        the list leaves out), so the result and every refusal are the same."""
        if state["phase"] != "move":
            return super().guard(state, seat, action)
        self.check_seat(state, seat)
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise IllegalAction(NOT_AN_ACTION)
        if seat not in self.to_act(state):
            raise IllegalAction(self.turn_refusal(state, seat))
        if not _well_formed_move(action):
            self.check_shape(action)
        return self.unlisted(state, seat, action)

    def turn_refusal(self, state: State, seat: int) -> Msg:
        return msg("Not your turn.")

    def unlisted(self, state: State, seat: int, action: Action) -> Action:
        """PTP-048: legal_actions lists one of several equivalent choices (the A die on doubles,
        one explorer of a group); the phase's checks accept the others and name what is wrong."""
        phase = state["phase"]
        if action["type"] not in PHASE_ACTIONS[phase]:
            raise IllegalAction(PHASE_REFUSALS[phase])
        return action

    def play(self, new: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        phase = new["phase"]
        events: list[Event] = []
        if phase == "move":
            apply_move(new, seat, action, events)
        elif phase == "colour":
            self._colour(new, seat, action, events)
        else:
            apply_card_action(new, seat, action, events)
        advance(new, events)
        return self._settle(new, events)

    @staticmethod
    def _colour(state: State, seat: int, action: dict[str, Any], events: list[Event]) -> None:
        if action["type"] == "decline":
            events.append(event("colour_decline", msg("{who} declined the colour die.", who=who(seat))))
            state["phase"] = "cards"
        else:
            apply_colour_pick(state, seat, action, events)

    @staticmethod
    def _settle(state: State, events: list[Event]) -> tuple[State, list[Event]]:
        check_one_team_per_square(state)  # PTP-020 after every change
        remember(state, events)  # the picture's "what just happened"
        return state, events

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return build_view(state, seat if seat is None else self.check_seat(state, seat))

    def outcome(self, state: State) -> Outcome | None:
        return outcome(state)

    def leave_refusal(self, state: State, seat: int) -> Msg | None:
        if state["phase"] == "over":
            return msg("Game over.")
        if state["resigned"][seat]:
            return msg("You have already resigned.")
        return None

    def leave(self, new: State, seat: int) -> tuple[State, list[Event]]:
        """PTP-077, PTP-078, PTP-084: the seat's explorers leave; the game goes on or ends."""
        events: list[Event] = [event("resign", msg("{who} resigned.", who=who(seat)), seat=seat)]
        new["resigned"][seat] = True
        for explorer in explorer_ids(seat):
            if on_board(new["explorers"][explorer]):
                new["explorers"][explorer] = OUT
                unshelter(new, explorer)
        alive = living_teams(new)
        if len(alive) == 1:
            finish(new, "last-team", events, side=alive[0])
            return self._settle(new, events)
        if seat == new["active"]:
            new["discard"].extend(new["pending"])  # the turn ends at once; its cards go unplayed
            new["pending"] = []
            new["phase"] = "end"
        advance(new, events)
        return self._settle(new, events)


GAME = PoleToPole()
