"""A state that agrees with one seat's view, its secrets dealt again (for the hard bot's search).

Race to the North Pole's secrets are the draw pile (only its top card's storm colour shows),
the face-down corner and scoreboard tokens (greens), the compass stack and the set-aside tokens
(a mix of greens and blues), and the generator (RNP-127). ``determinize(view, seat, rng)``
copies every public fact, gives each card and token shown by its face an id with that face, and
deals the unseen ones at random within those rules. ``view(result, seat)`` equals the given view.

A play stopped half-way by an equipment overflow (RNP-093) keeps its remaining steps in the
state, not in the view, so such a position cannot be rebuilt: ``Undeterminable`` says so.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from bot.engine import State

from .data import BOARD, CARDS, TOKENS
from .dice import pack_rng
from .state import setup_key
from .words import card_face


class Undeterminable(ValueError):
    """The view does not carry enough to rebuild a state from (a play half-way done)."""


def _key(face: Mapping[str, Any]) -> tuple[Any, ...]:
    return tuple(sorted(face.items()))


class _Ids:
    """Unused ids by face, so each face shown takes an id of its own."""

    def __init__(self, faces: Mapping[str, Mapping[str, Any]], rng: random.Random) -> None:
        self.free: dict[tuple[Any, ...], list[str]] = {}
        for ident, face in faces.items():
            self.free.setdefault(_key(face), []).append(ident)
        for ids in self.free.values():
            rng.shuffle(ids)

    def take(self, face: Mapping[str, Any]) -> str:
        ids = self.free.get(_key(face))
        if not ids:
            raise Undeterminable(f"The view shows more of {dict(face)} than the game has.")
        return ids.pop()

    def take_id(self, ident: str, face: Mapping[str, Any]) -> str:
        self.free[_key(face)].remove(ident)
        return ident

    def rest(self) -> list[str]:
        return [ident for ids in self.free.values() for ident in ids]


TOKEN_FACES = {t: {"item": token.item, "colour": token.colour} for t, token in TOKENS.items()}
CARD_FACES = {c: card_face(c) for c in CARDS}


def _card(ids: _Ids, face: Mapping[str, Any] | None) -> str | None:
    return None if face is None else ids.take(face)


def _cards(view: Mapping[str, Any], seats: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    ids = _Ids(CARD_FACES, rng)
    piles: dict[str, Any] = {
        "slots": {slot: _card(ids, face) for slot, face in view["slots"].items()},
        "discard": [ids.take(face) for face in view["discard"]],
        "storm": [ids.take(face) for face in view["storm"]],
    }
    for shown, seat in zip(view["seats"], seats, strict=True):
        if shown["backpack"] is not None:
            token = next(t for t in seat["equipment"] if TOKENS[t].item == "Backpack")
            seat["backpack"] = {"token": token, "card": ids.take(shown["backpack"]["card"])}
    draw = ids.rest()
    rng.shuffle(draw)
    if len(draw) != view["draw_count"]:
        raise Undeterminable("The view's cards do not add up to the game's deck.")
    colour = view["next_storm"]["colour"]
    if draw and CARDS[draw[0]].colour != colour:  # the top card's back is public (RNP-003)
        top = next(i for i, c in enumerate(draw) if CARDS[c].colour == colour)
        draw[0], draw[top] = draw[top], draw[0]
    piles["draw"] = draw
    return piles


def _tokens(view: Mapping[str, Any], seats: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    ids = _Ids(TOKEN_FACES, rng)
    handed = {f"T{index + 1:02d}" for index in range(len(seats))} | {f"T{index + 5:02d}" for index in range(len(seats))}
    removed = [t for t, token in TOKENS.items() if token.colour == "brown" and t not in handed]  # RNP-019
    for t in removed:
        ids.take_id(t, TOKEN_FACES[t])
    for shown, seat in zip(view["seats"], seats, strict=True):
        seat["equipment"] = [ids.take(face) for face in shown["equipment"]]
    hole = {"item": "Hole", "colour": "blue"}
    igloo = {"item": "Igloo", "colour": "green"}
    found: dict[str, Any] = {
        "holes": {square: ids.take(hole) for square in view["holes"]},
        "igloos": {pawn: ids.take(igloo) for pawn in view["igloos"]},
        "token_discard": [ids.take(face) for face in view["token_discard"]],
        "removed": removed,
    }
    unseen = ids.rest()
    rng.shuffle(unseen)
    greens = [t for t in unseen if TOKENS[t].colour == "green"]
    corners = {square: greens.pop() for square in view["corner_tokens"]}
    found["corner_tokens"] = corners
    found["score_token"] = greens.pop() if view["score_token"] else None
    mixed = [t for t in unseen if t not in set(corners.values()) and t != found["score_token"]]
    if len(mixed) != view["stack_count"] + view["set_aside_count"]:
        raise Undeterminable("The view's tokens do not add up to the game's tokens.")
    found["stack"], found["set_aside"] = mixed[: view["stack_count"]], mixed[view["stack_count"] :]
    return found


def _turn(view: Mapping[str, Any]) -> dict[str, Any]:
    shown = view["turn"]
    phase = shown["phase"]
    if phase == "overflow":
        raise Undeterminable("A play stopped by an equipment overflow keeps its steps out of the view.")
    return {
        "seat": shown["seat"],
        "phase": phase,
        "round": shown["round"],
        "start_seat": shown["seat"],  # not shown; it only counts rounds towards the cap
        "pending_husky": shown["pending_husky"],
        "refreshed": shown["refreshed"],
        "paid": phase == "paid",
        "stored_this_turn": shown["stored_this_turn"],
        # After a Refresh no Husky (RNP-077) until the next play; the view shows only the Refresh.
        "husky_ok": not (shown["refreshed"] and phase == "window"),
        "play": None,
    }


def determinize(view: Mapping[str, Any], seat: int, rng: random.Random) -> State:
    """A state legal for the engine whose ``view(state, seat)`` is ``view``; hidden parts random."""
    if view["over"]:
        raise Undeterminable("The game is over: there is nothing left to decide.")
    seats: list[dict[str, Any]] = [
        {
            "side": s["side"],
            "colour": s["colour"],
            "team": s["team"],
            "equipment": [],
            "backpack": None,
            "target": s["target"],
            "left": s["left"],
            "controller": s["controller"],
        }
        for s in view["seats"]
    ]
    turn = _turn(view)  # first: a play half-way done holds a card no pile shows
    tokens = _tokens(view, seats, rng)
    cards = _cards(view, seats, rng)
    state: State = {
        "players": view["players"],
        "teams": view["teams"],
        "threshold": BOARD["setups"][setup_key(view["players"], view["teams"])]["threshold"],
        "seats": seats,
        "pawns": dict(view["pawns"]),
        "r": view["r"],
        "disc": view["disc"],
        "holes": tokens["holes"],
        "igloos": tokens["igloos"],
        "corner_tokens": tokens["corner_tokens"],
        "score_token": tokens["score_token"],
        "slots": cards["slots"],
        "draw": cards["draw"],
        "discard": cards["discard"],
        "storm": cards["storm"],
        "stack": tokens["stack"],
        "set_aside": tokens["set_aside"],
        "token_discard": tokens["token_discard"],
        "removed": tokens["removed"],
        "turn": turn,
        "result": None,
        "last_storm": view["last_storm"],
        "rng": pack_rng(random.Random(rng.getrandbits(64))),
    }
    if view["recent"] is not None:
        # Squares are kept as shown now, at today's rotation, so the view turns them by nothing.
        recent = view["recent"]
        events = [
            {**e, "r": view["r"]} if any(f in e for f in ("start", "hit", "square", "path")) else dict(e)
            for e in recent["events"]
        ]
        state["recent"] = {"seat": recent["seat"], "round": recent["round"], "events": events}
    return state
