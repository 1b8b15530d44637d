"""Views (RNP-126–128): one builder for the public view; a seat's view adds an empty private part.

Hidden and never shown: draw-pile faces and order (only the top card's back colour), the
compass stack, face-down corner and scoreboard tokens, the set-aside tokens, the RNG.
Cards and tokens are shown by their faces, never by id, so no text built from a view can
leak an internal code. ``recent`` is what the latest turn did (all of it public), for the
picture: moves, ambushes, tokens found, storms, the bear.
"""

from __future__ import annotations

from typing import Any

from bot.engine import Event, State

from . import words
from .board import crack_list, gates, rotate_square
from .data import BOARD, CARDS, TOKENS
from .state import at_pole, next_turn_direction, on_ship, storm_total

# Event details that name a square, kept in the frame of the rotation r they were made at.
SQUARE_FIELDS = ("start", "hit", "square")
RECENT_LIMIT = 16  # a turn is a few plays; the cap only bounds the state's size


def card_face(card: str | None) -> dict[str, Any] | None:
    if card is None:
        return None
    return words.card_face(card)  # a dict of its own


def token_face(token: str) -> dict[str, Any]:
    return {"item": TOKENS[token].item, "colour": TOKENS[token].colour}


def _public_details(event: Event) -> dict[str, Any]:
    """An event without its text and internal names, its other keys in order."""
    details = dict(event)
    details.pop("text", None)
    details.pop("msg", None)
    details.pop("pawn", None)
    details.pop("seat", None)
    return details


def note_recent(state: State, seat: int, round_number: int, events: list[Event]) -> None:
    """Keep the public details of the current turn's events (texts aside) for the picture."""
    details = [_public_details(e) for e in events]
    recent = state.get("recent")
    if recent and recent["seat"] == seat and recent["round"] == round_number:
        details = recent["events"] + details
    state["recent"] = {"seat": seat, "round": round_number, "events": details[-RECENT_LIMIT:]}


def turned(square: str, quarters: int) -> str:
    for _ in range(quarters % 4):
        square = rotate_square(square, "cw")
    return square


def recent_view(state: State) -> dict[str, Any] | None:
    """The latest turn's events with their squares where those things are now (after storms)."""
    recent = state.get("recent")
    if not recent:
        return None
    shown = []
    for detail in recent["events"]:
        item = dict(detail)
        if "r" in item:
            quarters = (state["r"] - item.pop("r")) % 4
            for field in SQUARE_FIELDS:
                if field in item:
                    item[field] = turned(item[field], quarters)
            if "path" in item:
                item["path"] = [sq if sq == "P" else turned(sq, quarters) for sq in item["path"]]
        shown.append(item)
    return {"seat": recent["seat"], "round": recent["round"], "events": shown}


def public_view(state: State) -> dict[str, Any]:
    turn = state["turn"]
    seats = []
    for index, info in enumerate(state["seats"]):
        backpack = info["backpack"]
        seats.append(
            {
                "seat": index,
                "side": info["side"],
                "colour": info["colour"],
                "team": info["team"],
                "equipment": [token_face(t) for t in info["equipment"]],
                "backpack": None if backpack is None else {"card": card_face(backpack["card"])},
                "target": info["target"],
                "at_pole": at_pole(state, index),
                "on_ship": len(on_ship(state, index)),
                "unused": 4 - info["target"],  # pawns left on the scoreboard at setup (RNP-018)
                "left": info["left"],
                "controller": info["controller"],
            }
        )
    draw = state["draw"]
    return {
        "game": "north-pole",
        "players": state["players"],
        "teams": state["teams"],
        "r": state["r"],
        "cracks": crack_list(state["r"]),
        "disc": state["disc"],
        "gates": list(gates(state["disc"])),
        "pawns": dict(state["pawns"]),
        "holes": sorted(state["holes"]),
        "igloos": {pawn: state["pawns"][pawn] for pawn in sorted(state["igloos"])},
        "corner_tokens": sorted(state["corner_tokens"]),
        "score_token": state["score_token"] is not None,
        "slots": {slot: card_face(card) for slot, card in state["slots"].items()},
        "storm": [card_face(c) for c in state["storm"]],
        "storm_total": storm_total(state),
        "threshold": state["threshold"],
        "last_storm": state.get("last_storm"),
        "recent": recent_view(state),
        "next_storm": {"colour": CARDS[draw[0]].colour if draw else None, "turn": next_turn_direction(state)},
        "draw_count": len(draw),
        "discard": [card_face(c) for c in state["discard"]],
        "stack_count": len(state["stack"]),
        "camp_rules_everywhere": not state["stack"],
        "set_aside_count": len(state["set_aside"]),
        "token_discard": [token_face(t) for t in state["token_discard"]],
        "seats": seats,
        "turn": {
            "seat": turn["seat"],
            "side": state["seats"][turn["seat"]]["side"],
            "phase": turn["phase"],
            "round": turn["round"],
            "round_cap": BOARD["round_cap"],
            "pending_husky": turn["pending_husky"],
            "refreshed": turn["refreshed"],
            "stored_this_turn": turn["stored_this_turn"],
        },
        "over": state["result"] is not None,
        "winners": [] if state["result"] is None else list(state["result"]["winners"]),
        "end": None if state["result"] is None else state["result"]["kind"],  # pole, cap (100 rounds) or resign
    }


def seat_view(state: State, seat: int | None) -> dict[str, Any]:
    view = public_view(state)
    if seat is not None:
        view["seat"] = seat
        view["private"] = {}  # RNP-128: no seat holds private information
    return view
