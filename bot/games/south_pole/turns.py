"""Turn ends, rounds and the end of the game (spec §4.7, §5, §6)."""

from __future__ import annotations

import re

from bot.engine import Event, State, event, who

from .dice import SETUP, and_list
from .state import CHOOSE_DICE, GAME_OVER, flags_placed, in_game, position


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


def turn_text(round_number: int, seat: int) -> str:
    return f"Round {round_number}: {who(seat)}'s turn."


def finish(state: State, winners: list[int], reason: str, text: str, events: list[Event]) -> None:
    """The game ends at once; every tile, the set-aside one too, is turned up (RSP-065)."""
    state["phase"] = GAME_OVER
    state["result"] = {"winners": winners, "reason": reason, "text": text}
    state["revealed"] = list(state["revealed"]) + [label for label in state["tiles"] if label not in state["revealed"]]
    events.append(event("game_over", text, winners=winners, reason=reason))


def end_at_round_cap(state: State, events: list[Event]) -> None:
    """RSP-064: the players still in with the most placed flags share the win."""
    remaining = in_game(state)
    best = max(flags_placed(state, seat) for seat in remaining)
    winners = [seat for seat in remaining if flags_placed(state, seat) == best]
    names = and_list([who(seat) for seat in winners])
    flags = "flag" if best == 1 else "flags"
    verb = "wins" if len(winners) == 1 else "share the win"
    text = f"Round {SETUP.round_cap} ended with no one at the pole: {names} {verb} with {best} {flags}."
    finish(state, winners, "round_cap", text, events)


def win_by_flags(state: State, seat: int, events: list[Event]) -> None:
    finish(state, [seat], "flags", f"{who(seat)} planted the last flag and reached the South Pole!", events)
