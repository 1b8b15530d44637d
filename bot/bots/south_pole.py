"""A bot seat for Roll to the South Pole: greedy, one step at a time, from the seat's own view.

It reads only ``view(state, seat)`` (public board, its own peeks) and the legal actions, plus the
engine's pure data: the board (D1), the tile list (D3, D4) and the die faces (RSP-003). A
face-down tile is judged by the tiles that could still lie there: same kind and back colour,
not yet face up (RSP-075). Each space gets a "distance" to the nearest flag it could still
claim, weighted by how hard its spaces are to roll; the bot picks the split for its next
steps, spends cubes when the chance bought is worth it, and camps when going on risks more
unbanked progress than it could win.
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Callable, Iterable, Mapping
from functools import lru_cache
from typing import Any

from bot.engine import Action
from bot.games.south_pole.board import DESTINATIONS, FLAG
from bot.games.south_pole.data import COLOURS, Requirement, Tile, load_tiles
from bot.games.south_pole.dice import FACES, SETUP, SPLITS

TERRAIN, FLAG_TILES = load_tiles()
CUBE_CAP = SETUP.cube_cap
MAX_PIPS = 3 * 6  # six dice of one colour (a recolour can make a sixth)

FLAG_VALUE = 7.0  # a planted flag, in step-cost units: worth several steps of progress
UNKNOWN_FLAG_PENALTY = 3.0  # a face-down flag space may turn out to show no flag
PLAN_STEPS = 3  # the dice are chosen for this many steps ahead
REROLL_RELIEF = 0.5  # each cube in hand (up to 3) is worth about half another roll


def _tails() -> list[list[float]]:
    """tails[n][k]: the chance that n dice (faces 0,1,1,2,2,3) show at least k pips (D6)."""
    dist = [1.0]
    tails: list[list[float]] = []
    for _ in range(7):
        tail = [sum(dist[j] for j in range(k, len(dist))) if k > 0 else 1.0 for k in range(MAX_PIPS + 2)]
        tails.append(tail)
        grown = [0.0] * (len(dist) + max(FACES))
        for total, chance in enumerate(dist):
            for face in FACES:
                grown[total + face] += chance / len(FACES)
        dist = grown
    return tails


TAILS = _tails()


def at_least(dice: int, pips: int) -> float:
    if pips <= 0:
        return 1.0
    if pips > MAX_PIPS or dice <= 0:
        return 0.0
    return TAILS[min(dice, 6)][pips]


def chance(requirement: Requirement, counts: Mapping[str, int]) -> float:
    """A fresh roll meets the requirement: colours are independent (RSP-030)."""
    result = 1.0
    for colour, need in requirement:
        result *= at_least(counts.get(colour, 0), need)
    return result


@lru_cache(maxsize=4096)
def best_split_chance(requirements: tuple[Requirement, ...]) -> float:
    """The best first-roll chance any split gives, averaged over the possible fronts."""
    return max(mean_chance(requirements, split) for split in SPLITS)


@lru_cache(maxsize=65536)
def mean_chance(requirements: tuple[Requirement, ...], split: tuple[int, ...]) -> float:
    counts = dict(zip(COLOURS, split, strict=True))
    return sum(chance(req, counts) for req in requirements) / len(requirements)


Group = tuple[bool, str]  # what a face-down tile shows: a flag tile or not, and its back colour


class Unseen:
    """The tiles not face up, by what their backs show: the same for every view with those tiles up."""

    def __init__(self, face_up: frozenset[str]) -> None:
        tiles: dict[Group, list[Tile]] = {}
        for tile in TERRAIN + FLAG_TILES:
            if tile.id not in face_up:
                tiles.setdefault((tile.flag_tile, tile.back), []).append(tile)
        self.fronts: dict[Group, tuple[Requirement, ...]] = {
            group: tuple(tile.requirement for tile in group_tiles) for group, group_tiles in tiles.items()
        }
        self.flag_chance: dict[Group, float] = {
            group: sum(tile.flag for tile in group_tiles) / len(group_tiles) for group, group_tiles in tiles.items()
        }


# What follows from the tiles seen, kept by what it depends on: the search asks the same
# positions many times, and a distance map is most of a decision's work.
_UNSEEN: dict[frozenset[str], Unseen] = {}
_DISTANCES: dict[tuple[Any, ...], dict[str, float]] = {}
KEPT = 512  # entries per store, a few MB at most; the store starts afresh when full


def _kept(cache: dict[Any, Any], key: Any, make: Callable[[], Any]) -> Any:
    found = cache.get(key)
    if found is None:
        if len(cache) >= KEPT:
            cache.clear()
        found = cache[key] = make()
    return found


class Board:
    """What the seat knows about every space, read off its view once per decision."""

    def __init__(self, view: Mapping[str, Any]) -> None:
        self.seat: int = view["seat"]
        self.spaces: dict[str, Mapping[str, Any]] = {entry["label"]: entry for entry in view["spaces"]}
        me = view["players"][self.seat]
        self.cubes: int = me["cubes"]
        self.tent: str = me["tent"]
        self.explorer: str = view["explorer"]
        self.peeked: dict[str, Mapping[str, Any]] = {p["space"]: p for p in view["private"]["peeks"]}
        face_up = frozenset(entry["tile"] for entry in view["spaces"] if entry["tile"] is not None)
        self.unseen: Unseen = _kept(_UNSEEN, face_up, lambda: Unseen(face_up))
        self._distance: dict[str, float] | None = None

    def known(self) -> tuple[Any, ...]:
        """Everything the distances depend on: tiles and backs, flags planted, this seat's peeks."""
        board = tuple((entry["tile"], entry["back"], entry["flag"]) for entry in self.spaces.values())
        peeks = tuple(
            (label, _requirement(p["requirement"]), p["flag_symbol"]) for label, p in sorted(self.peeked.items())
        )
        return board, peeks

    def fronts(self, label: str) -> tuple[Requirement, ...]:
        """The requirements that may stand on ``label``: one if known, else every candidate."""
        entry = self.spaces[label]
        if entry["requirement"] is not None:
            return (_requirement(entry["requirement"]),)
        if label in self.peeked:
            return (_requirement(self.peeked[label]["requirement"]),)
        if entry["face_down"]:
            candidates = self.unseen.fronts.get((bool(entry["flag_tile"]), entry["back"]))
            if candidates:
                return candidates
        return ((),)  # nothing to meet (START is never entered: RSP-021)

    def flag_chance(self, label: str) -> float:
        """How likely a success on ``label`` plants a flag (RSP-047, RSP-048)."""
        entry = self.spaces[label]
        if entry["kind"] != FLAG or entry["flag"] is not None:
            return 0.0
        if not entry["face_down"]:
            return 1.0 if entry["flag_symbol"] else 0.0
        if label in self.peeked:
            return 1.0 if self.peeked[label]["flag_symbol"] else 0.0
        return self.unseen.flag_chance.get((True, entry["back"]), 0.0)

    def step_chance(self, label: str, counts: Mapping[str, int]) -> float:
        return mean_chance(self.fronts(label), tuple(counts.get(colour, 0) for colour in COLOURS))

    def distance(self, label: str) -> float:
        """Cost of the cheapest way from ``label`` to a flag this seat could still plant."""
        if self._distance is None:
            self._distance = _kept(_DISTANCES, self.known(), self._distances)
        return self._distance.get(label, 99.0)

    def _distances(self) -> dict[str, float]:
        # A hard space costs more: roughly the rolls it takes with the dice best for it.
        cost = {label: 0.5 + 0.5 / max(0.05, best_split_chance(self.fronts(label))) for label in self.spaces}
        queue: list[tuple[float, str]] = []
        for label in self.spaces:
            flag = self.flag_chance(label)
            if flag > 0:
                queue.append(((1.0 - flag) * UNKNOWN_FLAG_PENALTY, label))
        if not queue:  # every flag claimed (the round cap decides): head for the pole anyway
            queue = [(0.0, label) for label, entry in self.spaces.items() if entry["kind"] == FLAG]
        heapq.heapify(queue)
        best: dict[str, float] = {}
        while queue:
            dist, label = heapq.heappop(queue)
            if label in best:
                continue
            best[label] = dist
            # Moving from a neighbour onto ``label`` pays ``label``'s cost (adjacency is mutual).
            for near in DESTINATIONS[label]:
                if near not in best:
                    heapq.heappush(queue, (dist + cost[label], near))
        return best

    def gain(self, to: str, here: str) -> float:
        """What a success on ``to`` is worth, seen from ``here``: progress plus a likely flag."""
        return self.distance(here) - self.distance(to) + FLAG_VALUE * self.flag_chance(to)


