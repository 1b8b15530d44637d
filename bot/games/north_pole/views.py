"""Views (RNP-126–128): one builder for the public view; a seat's view adds an empty private part.

Hidden and never shown: draw-pile faces and order (only the top card's back colour), the
compass stack, face-down corner and scoreboard tokens, the set-aside tokens, the RNG.
"""

from __future__ import annotations

from typing import Any

from bot.engine import State

from .board import crack_list, gates
from .data import BOARD, CARDS, TOKENS
from .state import at_pole, next_turn_direction, on_ship, own_pawns, storm_total


def card_face(card: str | None) -> dict[str, Any] | None:
    return None if card is None else CARDS[card].public()


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
                "equipment": [TOKENS[t].public() for t in info["equipment"]],
                "backpack": None
                if backpack is None
                else {"token": backpack["token"], "card": card_face(backpack["card"])},
                "target": info["target"],
                "at_pole": at_pole(state, index),
                "on_ship": len(on_ship(state, index)),
                "unused": 4 - info["target"],  # pawns left on the scoreboard at setup (RNP-018)
                "pawns": own_pawns(state, index),
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
        "next_storm": {"colour": CARDS[draw[0]].colour if draw else None, "turn": next_turn_direction(state)},
        "draw_count": len(draw),
        "discard": list(state["discard"]),
        "stack_count": len(state["stack"]),
        "camp_rules_everywhere": not state["stack"],
        "set_aside_count": len(state["set_aside"]),
        "token_discard": [TOKENS[t].public() for t in state["token_discard"]],
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
    }


def seat_view(state: State, seat: int | None) -> dict[str, Any]:
    view = public_view(state)
    if seat is not None:
        view["seat"] = seat
        view["private"] = {}  # RNP-128: no seat holds private information
    return view
