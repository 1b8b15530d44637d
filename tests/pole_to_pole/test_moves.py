"""Blocking, capture, arrival and the use of the dice (PTP-016 to PTP-020, PTP-033 to PTP-048)."""

from __future__ import annotations

import pytest

from bot.engine import State
from bot.games.pole_to_pole import GAME
from bot.games.pole_to_pole.flow import advance
from bot.games.pole_to_pole.pieces import check_one_team_per_square

from .helpers import game_state, move, play, refused, where


def labels(state: State, seat: int) -> list[str]:
    return [a["label"] for a in GAME.legal_actions(state, seat)]


def test_ptp_016_a_pole_holds_any_number_of_any_colour() -> None:
    """PTP-016: a pole holds any number of any colour."""
    state = GAME.setup(4, {}, 5)
    assert sum(1 for p in state["explorers"].values() if p == "SP") == 12  # Blue and Green together
    state = game_state(2, positions={"Blue-1": "F1"}, roll_ab=(1, 2))
    new = play(state, 0, **move("Blue-1", "A", "N"))
    assert where(new, "Blue-1") == "arrived"  # moving onto NP with Yellow's six there is fine
    captured = game_state(2, positions={"Yellow-1": "F5", "Blue-1": "F7"}, roll_ab=(2, 3))
    assert where(play(captured, 0, **move("Blue-1", "A", "N")), "Yellow-1") == "NP"  # a seventh on NP


def test_ptp_017_two_of_one_colour_close_a_square() -> None:
    """PTP-017: two of one colour close a square."""
    state = game_state(2, positions={"Yellow-1": "E5", "Yellow-2": "E5", "Blue-1": "E8"}, roll_ab=(3, 5))
    refused(state, 0, move("Blue-1", "A", "N"), "E5 is closed.")


def test_ptp_017_two_allies_close_a_square_in_teams_mode_only() -> None:
    """PTP-017: two allies close a square in teams mode only."""
    positions = {"Blue-1": "I4", "Green-1": "I4", "Yellow-1": "I7"}
    teams = game_state(4, positions=positions, active=1, roll_ab=(3, 1))
    refused(teams, 1, move("Yellow-1", "A", "N"), "I4 is closed.")
    ffa = game_state(4, mode="ffa", positions={"Blue-1": "I4", "Yellow-1": "I7"}, active=1, roll_ab=(3, 1))
    new = play(ffa, 1, **move("Yellow-1", "A", "N"))
    assert where(new, "Yellow-1") == "I4" and where(new, "Blue-1") == "SP"


def test_ptp_018_a_sheltered_explorer_closes_its_square() -> None:
    """PTP-018: a sheltered explorer closes its square."""
    state = game_state(2, positions={"Yellow-1": "D5", "Blue-1": "D8"}, roll_ab=(3, 4))
    state["sheltered"] = ["Yellow-1"]
    refused(state, 0, move("Blue-1", "A", "N"), "D5 is closed.")
    refused(state, 0, move("Blue-1", "B", "N"), "D5 is closed.")


def test_ptp_019_poles_never_block_and_never_capture() -> None:
    """PTP-019: poles never block and never capture."""
    # Yellow's six sit on NP; Blue passes NP and carries on, nobody is captured
    state = game_state(2, positions={"Blue-1": "F3"}, roll_ab=(3, 5))
    new = play(state, 0, **move("Blue-1", "B", "N", "A"))
    assert where(new, "Blue-1") == "A2"
    assert all(where(new, f"Yellow-{n}") == "NP" for n in range(1, 7))


def test_ptp_020_one_team_per_square_is_asserted() -> None:
    """PTP-020: one team per square is asserted."""
    state = game_state(2, positions={"Blue-1": "D4", "Yellow-1": "D4"})
    with pytest.raises(AssertionError, match="two teams"):
        check_one_team_per_square(state)
    allies = game_state(4, positions={"Blue-1": "D4", "Green-1": "D4"})
    check_one_team_per_square(allies)


def test_ptp_033_passing_a_closed_square_makes_the_whole_move_illegal() -> None:
    """PTP-033: passing a closed square makes the whole move illegal."""
    state = game_state(2, positions={"Yellow-1": "E5", "Yellow-2": "E5", "Blue-1": "E8"}, roll_ab=(3, 5))
    refused(state, 0, move("Blue-1", "B", "N"), "E5 is closed.")
    refused(state, 0, move("Blue-1", "AB", "N"), "E5 is closed.")
    assert not any(a["dir"] == "N" and a["explorer"] == "Blue-1" for a in GAME.legal_actions(state, 0))


def test_ptp_035_passing_a_lone_rival_does_nothing_to_it() -> None:
    """PTP-035: passing a lone rival does nothing to it."""
    state = game_state(2, positions={"Yellow-1": "H6", "Blue-1": "H9"}, roll_ab=(3, 5))
    new = play(state, 0, **move("Blue-1", "B", "N"))
    assert where(new, "Blue-1") == "H4" and where(new, "Yellow-1") == "H6"


