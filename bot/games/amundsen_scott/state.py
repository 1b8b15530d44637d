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

import operator
import random
from typing import Any

from bot.engine import Event, State, load_rng, save_rng
from bot.stateshape import COPY, Each, Fields, Maybe, StateShape

from .cards import is_patron_wild
from .data import CARDS, PATRON_WILDS, PATRONS

Player = dict[str, Any]
ID = operator.itemgetter("id")  # a hand entry's card id


class Work:
    """A state being built by one ``apply``: the successor state, its generator and the events so far.

    The generator is decoded from the state only when a move draws on it (a reshuffle, Drop
    Supplies); every other move passes the saved generator on untouched, as the same value.
    """

    __slots__ = ("_rng", "events", "state")

    def __init__(self, state: State, rng: random.Random | None = None, events: list[Event] | None = None) -> None:
        self.state = state
        self._rng = rng
        self.events: list[Event] = [] if events is None else events

    @property
    def rng(self) -> random.Random:
        if self._rng is None:
            self._rng = load_rng(self.state["rng"])
        return self._rng

    def finish(self) -> tuple[State, list[Event]]:
        if self._rng is not None:
            self.state["rng"] = save_rng(self._rng)
        # The step's public events, so the picture can show what just happened (in its message
        # form too, for the picture's language); the row's slides and refills are left out
        # because the row itself shows them.
        self.state["last"] = [
            {"text": e["text"], "cards": sorted(reported_cards(e)), **({"msg": e["msg"]} if "msg" in e else {})}
            for e in self.events
            if e["type"] != "slide" and e["type"] != "refill"
        ]
        return self.state, self.events


# Moves change the players (hand lists, route, patron), the row, deck, discard pile and removed
# cards in place; the rest (options, pending, result, the saved generator, last, and each hand
# card, whose hidden flag is changed by replacing the card) only ever gets a new value.
SHAPE = StateShape(
    shared=("options", "exhaustions", "phase", "pending", "active", "turn", "result", "rng", "last"),
    copied={
        "players": Each(Fields(hand=COPY, patron=Maybe(COPY))),
        **dict.fromkeys(("row", "deck", "discard", "removed"), COPY),
    },
)


REPORTING = frozenset(("card", "cards", "taken", "discarded"))  # the details that name cards


def reported_cards(e: Event) -> set[str]:
    """The card ids an event reports in its details (the cards its text may name)."""
    ids: set[str] = set()
    for key in REPORTING:
        value = e.get(key)
        if value.__class__ is str:
            ids.add(value)
        elif value.__class__ is list:
            ids.update(value)
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
    return list(map(ID, state["players"][seat]["hand"]))


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


def is_lost(state: State, seat: int) -> bool:
    return player(state, seat)["q"] is not None


def deck_dead(state: State) -> bool:
    return int(state["exhaustions"]) >= 2


def row_cards(state: State) -> list[str]:
    return [c for c in state["row"] if c is not None]


def take_from_hand(state: State, seat: int, card_ids: list[str]) -> list[str]:
    """Removes the cards (spending a patron wild among them); returns the base cards removed."""
    me = state["players"][seat]
    removed = card_ids
    if not PATRON_WILDS.isdisjoint(card_ids):
        me["patron"]["spent"] = True
        removed = [cid for cid in card_ids if cid not in PATRON_WILDS]
    if removed:  # one pass over the hand, keeping the order of the cards left
        leaving = set(removed)
        me["hand"] = [card for card in me["hand"] if card["id"] not in leaving]
    return removed


def holds_type(state: State, seat: int, card_type: str) -> bool:
    return any(CARDS[c["id"]].type == card_type for c in player(state, seat)["hand"])


def patron_name(patron_id: str) -> str:
    return PATRONS[patron_id].name
