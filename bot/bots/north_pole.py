"""Bot seat for Race to the North Pole: a one-step greedy race estimate from the public view.

The policy reads only ``view(state, seat)`` (RNP-128: every seat's view is the public view) and
the seat's legal actions. It never sees the draw-pile order, the compass stack, face-down
tokens or the seed; it imports only the engine's pure board geometry (squares, cracks by
rotation, the diagonal rule of RNP-039, gates of the disc).

Every candidate is scored by the steps it saves the mover's expedition on its way to the Pole
(a breadth-first step count over the current cracks and Holes, RNP-038/RNP-039/RNP-044/RNP-052),
plus the steps an ambush costs a rival (RNP-059, RNP-062: the victim goes back to its ship),
minus the expected loss when the revealed token is a Hole or a Polar Bear that sends the
ambusher home (RNP-106, RNP-109), minus the worth of any equipment spent. Non-play choices
(Husky, Compass, Igloo, overflow, Refresh, pay) use simple fixed rules of thumb.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from bot.engine import Action
from bot.games.north_pole.board import (
    CAMPS,
    DIAG,
    ORTHO,
    POLE,
    SQUARES,
    cracks,
    diagonal_blocked,
    gates,
    name,
    on_grid,
    pos,
)
from bot.games.north_pole.data import TOKENS

# Worth of one held token, in steps (spent with +snowshoes / +pickaxe, paid, or discarded).
TOKEN_WORTH = {"Husky": 2.5, "Snowshoes": 1.6, "Pickaxe": 1.6, "Compass": 1.4, "Backpack": 0.8, "Igloo": 0.6}
GEAR_ITEM = {"snowshoes": "Snowshoes", "pickaxe": "Pickaxe"}
# A rival's step lost is worth a bit less to us than our own step gained (other rivals race too).
AMBUSH_WEIGHT = 0.8
# A pawn that reaches the Pole is safe for good (RNP-055) and may bring the scoreboard token.
POLE_BONUS = 2.0
# Chance that a revealed token is equipment, and that equipment's typical worth (RNP-066).
GREEN_WORTH = 1.0
# A pawn on its ship costs one turn ashore (RNP-030) on top of the steps from its camp.
SHIP_EXTRA = 1.5
# Small preferences between plays that gain the same: keep the Backpack card and Emergencies,
# and add few storm points (RNP-079: a storm turns the board under our plans).
BACKPACK_COST = 0.6
EMERGENCY_COST = 0.3
STORM_POINT_COST = 0.05
# A Compass is worth turning only for a clear gain of steps.
COMPASS_MARGIN = 1.5
WIN = 1_000.0
FAR = 30  # steps counted for a square that cannot reach the Pole at all

HOLE_OR_BEAR = {"Hole in the Ice": 4, "Polar Bear": 2}  # blue tokens that send the ambusher home (§17.5)


@lru_cache(maxsize=512)
def _distances(r: int, gate_squares: tuple[str, ...], holes: tuple[str, ...]) -> dict[str, int]:
    """Steps from each square to the Pole (any direction, cracks respected, Holes closed)."""
    layout = cracks(r)
    closed = {pos(h) for h in holes}
    dist: dict[str, int] = {}
    queue: deque[tuple[int, int]] = deque()
    for gate in gate_squares:
        at = pos(gate)
        if at not in closed:
            dist[gate] = 1  # RNP-052: one step from a gate into the Pole, cracks never block it
            queue.append(at)
    while queue:
        at = queue.popleft()
        here = dist[name(at)]
        for delta in (*ORTHO.values(), *DIAG):
            there = (at[0] + delta[0], at[1] + delta[1])
            if there not in SQUARES or there in closed or name(there) in dist:
                continue
            if delta[0] and delta[1]:
                if diagonal_blocked(at, there, layout):
                    continue
            elif frozenset({at, there}) in layout:
                continue
            dist[name(there)] = here + 1
            queue.append(there)
    return dist


class _Reader:
    """What the policy works out once per decision from the view."""

    def __init__(self, view: Mapping[str, Any], gate_squares: tuple[str, ...] | None = None) -> None:
        self.view = view
        self.me: int = view["turn"]["seat"]
        self.seats: list[Mapping[str, Any]] = view["seats"]
        self.colour_seat = {s["colour"]: s["seat"] for s in self.seats}
        my_team = self.seats[self.me]["team"]
        self.friends = {
            s["seat"] for s in self.seats if s["seat"] == self.me or (view["teams"] and s["team"] == my_team)
        }
        self.pawns: dict[str, str] = dict(view["pawns"])
        self.gates = gate_squares if gate_squares is not None else tuple(view["gates"])
        self.dist = _distances(view["r"], self.gates, tuple(view["holes"]))
        self.camp_rules = bool(view["camp_rules_everywhere"])
        self.on_square = {sq: p for p, sq in self.pawns.items() if sq not in ("ship", "pole", "out", "supply")}

    def seat_of(self, pawn: str) -> int | None:
        return None if pawn == "bear" else self.colour_seat[pawn.rstrip("0123456789")]

    def cost(self, pawn: str, square: str) -> float:
        """Steps still to go for ``pawn`` standing on ``square`` (or on its ship / at the Pole)."""
        if square == "pole":
            return 0.0
        if square == "ship":
            seat = self.seat_of(pawn)
            camp = CAMPS[self.seats[seat]["side"]] if seat is not None else ()
            return min((self.dist.get(sq, FAR) for sq in camp), default=FAR) + SHIP_EXTRA
        return float(self.dist.get(square, FAR))

    def seat_cost(self, seat: int) -> float:
        colour = self.seats[seat]["colour"]
        return sum(self.cost(p, sq) for p, sq in self.pawns.items() if p.rstrip("0123456789") == colour)

    def race_cost(self) -> float:
        """Our side's steps to go minus the nearest rival's."""
        mine = sum(self.seat_cost(s) for s in self.friends)
        rivals = [self.seat_cost(s["seat"]) for s in self.seats if s["seat"] not in self.friends and not s["left"]]
        return mine - (min(rivals) if rivals else 0.0)

    def bad_token_chance(self) -> float:
        """Chance the compass stack's top is a Hole or a Polar Bear, from the tokens seen so far."""
        seen = sum(1 for t in self.view["token_discard"] if t["item"] in HOLE_OR_BEAR) + len(self.view["holes"])
        unseen_bad = max(0, sum(HOLE_OR_BEAR.values()) - seen)
        pool = self.view["stack_count"] + self.view["set_aside_count"]
        return min(1.0, unseen_bad / pool) if pool else 0.0

    def sling_target(self, start: str, direction: str) -> str | None:
        """RNP-062/RNP-063: the first pawn on the grid along the line (Holes and the Pole never block)."""
        at, delta = pos(start), ORTHO[direction]
        while True:
            at = (at[0] + delta[0], at[1] + delta[1])
            if not on_grid(at):
                return None
            found = self.on_square.get(name(at))
            if found is not None:
                return found

    def my_target(self) -> int:
        return int(self.seats[self.me]["target"])


