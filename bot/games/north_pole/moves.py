"""Which plays are legal (RNP §6): card sources, movement shapes, cracks, ambushes, Slings, gear.

One checker per kind of play returns either a reason (a sentence, for IllegalAction) or what
the play needs and whom it ambushes. It explains refusals and carries out plays; ``listing``
lists legal plays from tables of each path's fixed facts and agrees with it (tested).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from bot.engine import Action, State
from bot.i18n.message import Msg, msg

from .board import (
    CENTRAL,
    DIAG,
    GRID_NAMES,
    ORTHO,
    POLE,
    SQUARES,
    Pos,
    camp_side,
    cracked,
    cracks,
    dash_origins,
    diagonal_blocked,
    gates,
    is_grid,
    name,
    on_grid,
    pos,
    shoe_steps,
    step,
)
from .data import CARDS, Card
from .state import BEAR, camp, camp_rules_everywhere, facing, holds, occupants, own_pawns
from .words import ITEM_WORDS, SYMBOL_WORDS

GEAR_ITEMS = {"snowshoes": "Snowshoes", "pickaxe": "Pickaxe"}


@dataclass(frozen=True)
class Checked:
    """A play that is legal given ``needs`` (gear names) and ambushes ``target`` (or nobody)."""

    needs: frozenset[str]
    target: str | None


Verdict = Checked | Msg  # a message is the reason the play is refused


def sources(state: State, seat: int) -> list[tuple[str, str]]:
    """(card field, card id) the seat may play now: facing slots, then a Backpack card (RNP-033, RNP-097)."""
    found = [(slot, card) for slot in facing(state, seat) if (card := state["slots"][slot]) is not None]
    backpack = state["seats"][seat]["backpack"]
    if backpack is not None and not state["turn"].get("stored_this_turn"):
        found.append(("BP", backpack["card"]))
    return found


def copyable(state: State) -> list[tuple[str, Card]]:
    """RNP-034: face-up cards in any slot with at least 1 storm point (so never an Emergency)."""
    return [(slot, CARDS[card]) for slot, card in state["slots"].items() if card and CARDS[card].points >= 1]


def actors(state: State, seat: int) -> list[str]:
    """RNP-035: own pawns on the grid or in the own camp, and the bear while it is on the grid."""
    own_camp = camp(state, seat)
    found = [p for p in own_pawns(state, seat) if is_grid(at := state["pawns"][p]) or at in own_camp]
    if is_grid(state["pawns"][BEAR]):
        found.append(BEAR)
    return found


def candidate_paths(symbol: str, start: str) -> list[list[str]]:
    """Every path the symbol's shape allows from ``start``; legality is checked afterwards."""
    return [list(path) for path in _candidates(symbol, start)]


@lru_cache(maxsize=1024)
def _candidates(symbol: str, start: str) -> tuple[tuple[str, ...], ...]:
    """``candidate_paths`` as tuples, computed once per symbol and square: the geometry is fixed."""
    at = pos(start)
    deltas: list[Pos] = []
    if symbol in ("March", "Gallop", "Dash"):
        deltas += list(ORTHO.values())
    if symbol in ("Swoop", "Gallop"):
        deltas += list(DIAG)
    paths: list[tuple[str, ...]] = [(name(step(at, d)),) for d in deltas if step(at, d) in SQUARES]
    if symbol == "Dash":
        paths += [(name(step(at, d)), name(step(at, d, 2))) for d in ORTHO.values() if step(at, d, 2) in SQUARES]
    if start in CENTRAL:
        paths.append((POLE,))  # RNP-052: one step of any movement card
    if symbol == "Dash":
        paths += [(gate, POLE) for gate in CENTRAL if start in dash_origins(gate)]  # RNP-053
    return tuple(paths)


def shape_fits(symbol: str, start: str, path: list[str]) -> bool:
    return path in candidate_paths(symbol, start)


