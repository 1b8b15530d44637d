"""Pole to Pole bot: a risk-aware greedy player that reads only its seat's view.

Every choice is scored by simulating it on a small copy of the public position (explorer
squares, shelter markers, goal tokens, scores) and evaluating the result. The evaluation
counts points (tokens and arrivals, PTP-073), each explorer's progress toward its target
pole, a lone goal explorer waiting for its pair (PTP-049), and the chance that a rival
explorer captures a lone explorer of ours next turn (PTP-039), computed from the board
geometry for every roll. Die moves look one die ahead: the first die is judged by the best
second move it leaves. A move that ends the game is judged by the final score (PTP-072,
PTP-075).

Nothing here reads the engine's state: the deck order, the seed and future rolls never reach
this module, which only uses the board geometry (``board``) and the seat data (``data``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache, cached_property
from typing import Any

from bot.games.pole_to_pole.board import (
    AXIS,
    COLUMN_COUNT,
    DIRECTIONS,
    MERIDIAN,
    PARALLEL,
    POLES,
    SP_ROW,
    SQUARES,
    is_pole,
    is_square,
    mask,
    needs_via,
    pole_distance,
    trace,
)
from bot.games.pole_to_pole.data import EXPLORERS_PER_SEAT

ARRIVED = "arrived"
OUT = "out"

# The 21 distinct rolls of two dice and how many of the 36 outcomes give each.
ROLLS = tuple((a, b) for a in range(1, 7) for b in range(a, 7))
ROLL_WEIGHTS = tuple(1 if a == b else 2 for a, b in ROLLS)

POINT = 1.0  # a token or an arrival (PTP-073)
STEP = 0.045  # each space of progress toward the target pole
CARD_DRAW = 0.25  # a drawn card: 15 of the 18 help the drawer (Data D3)
LONE_ON_GOAL = 0.25  # one explorer already on a goal: a second one takes it (PTP-049)
PAIRING = 2.0  # ... more so when another of ours can reach it next roll
SECOND_WIND = 0.4  # two more dice to move with (PTP-065)
RISK = 0.8  # share of an exposed explorer's progress counted as lost
THREAT = 0.25  # share of a rival's progress counted for our chance to capture it
WIN = 1000.0  # a finished game outweighs every positional term
SHORTLIST = 10  # first die moves judged by their best follow-up


def progress(distance: int) -> float:
    """Worth of an explorer ``distance`` spaces from its target pole (home pole = 12, worth 0).

    Within 6 an exact roll can bring it in (Data D6: 11-16 chances in 36), within 3 Polar Guide
    can (PTP-066), so those bands are worth a little more than the distance alone.
    """
    worth = STEP * (SP_ROW - distance)
    if distance <= 6:
        worth += 0.12
    if distance <= 3:
        worth += 0.05
    return worth


PROGRESS = tuple(progress(d) for d in range(SP_ROW + 1))
POSITIONS = (*SQUARES, *POLES)


def _weight(mask: int) -> int:
    return sum(w for i, w in enumerate(ROLL_WEIGHTS) if mask >> i & 1)


_CHUNK = 7  # roll masks are weighed 7 bits at a time through small tables
_CHUNK_WEIGHTS = tuple(
    tuple(sum(ROLL_WEIGHTS[c * _CHUNK + i] for i in range(_CHUNK) if m >> i & 1) for m in range(1 << _CHUNK))
    for c in range(len(ROLLS) // _CHUNK)
)


def hit_chance(mask: int) -> float:
    """Chance (of 36) that the next roll is one of the rolls in ``mask``."""
    total = 0
    for table in _CHUNK_WEIGHTS:
        total += table[mask & 0x7F]
        mask >>= _CHUNK
    return total / 36


def _vias(start: str, direction: str, steps: int) -> tuple[int | None, ...] | range:
    return range(COLUMN_COUNT) if needs_via(start, direction, steps) else (None,)


@cache
def _ends(start: str, axis: str, steps: int) -> frozenset[str]:
    """Every position a straight move along ``axis`` can end on (any via), ignoring explorers."""
    ends = set()
    for direction in DIRECTIONS:
        if AXIS[direction] != axis:
            continue
        for via in _vias(start, direction, steps):
            traced = trace(start, direction, steps, via)
            if traced.error is None:
                ends.add(traced.end)
    return frozenset(ends)


# Rolls that give a move of k spaces with one die or with both (k = 1 to 12), and the roll
# (as a bit) of each ordered pair of dice values, for corners.
_WITH_STEPS = tuple(
    sum(1 << i for i, (a, b) in enumerate(ROLLS) if k in (a, b, a + b)) for k in range(COLUMN_COUNT + 1)
)
_PAIR_BIT = {(a, b): 1 << ROLLS.index((min(a, b), max(a, b))) for a in range(1, 7) for b in range(1, 7)}


@cache
def reach(start: str) -> dict[str, int]:
    """Grid square -> mask of the rolls with which an explorer on ``start`` can land there.

    Single-die moves, the sum move and a corner (one die on each axis, PTP-043) all count;
    closed squares are ignored, so this is the geometry's upper bound, cached per position.
    """
    masks: dict[str, int] = {}
    for axis, turn in ((MERIDIAN, PARALLEL), (PARALLEL, MERIDIAN)):
        for steps in range(1, COLUMN_COUNT + 1):
            rolls = _WITH_STEPS[steps]
            for end in _ends(start, axis, steps):
                masks[end] = masks.get(end, 0) | rolls
        for first in range(1, 7):
            for corner in _ends(start, axis, first):
                if not is_square(corner):
                    continue
                for second in range(1, 7):
                    bit = _PAIR_BIT[first, second]
                    for end in _ends(corner, turn, second):
                        masks[end] = masks.get(end, 0) | bit
    return {end: mask for end, mask in masks.items() if is_square(end)}


@dataclass(frozen=True)
class Table:
    """What stays fixed while one decision is weighed: who sits where, and on which side."""

    me: int
    players: int
    team: tuple[int, ...]  # seat -> team index
    home: tuple[str, ...]
    target: tuple[str, ...]
    in_play: tuple[bool, ...]
    owner: Mapping[str, int]

    @property
    def side(self) -> int:
        return self.team[self.me]

    @cached_property
    def sides(self) -> tuple[list[int], list[int], list[int], int]:
        """Our seats, the rivals' seats, those still in play, and how many rival sides there are."""
        side = self.team[self.me]
        seats = range(self.players)
        ours = [s for s in seats if self.team[s] == side]
        rivals = [s for s in seats if self.team[s] != side]
        playing = [s for s in rivals if self.in_play[s]]
        return ours, rivals, playing, max(1, len({self.team[s] for s in rivals}))

    def ally(self, a: int, b: int) -> bool:
        return self.team[a] == self.team[b]


