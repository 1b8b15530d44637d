"""AIM and LANDING caddie cards (D5, RIO-076–RIO-081, RIO-100–RIO-102).

Card actions name the card *kind* (``"card": "C8"``); the first held card of that kind is
played. Cards that would do nothing (a second Punch Out or Free Drop in one turn) are not
offered (design: RIO-077 requirements read as "has an effect").
"""

from __future__ import annotations

from functools import cache
from typing import Any

from bot.engine import Action, State, event, who
from bot.hexgrid import step
from bot.i18n import N_, msg

from .common import active, ball, decide, forward, on_course, play_card, set_ball
from .data import card_kind
from .flight import start_terrain
from .geometry import direction_name

Events = list[dict[str, Any]]
_kind_of = cache(card_kind)  # one entry per card id: a hand is read at every aim and landing
LANDING_KINDS = frozenset(("C8", "C9", "C10", "C11", "C12"))  # the cards listed below, D5


def aim_card_actions(st: State, seat: int) -> list[Action]:
    kinds = set(map(_kind_of, st["seats"][seat]["hand"]))
    if "C6" not in kinds and "C7" not in kinds:
        return []  # listed at every aim: most hands hold no AIM card
    flags = st["turn"]["flags"]
    actions: list[Action] = []
    if "C6" in kinds and start_terrain(st) in ("sand", "trees"):
        actions.append({"type": "card", "card": "C6", "label": N_("Preferred Lie: play this turn from rough")})
    if "C7" in kinds and not flags["punch_out"]:
        actions.append({"type": "card", "card": "C7", "label": N_("Punch Out: triangles ignore trees this turn")})
    return actions


def apply_aim_card(st: State, seat: int, kind: str, events: Events) -> None:
    flags = st["turn"]["flags"]
    if kind == "C6":
        play_card(st, seat, "C6", "", events)
        flags["preferred_lie"] = True
    else:
        play_card(st, seat, "C7", "", events)
        flags["punch_out"] = True


def _card_targets(st: State) -> dict[str, Any]:
    t = st["turn"]
    here = ball(st, active(st))
    assert here is not None
    d = int(t["dir"])
    return {
        "C8": step(here, d),
        "C9": step(here, (d + 3) % 6),
        "left": step(here, forward(d, "left")),
        "right": step(here, forward(d, "right")),
    }


def landing_card_actions(st: State, player: int) -> list[Action]:
    """LANDING cards ``player`` may play on the active ball now (requirements of D5)."""
    kinds = set(map(_kind_of, st["seats"][player]["hand"]))
    if kinds.isdisjoint(LANDING_KINDS):
        return []  # asked at every landing and reaction: most hands hold no LANDING card
    t = st["turn"]
    targets = _card_targets(st)
    d = int(t["dir"])
    actions: list[Action] = []
    if "C8" in kinds and on_course(st, targets["C8"]):
        actions.append({"type": "card", "card": "C8", "label": f"Tailwind: 1 space {direction_name(d)}"})
    if "C9" in kinds and on_course(st, targets["C9"]):
        actions.append({"type": "card", "card": "C9", "label": f"Headwind: 1 space {direction_name(d + 3)}"})
    if "C10" in kinds:
        for turn in ("left", "right"):
            if on_course(st, targets[turn]):
                name = direction_name(forward(d, turn))
                actions.append({"type": "card", "card": "C10", "turn": turn, "label": f"Crosswind: 1 space {name}"})
    if "C11" in kinds:
        actions.append({"type": "card", "card": "C11", "label": N_("Mulligan: replay the turn")})
    if "C12" in kinds and not t["flags"]["free_drop"]:
        actions.append({"type": "card", "card": "C12", "label": N_("Free Drop: no water or out-of-bounds penalty")})
    return actions


def mulligan(st: State, events: Events) -> None:
    """RIO-081: back to the start space, the flight void, aim again (turn-start effects not repeated)."""
    t = st["turn"]
    seat = active(st)
    set_ball(st, seat, (t["start"][0], t["start"][1]))
    t.update(plan=[], pending=None, landing=None, airborne=False, club=None, aim=None, dir=None, beat=0, moved=False)
    t["path"] = [list(t["start"])]
    t["rolls"].append({"club": None, "face": "", "note": "mulligan"})
    t["mulligans"] += 1
    events.append(event("mulligan", msg("{who} replays the turn.", who=who(seat)), seat=seat))
    st["stage"] = "aim"
    decide(st, seat, "aim")


def apply_landing_card(st: State, player: int, action: Action, events: Events) -> bool:
    """Play a LANDING card for the active ball; True when it was a Mulligan (the landing is void)."""
    kind = action["card"]
    t = st["turn"]
    seat = active(st)
    targets = _card_targets(st)
    if kind == "C11":
        play_card(st, player, kind, "", events)
        mulligan(st, events)
        return True
    if kind == "C12":
        play_card(st, player, kind, "", events)
        t["flags"]["free_drop"] = True
        return False
    if kind == "C10":
        target = targets[action["turn"]]
        t["dir"] = forward(int(t["dir"]), action["turn"])
    else:
        target = targets[kind]
    play_card(st, player, kind, direction_name(int(t["dir"]) + (3 if kind == "C9" else 0)), events)
    set_ball(st, seat, target)  # a card move is not flight: trees and balls don't stop it
    t["path"].append([target[0], target[1]])
    return False
