"""Who owns what: seat colours and poles, teams, explorers, and which squares are closed to whom.

An explorer's position in the state is a board position (see board.py), ``"arrived"`` once it
reached its target pole, or ``"out"`` once its owner resigned.
"""

from __future__ import annotations

from bot.engine import State

from .board import BIT, SQUARES
from .data import EXPLORERS_PER_SEAT, SEATS

ARRIVED = "arrived"
OUT = "out"

_SEAT_BY_COLOUR = {spec.colour: seat for seat, spec in enumerate(SEATS)}


def colour(seat: int) -> str:
    return SEATS[seat].colour


def home(seat: int) -> str:
    return SEATS[seat].home


def target(seat: int) -> str:
    """PTP-009: the pole that is not the owner's home pole."""
    return SEATS[seat].target


def seat_of_colour(name: str) -> int | None:
    return _SEAT_BY_COLOUR.get(name)


_IDS = tuple(tuple(f"{spec.colour}-{n}" for n in range(1, EXPLORERS_PER_SEAT + 1)) for spec in SEATS)
_GRID = frozenset(SQUARES)
_OFF_BOARD = frozenset({ARRIVED, OUT})


def explorer_ids(seat: int) -> list[str]:
    """PTP-005: fixed ids ``Blue-1`` ... ``Blue-6``, lowest first."""
    return list(_IDS[seat])


# Explorer id -> seat: hot loops read it directly instead of calling ``owner``.
OWNERS = {f"{spec.colour}-{n}": seat for seat, spec in enumerate(SEATS) for n in range(1, EXPLORERS_PER_SEAT + 1)}
_OWNERS = OWNERS


def owner(explorer: str) -> int:
    """The seat of a well-formed explorer id (callers check the id exists first)."""
    return _OWNERS[explorer]  # a lookup: this runs for every candidate move


def number(explorer: str) -> int:
    return int(explorer.rsplit("-", 1)[1])


def team_of(state: State, seat: int) -> int:
    for index, members in enumerate(state["teams"]):
        if seat in members:
            return index
    raise ValueError(f"Seat {seat} is in no team.")


def team_members(state: State, seat: int) -> list[int]:
    """The seats of ``seat``'s team, ``seat`` included."""
    return list(state["teams"][team_of(state, seat)])


def same_team(state: State, a: int, b: int) -> bool:
    return team_of(state, a) == team_of(state, b)


def ally_of(state: State, seat: int) -> int | None:
    """PTP-011: the other member of your team, in ``teams`` mode only."""
    members = state["teams"][team_of(state, seat)]
    return next((s for s in members if s != seat), None)


def in_play(state: State, seat: int) -> bool:
    return 0 <= seat < state["players"] and not state["resigned"][seat]


def living_teams(state: State) -> list[int]:
    """Teams that still have a player who has not resigned."""
    return [i for i, members in enumerate(state["teams"]) if any(in_play(state, s) for s in members)]


def on_board(position: str) -> bool:
    return position not in (ARRIVED, OUT)


def own_explorers(state: State, seat: int) -> list[str]:
    """The seat's explorers still on the board (grid or pole), lowest id first."""
    explorers = state["explorers"]
    return [e for e in _IDS[seat] if explorers[e] not in _OFF_BOARD]


# The positions ``occupancy`` last saw, its answer and the squares holding two or more: a
# move asks it of the same positions up to four times (listing, checking the move, the next
# seat's first check, PTP-020's check).
_last_occupancy: tuple[dict[str, str], dict[str, list[str]], list[str]] = ({}, {}, [])


def occupancy(state: State) -> dict[str, list[str]]:
    """Grid square -> explorers on it; poles are left out because they never block (PTP-019).

    The answer may be shared with other callers asking about the same positions: never change it."""
    return _occupancy(state)[0]


def _occupancy(state: State) -> tuple[dict[str, list[str]], list[str]]:
    """``occupancy`` and the squares in it that hold two or more explorers."""
    global _last_occupancy
    explorers = state["explorers"]
    seen, occupied, stacks = _last_occupancy
    if seen == explorers:
        return occupied, stacks
    occupied = {}
    stacks = []
    for explorer, position in explorers.items():
        if position in _GRID:
            if position in occupied:
                here = occupied[position]
                if len(here) == 1:
                    stacks.append(position)
                here.append(explorer)
            else:
                occupied[position] = [explorer]
    _last_occupancy = (dict(explorers), occupied, stacks)
    return occupied, stacks


def closed_to(state: State, occupied: dict[str, list[str]], seat: int) -> set[str]:
    """Squares ``seat`` may neither pass nor land on (PTP-017, PTP-018): two or more explorers of
    another team, or one sheltered. PTP-020: one team per square, so the first explorer names it."""
    sheltered = state["sheltered"]
    friends = team_members(state, seat)
    return {
        position
        for position, here in occupied.items()
        if (len(here) >= 2 or here[0] in sheltered) and _OWNERS[here[0]] not in friends
    }


# The last question ``closed_bits`` answered (occupancy, seat, shelters, teams) and its answer:
# the seat's first check after a move and its listing ask the same.
_last_closed: tuple[object, int, list[str], list[list[int]], int] = (None, -1, [], [], 0)


def closed_bits(state: State, occupied: dict[str, list[str]], seat: int) -> int:
    """``closed_to`` as the bits of ``board.mask``."""
    global _last_closed
    seen, seen_seat, sheltered, teams, bits = _last_closed
    if seen is occupied and seen_seat == seat and sheltered == state["sheltered"] and teams == state["teams"]:
        return bits
    # Only a stack or a sheltered explorer closes a square, so those few are all that is read.
    friends = state["teams"][team_of(state, seat)]
    last_occupied, stacks = _last_occupancy[1], _last_occupancy[2]
    if occupied is not last_occupied:
        stacks = [position for position, here in occupied.items() if len(here) >= 2]
    bits = 0
    for position in stacks:
        if _OWNERS[occupied[position][0]] not in friends:
            bits |= BIT[position]
    explorers = state["explorers"]
    for explorer in state["sheltered"]:
        position = explorers[explorer]
        if position in occupied and _OWNERS[explorer] not in friends:
            bits |= BIT[position]
    _last_closed = (occupied, seat, list(state["sheltered"]), [list(m) for m in state["teams"]], bits)
    return bits


def closed_squares(state: State) -> list[str]:
    """Every square closed to somebody: two or more of one team, or a sheltered explorer."""
    sheltered = state["sheltered"]
    return sorted(
        position for position, here in occupancy(state).items() if len(here) >= 2 or any(e in sheltered for e in here)
    )


def lone(occupied: dict[str, list[str]], position: str) -> bool:
    return len(occupied.get(position, ())) == 1


def check_one_team_per_square(state: State) -> None:
    """PTP-020: a grid square never holds explorers of two teams; checked after every change."""
    occupied, stacks = _occupancy(state)
    if all(_one_team(state, occupied[position]) for position in stacks):
        return  # only a square with two or more explorers can hold two teams
    for position, here in occupied.items():
        if not _one_team(state, here):
            raise AssertionError(f"{position} holds explorers of two teams: {', '.join(sorted(here))}")


def _one_team(state: State, here: list[str]) -> bool:
    members = state["teams"][team_of(state, owner(here[0]))]
    return all(owner(e) in members for e in here)
