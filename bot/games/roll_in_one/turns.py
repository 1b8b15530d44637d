"""Turns, rounds and holes (RIO-039–RIO-047, RIO-072, RIO-106, RIO-107, RIO-111, RIO-113–RIO-121).

``run`` is the engine's driver: it does all automatic work (rolling, resolving, landing
stages, ending turns and holes) until some seat must decide or the game is over.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from operator import itemgetter
from typing import Any

from bot.engine import Action, State, event, who
from bot.i18n import N_, msg, nmsg

from .cards import aim_card_actions
from .common import (
    SHARED_COURSE_MODES,
    SOLO_MODES,
    ball,
    clockwise_from,
    deal,
    decide,
    has_golfer,
    mode,
    nudge_steps,
    set_ball,
    shared_course,
    tee,
    terrain,
)
from .data import BOARDS, CLUBS
from .design import SOLO_ROUND_COUNTS, new_hole, set_design_decision
from .flight import advance_plan
from .geometry import direction_name
from .landing import advance_landing
from .rollwindow import roll_and_offer
from .scoring import finish_game, score_hole
from .words import INTO_TERRAIN, card_msg, into_terrain

Events = list[dict[str, Any]]
HOLE_ROUND_CAP = 20  # RIO-045
CAMPAIGN_ROUND_CAP = 60  # RIO-107
BUMPER_ROUND_CAP = 30  # RIO-111
SOLO_TURN_CAP = 30  # RIO-116
SURVIVAL_HOLES = 18  # RIO-121
PAUSE_CHOICES = ("always", "landing", "never")
PAUSE_LABELS = {
    "always": N_("Setting: stop after every roll"),
    "landing": N_("Setting: stop only before the ball lands"),
    "never": N_("Setting: never stop on rolls"),
}


def new_turn(st: State, seat: int) -> dict[str, Any]:
    balls, seats = st["balls"], st["seats"]
    here = balls[seat]["cell"]
    start = [here[0], here[1]] if here is not None else list(tee())
    return {
        "seat": seat,
        "start": start,
        "club": None,
        "aim": None,
        "dir": None,
        "beat": 0,
        "moved": False,
        "plan": [],
        "pending": None,
        "first_done": False,
        "landing": None,
        "airborne": False,
        "last_course": list(start),
        "rolls": [],
        "path": [list(start)],
        "cards": [],
        "mulligans": 0,
        # public facts at the turn's start, so the picture can say what the shot changed
        "before": {
            "cells": list(map(_CELL, balls)),
            "holed": list(map(_HOLED, balls)),
            "penalties": list(map(_PENALTIES, seats)),
            "reached": list(map(len, map(_REACHED, seats))),
        },
        "flags": {
            "preferred_lie": False,
            "punch_out": False,
            "free_drop": False,
            "big_hitter_used": False,
            "handicap_used": False,
        },
    }


# Readers of one field, for the per-seat facts of every turn (quicker than comprehensions).
_CELL, _HOLED = itemgetter("cell"), itemgetter("holed")
_PENALTIES, _REACHED = itemgetter("penalties"), itemgetter("greens_reached")


def begin_turn(st: State, seat: int, events: Events) -> None:
    """RIO-046: survival payment, then the Nudger option; then aim."""
    st["turn"] = new_turn(st, seat)
    if st["mode"] == "solo_survival" and st["seats"][seat]["tokens"] > 0:
        st["seats"][seat]["tokens"] -= 1  # RIO-118
    if has_golfer(st, seat, "G4") and nudge_steps(st, seat):
        st["stage"] = "nudge"
        decide(st, seat, "nudge")
        return
    st["stage"] = "aim"
    decide(st, seat, "aim")


def nudge_actions(st: State, seat: int) -> list[Action]:
    assert ball(st, seat) is not None
    actions: list[Action] = [{"type": "no_nudge", "label": N_("Don't nudge")}]
    for d, cell, kind in nudge_steps(st, seat):
        label = _NUDGE_LABELS.get((d, kind)) or f"Nudge {direction_name(d)} {into_terrain(kind)}"
        actions.append({"type": "nudge", "to": [cell[0], cell[1]], "label": label})
    return actions


# "Nudge north-east onto the fairway": every direction and terrain a nudge may go to, worded once.
_NUDGE_LABELS = {
    (d, kind): f"Nudge {direction_name(d)} {into_terrain(kind)}" for d in range(6) for kind in INTO_TERRAIN
}


def apply_nudge(st: State, seat: int, action: Action, events: Events) -> None:
    if action["type"] == "nudge":
        cell = (int(action["to"][0]), int(action["to"][1]))
        set_ball(st, seat, cell)
        st["turn"] = new_turn(st, seat)  # the nudged-to cell is the start space (RIO-046)
        text = msg("{who} nudges the ball ({card}).", who=who(seat), card=card_msg("Nudger"))
        events.append(event("nudge", text, seat=seat, to=list(cell)))
    st["stage"] = "aim"
    decide(st, seat, "aim")


# The 36 swings never change: built once, copied when listed (a caller may keep or change its list).
SWINGS: tuple[Action, ...] = tuple(
    {"type": "swing", "club": club.id, "dir": d, "label": f"{club.name}, {direction_name(d)}"}
    for club in CLUBS.values()
    for d in range(6)
)
_SWING_OF = {(a["club"], a["dir"]): a for a in SWINGS}


def aim_actions(st: State, seat: int) -> list[Action]:
    """Swings (public), then AIM cards and settings (private): already public first."""
    return [*map(dict.copy, SWINGS), *aim_card_actions(st, seat), *settings_actions(st, seat)]


def aim_candidates(st: State, seat: int, action: Mapping[str, Any]) -> list[Action]:
    """The aim actions a submitted one could equal: of a swing, only the swing it names."""
    kind = action["type"]
    if kind == "swing":
        club, direction = action.get("club"), action.get("dir")
        # only hashable keys are looked up; exact types are checked by the match that follows
        found = _SWING_OF.get((club, direction)) if isinstance(club, str) and isinstance(direction, int) else None
        return [] if found is None else [found.copy()]
    if kind == "card":
        return aim_card_actions(st, seat)
    return settings_actions(st, seat) if kind == "settings" else []


def exact_swing(action: Mapping[str, Any]) -> Action | None:
    """The listed swing ``action`` names exactly (``find_action``'s test: the same keys besides
    the label, values of the same JSON types), as a copy; None when it names none exactly."""
    club, direction = action.get("club"), action.get("dir")
    if type(club) is not str or type(direction) is not int or len(action) - ("label" in action) != 3:
        return None
    found = _SWING_OF.get((club, direction))
    return None if found is None else found.copy()


def settings_actions(st: State, seat: int) -> list[Action]:
    settings = st["seats"][seat]["settings"]
    key = (settings["pause_rolls"], bool(settings["auto_pass"]))
    return list(map(dict.copy, _SETTINGS_ACTIONS.get(key) or _settings_actions(*key)))


def _settings_actions(pause_rolls: str, auto_pass: bool) -> tuple[Action, ...]:
    """The settings a seat may change to: the other stops, then the other reaction setting."""
    actions: list[Action] = [
        {"type": "settings", "pause_rolls": choice, "label": PAUSE_LABELS[choice]}
        for choice in PAUSE_CHOICES
        if choice != pause_rolls
    ]
    flip = not auto_pass
    passing = N_("Setting: pass other players' landings for me")
    label = passing if flip else N_("Setting: let me react to other landings")
    actions.append({"type": "settings", "auto_pass": flip, "label": label})
    return tuple(actions)


# Listed at every aim: built once per pair of settings, copied when listed.
_SETTINGS_ACTIONS = {(p, a): _settings_actions(p, a) for p in PAUSE_CHOICES for a in (False, True)}


# --- turn order --------------------------------------------------------------------------


def _skipped(st: State, seat: int) -> bool:
    seat_state = st["seats"][seat]
    if seat_state["left"]:
        return True
    if st["mode"] == "campaign":
        return seat_state["finished_at"] is not None  # RIO-106
    return bool(st["balls"][seat]["holed"])  # RIO-042


def round_order(st: State) -> list[int]:
    lead = int(st["hole"]["lead"])
    return [lead, *clockwise_from(st, lead)[:-1]]


def _start_round_turn(st: State, events: Events) -> bool:
    """Begin the first unskipped turn from ``st["order_pos"]`` on; False at the round's end."""
    players, lead = st["players"], int(st["hole"]["lead"])
    while st["order_pos"] < players:
        seat = (lead + st["order_pos"]) % players  # round_order(st)[order_pos], without the list
        if not _skipped(st, seat):
            begin_turn(st, seat, events)
            return True
        st["order_pos"] += 1
    return False


