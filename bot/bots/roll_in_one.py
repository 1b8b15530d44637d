"""The Roll In One bot seat: exact one-shot expectations over the club dice on the public course.

It reads only its seat's view (the course, the balls, the current shot's public log, its own
hand) and the legal actions. Every play decision — club and direction, ROLL-window options, curve
directions, flying on, landing and reaction cards, slides, ricochets and green moves — compares
the expected cost of where its ball comes to rest: hex distance to the target green plus penalty
tokens and awkward lies, computed exactly over the club's faces (RIO-049–RIO-061). Course design
takes a random hole when it may, else builds outward and puts the green far from the tee.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from bot.engine import Action
from bot.games.roll_in_one.data import CLUBS
from bot.hexgrid import distance, step

Hex = tuple[int, int]

PENALTY = 2.5  # a penalty token is a point; about two spaces of distance to make up
HOLED_BONUS = 2.0  # holing ends the hole at the round's end (RIO-044): better than distance 0
LIE_COST = {"sand": 0.8, "trees": 0.5, "water": 0.3}  # a worse next start (RIO-052, RIO-056)
CARD_COST = 0.6  # a caddie card spent now is not there for a later shot
POINT_COST = 0.35  # one handicap point (RIO-096: six per game, never replenished)
TOKEN_COST = 1.0  # one survival token is one turn of the run (RIO-118)
GOLFER_PREFERENCE = ("G6", "G8", "G3", "G2", "G1", "G7", "G5", "G4")
MAX_ROLLS = 8  # a flight past this many rolls counts as landing there: rare, and keeps decisions fast
RESOLVED = {"sand", "beat", "fail", "trees", "fly", "curve", "dotted"}


class Course:
    """The public course as the view shows it: what acts on a ball per cell, greens and targets."""

    def __init__(self, terrain: dict[Hex, str], greens: tuple[Hex, ...], targets: tuple[Hex, ...]) -> None:
        self.greens = greens
        self.targets = targets  # the greens this ball still wants (campaign: not yet reached)
        # RIO-029: a green has no terrain of its own; RIO-143: the tee is rough once play starts
        self.kinds = {
            cell: "green" if cell in greens else "rough" if printed == "tee" else printed
            for cell, printed in terrain.items()
        }
        # the course cell one step away in each direction, or None off the course (RIO-057)
        self.next = {cell: tuple(n if (n := step(cell, d)) in terrain else None for d in range(6)) for cell in terrain}

    def on(self, cell: Hex) -> bool:
        return cell in self.kinds

    def kind(self, cell: Hex) -> str | None:
        return self.kinds.get(cell)


@dataclass(frozen=True)
class Ball:
    """What shapes one seat's shot: its golfers and the cards already played this turn."""

    golfers: frozenset[str]
    punch_out: bool = False  # C7 played (D5)
    preferred_lie: bool = False  # C6 played: the start counts as rough
    free_drop: bool = False  # C12 played: no water or OOB penalty
    start: Hex | None = None


# each club's faces grouped with their counts, so equal faces are worked out once (D2)
FACE_COUNTS: dict[str, list[tuple[str, int]]] = {
    club.id: [(face, club.faces.count(face)) for face in dict.fromkeys(club.faces)] for club in CLUBS.values()
}


def _hex(cell: Any) -> Hex:
    return int(cell[0]), int(cell[1])


def course_of(view: Mapping[str, Any], seat: int) -> Course:
    c = view["course"]
    terrain = {(int(q), int(r)): str(kind) for q, r, kind, *_ in c["cells"]}
    greens = tuple(_hex(g) for g in c["greens"])
    mode = str(view["mode"])
    targets = greens
    if mode == "campaign":
        reached = set(view["seats"][seat]["greens_reached"])
        targets = tuple(g for i, g in enumerate(greens) if i not in reached) or greens
    return Course(terrain, greens, targets)


def golfers_of(view: Mapping[str, Any], seat: int) -> frozenset[str]:
    own = view["seats"][seat]["golfer"]
    shared = {str(g["id"]) for g in view["shared_golfers"]}
    return frozenset(shared | ({str(own)} if own else set()))


def _since_mulligan(entries: list[Any], is_mulligan: Callable[[Any], bool]) -> list[Any]:
    last = max((i for i, e in enumerate(entries) if is_mulligan(e)), default=-1)
    return entries[last + 1 :]


