"""Helpers for Roll In One tests: preset courses, placed balls, scripted dice."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from bot.engine import Event, State
from bot.games.roll_in_one import GAME
from bot.games.roll_in_one import flight as flight_module
from bot.games.roll_in_one.turns import new_turn, round_order

SEED = 982_451_653  # large, so "the seed is not in the view" checks mean something
FRONT_NINE_GREEN = (1, 11)


def seeds(count: int, base: int = SEED) -> list[int]:
    return [base + 7_919 * i for i in range(count)]


def preset_game(players: int = 3, preset: str = "Front Nine", seed: int = SEED, **options: Any) -> State:
    """A game whose first hole is ``preset``, at the first player's aim, golfers and hands cleared."""
    st = GAME.setup(players, {"course": "preset", **options}, seed)
    while st["decision"]["step"] == "golfer":
        st, _ = GAME.apply(st, st["decision"]["seat"], GAME.legal_actions(st, st["decision"]["seat"])[0])
    st, _ = GAME.apply(st, st["decision"]["seat"], {"type": "preset", "name": preset})
    for seat in st["seats"]:
        seat["golfer"] = None
        seat["hand"] = []
    st["shared_golfers"] = []
    return st


def put(st: State, seat: int, cell: Sequence[int]) -> None:
    st["balls"][seat] = {"cell": [cell[0], cell[1]], "holed": False}


def turn_for(st: State, seat: int, cell: Sequence[int] | None = None) -> State:
    """Make it ``seat``'s aim decision, its ball on ``cell`` (turn-start effects skipped)."""
    if cell is not None:
        put(st, seat, cell)
    st["turn"] = new_turn(st, seat)
    st["stage"] = "aim"
    st["decision"] = {"seat": seat, "step": "aim"}
    if st["hole"]["lead"] is not None and seat in round_order(st):
        st["order_pos"] = round_order(st).index(seat)
    return st


def act(st: State, seat: int, kind: str, **fields: Any) -> tuple[State, list[Event]]:
    return GAME.apply(st, seat, {"type": kind, **fields})


def cell(st: State, seat: int) -> tuple[int, int] | None:
    found = st["balls"][seat]["cell"]
    return None if found is None else (found[0], found[1])


def give(st: State, seat: int, *kinds: str) -> None:
    """Put caddie cards of the given kinds into a hand (instance ids are made up, unique)."""
    for i, kind in enumerate(kinds):
        st["seats"][seat]["hand"].append(f"{kind}#t{len(st['seats'][seat]['hand'])}{i}")


class Dice:
    """Scripted club rolls: each roll takes the next face, which must be on the rolled club."""

    def __init__(self) -> None:
        self.faces: list[str] = []

    def __call__(self, faces: Sequence[str], *more: Sequence[str]) -> None:
        self.faces = [str(f) for f in [*faces, *[x for m in more for x in m]]]

    def roll(self, _rng: Any, club_faces: Sequence[str]) -> str:
        assert self.faces, "the scripted dice ran out"
        face = self.faces.pop(0)
        assert face in club_faces, f"{face} is not a face of this club"
        return face


@pytest.fixture
def dice(monkeypatch: pytest.MonkeyPatch) -> Iterator[Dice]:
    scripted = Dice()
    monkeypatch.setattr(flight_module, "roll", scripted.roll)
    yield scripted
