"""The Pole to Pole bot's evaluation was made faster (cached reach chances, closed squares as
bits, one pass for every seat's worth); it must still give exactly the numbers, and so the
choices, of the plain version it replaced (issue 26: normal stays today's bot). The plain
version is kept here as the reference."""

from __future__ import annotations

import random
from typing import Any

import pytest

import bot.bots.pole_to_pole.policy as policy_module
import bot.bots.pole_to_pole.reading as reading
from bot.bots.pole_to_pole import POLICY
from bot.bots.pole_to_pole.reading import (
    ARRIVED,
    OUT,
    PROGRESS,
    Position,
    Table,
    arrive,
    closed_to,
    hit_chance,
    reach,
    send_home,
)
from bot.engine import action_key
from bot.games.pole_to_pole import GAME
from bot.games.pole_to_pole.board import SP_ROW, is_pole, pole_distance, trace


def plain_seat_worth(table: Table, position: Position, seat: int) -> float:
    worth = reading.POINT * (position.tokens[seat] + position.arrivals[seat])
    target = table.target[seat]
    for explorer, where in position.pos.items():
        if table.owner[explorer] == seat and where not in (ARRIVED, OUT):
            worth += PROGRESS[SP_ROW if is_pole(where) else pole_distance(where, target)]
    return worth


def plain_exposure(table: Table, position: Position, victims: list[int], hunters: list[int], share: float) -> float:
    starts: dict[int, set[str]] = {}
    for explorer, where in position.pos.items():
        seat = table.owner[explorer]
        if seat in hunters and where not in (ARRIVED, OUT):
            starts.setdefault(seat, set()).add(where)
    lost = 0.0
    for where, here in position.occupied().items():
        explorer = here[0]
        seat = table.owner[explorer]
        if len(here) != 1 or seat not in victims or explorer in position.sheltered:
            continue
        safe = 1.0
        for hunter_starts in starts.values():
            mask = 0
            for start in hunter_starts:
                mask |= reach(start).get(where, 0)
            safe *= 1.0 - hit_chance(mask)
        lost += (1.0 - safe) * PROGRESS[pole_distance(where, table.target[seat])]
    return share * lost


def plain_evaluate(table: Table, position: Position) -> float:
    if position.over:
        return reading.final_value(table, position)
    ours = [s for s in range(table.players) if table.team[s] == table.side]
    theirs = [s for s in range(table.players) if table.team[s] != table.side and table.in_play[s]]
    rival_sides = max(1, len({table.team[s] for s in range(table.players) if table.team[s] != table.side}))
    score = sum(plain_seat_worth(table, position, s) for s in ours) + position.bonus
    score -= sum(plain_seat_worth(table, position, s) for s in range(table.players) if table.team[s] != table.side) / (
        rival_sides
    )
    occupied = position.occupied()
    for goal in sorted(position.goals):
        here = occupied.get(goal, [])
        if len(here) == 1 and table.owner[here[0]] == table.me:
            score += reading.LONE_ON_GOAL * (
                1.0 + reading.PAIRING * reading._pair_chance(table, position, here[0], goal)
            )
    if theirs:
        score -= plain_exposure(table, position, ours, theirs, reading.RISK)
        score += plain_exposure(table, position, theirs, [table.me], reading.THREAT) / rival_sides
    return score


def plain_straight_move(
    table: Table, position: Position, explorer: str, direction: str, steps: int, via: int | None
) -> Position | None:
    traced = trace(position.pos[explorer], direction, steps, via)
    if traced.error is not None:
        return None
    seat = table.owner[explorer]
    closed = closed_to(table, position, seat)
    if any(square in closed for square in traced.path):
        return None
    end = traced.end
    after = position.copy()
    if end == table.target[seat]:
        arrive(table, after, explorer)
        return after
    here = position.occupied().get(end, [])
    if here and not table.ally(table.owner[here[0]], seat):
        send_home(table, after, here[0])
    after.pos[explorer] = end
    if is_pole(end):
        after.sheltered.discard(explorer)
    elif end in after.goals and sum(1 for e in here if table.owner[e] == seat) >= 1:
        after.goals.discard(end)
        after.tokens[seat] += 1
        after.bonus += reading.CARD_DRAW
    return after


def decisions(seed: int, players: int, options: dict[str, Any]) -> list[str]:
    """The bot's choice at every real decision of a seeded game where a quarter of the moves
    are random, so positions vary."""
    state = GAME.setup(players, options, seed)
    mixer = random.Random(seed)
    chosen: list[str] = []
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        action = POLICY.choose(GAME.view(state, seat), legal, random.Random(0))
        if len(legal) > 1:
            chosen.append(action_key(action))
        state, _ = GAME.apply(state, seat, mixer.choice(legal) if mixer.random() < 0.25 else action)
    return chosen


@pytest.mark.parametrize(("seed", "players", "options"), [(21, 2, {}), (22, 4, {"mode": "teams"})])
def test_the_fast_evaluation_gives_the_plain_ones_numbers(
    monkeypatch: pytest.MonkeyPatch, seed: int, players: int, options: dict[str, Any]
) -> None:
    """Every position the bot judges over a game evaluates to exactly the plain number, and every
    move it tries ends on exactly the plain position."""
    judged = 0

    def checked_evaluate(table: Table, position: Position) -> float:
        nonlocal judged
        judged += 1
        fast = reading.evaluate(table, position)
        assert fast == plain_evaluate(table, position)
        return fast

    def checked_move(*args: Any) -> Position | None:
        fast = reading.straight_move(*args)
        plain = plain_straight_move(*args)
        assert (fast is None) == (plain is None)
        if fast is not None and plain is not None:
            assert (fast.pos, fast.goals, fast.tokens, fast.bonus) == (
                plain.pos,
                plain.goals,
                plain.tokens,
                plain.bonus,
            )
        return fast

    monkeypatch.setattr(POLICY, "evaluate", checked_evaluate)
    monkeypatch.setattr(policy_module, "straight_move", checked_move)
    decisions(seed, players, options)
    assert judged > 1000


@pytest.mark.parametrize(("seed", "players", "options"), [(23, 2, {}), (24, 4, {"mode": "teams"})])
def test_the_bot_decides_as_with_the_plain_evaluation(
    monkeypatch: pytest.MonkeyPatch, seed: int, players: int, options: dict[str, Any]
) -> None:
    fast = decisions(seed, players, options)
    monkeypatch.setattr(POLICY, "evaluate", plain_evaluate)
    monkeypatch.setattr(policy_module, "straight_move", plain_straight_move)
    monkeypatch.setattr(reading, "straight_move", plain_straight_move)  # the die follow-ups use it too
    assert decisions(seed, players, options) == fast
    assert len(fast) > 50
