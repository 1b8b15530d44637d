"""Public and private views (RIO-133–RIO-135), built in one place so secrets are stripped once.

Card instance ids (``C1#3``) never leave this module: hands and the deck are secret, and the
discard pile and played cards are shown by kind. The deck shows only its size.
"""

from __future__ import annotations

import copy
from typing import Any

from bot.engine import State

from . import design
from .common import course, greens, mode
from .data import CADDIE, GOLFERS, TEE_SPACE, card_kind
from .geometry import placement_of, port_cells
from .words import board_title

# Internal decision steps -> the coarse step everyone may see (RIO-133, RIO-135).
PUBLIC_STEP = {
    "golfer": "golfer",
    "design": "design",
    "green": "design",
    "nudge": "aim",
    "aim": "aim",
    "roll": "flight",
    "curve": "flight",
    "fly_on": "flight",
    "landing": "landing",
    "slide": "landing",
    "ricochet": "landing",
    "green_move": "landing",
    "reaction": "reaction",
}
TURN_KEYS = (
    "seat",
    "start",
    "club",
    "aim",
    "dir",
    "beat",
    "pending",
    "path",
    "rolls",
    "cards",
    "mulligans",
    "hole",  # last turn only: the hole it was played on (1, 2, ...)
    "outcome",  # last turn only: where the ball rested, penalties, balls knocked on or holed
)


def _card(kind: str) -> dict[str, str]:
    info = CADDIE[kind]
    return {"kind": kind, "name": info.name, "window": info.window, "effect": info.effect}


def _course(st: State) -> dict[str, Any]:
    hole = st["hole"]
    if hole is None:
        return {"cells": [], "boards": [], "greens": [], "open_ports": [], "tee": list(TEE_SPACE)}
    cm = course(st)
    boards = []
    for entry in hole["boards"]:
        p = placement_of(entry)
        boards.append({"id": p[0], "name": board_title(p[0]), "k": p[1], "t": [p[2], p[3]]})
    ports = []
    if not hole["confirmed"]:
        by_id = {b["id"]: placement_of(b) for b in hole["boards"]}
        # numbered in the order the attach labels use ("Port 2: add Diamond 1 by its top side")
        for number, name in enumerate(design.open_port_list(st), start=1):
            board, port = name.split(".")
            cells, axis = port_cells(by_id[board], port)
            ports.append({"name": name, "number": number, "cells": [list(c) for c in cells], "axis": axis})
    return {
        "cells": [[q, r, kind, cm.board_of[(q, r)]] for (q, r), kind in sorted(cm.terrain.items())],
        "boards": boards,
        "greens": [list(g) for g in greens(st)],
        "open_ports": ports,
        "tee": list(TEE_SPACE),
    }


def _hole(st: State) -> dict[str, Any] | None:
    hole = st["hole"]
    if hole is None:
        return None
    return {
        "number": hole["number"] + 1,
        "of": {"standard": st["holes_total"], "solo_round": st.get("solo_holes", 3)}.get(mode(st)),
        "designer": hole["designer"],
        "lead": hole["lead"],
        "par": hole["par"],
        "method": hole["method"],
        "preset": hole["preset"],
        "attachments": hole["attachments"],
        "finished": hole["finished"],
        "confirmed": hole["confirmed"],
        "round": st["round"],
        "turns": hole["turns"],
        "board_counts": [n + 1 for n in design.attached_counts(st)] if not hole["confirmed"] else [],
    }


def _seat(st: State, s: int) -> dict[str, Any]:
    seat = st["seats"][s]
    golfer = seat["golfer"]
    public: dict[str, Any] = {
        "seat": s,
        "golfer": golfer,
        "golfer_name": GOLFERS[golfer].name if golfer else None,
        "penalties": seat["penalties"],
        "handicap": seat["handicap"],
        "tokens": seat["tokens"],
        "hand_size": len(seat["hand"]),
        "scores": list(seat["scores"]),
        "total": sum(v for v in seat["scores"] if v is not None),
        "greens_reached": list(seat["greens_reached"]),
        "green_landings": seat["green_landings"],
        "finished": seat["finished_at"] is not None,
        "left": seat["left"],
    }
    if st["options"]["open_hands"]:
        public["hand"] = [_card(card_kind(c)) for c in seat["hand"]]
    return public


def _turn(turn: dict[str, Any] | None) -> dict[str, Any] | None:
    if turn is None:
        return None
    public = {k: turn.get(k) for k in TURN_KEYS if k in turn}
    if "hole" in public:
        public["hole"] = int(turn["hole"]) + 1  # numbered like view["hole"]["number"]
    return public


def _moving_green(st: State) -> int | None:
    """RIO-110: the green (numbered from 1) a landing on it has someone move now: public, as the
    landing was; a green-move button names it."""
    landing = (st["turn"] or {}).get("landing") or {}
    moving = landing.get("moving")
    return None if moving is None else int(moving[1]) + 1


def public_view(st: State) -> dict[str, Any]:
    decision = st["decision"]
    opts = {k: v for k, v in st["options"].items() if k not in ("pause_rolls", "auto_pass")}
    view: dict[str, Any] = {
        "game": "roll-in-one",
        "mode": st["mode"],
        "players": st["players"],
        "options": opts,
        "stage": "over"
        if st["result"] is not None
        else ("golfers" if st["stage"] == "golfers" else "design" if st["stage"] == "design" else "play"),
        "decision": None if decision is None else {"seat": decision["seat"], "step": PUBLIC_STEP[decision["step"]]},
        "hole": _hole(st),
        "course": _course(st),
        "balls": [
            {"seat": s, "cell": b["cell"], "holed": b["holed"], "left": st["seats"][s]["left"]}
            for s, b in enumerate(st["balls"])
        ],
        "turn": _turn(st["turn"]),
        "last_turn": _turn(st["last_turn"]),
        "seats": [_seat(st, s) for s in range(st["players"])],
        "shared_golfers": [{"id": g, "name": GOLFERS[g].name, "text": GOLFERS[g].text} for g in st["shared_golfers"]],
        "first_player": st["first_player"],
        "first_rolls": st["first_rolls"],
        "deck_size": len(st["deck"]),
        "discard": [card_kind(c) for c in st["discard"]],
        "history": st["history"],
        "survival_holes": st["survival_holes"],
        "campaign": {
            "finishers": st["campaign"]["finishers"],
            "extra_turns": st["campaign"]["extra_turns"],
            "extra_left": st["campaign"]["extra_left"],
        }
        if mode(st) == "campaign"
        else None,
        "result": st["result"],
        "moving_green": _moving_green(st),
    }
    return copy.deepcopy(view)  # callers may keep or change it without touching the state


def build_view(st: State, seat: int | None) -> dict[str, Any]:
    view = public_view(st)
    if seat is None or not 0 <= seat < st["players"]:
        return view
    mine = st["seats"][seat]
    view["seat"] = seat
    view["private"] = {
        "hand": [_card(card_kind(c)) for c in mine["hand"]],
        "settings": dict(mine["settings"]),
    }
    return view
