"""Listing legal plays quickly (RNP-033–065, RNP-103): the plays the rules in ``moves`` accept,
in listing order and words, checking only what moves from the fixed facts of each path
(``routes``). ``moves._check_move`` stays the rule as written (it explains refusals); a test
checks that both agree on every path of random and hand-made states.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import Action, State

from .board import CAMPS, DIRECTION_NAMES, DISCS, GRID_NAMES, ORTHO, is_grid
from .data import CARDS, TOKENS, Card
from .moves import _NEEDS, Checked, _line, copyable, sources
from .routes import GEAR_WORDS, Route, movable_routes, plain_play, remember_step, route_table
from .state import BEAR, pawns_of
from .words import plural

DIGITS = "0123456789"
OFF_BOARD = frozenset({"ship", "pole", "out", "supply"})  # places of pawns that are no squares
# The card part of a play's label, "March (1 point)", per card id.
FACES = {card.id: f"{card.symbol} ({plural(card.points, 'point')})" for card in CARDS.values()}
OWN_CAMP = {side: frozenset({side}) for side in CAMPS}  # a route's camps when it enters only the own one
GATES: dict[str, tuple[str, ...]] = {}  # ``board.gates`` as a table: the disc's orientation → its gates
for _orientations in DISCS.values():
    for _name, _gates in _orientations.items():
        GATES.setdefault(_name, _gates)


def _lines_from(start: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Per direction in ``ORTHO`` order, the grid squares from ``start`` to the edge (``moves._line``)."""
    return tuple((direction, _line(start, direction)) for direction in ORTHO)


LINES_FROM = {start: _lines_from(start) for start in GRID_NAMES}

Entry = tuple[str, str, Any, tuple[str, ...], str, Checked]  # kind, pawn, path (tuple) or direction, gear, label tail
_UNCHECKED: Any = object()  # a route not yet checked in this listing


