"""The game state (JSON data) and what can be read off it: setup (spec §2), tiles, camp
sites, tents and the turn order."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import Event, State, make_rng
from bot.stateshape import COPY, Each, StateShape

from .board import FLAG_SPACES, NUMBERED, SPACES, START_LABEL, TILE_LABELS, TILE_SPACES
from .data import Requirement, Tile, load_tiles
from .dice import SETUP, save_generator

TERRAIN, FLAG_TILES = load_tiles()
TILES: dict[str, Tile] = {t.id: t for t in TERRAIN + FLAG_TILES}

CHOOSE_DICE, FIRST_MOVE, FAILING, SUCCESS, GAME_OVER = (
    "CHOOSE_DICE",
    "FIRST_MOVE",
    "FAILING",
    "SUCCESS",
    "GAME_OVER",
)


def new_state(players: int, options: Mapping[str, Any], seed: int) -> State:
    """RSP-011 fixes the RNG order: start player, terrain shuffle, flag-tile shuffle."""
    rng = make_rng(seed)
    start = rng.randrange(players)
    terrain = [t.id for t in TERRAIN]
    rng.shuffle(terrain)
    flags = [t.id for t in FLAG_TILES]
    rng.shuffle(flags)
    tiles = dict(zip(TILE_SPACES, terrain, strict=True))  # RSP-013
    tiles.update(zip(FLAG_SPACES, flags[: len(FLAG_SPACES)], strict=True))  # RSP-014
    seats = []
    for seat in range(players):
        position = (seat - start) % players
        seats.append(
            {
                "cubes": SETUP.starting_cubes[position],  # RSP-017
                "flags_left": SETUP.flags_by_players[players],  # RSP-016
                "tent": START_LABEL,  # RSP-015
                "in_game": True,
                "peeks": [],
            }
        )
    return {
        "players": players,
        "options": dict(options),
        "rng": save_generator(rng),
        "start_player": start,
        "round": 1,  # RSP-019
        "active": start,
        "phase": CHOOSE_DICE,  # RSP-025
        "explorer": START_LABEL,
        "split": None,
        "pool": [],
        "tiles": tiles,
        "revealed": [],
        "set_aside": flags[len(FLAG_SPACES)],
        "camp_markers": [],
        "flag_markers": {},
        "seats": seats,
        "supply": {"cubes": SETUP.cube_supply_by_players[players], "camp_markers": SETUP.camp_markers},
        "recent": [],  # the latest event texts; the whole log lives in the moves table
        "log_size": 0,  # how many event texts the game has had
        "last": None,  # the latest event that isn't a turn's announcement: its text and message
        "result": None,
    }


RECENT = 10  # event texts kept in the state: what the view's log and last event need


def _without_log(state: State) -> State:
    """A state saved before the log left the state, its "log" turned into the recent texts and
    a count (the whole log lives in the moves table)."""
    new = dict(state)
    if "log" in new:
        log = new.pop("log")
        new["recent"] = log[-RECENT:]
        new["log_size"] = len(log)
    return new


# Moves change seats, pool dice, the supply and flag markers in place; everything else (tiles,
# revealed, camp markers, split, generator, result, recent texts) only ever gets a new value.
SHAPE = StateShape(
    shared=(
        *("players", "options", "rng", "start_player", "round", "active", "phase", "explorer", "split"),
        *("tiles", "revealed", "set_aside", "camp_markers", "recent", "log_size", "last", "result"),
    ),
    copied={"seats": Each(COPY), "pool": Each(COPY), "supply": COPY, "flag_markers": COPY},
    upgrade=_without_log,
)


def record(state: State, events: list[Event]) -> None:
    """Add a move's event texts to the recent ones, keeping the last ``RECENT``, and keep the
    latest event's message beside its text, so the picture says it in the reader's language."""
    texts = [e["text"] for e in events]
    state["recent"] = (state["recent"] + texts)[-RECENT:]
    state["log_size"] += len(texts)
    said = [e for e in events if e["type"] != "turn" and "msg" in e]
    if said:
        state["last"] = {"text": said[-1]["text"], "msg": said[-1]["msg"]}


def recent_texts(state: State) -> list[str]:
    """The latest event texts, oldest first, of a state of either shape."""
    recent: list[str] = state["recent"] if "recent" in state else state["log"][-RECENT:]
    return recent


def log_size(state: State) -> int:
    size: int = state["log_size"] if "log_size" in state else len(state["log"])
    return size


def position(state: State, seat: int) -> int:
    """0-based turn-order position, the start player being 0 (RSP-010)."""
    players: int = state["players"]
    start: int = state["start_player"]
    return (seat - start) % players


def in_game(state: State) -> list[int]:
    return [seat for seat, info in enumerate(state["seats"]) if info["in_game"]]


def is_face_down(state: State, label: str) -> bool:
    return label in state["tiles"] and label not in state["revealed"]


def face_up_tile(state: State, label: str) -> Tile | None:
    if label in state["tiles"] and label in state["revealed"]:
        return TILES[state["tiles"][label]]
    return None


def requirement_at(state: State, label: str) -> Requirement | None:
    """The requirement of a known space (numbered or face-up tile), else None."""
    space = SPACES[label]
    if space.kind == NUMBERED:
        return space.requirement
    tile = face_up_tile(state, label)
    return tile.requirement if tile else None


def has_camp_site(state: State, label: str) -> bool:
    """RSP-050: a printed camp site on a face-up tile, or a camp marker."""
    tile = face_up_tile(state, label)
    return (tile is not None and tile.camp) or label in state["camp_markers"]


def tents_at(state: State, label: str) -> list[int]:
    return [seat for seat, info in enumerate(state["seats"]) if info["tent"] == label]


def other_tent_at(state: State, label: str, seat: int) -> bool:
    return any(s != seat for s in tents_at(state, label))


def vacant_camp_site(state: State, label: str) -> bool:
    return has_camp_site(state, label) and not tents_at(state, label)


def peek_targets(state: State, seat: int) -> list[str]:
    """RSP-043: face-down board tiles (board order) this seat has not peeked yet."""
    peeked = set(state["seats"][seat]["peeks"])
    revealed = set(state["revealed"])
    return [label for label in TILE_LABELS if label not in revealed and label not in peeked]


def flags_placed(state: State, seat: int) -> int:
    return sum(owner == seat for owner in state["flag_markers"].values())