def ball_of(view: Mapping[str, Any], seat: int) -> Ball:
    turn = view["turn"]
    played = {str(c["kind"]) for c in turn["cards"]} if turn and turn["seat"] == seat else set()
    return Ball(
        golfers=golfers_of(view, seat),
        punch_out="C7" in played,
        preferred_lie="C6" in played,
        free_drop="C12" in played,
        start=_hex(turn["start"]) if turn and turn["seat"] == seat else None,
    )


class Shot:
    """Exact expected cost of one seat's shot on the public course (RIO-049–RIO-061).

    States are (club, cell, direction, number to beat, moved, sand pending); each roll averages
    over the club's faces and each curve takes the best direction offered. Balls in the way are
    ignored (they only move on a landing, RIO-066)."""

    def __init__(self, course: Course, ball: Ball) -> None:
        self.course = course
        self.ball = ball
        self.memo: dict[tuple[str, Hex, int, int, bool, bool], float] = {}
        self.busy: set[tuple[str, Hex, int, int, bool, bool]] = set()
        self.positions: dict[Hex, float] = {}
        self.rests: dict[tuple[Hex, int, bool, bool, bool | None], float] = {}

    # --- where a ball comes to rest ---------------------------------------------------------

    def position(self, cell: Hex) -> float:
        """How good a resting cell is: distance to the nearest wanted green, and its lie."""
        found = self.positions.get(cell)
        if found is None:
            course = self.course
            if cell in course.targets:
                found = -HOLED_BONUS
            else:
                dist = min((distance(cell, g) for g in course.targets), default=0)
                found = dist + LIE_COST.get(course.kind(cell) or "", 0.0)
            self.positions[cell] = found
        return found

    def rest(self, cell: Hex, direction: int, dotted: bool, oob: bool, free_drop: bool | None = None) -> float:
        """RIO-060–RIO-063: slide on fairway unless dotted or OOB, then penalties, then the green."""
        key = (cell, direction, dotted, oob, free_drop)
        found = self.rests.get(key)
        if found is None:
            found = self.rests[key] = self._rest(cell, direction, dotted, oob, free_drop)
        return found

    def _rest(self, cell: Hex, direction: int, dotted: bool, oob: bool, free_drop: bool | None) -> float:
        course = self.course
        g = self.ball.golfers
        if not dotted and not oob and course.kind(cell) == "fairway":
            ahead = step(cell, direction)
            if course.on(ahead):
                slid = self.rest(ahead, direction, True, False, free_drop)
                stay = self.rest(cell, direction, True, False, free_drop)
                return min(slid, stay) if "G8" in g else slid  # RIO-090 Fairway Finder chooses
        drop = self.ball.free_drop if free_drop is None else free_drop
        penalties = 0 if drop else int(oob) + int(course.kind(cell) == "water")
        return PENALTY * penalties + self.position(cell)

    # --- flight ------------------------------------------------------------------------------

    def stops_in_trees(self, cell: Hex) -> bool:
        """RIO-052 with Punch Out, Tree Threader (RIO-084) and Preferred Lie at the start."""
        if self.ball.punch_out or "G2" in self.ball.golfers:
            return False
        if self.ball.preferred_lie and cell == self.ball.start:
            return False
        return self.course.kind(cell) == "trees"

    def beats(self, club: str, number: int, beat: int) -> bool:
        return number > beat or (club == "putter" and number == beat and "G5" in self.ball.golfers)

    def roll(self, club: str, cell: Hex, direction: int, beat: int, moved: bool, sand: bool) -> float:
        """The expected cost of rolling ``club`` once more from this flight state (RIO-058)."""
        key = (club, cell, direction, beat, moved, sand)
        found = self.memo.get(key)
        if found is not None:
            return found
        if key in self.busy or len(self.busy) >= MAX_ROLLS:
            return self.rest(cell, direction, False, False)  # a loop of curves, or a rare long flight
        self.busy.add(key)
        total = len(CLUBS[club].faces)
        value = sum(n * self.resolve(club, f, cell, direction, beat, moved, sand) for f, n in FACE_COUNTS[club]) / total
        self.busy.discard(key)
        self.memo[key] = value
        return value

    def forward(self, club: str, cell: Hex, direction: int, beat: int) -> float:
        """One step and roll on, or an OOB landing where the ball stands (RIO-057)."""
        target = self.course.next[cell][direction]
        if target is None:
            return self.rest(cell, direction, False, True)
        return self.roll(club, target, direction, beat, True, False)

    def turns(self, direction: int, moved: bool) -> list[int]:
        """RIO-053, RIO-089: any direction before the ball moved, else forward-left/right."""
        if not moved:
            return list(range(6))
        options = [(direction + 1) % 6, (direction - 1) % 6]
        return [*options, direction] if "G7" in self.ball.golfers else options

    def resolve(self, club: str, face: str, cell: Hex, direction: int, beat: int, moved: bool, sand: bool) -> float:
        """The expected cost once ``face`` is the accepted result (RIO-050–RIO-056)."""
        if face.isdigit():
            number = int(face)
            if sand:
                return self.roll(club, cell, direction, number, moved, False)  # RIO-056
            if self.beats(club, number, beat):
                return self.forward(club, cell, direction, number)
            return self.rest(cell, direction, False, False)
        if face == "T":
            if sand:
                return self.roll(club, cell, direction, beat, moved, False)
            if self.stops_in_trees(cell):
                return self.rest(cell, direction, False, False)
            return self.forward(club, cell, direction, beat)
        if face == "C":
            if sand:
                return self.roll(club, cell, direction, beat, moved, False)
            return min(self.forward(club, cell, d, beat) for d in self.turns(direction, moved))
        if face == "DC":
            first = step(cell, direction)
            if not self.course.on(first):
                return self.rest(cell, direction, False, True)
            return min(self.dotted_turn(first, d) for d in self.turns(direction, True))
        here = cell
        for _ in range(int(face[1:])):  # RIO-054: k dots
            target = step(here, direction)
            if not self.course.on(target):
                return self.rest(here, direction, False, True)
            here = target
        return self.rest(here, direction, True, False)

    def dotted_turn(self, cell: Hex, direction: int) -> float:
        """RIO-055: the dotted curve's second step in the chosen direction, then a dotted landing."""
        target = step(cell, direction)
        if not self.course.on(target):
            return self.rest(cell, direction, False, True)
        return self.rest(target, direction, True, False)

    def sand_at(self, cell: Hex) -> bool:
        """RIO-056 applies to a turn starting here (never for Bunker Pro, RIO-083)."""
        return self.course.kind(cell) == "sand" and "G1" not in self.ball.golfers and not self.ball.preferred_lie

    def best_swing(self, cell: Hex) -> tuple[float, str, int]:
        """The best club and direction from a turn's start space, with its expected cost."""
        sand = self.sand_at(cell)
        best: tuple[float, str, int] | None = None
        for club in CLUBS:
            for d in range(6):
                value = self.roll(club, cell, d, 0, False, sand)
                if best is None or value < best[0] - 1e-9:
                    best = (value, club, d)
        assert best is not None
        return best