def test_ptp_036_landing_exactly_on_the_target_pole_arrives() -> None:
    """PTP-036: landing exactly on the target pole arrives."""
    state = game_state(2, positions={"Blue-1": "F3"}, roll_ab=(3, 5))
    new = play(state, 0, **move("Blue-1", "A", "N"))
    assert where(new, "Blue-1") == "arrived" and new["arrivals"][0] == 1
    assert GAME.view(new, None)["seats"][0]["score"] == 1


def test_ptp_037_passing_the_target_pole_does_not_arrive() -> None:
    """PTP-037: passing the target pole does not arrive."""
    state = game_state(2, positions={"Blue-1": "F3"}, roll_ab=(3, 5))
    new = play(state, 0, **move("Blue-1", "B", "N", "A"))
    assert where(new, "Blue-1") == "A2" and new["arrivals"][0] == 0


def test_ptp_038_ending_on_the_home_pole_stays_there() -> None:
    """PTP-038: ending on the home pole stays there."""
    state = game_state(2, positions={"Blue-1": "C10"}, roll_ab=(2, 5))
    new = play(state, 0, **move("Blue-1", "A", "S"))
    assert where(new, "Blue-1") == "SP" and new["arrivals"][0] == 0


def test_ptp_039_landing_on_a_lone_rival_captures_it() -> None:
    """PTP-039: landing on a lone rival captures it."""
    state = game_state(2, positions={"Yellow-1": "H6", "Blue-1": "H9"}, roll_ab=(3, 5))
    new = play(state, 0, **move("Blue-1", "A", "N"))
    assert where(new, "Blue-1") == "H6" and where(new, "Yellow-1") == "NP"


def test_ptp_039_allies_never_capture_each_other() -> None:
    """PTP-039: allies never capture each other."""
    state = game_state(4, positions={"Green-1": "H6", "Blue-1": "H9"}, roll_ab=(3, 5))
    new = play(state, 0, **move("Blue-1", "A", "N"))
    assert where(new, "Green-1") == "H6" and where(new, "Blue-1") == "H6"
    assert "H6" in GAME.view(new, None)["closed"]


def test_ptp_040_joining_own_explorers_stacks_and_closes() -> None:
    """PTP-040: joining own explorers stacks and closes."""
    state = game_state(2, positions={"Blue-1": "D5", "Blue-2": "D7"}, roll_ab=(2, 6))
    new = play(state, 0, **move("Blue-2", "A", "N"))
    assert where(new, "Blue-2") == "D5" and where(new, "Blue-1") == "D5"
    assert GAME.view(new, None)["closed"] == ["D5"]


def test_ptp_041_three_kinds_of_dice_action_and_the_sum_needs_both_dice() -> None:
    """PTP-041: three kinds of dice action and the sum needs both dice."""
    state = game_state(2, positions={"Blue-1": "D9"}, roll_ab=(2, 4))
    kinds = {a["dice"] for a in GAME.legal_actions(state, 0)}
    assert kinds == {"A", "B", "AB"}
    new = play(state, 0, **move("Blue-1", "AB", "N"))
    assert where(new, "Blue-1") == "D3" and new["active"] == 1  # one sum move uses the whole roll
    after_a = play(state, 0, **move("Blue-1", "A", "N"))
    refused(after_a, 0, move("Blue-2", "AB", "N", "C"), "needs both dice unused.")
    assert {a["dice"] for a in GAME.legal_actions(after_a, 0)} == {"B"}


def test_ptp_042_two_explorers_or_one_explorer_on_both_axes() -> None:
    """PTP-042: two explorers or one explorer on both axes."""
    state = game_state(2, positions={"Blue-1": "D9"}, roll_ab=(2, 4))
    one = play(play(state, 0, **move("Blue-1", "A", "N")), 0, **move("Blue-1", "B", "E"))
    assert where(one, "Blue-1") == "H7"
    two = play(play(state, 0, **move("Blue-1", "A", "N")), 0, **move("Blue-2", "B", "N", "K"))
    assert (where(two, "Blue-1"), where(two, "Blue-2")) == ("D7", "K8")


def test_ptp_043_the_first_move_lands_and_its_effects_happen() -> None:
    """PTP-043: the first move lands and its effects happen."""
    state = game_state(2, positions={"Blue-1": "H9", "Yellow-1": "H7"}, roll_ab=(2, 4))
    new = play(state, 0, **move("Blue-1", "A", "N"))
    assert where(new, "Yellow-1") == "NP"  # the corner square captures
    turned = play(new, 0, **move("Blue-1", "B", "W"))
    assert where(turned, "Blue-1") == "D7"


