"""The state a move builds on: a copy of only the parts moves change in place, and the generator
loaded from the state only when the move draws from it.

``apply`` must never change the state it was given. A whole-state copy (pickle round trip) and
loading and saving the generator's 625 words were most of a move, and most moves roll nothing.
"""

from __future__ import annotations

import random
from typing import Any

from bot.engine import State, save_rng


def successor(st: State) -> State:
    """A new state equal to ``st`` in which every list or dict a move changes in place is a copy.

    Shared with ``st`` (moves only ever replace them whole): options, the generator's saved words,
    the decision, the last turn, the result, the opening rolls, shared golfers, history records,
    hole attachment and board entries, green cells, path cells and a turn's "before" facts."""
    new = dict(st)
    new["deck"] = st["deck"][:]
    new["discard"] = st["discard"][:]
    new["seats"] = [_seat(seat) for seat in st["seats"]]
    new["balls"] = [dict(b) for b in st["balls"]]
    new["history"] = st["history"][:]
    new["solo_counts_used"] = st["solo_counts_used"][:]
    campaign = st["campaign"]
    new["campaign"] = {
        **campaign,
        "finishers": campaign["finishers"][:],
        "extra_left": None if campaign["extra_left"] is None else campaign["extra_left"][:],
    }
    if st["golfer_pick"] is not None:
        new["golfer_pick"] = dict(st["golfer_pick"])
    hole = st["hole"]
    if hole is not None:
        new["hole"] = {
            **hole,
            "attachments": hole["attachments"][:],
            "boards": hole["boards"][:],
            "greens": hole["greens"][:],
        }
    if st["turn"] is not None:
        new["turn"] = _turn(st["turn"])
    return new


def _seat(seat: dict[str, Any]) -> dict[str, Any]:
    return {
        **seat,
        "hand": seat["hand"][:],
        "settings": dict(seat["settings"]),
        "scores": seat["scores"][:],
        "greens_reached": seat["greens_reached"][:],
    }


def _turn(turn: dict[str, Any]) -> dict[str, Any]:
    new = {
        **turn,
        "plan": turn["plan"][:],
        "rolls": [dict(r) for r in turn["rolls"]],  # a later ROLL-window choice rewrites the last one
        "path": turn["path"][:],
        "cards": turn["cards"][:],
        "flags": dict(turn["flags"]),
    }
    landing = turn["landing"]
    if landing is not None:
        reactors = None if landing["reactors"] is None else landing["reactors"][:]
        new["landing"] = {**landing, "reactors": reactors, "queue": landing["queue"][:]}
    return new


class SavedRandom(random.Random):
    """The generator saved in a state, loaded on the move's first draw.

    Every draw of ``random.Random`` (choice, shuffle, randrange, …) goes through ``getrandbits``
    or ``random``, so loading there gives exactly the numbers the loaded generator gives."""

    def __init__(self, saved: list[Any]) -> None:  # no seeding: the saved words are the state
        self._saved = saved
        self._loaded = False

    def _load(self) -> None:
        self._loaded = True
        self.setstate((self._saved[0], tuple(self._saved[1]), self._saved[2]))  # as load_rng reads it

    def getrandbits(self, k: int, /) -> int:
        if not self._loaded:
            self._load()
        return super().getrandbits(k)

    def random(self) -> float:
        if not self._loaded:
            self._load()
        return super().random()

    def saved(self) -> list[Any]:
        """The words to store: the very list it was given when the move drew nothing."""
        return save_rng(self) if self._loaded else self._saved
