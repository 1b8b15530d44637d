"""Landing (RIO-060–RIO-070, RIO-094, RIO-095, RIO-101, RIO-105, RIO-109, RIO-110, RIO-148).

The landing runs as stages kept in ``turn["landing"]["stage"]``, so each decision (landing
window, reactions, Fairway Finder, ricochet, bumper green moves) pauses it and the next
action resumes exactly where it stopped:
window → reaction → slide → penalty → green → moves → collide → moves_after → done.
"""

from __future__ import annotations

import random
from typing import Any

from bot.engine import Action, State, event, who
from bot.hexgrid import direction_between, distance, step
from bot.i18n import msg

from .common import (
    active,
    ball,
    balls_at,
    clockwise_from,
    decide,
    draw_card,
    give_penalty,
    green_index,
    greens,
    ground,
    has_golfer,
    hexes,
    holds_window,
    in_play,
    mode,
    on_course,
    placements,
    set_ball,
    solo,
    tee,
    terrain,
)
from .design import local_label
from .geometry import course_map, direction_name
from .words import (  # noqa: F401
    balls_of,
    board_msg,
    board_name,
    card_msg,
    direction_msg,
    face_msg,
    into_msg,
    into_terrain,
    names_msg,
    turn_msg,
)

Events = list[dict[str, Any]]


def arrive_on_green(st: State, rng: random.Random, seat: int, index: int, events: Events) -> None:
    """A ball came to rest on green ``index`` (RIO-043, RIO-105, RIO-110)."""
    seat_state = st["seats"][seat]
    kind = mode(st)
    if kind == "campaign":
        seat_state["waterproof_used"] = False  # RIO-085 recharge
        if index in seat_state["greens_reached"]:
            return
        seat_state["greens_reached"] = [*seat_state["greens_reached"], index]  # new: shared with the state before
        draw_card(st, rng, seat)
        events.append(
            event("green", msg("{who} reached green {n}.", who=who(seat), n=index + 1), seat=seat, green=index)
        )
        if len(seat_state["greens_reached"]) == 3 and seat_state["finished_at"] is None:
            camp = st["campaign"] = st["campaign"].copy()  # a new dict: shared with the state before
            seat_state["finished_at"] = len(camp["finishers"])
            camp["finishers"] = [*camp["finishers"], seat]  # a new list: shared with the state before
            if camp["extra_turns"] is None:
                camp["extra_turns"] = int(seat_state["penalties"])  # RIO-106: N at that moment
            events.append(event("finish", msg("{who} has reached all three greens!", who=who(seat)), seat=seat))
        return
    if kind == "bumper":
        seat_state["waterproof_used"] = False
        if seat_state["penalties"] > 0:
            seat_state["penalties"] -= 1
        seat_state["green_landings"] += 1
        draw_card(st, rng, seat)
        st["turn"]["landing"]["queue"].append([seat, index])
        events.append(
            event("green", msg("{who} landed on green {n}.", who=who(seat), n=index + 1), seat=seat, green=index)
        )
        return
    st["balls"][seat]["holed"] = True
    set_ball(st, seat, None)
    st["hole"]["holed_any"] = True
    events.append(event("holed", msg("{who} is on the green — holed!", who=who(seat)), seat=seat))


def reactors(st: State) -> list[int]:
    """RIO-101/RIO-149: other seats holding a card, clockwise from the active player."""
    if not st["options"]["feeling_mean"] or solo(st):
        return []
    seat = active(st)
    return [s for s in clockwise_from(st, seat)[:-1] if not st["seats"][s]["left"] and st["seats"][s]["hand"]]


def slide_target(st: State) -> tuple[int, int] | None:
    """RIO-061: the fairway roll-out cell, or None when no slide happens."""
    t = st["turn"]
    landing = t["landing"]
    seat = active(st)
    here = ball(st, seat)
    if landing["dotted"] or landing["oob"] or here is None or terrain(st, here) != "fairway":
        return None
    target = step(here, int(t["dir"]))
    return target if on_course(st, target) else None


