"""Hole design (RIO-024–RIO-033, RIO-104, RIO-108, RIO-115, RIO-137, RIO-151, RIO-154).

The designer's decision is either "design" (method / attachments) or "green" (placing the
greens). No separate "Build" button: the first attachment commits to building, and undoing
back to the bare TEE offers Random and Preset again.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from bot.engine import Action, State, event, who
from bot.gamedata import DataError
from bot.hexgrid import distance
from bot.i18n import N_, Msg, msg

from .common import decide, greens, hexes, mode, placements, shared_course
from .data import BOARDS, PRESETS, TEE_SPACE, Hex
from .geometry import (
    TEE_PLACEMENT,
    Attachment,
    Chain,
    Placement,
    all_attachments,
    attach,
    course_map,
    legal_after,
    overlap_with,
    place,
    placement_of,
    ports_of,
    rotate,
    tee_reach,
    used_ports,
)
from .words import board_msg, board_name, plural, preset_msg, side_name

SOLO_ROUND_COUNTS = (3, 4, 5)  # boards including the TEE (RIO-115)


def new_hole(number: int, designer: int) -> dict[str, Any]:
    return {
        "number": number,
        "designer": designer,
        "lead": designer,
        "method": None,
        "preset": None,
        "attachments": [],
        "boards": [{"id": "TEE", "k": 0, "t": [0, 0]}],  # RIO-017
        "finished": False,
        "greens": [],
        "confirmed": False,
        "par": BOARDS["TEE"].par,
        "holed_any": False,
        "turns": 0,
    }


def attached_counts(st: State) -> list[int]:
    """The legal numbers of boards besides the TEE for this hole (RIO-027, RIO-104, RIO-108, RIO-115)."""
    kind = mode(st)
    if kind == "campaign":
        return [4, 5, 6, 7, 8]
    if kind == "bumper":
        return [4]
    if kind == "solo_round":
        return [c - 1 for c in SOLO_ROUND_COUNTS if c not in st["solo_counts_used"]]
    return [2, 3, 4]


def greens_needed(st: State) -> int:
    return 3 if shared_course(st) else 1


def allowed_methods(st: State) -> list[str]:
    course_option = str(st["options"]["course"])
    if shared_course(st) and course_option == "preset":
        course_option = "random"  # RIO-151
    methods = ["build", "random", "preset"] if course_option == "any" else [course_option]
    if shared_course(st):
        methods = [m for m in methods if m != "preset"]  # RIO-112
    return methods


def _used(st: State) -> frozenset[str]:
    return frozenset(used_ports(st["hole"]["attachments"]))


def _chain(st: State) -> Chain:
    return tuple((a["port"], a["board"], a["board_port"]) for a in st["hole"]["attachments"])


def _legal(st: State) -> tuple[tuple[Attachment, Placement], ...]:
    return legal_after(_chain(st))


def preset_choices(st: State) -> list[dict[str, Any]]:
    if mode(st) == "solo_round":  # RIO-154
        counts = attached_counts(st)
        return [p for p in PRESETS if len(p["attachments"]) in counts]
    return list(PRESETS)


def _can_finish(st: State) -> bool:
    n = len(st["hole"]["attachments"])
    counts = attached_counts(st)
    if n in counts:
        return True
    return n < min(counts) and not _legal(st)  # RIO-137: never deadlock


def _may_attach(st: State) -> bool:
    return "build" in allowed_methods(st) and len(st["hole"]["attachments"]) < max(attached_counts(st))


def design_actions(st: State) -> list[Action]:
    hole = st["hole"]
    n = len(hole["attachments"])
    methods = allowed_methods(st)
    actions: list[Action] = []
    if _may_attach(st):
        actions.extend(map(dict.copy, _attach_actions(_chain(st))))
    if n == 0:
        if "random" in methods:
            actions.append({"type": "random", "label": N_("Random hole")})
        if "preset" in methods:
            for p in preset_choices(st):
                actions.append(
                    {"type": "preset", "name": p["name"], "label": f"Preset: {p['name']} (par {p['par']:g})"}
                )
    else:
        actions.append({"type": "undo", "label": f"Take back {board_name(hole['attachments'][-1]['board'])}"})
        if _can_finish(st):
            actions.append({"type": "finish", "label": f"Finish with {plural(n, 'board')}"})
    return actions


@lru_cache(maxsize=512)  # a designer's step asks for the same course's attachments twice (list, match)
def _attach_actions(chain: Chain) -> tuple[Action, ...]:
    """The attach actions of a course still being built, with ports numbered as the picture numbers them."""
    legal = legal_after(chain)
    numbers = {name: f"Port {i + 1}: " for i, name in enumerate(ports_of(legal))}
    return tuple(
        [
            {
                "type": "attach",
                "port": port,
                "board": board,
                "board_port": board_port,
                "label": numbers[port] + _ADD_WORDS[board, board_port],
            }
            for (port, board, board_port), _p in legal
        ]
    )


_ADD_WORDS = {
    (board, port): f"add {board_name(board)} by its {side_name(board, port)}"
    for board in BOARDS
    for port in BOARDS[board].ports
}


def green_cells(st: State) -> list[tuple[str, Hex]]:
    """Cells a green may go on: not the TEE board (RIO-028), not already a green."""
    taken = set(greens(st))
    return [(board, cell) for board, cell, _where in _green_spots(placements(st)) if cell not in taken]


@lru_cache(maxsize=256)  # the designer places up to three greens on the same course
def _green_spots(placed: tuple[Placement, ...]) -> tuple[tuple[str, Hex, str], ...]:
    """Every cell off the TEE board, board by board, row by row, with how a label names it:
    "Diamond 1 at 2,3 (fairway)" (the board's own coordinates and the printed terrain)."""
    terrain = course_map(placed).terrain
    spots = []
    for p in placed[1:]:
        for local in sorted(BOARDS[p[0]].cells, key=lambda c: (c[1], c[0])):
            cell = place(local, p[1], (p[2], p[3]))
            spots.append((p[0], cell, f"{board_name(p[0])} at {local[0]},{local[1]} ({terrain[cell]})"))
    return tuple(spots)


def local_label(st: State, board: str, cell: Hex) -> str:
    entry = next(b for b in st["hole"]["boards"] if b["id"] == board)
    p = placement_of(entry)
    local = rotate((cell[0] - p[2], cell[1] - p[3]), -p[1] % 6)
    return f"{local[0]},{local[1]}"


def _green_prefix(st: State) -> str | None:
    """How a green action's label starts, or None once every green is placed."""
    number = len(st["hole"]["greens"]) + 1
    if number > greens_needed(st):
        return None
    return "Green" if greens_needed(st) == 1 else f"Green {number}"


def green_actions(st: State) -> list[Action]:
    actions: list[Action] = []
    prefix = _green_prefix(st)
    if prefix is not None:
        taken = set(greens(st))
        for board, cell, where in _green_spots(placements(st)):
            if cell not in taken:
                actions.append(
                    {"type": "green", "board": board, "cell": [cell[0], cell[1]], "label": f"{prefix} on {where}"}
                )
    else:
        actions.append({"type": "confirm", "label": N_("Confirm the hole")})
    what = "Pick the last green back up" if st["hole"]["greens"] else "Go back to building"
    actions.append({"type": "undo", "label": what})
    return actions


def design_candidates(st: State, action: Mapping[str, Any]) -> list[Action]:
    """The design actions a submitted one could equal: of an attachment or a green, only the one it
    names (a course being built offers a hundred or more of each)."""
    kind = action["type"]
    if kind == "attach" and not st["hole"]["finished"]:
        port, board, board_port = action.get("port"), action.get("board"), action.get("board_port")
        if not (isinstance(port, str) and isinstance(board, str) and isinstance(board_port, str)):
            return []
        found = _attach_index(_chain(st)).get((port, board, board_port)) if _may_attach(st) else None
        return [] if found is None else [found.copy()]
    if kind == "green" and st["hole"]["finished"]:
        board, cell, prefix = action.get("board"), action.get("cell"), _green_prefix(st)
        if prefix is None or not isinstance(board, str) or not (isinstance(cell, list) and len(cell) == 2):
            return []
        if not all(isinstance(c, int) for c in cell):
            return []
        spot = _green_index(placements(st)).get((board, (cell[0], cell[1])))
        if spot is None or spot[1] in set(greens(st)):
            return []
        return [
            {"type": "green", "board": spot[0], "cell": [spot[1][0], spot[1][1]], "label": f"{prefix} on {spot[2]}"}
        ]
    return [a for a in design_legal(st) if a["type"] == kind]


@lru_cache(maxsize=256)
def _green_index(placed: tuple[Placement, ...]) -> dict[tuple[str, Hex], tuple[str, Hex, str]]:
    return {(board, cell): (board, cell, where) for board, cell, where in _green_spots(placed)}


@lru_cache(maxsize=512)
def _attach_index(chain: Chain) -> dict[tuple[str, str, str], Action]:
    # an Attachment is the tuple (port, board, board port): it serves as the key itself
    return dict(zip([a for a, _p in legal_after(chain)], _attach_actions(chain), strict=True))


def explain(st: State, action: dict[str, Any]) -> Msg | None:
    """A readable reason an attachment or green is refused (RIO-138), when one applies."""
    kind = action.get("type")
    hole = st["hole"]
    if kind == "attach":
        board, port, board_port = action.get("board"), action.get("port"), action.get("board_port")
        if board not in BOARDS:
            return msg("There is no such board.")
        name = str(board)  # the id the action named: "D2 is already on the course."
        if any(b["id"] == board for b in hole["boards"]):
            return msg("{board} is already on the course.", board=name)
        if port in _used(st):
            return msg("Port {port} is already used.", port=str(port))
        if len(hole["attachments"]) >= max(attached_counts(st)):
            return msg("No more boards may be attached to this hole.")
        if board_port not in BOARDS[str(board)].ports:
            return msg("{board} has no such port.", board=name)
        for a, _p, clash in all_attachments(placements(st), set(_used(st))):
            if (a.port, a.board, a.board_port) == (port, board, board_port) and clash:
                return msg("{board} would overlap {other}.", board=name, other=str(clash))
        return msg("That port is not an open port of this course.")
    if kind == "finish":
        counts = ", ".join(str(c) for c in attached_counts(st))
        return msg("Finish needs {counts} boards besides the TEE.", counts=counts)
    if kind == "green":
        cell = action.get("cell")
        cm = course_map(placements(st))
        try:
            target = hexes(cell)
        except (TypeError, ValueError, IndexError):
            return msg("That is not a cell.")
        if not cm.on_course(target):
            return msg("The green must go on a course cell.")
        if cm.board_of[target] == "TEE":
            return msg("The green can't go on the TEE board.")
        if target in greens(st):
            return msg("There is already a green there.")
    return None


def _attach(st: State, a: dict[str, Any]) -> None:
    hole = st["hole"]
    board_id, port = str(a["port"]).split(".")
    base = next(placement_of(b) for b in hole["boards"] if b["id"] == board_id)
    p = attach(base, port, str(a["board"]), str(a["board_port"]))
    # new lists, never appends: a move's state shares the hole's lists with the state before it
    hole["attachments"] = [
        *hole["attachments"],
        {"port": a["port"], "board": a["board"], "board_port": a["board_port"]},
    ]
    hole["boards"] = [*hole["boards"], {"id": p[0], "k": p[1], "t": [p[2], p[3]]}]
    hole["par"] = sum(BOARDS[b["id"]].par for b in hole["boards"])


def _undo_attach(st: State) -> None:
    hole = st["hole"]
    hole["attachments"] = hole["attachments"][:-1]  # new lists: shared with the state before
    hole["boards"] = hole["boards"][:-1]
    hole["par"] = sum(BOARDS[b["id"]].par for b in hole["boards"])
    if not hole["attachments"]:
        hole["method"] = None


def random_attachments(st: State, rng: random.Random, n: int) -> None:
    """RIO-030: attach n boards, each step preferring boards that reach farther from the tee."""
    for _ in range(n):
        legal = _legal(st)
        if not legal:
            return  # RIO-137
        reach = max(map(tee_reach, placements(st)))  # the course's cells are its boards' cells
        farther = [(a, p) for a, p in legal if tee_reach(p) > reach]
        a, _p = rng.choice(farther or list(legal))
        _attach(st, a.as_dict())


def random_greens(st: State, rng: random.Random) -> None:
    """RIO-031: each green maximises its minimum distance to the tee space and earlier greens."""
    for _ in range(greens_needed(st)):
        anchors = [TEE_SPACE, *greens(st)]
        cells = sorted(cell for _b, cell in green_cells(st))
        if not cells:
            return
        spread = {c: min(distance(c, a) for a in anchors) for c in cells}
        best = max(spread.values())
        chosen = list(rng.choice([c for c in cells if spread[c] == best]))
        st["hole"]["greens"] = [*st["hole"]["greens"], chosen]  # a new list: shared with the state before


def random_board_count(st: State, rng: random.Random) -> int:
    kind = mode(st)
    if kind == "campaign":
        return 6
    if kind == "bumper":
        return 4
    return int(rng.choice(attached_counts(st)))


def _par(st: State) -> str:
    return f"{st['hole']['par']:g}"


def apply_design(st: State, rng: random.Random, seat: int, action: Action, events: list[dict[str, Any]]) -> bool:
    """Apply a design action; returns True when the hole is confirmed."""
    hole, me = st["hole"], who(seat)
    kind = action["type"]
    if kind == "attach":
        hole["method"] = "build"
        _attach(st, action)
        board_added, ports = board_msg(str(action["board"])), {k: action[k] for k in ("port", "board", "board_port")}
        added = msg("{who} added {board} to the course (par {par} so far).", who=me, board=board_added, par=_par(st))
        events.append(event("attach", added, **ports))
    elif kind == "undo" and not hole["finished"]:
        board = hole["attachments"][-1]["board"]
        _undo_attach(st)
        events.append(event("undo", msg("{who} took {board} back.", who=me, board=board_msg(board)), board=board))
    elif kind == "finish":
        hole["finished"] = True
        finished = msg("{who} finished the course (par {par}).", who=me, par=_par(st))
        events.append(event("finish", finished, par=hole["par"]))
    elif kind == "undo":
        if hole["greens"]:
            hole["greens"] = hole["greens"][:-1]  # a new list: shared with the state before
            events.append(event("undo", msg("{who} picked a green back up.", who=who(seat))))
        else:
            hole["finished"] = False
            events.append(event("undo", msg("{who} reopened the course for building.", who=who(seat))))
    elif kind == "green":
        hole["greens"] = [*hole["greens"], list(action["cell"])]  # a new list: shared with the state before
        board = str(action["board"])
        spot = local_label(st, board, hexes(action["cell"]))
        text = msg("{who} placed a green on {board} at {spot}.", who=who(seat), board=board_msg(board), spot=spot)
        events.append(event("green", text, cell=action["cell"]))
    elif kind == "random":
        hole["method"] = "random"
        random_attachments(st, rng, random_board_count(st, rng))
        random_greens(st, rng)
        events.append(event("random", msg("{who} drew a random hole: par {par}.", who=me, par=_par(st))))
        return True
    elif kind == "preset":
        preset = next(p for p in PRESETS if p["name"] == action["name"])
        hole["method"] = "preset"
        hole["preset"] = preset["name"]
        for a in preset["attachments"]:
            _attach(st, a)
        hole["greens"] = [*hole["greens"], list(preset["green"]["global"])]  # a new list, as above
        par = f"{preset['par']:g}"
        chose = msg("{who} chose the preset {preset} (par {par}).", who=me, preset=preset_msg(preset["name"]), par=par)
        events.append(event("preset", chose))
        return True
    elif kind == "confirm":
        events.append(event("confirm", msg("{who} confirmed the hole (par {par}).", who=me, par=_par(st))))
        return True
    set_design_decision(st)
    return False


def set_design_decision(st: State) -> None:
    decide(st, int(st["hole"]["designer"]), "green" if st["hole"]["finished"] else "design")


def design_legal(st: State) -> list[Action]:
    return green_actions(st) if st["hole"]["finished"] else design_actions(st)


def open_port_list(st: State) -> list[str]:
    if len(st["hole"]["attachments"]) >= max(attached_counts(st)) or st["hole"]["finished"]:
        return []
    return ports_of(legal_after(_chain(st)))


def _check_presets() -> None:
    """RIO-032 data check at import: each D4 preset's attachments give its listed placements,
    never overlap, and put the green on its listed global cell."""
    for preset in PRESETS:
        placed: list[Placement] = [TEE_PLACEMENT]
        for a in preset["attachments"]:
            board_id, port = str(a["port"]).split(".")
            base = next(p for p in placed if p[0] == board_id)
            candidate = attach(base, port, str(a["board"]), str(a["board_port"]))
            if overlap_with(placed, candidate) is not None:
                raise DataError(f"Preset {preset['name']}: {a['board']} overlaps the course.")
            placed.append(candidate)
        listed = [(p["id"], p["k"], p["t"][0], p["t"][1]) for p in preset["placements"]]
        if placed[1:] != listed:
            raise DataError(f"Preset {preset['name']}: attachments do not give its listed placements.")
        green = preset["green"]
        board = next(p for p in placed if p[0] == green["board"])
        cell = place((green["local"][0], green["local"][1]), board[1], (board[2], board[3]))
        if list(cell) != list(green["global"]) or len(course_map(tuple(placed)).terrain) != preset["cells"]:
            raise DataError(f"Preset {preset['name']}: green or cell count does not match.")


_check_presets()