# --- reading the current shot from the view -------------------------------------------------


@dataclass(frozen=True)
class Flight:
    cell: Hex
    direction: int
    beat: int
    moved: bool
    sand: bool
    club: str


def flight_of(view: Mapping[str, Any], shot: Shot, seat: int) -> Flight | None:
    """The current flight state of ``seat``'s own turn, from the public shot log (RIO-133)."""
    turn = view["turn"]
    cell = view["balls"][seat]["cell"]
    if turn is None or cell is None or turn["dir"] is None or turn["club"] is None:
        return None
    here = _hex(cell)
    if not shot.course.on(here):
        return None  # flying over out of bounds (RIO-098)
    rolls = _since_mulligan(list(turn["rolls"]), lambda r: r.get("note") == "mulligan")
    first_done = any(r.get("note") in RESOLVED for r in rolls)
    sand = not first_done and shot.sand_at(_hex(turn["start"]))
    moved = len(turn["path"]) > 1
    return Flight(here, int(turn["dir"]), int(turn["beat"]), moved, sand, str(turn["club"]))


def landing_of(view: Mapping[str, Any]) -> tuple[bool, bool]:
    """(dotted, OOB) of the landing being resolved: the last resolved roll says why it ended."""
    turn = view["turn"]
    rolls = _since_mulligan(list(turn["rolls"]), lambda r: r.get("note") == "mulligan")
    resolved = [r for r in rolls if r.get("note") in RESOLVED]
    if not resolved:
        return False, False
    last = resolved[-1]
    note = str(last["note"])
    if note in ("fail", "trees"):
        return False, False
    if note != "dotted":
        return False, True  # a step that did not end the flight can only end in an OOB step
    earlier = sum(1 for r in resolved[:-1] if r.get("note") in ("beat", "fly", "curve"))
    face = str(last["face"])
    wanted = earlier + (2 if face == "DC" else int(face[1:]))
    cards = _since_mulligan(list(turn["cards"]), lambda c: c.get("kind") == "C11")
    moved_by_cards = sum(1 for c in cards if c.get("kind") in ("C8", "C9", "C10"))
    taken = len(turn["path"]) - 1 - moved_by_cards
    return (True, False) if taken >= wanted else (False, True)