def _slot_card(view: Mapping[str, Any], action: Action) -> Mapping[str, Any] | None:
    slot = action.get("card")
    if slot == "BP":
        backpack = view["seats"][view["turn"]["seat"]]["backpack"]
        return backpack["card"] if backpack else None
    card: Mapping[str, Any] | None = view["slots"].get(slot) if slot else None
    return card


def _score_play(read: _Reader, action: Action) -> float:
    pawn: str = action["pawn"]
    start = read.pawns[pawn]
    mine = pawn != "bear"
    score = 0.0
    victim: str | None = None
    ambusher_square = start
    if action["type"] == "sling":
        victim = read.sling_target(start, action["dir"])
    else:
        end = action["path"][-1]
        if end == POLE:
            if mine:
                gained = read.cost(pawn, start)
                at_pole = read.seats[read.me]["at_pole"] + 1
                if at_pole >= read.my_target() and not read.view["teams"]:
                    return WIN  # RNP-117: the last target pawn wins at once
                score += gained + POLE_BONUS
            else:
                score += 0.2  # the bear leaves the grid (RNP-113): one blocker fewer
        else:
            if mine:
                score += read.cost(pawn, start) - read.cost(pawn, end)
            if not read.camp_rules:
                victim = read.on_square.get(end)
                if victim is not None and read.seat_of(victim) in read.friends:
                    victim = None
            ambusher_square = end
    if victim is not None:
        if victim == "bear":
            score += 0.3  # a bear off the grid is one blocker fewer, for everyone
        else:
            score += AMBUSH_WEIGHT * (read.cost(victim, "ship") - read.cost(victim, read.pawns[victim]))
        bad = read.bad_token_chance()
        if mine:
            score -= bad * (read.cost(pawn, "ship") - read.cost(pawn, ambusher_square))
        score += (1 - bad) * 0.5 * GREEN_WORTH
    for gear in action.get("gear", []):
        score -= TOKEN_WORTH[GEAR_ITEM.get(gear, "Snowshoes")]
    card = _slot_card(read.view, action)
    if action.get("card") == "BP":
        score -= BACKPACK_COST
    if card is not None:
        if card["symbol"] == "Emergency":
            score -= EMERGENCY_COST
        else:
            score -= STORM_POINT_COST * card["points"]
    return score


def _held_items(view: Mapping[str, Any]) -> list[str]:
    return [t["item"] for t in view["seats"][view["turn"]["seat"]]["equipment"]]


def _compass_gain(read: _Reader, view: Mapping[str, Any], orientation: str) -> float:
    turned = _Reader(view, gates(orientation))
    return read.race_cost() - turned.race_cost()


def _score(view: Mapping[str, Any], read: _Reader, action: Action) -> float:
    kind = action["type"]
    if kind in ("move", "sling"):
        return _score_play(read, action)
    if kind == "camp":
        return -read.dist.get(action["square"], FAR)
    if kind == "compass":
        return _compass_gain(read, view, action["orientation"]) - TOKEN_WORTH["Compass"] - COMPASS_MARGIN
    if kind == "igloo":
        # Shelter a pawn only when it is close to the Pole and worth keeping there (RNP-061).
        return 0.5 - read.cost(action["pawn"], read.pawns[action["pawn"]]) * 0.3 - TOKEN_WORTH["Igloo"]
    if kind == "husky":
        return 1.0  # an extra play is offered only when a legal one exists (RNP-094)
    if kind == "store":
        return -0.5
    if kind == "refresh":
        return 0.0
    if kind == "pay":
        return -1.0  # a token is worth more than one new card's play on average
    if kind == "end":
        return 0.0
    if kind == "overflow":
        item = TOKENS[action["token"]].item  # the token's item is printed data (§17.5), not a secret
        if action["mode"] == "use":
            if item == "Husky":
                return 5.0
            if item == "Compass":
                return _compass_gain(read, view, action["orientation"]) - COMPASS_MARGIN
            return -1.0
        return -TOKEN_WORTH.get(item, 1.0)
    return -10.0


class NorthPolePolicy:
    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        read = _Reader(view)
        best: list[Action] = []
        best_score = float("-inf")
        for action in legal:
            score = _score(view, read, action)
            if score > best_score + 1e-9:
                best, best_score = [action], score
            elif abs(score - best_score) <= 1e-9:
                best.append(action)
        return rng.choice(best)


POLICY = NorthPolePolicy()