@dataclass
class Position:
    """The public position a choice is tried on; ``copy`` before changing it."""

    pos: dict[str, str]
    sheltered: set[str]
    goals: set[str]
    tokens: list[int]
    arrivals: list[int]
    bonus: float = 0.0  # cards drawn and other gains the position does not show
    over: bool = False
    _occupied: dict[str, list[str]] | None = field(default=None, repr=False)
    _closed: dict[int, int] = field(default_factory=dict, repr=False)  # team -> closed squares' bits

    def copy(self) -> Position:
        return Position(
            dict(self.pos), set(self.sheltered), set(self.goals), list(self.tokens), list(self.arrivals), self.bonus
        )

    def occupied(self) -> dict[str, list[str]]:
        """Grid square -> explorers on it (poles never block, PTP-019)."""
        if self._occupied is None:
            found: dict[str, list[str]] = {}
            for explorer, where in self.pos.items():
                if is_square(where):
                    found.setdefault(where, []).append(explorer)
            self._occupied = found
        return self._occupied


def read_view(view: Mapping[str, Any]) -> tuple[Table, Position]:
    seats = view["seats"]
    table = Table(
        me=int(view["seat"]),
        players=int(view["players"]),
        team=tuple(int(s["team"]) for s in seats),
        home=tuple(str(s["home"]) for s in seats),
        target=tuple(str(s["target"]) for s in seats),
        in_play=tuple(not s["resigned"] for s in seats),
        owner={e["id"]: int(e["seat"]) for e in view["explorers"]},
    )
    position = Position(
        pos={e["id"]: str(e["pos"]) for e in view["explorers"]},
        sheltered={e["id"] for e in view["explorers"] if e["sheltered"]},
        goals=set(view["goals"]),
        tokens=[int(s["tokens"]) for s in seats],
        arrivals=[int(s["arrivals"]) for s in seats],
    )
    return table, position


