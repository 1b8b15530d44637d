"""The Roll In One bot seat: the policy; what it reads of the view (course, balls, the shot) is in reading."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from bot.engine import Action
from bot.hexgrid import distance, step

from .answers import SharedShot
from .reading import (
    CARD_COST,
    GOLFER_PREFERENCE,
    POINT_COST,
    TOKEN_COST,
    _hex,
    ball_of,
    course_of,
    flight_of,
    landing_of,
)

# --- the policy ----------------------------------------------------------------------------


def _types(legal: list[Action]) -> set[str]:
    return {str(a["type"]) for a in legal}


def _best(scored: list[tuple[float, Action]]) -> Action:
    """The lowest cost; the first listed wins a tie, so the choice is deterministic."""
    best = scored[0]
    for entry in scored[1:]:
        if entry[0] < best[0] - 1e-9:
            best = entry
    return best[1]


class RollInOnePolicy:
    def card_cost(self, view: Mapping[str, Any]) -> float:
        """What spending a caddie card costs at this decision, in the units of the shot's measure."""
        return CARD_COST

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        seat = int(view["seat"])
        kinds = _types(legal)
        if "golfer" in kinds:
            return self.golfer(legal)
        if kinds & {"attach", "random", "preset", "finish", "green", "confirm"}:
            return self.design(view, legal, rng)
        if "swing" in kinds:
            return self.aim(view, seat, legal)
        if "no_nudge" in kinds:
            return self.nudge(view, seat, legal)
        if "accept" in kinds:
            return self.roll_window(view, seat, legal)
        if "curve" in kinds:
            return self.curve(view, seat, legal)
        if "fly_on" in kinds:
            return self.fly_on(view, seat, legal)
        if "continue" in kinds:
            return self.landing(view, seat, legal)
        if "pass" in kinds:
            return self.reaction(view, seat, legal)
        if "slide" in kinds:
            return self.slide(view, seat, legal)
        if "ricochet" in kinds:
            return self.ricochet(view, seat, legal)
        if "move_green" in kinds:
            return self.green_move(view, seat, legal)
        return rng.choice(legal)

    # --- setup and design ------------------------------------------------------------------

    def golfer(self, legal: list[Action]) -> Action:
        rank = {g: i for i, g in enumerate(GOLFER_PREFERENCE)}
        return min(legal, key=lambda a: rank.get(str(a["golfer"]), len(rank)))

    def design(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        """RIO-025–RIO-031: a random hole when allowed, else a preset; building reaches away from
        the tee and finishes at the fewest boards allowed; greens go far from the tee and apart."""
        by_type: dict[str, list[Action]] = {}
        for a in legal:
            by_type.setdefault(str(a["type"]), []).append(a)
        for kind in ("confirm", "random"):
            if kind in by_type:
                return by_type[kind][0]
        if "preset" in by_type:
            return rng.choice(by_type["preset"])
        if "green" in by_type:
            tee = _hex(view["course"]["tee"])
            anchors = [tee, *(_hex(g) for g in view["course"]["greens"])]
            return max(by_type["green"], key=lambda a: min(distance(_hex(a["cell"]), x) for x in anchors))
        if "finish" in by_type:
            return by_type["finish"][0]
        if "attach" in by_type:
            return self.attach(view, by_type["attach"], rng)
        return rng.choice([a for a in legal if a["type"] != "undo"] or legal)

    def attach(self, view: Mapping[str, Any], options: list[Action], rng: random.Random) -> Action:
        """Prefer the attachment through the port farthest from the tee (RIO-030 in spirit)."""
        tee = _hex(view["course"]["tee"])
        ports = {str(p["name"]): max(distance(_hex(c), tee) for c in p["cells"]) for p in view["course"]["open_ports"]}
        far = max(ports.get(str(a["port"]), 0) for a in options)
        return rng.choice([a for a in options if ports.get(str(a["port"]), 0) == far])

    # --- the seat's own shot -----------------------------------------------------------------

    def _shot(self, view: Mapping[str, Any], seat: int) -> SharedShot:
        return SharedShot(course_of(view, seat), ball_of(view, seat))

    def aim(self, view: Mapping[str, Any], seat: int, legal: list[Action]) -> Action:
        """RIO-047: the club and direction with the lowest expected cost; an AIM card only when
        it lowers that cost by more than the card is worth (C6 Preferred Lie, C7 Punch Out)."""
        shot = self._shot(view, seat)
        here = _hex(view["balls"][seat]["cell"])
        value, club, d = shot.best_swing(here)
        for a in legal:
            if a["type"] == "card" and a.get("card") in ("C6", "C7"):
                if a["card"] == "C6":
                    lie = replace(shot.ball, preferred_lie=True, start=here)
                else:
                    lie = replace(shot.ball, punch_out=True)
                better = type(shot)(shot.course, lie)  # the same measure as the shot itself
                if better.best_swing(here)[0] + self.card_cost(view) < value:
                    return a
        return next(a for a in legal if a["type"] == "swing" and a["club"] == club and a["dir"] == d)

    def nudge(self, view: Mapping[str, Any], seat: int, legal: list[Action]) -> Action:
        """RIO-086: move to the adjacent cell with the best next shot, if it beats staying; only
        the two nearest targets are worked out in full, to keep the decision quick."""
        shot = self._shot(view, seat)
        stay = next(a for a in legal if a["type"] == "no_nudge")
        moves = sorted((a for a in legal if a["type"] == "nudge"), key=lambda a: shot.position(_hex(a["to"])))
        scored = [(shot.best_swing(_hex(view["balls"][seat]["cell"]))[0], stay)]
        scored += [(shot.best_swing(_hex(a["to"]))[0] + 0.05, a) for a in moves[:2]]
        return _best(scored)

    def roll_window(self, view: Mapping[str, Any], seat: int, legal: list[Action]) -> Action:
        """RIO-127: accept the pending result or change it, whichever leaves the lower cost."""
        shot = self._shot(view, seat)
        accept = next(a for a in legal if a["type"] == "accept")
        flight = flight_of(view, shot, seat)
        pending = view["turn"]["pending"]
        if flight is None or pending is None:
            return accept
        face = str(pending)
        f = flight

        def after(result: str, direction: int = f.direction) -> float:
            return shot.resolve(f.club, result, f.cell, direction, f.beat, f.moved, f.sand)

        def again(club: str = f.club) -> float:
            return shot.roll(club, f.cell, f.direction, f.beat, f.moved, f.sand)

        def turned(turn: str) -> int:
            return (f.direction + (1 if turn == "left" else -1)) % 6

        scored: list[tuple[float, Action]] = []
        for a in legal:
            kind = a["type"]
            card = a.get("card")
            if kind == "accept":
                cost = after(face)
            elif kind == "card" and card == "C1":
                cost = again() + self.card_cost(view)
            elif kind == "card" and card == "C2":
                cost = again(str(a["club"])) + self.card_cost(view)
            elif kind == "card" and card == "C3":
                cost = after(str(int(face) + int(a["delta"]))) + self.card_cost(view)
            elif kind == "card" and card == "C4":
                cost = after(str(a["face"])) + self.card_cost(view)
            elif kind == "card" and card == "C5":
                cost = after(face, turned(str(a["turn"]))) + self.card_cost(view)
            elif kind == "handicap":
                cost = after(str(int(face) + int(a["delta"]))) + POINT_COST * abs(int(a["delta"]))
            elif kind == "big_hitter":
                cost = again()
            elif kind == "token_reroll":
                cost = again() + TOKEN_COST
            elif kind == "token_turn":
                cost = after(face, turned(str(a["turn"]))) + 3 * TOKEN_COST
            else:
                continue
            scored.append((cost, a))
        return _best(scored)

    def curve(self, view: Mapping[str, Any], seat: int, legal: list[Action]) -> Action:
        """RIO-053/RIO-055: the direction with the lowest expected cost (a dotted curve's second
        step lands at once)."""
        shot = self._shot(view, seat)
        flight = flight_of(view, shot, seat)
        if flight is None:
            return legal[0]
        dotted = str(view["turn"]["rolls"][-1]["face"]) == "DC"
        scored = []
        for a in legal:
            d = int(a["dir"])
            if dotted:
                cost = shot.dotted_turn(flight.cell, d)
            else:
                cost = shot.forward(flight.club, flight.cell, d, flight.beat)
            scored.append((cost, a))
        return _best(scored)

    def fly_on(self, view: Mapping[str, Any], seat: int, legal: list[Action]) -> Action:
        """RIO-098: spend a point only when the line comes back onto the course nearer a green
        within three spaces; otherwise the landing at the edge costs the same penalty anyway."""
        shot = self._shot(view, seat)
        stop = next(a for a in legal if a["type"] == "stop")
        go = next(a for a in legal if a["type"] == "fly_on")
        turn = view["turn"]
        here = _hex(view["balls"][seat]["cell"])
        d = int(turn["dir"])
        now = shot.position(here) if shot.course.on(here) else None
        for k in range(2, 5):
            ahead = step(here, d, k)
            if shot.course.on(ahead):
                return go if now is None or shot.position(ahead) < now - 1 else stop
        return stop

    def _landing_options(self, view: Mapping[str, Any], active: int, legal: list[Action]) -> list[tuple[float, Action]]:
        """The active ball's cost after each landing option (D5 C8–C12, RIO-081)."""
        shot = self._shot(view, active)
        turn = view["turn"]
        here = _hex(view["balls"][active]["cell"])
        d = int(turn["dir"])
        dotted, oob = landing_of(view)
        scored: list[tuple[float, Action]] = []
        for a in legal:
            card = a.get("card")
            if a["type"] in ("continue", "pass"):
                cost = shot.rest(here, d, dotted, oob)
            elif card == "C8":
                cost = shot.rest(step(here, d), d, dotted, oob)
            elif card == "C9":
                cost = shot.rest(step(here, d + 3), d, dotted, oob)
            elif card == "C10":
                nd = (d + (1 if a["turn"] == "left" else -1)) % 6
                cost = shot.rest(step(here, nd), nd, dotted, oob)
            elif card == "C11":
                start = _hex(turn["start"])
                cost = shot.best_swing(start)[0]
            elif card == "C12":
                cost = shot.rest(here, d, dotted, oob, free_drop=True)
            else:
                continue
            scored.append((cost, a))
        return scored

    def landing(self, view: Mapping[str, Any], seat: int, legal: list[Action]) -> Action:
        """RIO-131: a landing card only when it saves more than the card is worth."""
        scored = [
            (c + (0.0 if a["type"] == "continue" else self.card_cost(view)), a)
            for c, a in self._landing_options(view, seat, legal)
        ]
        return _best(sorted(scored, key=lambda e: e[1]["type"] != "continue"))

    def reaction(self, view: Mapping[str, Any], seat: int, legal: list[Action]) -> Action:
        """RIO-101 (Feeling Mean): hurt the active ball when that costs it more than a card."""
        active = int(view["turn"]["seat"])
        options = self._landing_options(view, active, legal)
        scored = [(-c + (0.0 if a["type"] == "pass" else self.card_cost(view)), a) for c, a in options]
        return _best(sorted(scored, key=lambda e: e[1]["type"] != "pass"))

    def slide(self, view: Mapping[str, Any], seat: int, legal: list[Action]) -> Action:
        """RIO-090 Fairway Finder: slide on only when the next cell is better."""
        shot = self._shot(view, seat)
        here = _hex(view["balls"][seat]["cell"])
        d = int(view["turn"]["dir"])
        slid = shot.rest(step(here, d), d, True, False)
        stay = shot.rest(here, d, True, False)
        return next(a for a in legal if a["type"] == ("slide" if slid < stay else "stay"))

    def ricochet(self, view: Mapping[str, Any], seat: int, legal: list[Action]) -> Action:
        """RIO-094/RIO-095: move our own ball to a better cell, or another ball to a worse one."""
        mine = self._shot(view, seat)
        here = _hex(view["balls"][seat]["cell"])
        scored: list[tuple[float, Action]] = []
        for a in legal:
            moved = int(a["ball"])
            to = _hex(a["to"])
            shot = mine if moved == seat else self._shot(view, moved)
            d = next(i for i in range(6) if step(here, i) == to)
            change = shot.rest(to, d, False, False) - shot.position(here)
            scored.append((change if moved == seat else -change, a))
        return _best(scored)

    def green_move(self, view: Mapping[str, Any], seat: int, legal: list[Action]) -> Action:
        """RIO-110 (bumper): the green goes where we are nearer than our nearest rival."""
        me = view["balls"][seat]["cell"]
        rivals = [
            _hex(b["cell"]) for b in view["balls"] if b["seat"] != seat and b["cell"] is not None and not b["left"]
        ]

        def edge(a: Action) -> float:
            cell = _hex(a["cell"])
            mine = distance(cell, _hex(me)) if me is not None else 0
            theirs = min((distance(cell, r) for r in rivals), default=10)
            return mine - theirs

        return min(legal, key=edge)


POLICY = RollInOnePolicy()
