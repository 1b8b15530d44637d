"""The Movement phase (§6): die moves, the same-axis limit, sum moves and forfeits.

``state["dice"]`` holds the current roll: ``values`` and ``status`` per die ("unused",
"used", "forfeit" or "dropped"), ``source`` ("turn" or "wind" for Second Wind) and
``first``, the explorer and axis of this roll's first single-die move (PTP-044).
One action is one die move (or the A+B sum move), as in the spec's action formats.
"""

from __future__ import annotations

from typing import Any

from bot.engine import Action, Event, IllegalAction, State, event, who
from bot.i18n.message import Msg, msg

from .board import AXIS
from .data import SEATS
from .moves import land, plan, via_letter
from .parse import direction_field, own_explorer_field, via_field
from .pieces import OWNERS, closed_bits, colour, explorer_ids, occupancy, own_explorers, target, team_of
from .routes import DICE, LANDINGS, MOVES, Entry, Reach
from .words import DIRECTION_MESSAGES, colour_word, dice_message

DICE_KEYS = ("A", "B", "AB")
SAME_AXIS = msg("Use the A+B action to move one explorer both dice in a line.")


def new_dice(a: int, b: int, source: str) -> dict[str, Any]:
    return {
        "values": {"A": a, "B": b},
        "status": {"A": "unused", "B": "unused"},
        "source": source,
        "first": None,
    }


def dice_left(state: State) -> bool:
    return "unused" in state["dice"]["status"].values()


def _steps(dice: dict[str, Any], die: str) -> int:
    values = dice["values"]
    return int(values["A"] + values["B"]) if die == "AB" else int(values[die])


def _die_choices(dice: dict[str, Any]) -> list[str]:
    status, values = dice["status"], dice["values"]
    both = status["A"] == "unused" and status["B"] == "unused"
    choices = []
    if status["A"] == "unused":
        choices.append("A")
    # PTP-048: on doubles with both dice free, B does exactly what A does, so only A is listed
    if status["B"] == "unused" and not (both and values["A"] == values["B"]):
        choices.append("B")
    if both:
        choices.append("AB")
    return choices


def _blocked_axis(dice: dict[str, Any], explorer: str, die: str) -> str | None:
    first = dice["first"]
    if die == "AB" or first is None or first["explorer"] != explorer:
        return None
    return str(first["axis"])


def _limit(dice: dict[str, Any], die: str) -> tuple[str | None, str | None]:
    """(explorer, axis) of PTP-044 for ``die``: the explorer that made this roll's first
    single-die move may not move along the same axis with the other die."""
    first = dice["first"]
    if die == "AB" or first is None:
        return None, None
    return first["explorer"], first["axis"]


def _representatives(state: State, seat: int) -> list[str]:
    """One explorer per group that would move identically (same place, shelter, first-move status)."""
    first = state["dice"]["first"]
    moved = None if first is None else first["explorer"]
    explorers, sheltered = state["explorers"], state["sheltered"]
    seen: set[object] = set()
    chosen = []
    for explorer in own_explorers(state, seat):
        position = explorers[explorer]
        # most explorers are neither sheltered nor the one that moved: their place alone tells them apart
        special = explorer == moved or explorer in sheltered
        key = (position, explorer in sheltered, explorer == moved) if special else position
        if key not in seen:
            seen.add(key)
            chosen.append(explorer)
    return chosen


def any_move(state: State, seat: int) -> bool:
    """True when some die move is legal: one that enters no closed square (PTP-033, PTP-047)."""
    dice = state["dice"]
    explorers = state["explorers"]
    closed = closed_bits(state, occupancy(state), seat)
    own = own_explorers(state, seat)
    for die in _die_choices(dice):
        steps = _steps(dice, die)
        kind = DICE.index(die)
        limited, axis = _limit(dice, die)
        for explorer in own:
            reach = MOVES[explorers[explorer]][steps]
            if explorer != limited and not reach.entered & closed:
                if reach.listed[kind]:  # nothing in the way: any move at all will do
                    return True
            elif _open(reach, kind, closed, axis if explorer == limited else None):
                return True
    return False


def _open(reach: Reach, kind: int, closed: int, blocked: str | None) -> tuple[Entry, ...] | list[Entry]:
    """The moves of ``reach`` with ``DICE[kind]`` an explorer may make: none enters a closed
    square (PTP-033), none is along the axis ``blocked`` (PTP-044), and each landing square is
    listed once (first direction, lowest via)."""
    if blocked is None and not reach.entered & closed:
        return reach.listed[kind]  # the common case: nothing in the way, every axis free
    ends: set[str] = set()
    found = []
    for entry, entered, axis in reach.checked[kind]:
        end = entry[1]
        if axis != blocked and not entered & closed and end not in ends:
            ends.add(end)
            found.append(entry)
    return found


