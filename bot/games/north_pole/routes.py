"""A movement's fixed facts (RNP-038–054): each path of a card's shape from a square, with the
squares it enters and passes, the camps it enters, whether it crosses a crack at a rotation of
the board, where it enters the Pole, and its words for a label.

None of this depends on the state, so it is worked out once per (start, path, rotation) and a
listing (``listing``) only checks what moves: Holes, pawns in the way, Igloos, the disc's gates.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from .board import CAMPS, CENTRAL, GRID_NAMES, POLE, camp_side, cracked, cracks, diagonal_blocked, pos, shoe_steps
from .data import BOARD
from .moves import _NEEDS, _PLAIN, GEAR_ITEMS, Checked, _candidates
from .state import BEAR


def _gear_words(needs: frozenset[str]) -> tuple[tuple[str, ...], str]:
    """The gear a play declares (snowshoes before pickaxe) and the label's ``with ...`` words."""
    used = tuple(g for g in GEAR_ITEMS if g in needs)
    return used, "".join(f" with {GEAR_ITEMS[g]}" for g in used)


GEAR_WORDS = {needs: _gear_words(needs) for needs in _NEEDS.values()}
MOVERS = ("your pawn", "the Polar Bear")  # how a label names the pawn a seat moves (``words.pawn_label``)
Plain = tuple[frozenset[str], tuple[str, ...], str, Checked]


@dataclass(frozen=True, eq=False, slots=True)  # eq=False: hashed by identity, one object per path
class Route:
    """The fixed facts of one path of a pawn from ``start`` at one rotation of the board."""

    path: tuple[str, ...]
    squares: tuple[str, ...]  # every square entered but the Pole: none may hold a Hole (RNP-044)
    passes: tuple[str, ...]  # grid squares passed over: none may hold a pawn (RNP-050)
    lands: str | None  # the grid square it ends on, where a pawn may be ambushed; else None
    camps: frozenset[str]  # sides of the camps it enters: only the owner's pawns may (RNP-032)
    shoes: bool  # it crosses a crack (RNP-038, RNP-039)
    pole_from: tuple[str, ...]  # central squares it enters the Pole from (a Pickaxe unless a gate)
    arrow: str  # "d1 → d2", "c4 → d4 → the Pole": the label's words for the squares
    simple: bool  # one step onto a grid square, no camp, no Pole: only a Hole or a pawn there matters
    # Without an ambush, per mover's words and whether the Pole's entry needs a Pickaxe: the gear
    # it needs, the gear declared, the label's tail and the verdict; filled by ``plain_play``.
    plain: dict[tuple[str, bool], Plain]
    # For a simple route: per pawn, the mover's words and the listing entry of its step.
    steps: dict[str, tuple[str, tuple[str, str, tuple[str, ...], tuple[str, ...], str, Checked]]]


def _needs_shoes(prev: str, square: str, rotation: int) -> bool:
    """``Scene.needs_shoes`` for a fixed rotation."""
    known = shoe_steps(rotation).get((prev, square))
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
    passes: list[str] = []
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
        if index != last_index and square in GRID_NAMES:
            passes.append(square)
        prev = square
    if path[-1] == start:
        return None
    shown = [start, *path] if path[-1] == POLE and len(path) == 2 else [start, path[-1]]
    arrow = " → ".join("the Pole" if sq == POLE else sq for sq in shown)
    lands = path[-1] if path[-1] in GRID_NAMES else None
    simple = len(path) == 1 and lands is not None and not camps and not pole_from
    fixed = (tuple(squares), tuple(passes), lands, frozenset(camps), shoes, tuple(pole_from), arrow, simple)
    return Route(path, *fixed, plain={}, steps={})


def plain_play(route: Route, mover: str, pick: bool) -> Plain:
    """The route's play without an ambush: needs, declared gear, label tail and verdict; the same
    for every listing, so kept with the route for the two ways a label names a moved pawn."""
    found = route.plain.get((mover, pick))
    if found is None:
        needs = _NEEDS[route.shoes, pick]
        used, extras = GEAR_WORDS[needs]
        found = (needs, used, f": {mover} {route.arrow}{extras}", _PLAIN[route.shoes, pick])
        if mover in MOVERS:
            route.plain[mover, pick] = found
    return found


def remember_step(route: Route, pawn: str, mover: str) -> tuple[str, Any]:
    """The entry of a pawn's simple step on the route (no Pole, so no Pickaxe), kept with the
    route for the two ways a label names a moved pawn: at most one per pawn name per route."""
    _, used, tail, verdict = plain_play(route, mover, False)
    step = (mover, ("move", pawn, route.path, used, tail, verdict))
    if mover in MOVERS:
        route.steps[pawn] = step
    return step


@cache
def routes(symbol: str, start: str, rotation: int) -> tuple[Route, ...]:
    """The routes of a movement card's shape from ``start``, in ``moves._candidates`` order."""
    found = (_route(start, path, rotation) for path in _candidates(symbol, start))
    return tuple(route for route in found if route is not None)


@cache
def movable_routes(symbol: str, start: str, rotation: int, side: str | None) -> tuple[Route, ...]:
    """``routes`` but those entering a camp other than the mover's own (``side``; the bear, with
    None, enters none): such a route is never legal (RNP-032), so a listing need not check it."""
    return tuple(route for route in routes(symbol, start, rotation) if not route.camps or route.camps == {side})


@cache
def route_table(symbol: str, start: str, rotation: int) -> dict[tuple[str, ...], Route]:
    """``routes`` by path, to find a submitted path's route at once."""
    return {route.path: route for route in routes(symbol, start, rotation)}


def _build_all() -> list[Route]:
    """Every route of every movement shape from every square a pawn may move from, at every
    rotation: 3,168 routes, built at import (tens of ms) so that no move pays for them."""
    starts = [*sorted(GRID_NAMES), *(square for camp in CAMPS.values() for square in camp)]
    built: dict[int, Route] = {}  # by identity: routes shared by shapes counted once
    for rotation in range(4):
        for symbol in MOVEMENTS:
            for start in starts:
                built |= {id(route): route for route in routes(symbol, start, rotation)}
                for side in (*CAMPS, None):
                    movable_routes(symbol, start, rotation, side)
    return list(built.values())


def _pawn_names() -> list[str]:
    """Every pawn name a setup makes (``state.new_state``), the bear last."""
    names: dict[str, None] = {}
    for setup in BOARD["setups"].values():
        for side in setup["sides"]:
            for colour in (BOARD["colours"][side], BOARD["two_player_north_colour"]):
                names |= {f"{colour}{number}": None for number in range(1, setup["pawns"] + 1)}
    return [*names, BEAR]


def _fill_words(built: list[Route]) -> None:
    """Every route's plain plays and simple steps in the words a listing uses (``MOVERS``), so
    that no early move of a game pays for them: some tens of ms at import."""
    pawns = _pawn_names()
    for route in built:
        for mover in MOVERS:
            plain_play(route, mover, False)
            plain_play(route, mover, True)
        if route.simple:
            for pawn in pawns:
                remember_step(route, pawn, MOVERS[1] if pawn == BEAR else MOVERS[0])


MOVEMENTS = ("March", "Swoop", "Gallop", "Dash")  # the card symbols that move a pawn (RNP-046–049)
_ROUTES = _build_all()
ROUTE_COUNT = len(_ROUTES)
_fill_words(_ROUTES)
