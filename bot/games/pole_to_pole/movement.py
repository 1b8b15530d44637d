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

from .board import AXIS, COLUMN_COUNT, DIRECTIONS, needs_via
from .moves import Landing, land, plan, via_letter
from .parse import direction_field, own_explorer_field, via_field
from .pieces import closed_to, occupancy, own_explorers, owner
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


def _candidates(state: State, seat: int) -> Iterator[tuple[str, str, int | None, Landing]]:
    """(die, direction, via, landing) for every legal die move of the representatives."""
    dice = state["dice"]
    occupied = occupancy(state)
    closed = closed_to(state, occupied, seat)
    explorers = _representatives(state, seat)
    for die in _die_choices(dice):
        steps = _steps(dice, die)
        for explorer in explorers:
            start = state["explorers"][explorer]
            blocked = _blocked_axis(dice, explorer, die)
            for direction in DIRECTIONS:
                if AXIS[direction] == blocked:
                    continue
                vias: tuple[int | None, ...] | range = (
                    range(COLUMN_COUNT) if needs_via(start, direction, steps) else (None,)
                )
                for via in vias:
                    landing = plan(state, occupied, closed, explorer, direction, steps, via)
                    if isinstance(landing, Landing):
                        yield die, direction, via, landing


def any_move(state: State, seat: int) -> bool:
    return next(_candidates(state, seat), None) is not None


def legal_moves(state: State, seat: int) -> list[Action]:
    """Every distinct die move; moves with the same result are listed once (lowest id, first via)."""
    seen: set[tuple[str, str, str]] = set()
    actions: list[Action] = []
    goals = state["goals"]
    occupied = occupancy(state)
    for die, direction, via, landing in _candidates(state, seat):
        key = (landing.explorer, die, landing.end)
        if key in seen:
            continue
        seen.add(key)
        steps = _steps(state["dice"], die)
        how = f"{dice_words(die, steps)} {DIRECTION_WORDS[direction]}{via_words(via_letter(via))}"
        text = f"{colour_word(landing.explorer)} {landing.route()} ({how}){landing.result()}"
        mates = [e for e in occupied.get(landing.end, ()) if owner(e) == seat and e != landing.explorer]
        if landing.end in goals and mates and not landing.arrives:
            text += ", takes the goal"
        actions.append(
            {
                "type": "move",
                "explorer": landing.explorer,
                "dice": die,
                "dir": direction,
                "via": via_letter(via),
                "label": text,
            }
        )
    return actions


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