def closed_to(table: Table, position: Position, seat: int) -> set[str]:
    """Squares ``seat`` may neither pass nor land on (PTP-017, PTP-018)."""
    closed = set()
    for where, here in position.occupied().items():
        if table.ally(table.owner[here[0]], seat):
            continue  # PTP-020: one team per square
        if len(here) >= 2 or any(e in position.sheltered for e in here):
            closed.add(where)
    return closed


def closed_bits(table: Table, position: Position, seat: int) -> int:
    """``closed_to`` as ``BIT`` bits, worked out once per position and team (positions are
    copied, never changed, once judged)."""
    team = table.team[seat]
    found = position._closed.get(team)
    if found is None:
        found = position._closed[team] = mask(closed_to(table, position, seat))
    return found


def arrive(table: Table, position: Position, explorer: str) -> None:
    """PTP-036, PTP-072: the explorer scores; a sixth arrival ends the game."""
    seat = table.owner[explorer]
    position.pos[explorer] = ARRIVED
    position.sheltered.discard(explorer)
    position.arrivals[seat] += 1
    if position.arrivals[seat] == EXPLORERS_PER_SEAT and table.in_play[seat]:
        position.over = True


def send_home(table: Table, position: Position, explorer: str) -> None:
    position.pos[explorer] = table.home[table.owner[explorer]]
    position.sheltered.discard(explorer)


def straight_move(
    table: Table, position: Position, explorer: str, direction: str, steps: int, via: int | None
) -> Position | None:
    """The position after a straight move (§5, PTP-049), or None when the move is not legal."""
    start = position.pos[explorer]
    traced = trace(start, direction, steps, via)
    if traced.error is not None:
        return None
    seat = table.owner[explorer]
    if traced.entered & closed_bits(table, position, seat):
        return None  # PTP-033
    end = traced.end
    after = position.copy()
    if end == table.target[seat]:
        arrive(table, after, explorer)
        return after
    here = position.occupied().get(end, [])
    if here and not table.ally(table.owner[here[0]], seat):
        send_home(table, after, here[0])  # PTP-039: not closed, so a lone unsheltered rival
    after.pos[explorer] = end
    if is_pole(end):
        after.sheltered.discard(explorer)
    elif end in after.goals and sum(1 for e in here if table.owner[e] == seat) >= 1:
        after.goals.discard(end)  # PTP-049: the second explorer of one colour takes the token
        after.tokens[seat] += 1
        after.bonus += CARD_DRAW
    return after


def side_totals(table: Table, position: Position, side: int) -> tuple[int, int]:
    seats = [s for s in range(table.players) if table.team[s] == side]
    return sum(position.tokens[s] + position.arrivals[s] for s in seats), sum(position.arrivals[s] for s in seats)


def final_value(table: Table, position: Position) -> float:
    """A finished game: win, share or lose on score, then arrivals (PTP-074, PTP-075)."""
    mine = side_totals(table, position, table.side)
    others = [side_totals(table, position, side) for side in set(table.team) if side != table.side]
    best = max(others)
    margin = mine[0] - best[0]
    if mine > best:
        return WIN + margin
    if mine == best:
        return margin
    return -WIN + margin


@cache
def _worth_toward(target: str) -> dict[str, float]:
    """Position -> an explorer's progress worth there on its way to ``target`` (poles: none)."""
    return {where: PROGRESS[SP_ROW if is_pole(where) else pole_distance(where, target)] for where in POSITIONS}


def seat_worths(table: Table, position: Position) -> list[float]:
    """Each seat's points and its explorers' progress, worked out in one pass over the explorers."""
    worths = [POINT * (position.tokens[s] + position.arrivals[s]) for s in range(table.players)]
    toward = [_worth_toward(target) for target in table.target]
    owner = table.owner
    for explorer, where in position.pos.items():
        if where not in (ARRIVED, OUT):
            seat = owner[explorer]
            worths[seat] += toward[seat][where]
    return worths


def seat_worth(table: Table, position: Position, seat: int) -> float:
    return seat_worths(table, position)[seat]


