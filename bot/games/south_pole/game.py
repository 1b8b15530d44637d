"""The Roll to the South Pole engine object: the ``bot.engine.Game`` contract."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import (
    NUMBER,
    NUMBERS,
    TEXT,
    Action,
    ActionShape,
    BaseGame,
    Event,
    IllegalAction,
    Option,
    Outcome,
    State,
    event,
    who,
)
from bot.i18n.message import Msg, msg

from .play import HANDLERS, camp_here, give_up_turn, settle
from .rules import legal_actions, legal_actions_of, refusal
from .state import CHOOSE_DICE, FIRST_MOVE, SHAPE, SUCCESS, flags_placed, in_game, new_state, other_tent_at, record
from .turns import end_turn, finish
from .views import public_view, seat_view


class SouthPoleGame(BaseGame):
    key = "south-pole"
    title = "Roll to the South Pole"
    min_players = 2
    max_players = 5
    options: Mapping[str, Option] = {}  # the spec has no variants
    STATE_SHAPE = SHAPE
    time_out_by_rules = True  # RSP-069
    ACTION_SHAPES: Mapping[str, ActionShape] = {
        "choose": {"split": NUMBERS},
        "move": {"to": TEXT},
        "continue": {"to": TEXT},
        "peek": {"space": TEXT},
        "rest": {"die": NUMBER},
        "reroll": {"dice": NUMBERS},
        "recolour": {"die": NUMBER, "colour": TEXT},
        "give_up": {},
        "move_tent": {},
        "camp": {},
    }

    def setup(self, players: int, options: Mapping[str, object], seed: int) -> State:
        resolved = self.resolve(players, options)
        return new_state(players, resolved, seed)

    def to_act(self, state: State) -> list[int]:
        return [state["active"]] if state["result"] is None else []

    def seat_count(self, state: State) -> int:
        return len(state["seats"])

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return legal_actions(state, self.check_seat(state, seat))

    def candidates(self, state: State, seat: int, action: Mapping[str, Any]) -> list[Action]:
        # A pool can offer 63 rerolls: building them all for every move was most of a move.
        return legal_actions_of(state, seat, action["type"])

    def turn_refusal(self, state: State, seat: int) -> Msg:
        return refusal(state, seat, {})

    def refusal(self, state: State, seat: int, action: Action) -> Msg:
        return refusal(state, seat, action)

    def play(self, new: State, seat: int, legal: Action) -> tuple[State, list[Event]]:
        events: list[Event] = []
        HANDLERS[legal["type"]](new, seat, legal, events)
        settle(new, seat, events)
        record(new, events)
        return new, events

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return public_view(state) if seat is None else seat_view(state, self.check_seat(state, seat))

    def outcome(self, state: State) -> Outcome | None:
        result = state["result"]
        if result is None:
            return None
        scores = [float(flags_placed(state, seat)) for seat in range(state["players"])]
        outcome: Outcome = {"winners": list(result["winners"]), "scores": scores, "text": result["text"]}
        if "msg" in result:  # games finished before issue 24 keep their English sentence alone
            outcome["msg"] = result["msg"]
        return outcome

    def leave_refusal(self, state: State, seat: int) -> Msg | None:
        if state["result"] is not None:
            return msg("The game is over.")
        if not state["seats"][seat]["in_game"]:
            return msg("That seat is not in the game.")
        return None

    def leave(self, new: State, seat: int) -> tuple[State, list[Event]]:
        """RSP-066..RSP-068: out of the game, tent off the board, cubes back to the supply."""
        info = new["seats"][seat]
        new["supply"]["cubes"] += info["cubes"]
        info.update(cubes=0, tent=None, in_game=False, peeks=[])
        events = [event("leave", msg("{who} left the game.", who=who(seat)), seat=seat)]
        remaining = in_game(new)
        if len(remaining) == 1:
            last = remaining[0]
            finish(new, [last], "last_player", msg("{who} is the last explorer left and wins.", who=who(last)), events)
        elif seat == new["active"]:
            end_turn(new, events)  # RSP-067: no cube, no tent move
        record(new, events)
        return new, events

    def time_out(self, state: State, seat: int) -> tuple[State, list[Event]]:
        """RSP-069/RSP-093: the engine acts for the active seat whose time ran out. Before the first
        move the turn just ends; while failing it gives up; after a success it camps, or gives up
        where another tent stands."""
        self.check_seat(state, seat)
        if state["result"] is not None:
            raise IllegalAction(self.GAME_OVER)
        if seat != state["active"]:
            raise IllegalAction(self.turn_refusal(state, seat))
        new = self.STATE_SHAPE.successor(state)
        events: list[Event] = []
        phase = new["phase"]
        if phase in (CHOOSE_DICE, FIRST_MOVE):
            events.append(event("skip", msg("{who}'s turn ended without a move.", who=who(seat)), seat=seat))
            end_turn(new, events)
        elif phase == SUCCESS and not other_tent_at(new, new["explorer"], seat):
            camp_here(new, seat, events)
        else:  # failing, or a success on another explorer's tent: the turn ends as a Give up
            give_up_turn(new, seat, events, automatic=False)
        record(new, events)
        return new, events


GAME = SouthPoleGame()