ROUND_CAPS = {"campaign": CAMPAIGN_ROUND_CAP, "bumper": BUMPER_ROUND_CAP}


def _round_cap(st: State) -> int:
    return ROUND_CAPS.get(st["mode"], HOLE_ROUND_CAP)


def end_turn(st: State, rng: random.Random, events: Events) -> None:
    t = st["turn"]
    seat = int(t["seat"])
    hole = st["hole"]
    st["last_turn"] = {
        "seat": t["seat"],
        "club": t["club"],
        "aim": t["aim"],
        "rolls": t["rolls"],
        "path": t["path"],
        "cards": t["cards"],
        "start": t["start"],
        "hole": hole["number"],
        "outcome": _outcome(st, t),
    }
    hole["turns"] += 1
    st["turn"] = None
    kind = st["mode"]
    if kind in SOLO_MODES:
        _end_solo_turn(st, seat, events)
        return
    if kind == "bumper" and any(s["penalties"] >= 6 for s in st["seats"] if not s["left"]):
        finish_game(st, events)  # RIO-111
        return
    if kind == "campaign" and st["campaign"]["finishers"]:
        _campaign_extra(st, seat, events)
        return
    shared = kind in SHARED_COURSE_MODES
    # RIO-044 below: outside campaign a remaining seat is skipped once its ball is holed
    if not shared and all(b["holed"] for b, s in zip(st["balls"], st["seats"], strict=False) if not s["left"]):
        st["stage"] = "hole_end"  # RIO-044: every ball holed
        return
    st["order_pos"] += 1
    if _start_round_turn(st, events):
        return
    if (not shared and hole["holed_any"]) or st["round"] >= _round_cap(st):
        st["stage"] = "hole_end"
        return
    st["round"] += 1
    st["order_pos"] = 0
    if not _start_round_turn(st, events):
        st["stage"] = "hole_end"


