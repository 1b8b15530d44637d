"""The hard level: determinized rollouts over the engine itself, guided by the normal policy.

A decision samples worlds that agree with everything the seat sees (``determinize``: other
hands, face-down pieces, the deck order and the dice generator dealt again at random), plays
each shortlisted action in each world, lets the normal policy (or the game's own ``guide``)
play every seat on until the seat's next turn (or only to the end of its own, or the game's end),
and scores the result: the game's outcome when it ended, else the game's own estimate of the
seat's chances from that seat's view, or from every seat's view of the sampled world (a
``leaf``). The same worlds serve every candidate (common random numbers), so differences come
from the actions, not from luck.

The work per decision is a fixed number of rollouts (or of moves played, where rollouts vary
much in length) worked out from the budget, so the same
view and generator always decide the same way; the deadline (the budget in seconds of one core's
work, and twice that in wall-clock time) is a cap that ends the search early when the work runs
slow, which then plays the best action found so far, or the normal policy's choice when nothing
has been measured yet.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from bot.bots.policy import NoMove, Policy, runner_up
from bot.engine import Action, Game, State, find_action

MIN_WORLDS = 3  # worlds each judged action should get from the planned rollouts
SWITCH_MARGIN = 0.02  # mean chances by which another action must beat the normal choice
SWITCH_WORLDS = 2  # ... on at least this many worlds
SWITCH_ERRORS = 1.0  # ... by this many standard errors of the paired differences
WALL_FACTOR = 2.0  # a search on a crowded machine stops at twice its budget in wall-clock time
WORLD_MOVES = 1  # dealing a world costs about as much as a move, in work planned by moves
LEAF_MOVES = 1  # ... and so does judging a rollout's last position

Determinize = Callable[[Mapping[str, Any], int, random.Random], State]
Value = Callable[[Mapping[str, Any], int], float]  # a seat's view -> its chances, 0 (lost) to 1 (won)
Leaf = Callable[[State, int], float]  # a sampled world -> the seat's chances (it may read every seat's view)


@dataclass(frozen=True)
class Searchable:
    """What the search needs from one game."""

    engine: Game
    determinize: Determinize
    value: Value
    rollouts_per_second: float  # measured on one core, the normal policy playing: sets the work per budget
    horizon: int = 40  # at most this many actions per rollout
    through_rivals: bool = True  # roll out until the seat's next turn (False: to the end of its own)
    width: int = 6  # actions judged per decision, the normal policy's favourites first
    guide: Policy | None = None  # plays the rollouts and ranks the actions (None: the normal policy)
    rank_share: float = 0.2  # ranking actions stops once this share of the budget is spent
    switch_worlds: int = SWITCH_WORLDS  # worlds another action must win on to replace the guess
    # A sampled world hides nothing real, so a leaf may weigh every seat's view alike; None: ``value``.
    leaf: Leaf | None = None
    # Set where rollouts vary much in length: the work is planned in moves played (a world dealt and
    # a leaf judged count as moves too), so short rollouts leave room for more of them.
    moves_per_second: float | None = None


class Deadline:
    """The budget in seconds of this thread's processor time (one core's work, however busy the
    machine), with a wall-clock cap of ``WALL_FACTOR`` budgets so a crowded machine still answers."""

    def __init__(self, budget: float) -> None:
        self.budget = budget
        self.cpu = time.thread_time()
        self.wall = time.perf_counter()

    def passed(self, part: float = 1.0) -> bool:
        """True once ``part`` of the budget is spent."""
        allowed = self.budget * part
        return time.thread_time() - self.cpu >= allowed or time.perf_counter() - self.wall >= allowed * WALL_FACTOR


def share_of(outcome: Mapping[str, Any], seat: int) -> float:
    """1 for a sole win, 1/k for a win shared by k seats, 0 for a loss."""
    winners = list(outcome["winners"])
    return 1.0 / len(winners) if seat in winners else 0.0


class SearchPolicy:
    """Chooses by sampled rollouts; see the module docstring."""

    def __init__(self, game: Searchable, normal: Policy, budget: float, rollouts: int | None = None) -> None:
        self.game = game
        self.normal = normal
        self.budget = budget
        self.rollouts = rollouts or max(1, math.ceil(budget * game.rollouts_per_second))
        planned = game.moves_per_second if rollouts is None else None
        self.moves = max(1, math.ceil(budget * planned)) if planned else None  # None: plan by rollouts
        self.spent = 0  # moves the current decision has played
        self.worlds = 0  # sampled worlds the last decision measured (0: it kept the normal choice)

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if not legal:
            raise NoMove("The bot has no legal action here: the game is over or it is not this seat's turn.")
        deadline = Deadline(self.budget)
        self.worlds = self.spent = 0
        guess = self.normal.choose(view, legal, rng)
        if len(legal) == 1:
            return legal[0]
        if not self.can_switch():
            return guess  # no world the plan allows could replace it: don't spend the budget on them
        seat = int(view["seat"])
        candidates = self.shortlist(view, legal, guess, rng, deadline)
        if len(candidates) == 1:
            return guess
        measured: list[list[float]] = []  # per world, each candidate's result
        while self.work_left(len(measured) * len(candidates)) and not deadline.passed():
            world = rng.getrandbits(64)
            self.spent += WORLD_MOVES
            try:
                state = self.game.determinize(view, seat, random.Random(world))
            except ValueError:
                return guess  # a position the view cannot rebuild (e.g. a play half-way done)
            moves = same_actions(candidates, self.game.engine.legal_actions(state, seat))
            if moves is None:
                return guess  # the sampled world offers other actions: nothing fair to measure
            results: list[float] = []
            for action in moves:
                result = self.rollout(state, seat, action, random.Random(world + 1), deadline)
                if result is None:
                    break
                results.append(result)
            if len(results) < len(candidates):
                break  # out of time: a world not every candidate saw would favour some of them
            measured.append(results)
            self.worlds = len(measured)
        return candidates[clear_winner(measured, self.game.switch_worlds)] if measured else guess

    def can_switch(self) -> bool:
        """Whether the plan gives enough worlds for another action to replace the guide's guess:
        with rollouts planned, the fewest candidates (two) get ``ceil(rollouts / 2)`` worlds, and
        ``clear_winner`` keeps the guess below the game's ``switch_worlds``. A plan in moves has no
        fixed count of worlds, so it always searches."""
        if self.moves is not None:
            return True
        return math.ceil(self.rollouts / 2) >= max(self.game.switch_worlds, SWITCH_WORLDS)

    def work_left(self, rollouts: int) -> bool:
        """Whether the plan (moves or rollouts, both fixed in advance) allows another world."""
        return self.spent < self.moves if self.moves is not None else rollouts < self.rollouts

    def shortlist(
        self, view: Mapping[str, Any], legal: list[Action], guess: Action, rng: random.Random, deadline: Deadline
    ) -> list[Action]:
        """The normal policy's choice, then its choice among the rest, and so on, up to ``width``
        actions; ranking stops once ``rank_share`` of the budget is spent (a slow policy ranks fewer)."""
        # Few planned rollouts judge few actions, so each is measured on several worlds.
        width = min(self.game.width, max(2, self.rollouts // MIN_WORLDS))
        if len(legal) <= width:
            return [guess, *[a for a in legal if a is not guess]]
        chosen = [guess]
        rest = [a for a in legal if a is not guess]
        # Ranking stops at a share of the budget, the normal choice's own time included.
        while rest and len(chosen) < width and not deadline.passed(self.game.rank_share):
            pick = runner_up(self.normal, view, rest, rng)
            chosen.append(pick)
            rest = [a for a in rest if a is not pick]
        return chosen

    def rollout(self, state: State, seat: int, action: Action, rng: random.Random, deadline: Deadline) -> float | None:
        """The seat's chances after ``action``: played on by the normal policy until the seat's
        next turn after another seat moved, the game's end or the horizon; None when out of time."""
        engine = self.game.engine
        state, _ = engine.apply(state, seat, action)
        self.spent += 1
        others_moved = False
        for _ in range(self.game.horizon):
            outcome = engine.outcome(state)
            if outcome is not None:
                return share_of(outcome, seat)
            mover = engine.to_act(state)[0]
            if (mover == seat and others_moved) or (mover != seat and not self.game.through_rivals):
                break
            others_moved = others_moved or mover != seat
            if deadline.passed():
                return None
            legal = engine.legal_actions(state, mover)
            chosen = legal[0] if len(legal) == 1 else self.normal.choose(engine.view(state, mover), legal, rng)
            state, _ = engine.apply(state, mover, chosen)
            self.spent += 1
        outcome = engine.outcome(state)
        if outcome is not None:
            return share_of(outcome, seat)
        self.spent += LEAF_MOVES
        if self.game.leaf is not None:
            return self.game.leaf(state, seat)
        return self.game.value(engine.view(state, seat), seat)


