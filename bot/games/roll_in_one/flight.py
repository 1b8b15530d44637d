"""Flight (RIO-048–RIO-059, RIO-098, RIO-099): rolling the club and moving the ball.

A resolved result becomes a short *plan* of steps ("step", "any"/"turn" direction choices,
"land"/"dotted"); the plan runs one step at a time so a direction choice or a handicap
fly-on decision can pause it mid-roll and resume after the player decides.
"""

from __future__ import annotations

import random
from typing import Any

from bot.engine import State, event, roll, who
from bot.hexgrid import step
from bot.i18n import msg

from .common import active, ball, decide, ground, has_golfer, on_course, set_ball, terrain
from .data import CLUBS, face_label, face_value
from .words import board_msg, card_msg, direction_msg, face_msg, into_msg, names_msg, on_terrain, turn_msg  # noqa: F401

Events = list[dict[str, Any]]


def start_swing(st: State, club: str, direction: int) -> None:
    """RIO-048: number to beat 0, the aimed direction, the ball not yet moved."""
    t = st["turn"]
    t.update(
        club=club,
        aim=direction,
        dir=direction,
        beat=0,
        moved=False,
        plan=[],
        pending=None,
        first_done=False,
        landing=None,
        airborne=False,
        last_course=list(t["start"]),
    )
    t["flags"]["big_hitter_used"] = False  # "once per turn" is available again after a Mulligan
    st["stage"] = "flight"


def handicap_points(st: State, seat: int) -> int:
    return int(st["seats"][seat]["handicap"]) if st["options"]["handicap"] else 0


def start_terrain(st: State) -> str | None:
    t = st["turn"]
    if t["flags"]["preferred_lie"]:
        return "rough"  # C6: the start space counts as rough this turn
    return terrain(st, (t["start"][0], t["start"][1]))


def sand_first(st: State) -> bool:
    """RIO-056 applies to the next resolved roll (never for Bunker Pro, RIO-083)."""
    t = st["turn"]
    return not t["first_done"] and start_terrain(st) == "sand" and not has_golfer(st, active(st), "G1")


def in_trees(st: State) -> bool:
    """RIO-052 trees stop a triangle, unless Punch Out, Tree Threader or flying over OOB."""
    t = st["turn"]
    if t["airborne"] or t["flags"]["punch_out"] or has_golfer(st, active(st), "G2"):
        return False
    here = ball(st, active(st))
    if here is None:
        return False
    if t["flags"]["preferred_lie"] and list(here) == list(t["start"]):
        return False
    return terrain(st, here) == "trees"


def beats(st: State, number: int) -> bool:
    t = st["turn"]
    if number > t["beat"]:
        return True
    return t["club"] == "putter" and number == t["beat"] and has_golfer(st, active(st), "G5")  # RIO-087


def can_fly_on(st: State) -> bool:
    return handicap_points(st, active(st)) >= 1


def would_end(st: State) -> bool:
    """RIO-128 "landing": would accepting the pending result end the flight?"""
    t = st["turn"]
    face = str(t["pending"])
    if face == "C":
        return False  # a curve's step depends on the choice still to come
    if face.startswith("D"):
        return True
    if sand_first(st):
        return False
    number = face_value(face)
    if number is not None and not beats(st, number):
        return True
    if face == "T" and in_trees(st):
        return True
    here = ball(st, active(st))
    assert here is not None
    return not on_course(st, step(here, int(t["dir"]))) and not can_fly_on(st)


def roll_club(st: State, rng: random.Random) -> None:
    """RIO-049: roll the current club; the result is pending until resolved."""
    t = st["turn"]
    face = roll(rng, CLUBS[t["club"]].faces)
    t["pending"] = face
    t["flags"]["handicap_used"] = False
    t["rolls"].append({"club": t["club"], "face": face, "note": "pending"})


def cancel_pending(st: State) -> None:
    """A cancelled result is treated as never rolled (RIO-049); the log keeps it struck out."""
    t = st["turn"]
    t["pending"] = None
    t["rolls"][-1]["note"] = "cancelled"


def resolve_pending(st: State, events: Events) -> None:
    t = st["turn"]
    face = str(t["pending"])
    t["pending"] = None
    sand = not t["first_done"] and sand_first(st)  # sand_first's own first test, asked here: most rolls are later ones
    t["first_done"] = True
    entry = t["rolls"][-1]
    number = face_value(face)
    seat = int(t["seat"])
    if number is not None:
        if sand:
            t["beat"] = number
            entry["note"] = "sand"
        elif number > t["beat"] or beats(st, number):  # beats' own first test, asked here
            t["beat"] = number
            t["plan"] = ["step"]
            entry["note"] = "beat"
        else:
            t["plan"] = ["land"]
            entry["note"] = "fail"
    elif face == "T":
        if sand:
            entry["note"] = "sand"
        elif in_trees(st):
            t["plan"] = ["land"]
            entry["note"] = "trees"
        else:
            t["plan"] = ["step"]
            entry["note"] = "fly"
    elif face == "C":
        if sand:
            entry["note"] = "sand"
        else:
            t["plan"] = ["turn" if t["moved"] else "any", "step"]
            entry["note"] = "curve"
    elif face == "DC":
        t["plan"] = ["step", "turn", "step", "dotted"]  # RIO-055
        entry["note"] = "dotted"
    else:
        t["plan"] = ["step"] * int(face[1:]) + ["dotted"]  # RIO-054
        entry["note"] = "dotted"
    note = entry["note"]
    rolled = _ROLLED.get((face, note)) or f" rolled {face_label(face)}{_NOTE_ENDINGS.get(note, '')}."
    # engine.event's dict, written out: a shot rolls several times
    events.append(
        {"type": "roll", "text": who(seat) + rolled, "seat": seat, "face": face, "note": note, "club": t["club"]}
    )


