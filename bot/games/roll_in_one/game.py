"""The Roll In One game object: options, setup, the decision dispatch and leaving."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine import (
    FLAG,
    NUMBER,
    NUMBERS,
    TEXT,
    Action,
    ActionShape,
    BaseGame,
    Event,
    OptionValue,
    Outcome,
    State,
    Text,
    event,
    find_action,
    make_rng,
    optional,
    save_rng,
    who,
)
from bot.i18n import N_, Msg, msg

from . import cards, design, flight, landing, leaving, rollwindow, turns
from .common import decide
from .data import CLUBS, GOLFERS
from .explain import explain
from .geometry import direction_name
from .start import (
    OPTIONS,
    SOLO_ROUND_HOLES,
    default_holes,
    effective_mode,
    golfer_actions,
    new_state,
    next_picker,
    player_range,
)
from .successor import SHAPE, SavedRandom
from .views import build_view
from .words import card_msg, club_msg, direction_msg


class RollInOne(BaseGame):
    key = "roll-in-one"
    title = "Roll In One"
    min_players = 1
    max_players = 5
    options = OPTIONS
    STATE_SHAPE = SHAPE
    ACTION_SHAPES: Mapping[str, ActionShape] = {
        "golfer": {"golfer": TEXT},
        "attach": {"board": TEXT, "port": TEXT, "board_port": TEXT},
        "green": {"board": TEXT, "cell": NUMBERS},
        "preset": {"name": TEXT},
        "random": {},
        "undo": {},
        "confirm": {},
        "finish": {},
        "nudge": {"to": NUMBERS},
        "no_nudge": {},
        "swing": {"club": TEXT, "dir": NUMBER},
        "card": {
            "card": TEXT,
            "turn": optional(TEXT),
            "face": optional(TEXT),
            "delta": optional(NUMBER),
            "club": optional(TEXT),
        },
        "settings": {"pause_rolls": optional(TEXT), "auto_pass": optional(FLAG)},
        "accept": {},
        "handicap": {"delta": NUMBER},
        "big_hitter": {},
        "token_reroll": {},
        "token_turn": {"turn": TEXT},
        "curve": {"dir": NUMBER},
        "fly_on": {},
        "stop": {},
        "continue": {},
        "pass": {},
        "slide": {},
        "stay": {},
        "ricochet": {"ball": NUMBER, "to": NUMBERS},
        "move_green": {"board": TEXT, "cell": NUMBERS},
    }

    def player_range(self, options: Mapping[str, object]) -> tuple[int, int]:
        return player_range(options)

    def shown_options(self, players: int, options: Mapping[str, object]) -> dict[str, OptionValue]:
        """The mode "auto" comes to (RIO-152), the number of holes played (RIO-037, RIO-114; none
        for one shared course or survival), and no reaction options alone (RIO-113) or without
        Feeling Mean (RIO-103)."""
        shown = super().shown_options(players, options)
        kind = effective_mode(shown, players)
        if "mode" in shown:
            shown["mode"] = kind
        if "holes" in shown:
            holes = shown.pop("holes")
            if kind in ("standard", "solo_round") and isinstance(holes, int):
                shown["holes"] = holes or (default_holes(players) if kind == "standard" else SOLO_ROUND_HOLES)
        if players == 1:
            shown = {k: v for k, v in shown.items() if k not in ("feeling_mean", "open_hands", "auto_pass")}
        elif not shown.get("feeling_mean"):
            shown.pop("auto_pass", None)
        return shown

    def setup(self, players: int, options: Mapping[str, object], seed: int) -> State:
        opts = self.resolve(players, options)
        rng = make_rng(seed)
        st = new_state(players, opts, rng)
        st["rng"] = save_rng(rng)
        st["rng_ahead"] = []  # words drawn ahead of the saved generator (see successor.SavedRandom)
        return st

    # --- the contract ------------------------------------------------------------------

    def to_act(self, state: State) -> list[int]:
        decision = state["decision"]
        return [] if decision is None or state["stage"] == "over" else [int(decision["seat"])]

    def outcome(self, state: State) -> Outcome | None:
        result: Outcome | None = state["result"]
        return result

    def private_action(self, action: Action) -> bool:
        """RIO-076/RIO-134/RIO-135: caddie plays name a hand card and settings are private, so
        neither may be offered in public (a public button would show what the seat holds)."""
        return action.get("type") in ("card", "settings") or "card" in action

    def forced(self, state: State, seat: int, legal: Sequence[Action]) -> Action | None:
        """RIO-101: a reaction with no landing card to play is a pass, made for the seat, but only
        with open hands (RIO-076): otherwise a pass made at once would tell the others the
        seat's hidden hand holds no landing card (RIO-135)."""
        decision = state["decision"]
        lone_pass = len(legal) == 1 and legal[0]["type"] == "pass"
        if lone_pass and decision is not None and decision["step"] == "reaction" and state["options"]["open_hands"]:
            return legal[0]
        return None

    def action_words(self, state: State, seat: int, action: Action) -> Text:
        """What ``forced`` makes, as a message: the reaction pass (RIO-101)."""
        return msg("Pass") if action["type"] == "pass" else super().action_words(state, seat, action)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        decision = state["decision"]
        if type(seat) is int and decision is not None and decision["seat"] == seat and state["stage"] != "over":
            return self._listed(state, seat)  # the seat to act, as the general test below finds it
        if self.check_seat(state, seat) not in self.to_act(state):
            return []
        return self._listed(state, seat)

    def guard(self, state: State, seat: int, action: object) -> Action:
        """``BaseGame.guard`` with its checks read straight from the state for the usual move (a
        plain int seat whose decision it is, a dict with a str type, the game on): a legal move
        is matched at once, anything else goes the general way, which gives every refusal."""
        decision = state["decision"]
        if (
            type(seat) is int
            and type(action) is dict
            and decision is not None
            and decision["seat"] == seat
            and state["result"] is None
            and state["stage"] != "over"
            and type(action.get("type")) is str
        ):
            if decision["step"] == "aim" and action["type"] == "swing":
                found = turns.exact_swing(action)
                if found is not None:
                    return found
            legal = find_action(self.candidates(state, seat, action), action)
            if legal is not None:
                return legal
        return super().guard(state, seat, action)

    def candidates(self, state: State, seat: int, action: Mapping[str, Any]) -> list[Action]:
        # An aim lists 36 swings and a roll window every card option: a move is matched among
        # the actions of its own type only (the swing it names, the cards, ...).
        step = state["decision"]["step"]
        if step == "aim":
            return turns.aim_candidates(state, seat, action)
        if step == "roll":
            return rollwindow.roll_candidates(state, action["type"])
        if step in ("design", "green"):
            return design.design_candidates(state, action)
        return [a for a in self._listed(state, seat) if a["type"] == action["type"]]

    def _listed(self, state: State, seat: int) -> list[Action]:
        """The legal actions of the seat to act, public ones first, each group in its own order
        (a public button's id is its index): each step builds them in that order."""
        step = state["decision"]["step"]
        if step == "golfer":
            return golfer_actions(state)
        if step in ("design", "green"):
            return design.design_legal(state)
        if step == "nudge":
            return turns.nudge_actions(state, seat)
        if step == "aim":
            return turns.aim_actions(state, seat)
        if step == "roll":
            return rollwindow.roll_actions(state)
        if step == "curve":
            return [
                {"type": "curve", "dir": d, "label": f"Curve {direction_name(d)}"} for d in flight.curve_options(state)
            ]
        if step == "fly_on":
            return [
                {"type": "fly_on", "label": N_("Fly on (1 handicap point)")},
                {"type": "stop", "label": N_("Stop at the edge")},
            ]
        if step == "landing":
            return [{"type": "continue", "label": N_("Continue")}, *cards.landing_card_actions(state, seat)]
        if step == "reaction":
            return [{"type": "pass", "label": N_("Pass")}, *cards.landing_card_actions(state, seat)]
        if step == "slide":
            return [{"type": "slide", "label": N_("Slide on")}, {"type": "stay", "label": N_("Stay")}]
        if step == "ricochet":
            return landing.ricochet_actions(state)
        if step == "green_move":
            return landing.green_move_actions(state)
        raise AssertionError(f"unknown decision {step}")

    def turn_refusal(self, state: State, seat: int) -> Msg:
        return msg("It isn't your turn to act.")

    def refusal(self, state: State, seat: int, action: Action) -> Msg:
        return explain(state, seat, action)

    def play(self, st: State, seat: int, chosen: Action) -> tuple[State, list[Event]]:
        rng = SavedRandom(st["rng"], st.get("rng_ahead", []))  # older saves have none ahead
        events: list[Event] = []
        step = st["decision"]["step"]
        st["decision"] = None
        self._dispatch(st, rng, seat, step, chosen, events)
        turns.run(st, rng, events)
        st["rng"], st["rng_ahead"] = rng.saved()
        return st, events

    def _dispatch(
        self, st: State, rng: random.Random, seat: int, step: str, action: Action, events: list[Event]
    ) -> None:
        kind = action["type"]
        if step == "golfer":
            self._pick_golfer(st, seat, str(action["golfer"]), events)
        elif step in ("design", "green"):
            if design.apply_design(st, rng, seat, action, events):
                st["stage"] = "tee_off"
        elif step == "nudge":
            turns.apply_nudge(st, seat, action, events)
        elif step == "aim":
            self._aim(st, seat, action, events)
        elif step == "roll":
            rollwindow.apply_roll_action(st, rng, action, events)
        elif step == "curve":
            flight.choose_direction(st, int(action["dir"]), events)
        elif step == "fly_on":
            if kind == "fly_on":
                flight.fly_on(st, events)
            else:
                flight.land(st, dotted=False, oob=True, events=events)
        elif step in ("landing", "reaction"):
            if step == "reaction":
                st["turn"]["landing"]["reactors"].pop(0)
            if kind == "card":
                cards.apply_landing_card(st, seat, action, events)
            elif kind == "continue":
                st["turn"]["landing"]["stage"] = "reaction"
        elif step == "slide":
            if kind == "slide":
                target = landing.slide_target(st)
                assert target is not None
                landing.slide(st, target, events)
            st["turn"]["landing"]["stage"] = "penalty"
        elif step == "ricochet":
            landing.apply_ricochet(st, rng, action, events)
        elif step == "green_move":
            landing.apply_green_move(st, action, events)

    def _aim(self, st: State, seat: int, action: Action, events: list[Event]) -> None:
        kind = action["type"]
        if kind == "swing":
            club, direction = str(action["club"]), int(action["dir"])
            flight.start_swing(st, club, direction)
            # engine.event's dict with the words after the name from a table: most moves swing
            text = who(seat) + _SWING_WORDS[club, direction]
            said = msg(
                "{who} swings the {club} {direction}.",
                who=who(seat),
                club=club_msg(club),
                direction=direction_msg(direction),
            )
            events.append({"type": "swing", "text": text, "msg": said.data(), "seat": seat})
            return
        if kind == "card":
            cards.apply_aim_card(st, seat, str(action["card"]), events)
        else:
            seat_state = st["seats"][seat]
            changed = {k: v for k, v in action.items() if k in ("pause_rolls", "auto_pass")}
            seat_state["settings"] = {**seat_state["settings"], **changed}  # new: shared with the state before
            events.append(event("settings", msg("{who} changed a setting.", who=who(seat)), seat=seat))
        decide(st, seat, "aim")

    def _pick_golfer(self, st: State, seat: int, golfer: str, events: list[Event]) -> None:
        st["seats"][seat]["golfer"] = golfer
        events.append(
            event(
                "golfer",
                msg("{who} picks {card}.", who=who(seat), card=card_msg(GOLFERS[golfer].name)),
                seat=seat,
                golfer=golfer,
            )
        )
        next_picker(st)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return build_view(state, seat if seat is None else self.check_seat(state, seat))

    # --- leaving --------------------------------------------------------------------------

    def leave_refusal(self, state: State, seat: int) -> str | None:
        if state["result"] is not None:
            return "The game is over."
        if state["seats"][seat]["left"]:
            return "That seat is not in the game."
        return None

    def leave(self, st: State, seat: int) -> tuple[State, list[Event]]:
        """RIO-145/RIO-146: ball removed, hand discarded, no more turns; the game goes on."""
        rng = SavedRandom(st["rng"], st.get("rng_ahead", []))  # older saves have none ahead
        events: list[Event] = []
        leaving.leave(st, seat, events)
        turns.run(st, rng, events)
        st["rng"], st["rng_ahead"] = rng.saved()
        return st, events


# " swings the Driver north-east.": the words after the swinger's name for every listed swing.
_SWING_WORDS = {
    (club.id, d): f" swings the {club.name} {direction_name(d)}." for club in CLUBS.values() for d in range(6)
}
