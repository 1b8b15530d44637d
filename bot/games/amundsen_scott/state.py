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
from typing import Any

from bot.engine import Event, State, load_rng, save_rng

from .cards import is_patron_wild
from .data import CARDS, PATRONS

Player = dict[str, Any]


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

    @classmethod
    def start(cls, state: State) -> Work:
        return cls(state)

    @property
    def rng(self) -> random.Random:
        if self._rng is None:
            self._rng = load_rng(self.state["rng"])
        return self._rng

    def finish(self) -> tuple[State, list[Event]]:
        if self._rng is not None:
            self.state["rng"] = save_rng(self._rng)
        # The step's public events, so the picture can show what just happened; the row's
        # slides and refills are left out because the row itself shows them.
        self.state["last"] = [
            {"text": e["text"], "cards": sorted(reported_cards(e))}
            for e in self.events
            if e["type"] not in ("slide", "refill")
        ]
        return self.state, self.events


def successor(state: State) -> State:
    """The state a move builds on, sharing with ``state`` only what no move changes in place.

    Moves change the players (hands, a card's hidden flag, route, patron), the row, deck,
    discard pile and removed cards in place, so those are copied; the rest (options, pending,
    result, the saved generator, last) is only ever replaced by a new value, so it is shared.
    Key order is kept, so the state's JSON text is the same as a deep copy's would be.
    """
    new = dict(state)
    new["players"] = [_copied_player(p) for p in state["players"]]
    new["row"] = list(state["row"])
    new["deck"] = list(state["deck"])
    new["discard"] = list(state["discard"])
    new["removed"] = list(state["removed"])
    return new


def _copied_player(p: Player) -> Player:
    patron = p["patron"]
    return {**p, "hand": [dict(c) for c in p["hand"]], "patron": None if patron is None else dict(patron)}


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


def hand_and_wild(state: State, seat: int) -> tuple[list[dict[str, Any]], str | None]:
    """The seat's hand entries and its unspent patron wild, if any: the cards it may play."""
    return player(state, seat)["hand"], wild_id(state, seat)


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