def clear_winner(measured: list[list[float]], at_least: int = SWITCH_WORLDS) -> int:
    """The candidate with the best mean over the worlds, if it beats the normal choice (index 0)
    clearly: by ``SWITCH_MARGIN`` and by more than the standard error of the paired differences
    (the same worlds), over ``at_least`` worlds (two at least); otherwise 0, the normal choice."""
    worlds = len(measured)
    means = [statistics.fmean(column) for column in zip(*measured, strict=True)]
    best = max(range(len(means)), key=lambda i: (means[i], i == 0))
    if best == 0 or worlds < max(at_least, SWITCH_WORLDS):
        return 0
    gains = [row[best] - row[0] for row in measured]
    gain = statistics.fmean(gains)
    error = statistics.stdev(gains) / math.sqrt(worlds)
    return best if gain > SWITCH_MARGIN and gain > SWITCH_ERRORS * error else 0


def same_actions(wanted: list[Action], offered: list[Action]) -> list[Action] | None:
    """``wanted`` as actions of a sampled world: the same action, or failing that the one with the
    same type and words (a token the view shows only by its face has another id there); None
    when one is missing."""
    found: list[Action] = []
    for action in wanted:
        match = find_action(offered, action) or next(
            (a for a in reversed(offered) if a["type"] == action["type"] and a.get("label") == action.get("label")),
            None,
        )
        if match is None:
            return None
        found.append(match)
    return found


def logistic(margin: float, scale: float) -> float:
    """A margin in the game's own units as chances between 0 and 1 (0.5 for an even game)."""
    return 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, margin / scale))))
