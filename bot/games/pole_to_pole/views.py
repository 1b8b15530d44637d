"""The one door to the state: the public view, and a seat's view on top of it.

Hidden information is only the deck order, the RNG and future rolls, so the public view is
built field by field from what may be shown; nothing is copied wholesale from the state.
There are no hands, so a seat's ``private`` part is empty.
"""

from __future__ import annotations

from typing import Any

from bot.engine import Event, State
from bot.i18n.message import Msg, msg

from .board import column_index
from .cards import current_card
from .colour import face_effect, prompt_message
from .data import BOARD, CARDS, ROUND_CAP
from .pieces import closed_squares, colour, explorer_ids, home, target, team_of
from .routes import traced as route
from .scoring import outcome, seat_score, side_totals
from .words import CARD_NAMES, CARD_TEXTS

# Event kinds whose details say where an explorer went; the record adds the squares it passed.
_MOVES = ("move", "card_move")


def remember(state: State, events: list[Event]) -> None:
    """Keep the public facts of this turn and the last one (moves, captures, goals, dice, cards).

    The picture shows what just happened from these; event texts stay in the turn message.
    Each record is the events' details without their text, and moves gain the path they took.
    """
    if "recent" not in state:
        state["recent"] = {"last": None, "now": {"seat": state["first"], "events": []}}
    recent = state["recent"]
    for happened in events:
        if happened["type"] == "turn":  # a new turn starts: the current one becomes the last
            recent["last"] = recent["now"]
            recent["now"] = {"seat": happened["seat"], "events": []}
            continue
        details = dict(happened)
        del details["text"]
        details.pop("msg", None)
        if happened["type"] in _MOVES:
            traced = route(happened["start"], happened["dir"], happened["steps"], column_index(happened["via"]))
            details["path"] = [happened["start"], *traced.path]
        recent["now"]["events"].append(details)


def _prompt(state: State) -> dict[str, Any] | None:
    """What the active seat is deciding now, in words the renderer and cog can show."""
    phase = state["phase"]
    if phase == "move":
        return _said({"kind": "move"}, _move_prompt(state["dice"]))
    if phase == "colour":
        effect, _ = face_effect(state)
        face = state["colour"]["face"]
        return _said({"kind": "colour", "face": face, "effect": effect}, prompt_message(state))
    if phase == "cards":
        card = current_card(state)
        kind = CARDS[card]
        name = CARD_NAMES[card]
        text = msg("Play the {card} card", card=name) if kind.mandatory else msg(
            "Play the {card} card or decline it", card=name
        )
        said = {"kind": "card", "card": card, "text": text.english(), "card_text": kind.text, "msg": text.data()}
        return {**said, "card_msg": CARD_TEXTS[card].data()}
    return None


def _said(prompt: dict[str, Any], text: Msg) -> dict[str, Any]:
    """A prompt with its words: ``text`` in English and ``msg`` to show in the reader's language."""
    return {**prompt, "text": text.english(), "msg": text.data()}


def _move_prompt(dice: dict[str, Any]) -> Msg:
    """``Move with die A (3), die B (5) or both dice (8)``: the dice still to use."""
    values, status = dice["values"], dice["status"]
    free = [msg("die {die} ({n})", die=key, n=values[key]) for key in ("A", "B") if status[key] == "unused"]
    if len(free) == 2:
        both = values["A"] + values["B"]
        return msg("Move with {die}, {other} or both dice ({n})", die=free[0], other=free[1], n=both)
    return msg("Move with {die}", die=free[0]) if free else msg("Move")


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
        "start_log": list(state.get("start_log", ())),  # the start rolls; later events are in the moves table
        "this_turn": _turn_record(state, "now"),
        "last_turn": _turn_record(state, "last"),
        "outcome": outcome(state),
    }


def _turn_record(state: State, which: str) -> dict[str, Any] | None:
    """A copy of a turn's record (see ``remember``): the seat whose turn it was and its events."""
    record = state.get("recent", {}).get(which)
    if record is None:
        return None
    return {"seat": record["seat"], "events": [dict(e) for e in record["events"]]}


def build_view(state: State, seat: int | None) -> dict[str, Any]:
    view = public_view(state)
    if seat is not None:
        view["seat"] = seat
        view["private"] = {}
    return view
