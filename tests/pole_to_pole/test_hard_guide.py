"""How the hard level weighs Pole to Pole positions (``bot/bots/pole_to_pole/hard.py``): the normal
evaluation with half the risk, plus the threat of a last explorer ending the game (PTP-072) for
the side that would then win (PTP-074, PTP-075); and that it guides the hard search."""

from __future__ import annotations

import pytest

from bot.bots import level_policy
from bot.bots.pole_to_pole.hard import ENDING, EXACT, GUIDE, HARD_RISK, hard_evaluate
from bot.bots.pole_to_pole.reading import ARRIVED, Position, Table, evaluate, read_view
from bot.bots.search import SearchPolicy
from bot.games.pole_to_pole import GAME

from .helpers import game_state


def seat_zero() -> tuple[Table, Position]:
    """Seat 0's reading of a two-seat position: Yellow (seat 1, target SP) has five explorers
    in and the sixth on Yellow-6's square; Blue has none in."""
    positions = {f"Yellow-{n}": "SP" for n in range(1, 6)} | {"Yellow-6": "F6"}
    state = game_state(players=2, positions=positions)
    return read_view(GAME.view(state, 0))


def test_exact_rolls_of_two_dice() -> None:
    assert EXACT[6] == pytest.approx(16 / 36)  # a 6 on either die (11) or a sum of 6 (5)
    assert EXACT[12] == pytest.approx(1 / 36)
    assert EXACT[1] == pytest.approx(11 / 36)


def test_ptp_072_a_rival_who_would_win_by_arriving_last_weighs_on_the_position() -> None:
    table, position = seat_zero()
    position.arrivals[1] = 5
    rival_last = next(e for e, w in position.pos.items() if table.owner[e] == 1 and w not in (ARRIVED, "SP"))
    for explorer in list(position.pos):
        if table.owner[explorer] == 1 and explorer != rival_last:
            position.pos[explorer] = ARRIVED
    distance = 12 - int(position.pos[rival_last][1:])  # rows count from NP: the target SP is row 12
    plain = evaluate(table, position, HARD_RISK)
    assert hard_evaluate(table, position) == pytest.approx(plain - ENDING * EXACT[distance])
    position.tokens[0] = 8  # now the rival's arrival would end the game in seat 0's favour (PTP-074)
    assert hard_evaluate(table, position) == pytest.approx(evaluate(table, position, HARD_RISK))


def test_the_hard_level_is_guided_by_the_hard_weights() -> None:
    hard = level_policy("pole-to-pole", "hard")
    assert isinstance(hard, SearchPolicy)
    assert hard.normal is GUIDE
    assert GUIDE.evaluate is hard_evaluate
