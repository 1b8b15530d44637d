"""A seat leaving the game (RIO-145, RIO-146): ball removed, hand discarded, no more decisions."""

from __future__ import annotations

from typing import Any

from bot.engine import Event, State, event, who
from bot.i18n import msg

from . import design
from .common import clockwise_from, remaining, set_ball, solo
from .scoring import finish_game
from .start import next_picker


def leave(st: State, seat: int, events: list[Event]) -> None:
    """Mark ``seat`` as left and hand any decision it held to whoever comes next."""
    events.append(event("left", msg("{who} left the game.", who=who(seat)), seat=seat))
    seat_state = st["seats"][seat]
    seat_state["left"] = True
    st["discard"].extend(seat_state["hand"])
    seat_state["hand"] = []
    set_ball(st, seat, None)
    if solo(st) or len(remaining(st)) < 2:
        finish_game(st, events)
        return
    _hand_over(st, seat, st["decision"])


def _hand_over(st: State, seat: int, decision: dict[str, Any] | None) -> None:
    nxt = next(s for s in clockwise_from(st, seat) if not st["seats"][s]["left"])
    if st["first_player"] == seat:
        st["first_player"] = nxt  # RIO-006: the marker is always held by a present seat
    deciding = decision is not None and decision["seat"] == seat
    if st["stage"] == "golfers":
        if deciding:
            next_picker(st)
        return
    if st["stage"] == "design":
        if deciding:
            st["hole"]["designer"] = nxt  # the next remaining seat designs instead
            st["hole"]["lead"] = nxt
            design.set_design_decision(st)
        return
    turn = st["turn"]
    if turn is not None and turn["seat"] == seat:
        st["decision"] = None
        st["stage"] = "turn_end"  # their turn ends at once, with no landing
    elif deciding and decision is not None and turn is not None:
        st["decision"] = None
        if decision["step"] == "reaction":
            turn["landing"]["reactors"].pop(0)
        elif decision["step"] == "green_move":
            turn["landing"]["moving"] = None  # the green stays where it is