_HITS: dict[tuple[frozenset[str], str], float] = {}  # (a seat's explorer squares, a square) -> chance
_HITS_KEPT = 200_000  # entries kept before the cache starts again


def _hit(starts: frozenset[str], where: str) -> float:
    """Chance that a seat with explorers on ``starts`` can land on ``where`` with its next roll."""
    key = (starts, where)
    found = _HITS.get(key)
    if found is None:
        bits = 0
        for start in starts:
            bits |= reach(start).get(where, 0)
        if len(_HITS) >= _HITS_KEPT:
            _HITS.clear()
        found = _HITS[key] = hit_chance(bits)
    return found


def exposure(table: Table, position: Position, victims: list[int], hunters: list[int], share: float) -> float:
    """Expected progress the ``victims`` lose to captures by ``hunters`` on their next roll."""
    return share * _lost(table, position, victims, _groups(table, position, hunters))


def _groups(table: Table, position: Position, hunters: list[int]) -> list[frozenset[str]]:
    """The squares of each hunting seat's explorers on the board, seats in the order first met."""
    owner = table.owner
    starts: dict[int, set[str]] = {}
    for explorer, where in position.pos.items():
        seat = owner[explorer]
        if seat in hunters and where not in (ARRIVED, OUT):
            starts.setdefault(seat, set()).add(where)
    return [frozenset(squares) for squares in starts.values()]


def _lost(table: Table, position: Position, victims: list[int], groups: list[frozenset[str]]) -> float:
    owner = table.owner
    sheltered = position.sheltered
    lost = 0.0
    for where, here in position.occupied().items():
        if len(here) != 1:
            continue  # a pair cannot be captured (PTP-017)
        explorer = here[0]
        seat = owner[explorer]
        if seat not in victims or explorer in sheltered:
            continue  # nor a sheltered explorer (PTP-067)
        safe = 1.0
        for group in groups:
            safe *= 1.0 - _hit(group, where)
        lost += (1.0 - safe) * _worth_toward(table.target[seat])[where]
    return lost


def _pair_chance(table: Table, position: Position, alone: str, goal: str) -> float:
    """Chance that another of our explorers can join ``alone`` on ``goal`` with the next roll."""
    mask = 0
    for explorer, where in position.pos.items():
        if explorer != alone and table.owner[explorer] == table.me and where not in (ARRIVED, OUT):
            mask |= reach(where).get(goal, 0)
    return hit_chance(mask)


def evaluate(table: Table, position: Position, risk: float = RISK) -> float:
    """How good ``position`` is for the deciding seat's side, in points (``risk``: the share of
    an exposed explorer's progress counted as lost)."""
    if position.over:
        return final_value(table, position)
    ours, rivals, theirs, rival_sides = table.sides
    worths = seat_worths(table, position)
    score = sum(worths[s] for s in ours) + position.bonus
    score -= sum(worths[s] for s in rivals) / rival_sides
    occupied = position.occupied()
    for goal in sorted(position.goals):  # a set's order changes with the process's string hashing
        here = occupied.get(goal, [])
        if len(here) == 1 and table.owner[here[0]] == table.me:
            score += LONE_ON_GOAL * (1.0 + PAIRING * _pair_chance(table, position, here[0], goal))
    if theirs:
        score -= exposure(table, position, ours, theirs, risk)
        score += exposure(table, position, theirs, [table.me], THREAT) / rival_sides
    return score


def follow_ups(table: Table, position: Position, steps: int, moved: str | None, axis: str | None) -> Iterator[Position]:
    """Positions after each die move the seat could make with one remaining die of ``steps``."""
    seen: set[tuple[str, bool, bool]] = set()
    for explorer, where in position.pos.items():
        if table.owner[explorer] != table.me or where in (ARRIVED, OUT):
            continue
        key = (where, explorer in position.sheltered, explorer == moved)
        if key in seen:
            continue
        seen.add(key)
        for direction in DIRECTIONS:
            if explorer == moved and AXIS[direction] == axis:
                continue  # PTP-044: the same explorer turns for its second die
            for via in _vias(where, direction, steps):
                after = straight_move(table, position, explorer, direction, steps, via)
                if after is not None:
                    yield after


def _via_index(letter: object) -> int | None:
    return "ABCDEFGHIJKL".index(letter) if isinstance(letter, str) else None
