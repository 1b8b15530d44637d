"""Which plays are legal (RNP §6): card sources, movement shapes, cracks, ambushes, Slings, gear.

One checker per kind of play returns either a reason (a sentence, for IllegalAction) or what
the play needs and whom it ambushes; listing legal plays and explaining a refusal share it.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine import Action, State

from .board import (
    CENTRAL,
    DIAG,
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
    step,
)
from .data import CARDS, Card
from .state import BEAR, camp, camp_rules_everywhere, facing, holds, occupants, opposing, own_pawns
from .words import direction_words, pawn_label, plural

GEAR_ITEMS = {"snowshoes": "Snowshoes", "pickaxe": "Pickaxe"}


@dataclass(frozen=True)
class Checked:
    """A play that is legal given ``needs`` (gear names) and ambushes ``target`` (or nobody)."""

    needs: frozenset[str]
    target: str | None


Verdict = Checked | str  # a str is the reason the play is refused


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
    at = pos(start)
    deltas: list[Pos] = []
    if symbol in ("March", "Gallop", "Dash"):
        deltas += list(ORTHO.values())
    if symbol in ("Swoop", "Gallop"):
        deltas += list(DIAG)
    paths = [[name(step(at, d))] for d in deltas if step(at, d) in SQUARES]
    if symbol == "Dash":
        paths += [[name(step(at, d)), name(step(at, d, 2))] for d in ORTHO.values() if step(at, d, 2) in SQUARES]
    if start in CENTRAL:
        paths.append([POLE])  # RNP-052: one step of any movement card
    if symbol == "Dash":
        paths += [[gate, POLE] for gate in CENTRAL if start in dash_origins(gate)]  # RNP-053
    return paths


def shape_fits(symbol: str, start: str, path: list[str]) -> bool:
    return path in candidate_paths(symbol, start)


def check_move(state: State, seat: int, pawn: str, card_type: str | None, path: list[str]) -> Verdict:
    """RNP-038–061: the rules a move's squares must meet, given the performed card type."""
    start = state["pawns"][pawn]
    layout = cracks(state["r"])
    crowd = occupants(state)
    everywhere = camp_rules_everywhere(state)
    own_side = None if pawn == BEAR else state["seats"][seat]["side"]
    needs: set[str] = set()
    target: str | None = None
    prev = start
    for index, square in enumerate(path):
        last = index == len(path) - 1
        if square == POLE:
            if prev not in CENTRAL:
                return "Only the four squares around the Pole touch it."
            if prev not in gates(state["disc"]):
                needs.add("pickaxe")  # RNP-054, RNP-101(a)
            continue
        if square in state["holes"]:
            return "No pawn may enter or pass a Hole in the Ice."
        side = camp_side(square)
        if side is not None and pawn == BEAR:
            return "The Polar Bear may never enter a camp."
        if side is not None and side != own_side:
            return "Only the owner's pawns may enter a camp."
        a, b = pos(prev), pos(square)
        if (a[0] == b[0] or a[1] == b[1]) and cracked(a, b, layout):
            needs.add("snowshoes")  # RNP-038
        elif a[0] != b[0] and a[1] != b[1] and diagonal_blocked(a, b, layout):
            needs.add("snowshoes")  # RNP-039
        others = [p for p in crowd.get(square, []) if p != pawn]
        if others and not everywhere:
            if not last:
                return "A Dash never passes over a pawn."
            if card_type != "B":
                return "A type-A move may never end on a square holding a pawn."
            victim = others[0]
            if not opposing(state, seat, victim):
                return "You may only ambush an opposing pawn."
            if not is_grid(start):
                return "No ambush may start from a camp square."
            if pawn in state["igloos"]:
                return "A pawn in an Igloo cannot make an ambush."
            if victim in state["igloos"]:
                needs.add("pickaxe")  # RNP-061, RNP-101(b)
            target = victim
        prev = square
    if path[-1] == start:
        return "A move must end on a different square."
    return Checked(frozenset(needs), target)


def sling_target(state: State, start: str, direction: str) -> str | None:
    """RNP-062/063: the first pawn on the grid along the line; cracks, Holes and the disc never block."""
    crowd = occupants(state)
    at = step(pos(start), ORTHO[direction])
    while on_grid(at):
        if crowd.get(name(at)):
            return crowd[name(at)][0]
        at = step(at, ORTHO[direction])
    return None


def check_sling(state: State, seat: int, pawn: str, direction: str) -> Verdict:
    start = state["pawns"][pawn]
    if not is_grid(start):
        return "A Sling must be thrown from a grid square."
    if camp_rules_everywhere(state):
        return "No ambush is possible once the compass stack is empty."
    if pawn in state["igloos"]:
        return "A pawn in an Igloo cannot make an ambush."
    target = sling_target(state, start, direction)
    if target is None:
        return "There is no pawn in that direction to Sling at."
    if not opposing(state, seat, target):
        return "The first pawn in that direction is not an opposing pawn."
    return Checked(frozenset({"pickaxe"} if target in state["igloos"] else ()), target)


def held_gear(state: State, seat: int) -> set[str]:
    return {gear for gear, item in GEAR_ITEMS.items() if holds(state, seat, item)}