class Scene:
    """What checking one seat's plays reads from a state, gathered once per listing."""

    def __init__(self, state: State, seat: int) -> None:
        self.state = state
        self.seat = seat
        self.pawns: dict[str, str] = state["pawns"]
        self.crowd = occupants(state)
        self.holes: dict[str, str] = state["holes"]
        self.igloos: dict[str, str] = state["igloos"]
        self.everywhere = camp_rules_everywhere(state)
        self.shoes = shoe_steps(state["r"])
        self.layout = cracks(state["r"])
        self.gates = gates(state["disc"])
        self.side: str = state["seats"][seat]["side"]
        team = state["seats"][seat]["team"]
        self.friends = frozenset(s["colour"] for s in state["seats"] if s["team"] == team)

    def opposing(self, pawn: str) -> bool:
        """Equals ``state.opposing``: the bear, or a pawn of a seat outside the seat's team."""
        return pawn == BEAR or pawn.rstrip("0123456789") not in self.friends

    def needs_shoes(self, prev: str, square: str) -> bool:
        known = self.shoes.get((prev, square))
        if known is not None:
            return known
        a, b = pos(prev), pos(square)  # not a one-square step: the general rule, as written
        if a[0] == b[0] or a[1] == b[1]:
            return cracked(a, b, self.layout)
        return diagonal_blocked(a, b, self.layout)


_NEEDS = {
    (False, False): frozenset[str](),
    (True, False): frozenset({"snowshoes"}),
    (False, True): frozenset({"pickaxe"}),
    (True, True): frozenset({"snowshoes", "pickaxe"}),
}
_PLAIN = {flags: Checked(needs, None) for flags, needs in _NEEDS.items()}  # the usual verdicts, made once


def check_move(state: State, seat: int, pawn: str, card_type: str | None, path: list[str]) -> Verdict:
    """RNP-038–061: the rules a move's squares must meet, given the performed card type."""
    return _check_move(Scene(state, seat), pawn, card_type == "B", path)


def _check_move(scene: Scene, pawn: str, type_b: bool, path: Sequence[str]) -> Verdict:
    start = scene.pawns[pawn]
    own_side = None if pawn == BEAR else scene.side
    shoes = pick = False
    target: str | None = None
    prev = start
    last_index = len(path) - 1
    for index, square in enumerate(path):
        if square == POLE:
            if prev not in CENTRAL:
                return msg("Only the four squares around the Pole touch it.")
            if prev not in scene.gates:
                pick = True  # RNP-054, RNP-101(a)
            continue
        if square in scene.holes:
            return msg("No pawn may enter or pass a Hole in the Ice.")
        if square not in GRID_NAMES:
            side = camp_side(square)
            if side is not None and pawn == BEAR:
                return msg("The Polar Bear may never enter a camp.")
            if side is not None and side != own_side:
                return msg("Only the owner's pawns may enter a camp.")
        if not shoes and scene.needs_shoes(prev, square):
            shoes = True  # RNP-038, RNP-039
        crowd = scene.crowd.get(square)
        others = [p for p in crowd if p != pawn] if crowd else None
        if others and not scene.everywhere:
            if index != last_index:
                return msg("A Dash never passes over a pawn.")
            if not type_b:
                return msg("A type-A move may never end on a square holding a pawn.")
            victim = others[0]
            if not scene.opposing(victim):
                return msg("You may only ambush an opposing pawn.")
            if not is_grid(start):
                return msg("No ambush may start from a camp square.")
            if pawn in scene.igloos:
                return msg("A pawn in an Igloo cannot make an ambush.")
            if victim in scene.igloos:
                pick = True  # RNP-061, RNP-101(b)
            target = victim
        prev = square
    if path[-1] == start:
        return msg("A move must end on a different square.")
    if target is None:
        return _PLAIN[shoes, pick]
    return Checked(_NEEDS[shoes, pick], target)


def ambushed(state: State, pawn: str, path: Sequence[str]) -> str | None:
    """The pawn a legal move ambushes (RNP-059): the first other pawn on the grid square it ends
    on while ambushes are possible (RNP-064); ``check_move``'s target without checking the rest."""
    last = path[-1]
    if camp_rules_everywhere(state) or last not in GRID_NAMES:
        return None
    return next((p for p, at in state["pawns"].items() if at == last and p != pawn), None)


@lru_cache(maxsize=512)
def _line(start: str, direction: str) -> tuple[str, ...]:
    """The grid squares from ``start`` (excluded) to the edge in ``direction``."""
    squares: list[str] = []
    at = step(pos(start), ORTHO[direction])
    while on_grid(at):
        squares.append(name(at))
        at = step(at, ORTHO[direction])
    return tuple(squares)


