"""The state's shape and small accessors shared by the rules modules.

State (JSON data, spec D6)::

    players[seat] = {explorer: "A"|"S", route: 0..13, q: j|None, hand: [{id, hidden}],
                     limit: 7|5, patron: {id, spent, removals}|None}
    row: [id|None] * 3|6 (index 0 = position 1), deck: [id] (top = last), discard: [id],
    removed: [id], exhaustions: 0|1|2, phase: "main"|"effect"|"weather"|"trim"|"over",
    pending: {...}|None, active: seat, turn: n, result: {winner, reason}|None, rng, options,
    last: [{text, cards}] (the latest step's public events; absent before the first one)

``route`` is the pawn's route index; while ``q`` is set the pawn stands on that `?` instead
(``route`` then keeps the space he was lost from, for the log only).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from bot.engine import Event, State, load_rng, save_rng

from .cards import is_patron_wild
from .data import CARDS, PATRONS

Player = dict[str, Any]


@dataclass
class Work:
    """A state being built by one ``apply``: the fresh copy, its generator and the events so far."""

    state: State
    rng: random.Random
    events: list[Event] = field(default_factory=list)

    @classmethod
    def start(cls, state: State) -> Work:
        return cls(state, load_rng(state["rng"]))

    def finish(self) -> tuple[State, list[Event]]:
        self.state["rng"] = save_rng(self.rng)
        # The step's public events, so the picture can show what just happened; the row's
        # slides and refills are left out because the row itself shows them.
        self.state["last"] = [
            {"text": e["text"], "cards": sorted(reported_cards(e))}
            for e in self.events
            if e["type"] not in ("slide", "refill")
        ]
        return self.state, self.events


def reported_cards(e: Event) -> set[str]:
    """The card ids an event reports in its details (the cards its text may name)."""
    ids: set[str] = set()
    for key in ("card", "cards", "taken", "discarded"):
        value = e.get(key)
        ids.update([value] if isinstance(value, str) else value if isinstance(value, list) else [])
    return ids


def opponent(seat: int) -> int:
    return 1 - seat


def player(state: State, seat: int) -> Player:
    player_state: Player = state["players"][seat]
    return player_state


def explorer(state: State, seat: int) -> str:
    letter: str = state["players"][seat]["explorer"]
    return letter


def seat_of(state: State, letter: str) -> int:
    return next(s for s, p in enumerate(state["players"]) if p["explorer"] == letter)


def hand_ids(state: State, seat: int) -> list[str]:
    return [c["id"] for c in player(state, seat)["hand"]]


def hand_size(state: State, seat: int) -> int:
    """AVS-055: the count the limit applies to (the patron wild is never in the hand list)."""
    return len(player(state, seat)["hand"])


def wild_id(state: State, seat: int) -> str | None:
    """The seat's unspent patron wild (AVS-072), if any."""
    patron = player(state, seat)["patron"]
    if patron and not patron["spent"] and is_patron_wild(patron["id"]):
        wild: str = patron["id"]
        return wild
    return None


def playable(state: State, seat: int) -> list[tuple[str, bool]]:
    """Hand cards as (id, hidden), plus the unspent patron wild, for choosing play actions."""
    cards = [(c["id"], bool(c["hidden"])) for c in player(state, seat)["hand"]]
    wild = wild_id(state, seat)
    return [*cards, (wild, False)] if wild else cards


def is_lost(state: State, seat: int) -> bool:
    return player(state, seat)["q"] is not None


def deck_dead(state: State) -> bool:
    return int(state["exhaustions"]) >= 2


def row_cards(state: State) -> list[str]:
    return [c for c in state["row"] if c is not None]


def take_from_hand(state: State, seat: int, card_ids: list[str]) -> list[str]:
    """Removes the cards (spending a patron wild among them); returns the base cards removed."""
    me = player(state, seat)
    removed: list[str] = []
    for cid in card_ids:
        if is_patron_wild(cid):
            me["patron"]["spent"] = True
            continue
        index = next(i for i, c in enumerate(me["hand"]) if c["id"] == cid)
        me["hand"].pop(index)
        removed.append(cid)
    return removed


def holds_type(state: State, seat: int, card_type: str) -> bool:
    return any(CARDS[c["id"]].type == card_type for c in player(state, seat)["hand"])


def patron_name(patron_id: str) -> str:
    return PATRONS[patron_id].name
