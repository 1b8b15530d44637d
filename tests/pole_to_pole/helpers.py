"""Building Pole to Pole states by hand: placed explorers, forced rolls, a chosen deck."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from bot.engine import IllegalAction, State, make_rng, roll, save_rng
from bot.games.pole_to_pole import GAME
from bot.games.pole_to_pole.data import FACES
from bot.games.pole_to_pole.flow import advance
from bot.games.pole_to_pole.luck import NUMBER_FACES
from bot.games.pole_to_pole.movement import new_dice

NUMBERS: Sequence[object] = NUMBER_FACES
COLOURS: Sequence[object] = FACES


def rng_for(draws: Sequence[tuple[Sequence[object], object]]) -> list[Any]:
    """A saved generator whose next ``roll`` calls give the wanted faces, in order."""
    for seed in range(200_000):
        rng = make_rng(seed)
        saved = save_rng(rng)
        if all(roll(rng, faces) == wanted for faces, wanted in draws):
            return saved
    raise AssertionError(f"no seed gives {draws}")


def game_state(
    players: int = 2,
    mode: str = "teams",
    positions: dict[str, str] | None = None,
    active: int = 0,
    roll_ab: tuple[int, int] | None = (3, 5),
    deck: list[str] | None = None,
    seed: int = 7,
) -> State:
    """A running game: ``active`` to move with ``roll_ab``; unlisted explorers on their home pole."""
    state = GAME.setup(players, {"mode": mode}, seed)
    for explorer, position in (positions or {}).items():
        state["explorers"][explorer] = position
    state["active"] = active
    state["first"] = 0
    state["colour"] = None
    state["pending"] = []
    if deck is not None:
        state["deck"] = list(deck)
    if roll_ab is None:
        state["phase"] = "start"
        state["dice"] = None
    else:
        state["phase"] = "move"
        state["dice"] = new_dice(roll_ab[0], roll_ab[1], "turn")
    return state


def settle(state: State) -> State:
    """Run the automatic steps (as ``apply`` would) on a hand-built state."""
    advance(state, [])
    return state


def play(state: State, seat: int, **action: Any) -> State:
    """Apply one action and return the new state."""
    new, _events = GAME.apply(state, seat, dict(action))
    return new


def play_events(state: State, seat: int, **action: Any) -> tuple[State, list[dict[str, Any]]]:
    return GAME.apply(state, seat, dict(action))


def move(explorer: str, dice: str, direction: str, via: str | None = None) -> dict[str, Any]:
    return {"type": "move", "explorer": explorer, "dice": dice, "dir": direction, "via": via}


def refused(state: State, seat: int, action: dict[str, Any], message: str | None = None) -> str:
    """Assert the action is rejected with a sentence (containing ``message``) and the state kept."""
    import json

    before = json.dumps(state, sort_keys=True)
    with pytest.raises(IllegalAction) as error:
        GAME.apply(state, seat, action)
    assert json.dumps(state, sort_keys=True) == before
    reason = error.value.reason
    assert reason.endswith(".")
    if message is not None:
        assert message in reason, reason
    return reason


def where(state: State, explorer: str) -> str:
    return str(state["explorers"][explorer])
