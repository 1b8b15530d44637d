"""How the hard level's search weighs Pole to Pole positions, and the player that guides it.

The normal evaluation (``reading.evaluate``) reweighed, from seeded games against the normal bot
(paired deals, guide against normal): a card drawn with a goal token (PTP-051) counts
``CARD_WEIGHT`` times the normal bonus, since 15 of the 18 cards help the drawer and a token is
a point the rival can no longer take; an exposed explorer's progress counts as 0.35 lost rather
than 0.8 of it (the chance counts every roll that could capture it, though the rival may well
move elsewhere); and a seat down to its last explorer, which ends the game by arriving (PTP-072)
and then wins on score or on arrivals (PTP-074, PTP-075), threatens to do so with the chance of
an exact roll next turn. Weighing progress more, or a lone explorer waiting on a goal more, lost
games; the measured shares are in the commit that set each weight.

Goals are summed in board order, not in a set's (string-hash) order, so the same position gets
the same value in every process (the search runs in a pool of them).
"""

from __future__ import annotations

from bot.games.pole_to_pole.board import is_pole, pole_distance

from .policy import PoleToPolePolicy
from .reading import (
    ARRIVED,
    LONE_ON_GOAL,
    OUT,
    PAIRING,
    THREAT,
    Position,
    Table,
    _pair_chance,
    exposure,
    final_value,
    seat_worths,
)

HARD_RISK = 0.35  # share of an exposed explorer's progress counted as lost
CARD_WEIGHT = 2.0  # times the normal weight of a card drawn with a token (reading.CARD_DRAW)
STEP_WEIGHT = 0.85  # times the normal worth of progress (reading.PROGRESS), lost or won by captures too
HARD_LONE = LONE_ON_GOAL  # a lone explorer of ours on a goal, waiting for its pair (PTP-049)
HARD_THREAT = THREAT  # share of a rival's progress counted for our chance to capture it
ENDING = 3.0  # points a game-ending arrival next turn is worth to the side that would win by it

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
        score -= STEP_WEIGHT * exposure(table, position, ours, theirs, HARD_RISK)
        score += STEP_WEIGHT * exposure(table, position, theirs, [table.me], HARD_THREAT) / rival_sides
    return score


def hard_evaluate(table: Table, position: Position) -> float:
    """``hard_weighed`` and, in two-seat games, the threat of a game-ending last arrival."""
    value = hard_weighed(table, position)
    if position.over or table.players != 2:
        return value
    me, rival = table.me, 1 - table.me
    mine = position.tokens[me] + position.arrivals[me]
    theirs = position.tokens[rival] + position.arrivals[rival]
    if theirs + 1 >= mine:  # arriving last, the rival would lead or tie on score and have more arrivals
        value -= ENDING * last_arrival_chance(table, position, rival)
    if mine + 1 >= theirs:
        value += ENDING * last_arrival_chance(table, position, me)
    return value


GUIDE = PoleToPolePolicy(hard_evaluate)
