"""How the hard level's search weighs Pole to Pole positions, and the player that guides it.

The normal evaluation (``reading.evaluate``) reweighed, from seeded games against the normal bot
(paired deals, guide against normal): a card drawn with a goal token (PTP-051) counts
``CARD_WEIGHT`` times the normal bonus, since 15 of the 18 cards help the drawer and a token is
a point the rival can no longer take; and a seat down to its last explorer, which ends the game by
arriving (PTP-072) and then wins on score or on arrivals (PTP-074, PTP-075), threatens to do so
with the chance of an exact roll next turn. Weighing progress more, or a lone explorer waiting on
a goal more, lost games; the measured shares are in the commit that set each weight.

In two-seat games the side that brings its sixth explorer in first almost always wins (every one
of 100 seeded guide-against-normal games), so the race is what the guide weighs: explorers still
out are worth more where the next roll can bring several in exactly (distinct distances within a
die's reach beat a crowd at one distance, ``arrival_rate``), and the risk of captures, which cost
each side about 40 spaces a game, counts per roll the one capture a rival would make
(``best_captures``), not the sum of every exposed explorer's chance.

Goals are summed in board order, not in a set's (string-hash) order, so the same position gets
the same value in every process (the search runs in a pool of them).
"""

from __future__ import annotations

from functools import cache

from bot.games.pole_to_pole.board import is_pole, pole_distance

from .policy import PoleToPolePolicy
from .reading import (
    ARRIVED,
    LONE_ON_GOAL,
    OUT,
    PAIRING,
    ROLL_WEIGHTS,
    THREAT,
    Position,
    Table,
    _groups,
    _pair_chance,
    _worth_toward,
    final_value,
    reach,
    seat_worths,
)

HARD_RISK = 0.3  # share of the progress a rival's best capture would cost counted as lost
CARD_WEIGHT = 2.0  # times the normal weight of a card drawn with a token (reading.CARD_DRAW)
STEP_WEIGHT = 0.85  # times the normal worth of progress (reading.PROGRESS), lost or won by captures too
HARD_LONE = LONE_ON_GOAL  # a lone explorer of ours on a goal, waiting for its pair (PTP-049)
HARD_THREAT = THREAT  # share of a rival's progress counted for our chance to capture it
ENDING = 6.0  # points a game-ending arrival next turn is worth to the side that would win by it

ARRIVING = 0.6  # points per explorer the next roll is expected to bring in with exact dice (PTP-036)

# Chance that two dice give an exact move of d spaces with one die or both (d = 0 to 12).
EXACT = tuple(sum(1 for a in range(1, 7) for b in range(1, 7) if d in (a, b, a + b)) / 36 for d in range(13))


def last_arrival_chance(table: Table, position: Position, seat: int) -> float:
    """The chance ``seat`` brings its last explorer in with its next roll (0 with more left)."""
    left = [
        where
        for explorer, where in position.pos.items()
        if table.owner[explorer] == seat and where not in (ARRIVED, OUT)
    ]
    if len(left) != 1:
        return 0.0
    where = left[0]
    return EXACT[len(EXACT) - 1 if is_pole(where) else pole_distance(where, table.target[seat])]


@cache
def arrival_rate(distances: tuple[int, ...]) -> float:
    """Explorers a seat can expect to bring in with its next roll, from its explorers' distances
    to the target pole (sorted): each die lands one exactly (PTP-036), or both dice one (PTP-041)."""
    total = 0
    for a in range(1, 7):
        for b in range(1, 7):
            first = a in distances
            rest = list(distances)
            if first:
                rest.remove(a)
            if first and b in rest:
                total += 2
            elif first or b in distances or a + b in distances:
                total += 1
    return total / 36


def seat_distances(table: Table, position: Position, seat: int) -> tuple[int, ...]:
    """Sorted distances to the target pole of the seat's explorers still travelling (home pole: 12)."""
    target = table.target[seat]
    return tuple(
        sorted(
            12 if is_pole(where) else pole_distance(where, target)
            for explorer, where in position.pos.items()
            if table.owner[explorer] == seat and where not in (ARRIVED, OUT)
        )
    )


def best_captures(table: Table, position: Position, victims: list[int], hunters: list[int], share: float) -> float:
    """Expected progress the ``victims`` lose to the ``hunters``' next rolls when each hunting seat
    takes, for each roll, the one capture worth most (PTP-039): two explorers exposed to the same
    roll are not both lost, as ``reading.exposure``'s sum of chances would have it."""
    owner = table.owner
    lone = [
        (where, here[0])
        for where, here in position.occupied().items()
        if len(here) == 1 and owner[here[0]] in victims and here[0] not in position.sheltered
    ]  # a pair or a sheltered explorer cannot be captured (PTP-017, PTP-067)
    lost = 0.0
    for starts in _groups(table, position, hunters):
        exposed: list[tuple[int, float]] = []
        for where, explorer in lone:
            bits = 0
            for start in starts:
                bits |= reach(start).get(where, 0)
            if bits:
                exposed.append((bits, _worth_toward(table.target[owner[explorer]])[where]))
        for index, weight in enumerate(ROLL_WEIGHTS):
            lost += weight * max((worth for bits, worth in exposed if bits >> index & 1), default=0.0) / 36
    return share * lost


def hard_weighed(table: Table, position: Position) -> float:
    """``reading.evaluate`` with the hard weights (cards, risk, threat), goals in board order."""
    if position.over:
        return final_value(table, position)
    ours, rivals, theirs, rival_sides = table.sides
    points = [position.tokens[s] + position.arrivals[s] for s in range(table.players)]
    # seat_worths counts points and progress together: rescale the progress alone.
    worths = [p + STEP_WEIGHT * (w - p) for p, w in zip(points, seat_worths(table, position), strict=True)]
    score = sum(worths[s] for s in ours) + CARD_WEIGHT * position.bonus
    score -= sum(worths[s] for s in rivals) / rival_sides
    occupied = position.occupied()
    for goal in sorted(position.goals):
        here = occupied.get(goal, [])
        if len(here) == 1 and table.owner[here[0]] == table.me:
            score += HARD_LONE * (1.0 + PAIRING * _pair_chance(table, position, here[0], goal))
    if theirs:
        score -= STEP_WEIGHT * best_captures(table, position, ours, theirs, HARD_RISK)
        score += STEP_WEIGHT * best_captures(table, position, theirs, [table.me], HARD_THREAT) / rival_sides
    return score


def hard_evaluate(table: Table, position: Position) -> float:
    """``hard_weighed`` and, in two-seat games, the threat of a game-ending last arrival."""
    value = hard_weighed(table, position)
    if position.over or table.players != 2:
        return value
    me, rival = table.me, 1 - table.me
    value += ARRIVING * (
        arrival_rate(seat_distances(table, position, me)) - arrival_rate(seat_distances(table, position, rival))
    )
    mine = position.tokens[me] + position.arrivals[me]
    theirs = position.tokens[rival] + position.arrivals[rival]
    if theirs + 1 >= mine:  # arriving last, the rival would lead or tie on score and have more arrivals
        value -= ENDING * last_arrival_chance(table, position, rival)
    if mine + 1 >= theirs:
        value += ENDING * last_arrival_chance(table, position, me)
    return value


GUIDE = PoleToPolePolicy(hard_evaluate)
