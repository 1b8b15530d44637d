"""A state that agrees with one seat's view, its secrets dealt again (for the hard bot's search).

Roll In One's secrets are the other seats' caddie cards (unless ``open_hands``), the deck order
and the dice generator (RIO-034, RIO-076, RIO-135). ``determinize(view, seat, rng)`` rebuilds a
position where a seat is about to aim a shot (a turn not yet swung): the course, balls, scores
and cards come from the view, the unseen cards are dealt at random into the other hands and
the deck, and the game gets a new generator. ``view(result, seat)`` equals the given view.

The middle of a shot (the ROLL and landing windows, RIO-127–RIO-131) and hole design keep steps
the view shows only coarsely, so those positions raise ``Undeterminable``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from bot.engine import State, save_rng

from .data import all_card_ids, card_kind


class Undeterminable(ValueError):
    """The view does not carry enough to rebuild a state from (a shot or design under way)."""


class _Cards:
    """Unused card instances by kind, so each card shown takes an instance of its own."""

    def __init__(self, rng: random.Random) -> None:
        self.free: dict[str, list[str]] = {}
        for card in all_card_ids():
            self.free.setdefault(card_kind(card), []).append(card)
        for cards in self.free.values():
            rng.shuffle(cards)

    def take(self, kind: str) -> str:
        cards = self.free.get(kind)
        if not cards:
            raise Undeterminable(f"The view shows more {kind} cards than the game has.")
        return cards.pop()

    def rest(self) -> list[str]:
        return [card for cards in self.free.values() for card in cards]


def _turn(view: Mapping[str, Any]) -> dict[str, Any]:
    """A turn about to aim (RIO-046), as ``turns.new_turn`` starts it."""
    shown = view["turn"]
    if view["stage"] != "play" or view["decision"] is None or view["decision"]["step"] != "aim":
        raise Undeterminable("Only a seat about to aim its shot can be rebuilt from its view.")
    if shown is None or shown["club"] is not None or shown["rolls"]:
        raise Undeterminable("A shot under way keeps its steps out of the view.")
    start = list(shown["start"])
    played = {c["kind"] for c in shown["cards"]}
    return {
        "seat": shown["seat"],
        "start": start,
        "club": None,
        "aim": None,
        "dir": None,
        "beat": shown["beat"],
        "moved": False,
        "plan": [],
        "pending": shown["pending"],
        "first_done": False,
        "landing": None,
        "airborne": False,
        "last_course": list(start),
        "rolls": [],
        "path": [list(cell) for cell in shown["path"]],
        "cards": [dict(c) for c in shown["cards"]],
        "mulligans": shown["mulligans"],
        "before": {
            "cells": [b["cell"] for b in view["balls"]],
            "holed": [b["holed"] for b in view["balls"]],
            "penalties": [s["penalties"] for s in view["seats"]],
            "reached": [len(s["greens_reached"]) for s in view["seats"]],
        },
        "flags": {
            "preferred_lie": "C6" in played,
            "punch_out": "C7" in played,
            "free_drop": "C12" in played,
            "big_hitter_used": False,
            "handicap_used": False,
        },
    }


def _hole(view: Mapping[str, Any]) -> dict[str, Any]:
    shown, course = view["hole"], view["course"]
    return {
        "number": shown["number"] - 1,
        "designer": shown["designer"],
        "lead": shown["lead"],
        "method": shown["method"],
        "preset": shown["preset"],
        "attachments": [dict(a) for a in shown["attachments"]],
        "boards": [{"id": b["id"], "k": b["k"], "t": list(b["t"])} for b in course["boards"]],
        "finished": shown["finished"],
        "greens": [list(g) for g in course["greens"]],
        "confirmed": shown["confirmed"],
        "par": shown["par"],
        "holed_any": any(b["holed"] for b in view["balls"]),
        "turns": shown["turns"],
    }


def _last_turn(shown: Mapping[str, Any] | None) -> dict[str, Any] | None:
    if shown is None:
        return None
    last = dict(shown)
    if "hole" in last:
        last["hole"] = int(last["hole"]) - 1  # the view numbers holes from 1
    return last


def determinize(view: Mapping[str, Any], seat: int, rng: random.Random) -> State:
    """A state legal for the engine whose ``view(state, seat)`` is ``view``; hidden parts random."""
    turn = _turn(view)
    cards = _Cards(rng)
    private = view["private"]
    discard = [cards.take(kind) for kind in view["discard"]]
    hands: dict[int, list[str]] = {seat: [cards.take(c["kind"]) for c in private["hand"]]}
    for shown in view["seats"]:
        if "hand" in shown and shown["seat"] != seat:  # open hands (RIO-034 variant)
            hands[shown["seat"]] = [cards.take(c["kind"]) for c in shown["hand"]]
    unseen = cards.rest()
    rng.shuffle(unseen)
    for shown in view["seats"]:
        if shown["seat"] not in hands:
            hands[shown["seat"]] = [unseen.pop() for _ in range(shown["hand_size"])]
    if len(unseen) != view["deck_size"]:
        raise Undeterminable("The view's cards do not add up to the game's deck.")
    settings = dict(private["settings"])
    seats = [
        {
            "golfer": shown["golfer"],
            "hand": hands[shown["seat"]],
            "penalties": shown["penalties"],
            "handicap": shown["handicap"],
            "tokens": shown["tokens"],
            "left": shown["left"],
            "settings": dict(settings),  # another seat's settings are its own secret (RIO-134)
            "scores": list(shown["scores"]),
            "greens_reached": list(shown["greens_reached"]),
            "green_landings": shown["green_landings"],
            "waterproof_used": False,  # not shown: the Waterproof golfer counts as ready (RIO-085)
            "finished_at": 0 if shown["finished"] else None,
        }
        for shown in view["seats"]
    ]
    players = view["players"]
    hole = _hole(view)
    campaign = view["campaign"] or {"finishers": [], "extra_turns": None, "extra_left": None}
    return {
        "mode": view["mode"],
        "players": players,
        "options": {**view["options"], **settings},
        "deck": unseen,
        "discard": discard,
        "seats": seats,
        "balls": [{"cell": b["cell"], "holed": b["holed"]} for b in view["balls"]],
        "shared_golfers": [g["id"] for g in view["shared_golfers"]],
        "first_player": view["first_player"],
        "first_rolls": view["first_rolls"],
        "golfer_pick": None,
        "holes_total": view["hole"]["of"] if view["mode"] == "standard" else 1,
        "history": view["history"],
        "hole": hole,
        "turn": turn,
        "last_turn": _last_turn(view["last_turn"]),
        "stage": "aim",
        "decision": {"seat": view["decision"]["seat"], "step": "aim"},
        "round": view["hole"]["round"],
        "order_pos": (turn["seat"] - hole["lead"]) % players,
        "solo_counts_used": [],
        "survival_holes": view["survival_holes"],
        "campaign": dict(campaign),
        "result": None,
        "rng": save_rng(random.Random(rng.getrandbits(64))),
        "rng_ahead": [],
    }
