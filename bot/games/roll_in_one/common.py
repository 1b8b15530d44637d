"""State helpers every rules module shares: the course under a state, balls, seats, cards, penalties.

State is plain JSON (``dict[str, Any]``); these helpers are the one place that knows its layout.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from bot.engine import State, event, who
from bot.hexgrid import DIRECTIONS
from bot.i18n import msg

from .data import CADDIE, TEE_SPACE, Hex, card_kind
from .geometry import CourseMap, Placement, course_map, placement_of
from .words import card_msg, choice_msg

SOLO_MODES = ("solo_round", "solo_survival")
SHARED_COURSE_MODES = ("campaign", "bumper")  # one course, 3 greens, balls never removed


def hexes(cell: Any) -> Hex:
    return int(cell[0]), int(cell[1])


def placements(st: State) -> tuple[Placement, ...]:
    return tuple(placement_of(b) for b in st["hole"]["boards"])


# The last hole's boards and their map: a move asks "what is under this cell?" dozens of times.
# The list asked about last is kept (so its id is never reused) with its length and a copy of its
# entries: the same list at the same length is the same course (boards are only ever added or
# taken back), and another list with equal entries is too, at the cost of one comparison.
_last_course: tuple[list[dict[str, Any]], int, list[dict[str, Any]], CourseMap] = ([], 0, [], course_map(()))


def course(st: State) -> CourseMap:
    global _last_course
    boards = st["hole"]["boards"]
    asked, size, known, found = _last_course
    if boards is asked and len(boards) == size:
        return found
    if boards != known:
        found = course_map(placements(st))
        known = [{**b, "t": list(b["t"])} for b in boards]
    _last_course = (boards, len(boards), known, found)
    return found


def greens(st: State) -> list[Hex]:
    return [hexes(g) for g in st["hole"]["greens"]]


def green_index(st: State, cell: Hex) -> int | None:
    found = st["hole"]["greens"]
    here = [cell[0], cell[1]]  # greens are stored as [q, r]: compared as stored, not converted
    return found.index(here) if here in found else None


def on_course(st: State, cell: Hex) -> bool:
    return cell in ground(st)  # the course's cells, as its map's; found quicker


def terrain(st: State, cell: Hex) -> str | None:
    """What acts on a ball here: None off the course, "green" under a green token (RIO-029),
    "rough" for the tee space once play starts (RIO-143), else the printed terrain."""
    return ground(st).get(cell)


# The last course's ground (``terrain`` of every cell), with the boards list (kept, so its id is
# never reused) and its length, the greens and the map it was made from: a shot asks for the
# terrain under the ball at every stage, and boards and greens are replaced, not changed, in play.
# One tuple, read and replaced whole, so a thread never sees one course's map with another's key.
_last_ground: tuple[list[dict[str, Any]], int, list[list[int]], CourseMap | None, dict[Hex, str]] = (
    [],
    0,
    [],
    None,
    {},
)


def ground(st: State) -> dict[Hex, str]:
    """Course cell -> what acts on a ball there, as ``terrain`` says it (read-only: shared)."""
    global _last_ground
    hole = st["hole"]
    boards, placed = hole["boards"], hole["greens"]
    known_boards, size, known_greens, known_map, found = _last_ground
    if boards is known_boards and len(boards) == size and placed == known_greens:
        return found  # the same course (as ``course`` decides it) and the same greens
    found_map = course(st)
    if found_map is not known_map or placed != known_greens:
        found = {cell: "rough" if kind == "tee" else kind for cell, kind in found_map.terrain.items()}
        for green in placed:
            cell = (green[0], green[1])
            if cell in found:
                found[cell] = "green"
    _last_ground = (boards, len(boards), [[g[0], g[1]] for g in placed], found_map, found)
    return found


def mode(st: State) -> str:
    return str(st["mode"])


def solo(st: State) -> bool:
    return mode(st) in SOLO_MODES


def shared_course(st: State) -> bool:
    return mode(st) in SHARED_COURSE_MODES


def ball(st: State, seat: int) -> Hex | None:
    cell = st["balls"][seat]["cell"]
    return None if cell is None else (cell[0], cell[1])


def set_ball(st: State, seat: int, cell: Hex | None) -> None:
    st["balls"][seat]["cell"] = None if cell is None else [cell[0], cell[1]]


def in_play(st: State, seat: int) -> bool:
    """The seat still has a ball on the course (not holed, not left)."""
    return not st["seats"][seat]["left"] and not st["balls"][seat]["holed"] and ball(st, seat) is not None


def balls_at(st: State, cell: Hex) -> list[int]:
    """The seats whose ball is in play on ``cell``."""
    here = [cell[0], cell[1]]
    seats = st["seats"]
    return [s for s, b in enumerate(st["balls"]) if b["cell"] == here and not b["holed"] and not seats[s]["left"]]


def remaining(st: State) -> list[int]:
    return [s for s in range(st["players"]) if not st["seats"][s]["left"]]


def clockwise_from(st: State, seat: int) -> list[int]:
    """Every seat in clockwise (ascending, wrapping) order starting after ``seat`` (RIO-038)."""
    n = st["players"]
    return [(seat + i) % n for i in range(1, n + 1)]


def has_golfer(st: State, seat: int, golfer: str) -> bool:
    return st["seats"][seat]["golfer"] == golfer or golfer in st["shared_golfers"]


def decide(st: State, seat: int, step_name: str) -> None:
    st["decision"] = {"seat": seat, "step": step_name}


def active(st: State) -> int:
    return int(st["turn"]["seat"])


def forward(direction: int, turn: str) -> int:
    """forward-left is d+1 and forward-right d−1 (RIO-010)."""
    return (direction + (1 if turn == "left" else -1 if turn == "right" else 0)) % 6


def hand_kinds(st: State, seat: int) -> list[str]:
    return [card_kind(c) for c in st["seats"][seat]["hand"]]


def holds_window(st: State, seat: int, window: str) -> bool:
    return window in map(_window_of, st["seats"][seat]["hand"])


@cache  # one entry per card id: asked at every roll and landing
def _window_of(card: str) -> str:
    return CADDIE[card_kind(card)].window


def play_card(st: State, seat: int, kind: str, choice: str, events: list[dict[str, Any]]) -> None:
    """Move the first card of ``kind`` from the hand to the discard pile and record it publicly."""
    seat_state = st["seats"][seat]
    hand: list[str] = seat_state["hand"][:]  # a new list: the hand is shared with the state before
    card = next(c for c in hand if card_kind(c) == kind)
    hand.remove(card)
    seat_state["hand"] = hand
    st["discard"].append(card)
    name = CADDIE[kind].name
    if st.get("turn") is not None:
        st["turn"]["cards"].append({"seat": seat, "kind": kind, "name": name, "choice": choice})
    text = (
        msg("{who} played {card} ({choice}).", who=who(seat), card=card_msg(name), choice=choice_msg(choice))
        if choice
        else msg("{who} played {card}.", who=who(seat), card=card_msg(name))
    )
    events.append(event("card", text, seat=seat, card=kind))


def draw_card(st: State, rng: random.Random, seat: int) -> bool:
    """One draw for ``seat``; reshuffles the discard pile into an empty deck (RIO-040).
    Returns False when deck and discard are both empty (the draw is skipped)."""
    if not st["deck"]:
        if not st["discard"]:
            return False
        st["deck"] = st["discard"]
        st["discard"] = []
        rng.shuffle(st["deck"])
    seat_state = st["seats"][seat]
    seat_state["hand"] = [*seat_state["hand"], st["deck"].pop(0)]  # new: shared with the state before
    return True


def deal(st: State, rng: random.Random, per_seat: int, lead: int) -> None:
    """Deal one card at a time in turn order from ``lead`` (RIO-039); an exhausted supply stops it."""
    order = [s for s in [lead, *clockwise_from(st, lead)[:-1]] if not st["seats"][s]["left"]]
    for _ in range(per_seat):
        for seat in order:
            if not draw_card(st, rng, seat):
                return


def give_penalty(st: State, seat: int, cause: str, events: list[dict[str, Any]]) -> None:
    """One penalty token for ``seat``. ``cause`` is "water", "oob" or "hit".

    Free Drop (active ball, water/OOB) is checked before Waterproof so it doesn't use up the
    golfer; in survival the token is paid from the survival supply instead (RIO-118)."""
    turn = st.get("turn")
    if cause in ("water", "oob") and turn is not None and turn["seat"] == seat and turn["flags"]["free_drop"]:
        events.append(
            event(
                "free_drop",
                msg("{who} takes no penalty ({card}).", who=who(seat), card=card_msg("Free Drop")),
                seat=seat,
            )
        )
        return
    seat_state = st["seats"][seat]
    if cause == "water" and has_golfer(st, seat, "G3") and not seat_state["waterproof_used"]:
        seat_state["waterproof_used"] = True
        events.append(
            event(
                "waterproof",
                msg("{who} shrugs off the water ({card}).", who=who(seat), card=card_msg("Waterproof")),
                seat=seat,
            )
        )
        return
    paid = {
        "water": msg("{who} pays a token for water.", who=who(seat)),
        "oob": msg("{who} pays a token for out of bounds.", who=who(seat)),
        "hit": msg("{who} pays a token for being hit.", who=who(seat)),
    }
    took = {
        "water": msg("{who} takes a penalty for water.", who=who(seat)),
        "oob": msg("{who} takes a penalty for out of bounds.", who=who(seat)),
        "hit": msg("{who} takes a penalty for being hit.", who=who(seat)),
    }
    if mode(st) == "solo_survival":
        if seat_state["tokens"] > 0:
            seat_state["tokens"] -= 1
            events.append(event("penalty", paid[cause], seat=seat, cause=cause))
        return
    seat_state["penalties"] += 1
    events.append(event("penalty", took[cause], seat=seat, cause=cause))


def nudge_targets(st: State, seat: int) -> list[Hex]:
    """RIO-086: adjacent course cells that are not water, not a green and hold no ball."""
    return [cell for _d, cell, _kind in nudge_steps(st, seat)]


def nudge_steps(st: State, seat: int) -> list[tuple[int, Hex, str]]:
    """``nudge_targets`` with the direction of each from the ball and its terrain, in direction order."""
    here = ball(st, seat)
    if here is None:
        return []
    seats = st["seats"]
    held = {
        (b["cell"][0], b["cell"][1])
        for s, b in enumerate(st["balls"])
        if b["cell"] is not None and not b["holed"] and not seats[s]["left"]
    }  # the cells ``balls_at`` finds a ball on, worked out once for the six neighbours
    under = ground(st)
    found = []
    for d, (dq, dr) in enumerate(DIRECTIONS):
        cell = (here[0] + dq, here[1] + dr)
        kind = under.get(cell)
        if kind is not None and kind != "water" and kind != "green" and cell not in held:
            found.append((d, cell, kind))
    return found


def tee() -> Hex:
    return TEE_SPACE
