"""The spec's list of rejected inputs: each is refused with a sentence and the state kept."""

from __future__ import annotations

from bot.games.pole_to_pole import GAME

from .helpers import game_state, move, play, refused
from .test_cards import resolving


def test_wrong_seat_and_game_over_are_refused() -> None:
    state = game_state(2, positions={"Blue-1": "D5"}, roll_ab=(2, 3))
    refused(state, 1, move("Yellow-1", "A", "S", "A"), "Not your turn.")
    refused(state, 7, move("Blue-1", "A", "N"), "There is no such seat in this game.")
    over = dict(state, phase="over", end={"reason": "cap", "side": None})
    refused(over, 0, move("Blue-1", "A", "N"), "Game over.")


def test_bad_explorers_are_refused() -> None:
    state = game_state(2, positions={"Blue-1": "D5", "Blue-2": "arrived"}, roll_ab=(2, 3))
    refused(state, 0, move("Blue-9", "A", "N"), "There is no such explorer.")
    refused(state, 0, move("Yellow-1", "A", "S", "A"), "Yellow-1 is not your explorer.")
    refused(state, 0, move("Blue-2", "A", "N"), "Blue-2 has already arrived.")


def test_spent_dice_and_late_sum_moves_are_refused() -> None:
    """PTP-041: A+B only while both dice are unused; a used die can't be used again."""
    state = play(game_state(2, positions={"Blue-1": "D5"}, roll_ab=(2, 3)), 0, **move("Blue-1", "A", "N"))
    refused(state, 0, move("Blue-2", "A", "N", "C"), "Die A is already used.")
    refused(state, 0, move("Blue-2", "AB", "N", "C"), "needs both dice unused")
    refused(state, 0, move("Blue-2", "C", "N", "C"), "The dice must be A, B or AB.")


def test_pole_directions_and_via_errors_are_refused() -> None:
    """PTP-031, PTP-032: pole moves go away along a chosen column; via only when needed."""
    state = game_state(2, positions={"Blue-1": "D5"}, roll_ab=(2, 3))
    refused(state, 0, move("Blue-2", "A", "E"), "can only move N")
    refused(state, 0, move("Blue-2", "A", "S"), "can only move N")
    refused(state, 0, move("Blue-2", "A", "N"), "via")
    refused(state, 0, move("Blue-1", "A", "N", "C"), "takes no via column")
    refused(state, 0, move("Blue-2", "A", "N", "M"), "The via column must be a letter from A to L.")
    refused(state, 0, move("Blue-1", "A", "NE"), "The direction must be N, S, E or W.")
    yellow = game_state(2, active=1, roll_ab=(2, 3))
    refused(yellow, 1, move("Yellow-1", "A", "N", "A"), "can only move S")


def test_a_move_back_to_its_start_is_refused() -> None:
    """PTP-034: no loop back onto the starting square."""
    state = game_state(2, positions={"Blue-1": "D3"}, roll_ab=(6, 6))
    refused(state, 0, move("Blue-1", "A", "N", "D"), "A move may not end where it started.")
    refused(state, 0, move("Blue-1", "AB", "E"), "A move may not end where it started.")


def test_actions_of_another_phase_and_bad_card_fields_are_refused() -> None:
    """PTP-021, PTP-061, PTP-063: each phase takes only its own actions and fields."""
    state = game_state(2, positions={"Blue-1": "D5"}, roll_ab=(2, 3))
    refused(state, 0, {"type": "card_pick", "explorer": "Blue-1"}, "does not belong to the move phase")
    refused(state, 0, {"type": "teleport"}, "That isn't an action in this game.")
    tail = resolving("TAILWIND", positions={"Blue-1": "D9"})
    refused(tail, 0, {"type": "card_move", "explorer": "Blue-1", "dir": "N", "dist": "3"}, "whole number")
    refused(tail, 0, {"type": "card_move", "explorer": "Blue-1", "dir": "N", "dist": True}, "whole number")
    refused(tail, 0, {"type": "card_pick", "explorer": "Blue-1"}, "resolve Tailwind")
    refused(tail, 0, move("Blue-1", "A", "N"), "does not belong to the cards phase")
    assert GAME.legal_actions(tail, 1) == []