def _requirement(raw: Mapping[str, int]) -> Requirement:
    return tuple((colour, raw[colour]) for colour in COLOURS if colour in raw)


def _effective_chance(raw: float, cubes: int) -> float:
    """A roll's chance with the cubes in hand: each one buys part of another try, which only
    helps a roll that had a chance at all (no die of a needed colour stays hopeless)."""
    tries: float = 1.0 + REROLL_RELIEF * min(cubes, 3)
    return 1.0 - float((1.0 - raw) ** tries)


def _pool_counts(pool: Iterable[Mapping[str, Any]]) -> dict[str, int]:
    counts = dict.fromkeys(COLOURS, 0)
    for die in pool:
        counts[die["colour"]] += 1  # the next step rolls every die in its own colour (RSP-042)
    return counts


def _by_type(legal: list[Action]) -> dict[str, list[Action]]:
    grouped: dict[str, list[Action]] = {}
    for action in legal:
        grouped.setdefault(action["type"], []).append(action)
    return grouped


class SouthPolePolicy:
    """Greedy play for every phase of a turn (RSP-025..RSP-060). It is deterministic: the same
    view and legal actions always give the same choice, so ``rng`` goes unused."""

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        board = Board(view)
        actions = _by_type(legal)
        phase = view["phase"]
        if phase == "CHOOSE_DICE":
            return self._choose_dice(board, actions)
        if phase == "FIRST_MOVE":
            return self._step(board, actions["move"], view["pool"], board.explorer) if "move" in actions else legal[0]
        if phase == "FAILING":
            return self._failing(board, view, actions)
        if phase == "SUCCESS":
            return self._success(board, view, actions)
        return legal[0]

    # --- choosing dice (RSP-026) -----------------------------------------------------

    def _plan(self, board: Board, start: str, steps: int) -> list[str]:
        """The next spaces toward the nearest flag, each the cheapest way on."""
        path: list[str] = []
        here = start
        for _ in range(steps):
            options = [to for to in DESTINATIONS[here] if to not in path]
            if not options:
                break
            here = min(options, key=lambda to: (board.distance(to) - FLAG_VALUE * board.flag_chance(to), to))
            path.append(here)
            if board.flag_chance(here) > 0:
                break  # once a flag is reached the plan starts again from there
        return path

    def _choose_dice(self, board: Board, actions: dict[str, list[Action]]) -> Action:
        path = self._plan(board, board.explorer, PLAN_STEPS)
        if board.cubes >= CUBE_CAP and "peek" in actions:
            # At the cap a cube gained later is lost (RSP-037), so one spent on knowing is cheap.
            peekable = {a["space"]: a for a in actions["peek"]}
            for label in path[:2]:
                if label in peekable:
                    return peekable[label]
        fronts = [board.fronts(label) for label in path]
        rewards = [1.0 + FLAG_VALUE * board.flag_chance(label) for label in path]

        def score(action: Action) -> float:
            """The expected reward of walking the plan: a step counts only if all before it succeed."""
            split = tuple(action["split"])
            total, alive = 0.0, 1.0
            for front, reward in zip(fronts, rewards, strict=True):
                alive *= _effective_chance(mean_chance(front, split), board.cubes)
                total += alive * reward
            return total

        return max(actions["choose"], key=lambda a: (score(a), a["split"]))

    # --- moving on (RSP-028, RSP-053) --------------------------------------------------

    def _step_value(self, board: Board, to: str, counts: Mapping[str, int], here: str) -> float:
        raw = board.step_chance(to, counts)
        return _effective_chance(raw, board.cubes) * board.gain(to, here)

    def _step(self, board: Board, moves: list[Action], pool: list[Mapping[str, Any]], here: str) -> Action:
        counts = _pool_counts(pool)
        return max(moves, key=lambda a: (self._step_value(board, a["to"], counts, here), a["to"]))

    # --- after a success (RSP-033, RSP-051..RSP-057) -------------------------------------

    def _success(self, board: Board, view: Mapping[str, Any], actions: dict[str, list[Action]]) -> Action:
        here = board.explorer
        if "move_tent" in actions and board.distance(here) < board.distance(board.tent):
            return actions["move_tent"][0]  # a free camp closer to the pole (RSP-051)
        pool = view["pool"]
        counts = _pool_counts(pool)
        cube_back = 0.3 if board.cubes < CUBE_CAP else 0.0  # a failure later still earns a cube (RSP-045)
        go_on = None
        go_on_value = float("-inf")
        for action in actions.get("continue", []):
            to = action["to"]
            p = _effective_chance(board.step_chance(to, counts), board.cubes)
            value = p * (FLAG_VALUE * board.flag_chance(to) - board.distance(to)) + (1 - p) * (
                cube_back - board.distance(board.tent)
            )
            if value > go_on_value:
                go_on, go_on_value = action, value
        if "camp" in actions and -board.distance(here) >= go_on_value:
            if "rest" in actions:
                return actions["rest"][0]  # the pool is cleared at the camp, so blanks are free cubes
            return actions["camp"][0]
        if go_on is not None:
            return go_on
        return (actions.get("camp") or next(iter(actions.values())))[0]  # RSP-024: Continue is always there

    # --- after a short roll (RSP-033..RSP-046) -------------------------------------------

    def _failing(self, board: Board, view: Mapping[str, Any], actions: dict[str, list[Action]]) -> Action:
        here = board.explorer
        requirement = _requirement(view["requirement"] or {})
        pool: list[Mapping[str, Any]] = view["pool"]
        worth = board.gain(here, board.tent)  # what making this step is worth against failing now
        cost = 0.0 if board.cubes >= CUBE_CAP else (0.6 if board.cubes >= 3 else 0.9)
        if worth > 0:
            for action in actions.get("recolour", []):
                if _met_after_recolour(requirement, pool, action["die"], action["colour"]) and worth >= cost:
                    return action  # a sure success for one cube (RSP-041)
            best, best_chance = None, 0.0
            for action in actions.get("reroll", []):
                p = _reroll_chance(requirement, pool, action["dice"])
                if p > best_chance:
                    best, best_chance = action, p
            if best is not None and best_chance * worth >= cost:
                return best
        if "rest" in actions:
            return actions["rest"][0]  # giving up clears the pool: a blank is a free cube (RSP-034)
        return actions["give_up"][0]


def _met_after_recolour(requirement: Requirement, pool: list[Mapping[str, Any]], number: int, colour: str) -> bool:
    sums = dict.fromkeys(COLOURS, 0)
    for die in pool:
        effective = colour if die["die"] == number else die["effective"]
        sums[effective] += die["face"] or 0
    return all(sums[c] >= need for c, need in requirement)


def _reroll_chance(requirement: Requirement, pool: list[Mapping[str, Any]], numbers: list[int]) -> float:
    """The chance that rerolling ``numbers`` meets the requirement (colours stay as counted)."""
    chosen = set(numbers)
    kept = dict.fromkeys(COLOURS, 0)
    rolled = dict.fromkeys(COLOURS, 0)
    for die in pool:
        if die["die"] in chosen:
            rolled[die["effective"]] += 1
        else:
            kept[die["effective"]] += die["face"] or 0
    result = 1.0
    for colour, need in requirement:
        result *= at_least(rolled[colour], need - kept[colour])
    return result


POLICY = SouthPolePolicy()
