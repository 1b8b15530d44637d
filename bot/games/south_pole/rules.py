"""What the active player may do now (spec §4, §8) and why anything else is refused (§9)."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from bot.engine import Action, State
from bot.i18n.message import Msg, msg

from .board import DESTINATIONS, MOUNTAIN, SPACES, START
from .data import COLOUR_NAMES, COLOURS
from .dice import SETUP, SPLITS, dice_text, reroll_sets_of, split_text
from .state import (
    CHOOSE_DICE,
    FAILING,
    FIRST_MOVE,
    SUCCESS,
    other_tent_at,
    peek_targets,
    tents_at,
    vacant_camp_site,
)

# Which action types belong to which phase (the table in spec §8).
PHASE_TYPES: dict[str, tuple[str, ...]] = {
    CHOOSE_DICE: ("choose", "peek"),
    FIRST_MOVE: ("move", "peek"),
    FAILING: ("rest", "reroll", "recolour", "peek", "give_up"),
    SUCCESS: ("rest", "peek", "move_tent", "continue", "camp"),
}


def is_active(state: State, seat: int) -> bool:
    return state["result"] is None and seat == state["active"] and bool(state["seats"][seat]["in_game"])


def legal_actions(state: State, seat: int) -> list[Action]:
    """Every complete legal action; only the active player ever has any (RSP-073)."""
    if not is_active(state, seat):
        return []
    cubes: int = state["seats"][seat]["cubes"]
    actions: list[Action] = []
    for kind in PHASE_TYPES.get(state["phase"], ()):  # the phase's types, in the order offered
        actions += _BUILDERS[kind](state, seat, cubes)
    return actions


def legal_actions_of(state: State, seat: int, kind: object) -> list[Action]:
    """The legal actions of one type, as ``legal_actions`` lists them: enough to match a
    submitted action without building every other one."""
    if not is_active(state, seat) or kind not in PHASE_TYPES.get(state["phase"], ()):
        return []
    assert isinstance(kind, str)  # every key of PHASE_TYPES' tuples is
    return _BUILDERS[kind](state, seat, state["seats"][seat]["cubes"])


# Labels worked out once: the same words every time, so building an action is just a dict.
_CHOOSE_LABELS = tuple((split, split_text(split)) for split in SPLITS)
_PEEK_LABELS = {label: f"Peek at {label}" for label in SPACES}


@lru_cache(maxsize=64)  # one entry per set of die numbers a pool can hold
def _reroll_labels(numbers: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], str], ...]:
    return tuple((tuple(dice), f"Reroll {dice_text(dice)}") for dice in reroll_sets_of(numbers))


def _choose(state: State, seat: int, cubes: int) -> list[Action]:
    return [{"type": "choose", "split": list(split), "label": label} for split, label in _CHOOSE_LABELS]


def _moves(state: State, seat: int, cubes: int) -> list[Action]:
    return [{"type": "move", "to": to, "label": f"Move to {to}"} for to in DESTINATIONS[state["explorer"]]]


def _continues(state: State, seat: int, cubes: int) -> list[Action]:
    return [{"type": "continue", "to": to, "label": f"Continue to {to}"} for to in DESTINATIONS[state["explorer"]]]


def _peeks(state: State, seat: int, cubes: int) -> list[Action]:
    if cubes < 1:  # RSP-039
        return []
    return [{"type": "peek", "space": label, "label": _PEEK_LABELS[label]} for label in peek_targets(state, seat)]


def _rests(state: State, seat: int, cubes: int) -> list[Action]:
    if cubes >= SETUP.cube_cap:  # RSP-035
        return []
    return [
        {"type": "rest", "die": d["die"], "label": f"Rest die {d['die']} ({COLOUR_NAMES[d['colour']]}, blank)"}
        for d in state["pool"]
        if d["face"] == 0
    ]


def _rerolls(state: State, seat: int, cubes: int) -> list[Action]:
    if cubes < 1:
        return []
    numbers = tuple(sorted(d["die"] for d in state["pool"]))
    return [{"type": "reroll", "dice": list(dice), "label": label} for dice, label in _reroll_labels(numbers)]


def _recolours(state: State, seat: int, cubes: int) -> list[Action]:
    if cubes < 1:
        return []
    return [
        {
            "type": "recolour",
            "die": d["die"],
            "colour": colour,
            "label": f"Count die {d['die']} ({COLOUR_NAMES[d['effective']]} {d['face']}) as {COLOUR_NAMES[colour]}",
        }
        for d in state["pool"]
        for colour in COLOURS
        if colour != d["effective"]  # RSP-041
    ]


def _give_up(state: State, seat: int, cubes: int) -> list[Action]:
    return [{"type": "give_up", "label": "Give up"}]


def _move_tent(state: State, seat: int, cubes: int) -> list[Action]:
    if vacant_camp_site(state, state["explorer"]):  # RSP-051
        return [{"type": "move_tent", "label": "Move tent here"}]
    return []


def _camp(state: State, seat: int, cubes: int) -> list[Action]:
    here: str = state["explorer"]
    if other_tent_at(state, here, seat):  # RSP-054
        return []
    return [{"type": "camp", "label": f"Camp on {here}"}]


_BUILDERS: dict[str, Callable[[State, int, int], list[Action]]] = {
    "choose": _choose,
    "move": _moves,
    "continue": _continues,
    "peek": _peeks,
    "rest": _rests,
    "reroll": _rerolls,
    "recolour": _recolours,
    "give_up": _give_up,
    "move_tent": _move_tent,
    "camp": _camp,
}


def only_give_up(state: State, seat: int) -> bool:
    """RSP-046: in FAILING, whether Give up is the one legal action (no rest, no cube action),
    decided without listing the actions."""
    cubes: int = state["seats"][seat]["cubes"]
    if cubes < SETUP.cube_cap and any(d["face"] == 0 for d in state["pool"]):
        return False  # a rest
    if cubes < 1:
        return True
    return not state["pool"] and not peek_targets(state, seat)  # dice to reroll or recolour, or a peek


# --- why an action is refused (RSP-086..RSP-090) ------------------------------------


NEED_CUBE = {
    "reroll": msg("You need a strength cube to reroll."),
    "recolour": msg("You need a strength cube to recolour."),
    "peek": msg("You need a strength cube to peek."),
}


def refusal(state: State, seat: int, action: Any) -> Msg:
    """The most specific readable sentence for an action that is not legal now."""
    if state["result"] is not None:
        return msg("The game is over.")
    if not 0 <= seat < len(state["seats"]) or not state["seats"][seat]["in_game"]:
        return msg("You are not in this game.")
    if seat != state["active"]:
        return msg("It isn't your turn.")
    kind = action.get("type") if isinstance(action, dict) else None
    allowed = PHASE_TYPES.get(state["phase"], ())
    if kind not in {k for kinds in PHASE_TYPES.values() for k in kinds}:
        return msg("That isn't an action in this game.")
    if kind not in allowed:
        return _wrong_phase(state["phase"])
    cubes: int = state["seats"][seat]["cubes"]
    reason = _specific(state, seat, kind, action, cubes)
    return reason or msg("That move isn't allowed right now.")


def _wrong_phase(phase: str) -> Msg:
    return {
        CHOOSE_DICE: msg("Choose your six dice first."),
        FIRST_MOVE: msg("Move the explorer first."),
        FAILING: msg("The roll fell short: improve it with cubes, rest a blank, or give up."),
        SUCCESS: msg("You made it: continue, camp, or use a rest, peek or camp site."),
    }.get(phase, msg("That move isn't allowed right now."))


def _specific(state: State, seat: int, kind: Any, action: dict[str, Any], cubes: int) -> Msg | None:
    pool_numbers = {d["die"] for d in state["pool"]}
    faces = {d["die"]: d["face"] for d in state["pool"]}
    if kind == "choose":
        return msg("Choose 6 dice in total, with at most 5 of one colour.")
    if kind in ("move", "continue"):
        return _bad_destination(state, action.get("to"))
    if kind == "rest":
        if cubes >= SETUP.cube_cap:
            return msg("You already hold 5 strength cubes, so you can't rest.")
        if action.get("die") not in pool_numbers:
            return msg("That die is not in your pool.")
        if faces.get(action.get("die")) != 0:
            return msg("You can only rest a die that shows a blank.")
    if kind in ("reroll", "recolour", "peek") and cubes < 1:
        return NEED_CUBE[kind]
    if kind == "reroll":
        dice = action.get("dice")
        if not isinstance(dice, list) or not dice:
            return msg("Choose at least one die to reroll.")
        if not set(dice) <= pool_numbers or dice != sorted(set(dice)):
            return msg("You can only reroll dice in your pool, each once, in die order.")
    if kind == "recolour":
        die = next((d for d in state["pool"] if d["die"] == action.get("die")), None)
        if die is None:
            return msg("That die is not in your pool.")
        if action.get("colour") == die["effective"]:
            return msg("That die already counts as that colour.")
        return msg("Recolour a die to white (W), black (K) or blue (U).")
    if kind == "peek":
        return _bad_peek(state, seat, action.get("space"))
    if kind == "move_tent":
        here = state["explorer"]
        if seat in tents_at(state, here):
            return msg("Your tent is already here.")
        if other_tent_at(state, here, seat):
            return msg("Another player's tent stands on this camp site.")
        return msg("There is no camp site here.")
    if kind == "camp":
        return msg("You can't camp on a space with another player's tent.")
    return None


def _bad_destination(state: State, to: Any) -> Msg:
    space = SPACES.get(to) if isinstance(to, str) else None
    if space is None:
        return msg("That space is not on the board.")
    if space.kind == MOUNTAIN:
        return msg("The explorer can't climb the mountains.")
    if space.kind == START:
        return msg("The explorer can't go back to the ship.")
    return msg("{space} is not next to the explorer.", space=to)


def _bad_peek(state: State, seat: int, label: Any) -> Msg:
    space = SPACES.get(label) if isinstance(label, str) else None
    if space is None:
        return msg("You can only peek at a face-down tile on the board.")
    if label in state["seats"][seat]["peeks"]:
        return msg("You have already peeked at {space}.", space=label)
    if label not in state["tiles"]:
        return msg("{space} holds no tile to peek at.", space=label)
    return msg("The tile on {space} is already face up.", space=label)
