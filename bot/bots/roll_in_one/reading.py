"""The Roll In One bot seat: exact one-shot expectations over the club dice on the public course.

It reads only its seat's view (the course, the balls, the current shot's public log, its own
hand) and the legal actions. Every play decision — club and direction, ROLL-window options, curve
directions, flying on, landing and reaction cards, slides, ricochets and green moves — compares
the expected cost of where its ball comes to rest: hex distance to the target green plus penalty
tokens and awkward lies, computed exactly over the club's faces (RIO-049–RIO-061). Course design
takes a random hole when it may, else builds outward and puts the green far from the tee.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

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
        self.answers: dict[Any, Any] = {}  # what shots on this course were asked and answered (``answers``)
        self.strokes_answers: dict[Any, Any] = {}  # the same for the hard level's ``StrokesShot``
        self._walks: dict[Hex, dict[Hex, int]] = {}  # ``walk``'s answers per target

    def on(self, cell: Hex) -> bool:
        return cell in self.kinds

    def walk(self, target: Hex) -> dict[Hex, int]:
        """Each course cell's steps to ``target`` over course cells only: a ball never crosses
        ground off the course (RIO-057), so around a bend this is more than the hex distance."""
        found = self._walks.get(target)
        if found is None:
            found = {target: 0}
            frontier = [target]
            while frontier:
                ahead = []
                for cell in frontier:
                    for near in self.next.get(cell, ()):
                        if near is not None and near not in found:
                            found[near] = found[cell] + 1
                            ahead.append(near)
                frontier = ahead
            self._walks[target] = found
        return found

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


_COURSES: dict[tuple[Any, ...], Course] = {}  # courses seen lately, so decisions share their answers
COURSES_KEPT = 8


def course_of(view: Mapping[str, Any], seat: int) -> Course:
    """The course as ``seat`` plays it: the same object for the same cells, greens and targets."""
    c = view["course"]
    cells = tuple((int(q), int(r), str(kind)) for q, r, kind, *_ in c["cells"])
    greens = tuple(_hex(g) for g in c["greens"])
    mode = str(view["mode"])
    targets = greens
    if mode == "campaign":
        reached = set(view["seats"][seat]["greens_reached"])
        targets = tuple(g for i, g in enumerate(greens) if i not in reached) or greens
    key = (cells, greens, targets)
    found = _COURSES.get(key)
    if found is None:
        if len(_COURSES) >= COURSES_KEPT:
            del _COURSES[next(iter(_COURSES))]  # the oldest course goes first
        found = _COURSES[key] = Course({(q, r): kind for q, r, kind in cells}, greens, targets)
    return found


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
        # the start only matters to Preferred Lie (C6): other balls are alike wherever they started
        start=_hex(turn["start"]) if turn and turn["seat"] == seat and "C6" in played else None,
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


class Lies(Protocol):
    """What reading a flight needs of a shot: the course and whether a start is in the sand."""

    course: Course

    def sand_at(self, cell: Hex) -> bool: ...


@dataclass(frozen=True)
class Flight:
    cell: Hex
    direction: int
    beat: int
    moved: bool
    sand: bool
    club: str


def flight_of(view: Mapping[str, Any], shot: Lies, seat: int) -> Flight | None:
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