def sling_target(state: State, start: str, direction: str) -> str | None:
    """RNP-062/063: the first pawn on the grid along the line; cracks, Holes and the disc never block."""
    return _sling_target(occupants(state), start, direction)


def _sling_target(crowd: dict[str, list[str]], start: str, direction: str) -> str | None:
    for square in _line(start, direction):
        if crowd.get(square):
            return crowd[square][0]
    return None


def check_sling(state: State, seat: int, pawn: str, direction: str) -> Verdict:
    return _check_sling(Scene(state, seat), pawn, direction)


def _check_sling(scene: Scene, pawn: str, direction: str) -> Verdict:
    start = scene.pawns[pawn]
    if not is_grid(start):
        return msg("A Sling must be thrown from a grid square.")
    if scene.everywhere:
        return msg("No ambush is possible once the compass stack is empty.")
    if pawn in scene.igloos:
        return msg("A pawn in an Igloo cannot make an ambush.")
    target = _sling_target(scene.crowd, start, direction)
    if target is None:
        return msg("There is no pawn in that direction to Sling at.")
    if not scene.opposing(target):
        return msg("The first pawn in that direction is not an opposing pawn.")
    return Checked(frozenset({"pickaxe"} if target in scene.igloos else ()), target)


def well_formed(action: Action) -> bool:
    """A submitted play has text fields where names belong and lists of text for path and gear."""
    for key in ("card", "copy", "pawn", "dir"):
        if key in action and not isinstance(action[key], str):
            return False
    for key in ("path", "gear"):
        value = action.get(key, [])
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            return False
    return True


def explain(state: State, seat: int, action: Action) -> Msg:
    """Why a submitted play is refused, as one sentence (RNP-139)."""
    if not well_formed(action):
        return msg("That play is not written correctly: card, pawn, path, direction and gear must be names.")
    card_field = action.get("card")
    cards = dict(sources(state, seat))
    if card_field == "BP" and card_field not in cards:
        if state["seats"][seat]["backpack"] is not None:
            return msg("A card stored this turn cannot be played this turn.")
        return msg("Your Backpack holds no card.")
    if card_field not in cards:
        return msg("That card is not in one of your facing slots.")
    card = CARDS[cards[card_field]]
    done = card
    if card.symbol == "Emergency":
        copy = action.get("copy")
        choices = dict(copyable(state))
        if copy not in state["slots"] or not state["slots"][copy]:
            return msg("An Emergency must copy a face-up card in one of the 12 slots.")
        if copy not in choices:
            return msg("An Emergency may only copy a card with at least 1 storm point.")
        done = choices[copy]
    pawn = action.get("pawn")
    if pawn not in state["pawns"]:
        return msg("There is no such pawn.")
    if pawn != BEAR and pawn not in own_pawns(state, seat):
        return msg("You may only move your own pawns or the Polar Bear.")
    if pawn not in actors(state, seat):
        return msg("That pawn cannot act: it is not on the grid or in your camp.")
    if action["type"] == "sling":
        if done.symbol != "Sling":
            return msg("Only a Sling card makes a Sling.")
        direction = action.get("dir")
        verdict: Verdict = (
            check_sling(state, seat, pawn, direction)
            if direction in ORTHO
            else msg("A Sling needs a direction N, E, S or W.")
        )
    else:
        path = action.get("path")
        if done.symbol == "Sling":
            return msg("A Sling card does not move the pawn.")
        if not isinstance(path, list) or not shape_fits(done.symbol, state["pawns"][pawn], path):
            return msg("That path does not fit a {card}.", card=SYMBOL_WORDS[done.symbol])
        verdict = check_move(state, seat, pawn, done.type, path)
    if isinstance(verdict, Msg):
        return verdict
    declared = set(action.get("gear", []))
    for gear, item in GEAR_ITEMS.items():
        if gear in verdict.needs and gear not in declared:
            return msg("That play needs Snowshoes.") if gear == "snowshoes" else msg("That play needs a Pickaxe.")
        if gear in declared and gear not in verdict.needs:
            return msg("{item} may only be declared for a play that is illegal without it.", item=ITEM_WORDS[item])
        if gear in declared and not holds(state, seat, item):
            return msg("You don't hold {item}.", item=ITEM_WORDS[item])
    return msg("That play isn't allowed right now.")
