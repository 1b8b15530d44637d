"""Straight moves and what they cause: blocking, capture, arrival, goal conquest, card draws.

Die moves, card moves and the colour die all end up here, so every way an explorer lands
follows the same rules (PTP-033 to PTP-040, PTP-049 to PTP-052, PTP-060, PTP-072).
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from bot.engine import Event, State, event, who
from bot.i18n.message import Msg, msg

from .board import BIT, COLUMNS, is_pole, is_square
from .data import EXPLORERS_PER_SEAT
from .luck import shuffle
from .pieces import ARRIVED, home, in_play, owner, same_team, target
from .routes import traced as route
from .words import CARD_NAMES, colour_word, place_message, route_message, short_place


class Landing(NamedTuple):
    """A checked straight move: where it ends and what happens there."""

    explorer: str
    start: str
    end: str
    captured: str | None
    arrives: bool

    def route(self) -> str:
        """``D9 to D7``: where the move starts and ends, in printed coordinates."""
        return _route(self.start, self.end)

    def result(self) -> str:
        """What happens at the end, for a label: ``, arrives`` or ``, captures Yellow``."""
        if self.arrives:
            return ", arrives"
        if self.captured:
            return f", captures {colour_word(self.captured)}"
        return ""

    def describe(self) -> str:
        """``Blue D9 to D7, captures Yellow``: one explorer's move, for a label."""
        return f"{colour_word(self.explorer)} {self.route()}{self.result()}"

    def path_message(self) -> Msg:
        """``D9 → D7``, for event texts followed by their own events."""
        return route_message(self.start, self.end)


def plan(
    state: State,
    occupied: dict[str, list[str]],
    closed: int,
    explorer: str,
    direction: str,
    steps: int,
    via: int | None,
) -> Landing | Msg:
    """The landing of a straight move, or the sentence saying why it is illegal.

    ``closed`` holds the squares closed to the mover, as ``pieces.closed_bits`` gives them."""
    start = state["explorers"][explorer]
    traced = route(start, direction, steps, via)
    if traced.error is not None:
        return traced.error
    if closed & traced.entered:
        for position in traced.path:
            if BIT.get(position, 0) & closed:
                return msg("{square} is closed.", square=position)  # PTP-033: passing counts as much as landing
    end = traced.end
    seat = owner(explorer)
    captured = None
    if is_square(end):
        here = [e for e in occupied.get(end, ()) if e != explorer]
        if here and not same_team(state, owner(here[0]), seat):
            captured = here[0]  # not closed, so a lone, unsheltered rival (PTP-039)
    return Landing(explorer, start, end, captured, end == target(seat))


@cache  # start and end squares of every listed move
def _route(start: str, end: str) -> str:
    return f"{short_place(start)} to {short_place(end)}"


def via_letter(via: int | None) -> str | None:
    return None if via is None else COLUMNS[via]


def land(state: State, landing: Landing, events: list[Event], conquest: bool = True) -> None:
    """Carry out a planned move on ``state`` (a fresh copy): capture, arrival, goal."""
    explorer = landing.explorer
    if landing.arrives:
        arrive(state, explorer, events)
        return
    if landing.captured is not None:
        send_home(state, landing.captured)
        events.append(
            event(
                "capture",
                msg(
                    "{who} captured {whose}'s explorer on {square}; it goes back to {pole}.",
                    who=who(owner(explorer)), whose=who(owner(landing.captured)), square=landing.end,
                    pole=place_message(home(owner(landing.captured))),
                ),
                explorer=explorer,
                captured=landing.captured,
                square=landing.end,
            )
        )
    state["explorers"][explorer] = landing.end
    if is_pole(landing.end):
        unshelter(state, explorer)  # PTP-067: ending a move on a pole removes the marker
    elif conquest:
        conquer(state, owner(explorer), landing.end, events)


def unshelter(state: State, explorer: str) -> None:
    if explorer in state["sheltered"]:
        state["sheltered"].remove(explorer)


def send_home(state: State, explorer: str) -> None:
    state["explorers"][explorer] = home(owner(explorer))
    unshelter(state, explorer)


def arrive(state: State, explorer: str, events: list[Event]) -> None:
    """PTP-036: the explorer leaves the board for good and scores its owner 1 point."""
    seat = owner(explorer)
    state["explorers"][explorer] = ARRIVED
    unshelter(state, explorer)
    state["arrivals"][seat] += 1
    events.append(
        event(
            "arrive",
            msg(
                "{who}'s explorer arrived at {pole} ({n} of 6 there now).",
                who=who(seat), pole=place_message(target(seat)), n=state["arrivals"][seat],
            ),
            explorer=explorer,
            seat=seat,
        )
    )
    if state["arrivals"][seat] == EXPLORERS_PER_SEAT and in_play(state, seat):
        finish(state, "arrivals", events)


def conquer(state: State, seat: int, position: str, events: list[Event]) -> None:
    """PTP-049 to PTP-052: two of the mover's own colour on a goal with its token take it."""
    if position not in state["goals"]:
        return
    own = sum(1 for e, p in state["explorers"].items() if p == position and owner(e) == seat)
    if own < 2:
        return  # PTP-050: allies never count toward the two
    state["goals"].remove(position)
    state["tokens"][seat] += 1
    text = msg("{who} took the goal token on {square}.", who=who(seat), square=position)
    events.append(event("goal", text, seat=seat, square=position))
    draw_card(state, seat, events)


def draw_card(state: State, seat: int, events: list[Event]) -> None:
    """PTP-051, PTP-062: the top card goes face up into the pending queue."""
    if not state["deck"] and state["discard"]:
        state["deck"] = list(state["discard"])
        state["discard"] = []
        shuffle(state, state["deck"])
        events.append(event("reshuffle", msg("The discard pile was shuffled into a new deck.")))
    if not state["deck"]:
        events.append(event("no_card", msg("The deck is empty: no card is drawn.")))
        return
    card = state["deck"].pop(0)
    state["pending"].append(card)
    text = msg("{who} drew the {card} card; it is played at the end of the turn.", who=who(seat), card=CARD_NAMES[card])
    events.append(event("draw", text, card=card))


def finish(state: State, reason: str, events: list[Event], side: int | None = None) -> None:
    """PTP-072, PTP-078, PTP-079: the game ends now; dice, colour die and pending cards are dropped."""
    state["phase"] = "over"
    state["end"] = {"reason": reason, "side": side}
    state["discard"].extend(state["pending"])
    state["pending"] = []
    if state["dice"] is not None:
        for key, status in state["dice"]["status"].items():
            if status == "unused":
                state["dice"]["status"][key] = "dropped"
    events.append(event("game_over", msg("The game is over."), reason=reason))
