"""The public view and a seat's view (spec §8: RSP-075..RSP-078), built in one place so
secrets are stripped in one spot: a face-down tile shows only its back."""

from __future__ import annotations

from typing import Any

from bot.engine import State

from .board import ALL_LABELS, FLAG, SPACES
from .data import Requirement, Tile
from .dice import SETUP, colour_sums, is_met
from .state import (
    FAILING,
    SUCCESS,
    TILES,
    flags_placed,
    log_size,
    position,
    recent_texts,
    requirement_at,
)
from .turns import TURN_LINE


def requirement_data(requirement: Requirement | None) -> dict[str, int] | None:
    return dict(requirement) if requirement is not None else None


def _front(tile: Tile) -> dict[str, Any]:
    return {
        "requirement": requirement_data(tile.requirement),
        "camp_site": tile.camp,
        "flag_symbol": tile.flag,
    }


class _Board:
    """What every space's entry reads, gathered once per view: a view lists 87 spaces."""

    def __init__(self, state: State) -> None:
        self.peekers: dict[str, list[int]] = {}
        self.tents: dict[str, list[int]] = {}
        for seat, info in enumerate(state["seats"]):
            for label in info["peeks"]:
                self.peekers.setdefault(label, []).append(seat)
            if info["tent"] is not None:
                self.tents.setdefault(info["tent"], []).append(seat)
        self.revealed = set(state["revealed"])
        self.camp_markers = set(state["camp_markers"])


def _template(label: str) -> dict[str, Any]:
    """A space's entry before anything is placed on it; mutable parts are filled in per view."""
    space = SPACES[label]
    return {
        "label": label,
        "kind": space.kind,
        "q": space.q,
        "r": space.r,
        "number": space.number,
        "face_down": False,
        "back": None,
        "flag_tile": space.kind == FLAG,
        "tile": None,
        "requirement": None,
        "camp_site": False,
        "flag_symbol": False,
        "camp_marker": False,
        "tents": [],
        "flag": None,
        "peeked_by": [],
    }


_TEMPLATES = {label: _template(label) for label in ALL_LABELS}  # copied, never handed out


def _space(state: State, label: str, board: _Board) -> dict[str, Any]:
    entry = _TEMPLATES[label].copy()
    requirement = SPACES[label].requirement
    if requirement is not None:
        entry["requirement"] = dict(requirement)
    entry["camp_marker"] = label in board.camp_markers
    entry["tents"] = board.tents.get(label, [])
    entry["flag"] = state["flag_markers"].get(label)
    tile_id = state["tiles"].get(label)
    if tile_id is None:
        entry["peeked_by"] = []
        return entry
    tile = TILES[tile_id]
    entry["back"] = tile.back
    if label not in board.revealed:  # RSP-077: a face-down tile shows its back and who peeked, nothing else
        entry["face_down"] = True
        entry["peeked_by"] = board.peekers.get(label, [])
    else:
        entry["peeked_by"] = []
        entry.update(tile=tile.id, **_front(tile))
    return entry


def _players(state: State) -> list[dict[str, Any]]:
    return [
        {
            "seat": seat,
            "colour": SETUP.colours[seat],
            "position": position(state, seat) + 1,
            "cubes": info["cubes"],
            "flags_placed": flags_placed(state, seat),
            "flags_left": info["flags_left"],
            "tent": info["tent"],
            "in_game": info["in_game"],
            "active": state["result"] is None and seat == state["active"],
        }
        for seat, info in enumerate(state["seats"])
    ]


def _set_aside(state: State) -> dict[str, Any]:
    if state["result"] is None:
        return {"revealed": False}  # RSP-077: only that it exists
    tile = TILES[state["set_aside"]]
    return {"revealed": True, "tile": tile.id, "back": tile.back, **_front(tile)}


def last_event(state: State) -> str | None:
    """The latest thing that happened, skipping "Round 3: X's turn." (the picture says whose turn)."""
    return next((text for text in reversed(recent_texts(state)) if not TURN_LINE.fullmatch(text)), None)


def last_message(state: State, text: str | None) -> dict[str, Any] | None:
    """The message of the latest event, when the state kept one for that same text (games saved
    before issue 24 kept English texts alone)."""
    last = state.get("last")
    return last["msg"] if last and text is not None and last["text"] == text else None


def public_view(state: State) -> dict[str, Any]:
    board = _Board(state)
    rolled = state["phase"] in (FAILING, SUCCESS) or (state["result"] is not None and state["pool"])
    requirement = requirement_at(state, state["explorer"]) if rolled else None
    result = state["result"]
    last = last_event(state)
    outcome = {"winners": result["winners"], "text": result["text"]} if result else None
    if result and "msg" in result:
        outcome = {**(outcome or {}), "msg": result["msg"]}
    return {
        "game": "south-pole",
        "players": _players(state),
        "round": state["round"],
        "round_cap": SETUP.round_cap,
        "phase": state["phase"],
        "active": None if result else state["active"],
        "explorer": state["explorer"],
        "spaces": [_space(state, label, board) for label in ALL_LABELS],
        "set_aside": _set_aside(state),
        "supply": dict(state["supply"]),
        "split": state["split"],
        "pool": [dict(die) for die in state["pool"]],
        "requirement": requirement_data(requirement),
        "sums": colour_sums(state["pool"]) if rolled else None,
        "met": is_met(requirement, state["pool"]) if requirement is not None else None,
        "log": list(recent_texts(state)),  # the latest texts; the whole log is in the moves table
        "last_event": last,
        "last_message": last_message(state, last),  # the same as a message, where the engine gave one
        "log_size": log_size(state),
        "outcome": outcome,
    }


def seat_view(state: State, seat: int) -> dict[str, Any]:
    """RSP-078: the public view plus the fronts this seat peeked that are still face down."""
    view = public_view(state)
    revealed = set(state["revealed"])
    peeks = [
        {"space": label, **_front(TILES[state["tiles"][label]])}
        for label in state["seats"][seat]["peeks"]
        if label not in revealed
    ]
    view["seat"] = seat
    view["private"] = {"seat": seat, "peeks": peeks}
    return view
