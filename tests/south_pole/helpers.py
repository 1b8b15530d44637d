"""Builders for Roll to the South Pole tests: states set up by hand, forced dice, actions."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from bot.engine import Event, State, find_action
from bot.games.south_pole import GAME
from bot.games.south_pole import dice as dice_module
from bot.games.south_pole.state import CHOOSE_DICE, FAILING, position

SEED = 918_273_645  # large, so it cannot turn up by chance in a view's numbers


class ForcedDice:
    """Replaces the die roll with queued faces; a test fails if it rolls more than queued."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.faces: list[int] = []
        monkeypatch.setattr(dice_module, "roll_face", self._next)

    def queue(self, *faces: int) -> None:
        self.faces.extend(faces)

    def _next(self, rng: Any) -> int:
        assert self.faces, "a die was rolled that the test did not force"
        return self.faces.pop(0)


def new_game(players: int = 3, start: int = 0, seed: int = SEED) -> State:
    """A fresh game whose start player is ``start`` (cubes re-dealt to match, RSP-017)."""
    state = GAME.setup(players, {}, seed)
    state["start_player"] = start
    state["active"] = start
    cubes = [1, 2, 2, 3, 3]
    held = 0
    for seat in range(players):
        state["seats"][seat]["cubes"] = cubes[position(state, seat)]
        held += cubes[position(state, seat)]
    state["supply"]["cubes"] = 25 - held
    return state


def put_tile(state: State, label: str, tile_id: str, face_up: bool = False) -> None:
    """Swap ``tile_id`` onto ``label`` (from wherever it lies), keeping all tiles in play."""
    tiles = state["tiles"]
    here = tiles[label]
    if state["set_aside"] == tile_id:
        state["set_aside"] = here
    else:
        source = next(lab for lab, tid in tiles.items() if tid == tile_id)
        tiles[source] = here
    tiles[label] = tile_id
    if face_up and label not in state["revealed"]:
        state["revealed"].append(label)
    if not face_up and label in state["revealed"]:
        state["revealed"].remove(label)


def set_cubes(state: State, seat: int, cubes: int) -> None:
    state["supply"]["cubes"] += state["seats"][seat]["cubes"] - cubes
    state["seats"][seat]["cubes"] = cubes


def give_turn(state: State, seat: int, tent: str | None = None) -> None:
    """Make ``seat`` the active player at the start of a turn, its tent on ``tent``."""
    if tent is not None:
        state["seats"][seat]["tent"] = tent
    state["active"] = seat
    state["phase"] = CHOOSE_DICE
    state["explorer"] = state["seats"][seat]["tent"]
    state["pool"] = []
    state["split"] = None


def act(state: State, seat: int, kind: str, **fields: Any) -> tuple[State, list[Event]]:
    """Apply an action given by its fields (the label is filled in from the legal list)."""
    return GAME.apply(state, seat, {"type": kind, **fields})


def pass_turn(state: State, forced: ForcedDice) -> State:
    """The active player's turn ended through the public API the plainest way (RSP-060): a first
    step whose six dice all come up blank, then Give up (one cube, the tent where it was)."""
    seat = state["active"]
    state, _ = act(state, seat, "choose", split=[2, 2, 2])
    step = next(a for a in GAME.legal_actions(state, seat) if a["type"] == "move")
    forced.queue(0, 0, 0, 0, 0, 0)
    state, _ = GAME.apply(state, seat, step)
    assert state["phase"] == FAILING and not forced.faces, "six blanks meet no requirement"
    state, _ = act(state, seat, "give_up")
    return state


def is_legal(state: State, seat: int, kind: str, **fields: Any) -> bool:
    return find_action(GAME.legal_actions(state, seat), {"type": kind, **fields}) is not None


def types(state: State, seat: int) -> set[str]:
    return {a["type"] for a in GAME.legal_actions(state, seat)}


def faces(state: State) -> list[int | None]:
    return [d["face"] for d in state["pool"]]


def spaces(state: State) -> dict[str, dict[str, Any]]:
    """The public view's spaces by label."""
    return {entry["label"]: entry for entry in GAME.view(state, None)["spaces"]}


def texts(events: list[Event]) -> Iterator[str]:
    return (e["text"] for e in events)


@pytest.fixture
def forced(monkeypatch: pytest.MonkeyPatch) -> ForcedDice:
    return ForcedDice(monkeypatch)