def test_ptp_044_no_two_single_moves_on_one_axis_for_one_explorer() -> None:
    """PTP-044: no two single moves on one axis for one explorer."""
    state = game_state(2, positions={"Blue-1": "D9"}, roll_ab=(2, 4))
    after = play(state, 0, **move("Blue-1", "A", "N"))
    refused(after, 0, move("Blue-1", "B", "N"), "Use the A+B action to move one explorer both dice in a line.")
    refused(after, 0, move("Blue-1", "B", "S"), "Use the A+B action")
    assert {a["dir"] for a in GAME.legal_actions(after, 0) if a["explorer"] == "Blue-1"} == {"E", "W"}
    assert GAME.view(after, None)["dice"]["limit"] == {"explorer": "Blue-1", "only": "parallel"}


def test_ptp_045_moves_may_retreat_and_go_either_way() -> None:
    """PTP-045: moves may retreat and go either way."""
    state = game_state(2, positions={"Blue-1": "D5"}, roll_ab=(2, 3))
    ends = {a["label"].split(" (")[0] for a in GAME.legal_actions(state, 0) if a["explorer"] == "Blue-1"}
    assert {"Blue D5 to D3", "Blue D5 to D7", "Blue D5 to F5", "Blue D5 to B5"} <= ends


def test_ptp_046_there_is_no_pass_while_a_move_exists() -> None:
    """PTP-046: there is no pass while a move exists."""
    state = game_state(2, positions={"Blue-1": "D5"}, roll_ab=(2, 3))
    assert {a["type"] for a in GAME.legal_actions(state, 0)} == {"move"}
    refused(state, 0, {"type": "decline"}, "does not belong")


def test_ptp_046_a_first_move_may_leave_the_second_die_without_a_move() -> None:
    """PTP-046: a first move may leave the second die without a move."""
    # Blue-1 is Blue's only explorer left; moving it to NP with A leaves B with nothing to move
    positions = {f"Blue-{n}": "arrived" for n in range(2, 7)} | {"Blue-1": "F3"}
    state = game_state(2, positions=positions, roll_ab=(3, 5))
    state["arrivals"][0] = 4  # keep the game running after the arrival
    new = play(state, 0, **move("Blue-1", "A", "N"))
    assert new["arrivals"][0] == 5 and new["active"] == 1


def boxed_in(roll_ab: tuple[int, int]) -> State:
    """Blue's last explorer on E8, ringed by sheltered Yellows: no die move exists."""
    positions = {f"Blue-{n}": "arrived" for n in range(2, 7)} | {"Blue-1": "E8"}
    positions |= {"Yellow-1": "E7", "Yellow-2": "E9", "Yellow-3": "D8", "Yellow-4": "F8"}
    state = game_state(2, positions=positions, roll_ab=roll_ab)
    state["arrivals"][0] = 5
    state["sheltered"] = ["Yellow-1", "Yellow-2", "Yellow-3", "Yellow-4"]
    return state


def test_ptp_047_dice_with_no_legal_move_are_forfeited_and_logged() -> None:
    """PTP-047: dice with no legal move are forfeited and logged."""
    positions = {f"Blue-{n}": "arrived" for n in range(2, 7)} | {"Blue-1": "F3"}
    state = game_state(2, positions=positions, roll_ab=(3, 5))
    state["arrivals"][0] = 4
    new, events = GAME.apply(state, 0, move("Blue-1", "A", "N"))
    assert any(e["type"] == "forfeit" and e["dice"] == ["B"] for e in events)
    assert new["active"] == 1
    boxed = boxed_in((2, 3))
    automatic: list[dict[str, object]] = []
    advance(boxed, automatic)
    assert [e["dice"] for e in automatic if e["type"] == "forfeit"] == [["A", "B"]]
    assert boxed["active"] == 1


def test_ptp_048_on_doubles_only_the_a_version_is_listed_but_b_works() -> None:
    """PTP-048: on doubles only the a version is listed but b works."""
    state = game_state(2, positions={"Blue-1": "D9"}, roll_ab=(3, 3))
    assert {a["dice"] for a in GAME.legal_actions(state, 0)} == {"A", "AB"}
    via_b = play(state, 0, **move("Blue-1", "B", "N"))
    assert where(via_b, "Blue-1") == "D6"
    assert {a["dice"] for a in GAME.legal_actions(via_b, 0)} == {"A"}


def test_legal_moves_are_deduplicated_by_result() -> None:
    state = game_state(2, positions={"Blue-1": "D5"}, roll_ab=(6, 6))
    actions = GAME.legal_actions(state, 0)
    keys = [(a["explorer"], a["dice"], a["label"].split(" (")[0]) for a in actions]
    assert len(keys) == len(set(keys))
    assert not any(a["explorer"] in {f"Blue-{n}" for n in range(3, 7)} for a in actions)  # Blue-2 speaks for SP
    to_j5 = [a for a in actions if a["explorer"] == "Blue-1" and a["dice"] == "A" and " to J5 " in a["label"]]
    assert len(to_j5) == 1  # E6 and W6 reach the same square
    assert all(len(a["label"]) <= 80 for a in actions)