def legal_moves(state: State, seat: int) -> list[Action]:
    """Every distinct die move, one per explorer group, die and landing square (see ``_open``)."""
    dice = state["dice"]
    explorers = state["explorers"]
    occupied = occupancy(state)
    closed = closed_bits(state, occupied, seat)
    name = colour(seat)
    results = _landing_results(state, seat, occupied)
    tables = [(explorer, MOVES[explorers[explorer]]) for explorer in _representatives(state, seat)]
    actions: list[Action] = []
    append = actions.append
    for die in _die_choices(dice):
        steps = _steps(dice, die)
        kind = DICE.index(die)
        limited, axis = _limit(dice, die)
        for explorer, table in tables:
            reach = table[steps]
            if explorer == limited or reach.entered & closed:
                found = _open(reach, kind, closed, axis if explorer == limited else None)
            else:
                found = reach.listed[kind]  # what ``_open`` gives in the common case, without the call
            # Each move is a copy of its die's, direction's and via's move with the explorer and
            # label set: ``copy()`` and two stores cost a quarter of ``dict(move, **changes)``.
            for move, end, middle in found:
                action = move.copy()
                action["explorer"] = explorer
                action["label"] = f"{name}{middle}{results[end]}"
                append(action)
    return actions


_CAPTURES = {e: f", captures {colour_word(e)}" for seat in range(len(SEATS)) for e in explorer_ids(seat)}
# Every position a move may end on, with no result: a listing copies it and fills in the
# positions whose labels say more, so each label asks one plain lookup.
_NO_RESULTS = dict.fromkeys(LANDINGS, "")


def _landing_results(state: State, seat: int, occupied: dict[str, list[str]]) -> dict[str, str]:
    """Landing position -> the end of a move label there (", arrives" on the seat's target pole,
    a capture or a goal on an occupied square, "" elsewhere)."""
    results = _NO_RESULTS.copy()
    results[target(seat)] = ", arrives"
    friends, goals = state["teams"][team_of(state, seat)], state["goals"]
    for end, here in occupied.items():
        first = here[0]
        if OWNERS[first] not in friends:
            results[end] = _CAPTURES[first]  # not closed, so a lone, unsheltered rival (PTP-039)
        elif end in goals and any(OWNERS[e] == seat for e in here):
            results[end] = ", takes the goal"  # PTP-049: a second explorer of the mover's colour joins the first
    return results


def apply_move(state: State, seat: int, action: dict[str, Any], events: list[Event]) -> None:
    """Check and carry out one die move on ``state`` (a fresh copy)."""
    explorer = own_explorer_field(state, seat, action)
    die = action.get("dice")
    if die not in DICE_KEYS:
        raise IllegalAction(msg("The dice must be A, B or AB."))
    direction = direction_field(action)
    via = via_field(action)
    dice = state["dice"]
    status = dice["status"]
    if die == "AB":
        if status["A"] != "unused" or status["B"] != "unused":
            raise IllegalAction(msg("The A+B move needs both dice unused."))
    elif status[die] != "unused":
        raise IllegalAction(
            msg("Die {die} is already used.", die=die) if status[die] == "used"
            else msg("Die {die} is already forfeited.", die=die)
        )
    if _blocked_axis(dice, explorer, die) == AXIS[direction]:
        raise IllegalAction(SAME_AXIS)
    steps = _steps(dice, die)
    occupied = occupancy(state)
    landing = plan(state, occupied, closed_bits(state, occupied, seat), explorer, direction, steps, via)
    if isinstance(landing, Msg):
        raise IllegalAction(landing)
    for key in ("A", "B") if die == "AB" else (die,):
        status[key] = "used"
    if die != "AB":
        dice["first"] = {"explorer": explorer, "axis": AXIS[direction]}
    letter = via_letter(via)
    how = {"route": landing.path_message(), "dice": dice_message(die, steps), "dir": DIRECTION_MESSAGES[direction]}
    if letter is None:
        text = msg("{who} moved an explorer {route} ({dice} {dir}).", who=who(seat), **how)
    else:
        text = msg("{who} moved an explorer {route} ({dice} {dir} via column {via}).", who=who(seat), via=letter, **how)
    events.append(
        {  # what ``event`` would build, built at once: a move is the commonest event
            "type": "move",
            "text": text.english(),
            "msg": text.data(),
            "explorer": explorer,
            "dice": die,
            "dir": direction,
            "start": landing.start,
            "end": landing.end,
            "steps": steps,
            "via": letter,
        }
    )
    land(state, landing, events)


def forfeit_rest(state: State, seat: int, events: list[Event]) -> None:
    """PTP-047: dice with no legal action are given up automatically."""
    dice = state["dice"]
    left = [key for key, status in dice["status"].items() if status == "unused"]
    for key in left:
        dice["status"][key] = "forfeit"
    if left:
        values = [msg("die {die} ({n})", die=key, n=dice["values"][key]) for key in left]
        if len(values) == 1:
            text = msg("{who} has no legal move for {die}: forfeited.", who=who(seat), die=values[0])
        else:
            text = msg("{who} has no legal move for {die} and {other}: forfeited.", who=who(seat), die=values[0],
                       other=values[1])
        events.append(event("forfeit", text, dice=left))
