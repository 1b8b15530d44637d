"""A state that agrees with one seat's view, its secrets dealt again (for the hard bot's search).

Pole to Pole has no hands: the only secrets are the deck order and the generator, so future
rolls (§ views). ``determinize(view, seat, rng)`` copies every public fact from the view, deals
the cards neither discarded nor pending into a deck of the shown size in a random order, and
gives the game a new generator. ``view(result, seat)`` equals the given view.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from bot.engine import State

from .data import full_deck
from .luck import SEED_BITS


def _deck(view: Mapping[str, Any], rng: random.Random) -> list[str]:
    """The cards not in sight (PTP-012), shuffled; as many as the view's deck size."""
    unseen = Counter(full_deck())
    unseen.subtract(view["discard"])
    unseen.subtract(view["pending"])
    deck = list(unseen.elements())
    if len(deck) != view["deck_size"]:
        raise ValueError("The view's piles do not add up to the game's deck.")
    rng.shuffle(deck)
    return deck


def _dice(shown: Mapping[str, Any] | None) -> dict[str, Any] | None:
    if shown is None:
        return None
    limit = shown["limit"]
    # The first die moved one explorer along one axis; the view names the axis left to it.
    first = (
        None
        if limit is None
        else {"explorer": limit["explorer"], "axis": "meridian" if limit["only"] == "parallel" else "parallel"}
    )
    return {
        "values": {"A": shown["A"], "B": shown["B"]},
        "status": dict(shown["status"]),
        "source": shown["source"],
        "first": first,
    }


def determinize(view: Mapping[str, Any], seat: int, rng: random.Random) -> State:
    """A state legal for the engine whose ``view(state, seat)`` is ``view``; hidden parts random."""
    if view["phase"] == "over":
        raise ValueError("The game is over: there is nothing left to decide.")
    seats = view["seats"]
    state: State = {
        "players": view["players"],
        "mode": view["mode"],
        "teams": [list(team["seats"]) for team in view["teams"]],
        "team_names": [team["name"] for team in view["teams"]],
        "first": view["turn_order"][0],
        "active": view["active"],
        "phase": view["phase"],
        "rounds": view["round"] - 1,
        "explorers": {e["id"]: e["pos"] for e in view["explorers"]},
        "sheltered": [e["id"] for e in view["explorers"] if e["sheltered"]],
        "goals": list(view["goals"]),
        "tokens": [s["tokens"] for s in seats],
        "arrivals": [s["arrivals"] for s in seats],
        "skips": [s["skips"] for s in seats],
        "resigned": [s["resigned"] for s in seats],
        "deck": _deck(view, rng),
        "discard": list(view["discard"]),
        "pending": list(view["pending"]),
        "dice": _dice(view["dice"]),
        "colour": None if view["colour_die"] is None else {"face": view["colour_die"]},
        "end": None,
        "start_log": list(view["start_log"]),
        "rng": rng.getrandbits(SEED_BITS),
    }
    if view["this_turn"] is not None:
        state["recent"] = {"last": _record(view["last_turn"]), "now": _record(view["this_turn"])}
    return state


def _record(turn: Mapping[str, Any] | None) -> dict[str, Any] | None:
    if turn is None:
        return None
    return {"seat": turn["seat"], "events": [dict(e) for e in turn["events"]]}
