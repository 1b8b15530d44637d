"""The engine object: the ``bot.engine.Game`` contract for 1911 Amundsen vs. Scott."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine import (
    FLAG,
    NUMBER,
    TEXT,
    TEXTS,
    Action,
    ActionShape,
    BadOption,
    BaseGame,
    Event,
    Option,
    OptionValue,
    Outcome,
    State,
    Text,
    optional,
    or_none,
    outcome_text,
    who,
)
from bot.i18n.message import N_, Msg, msg

from . import actions, moves
from .data import EXPLORERS
from .labels import action_message, cards_message, used_cards
from .setup import deal_opening, initial_state
from .state import SHAPE, Work, explorer, opponent
from .views import build_view
from .words import outcome_message

OPTIONS: dict[str, Option] = {
    "amundsen_seat": Option(
        "amundsen_seat",
        "Who plays Amundsen (red, moves first): chosen at random, the host, or the second player.",
        "random",
        ("random", "0", "1"),
        label="Amundsen",
        value_words=(("random", N_("chosen at random")), ("0", N_("the host")), ("1", N_("the second player"))),
    ),
    "patrons": Option(
        "patrons", "Patrons (Sponsors) expansion: each explorer gets a random patron.", False, label=N_("Sponsors")
    ),
    "advanced_row": Option(
        "advanced_row", "Advanced variant: 6 open cards in the row (take from 1–3).", False, label=N_("Six open cards")
    ),
}


class AmundsenScott(BaseGame):
    key = "amundsen-scott"
    title = "1911 Amundsen vs. Scott"
    min_players = 2
    max_players = 2
    options = OPTIONS
    STATE_SHAPE = SHAPE
    ending_choices = frozenset({"freeze"})  # AVS-060: a declared freeze ends the game for both, nobody wins
    ACTION_SHAPES: Mapping[str, ActionShape] = {
        "take": {"n": NUMBER, "discard": or_none(optional(TEXTS))},
        "freeze": {"n": NUMBER},
        "advance": {"cards": TEXTS, "spaces": NUMBER},
        "pole": {"cards": TEXTS},
        "compass": {"card": TEXT},
        "loss": {"card": TEXT},
        "lose_way": {"cards": TEXTS},
        "penalty": {"card": TEXT},
        "return": {"card": TEXT, "colour": TEXT, "to": or_none(NUMBER)},
        "effect": {"card": or_none(TEXT)},
        "weather": {"advance": FLAG},
        "trim": {"cards": TEXTS},
    }

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
            raise BadOption(msg("Unknown option. {reason}", reason=problem.said)) from None

    def setup(self, players: int, options: Mapping[str, object], seed: int) -> State:
        resolved = self.resolve(players, options)
        return deal_opening(initial_state(resolved, seed))

    def to_act(self, state: State) -> list[int]:
        """AVS-078: the active seat, or the trimming opponent; nobody once the game is over."""
        if state["phase"] == "over":
            return []
        pending = state["pending"]
        return [pending["seat"] if pending else state["active"]]

    def seat_count(self, state: State) -> int:
        return len(state["players"])

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        # ``check_seat`` and ``to_act`` spelled out for the usual seat: listing runs every move.
        if seat.__class__ is not int or not 0 <= seat < len(state["players"]):
            self.check_seat(state, seat)  # refuses anything but an int seat of the game
        phase = state["phase"]
        pending = state["pending"]
        if phase == "over" or seat != (pending["seat"] if pending else state["active"]):
            return []
        if phase == "effect":
            listed = actions.effect_actions(state, seat)
        elif phase == "weather":
            listed = actions.weather_actions(state)
        elif phase == "trim":
            listed = actions.trim_actions(state, seat)
        else:
            listed = actions.main_actions(state, seat)
        # Listed public actions first already (as ``private_action``'s docstring asks): sorting
        # every list by ``private_action`` cost more than building it.
        return listed

    def forced(self, state: State, seat: int, legal: Sequence[Action]) -> Action | None:
        """AVS-084: the only legal action may be made for the seat (Take 1 with an empty hand).
        Not a Good Weather decision, whose haste would tell the rival the card did not match
        (AVS-082); not a freeze, which ends the game for both where resigning is the other
        way out (AVS-060, AVS-062); and not while the seat holds hidden cards, where having one
        choice would tell the rival what they are not (AVS-087)."""
        if len(legal) != 1 or legal[0]["type"] in ("weather", "freeze"):
            return None
        return None if any(card["hidden"] for card in state["players"][seat]["hand"]) else legal[0]

    def action_words(self, state: State, seat: int, action: Action) -> Text:
        """The action as the seat's buttons word it, from the seat's own view (the cards named
        by their names in the reader's language, chosen when shown)."""
        view = self.view(state, seat)
        said = action_message(action, view, cards_message(used_cards(action), view))
        return said if said is not None else super().action_words(state, seat, action)

    def candidates(self, state: State, seat: int, action: Mapping[str, Any]) -> list[Action]:
        """None: ``play`` checks every action against the rules itself (``checks``), as it must
        for the other held copies AVS-080 allows, which ``unlisted`` sends to it unmatched. So
        every well-formed action goes there: matching it among the listed ones first changed
        nothing ``play`` does, and cost as much as listing them (tests/amundsen_scott/test_matching.py)."""
        return []

    def turn_refusal(self, state: State, seat: int) -> Msg:
        return msg("It's not your turn.")  # AVS-098

    def unlisted(self, state: State, seat: int, action: Action) -> Action:
        """AVS-080: other held copies of the listed cards form the same action; the phase's
        checks accept those and refuse the rest with the spec's messages (AVS-098)."""
        return action

    def play(self, new: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        work = Work(new)
        moves.HANDLERS[new["phase"]](work, seat, action)
        return work.finish()

    def private_action(self, action: Action) -> bool:
        """AVS-079–AVS-083, AVS-087: an action that uses hand cards, or reveals a Good Weather match
        (AVS-082), would tell the opponent about a hidden card if offered in public."""
        return actions.private_action(action)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        if seat is not None:
            self.check_seat(state, seat)
        result = self.outcome(state)
        return build_view(state, seat, self.to_act(state), result["text"] if result else None)

    def outcome(self, state: State) -> Outcome | None:
        result = state["result"]
        if result is None:
            return None
        winner, reason = result["winner"], result["reason"]
        if reason not in ("pole", "resign"):
            return outcome_text({"winners": []}, outcome_message(reason, "", ""))
        name = EXPLORERS[explorer(state, winner)].name
        return outcome_text({"winners": [winner]}, outcome_message(reason, who(winner), name, who(opponent(winner))))

    def leave_refusal(self, state: State, seat: int) -> Msg | None:
        """AVS-062/AVS-099: either seat, any phase, while the game runs."""
        return msg("The game is over.") if state["phase"] == "over" else None

    def leave(self, new: State, seat: int) -> tuple[State, list[Event]]:
        work = Work(new)
        moves.resign(work, seat)
        return work.finish()


GAME = AmundsenScott()
