"""Listing legal plays quickly (RNP-033–065, RNP-103): the plays ``moves`` would accept, in
listing order and words, from tables of each path's fixed facts.

A path's squares, the camps it enters, the cracks it crosses at a rotation and its words do not
depend on the state, so they are worked out once per (start, path, rotation) (``Route``); a
listing then only checks what moves: Holes, pawns in the way, Igloos and the disc's gates.
``moves._check_move`` stays the rule as written (it explains refusals); a test checks the two
agree on every path of random and hand-made states.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from bot.engine import Action, State

from .board import (
    CAMPS,
    CENTRAL,
    DIRECTION_NAMES,
    DISCS,
    GRID_NAMES,
    ORTHO,
    POLE,
    camp_side,
    cracked,
    cracks,
    diagonal_blocked,
    is_grid,
    pos,
)
from .board import shoe_steps as _shoe_steps
from .data import CARDS, TOKENS, Card
from .moves import (
    _NEEDS,
    _PLAIN,
    GEAR_ITEMS,
    Checked,
    _candidates,
    _line,
    copyable,
    sources,
)
from .state import BEAR, occupants
from .words import plural


@dataclass(frozen=True, eq=False, slots=True)  # eq=False: hashed by identity, one object per path
class Route:
    """The fixed facts of one path of a pawn from ``start`` at one rotation of the board."""

    path: tuple[str, ...]
    squares: tuple[str, ...]  # every square entered but the Pole: none may hold a Hole (RNP-044)
    inner: tuple[str, ...]  # squares passed over: none may hold a pawn (RNP-050)
    last: str | None  # the square it ends on; None when it ends at the Pole
    camps: frozenset[str]  # sides of the camps it enters: only the owner's pawns may (RNP-032)
    shoes: bool  # it crosses a crack (RNP-038, RNP-039)
    pole_from: tuple[str, ...]  # central squares it enters the Pole from (a Pickaxe unless a gate)
    arrow: str  # "d1 → d2", "c4 → d4 → the Pole": the label's words for the squares


def _needs_shoes(prev: str, square: str, rotation: int) -> bool:
    """``Scene.needs_shoes`` for a fixed rotation."""
    known = _shoe_steps(rotation).get((prev, square))
    if known is not None:
        return known
    a, b = pos(prev), pos(square)
    layout = cracks(rotation)
    if a[0] == b[0] or a[1] == b[1]:
        return cracked(a, b, layout)
    return diagonal_blocked(a, b, layout)


@cache  # at most 80 starts × 20 paths × 4 rotations
def _route(start: str, path: tuple[str, ...], rotation: int) -> Route | None:
    """The path's fixed facts, walked as ``moves._check_move`` walks it; None when the path is
    refused whatever the state (a Pole step from outside the centre, ending where it began)."""
    squares: list[str] = []
    inner: list[str] = []
    camps: set[str] = set()
    pole_from: list[str] = []
    shoes = False
    prev = start
    last_index = len(path) - 1
    for index, square in enumerate(path):
        if square == POLE:
            if prev not in CENTRAL:
                return None
            pole_from.append(prev)
            continue
        squares.append(square)
        if square not in GRID_NAMES:
            side = camp_side(square)
            if side is not None:
                camps.add(side)
        shoes = shoes or _needs_shoes(prev, square, rotation)
        if index != last_index:
            inner.append(square)
        prev = square
    if path[-1] == start:
        return None
    shown = [start, *path] if path[-1] == POLE and len(path) == 2 else [start, path[-1]]
    arrow = " → ".join("the Pole" if sq == POLE else sq for sq in shown)
    last = None if path[-1] == POLE else path[-1]
    return Route(path, tuple(squares), tuple(inner), last, frozenset(camps), shoes, tuple(pole_from), arrow)


@cache
def routes(symbol: str, start: str, rotation: int) -> tuple[Route, ...]:
    """The routes of a movement card's shape from ``start``, in ``moves._candidates`` order."""
    found = (_route(start, path, rotation) for path in _candidates(symbol, start))
    return tuple(route for route in found if route is not None)


# The card part of a play's label: "March (1 point)", per card id.
FACES = {card.id: f"{card.symbol} ({plural(card.points, 'point')})" for card in CARDS.values()}


def _gear_words(needs: frozenset[str]) -> tuple[tuple[str, ...], str]:
    """The gear a play declares (snowshoes before pickaxe) and the label's ``with ...`` words."""
    used = tuple(g for g in GEAR_ITEMS if g in needs)
    return used, "".join(f" with {GEAR_ITEMS[g]}" for g in used)


_GEAR_WORDS = {needs: _gear_words(needs) for needs in _NEEDS.values()}

