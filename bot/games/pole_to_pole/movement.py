"""The Movement phase (§6): die moves, the same-axis limit, sum moves and forfeits.

``state["dice"]`` holds the current roll: ``values`` and ``status`` per die ("unused",
"used", "forfeit" or "dropped"), ``source`` ("turn" or "wind" for Second Wind) and
``first``, the explorer and axis of this roll's first single-die move (PTP-044).
One action is one die move (or the A+B sum move), as in the spec's action formats.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from bot.engine import Action, Event, IllegalAction, State, event, who

from .board import AXIS, DIRECTIONS
from .moves import land, plan, via_letter
from .parse import direction_field, own_explorer_field, via_field
from .pieces import closed_to, colour, occupancy, own_explorers, owner, same_team, target
from .routes import Way, mask, ways
from .words import DIRECTION_WORDS, colour_word, dice_words, via_words

DICE_KEYS = ("A", "B", "AB")
SAME_AXIS = "Use the A+B action to move one explorer both dice in a line."


def new_dice(a: int, b: int, source: str) -> dict[str, Any]:
    return {
        "values": {"A": a, "B": b},
        "status": {"A": "unused", "B": "unused"},
        "source": source,
        "first": None,
    }


def dice_left(state: State) -> bool:
    return any(s == "unused" for s in state["dice"]["status"].values())


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


def _representatives(state: State, seat: int) -> list[str]:
    """One explorer per group that would move identically (same place, shelter, first-move status)."""
    first = state["dice"]["first"]
    seen: set[tuple[str, bool, bool]] = set()
    chosen = []
    for explorer in own_explorers(state, seat):
        key = (
            state["explorers"][explorer],
            explorer in state["sheltered"],
            first is not None and first["explorer"] == explorer,
        )
        if key not in seen:
            seen.add(key)
            chosen.append(explorer)
    return chosen


def _choices(state: State, seat: int) -> Iterator[tuple[str, str, list[tuple[str, tuple[Way, ...]]]]]:
    """(die, explorer, [(direction, ways)]): the straight moves each representative may try per die."""
    dice = state["dice"]
    explorers = state["explorers"]
    representatives = _representatives(state, seat)
    for die in _die_choices(dice):
        steps = _steps(dice, die)
        for explorer in representatives:
            start = explorers[explorer]
            blocked = _blocked_axis(dice, explorer, die)
            yield die, explorer, [(d, ways(start, d)[steps]) for d in DIRECTIONS if AXIS[d] != blocked]


def any_move(state: State, seat: int) -> bool:
    closed = mask(closed_to(state, occupancy(state), seat))
    for _die, _explorer, tried in _choices(state, seat):
        for _direction, found in tried:
            for way in found:
                if not way[1] & closed:  # way[1]: the squares it enters
                    return True
    return False


def legal_moves(state: State, seat: int) -> list[Action]:
    """Every distinct die move; moves with the same result are listed once (lowest id, first via).

    A move is legal when no square it enters is closed (PTP-033); of the moves of one explorer
    and die that land on the same square only the first is kept (first direction, lowest via)."""
    occupied = occupancy(state)
    closed = mask(closed_to(state, occupied, seat))
    name = colour(seat)
    arrival = target(seat)
    words = {die: dice_words(die, _steps(state["dice"], die)) for die in DICE_KEYS}
    results: dict[str, str] = {}  # an occupied landing square -> what landing there does
    actions: list[Action] = []
    for die, explorer, tried in _choices(state, seat):
        dice = words[die]
        ends: set[str] = set()
        for direction, found in tried:
            for end, entered, via, before, after in found:
                if entered & closed or end in ends:
                    continue
                ends.add(end)
                label = f"{name}{before}{dice}{after}"
                if end in occupied:  # a grid square: the mover, on its start, is never there
                    if end not in results:
                        results[end] = _landing_result(state, end, occupied[end], seat)
                    label += results[end]
                elif end == arrival:
                    label += ", arrives"
                actions.append(
                    {"type": "move", "explorer": explorer, "dice": die, "dir": direction, "via": via, "label": label}
                )
    return actions


def _landing_result(state: State, end: str, here: list[str], seat: int) -> str:
    """What a move onto the occupied grid square ``end`` does, for its label: a capture or a goal."""
    text = ""
    if not same_team(state, owner(here[0]), seat):
        text = f", captures {colour_word(here[0])}"  # not closed, so a lone, unsheltered rival (PTP-039)
    if end in state["goals"] and any(owner(e) == seat for e in here):
        text += ", takes the goal"  # PTP-049: a second explorer of the mover's colour joins the first
    return text


def apply_move(state: State, seat: int, action: dict[str, Any], events: list[Event]) -> None:
    """Check and carry out one die move on ``state`` (a fresh copy)."""
    explorer = own_explorer_field(state, seat, action)
    die = action.get("dice")
    if die not in DICE_KEYS:
        raise IllegalAction("The dice must be A, B or AB.")
    direction = direction_field(action)
    via = via_field(action)
    dice = state["dice"]
    status = dice["status"]
    if die == "AB":
        if status["A"] != "unused" or status["B"] != "unused":
            raise IllegalAction("The A+B move needs both dice unused.")
    elif status[die] != "unused":
        raise IllegalAction(f"Die {die} is already {'used' if status[die] == 'used' else 'forfeited'}.")
    if _blocked_axis(dice, explorer, die) == AXIS[direction]:
        raise IllegalAction(SAME_AXIS)
    steps = _steps(dice, die)
    occupied = occupancy(state)
    landing = plan(state, occupied, closed_to(state, occupied, seat), explorer, direction, steps, via)
    if isinstance(landing, str):
        raise IllegalAction(landing)
    for key in ("A", "B") if die == "AB" else (die,):
        status[key] = "used"
    if die != "AB":
        dice["first"] = {"explorer": explorer, "axis": AXIS[direction]}
    events.append(
        event(
            "move",
            f"{who(seat)} moved an explorer {landing.path_text()} "
            f"({dice_words(die, steps)} {DIRECTION_WORDS[direction]}{via_words(via_letter(via))}).",
            explorer=explorer,
            dice=die,
            dir=direction,
            start=landing.start,
            end=landing.end,
            steps=steps,
            via=via_letter(via),
        )
    )
    land(state, landing, events)


def forfeit_rest(state: State, seat: int, events: list[Event]) -> None:
    """PTP-047: dice with no legal action are given up automatically."""
    dice = state["dice"]
    left = [key for key, status in dice["status"].items() if status == "unused"]
    for key in left:
        dice["status"][key] = "forfeit"
    if left:
        values = " and ".join(f"die {key} ({dice['values'][key]})" for key in left)
        events.append(event("forfeit", f"{who(seat)} has no legal move for {values}: forfeited.", dice=left))