class Listing:
    """One seat's legal geometries in one state, each checked at most once per listing.

    With ``only`` (a submitted play), just the geometries of its pawn and path or direction."""

    def __init__(self, state: State, seat: int, only: Mapping[str, Any] | None = None) -> None:
        info = state["seats"][seat]
        self.state = state
        self.seat = seat
        self.only = only
        shoes = pick = False
        for token in info["equipment"]:
            item = TOKENS[token].item
            shoes = shoes or item == "Snowshoes"
            pick = pick or item == "Pickaxe"
        self.gear = _NEEDS[shoes, pick]  # the gear held, as the needs it meets
        self.snowshoes = shoes
        at: dict[str, str] = state["pawns"]
        self.at = at
        own_camp = CAMPS[info["side"]]
        self.way: Any = None  # a submitted path or direction: any JSON value
        if only is None:
            # ``moves.actors``: own pawns on the grid or in the own camp, then the bear on the grid.
            pawns = [
                p
                for p in pawns_of(tuple(at), info["colour"])
                if (where := at[p]) in GRID_NAMES or where in own_camp or (where not in OFF_BOARD and is_grid(where))
            ]
            if is_grid(at[BEAR]):
                pawns.append(BEAR)
        else:
            # Only the submitted pawn, if it is one of those actors.
            self.way = only.get("dir" if only.get("type") == "sling" else "path")
            wanted = only.get("pawn")
            place = at.get(wanted) if isinstance(wanted, str) else None
            if not isinstance(wanted, str) or place is None:
                pawns = []
            elif wanted == BEAR:
                pawns = [wanted] if is_grid(place) else []
            else:
                own = wanted.rstrip(DIGITS) == info["colour"]  # ``pawns_of``: a pawn of the seat's colour
                actor = place in GRID_NAMES or place in own_camp or (place not in OFF_BOARD and is_grid(place))
                pawns = [wanted] if own and actor else []
        self.pawns = pawns
        self.spots = set(at.values())  # where pawns stand; who stands there is looked up when it matters
        self.holes: dict[str, str] = state["holes"]
        self.igloos: dict[str, str] = state["igloos"]
        self.everywhere = not state["stack"]  # RNP-068: camp rules everywhere
        self.gates = GATES[state["disc"]]
        self.rotation: int = state["r"]
        self.side: str = info["side"]
        self.own_camp = OWN_CAMP[self.side]
        self.friends: frozenset[str] | None = None  # worked out for the first ambush
        self.owners: dict[str, int] | None = None  # worked out for the first label
        self.labels: dict[str, str] = {}
        self.checked: dict[str, dict[Route, Entry | None]] = {}  # per pawn: each route checked once
        self.ambushes = False  # whether a checked route makes an ambush (type B only)
        self.memo: dict[str, list[Entry]] = {}  # per performed card id
        self.by_symbol: dict[str, list[Entry]] = {}  # per movement symbol, with a type-B card

    def standing(self, square: str) -> list[str]:
        """``state.occupants``: the pawns on a grid square, in the order of the state's pawns."""
        return [p for p, where in self.at.items() if where == square]

    def opposing(self, pawn: str) -> bool:
        """``moves.Scene.opposing``: the bear, or a pawn of a seat outside the seat's team (RNP-057)."""
        if self.friends is None:
            seats = self.state["seats"]
            team = seats[self.seat]["team"]
            self.friends = frozenset(s["colour"] for s in seats if s["team"] == team)
        return pawn == BEAR or pawn.rstrip(DIGITS) not in self.friends

    def label(self, pawn: str) -> str:
        """``words.pawn_label``: ``your pawn``, ``the black pawn`` or ``the Polar Bear``."""
        known = self.labels.get(pawn)
        if known is None:
            if self.owners is None:
                self.owners = {}
                for index, info in enumerate(self.state["seats"]):
                    self.owners.setdefault(info["colour"], index)
            colour = pawn.rstrip(DIGITS)
            owner = self.owners.get(colour)
            if owner is None:
                known = "the Polar Bear"
            else:
                known = "your pawn" if owner == self.seat else f"the {colour} pawn"
            self.labels[pawn] = known
        return known

    # --- checks ---------------------------------------------------------------------------

    def check(self, pawn: str, mover: str, route: Route) -> Entry | None:
        """``moves._check_move`` on the route for a type-B card, as an entry; a type-A card has
        the same, unless it is an ambush (a verdict with a target), which only type B may make."""
        holes = self.holes
        if holes:
            for square in route.squares:
                if square in holes:
                    return None
        if route.camps and (pawn == BEAR or route.camps != self.own_camp):
            return None
        pick = False
        for square in route.pole_from:
            if square not in self.gates:
                pick = True  # RNP-054, RNP-101(a)
        if not self.everywhere:
            spots = self.spots
            for square in route.passes:
                if square in spots and any(p != pawn for p in self.standing(square)):
                    return None
            lands = route.lands
            if lands is not None and lands in spots:
                others = [p for p in self.standing(lands) if p != pawn]
                if others:  # only a type-B card may end there, with an ambush
                    victim = others[0]
                    if not self.opposing(victim) or not is_grid(self.at[pawn]) or pawn in self.igloos:
                        return None
                    if victim in self.igloos:
                        pick = True  # RNP-061, RNP-101(b)
                    needs = _NEEDS[route.shoes, pick]
                    if not needs <= self.gear:
                        return None
                    used, extras = GEAR_WORDS[needs]
                    tail = f": {mover} {route.arrow}, ambush {self.label(victim)}{extras}"
                    self.ambushes = True
                    return "move", pawn, route.path, used, tail, Checked(needs, victim)
        plain = route.plain.get((mover, pick)) or plain_play(route, mover, pick)
        return ("move", pawn, route.path, plain[1], plain[2], plain[3]) if plain[0] <= self.gear else None

    def submitted(self, symbol: str, pawn: str) -> tuple[Route, ...]:
        """The route of the submitted path among the pawn's routes for the shape, if any."""
        try:
            route = route_table(symbol, self.at[pawn], self.rotation).get(tuple(self.way))
        except TypeError:  # not a list of names: no route's path
            return ()
        return () if route is None else (route,)

    def moves(self, symbol: str) -> list[Entry]:
        """The legal geometries of a movement card's shape with a type-B card, pawn by pawn in
        listing order (a type-A card has the same but the ambushes)."""
        holes, spots, everywhere, checked = self.holes, self.spots, self.everywhere, self.checked
        shoes_ok = self.snowshoes
        found: list[Entry] = []
        for pawn in self.pawns:
            known = checked.get(pawn)
            if known is None:
                known = checked[pawn] = {}
            mover = self.labels.get(pawn) or self.label(pawn)
            if self.way is None:
                shape = movable_routes(symbol, self.at[pawn], self.rotation, None if pawn == BEAR else self.side)
            else:
                shape = self.submitted(symbol, pawn)
            for route in shape:
                lands = route.lands
                if route.simple and lands not in holes and (everywhere or lands not in spots):
                    # The usual step, one free grid square: its entry is the same in every listing,
                    # cheaper to look up again than to remember per listing.
                    if shoes_ok or not route.shoes:
                        step = route.steps.get(pawn)
                        if step is None or step[0] != mover:
                            step = remember_step(route, pawn, mover)
                        found.append(step[1])
                    continue
                entry = known.get(route, _UNCHECKED)  # other routes are checked once per listing
                if entry is _UNCHECKED:
                    entry = known[route] = self.check(pawn, mover, route)
                if entry is not None:
                    found.append(entry)
        return found

    def slings(self) -> list[Entry]:
        """``moves._check_sling`` for each pawn and direction, the legal ones as entries (RNP-062, RNP-063)."""
        found: list[Entry] = []
        if self.everywhere:
            return found
        at, spots, igloos, way = self.at, self.spots, self.igloos, self.way
        first: dict[str, str] = {}  # the first pawn (in the state's order) on each square
        for pawn, where in at.items():
            first.setdefault(where, pawn)
        for pawn in self.pawns:
            start = at[pawn]
            if pawn in igloos or not is_grid(start):
                continue
            for direction, line in LINES_FROM.get(start) or _lines_from(start):
                if way is not None and direction != way:
                    continue
                for square in line:
                    if square in spots:  # the first pawn on the line is the target
                        target = first[square]
                        break
                else:
                    continue
                if not self.opposing(target):
                    continue
                needs = _NEEDS[False, target in igloos]
                if not needs <= self.gear:
                    continue
                used, extras = GEAR_WORDS[needs]
                words = f"{self.label(pawn)} on {start} slings {DIRECTION_NAMES[direction]} at {self.label(target)}"
                found.append(("sling", pawn, direction, used, f": {words}{extras}", Checked(needs, target)))
        return found

    # --- entries ------------------------------------------------------------------------

    def entries(self, done: Card) -> list[Entry]:
        """The legal geometries of a performed card with their label tails, pawn by pawn."""
        found = self.memo.get(done.id)
        if found is not None:
            return found
        if done.symbol == "Sling":
            found = self.by_symbol.get("Sling")
            if found is None:
                found = self.by_symbol["Sling"] = self.slings()
        else:
            with_b = self.by_symbol.get(done.symbol)
            if with_b is None:
                with_b = self.by_symbol[done.symbol] = self.moves(done.symbol)
            # A type-A card makes the same moves but no ambush (RNP-058, RNP-059).
            found = with_b if done.type == "B" or not self.ambushes else [e for e in with_b if e[5].target is None]
        self.memo[done.id] = found
        return found

    def any_play(self, done: Card) -> bool:
        """Whether the performed card has a legal geometry, stopping at the first one found (for a
        listing of every play: no submitted path narrows it)."""
        if done.symbol == "Sling":
            return bool(self.entries(done))
        type_b = done.type == "B"
        holes, spots, everywhere = self.holes, self.spots, self.everywhere
        for pawn in self.pawns:
            side = None if pawn == BEAR else self.side
            for route in movable_routes(done.symbol, self.at[pawn], self.rotation, side):
                if route.simple and route.lands not in holes and (everywhere or route.lands not in spots):
                    if not route.shoes or self.snowshoes:
                        return True
                    continue
                entry = self.check(pawn, self.labels.get(pawn) or self.label(pawn), route)
                if entry is not None and (type_b or entry[5].target is None):
                    return True
        return False

    def performed(self) -> list[tuple[str, str | None, Card]]:
        """(card field, copied slot, performed card) of every card the seat may play now; with
        a submitted play, only those of its card, Emergency copy and kind (a Sling or a move)."""
        state = self.state
        found: list[tuple[str, str | None, Card]] = []
        if self.only is None:
            for card_field, card_id in sources(state, self.seat):
                played = CARDS[card_id]
                if played.symbol == "Emergency":
                    found += [(card_field, slot, done) for slot, done in copyable(state)]
                else:
                    found.append((card_field, None, played))
            return found
        card, copy = self.only.get("card"), self.only.get("copy")
        copies = "copy" in self.only
        slings = self.only.get("type") == "sling"  # only a Sling card slings
        for card_field, card_id in sources(state, self.seat):
            if card is not None and card_field != card:
                continue
            played = CARDS[card_id]
            if played.symbol == "Emergency":
                # ``copyable`` at the named slot only: a face-up card with a storm point.
                copied = state["slots"].get(copy) if isinstance(copy, str) else None
                if copied and CARDS[copied].points >= 1 and (CARDS[copied].symbol == "Sling") == slings:
                    found.append((card_field, copy, CARDS[copied]))
            elif not copies and (played.symbol == "Sling") == slings:
                found.append((card_field, None, played))
        return found