Entry = tuple[str, str, object, tuple[str, ...], str, Checked]  # kind, pawn, path or direction, gear, label tail
Pair = tuple[Entry | None, Entry | None]  # a route's entry for a type-A card and for a type-B card
_REFUSED: Pair = (None, None)
DIGITS = "0123456789"
GATES: dict[str, tuple[str, ...]] = {}  # ``board.gates`` as a table: the disc's orientation → its gates
for _orientations in DISCS.values():
    for _name, _gates in _orientations.items():
        GATES.setdefault(_name, _gates)


class Listing:
    """One seat's legal geometries in one state, each checked at most once per listing."""

    def __init__(self, state: State, seat: int, pawn: object = None, way: object = None) -> None:
        info = state["seats"][seat]
        self.state = state
        self.seat = seat
        self.way = way
        items = {TOKENS[t].item for t in info["equipment"]}
        self.gear = frozenset(gear for gear, item in GEAR_ITEMS.items() if item in items)
        at: dict[str, str] = state["pawns"]
        self.at = at
        colour = info["colour"]
        own_camp = CAMPS[info["side"]]
        # ``moves.actors`` in one pass: own pawns on the grid or in the own camp, then the bear.
        pawns = [p for p, where in at.items() if p.rstrip(DIGITS) == colour and (is_grid(where) or where in own_camp)]
        if is_grid(at[BEAR]):
            pawns.append(BEAR)
        self.pawns = pawns if pawn is None else [p for p in pawns if p == pawn]
        self.crowd = occupants(state)
        self.holes: dict[str, str] = state["holes"]
        self.igloos: dict[str, str] = state["igloos"]
        self.everywhere = not state["stack"]  # RNP-068: camp rules everywhere
        self.gates = GATES[state["disc"]]
        self.rotation: int = state["r"]
        self.own_camp = frozenset({info["side"]})
        team = info["team"]
        self.friends = frozenset(s["colour"] for s in state["seats"] if s["team"] == team)
        owners: dict[str, int] = {}
        for index, seat_info in enumerate(state["seats"]):
            owners.setdefault(seat_info["colour"], index)
        self.owners = owners
        self.labels: dict[str, str] = {}
        self.pairs: dict[str, dict[Route, Pair]] = {}
        self.memo: dict[tuple[str, str | None], list[Entry]] = {}

    def opposing(self, pawn: str) -> bool:
        """``moves.Scene.opposing``: the bear, or a pawn of a seat outside the seat's team (RNP-057)."""
        return pawn == BEAR or pawn.rstrip(DIGITS) not in self.friends

    # --- checks ---------------------------------------------------------------------------

    def pair(self, pawn: str, route: Route) -> Pair:
        """``moves._check_move`` on the route for a type-A and a type-B card, as entries."""
        holes = self.holes
        if holes:
            for square in route.squares:
                if square in holes:
                    return _REFUSED
        if route.camps and (pawn == BEAR or route.camps != self.own_camp):
            return _REFUSED
        pick = False
        for square in route.pole_from:
            if square not in self.gates:
                pick = True  # RNP-054, RNP-101(a)
        if not self.everywhere:
            crowd = self.crowd
            for square in route.inner:
                if square in crowd and any(p != pawn for p in crowd[square]):
                    return _REFUSED
            last = route.last
            if last is not None and last in crowd:
                others = [p for p in crowd[last] if p != pawn]
                if others:  # only a type-B card may end there, with an ambush
                    victim = others[0]
                    if not self.opposing(victim) or not is_grid(self.at[pawn]) or pawn in self.igloos:
                        return _REFUSED
                    if victim in self.igloos:
                        pick = True  # RNP-061, RNP-101(b)
                    return None, self.move_entry(pawn, route, Checked(_NEEDS[route.shoes, pick], victim))
        entry = self.move_entry(pawn, route, _PLAIN[route.shoes, pick])
        return entry, entry

    def move_entry(self, pawn: str, route: Route, verdict: Checked) -> Entry | None:
        if not verdict.needs <= self.gear:
            return None
        used, extras = _GEAR_WORDS[verdict.needs]
        words = f"{self.label(pawn)} {route.arrow}"
        if verdict.target:
            words += f", ambush {self.label(verdict.target)}"
        return "move", pawn, route.path, used, f": {words}{extras}", verdict

    def sling_entry(self, pawn: str, direction: str) -> Entry | None:
        """``moves._check_sling`` as an entry (RNP-062, RNP-063)."""
        start = self.at[pawn]
        if not is_grid(start) or self.everywhere or pawn in self.igloos:
            return None
        crowd = self.crowd
        target = next((crowd[square][0] for square in _line(start, direction) if square in crowd), None)
        if target is None or not self.opposing(target):
            return None
        verdict = Checked(_NEEDS[False, target in self.igloos], target)
        if not verdict.needs <= self.gear:
            return None
        used, extras = _GEAR_WORDS[verdict.needs]
        words = f"{self.label(pawn)} on {start} slings {DIRECTION_NAMES[direction]} at {self.label(target)}"
        return "sling", pawn, direction, used, f": {words}{extras}", verdict

    # --- entries ------------------------------------------------------------------------

    def entries(self, done: Card) -> list[Entry]:
        """The legal geometries of a performed card with their label tails, pawn by pawn."""
        key = (done.symbol, done.type)
        found = self.memo.get(key)
        if found is None:
            found = self.memo[key] = [entry for entry in self.scan(done) if entry is not None]
        return found

    def scan(self, done: Card, first: bool = False) -> list[Entry | None]:
        """The entry, or None when refused, of every geometry of the card, in listing order;
        with ``first``, only up to the first legal one (whether there is a play at all)."""
        way = self.way
        found: list[Entry | None] = []
        if done.symbol == "Sling":
            for pawn in self.pawns:
                for direction in ORTHO:
                    if way is None or direction == way:
                        found.append(self.sling_entry(pawn, direction))
                        if first and found[-1] is not None:
                            return found
            return found
        type_b = done.type == "B"
        for pawn in self.pawns:
            known = self.pairs.get(pawn)
            if known is None:
                known = self.pairs[pawn] = {}
            for route in routes(done.symbol, self.at[pawn], self.rotation):
                if way is not None and list(route.path) != way:
                    continue
                pair = known.get(route)
                if pair is None:
                    pair = known[route] = self.pair(pawn, route)
                found.append(pair[type_b])
                if first and pair[type_b] is not None:
                    return found
        return found

    def label(self, pawn: str) -> str:
        """``words.pawn_label``: ``your pawn``, ``the black pawn`` or ``the Polar Bear``."""
        known = self.labels.get(pawn)
        if known is None:
            colour = pawn.rstrip(DIGITS)
            owner = self.owners.get(colour)
            if owner is None:
                known = "the Polar Bear"
            else:
                known = "your pawn" if owner == self.seat else f"the {colour} pawn"
            self.labels[pawn] = known
        return known

    def performed(self, card: object = None) -> Iterable[tuple[str, str | None, Card]]:
        """(card field, copied slot, performed card) of every card the seat may play now."""
        state = self.state
        for card_field, card_id in sources(state, self.seat):
            if card is not None and card_field != card:
                continue
            played = CARDS[card_id]
            if played.symbol == "Emergency":
                for copy, done in copyable(state):
                    yield card_field, copy, done
            else:
                yield card_field, None, played


