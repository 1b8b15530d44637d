"""The one door to the state: the public view, and a seat's view on top of it.

Hidden information is only the deck order, the RNG and future rolls, so the public view is
built field by field from what may be shown; nothing is copied wholesale from the state.
There are no hands, so a seat's ``private`` part is empty.
"""

from __future__ import annotations

from typing import Any

from bot.engine import State

from .cards import current_card
from .colour import face_effect, prompt_text
from .data import BOARD, CARDS, ROUND_CAP, SEATS
from .pieces import closed_squares, colour, explorer_ids, home, target, team_of
from .scoring import outcome, seat_score, side_totals


def _prompt(state: State) -> dict[str, Any] | None:
    """What the active seat is deciding now, in words the renderer and cog can show."""
    phase = state["phase"]
    if phase == "move":
        return {"kind": "move", "text": "Move with the dice"}
    if phase == "colour":
        effect, _ = face_effect(state)
        face = state["colour"]["face"]
        return {"kind": "colour", "face": face, "effect": effect, "text": prompt_text(state)}
    if phase == "cards":
        card = current_card(state)
        kind = CARDS[card]
        return {"kind": "card", "card": card, "text": f"Resolve {kind.name}", "card_text": kind.text}
    return None


def _dice(state: State) -> dict[str, Any] | None:
    dice = state["dice"]
    if dice is None:
        return None
    first = dice["first"]
    limit = None
    if first is not None:
        other = "parallel" if first["axis"] == "meridian" else "meridian"
        limit = {"explorer": first["explorer"], "only": other}
    return {
        "A": dice["values"]["A"],
        "B": dice["values"]["B"],
        "status": dict(dice["status"]),
        "source": dice["source"],
        "doubles": dice["values"]["A"] == dice["values"]["B"],
        "limit": limit,
    }


def public_view(state: State) -> dict[str, Any]:
    players = state["players"]
    seats = [
        {
            "seat": seat,
            "colour": colour(seat),
            "letter": SEATS[seat].letter,
            "home": home(seat),
            "target": target(seat),
            "team": team_of(state, seat),
            "tokens": state["tokens"][seat],
            "arrivals": state["arrivals"][seat],
            "score": seat_score(state, seat),
            "skips": state["skips"][seat],
            "resigned": state["resigned"][seat],
        }
        for seat in range(players)
    ]
    teams = [
        {
            "name": state["team_names"][side],
            "seats": list(members),
            "score": side_totals(state, side)[0],
            "arrivals": side_totals(state, side)[1],
        }
        for side, members in enumerate(state["teams"])
    ]
    explorers = [
        {"id": e, "seat": seat, "pos": state["explorers"][e], "sheltered": e in state["sheltered"]}
        for seat in range(players)
        for e in explorer_ids(seat)
    ]
    return {
        "game": "pole-to-pole",
        "players": players,
        "mode": state["mode"],
        "board": {
            "columns": list(BOARD.columns),
            "longitudes": list(BOARD.longitudes),
            "latitudes": list(BOARD.latitudes),
            "goal_squares": list(BOARD.goals),
        },
        "seats": seats,
        "teams": teams,
        "explorers": explorers,
        "goals": list(state["goals"]),
        "closed": closed_squares(state),
        "dice": _dice(state),
        "colour_die": None if state["colour"] is None else state["colour"]["face"],
        "pending": list(state["pending"]),
        "discard": list(state["discard"]),
        "deck_size": len(state["deck"]),
        "turn_order": [(state["first"] + i) % players for i in range(players)],
        "active": None if state["phase"] == "over" else state["active"],
        "phase": state["phase"],
        "prompt": _prompt(state),
        "round": min(state["rounds"] + 1, ROUND_CAP),
        "log": list(state["log"]),
        "outcome": outcome(state),
    }


def build_view(state: State, seat: int | None) -> dict[str, Any]:
    view = public_view(state)
    if seat is not None:
        view["seat"] = seat
        view["private"] = {}
    return view