def plays(state: State, seat: int, only: Mapping[str, Any] | None = None) -> list[Action]:
    """Every complete legal play for the seat's current play (RNP-033–065, RNP-103), in listing
    order; with ``only`` (a submitted play), just those that could equal it."""
    listing = Listing(state, seat, only)
    actions: list[Action] = []
    if not listing.pawns:
        return actions
    for card_field, copy, done in listing.performed():
        face = FACES[done.id]
        shown = ("Backpack " if card_field == "BP" else "") + (f"Emergency as {face}" if copy else face)
        entries = listing.entries(done)
        # Keys in the order players and the controls have always seen them; a list per action.
        if done.symbol == "Sling":
            for _, pawn, direction, used, tail, _ in entries:
                action: Action = {"type": "sling", "card": card_field}
                if copy is not None:
                    action["copy"] = copy
                action["pawn"] = pawn
                action["dir"] = direction
                if used:
                    action["gear"] = list(used)
                action["label"] = (shown + tail)[:80]
                actions.append(action)
        elif copy is None:
            actions += [
                {"type": "move", "card": card_field, "pawn": pawn, "path": [*path], "label": (shown + tail)[:80]}
                if not used
                else {
                    "type": "move",
                    "card": card_field,
                    "pawn": pawn,
                    "path": [*path],
                    "gear": [*used],
                    "label": (shown + tail)[:80],
                }
                for _, pawn, path, used, tail, _ in entries
            ]
        else:
            actions += [
                {
                    "type": "move",
                    "card": card_field,
                    "copy": copy,
                    "pawn": pawn,
                    "path": [*path],
                    "label": (shown + tail)[:80],
                }
                if not used
                else {
                    "type": "move",
                    "card": card_field,
                    "copy": copy,
                    "pawn": pawn,
                    "path": [*path],
                    "gear": [*used],
                    "label": (shown + tail)[:80],
                }
                for _, pawn, path, used, tail, _ in entries
            ]
    return actions


def has_play(state: State, seat: int) -> bool:
    """Whether ``plays`` would list anything, stopping at the first legal play found."""
    listing = Listing(state, seat)
    if not listing.pawns:
        return False
    tried: set[tuple[str, str | None]] = set()
    for _, _, done in listing.performed():
        key = (done.symbol, done.type)
        if key not in tried:
            tried.add(key)
            if listing.any_play(done):
                return True
    return False


def playable_without_equipment(state: State, seat: int) -> bool:
    """RNP-071: some facing card has a legal play using no token (the Backpack counts as one)."""
    listing = Listing(state, seat)
    return any(
        field != "BP" and not entry[5].needs
        for field, _, done in listing.performed()
        for entry in listing.entries(done)
    )
