"""State helpers every rules module shares: the course under a state, balls, seats, cards, penalties.

State is plain JSON (``dict[str, Any]``); these helpers are the one place that knows its layout.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from bot.engine import State, event, who
from bot.hexgrid import step

from .data import CADDIE, TEE_SPACE, Hex, card_kind
from .geometry import CourseMap, Placement, course_map, placement_of

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
    return cell in course(st).terrain


def terrain(st: State, cell: Hex) -> str | None:
    """What acts on a ball here: None off the course, "green" under a green token (RIO-029),
    "rough" for the tee space once play starts (RIO-143), else the printed terrain."""
    printed = course(st).terrain.get(cell)
    if printed is None:
        return None
    if [cell[0], cell[1]] in st["hole"]["greens"]:
        return "green"
    return "rough" if printed == "tee" else printed


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
    hand: list[str] = st["seats"][seat]["hand"]
    card = next(c for c in hand if card_kind(c) == kind)
    hand.remove(card)
    st["discard"].append(card)
    name = CADDIE[kind].name
    if st.get("turn") is not None:
        st["turn"]["cards"].append({"seat": seat, "kind": kind, "name": name, "choice": choice})
    detail = f" ({choice})" if choice else ""
    events.append(event("card", f"{who(seat)} played {name}{detail}.", seat=seat, card=kind))


def draw_card(st: State, rng: random.Random, seat: int) -> bool:
    """One draw for ``seat``; reshuffles the discard pile into an empty deck (RIO-040).
    Returns False when deck and discard are both empty (the draw is skipped)."""
    if not st["deck"]:
        if not st["discard"]:
            return False
        st["deck"] = st["discard"]
        st["discard"] = []
        rng.shuffle(st["deck"])
    st["seats"][seat]["hand"].append(st["deck"].pop(0))
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
        events.append(event("free_drop", f"{who(seat)} takes no penalty (Free Drop).", seat=seat))
        return
    seat_state = st["seats"][seat]
    if cause == "water" and has_golfer(st, seat, "G3") and not seat_state["waterproof_used"]:
        seat_state["waterproof_used"] = True
        events.append(event("waterproof", f"{who(seat)} shrugs off the water (Waterproof).", seat=seat))
        return
    what = {"water": "water", "oob": "out of bounds", "hit": "being hit"}[cause]
    if mode(st) == "solo_survival":
        if seat_state["tokens"] > 0:
            seat_state["tokens"] -= 1
            events.append(event("penalty", f"{who(seat)} pays a token for {what}.", seat=seat, cause=cause))
        return
    seat_state["penalties"] += 1
    events.append(event("penalty", f"{who(seat)} takes a penalty for {what}.", seat=seat, cause=cause))


def nudge_targets(st: State, seat: int) -> list[Hex]:
    """RIO-086: adjacent course cells that are not water, not a green and hold no ball."""
    here = ball(st, seat)
    if here is None:
        return []
    found = []
    for d in range(6):
        cell = step(here, d)
        kind = terrain(st, cell)
        if kind is not None and kind not in ("water", "green") and not balls_at(st, cell):
            found.append(cell)
    return found


def tee() -> Hex:
    return TEE_SPACE