def plays(state: State, seat: int, card: object = None, pawn: object = None, way: object = None) -> list[Action]:
    """Every complete legal play for the seat's current play (RNP-033–065, RNP-103); with
    ``card``, ``pawn`` or ``way`` (a path or a direction), only the plays of those."""
    listing = Listing(state, seat, pawn, way)
    actions: list[Action] = []
    if not listing.pawns:
        return actions
    for card_field, copy, done in listing.performed(card):
        face = FACES[done.id]
        shown = ("Backpack " if card_field == "BP" else "") + (f"Emergency as {face}" if copy else face)
        for kind, mover, how, used, tail, _ in listing.entries(done):
            # Keys in the order players and the controls have always seen them.
            if copy is None:
                action: Action = {"type": kind, "card": card_field, "pawn": mover}
            else:
                action = {"type": kind, "card": card_field, "copy": copy, "pawn": mover}
            if kind == "sling":
                action["dir"] = how
            else:
                action["path"] = list(how)  # type: ignore[call-overload]
            if used:
                action["gear"] = list(used)
            action["label"] = (shown + tail)[:80]
            actions.append(action)
    return actions


def has_play(state: State, seat: int) -> bool:
    """Whether ``plays`` would list anything, stopping at the first legal play found."""
    listing = Listing(state, seat)
    if not listing.pawns:
        return False
    for _, _, done in listing.performed():
        key = (done.symbol, done.type)
        if key in listing.memo:
            continue  # the same card type and symbol was found without a play
        found = listing.scan(done, first=True)
        if found and found[-1] is not None:
            return True
        listing.memo[key] = []
    return False


def playable_without_equipment(state: State, seat: int) -> bool:
    """RNP-071: some facing card has a legal play using no token (the Backpack counts as one)."""
    listing = Listing(state, seat)
    return any(
        field != "BP" and not entry[5].needs
        for field, _, done in listing.performed()
        for entry in listing.entries(done)
    )