def _outcome(st: State, t: dict[str, Any]) -> dict[str, Any]:
    """What the finished shot did, in public facts: where the ball came to rest, whether it flew
    out of bounds, penalty tokens taken, balls knocked on and balls holed."""
    seat = int(t["seat"])
    before = t.get("before") or {}
    balls, seats = st["balls"], st["seats"]
    cell = balls[seat]["cell"]
    landing = t.get("landing") or {}
    cells, was_holed, had = before.get("cells", []), before.get("holed", []), before.get("reached", [])
    moved: list[int] = []
    holed: list[int] = []
    reached: list[int] = []
    if len(cells) == len(was_holed) == len(had):  # as every turn records them: one pass, seat order
        for s, was in enumerate(cells):
            now, seat_state = balls[s], seats[s]
            if s != seat and not seat_state["left"] and was is not None and now["cell"] != was:
                moved.append(s)
            if now["holed"] and not was_holed[s]:
                holed.append(s)
            if len(seat_state["greens_reached"]) > had[s]:
                reached.append(s)
    else:  # a save whose turn recorded fewer facts
        moved = [
            s
            for s, b in enumerate(cells)
            if s != seat and not seats[s]["left"] and b is not None and balls[s]["cell"] != b
        ]
        holed = [s for s, b in enumerate(was_holed) if balls[s]["holed"] and not b]
        reached = [s for s, n in enumerate(had) if len(seats[s]["greens_reached"]) > n]
    return {
        "rest": None if cell is None else terrain(st, (cell[0], cell[1])),
        "oob": bool(landing.get("oob")),
        "penalties": [max(0, s["penalties"] - b) for s, b in zip(seats, before.get("penalties", []), strict=False)],
        "moved": moved,
        "holed": holed,
        "reached": reached,
    }


def _campaign_extra(st: State, seat: int, events: Events) -> None:
    """RIO-106/RIO-150: after the first finish every other player gets N more turns."""
    camp = st["campaign"] = st["campaign"].copy()  # a new dict: shared with the state before
    if camp["extra_left"] is None:
        n = int(camp["extra_turns"])
        camp["extra_left"] = [0 if _skipped(st, s) else n for s in range(st["players"])]
        cursor = int(camp["finishers"][0])
        more = nmsg(
            "Everyone else gets {n} more turn to catch up.", "Everyone else gets {n} more turns to catch up.", n
        )
        events.append(event("extra", more, turns=n))
    else:
        left = camp["extra_left"] = camp["extra_left"][:]  # a new list: shared with the state before
        left[seat] = max(0, left[seat] - 1)
        cursor = seat
    for s in clockwise_from(st, cursor):
        if camp["extra_left"][s] > 0 and not _skipped(st, s):
            begin_turn(st, s, events)
            return
    finish_game(st, events)


