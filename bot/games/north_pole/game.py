"""Race to the North Pole as a ``bot.engine.Game`` (spec: shared/rules/north-pole.md)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine import (
    TEXT,
    TEXTS,
    Action,
    ActionShape,
    BaseGame,
    Event,
    Option,
    Outcome,
    State,
    Text,
    event,
    optional,
    outcome_text,
    who,
)
from bot.i18n.message import N_, msg

from .dice import LazyRng
from .resolve import remove_seat
from .state import SHAPE, at_pole, discard_card, new_state, on_ship
from .turns import apply_turn, begin_turn, controller, finish_turn, reason_for, turn_actions
from .views import seat_view


class NorthPoleGame(BaseGame):
    key = "north-pole"
    title = "Race to the North Pole"
    min_players = 2
    max_players = 4
    STATE_SHAPE = SHAPE
    options: Mapping[str, Option] = {
        "teams": Option(
            "teams",
            "Team variant: 4 players in two teams (south and north against west and east), 3 pawns each.",
            False,
            label=N_("Teams"),
        ),
    }
    ACTION_SHAPES: Mapping[str, ActionShape] = {
        "camp": {"square": TEXT},
        "move": {"card": TEXT, "copy": optional(TEXT), "pawn": TEXT, "path": TEXTS, "gear": optional(TEXTS)},
        "sling": {"card": TEXT, "copy": optional(TEXT), "pawn": TEXT, "dir": TEXT, "gear": optional(TEXTS)},
        "refresh": {},
        "pay": {"token": TEXT},
        "end": {},
        "husky": {"token": optional(TEXT)},
        "compass": {"token": TEXT, "orientation": TEXT},
        "igloo": {"token": TEXT, "pawn": TEXT},
        "store": {"token": TEXT, "slot": TEXT},
        "overflow": {"mode": TEXT, "token": TEXT, "orientation": optional(TEXT), "pawn": optional(TEXT)},
    }

    def player_range(self, options: Mapping[str, object]) -> tuple[int, int]:
        return (4, 4) if options.get("teams") is True else (2, 4)  # RNP-143

    def setup(self, players: int, options: Mapping[str, object], seed: int) -> State:
        resolved = self.resolve(players, options)
        state = new_state(players, bool(resolved["teams"]), seed)
        start = state["turn"]["seat"]
        begin_turn(state, start, 1, start)
        return state

    def to_act(self, state: State) -> list[int]:
        if state["result"] is not None:
            return []
        return [controller(state, state["turn"]["seat"])]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if self.check_seat(state, seat) not in self.to_act(state):
            return []
        return turn_actions(state)

    def forced(self, state: State, seat: int, legal: Sequence[Action]) -> Action | None:
        """RNP-124/RNP-129: a lone End turn decides nothing, so the table may submit it. A lone
        Refresh or camp square is still the player's to press: it changes the cards or the board."""
        return legal[0] if len(legal) == 1 and legal[0]["type"] == "end" else None

    def action_words(self, state: State, seat: int, action: Action) -> Text:
        """What ``forced`` makes, as a message: the lone End turn (RNP-124/RNP-129)."""
        return msg("End turn") if action["type"] == "end" else super().action_words(state, seat, action)

    def candidates(self, state: State, seat: int, action: Mapping[str, Any]) -> list[Action]:
        # Only the choices that could equal the action (its type, card and pawn), not all ~160.
        return turn_actions(state, action)

    def turn_refusal(self, state: State, seat: int) -> Text:
        return msg("It is {who}'s turn.", who=who(controller(state, state["turn"]["seat"])))

    def refusal(self, state: State, seat: int, action: Action) -> Text:
        return reason_for(state, action)

    def play(self, new: State, seat: int, legal: Action) -> tuple[State, list[Event]]:
        rng = LazyRng(new["rng"])
        events: list[Event] = []
        apply_turn(new, rng, legal, events)
        if new["result"] is not None:
            new["turn"]["phase"] = "over"
        new["rng"] = rng.saved()
        return new, events

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return seat_view(state, seat if seat is None else self.check_seat(state, seat))

    def outcome(self, state: State) -> Outcome | None:
        result = state["result"]
        if result is None:
            return None
        winners: list[int] = result["winners"]
        players = state["players"]
        scores = [float(at_pole(state, i)) for i in range(players)]

        def rank_key(i: int) -> tuple[int, int, int]:
            left = state["seats"][i]["left"] and not state["teams"]
            return (0 if i in winners else 1, 1 if left else 0, -at_pole(state, i) * 100 + len(on_ship(state, i)))

        ranking: list[list[int]] = []
        for i in sorted(range(players), key=rank_key):
            if ranking and rank_key(ranking[-1][0]) == rank_key(i):
                ranking[-1].append(i)
            else:
                ranking.append([i])
        named = [who(w) for w in winners]
        one = len(named) == 1
        names = named[0] if one else msg("{names} and {last}", names=", ".join(named[:-1]), last=named[-1])
        kind = result["kind"]
        if kind == "pole" and state["teams"] and not one:
            text = msg("{names} brought the whole team to the North Pole.", names=names)
        elif kind == "pole":
            text = msg("{names} brought the whole expedition to the North Pole.", names=names)
        elif kind == "cap":
            text = msg("After 100 rounds the race is called: {names} got the most pawns to the Pole.", names=names)
        elif one:
            text = msg("{names} is the last expedition on the ice.", names=names)
        else:
            text = msg("{names} are the last expedition on the ice.", names=names)
        return outcome_text({"winners": winners, "scores": scores, "ranking": ranking}, text)

    def leave_refusal(self, state: State, seat: int) -> Text | None:
        if state["result"] is not None:
            return msg("The game is over.")
        if state["seats"][seat]["left"]:
            return msg("That seat is not in the race.")
        return None

    def leave(self, new: State, seat: int) -> tuple[State, list[Event]]:
        """RNP-137 (standard) and RNP-138 (teams)."""
        rng = LazyRng(new["rng"])
        events = [event("resign", msg("{who} left the race.", who=who(seat)), seat=seat)]
        new["seats"][seat]["left"] = True
        if new["teams"]:
            team = new["seats"][seat]["team"]
            partner = next(i for i, s in enumerate(new["seats"]) if s["team"] == team and i != seat)
            if new["seats"][partner]["left"]:
                others = [i for i, s in enumerate(new["seats"]) if s["team"] != team]
                new["result"] = {"kind": "resign", "winners": others}
            else:
                new["seats"][seat]["controller"] = partner
                events.append(event("takeover", msg("{who} now leads both expeditions of the team.", who=who(partner))))
        else:
            remove_seat(new, rng, seat)
            remaining = [i for i, s in enumerate(new["seats"]) if not s["left"]]
            if len(remaining) == 1:
                new["result"] = {"kind": "resign", "winners": remaining}
            elif new["turn"]["seat"] == seat:
                # Design: a play paused mid-way (overflow) is abandoned; its card goes to the discard pile.
                if new["turn"]["play"] is not None:
                    discard_card(new, rng, new["turn"]["play"]["card"])
                    new["turn"]["play"] = None
                finish_turn(new, rng, events)
        if new["result"] is not None:
            new["turn"]["phase"] = "over"
        new["rng"] = rng.saved()
        return new, events
