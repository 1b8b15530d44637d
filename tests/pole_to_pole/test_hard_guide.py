"""How the hard level weighs Pole to Pole positions (``bot/bots/pole_to_pole/hard.py``): the normal
evaluation reweighed (cards drawn with tokens, progress, risk), plus the threat of a last explorer
ending the game (PTP-072) for the side that would then win (PTP-074, PTP-075); that it prefers
plainly better positions and guides the hard search."""

from __future__ import annotations

import pytest

from bot.bots import level_policy
from bot.bots.pole_to_pole.hard import (
    CARD_WEIGHT,
    ENDING,
    EXACT,
    GUIDE,
    HARD_RISK,
    STEP_WEIGHT,
    hard_evaluate,
    hard_weighed,
)
from bot.bots.pole_to_pole.reading import (
    ARRIVED,
    CARD_DRAW,
    RISK,
    Position,
    Table,
    evaluate,
    read_view,
    straight_move,
)
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
    plain = hard_weighed(table, position)
    assert hard_evaluate(table, position) == pytest.approx(plain - ENDING * EXACT[distance])
    position.tokens[0] = 8  # now the rival's arrival would end the game in seat 0's favour (PTP-074)
    assert hard_evaluate(table, position) == pytest.approx(hard_weighed(table, position))


def test_the_hard_level_is_guided_by_the_hard_weights() -> None:
    hard = level_policy("pole-to-pole", "hard")
    assert isinstance(hard, SearchPolicy)
    assert hard.normal is GUIDE
    assert GUIDE.evaluate is hard_evaluate


def test_ptp_051_a_token_and_its_card_weigh_more_for_hard_than_for_normal() -> None:
    """Blue-1 waits alone on goal C8 (PTP-049); Blue-2 joins it from C11 with a 3 north and takes
    the token with a card (PTP-051), or goes 3 north on column D instead."""
    state = game_state(players=2, positions={"Blue-1": "C8", "Blue-2": "C11"})
    table, position = read_view(GAME.view(state, 0))
    taken = straight_move(table, position, "Blue-2", "N", 3, None)
    elsewhere = position.copy()
    elsewhere.pos["Blue-2"] = "D11"
    walked = straight_move(table, elsewhere, "Blue-2", "N", 3, None)
    assert taken is not None and walked is not None
    assert taken.tokens[0] == 1 and taken.bonus == pytest.approx(CARD_DRAW)
    hard_gain = hard_evaluate(table, taken) - hard_evaluate(table, walked)
    normal_gain = evaluate(table, taken) - evaluate(table, walked)
    assert hard_gain > normal_gain > 0  # both take it; hard weighs the card more
    unseen = taken.copy()
    unseen.bonus = 0.0  # the same squares and token without the card's worth
    assert hard_evaluate(table, taken) - hard_evaluate(table, unseen) == pytest.approx(CARD_WEIGHT * CARD_DRAW)


def test_the_hard_evaluation_prefers_plainly_better_positions() -> None:
    table, position = seat_zero()
    ahead = position.copy()
    ahead.pos["Blue-1"] = "A2"  # an explorer 2 spaces from NP, Blue's target, instead of at home
    assert hard_evaluate(table, ahead) > hard_evaluate(table, position)
    richer = position.copy()
    richer.tokens[0] += 1  # one more point (PTP-073)
    assert hard_evaluate(table, richer) > hard_evaluate(table, position)
    captured = position.copy()
    captured.pos["Yellow-6"] = "NP"  # the rival's last explorer on the board sent home (PTP-039)
    assert hard_evaluate(table, captured) > hard_evaluate(table, position)


def test_ptp_039_hard_counts_less_of_an_exposed_explorer_as_lost_than_normal() -> None:
    """Blue-1 stands alone on D6 with Yellow-1 three squares away on D9: a 3 captures it (PTP-039).
    Sheltered (PTP-067) it could not be captured, so the two positions differ only by that risk;
    hard counts ``HARD_RISK`` of the progress at stake (times its progress weight), normal ``RISK``."""
    state = game_state(players=2, positions={"Blue-1": "D6", "Yellow-1": "D9"})
    table, exposed = read_view(GAME.view(state, 0))
    sheltered = exposed.copy()
    sheltered.sheltered.add("Blue-1")
    normal_risk = evaluate(table, sheltered) - evaluate(table, exposed)
    hard_risk = hard_evaluate(table, sheltered) - hard_evaluate(table, exposed)
    assert normal_risk > hard_risk > 0
    assert hard_risk == pytest.approx(normal_risk * STEP_WEIGHT * HARD_RISK / RISK)
