"""What the hard bot's search needs per game: the engine, its ``determinize`` and a value.

A value reads one seat's view of a position the search reached (a sampled world, so reading it
leaks nothing) and gives that seat's chances from 0 to 1, from the normal policy's own measures
of the race: flags and the way to the next one (South Pole), turns still needed (Amundsen vs.
Scott), points and progress (Pole to Pole), steps to the Pole (North Pole), strokes and distance
to the green (Roll In One).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import bot.bots.amundsen_scott as avs
import bot.bots.north_pole as rnp
import bot.bots.pole_to_pole.hard as ptp_hard
import bot.bots.pole_to_pole.reading as ptp
import bot.bots.roll_in_one.hard as rio_hard
import bot.bots.roll_in_one.reading as rio
import bot.bots.south_pole as rsp
from bot.bots.search import Searchable, logistic
from bot.engine import State
from bot.games.amundsen_scott import GAME as AMUNDSEN_SCOTT
from bot.games.amundsen_scott.determinize import determinize as avs_determinize
from bot.games.north_pole import GAME as NORTH_POLE
from bot.games.north_pole.determinize import determinize as rnp_determinize
from bot.games.pole_to_pole import GAME as POLE_TO_POLE
from bot.games.pole_to_pole.determinize import determinize as ptp_determinize
from bot.games.roll_in_one import GAME as ROLL_IN_ONE
from bot.games.roll_in_one.determinize import determinize as rio_determinize
from bot.games.south_pole import GAME as SOUTH_POLE
from bot.games.south_pole.determinize import determinize as rsp_determinize


def south_pole_value(view: Mapping[str, Any], seat: int) -> float:
    """Flags still to plant weigh most (RSP-062), then the way from the tent to the next flag."""
    board = rsp.Board(view)

    def standing(player: Mapping[str, Any]) -> float:
        way = board.distance(player["tent"]) if player["tent"] else 99.0
        return float(rsp.FLAG_VALUE * player["flags_left"] + way - 0.5 * min(player["cubes"], 3))

    players = view["players"]
    mine = standing(players[seat])
    rivals = [standing(p) for p in players if p["seat"] != seat and p["in_game"]]
    return logistic((min(rivals) if rivals else mine) - mine, 6.0)


def amundsen_scott_value(view: Mapping[str, Any], seat: int) -> float:
    """Turns to the Pole: ours from our own cards, the rival's from his position (AVS-059)."""
    seen = avs.Seen(view)
    return logistic(seen.rival_turns(seen.rival_at, seen.rival_lost_on) - seen.my_turns(), 3.0)


def amundsen_scott_leaf(state: State, seat: int) -> float:
    """Turns to the Pole for both explorers, each from his own cards in the sampled world."""
    mine = avs.Seen(AMUNDSEN_SCOTT.view(state, seat))
    theirs = avs.Seen(AMUNDSEN_SCOTT.view(state, 1 - seat))
    return logistic(theirs.my_turns() - mine.my_turns(), 3.0)


def pole_to_pole_value(view: Mapping[str, Any], seat: int) -> float:
    """The hard guide's evaluation: points, progress, exposure and a last arrival's threat."""
    table, position = ptp.read_view(view)
    return logistic(ptp_hard.hard_evaluate(table, position), 2.0)


def north_pole_value(view: Mapping[str, Any], seat: int) -> float:
    """Steps to the Pole of the seat's side against the nearest rival's (RNP-117)."""
    read = rnp._Reader(view)
    seats = view["seats"]
    mine = seats[seat]
    friends = [s["seat"] for s in seats if s["seat"] == seat or (view["teams"] and s["team"] == mine["team"])]
    rivals = [read.seat_cost(s["seat"]) for s in seats if s["seat"] not in friends and not s["left"]]
    ours = sum(read.seat_cost(s) for s in friends)
    return logistic((min(rivals) if rivals else ours) - ours, 6.0)


def roll_in_one_value(view: Mapping[str, Any], seat: int) -> float:
    """Each seat's expected score: its total so far (lowest wins, RIO-073), its penalty tokens
    this hole and the chance that a rival ends the hole nearer the green (RIO-071), from where
    the balls lie now; the seat's chances against its best rival."""

    def lie(other: int) -> float:
        ball = view["balls"][other]
        if ball["holed"] or ball["cell"] is None or not view["course"]["cells"]:
            return -rio.HOLED_BONUS
        shot = rio.Shot(rio.course_of(view, other), rio.ball_of(view, other))
        return shot.position((int(ball["cell"][0]), int(ball["cell"][1])))

    seats = [s["seat"] for s in view["seats"] if s["seat"] == seat or not s["left"]]
    lies = {s: lie(s) for s in seats}

    def expected(other: int) -> float:
        info = view["seats"][other]
        nearer = sum(logistic(lies[other] - lies[s], NEARER_SCALE) for s in seats if s != other)
        return float(info["total"]) + float(info["penalties"]) + nearer

    mine = expected(seat)
    best = min((expected(s) for s in seats if s != seat), default=mine)
    return logistic(best - mine, 1.0)


NEARER_SCALE = 1.5  # spaces: a ball this much nearer the green now ends the hole nearer about 3 times in 4


# Rollouts per second are about 55-60% of what one core managed (processor time), so the planned
# work, not the deadline, normally ends a search: the same view and seed decide the same way.
SEARCHABLE: dict[str, Searchable] = {
    # A South Pole turn is a string of dice rolls: judge it when it ends, by the tent's new place.
    "south-pole": Searchable(
        SOUTH_POLE,
        rsp_determinize,
        south_pole_value,
        rollouts_per_second=800.0,
        through_rivals=False,
        moves_per_second=4000.0,
    ),
    "amundsen-scott": Searchable(
        AMUNDSEN_SCOTT,
        avs_determinize,
        amundsen_scott_value,
        rollouts_per_second=1000.0,
        leaf=amundsen_scott_leaf,
    ),
    # A few worlds of Pole to Pole's dice tell actions apart no better than the guide does: at small
    # budgets its choice stands.
    "pole-to-pole": Searchable(
        POLE_TO_POLE,
        ptp_determinize,
        pole_to_pole_value,
        rollouts_per_second=165.0,
        guide=ptp_hard.GUIDE,
        switch_worlds=6,
    ),
    "north-pole": Searchable(NORTH_POLE, rnp_determinize, north_pole_value, rollouts_per_second=300.0),
    # A shot's own dice decide most of Roll In One: roll out one turn. Rollouts are quick (shots
    # remember their answers), but the first aim from a new cell is not, so ranking may use more.
    # The guide judges each choice in expected strokes to hole out (``roll_in_one.hard``): at small
    # budgets, where few worlds finish, its choice is the hard level's.
    "roll-in-one": Searchable(
        ROLL_IN_ONE,
        rio_determinize,
        roll_in_one_value,
        rollouts_per_second=500.0,
        through_rivals=False,
        guide=rio_hard.HARD_GUIDE,
        rank_share=0.6,
    ),
}
