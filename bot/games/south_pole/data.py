"""Static data of Roll to the South Pole (spec §7), loaded from ``data/south_pole/`` and
validated once at import: a count that does not match the spec stops the bot at start."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.gamedata import DATA_ROOT, DataError, read_json

DATA_DIR = DATA_ROOT / "south_pole"

COLOURS = ("W", "K", "U")  # the spec always writes colours in this order
COLOUR_NAMES = {"W": "white", "K": "black", "U": "blue"}

Requirement = tuple[tuple[str, int], ...]  # ((colour, minimum pips), ...) in W, K, U order


@dataclass(frozen=True)
class Tile:
    id: str
    requirement: Requirement
    back: str
    camp: bool  # printed camp site (terrain tiles only)
    flag: bool  # flag symbol (flag tiles only)
    flag_tile: bool


@dataclass(frozen=True)
class Setup:
    faces: tuple[int, ...]
    dice_per_colour: int
    pool_size: int
    cubes: int
    cube_cap: int
    camp_markers: int
    flag_markers_per_colour: int
    round_cap: int
    colours: tuple[str, ...]
    starting_cubes: tuple[int, ...]
    flags_by_players: dict[int, int]
    cube_supply_by_players: dict[int, int]


def load_json(name: str) -> dict[str, Any]:
    loaded: dict[str, Any] = read_json(DATA_DIR / name)
    return loaded


def _expect(condition: bool, message: str) -> None:
    if not condition:
        raise DataError(f"data/south_pole: {message}")


def requirement_of(raw: dict[str, int]) -> Requirement:
    _expect(set(raw) <= set(COLOURS) and 1 <= len(raw) <= 2, f"bad requirement {raw}")
    _expect(all(isinstance(v, int) and v >= 2 for v in raw.values()), f"bad requirement {raw}")
    return tuple((c, raw[c]) for c in COLOURS if c in raw)


def _tile(raw: dict[str, Any], flag_tile: bool) -> Tile:
    tile = Tile(
        id=raw["id"],
        requirement=requirement_of(raw["requirement"]),
        back=raw["back"],
        camp=bool(raw.get("camp", False)),
        flag=bool(raw.get("flag", False)),
        flag_tile=flag_tile,
    )
    # RSP-006: the back shows one of the front's colours
    _expect(tile.back in dict(tile.requirement), f"{tile.id}: back {tile.back} not on its front")
    _expect(not (tile.camp and tile.flag), f"{tile.id}: camp site and flag symbol")  # RSP-005
    return tile


def _count_backs(tiles: list[Tile]) -> dict[str, int]:
    return {c: sum(t.back == c for t in tiles) for c in COLOURS}


def load_tiles() -> tuple[tuple[Tile, ...], tuple[Tile, ...]]:
    raw = load_json("tiles.json")
    expected = raw["expected"]
    terrain = [_tile(t, flag_tile=False) for t in raw["terrain"]]
    flags = [_tile(t, flag_tile=True) for t in raw["flags"]]
    _expect([t.id for t in terrain] == [f"R{i:02d}" for i in range(1, 61)], "terrain ids must be R01-R60")
    _expect([t.id for t in flags] == [f"F{i:02d}" for i in range(1, 14)], "flag ids must be F01-F13")
    _expect(len(terrain) == expected["terrain"] == 60, "there must be 60 terrain tiles")
    _expect(sum(t.camp for t in terrain) == expected["terrain_camps"] == 6, "6 printed camp sites")
    _expect(not any(t.flag for t in terrain), "terrain tiles show no flag symbol")
    _expect(_count_backs(terrain) == expected["terrain_backs"], "terrain back colours")
    _expect(len(flags) == expected["flags"] == 13, "there must be 13 flag tiles")
    _expect(sum(t.flag for t in flags) == expected["flag_symbols"] == 8, "8 flag symbols")
    _expect(not any(t.camp for t in flags), "flag tiles show no camp site")
    _expect(_count_backs(flags) == expected["flag_backs"], "flag tile back colours")
    return tuple(terrain), tuple(flags)


def load_setup() -> Setup:
    raw = load_json("setup.json")
    by_players = {int(n): v for n, v in raw["by_players"].items()}
    setup = Setup(
        faces=tuple(raw["faces"]),
        dice_per_colour=raw["dice_per_colour"],
        pool_size=raw["pool_size"],
        cubes=raw["cubes"],
        cube_cap=raw["cube_cap"],
        camp_markers=raw["camp_markers"],
        flag_markers_per_colour=raw["flag_markers_per_colour"],
        round_cap=raw["round_cap"],
        colours=tuple(raw["colours"]),
        starting_cubes=tuple(raw["starting_cubes"]),
        flags_by_players={n: v["flags"] for n, v in by_players.items()},
        cube_supply_by_players={n: v["cube_supply"] for n, v in by_players.items()},
    )
    _expect(sorted(setup.faces) == [0, 1, 1, 2, 2, 3], "die faces must be 0,1,1,2,2,3")
    _expect(setup.dice_per_colour * len(COLOURS) == 15, "15 dice")
    _expect(len(setup.colours) == 5 and len(setup.starting_cubes) == 5, "five player colours")
    _expect(sorted(by_players) == [2, 3, 4, 5], "setup rows for 2-5 players")
    for n in by_players:
        # D5: starting cubes plus supply make up all cubes
        supply = setup.cubes - sum(setup.starting_cubes[:n])
        _expect(supply == setup.cube_supply_by_players[n], f"cube supply for {n} players")
        _expect(setup.flags_by_players[n] <= setup.flag_markers_per_colour, f"flags for {n} players")
    return setup
