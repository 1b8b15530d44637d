"""Turn ends, rounds and the end of the game (spec §4.7, §5, §6)."""

from __future__ import annotations

import re

from bot.engine import Event, State, event, who
from bot.i18n.message import Msg, msg

from .dice import SETUP
from .state import CHOOSE_DICE, GAME_OVER, flags_placed, in_game, position
from .words import and_message, round_cap_message, turn_message


def gain_cube(state: State, seat: int) -> bool:
    """RSP-037/RSP-038: one cube from the supply, lost above 5 or from an empty supply."""
    info = state["seats"][seat]
    if info["cubes"] >= SETUP.cube_cap or state["supply"]["cubes"] < 1:
        return False
    info["cubes"] += 1
    state["supply"]["cubes"] -= 1
    return True


def spend_cube(state: State, seat: int) -> None:
    state["seats"][seat]["cubes"] -= 1
    state["supply"]["cubes"] += 1


def next_seat(state: State, finished: int) -> int:
    """The next seat in turn order (ascending, wrapping) that is still in the game."""
    players: int = state["players"]
    for offset in range(1, players + 1):
        seat = (finished + offset) % players
        if state["seats"][seat]["in_game"]:
            return seat
    return finished


def end_turn(state: State, events: list[Event]) -> None:
    """RSP-059..RSP-061: clear the pool, pass to the next player, count rounds."""
    finished: int = state["active"]
    state["pool"] = []
    state["split"] = None
    following = next_seat(state, finished)
    if position(state, following) <= position(state, finished):
        if state["round"] >= SETUP.round_cap:
            end_at_round_cap(state, events)
            return
        state["round"] += 1
    state["active"] = following
    state["phase"] = CHOOSE_DICE
    state["explorer"] = state["seats"][following]["tent"]  # RSP-025
    events.append(event("turn", turn_text(state["round"], following), seat=following))


TURN_LINE = re.compile(r"Round \d+: \{p\d+\}'s turn\.")  # matches turn_text: a line that only announces


def turn_text(round_number: int, seat: int) -> Msg:
    return turn_message(round_number, who(seat))


def finish(state: State, winners: list[int], reason: str, text: Msg, events: list[Event]) -> None:
    """The game ends at once; every tile, the set-aside one too, is turned up (RSP-065). The
    result keeps its sentence in English and as a message (``msg``), shown in each reader's language."""
    state["phase"] = GAME_OVER
    state["result"] = {"winners": winners, "reason": reason, "text": text.english(), "msg": text.data()}
    state["revealed"] = list(state["revealed"]) + [label for label in state["tiles"] if label not in state["revealed"]]
    events.append(event("game_over", text, winners=winners, reason=reason))


def end_at_round_cap(state: State, events: list[Event]) -> None:
    """RSP-064: the players still in with the most placed flags share the win."""
    remaining = in_game(state)
    best = max(flags_placed(state, seat) for seat in remaining)
    winners = [seat for seat in remaining if flags_placed(state, seat) == best]
    names = and_message([who(seat) for seat in winners])
    finish(state, winners, "round_cap", round_cap_message(SETUP.round_cap, names, len(winners), best), events)


def win_by_flags(state: State, seat: int, events: list[Event]) -> None:
    text = msg("{who} planted the last flag and reached the South Pole!", who=who(seat))
    finish(state, [seat], "flags", text, events)