def push_chain(st: State, rng: random.Random, cell: tuple[int, int], direction: int, events: Events) -> None:
    """RIO-066–RIO-069: hit balls are pushed together one space; chains continue; OOB stacks."""
    seat = active(st)
    hit = [b for b in balls_at(st, cell) if b != seat]
    while hit:
        if mode(st) == "bumper":
            for b in hit:
                give_penalty(st, b, "hit", events)  # RIO-109, blocked pushes included
        target = step(cell, direction)
        if not on_course(st, target):
            events.append(event("stack", msg("The balls stack at the edge."), cell=list(cell)))
            return
        waiting = balls_at(st, target)
        way = direction_msg(direction)
        text = (
            msg("{who}'s ball is knocked {direction}.", who=who(hit[0]), direction=way)
            if len(hit) == 1
            else msg(
                "The balls of {names} are knocked {direction}.", names=names_msg([who(b) for b in hit]), direction=way
            )
        )
        events.append(event("push", text, seats=hit))
        for b in hit:
            set_ball(st, b, target)
            if terrain(st, target) == "water":
                give_penalty(st, b, "water", events)
        index = green_index(st, target)
        if index is not None:
            for b in hit:
                arrive_on_green(st, rng, b, index, events)
        hit = [b for b in waiting if in_play(st, b)]
        cell = target


def ricochet_targets(st: State, cell: tuple[int, int]) -> list[tuple[int, int]]:
    """RIO-094: adjacent course cells holding no ball (the green allowed)."""
    return [c for c in (step(cell, d) for d in range(6)) if on_course(st, c) and not balls_at(st, c)]


def ricochet_actions(st: State) -> list[Action]:
    seat = active(st)
    here = ball(st, seat)
    assert here is not None
    actions: list[Action] = []
    for b in [seat, *(b for b in balls_at(st, here) if b != seat)]:
        whose = "your ball" if b == seat else f"{who(b)}'s ball"
        for c in ricochet_targets(st, here):
            d = direction_between(here, c)
            label = f"Move {whose} {direction_name(d or 0)} {into_terrain(terrain(st, c))}"
            actions.append({"type": "ricochet", "ball": b, "to": [c[0], c[1]], "label": label})
    return actions


def apply_ricochet(st: State, rng: random.Random, action: Action, events: Events) -> None:
    """RIO-095: the moved ball then slides on fairway, pays for water, holes on the green."""
    seat = active(st)
    here = ball(st, seat)
    assert here is not None
    moved = int(action["ball"])
    to = (int(action["to"][0]), int(action["to"][1]))
    d = direction_between(here, to) or 0
    set_ball(st, moved, to)
    events.append(
        event(
            "ricochet",
            msg("{who}'s ball ricochets {direction}.", who=who(moved), direction=direction_msg(d)),
            seat=moved,
        )
    )
    if mode(st) == "bumper" and moved != seat:
        give_penalty(st, moved, "hit", events)
    if terrain(st, to) == "fairway" and on_course(st, step(to, d)):
        to = step(to, d)
        set_ball(st, moved, to)  # a ricochet slide that meets balls just stacks
    if terrain(st, to) == "water":
        give_penalty(st, moved, "water", events)
    index = green_index(st, to)
    if index is not None:
        arrive_on_green(st, rng, moved, index, events)
    st["turn"]["landing"]["stage"] = "moves_after"


def green_move_cells(st: State, index: int) -> list[tuple[str, tuple[int, int]]]:
    """RIO-110: free cells ≥ 6 away from the green (else the farthest free cells)."""
    here = greens(st)[index]
    cm = course_map(placements(st))
    taken = set(greens(st))
    free = [c for c in cm.terrain if c != tee() and c not in taken and not balls_at(st, c)]
    if not free:
        return []
    far = [c for c in free if distance(c, here) >= 6]
    if not far:
        best = max(distance(c, here) for c in free)
        far = [c for c in free if distance(c, here) == best]
    return [(cm.board_of[c], c) for c in sorted(far, key=lambda c: (c[1], c[0]))]


def green_move_actions(st: State) -> list[Action]:
    moving = st["turn"]["landing"]["moving"]
    actions: list[Action] = []
    for board, cell in green_move_cells(st, int(moving[1])):
        where = f"{board_name(board)} at {local_label(st, board, cell)}"
        label = f"Move green {moving[1] + 1} to {where} ({terrain(st, cell)})"
        actions.append({"type": "move_green", "board": board, "cell": [cell[0], cell[1]], "label": label})
    return actions


def apply_green_move(st: State, action: Action, events: Events) -> None:
    landing = st["turn"]["landing"]
    seat, index = landing["moving"]
    moved = st["hole"]["greens"] = st["hole"]["greens"][:]  # a new list: shared with the state before
    moved[index] = list(action["cell"])
    landing["moving"] = None
    spot = local_label(st, str(action["board"]), hexes(action["cell"]))
    text = msg(
        "{who} moved green {n} to {board} at {spot}.",
        who=who(seat),
        n=index + 1,
        board=board_msg(str(action["board"])),
        spot=spot,
    )
    events.append(event("green_move", text, seat=seat))