# --- the policy ----------------------------------------------------------------------------


def _types(legal: list[Action]) -> set[str]:
    return {str(a["type"]) for a in legal}


def _best(scored: list[tuple[float, Action]]) -> Action:
    """The lowest cost; the first listed wins a tie, so the choice is deterministic."""
    best = scored[0]
    for entry in scored[1:]:
        if entry[0] < best[0] - 1e-9:
            best = entry
    return best[1]


class RollInOnePolicy:
    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        seat = int(view["seat"])
        kinds = _types(legal)
        if "golfer" in kinds:
            return self.golfer(legal)
        if kinds & {"attach", "random", "preset", "finish", "green", "confirm"}:
            return self.design(view, legal, rng)
        if "swing" in kinds:
            return self.aim(view, seat, legal)
        if "no_nudge" in kinds:
            return self.nudge(view, seat, legal)
        if "accept" in kinds:
            return self.roll_window(view, seat, legal)
        if "curve" in kinds:
            return self.curve(view, seat, legal)
        if "fly_on" in kinds:
            return self.fly_on(view, seat, legal)
        if "continue" in kinds:
            return self.landing(view, seat, legal)
        if "pass" in kinds:
            return self.reaction(view, seat, legal)
        if "slide" in kinds:
            return self.slide(view, seat, legal)
        if "ricochet" in kinds:
            return self.ricochet(view, seat, legal)
        if "move_green" in kinds:
            return self.green_move(view, seat, legal)
        return rng.choice(legal)

    # --- setup and design ------------------------------------------------------------------

    def golfer(self, legal: list[Action]) -> Action:
        rank = {g: i for i, g in enumerate(GOLFER_PREFERENCE)}
        return min(legal, key=lambda a: rank.get(str(a["golfer"]), len(rank)))

    def design(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        """RIO-025–RIO-031: a random hole when allowed, else a preset; building reaches away from
        the tee and finishes at the fewest boards allowed; greens go far from the tee and apart."""
        by_type: dict[str, list[Action]] = {}
        for a in legal:
            by_type.setdefault(str(a["type"]), []).append(a)
        for kind in ("confirm", "random"):
            if kind in by_type:
                return by_type[kind][0]
        if "preset" in by_type:
            return rng.choice(by_type["preset"])
        if "green" in by_type:
            tee = _hex(view["course"]["tee"])
            anchors = [tee, *(_hex(g) for g in view["course"]["greens"])]
            return max(by_type["green"], key=lambda a: min(distance(_hex(a["cell"]), x) for x in anchors))
        if "finish" in by_type:
            return by_type["finish"][0]
        if "attach" in by_type:
            return self.attach(view, by_type["attach"], rng)
        return rng.choice([a for a in legal if a["type"] != "undo"] or legal)

    def attach(self, view: Mapping[str, Any], options: list[Action], rng: random.Random) -> Action:
        """Prefer the attachment through the port farthest from the tee (RIO-030 in spirit)."""
        tee = _hex(view["course"]["tee"])
        ports = {str(p["name"]): max(distance(_hex(c), tee) for c in p["cells"]) for p in view["course"]["open_ports"]}
        far = max(ports.get(str(a["port"]), 0) for a in options)
        return rng.choice([a for a in options if ports.get(str(a["port"]), 0) == far])

    # --- the seat's own shot -----------------------------------------------------------------

    def _shot(self, view: Mapping[str, Any], seat: int) -> Shot:
        return Shot(course_of(view, seat), ball_of(view, seat))

    def aim(self, view: Mapping[str, Any], seat: int, legal: list[Action]) -> Action:
        """RIO-047: the club and direction with the lowest expected cost; an AIM card only when
        it lowers that cost by more than the card is worth (C6 Preferred Lie, C7 Punch Out)."""
        shot = self._shot(view, seat)
        here = _hex(view["balls"][seat]["cell"])
        value, club, d = shot.best_swing(here)
        for a in legal:
            if a["type"] == "card" and a.get("card") in ("C6", "C7"):
                if a["card"] == "C6":
                    lie = replace(shot.ball, preferred_lie=True, start=here)
                else:
                    lie = replace(shot.ball, punch_out=True)
                better = Shot(shot.course, lie)
                if better.best_swing(here)[0] + CARD_COST < value:
                    return a
        return next(a for a in legal if a["type"] == "swing" and a["club"] == club and a["dir"] == d)

    def nudge(self, view: Mapping[str, Any], seat: int, legal: list[Action]) -> Action:
        """RIO-086: move to the adjacent cell with the best next shot, if it beats staying; only
        the two nearest targets are worked out in full, to keep the decision quick."""
        shot = self._shot(view, seat)
        stay = next(a for a in legal if a["type"] == "no_nudge")
        moves = sorted((a for a in legal if a["type"] == "nudge"), key=lambda a: shot.position(_hex(a["to"])))
        scored = [(shot.best_swing(_hex(view["balls"][seat]["cell"]))[0], stay)]
        scored += [(shot.best_swing(_hex(a["to"]))[0] + 0.05, a) for a in moves[:2]]
        return _best(scored)

    def roll_window(self, view: Mapping[str, Any], seat: int, legal: list[Action]) -> Action:
        """RIO-127: accept the pending result or change it, whichever leaves the lower cost."""
        shot = self._shot(view, seat)
        accept = next(a for a in legal if a["type"] == "accept")
        flight = flight_of(view, shot, seat)
        pending = view["turn"]["pending"]
        if flight is None or pending is None:
            return accept
        face = str(pending)
        f = flight

        def after(result: str, direction: int = f.direction) -> float:
            return shot.resolve(f.club, result, f.cell, direction, f.beat, f.moved, f.sand)

        def again(club: str = f.club) -> float:
            return shot.roll(club, f.cell, f.direction, f.beat, f.moved, f.sand)

        def turned(turn: str) -> int:
            return (f.direction + (1 if turn == "left" else -1)) % 6

        scored: list[tuple[float, Action]] = []
        for a in legal:
            kind = a["type"]
            card = a.get("card")
            if kind == "accept":
                cost = after(face)
            elif kind == "card" and card == "C1":
                cost = again() + CARD_COST
            elif kind == "card" and card == "C2":
                cost = again(str(a["club"])) + CARD_COST
            elif kind == "card" and card == "C3":
                cost = after(str(int(face) + int(a["delta"]))) + CARD_COST
            elif kind == "card" and card == "C4":
                cost = after(str(a["face"])) + CARD_COST
            elif kind == "card" and card == "C5":
                cost = after(face, turned(str(a["turn"]))) + CARD_COST
            elif kind == "handicap":
                cost = after(str(int(face) + int(a["delta"]))) + POINT_COST * abs(int(a["delta"]))
            elif kind == "big_hitter":
                cost = again()
            elif kind == "token_reroll":
                cost = again() + TOKEN_COST
            elif kind == "token_turn":
                cost = after(face, turned(str(a["turn"]))) + 3 * TOKEN_COST
            else:
                continue
            scored.append((cost, a))
        return _best(scored)

    def curve(self, view: Mapping[str, Any], seat: int, legal: list[Action]) -> Action:
        """RIO-053/RIO-055: the direction with the lowest expected cost (a dotted curve's second
        step lands at once)."""
        shot = self._shot(view, seat)
        flight = flight_of(view, shot, seat)
        if flight is None:
            return legal[0]
        dotted = str(view["turn"]["rolls"][-1]["face"]) == "DC"
        scored = []
        for a in legal:
            d = int(a["dir"])
            if dotted:
                cost = shot.dotted_turn(flight.cell, d)
            else:
                cost = shot.forward(flight.club, flight.cell, d, flight.beat)
            scored.append((cost, a))
        return _best(scored)

    def fly_on(self, view: Mapping[str, Any], seat: int, legal: list[Action]) -> Action:
        """RIO-098: spend a point only when the line comes back onto the course nearer a green
        within three spaces; otherwise the landing at the edge costs the same penalty anyway."""
        shot = self._shot(view, seat)
        stop = next(a for a in legal if a["type"] == "stop")
        go = next(a for a in legal if a["type"] == "fly_on")
        turn = view["turn"]
        here = _hex(view["balls"][seat]["cell"])
        d = int(turn["dir"])
        now = shot.position(here) if shot.course.on(here) else None
        for k in range(2, 5):
            ahead = step(here, d, k)
            if shot.course.on(ahead):
                return go if now is None or shot.position(ahead) < now - 1 else stop
        return stop

    def _landing_options(self, view: Mapping[str, Any], active: int, legal: list[Action]) -> list[tuple[float, Action]]:
        """The active ball's cost after each landing option (D5 C8–C12, RIO-081)."""
        shot = self._shot(view, active)
        turn = view["turn"]
        here = _hex(view["balls"][active]["cell"])
        d = int(turn["dir"])
        dotted, oob = landing_of(view)
        scored: list[tuple[float, Action]] = []
        for a in legal:
            card = a.get("card")
            if a["type"] in ("continue", "pass"):
                cost = shot.rest(here, d, dotted, oob)
            elif card == "C8":
                cost = shot.rest(step(here, d), d, dotted, oob)
            elif card == "C9":
                cost = shot.rest(step(here, d + 3), d, dotted, oob)
            elif card == "C10":
                nd = (d + (1 if a["turn"] == "left" else -1)) % 6
                cost = shot.rest(step(here, nd), nd, dotted, oob)
            elif card == "C11":
                start = _hex(turn["start"])
                cost = shot.best_swing(start)[0]
            elif card == "C12":
                cost = shot.rest(here, d, dotted, oob, free_drop=True)
            else:
                continue
            scored.append((cost, a))
        return scored

    def landing(self, view: Mapping[str, Any], seat: int, legal: list[Action]) -> Action:
        """RIO-131: a landing card only when it saves more than the card is worth."""
        scored = [
            (c + (0.0 if a["type"] == "continue" else CARD_COST), a)
            for c, a in self._landing_options(view, seat, legal)
        ]
        return _best(sorted(scored, key=lambda e: e[1]["type"] != "continue"))

    def reaction(self, view: Mapping[str, Any], seat: int, legal: list[Action]) -> Action:
        """RIO-101 (Feeling Mean): hurt the active ball when that costs it more than a card."""
        active = int(view["turn"]["seat"])
        scored = [
            (-c + (0.0 if a["type"] == "pass" else CARD_COST), a) for c, a in self._landing_options(view, active, legal)
        ]
        return _best(sorted(scored, key=lambda e: e[1]["type"] != "pass"))

    def slide(self, view: Mapping[str, Any], seat: int, legal: list[Action]) -> Action:
        """RIO-090 Fairway Finder: slide on only when the next cell is better."""
        shot = self._shot(view, seat)
        here = _hex(view["balls"][seat]["cell"])
        d = int(view["turn"]["dir"])
        slid = shot.rest(step(here, d), d, True, False)
        stay = shot.rest(here, d, True, False)
        return next(a for a in legal if a["type"] == ("slide" if slid < stay else "stay"))

    def ricochet(self, view: Mapping[str, Any], seat: int, legal: list[Action]) -> Action:
        """RIO-094/RIO-095: move our own ball to a better cell, or another ball to a worse one."""
        mine = self._shot(view, seat)
        here = _hex(view["balls"][seat]["cell"])
        scored: list[tuple[float, Action]] = []
        for a in legal:
            moved = int(a["ball"])
            to = _hex(a["to"])
            shot = mine if moved == seat else self._shot(view, moved)
            d = next(i for i in range(6) if step(here, i) == to)
            change = shot.rest(to, d, False, False) - shot.position(here)
            scored.append((change if moved == seat else -change, a))
        return _best(scored)

    def green_move(self, view: Mapping[str, Any], seat: int, legal: list[Action]) -> Action:
        """RIO-110 (bumper): the green goes where we are nearer than our nearest rival."""
        me = view["balls"][seat]["cell"]
        rivals = [
            _hex(b["cell"]) for b in view["balls"] if b["seat"] != seat and b["cell"] is not None and not b["left"]
        ]

        def edge(a: Action) -> float:
            cell = _hex(a["cell"])
            mine = distance(cell, _hex(me)) if me is not None else 0
            theirs = min((distance(cell, r) for r in rivals), default=10)
            return mine - theirs

        return min(legal, key=edge)


POLICY = RollInOnePolicy()