_NOTE_ENDINGS = {"sand": " — stuck in the sand", "fail": " — fails", "trees": " — caught in the trees"}
NOTES = ("sand", "beat", "fail", "trees", "fly", "curve", "dotted")
# " rolled 5 — fails.": the words after the roller's name for every printed face and note, once.
_ROLLED = {
    (face, note): f" rolled {face_label(face)}{_NOTE_ENDINGS.get(note, '')}."
    for club in CLUBS.values()
    for face in club.faces
    for note in NOTES
}


def curve_options(st: State) -> list[int]:
    """RIO-053/RIO-055/RIO-089/RIO-129: every direction before the ball moved, else left/right."""
    t = st["turn"]
    d = int(t["dir"])
    if t["plan"][0] == "any":
        return list(range(6))
    options = [(d + 1) % 6, (d - 1) % 6]
    if has_golfer(st, active(st), "G7"):
        options.append(d)
    return options


def land(st: State, dotted: bool, oob: bool, events: Events) -> None:
    """End the flight. Over OOB (handicap) the ball drops back to its last course cell (RIO-099)."""
    t = st["turn"]
    seat = int(t["seat"])
    t["plan"] = []
    if t["airborne"]:
        set_ball(st, seat, (t["last_course"][0], t["last_course"][1]))
        t["path"].append(list(t["last_course"]))
        t["airborne"] = False
        oob = True
    t["landing"] = {"stage": "window", "dotted": dotted, "oob": oob, "reactors": None, "queue": [], "moving": None}
    here = st["balls"][seat]["cell"]
    if oob:
        text = f"{who(seat)} flew out of bounds and stops at the edge."
        said = msg("{who} flew out of bounds and stops at the edge.", who=who(seat))
    else:
        where = None if here is None else ground(st).get((here[0], here[1]))
        text = f"{who(seat)}'s ball lands {on_terrain(where)}."
        said = msg("{who}'s ball lands {where}.", who=who(seat), where=msg(on_terrain(where)))
    cell = None if here is None else [here[0], here[1]]
    # engine.event's dict, written out: every shot lands
    events.append(
        {"type": "land", "text": text, "msg": said.data(), "seat": seat, "oob": oob, "dotted": dotted, "cell": cell}
    )
    st["stage"] = "landing"


def step_ball(st: State, events: Events) -> None:
    """RIO-057: one step in the shot direction; OOB ends the flight (or asks to fly on)."""
    t = st["turn"]
    seat = int(t["seat"])
    here = st["balls"][seat]["cell"]
    assert here is not None
    target = step(here, int(t["dir"]))
    if target in ground(st):  # on_course, with the state read directly: a flight takes many steps
        st["balls"][seat]["cell"] = [target[0], target[1]]
        t["moved"] = True
        t["airborne"] = False
        t["last_course"] = [target[0], target[1]]
        t["path"].append([target[0], target[1]])
        t["plan"].pop(0)
    elif can_fly_on(st):
        decide(st, seat, "fly_on")  # RIO-098/RIO-130
    else:
        land(st, dotted=False, oob=True, events=events)


def fly_on(st: State, events: Events) -> None:
    t = st["turn"]
    seat = active(st)
    here = ball(st, seat)
    assert here is not None
    target = step(here, int(t["dir"]))
    st["seats"][seat]["handicap"] -= 1
    set_ball(st, seat, target)
    t["moved"] = True
    t["airborne"] = True
    t["path"].append([target[0], target[1]])
    t["plan"].pop(0)
    events.append(event("fly_on", msg("{who} spends a point to fly over out of bounds.", who=who(seat)), seat=seat))


def choose_direction(st: State, direction: int, events: Events) -> None:
    t = st["turn"]
    t["dir"] = direction
    t["plan"].pop(0)
    events.append(
        event(
            "curve",
            msg("{who} curves {direction}.", who=who(active(st)), direction=direction_msg(direction)),
            dir=direction,
        )
    )


def advance_plan(st: State, events: Events) -> bool:
    """One unit of planned flight work (a step, a pause for a choice, or the landing);
    False when the plan is empty and the club must be rolled again (RIO-058)."""
    t = st["turn"]
    if not t["plan"]:
        return False
    head = t["plan"][0]
    if head == "step":
        step_ball(st, events)
    elif head in ("any", "turn"):
        decide(st, active(st), "curve")
    else:
        land(st, dotted=head == "dotted", oob=False, events=events)
    return True
