"""How the hard level's search weighs Pole to Pole positions, and the player that guides it.

The normal evaluation (``reading.evaluate``), with two changes found in seeded games against
the normal bot: an exposed explorer's progress counts as half lost rather than 0.8 of it, and a
seat down to its last explorer, which ends the game by arriving (PTP-072) and then wins on score
or on arrivals (PTP-074, PTP-075), threatens to do so with the chance of an exact roll next turn.
"""

from __future__ import annotations

from bot.games.pole_to_pole.board import is_pole, pole_distance

from .policy import PoleToPolePolicy
from .reading import ARRIVED, OUT, Position, Table, evaluate

HARD_RISK = 0.5  # share of an exposed explorer's progress counted as lost
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


def hard_evaluate(table: Table, position: Position) -> float:
    """``evaluate`` with the hard weights; the ending threat counts in two-seat games."""
    value = evaluate(table, position, HARD_RISK)
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
