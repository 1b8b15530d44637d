"""Reading the fields of a submitted action, with the spec's readable refusals."""

from __future__ import annotations

from typing import Any

from bot.engine import IllegalAction, State
from bot.i18n.message import msg

from .board import DIRECTIONS, column_index
from .pieces import ARRIVED, OUT, owner


def explorer_field(state: State, action: dict[str, Any], key: str = "explorer") -> str:
    """An explorer id that exists and is still on the board."""
    name = action.get(key)
    if not isinstance(name, str) or name not in state["explorers"]:
        raise IllegalAction(msg("There is no such explorer."))
    position = state["explorers"][name]
    if position == ARRIVED:
        raise IllegalAction(msg("{explorer} has already arrived.", explorer=name))
    if position == OUT:
        raise IllegalAction(msg("{explorer} has left the game.", explorer=name))
    return name


def own_explorer_field(state: State, seat: int, action: dict[str, Any], key: str = "explorer") -> str:
    name = explorer_field(state, action, key)
    if owner(name) != seat:
        raise IllegalAction(msg("{explorer} is not your explorer.", explorer=name))
    return name


def direction_field(action: dict[str, Any]) -> str:
    direction = action.get("dir")
    if direction not in DIRECTIONS:
        raise IllegalAction(msg("The direction must be N, S, E or W."))
    return str(direction)


def via_field(action: dict[str, Any]) -> int | None:
    """``via`` is a column letter A-L, or null (absent counts as null)."""
    via = action.get("via")
    if via is None:
        return None
    index = column_index(via)
    if index is None:
        raise IllegalAction(msg("The via column must be a letter from A to L."))
    return index