def _geometry(state: State, seat: int, done: Card, pawns: list[str]) -> list[tuple[str, object, Checked]]:
    """(pawn, path or direction, verdict) for every legal geometry of a performed card."""
    found: list[tuple[str, object, Checked]] = []
    for pawn in pawns:
        start = state["pawns"][pawn]
        if done.symbol == "Sling":
            for direction in ORTHO:
                verdict = check_sling(state, seat, pawn, direction)
                if isinstance(verdict, Checked):
                    found.append((pawn, direction, verdict))
            continue
        for path in candidate_paths(done.symbol, start):
            verdict = check_move(state, seat, pawn, done.type, path)
            if isinstance(verdict, Checked):
                found.append((pawn, path, verdict))
    return found


def describe(state: State, seat: int, pawn: str, how: object, target: str | None) -> str:
    """A play in plain words: ``your pawn d1 → d2, ambush the black pawn`` (squares as printed)."""
    start = state["pawns"][pawn]
    mover = pawn_label(state, seat, pawn)
    if isinstance(how, str):
        aimed = pawn_label(state, seat, target) if target else "nobody"
        return f"{mover} on {start} slings {direction_words(how)} at {aimed}"
    assert isinstance(how, list)
    squares = [start, *how] if how[-1] == POLE and len(how) == 2 else [start, how[-1]]
    text = f"{mover} {' → '.join('the Pole' if sq == POLE else sq for sq in squares)}"
    return f"{text}, ambush {pawn_label(state, seat, target)}" if target else text


def plays(state: State, seat: int) -> list[Action]:
    """Every complete legal play for the seat's current play (RNP-033–065, RNP-103)."""
    gear = held_gear(state, seat)
    pawns = actors(state, seat)
    memo: dict[tuple[str, str | None], list[tuple[str, object, Checked]]] = {}
    actions: list[Action] = []
    for card_field, card_id in sources(state, seat):
        card = CARDS[card_id]
        performed = copyable(state) if card.symbol == "Emergency" else [(None, card)]
        for copy, done in performed:
            key = (done.symbol, done.type)
            if key not in memo:
                memo[key] = _geometry(state, seat, done, pawns)
            for pawn, how, verdict in memo[key]:
                if not verdict.needs <= gear:
                    continue
                action: Action = {"type": "sling" if isinstance(how, str) else "move", "card": card_field}
                if copy is not None:
                    action["copy"] = copy
                action["pawn"] = pawn
                action["dir" if isinstance(how, str) else "path"] = how
                gear_used = [g for g in GEAR_ITEMS if g in verdict.needs]  # snowshoes before pickaxe
                if gear_used:
                    action["gear"] = gear_used
                face = f"{done.symbol} ({plural(done.points, 'point')})"
                shown = ("Backpack " if card_field == "BP" else "") + (f"Emergency as {face}" if copy else face)
                extras = "".join(f" with {GEAR_ITEMS[g]}" for g in gear_used)
                action["label"] = f"{shown}: {describe(state, seat, pawn, how, verdict.target)}{extras}"[:80]
                actions.append(action)
    return actions


def playable_without_equipment(state: State, seat: int) -> bool:
    """RNP-071: some facing card has a legal play using no token (the Backpack counts as one)."""
    return any(a["card"] != "BP" and not a.get("gear") for a in plays(state, seat))


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


def explain(state: State, seat: int, action: Action) -> str:
    """Why a submitted play is refused, as one sentence (RNP-139)."""
    if not well_formed(action):
        return "That play is not written correctly: card, pawn, path, direction and gear must be names."
    card_field = action.get("card")
    cards = dict(sources(state, seat))
    if card_field == "BP" and card_field not in cards:
        if state["seats"][seat]["backpack"] is not None:
            return "A card stored this turn cannot be played this turn."
        return "Your Backpack holds no card."
    if card_field not in cards:
        return "That card is not in one of your facing slots."
    card = CARDS[cards[card_field]]
    done = card
    if card.symbol == "Emergency":
        copy = action.get("copy")
        choices = dict(copyable(state))
        if copy not in state["slots"] or not state["slots"][copy]:
            return "An Emergency must copy a face-up card in one of the 12 slots."
        if copy not in choices:
            return "An Emergency may only copy a card with at least 1 storm point."
        done = choices[copy]
    pawn = action.get("pawn")
    if pawn not in state["pawns"]:
        return "There is no such pawn."
    if pawn != BEAR and pawn not in own_pawns(state, seat):
        return "You may only move your own pawns or the Polar Bear."
    if pawn not in actors(state, seat):
        return "That pawn cannot act: it is not on the grid or in your camp."
    if action["type"] == "sling":
        if done.symbol != "Sling":
            return "Only a Sling card makes a Sling."
        direction = action.get("dir")
        verdict: Verdict = (
            check_sling(state, seat, pawn, direction)
            if direction in ORTHO
            else "A Sling needs a direction N, E, S or W."
        )
    else:
        path = action.get("path")
        if done.symbol == "Sling":
            return "A Sling card does not move the pawn."
        if not isinstance(path, list) or not shape_fits(done.symbol, state["pawns"][pawn], path):
            return f"That path does not fit a {done.symbol}."
        verdict = check_move(state, seat, pawn, done.type, path)
    if isinstance(verdict, str):
        return verdict
    declared = set(action.get("gear", []))
    for gear, item in GEAR_ITEMS.items():
        if gear in verdict.needs and gear not in declared:
            return "That play needs Snowshoes." if gear == "snowshoes" else "That play needs a Pickaxe."
        if gear in declared and gear not in verdict.needs:
            return f"{item} may only be declared for a play that is illegal without it."
        if gear in declared and not holds(state, seat, item):
            return f"You don't hold {item}."
    return "That play isn't allowed right now."
