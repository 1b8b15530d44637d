"""A state that agrees with one seat's view, its secrets dealt again (for the hard bot's search).

The secrets of Roll to the South Pole are the fronts of face-down tiles (a seat sees only their
backs, RSP-077, and the fronts it peeked at, RSP-078), the set-aside flag tile and the dice
generator. ``determinize(view, seat, rng)`` copies every public fact from the view and deals
the tiles not face up at random: each face-down space gets an unseen tile of its kind and
back, a space the seat peeked at a tile with the front it saw, and the flag tile left over is
the set-aside one. ``view(result, seat)`` equals the given view.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from bot.engine import State

from .data import Tile
from .dice import save_generator
from .state import FLAG_TILES, TERRAIN
from .views import requirement_data

Group = tuple[bool, str]  # (a flag tile, its back colour): what a face-down tile shows


def _front(tile: Tile) -> tuple[Any, bool, bool]:
    return requirement_data(tile.requirement), tile.camp, tile.flag


def _deal(view: Mapping[str, Any], rng: random.Random) -> tuple[dict[str, str], str]:
    """Tiles for every tiled space, and the set-aside flag tile."""
    spaces = view["spaces"]
    face_up = {entry["tile"] for entry in spaces if entry["tile"] is not None}
    unseen: dict[Group, list[Tile]] = {}
    for tile in TERRAIN + FLAG_TILES:
        if tile.id not in face_up:
            unseen.setdefault((tile.flag_tile, tile.back), []).append(tile)
    for tiles in unseen.values():
        rng.shuffle(tiles)
    peeked = {p["space"]: (p["requirement"], p["camp_site"], p["flag_symbol"]) for p in view["private"]["peeks"]}
    dealt: dict[str, str] = {entry["label"]: entry["tile"] for entry in spaces if entry["tile"] is not None}
    down = [entry for entry in spaces if entry["face_down"]]
    # Spaces the seat peeked at first: each takes a tile with the very front it saw.
    for entry in sorted(down, key=lambda e: e["label"] not in peeked):
        group = unseen.get((bool(entry["flag_tile"]), entry["back"]), [])
        wanted = peeked.get(entry["label"])
        index = next((i for i, t in enumerate(group) if wanted is None or _front(t) == wanted), None)
        if index is None:
            raise ValueError(f"No unseen tile fits the face-down space {entry['label']}.")
        dealt[entry["label"]] = group.pop(index).id
    spare = [t.id for (flag, _back), tiles in unseen.items() if flag for t in tiles]
    if view["set_aside"]["revealed"]:
        return dealt, str(view["set_aside"]["tile"])
    if len(spare) != 1:
        raise ValueError("The view leaves no single flag tile to set aside.")
    return dealt, spare[0]


def determinize(view: Mapping[str, Any], seat: int, rng: random.Random) -> State:
    """A state legal for the engine whose ``view(state, seat)`` is ``view``; hidden parts random."""
    if view["outcome"] is not None:
        raise ValueError("The game is over: there is nothing left to decide.")
    spaces = view["spaces"]
    players = view["players"]
    tiles, set_aside = _deal(view, rng)
    peeks: list[list[str]] = [[] for _ in players]
    for entry in spaces:
        for other in entry["peeked_by"]:
            if other != seat:
                peeks[other].append(entry["label"])
    peeks[seat] = [p["space"] for p in view["private"]["peeks"]]
    return {
        "players": len(players),
        "options": {},
        "rng": save_generator(random.Random(rng.getrandbits(64))),
        "start_player": next(p["seat"] for p in players if p["position"] == 1),
        "round": view["round"],
        "active": view["active"],
        "phase": view["phase"],
        "explorer": view["explorer"],
        "split": None if view["split"] is None else list(view["split"]),
        "pool": [dict(die) for die in view["pool"]],
        "tiles": tiles,
        "revealed": [e["label"] for e in spaces if e["tile"] is not None and e["label"] in tiles],
        "set_aside": set_aside,
        "camp_markers": [e["label"] for e in spaces if e["camp_marker"]],
        "flag_markers": {e["label"]: e["flag"] for e in spaces if e["flag"] is not None},
        "seats": [
            {
                "cubes": p["cubes"],
                "flags_left": p["flags_left"],
                "tent": p["tent"],
                "in_game": p["in_game"],
                "peeks": peeks[p["seat"]],
            }
            for p in players
        ],
        "supply": dict(view["supply"]),
        "recent": list(view["log"]),
        "log_size": view["log_size"],
        "last": {"text": view["last_event"], "msg": view["last_message"]} if view.get("last_message") else None,
        "result": None,
    }