def _end_solo_turn(st: State, seat: int, events: Events) -> None:
    holed = bool(st["balls"][seat]["holed"])
    if mode(st) == "solo_survival":
        if holed:
            st["stage"] = "hole_end"
        elif st["seats"][seat]["tokens"] <= 0:
            finish_game(st, events)  # RIO-120
        else:
            begin_turn(st, seat, events)
        return
    if holed or st["hole"]["turns"] >= SOLO_TURN_CAP:
        st["stage"] = "hole_end"
    else:
        begin_turn(st, seat, events)


# --- holes -------------------------------------------------------------------------------


def start_hole(st: State, rng: random.Random, events: Events) -> None:
    """After the hole is confirmed: deal caddie cards, balls to the tee, first turn."""
    hole = st["hole"]
    hole["confirmed"] = True
    lead = int(hole["lead"])
    kind = mode(st)
    if kind == "solo_survival":
        deal(st, rng, 1, 0)
        st["seats"][0]["tokens"] = sum(2 if BOARDS[b["id"]].shape == "diamond" else 1 for b in hole["boards"])
    elif kind == "solo_round":
        unused = [c for c in SOLO_ROUND_COUNTS if c not in st["solo_counts_used"]]
        count = len(hole["boards"])
        short = count if count in unused else unused[0]  # RIO-137 short hole
        st["solo_counts_used"] = [*st["solo_counts_used"], short]  # a new list: shared with the state before
        if hole["number"] > 0:
            deal(st, rng, 1, 0)
    else:
        deal(st, rng, 3 if hole["number"] == 0 else 1, lead)
    for s in range(st["players"]):
        st["balls"][s] = {"cell": None if st["seats"][s]["left"] else list(tee()), "holed": False}
    st["round"] = 1
    st["order_pos"] = 0
    par = f"{hole['par']:g}"
    events.append(
        event(
            "tee_off", msg("Hole {hole} (par {par}): {who} tees off.", hole=hole["number"] + 1, par=par, who=who(lead))
        )
    )
    if not _start_round_turn(st, events):
        st["stage"] = "hole_end"


def start_design(st: State, number: int, designer: int) -> None:
    st["hole"] = new_hole(number, designer)
    st["balls"] = [{"cell": None, "holed": False} for _ in range(st["players"])]
    st["stage"] = "design"
    set_design_decision(st)


def end_hole(st: State, events: Events) -> None:
    """Score the hole, clear penalties, pass the marker (RIO-071, RIO-072), start the next."""
    score_hole(st, events)
    number = int(st["hole"]["number"]) + 1
    kind = mode(st)
    if shared_course(st):
        finish_game(st, events)  # one course; penalty tokens are kept all game (RIO-105, RIO-108)
        return
    for s in st["seats"]:
        s["penalties"] = 0
        s["waterproof_used"] = False
    if kind == "solo_survival":
        st["seats"][0]["tokens"] = 0  # RIO-120: leftover tokens are discarded
        if st["survival_holes"] >= SURVIVAL_HOLES:
            finish_game(st, events)
        else:
            start_design(st, number, 0)
        return
    if kind == "solo_round":
        if len(st["solo_counts_used"]) >= st.get("solo_holes", 3):  # RIO-114, lowered by RIO-037
            finish_game(st, events)
        else:
            start_design(st, number, 0)
        return
    if number >= st["holes_total"]:
        finish_game(st, events)
        return
    designer = next(s for s in clockwise_from(st, int(st["hole"]["lead"])) if not st["seats"][s]["left"])
    st["first_player"] = designer
    start_design(st, number, designer)


def run(st: State, rng: random.Random, events: Events) -> None:
    """Automatic work until a decision is pending or the game is over."""
    while st["decision"] is None and st["stage"] != "over":
        stage = st["stage"]
        if stage == "flight":
            if not st["turn"]["plan"]:  # advance_plan's own test, asked here: most steps roll
                roll_and_offer(st, rng, events)
            else:
                advance_plan(st, events)
        elif stage == "landing":
            advance_landing(st, rng, events)
        elif stage == "turn_end":
            end_turn(st, rng, events)
        elif stage == "hole_end":
            end_hole(st, events)
        elif stage == "tee_off":
            start_hole(st, rng, events)
        else:
            raise AssertionError(f"stage {stage} has no pending decision")
