"""The engine object: the ``bot.engine.Game`` contract for 1911 Amundsen vs. Scott."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import (
    Action,
    BadOption,
    BaseGame,
    Event,
    IllegalAction,
    Option,
    OptionValue,
    Outcome,
    State,
    fresh,
    public_first,
    who,
)

from . import actions, moves
from .data import EXPLORERS
from .setup import deal_opening, initial_state
from .state import Work, explorer, opponent
from .views import build_view

OPTIONS: dict[str, Option] = {
    "amundsen_seat": Option(
        "amundsen_seat",
        "Which seat plays Amundsen (red, moves first): random, 0 or 1.",
        "random",
        ("random", "0", "1"),
    ),
    "patrons": Option("patrons", "Patrons (Sponsors) expansion: each explorer gets a random patron.", False),
    "advanced_row": Option("advanced_row", "Advanced variant: 6 open cards in the row (take from 1–3).", False),
}


class AmundsenScott(BaseGame):
    key = "amundsen-scott"
    title = "1911 Amundsen vs. Scott"
    min_players = 2
    max_players = 2
    options = OPTIONS

    def resolve(self, players: int, options: Mapping[str, object]) -> dict[str, OptionValue]:
        """AVS-098: every option problem reads "Unknown option." first (AVS-077: no other expansions)."""
        given = dict(options)
        if "amundsen_seat" in given and isinstance(given["amundsen_seat"], int):
            given["amundsen_seat"] = str(given["amundsen_seat"])
        try:
            return super().resolve(players, given)
        except BadOption as problem:
            if "players" in problem.reason:
                raise
            raise BadOption(f"Unknown option. {problem.reason}") from None

    def setup(self, players: int, options: Mapping[str, object], seed: int) -> State:
        resolved = self.resolve(players, options)
        return deal_opening(initial_state(resolved, seed))

    def to_act(self, state: State) -> list[int]:
        """AVS-078: the active seat, or the trimming opponent; nobody once the game is over."""
        if state["phase"] == "over":
            return []
        pending = state["pending"]
        return [pending["seat"] if pending else state["active"]]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        phase = state["phase"]
        if phase == "effect":
            listed = actions.effect_actions(state, seat)
        elif phase == "weather":
            listed = actions.weather_actions(state)
        elif phase == "trim":
            listed = actions.trim_actions(state, seat)
        else:
            listed = actions.main_actions(state, seat)
        return public_first(self, list(listed))

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        if state["phase"] == "over":
            raise IllegalAction("The game is over.")
        if seat not in self.to_act(state):
            raise IllegalAction("It's not your turn.")
        if not isinstance(action, Mapping):
            raise IllegalAction("That move isn't allowed right now.")
        work = Work.start(fresh(state))
        handler = {
            "main": moves.apply_main,
            "effect": moves.apply_effect,
            "weather": moves.apply_weather,
            "trim": moves.apply_trim,
        }[state["phase"]]
        handler(work, seat, action)
        return work.finish()

    def private_action(self, action: Action) -> bool:
        """AVS-079–AVS-083, AVS-087: an action that uses hand cards, or reveals a Good Weather match
        (AVS-082), would tell the opponent about a hidden card if offered in public."""
        return actions.private_action(action)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        result = self.outcome(state)
        return build_view(state, seat, self.to_act(state), result["text"] if result else None)

    def outcome(self, state: State) -> Outcome | None:
        result = state["result"]
        if result is None:
            return None
        winner = result["winner"]
        if result["reason"] == "pole":
            name = EXPLORERS[explorer(state, winner)].name
            return {"winners": [winner], "text": f"{who(winner)} ({name}) reached the South Pole first."}
        if result["reason"] == "resign":
            return {"winners": [winner], "text": f"{who(opponent(winner))} conceded: {who(winner)} wins."}
        return {"winners": [], "text": "Both explorers froze in the Antarctic: nobody wins."}

    def resign(self, state: State, seat: int) -> tuple[State, list[Event]]:
        """AVS-062/AVS-099: either seat, any phase, while the game runs."""
        if state["phase"] == "over":
            raise IllegalAction("The game is over.")
        if seat not in (0, 1):
            raise IllegalAction("That seat is not in this game.")
        work = Work.start(fresh(state))
        moves.resign(work, seat)
        return work.finish()


GAME = AmundsenScott()