def _next_green_move(st: State) -> bool:
    """Offer the next queued bumper green move; False when the queue is done."""
    landing = st["turn"]["landing"]
    while landing["queue"]:
        seat, index = landing["queue"].pop(0)
        if st["seats"][seat]["left"] or not green_move_cells(st, index):
            continue
        landing["moving"] = [seat, index]
        decide(st, seat, "green_move")
        return True
    return False


def advance_landing(st: State, rng: random.Random, events: Events) -> None:
    """Landing stages of automatic work, one after another, until one pauses for the decision it
    needs or the turn ends (``run`` would come straight back here after each one).

    Written as the stages in their order, each falling through to the next, rather than a loop
    that reads the stage name and compares it with each name at every stage: a landing ends
    every shot. Between two stages it goes on only while no decision is pending."""
    t = st["turn"]
    landing = t["landing"]
    seat = int(t["seat"])
    if st["decision"] is not None or st["stage"] != "landing":
        return
    stage = landing["stage"]
    if stage == "window":
        if holds_window(st, seat, "LANDING"):
            decide(st, seat, "landing")  # RIO-131
            return
        stage = landing["stage"] = "reaction"
    if stage == "reaction":
        if landing["reactors"] is None:
            landing["reactors"] = reactors(st)
        while landing["reactors"]:
            reactor = landing["reactors"][0]
            if st["seats"][reactor]["settings"]["auto_pass"] or st["seats"][reactor]["left"]:
                landing["reactors"].pop(0)  # RIO-103: the engine passes for it
                continue
            decide(st, reactor, "reaction")
            return
        stage = landing["stage"] = "slide"
    if stage == "slide":
        target = slide_target(st)
        if target is not None and has_golfer(st, seat, "G8"):
            decide(st, seat, "slide")  # RIO-090
            return
        if target is not None:
            slide(st, target, events)
            if st["decision"] is not None or st["stage"] != "landing":
                return
        stage = landing["stage"] = "penalty"
    if stage == "penalty":
        here = st["balls"][seat]["cell"]
        if landing["oob"]:
            give_penalty(st, seat, "oob", events)  # RIO-062
        if here is not None and ground(st).get((here[0], here[1])) == "water":
            give_penalty(st, seat, "water", events)  # RIO-063
        stage = landing["stage"] = "green"
        if st["decision"] is not None or st["stage"] != "landing":
            return
    if stage == "green":
        here = st["balls"][seat]["cell"]
        index = None if here is None else green_index(st, (here[0], here[1]))
        if index is not None:
            arrive_on_green(st, rng, seat, index, events)
        stage = landing["stage"] = "moves"
        if st["decision"] is not None or st["stage"] != "landing":
            return
    if stage == "moves":
        if _next_green_move(st):
            return
        stage = landing["stage"] = "collide"
        if st["decision"] is not None or st["stage"] != "landing":
            return
    if stage == "collide":
        collide(st, rng, events)
        if st["decision"] is not None or st["stage"] != "landing":
            return
        stage = landing["stage"]  # collide names the next stage itself
        if stage == "collide":
            advance_landing(st, rng, events)  # as the loop would: ask again
            return
    if stage == "moves_after":
        if _next_green_move(st):
            return
        stage = landing["stage"] = "done"
        if st["decision"] is not None or st["stage"] != "landing":
            return
    if stage not in _LANDING_STAGES:
        st["stage"] = "turn_end"  # "done" (and any other name, as the loop's last case)
        return
    advance_landing(st, rng, events)  # a stage set out of order by a stage's own work: from there


_LANDING_STAGES = ("window", "reaction", "slide", "penalty", "green", "moves", "collide", "moves_after")


def slide(st: State, target: tuple[int, int], events: Events) -> None:
    seat = active(st)
    set_ball(st, seat, target)
    st["turn"]["path"].append([target[0], target[1]])
    events.append(
        event(
            "slide", msg("{who}'s ball rolls {where}.", who=who(seat), where=into_msg(terrain(st, target))), seat=seat
        )
    )


def collide(st: State, rng: random.Random, events: Events) -> None:
    t = st["turn"]
    landing = t["landing"]
    seat = active(st)
    here = ball(st, seat)
    landing["stage"] = "moves_after"
    if here is None or not in_play(st, seat) or len(balls_at(st, here)) < 2:
        return
    if st["options"]["ricochet"]:
        if ricochet_targets(st, here):
            landing["stage"] = "collide"
            decide(st, seat, "ricochet")
        else:
            events.append(event("stack", msg("No room to ricochet: the balls stack."), cell=list(here)))
        return
    push_chain(st, rng, here, int(t["dir"]), events)
