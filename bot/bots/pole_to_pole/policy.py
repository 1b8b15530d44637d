"""Pole to Pole bot: the policy; the position it reads from the view and how it weighs it are in reading."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from bot.engine import Action
from bot.games.pole_to_pole.board import (
    AXIS,
    pole_distance,
    toward,
)

from .reading import (
    SECOND_WIND,
    SHORTLIST,
    Position,
    Table,
    _via_index,
    arrive,
    evaluate,
    follow_ups,
    read_view,
    send_home,
    straight_move,
)


class PoleToPolePolicy:
    """Greedy with a one-die lookahead; see the module docstring. ``evaluate`` weighs the
    positions it tries (the hard level's guide weighs them its own way)."""

    def __init__(self, evaluate: Callable[[Table, Position], float] = evaluate) -> None:
        self.evaluate = evaluate

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        # ``rng`` is not needed: the choice is a function of the view alone (ties go to the
        # first legal action), so replays agree and hidden information cannot sway it.
        table, position = read_view(view)
        phase = view["phase"]
        if phase == "move":
            return self._move(table, position, view["dice"], legal)
        if phase == "colour":
            return self._best(table, position, legal, lambda a: self._colour(table, position, a))
        card = str(view["pending"][0]) if view["pending"] else ""
        return self._best(table, position, legal, lambda a: self._card(table, position, card, a))

    def _best(
        self, table: Table, position: Position, legal: list[Action], outcome: Callable[[Action], Position | float]
    ) -> Action:
        """The legal action whose resulting position evaluates highest (first one on ties)."""
        best, best_value = legal[0], float("-inf")
        for action in legal:
            after = outcome(action)
            value = self.evaluate(table, after) if isinstance(after, Position) else float(after)
            if value > best_value:
                best, best_value = action, value
        return best

    def _move(self, table: Table, position: Position, dice: Mapping[str, Any], legal: list[Action]) -> Action:
        values, status = dice, dice["status"]  # the view's dice: {"A": 3, "B": 5, "status": {...}}
        firsts: list[tuple[float, int, Action, Position | None, int | None]] = []
        for index, action in enumerate(legal):
            die = action["dice"]
            steps = int(values["A"] + values["B"]) if die == "AB" else int(values[die])
            after = straight_move(
                table, position, action["explorer"], action["dir"], steps, _via_index(action.get("via"))
            )
            if after is None:  # the engine knows better; judge it as standing still
                firsts.append((self.evaluate(table, position) - 1.0, index, action, None, None))
                continue
            other = {"A": "B", "B": "A"}.get(die)
            left = int(values[other]) if other is not None and status[other] == "unused" else None
            firsts.append((self.evaluate(table, after), index, action, after, left))
        firsts.sort(key=lambda f: (-f[0], f[1]))
        best, best_value = firsts[0][2], firsts[0][0]
        for value, _index, action, after, left in firsts[:SHORTLIST]:
            if after is not None and left is not None and not after.over:
                axis = AXIS[action["dir"]]
                seconds = [self.evaluate(table, p) for p in follow_ups(table, after, left, action["explorer"], axis)]
                if seconds:
                    value = max(seconds)
            if value > best_value:
                best, best_value = action, value
        return best

    @staticmethod
    def _colour(table: Table, position: Position, action: Action) -> Position:
        """PTP-054 to PTP-058: our side's explorer flies home-free, a rival's goes home."""
        after = position.copy()
        if action["type"] == "colour_pick":
            explorer = action["explorer"]
            if table.ally(table.owner[explorer], table.me):
                arrive(table, after, explorer)
            else:
                send_home(table, after, explorer)
        return after

    def _card(self, table: Table, position: Position, card: str, action: Action) -> Position | float:
        kind = action["type"]
        if kind == "decline":
            return position
        if kind == "wind_roll":
            return self.evaluate(table, position) + SECOND_WIND
        if kind == "card_move":
            moved = straight_move(
                table, position, action["explorer"], action["dir"], int(action["dist"]), _via_index(action.get("via"))
            )
            return moved if moved is not None else self.evaluate(table, position) - 1.0
        after = position.copy()
        if kind == "card_swap":
            own, rival = action["own"], action["opponent"]
            after.pos[own], after.pos[rival] = position.pos[rival], position.pos[own]  # PTP-068
            return after
        explorer = action["explorer"]
        if card == "POLAR_GUIDE":
            arrive(table, after, explorer)  # PTP-066
        elif card == "SHELTER":
            after.sheltered.add(explorer)  # PTP-067
        elif card == "AVALANCHE":
            send_home(table, after, explorer)  # PTP-069
        elif card == "LOST_BEARINGS":
            home = table.home[table.owner[explorer]]
            where = position.pos[explorer]
            steps = min(2, pole_distance(where, home))  # PTP-070
            moved = straight_move(table, position, explorer, toward(home), steps, None)
            return moved if moved is not None else self.evaluate(table, position) - 1.0
        return after


POLICY = PoleToPolePolicy()
