"""Turn sequence, the end, scoring, resigning and the player-count variants.

PTP-021 to PTP-027, PTP-072 to PTP-084.
"""

from __future__ import annotations

from typing import Any

from bot.engine import IllegalAction, State
from bot.games.pole_to_pole import GAME
from bot.games.pole_to_pole.data import ROUND_CAP
from bot.games.pole_to_pole.flow import advance

from .helpers import COLOURS, NUMBERS, game_state, move, play, play_events, refused, rng_for, settle, where
from .test_cards import resolving


def ended(players: int, tokens: list[int], arrivals: list[int], mode: str = "teams", reason: str = "arrivals") -> State:
    state = game_state(players, mode=mode)
    state["tokens"], state["arrivals"] = tokens, arrivals
    state["phase"] = "over"
    state["end"] = {"reason": reason, "side": None}
    return state


def test_ptp_021_phases_run_start_roll_move_colour_cards_end() -> None:
    """PTP-021: phases run start roll move colour cards end."""
    state = game_state(2, positions={"Blue-1": "C8", "Blue-2": "C11"}, roll_ab=(3, 3), deck=["TAILWIND"])
    state["explorers"]["Yellow-1"] = "F4"
    state["rng"] = rng_for([(COLOURS, "White"), (NUMBERS, 1), (NUMBERS, 2)])
    state, first = play_events(state, 0, **move("Blue-2", "A", "N"))
    state, second = play_events(state, 0, **move("Blue-3", "B", "N", "F"))
    assert state["phase"] == "cards"
    state, third = play_events(state, 0, type="decline")
    kinds = [e["type"] for e in first + second + third]
    order = ["move", "goal", "draw", "move", "colour", "card", "turn", "roll"]
    assert [k for k in kinds if k in order] == order


def test_ptp_022_start_expires_shelters_before_using_a_skip() -> None:
    """PTP-022: start expires shelters before using a skip."""
    state = game_state(2, positions={"Blue-1": "D5"}, roll_ab=None)
    state["sheltered"] = ["Blue-1"]
    state["skips"][0] = 2
    events: list[dict[str, Any]] = []
    advance(state, events)
    kinds = [e["type"] for e in events]
    assert kinds.index("shelter_end") < kinds.index("skip")
    assert state["skips"][0] == 1 and state["active"] == 1


def test_ptp_023_the_roll_is_automatic() -> None:
    """PTP-023: the roll is automatic."""
    state = game_state(2, positions={"Blue-1": "D5"}, roll_ab=None)
    state["rng"] = rng_for([(NUMBERS, 6), (NUMBERS, 2)])
    settle(state)
    assert state["phase"] == "move" and state["dice"]["values"] == {"A": 6, "B": 2}
    assert {a["type"] for a in GAME.legal_actions(state, 0)} == {"move"}


def test_ptp_024_movement_ends_when_both_dice_are_spent() -> None:
    """PTP-024: movement ends when both dice are spent."""
    state = game_state(2, positions={"Blue-1": "D5"}, roll_ab=(2, 3))
    once = play(state, 0, **move("Blue-1", "A", "N"))
    assert once["phase"] == "move" and once["active"] == 0
    twice = play(once, 0, **move("Blue-1", "B", "E"))
    assert twice["active"] == 1


def test_ptp_025_no_colour_die_without_doubles() -> None:
    """PTP-025: no colour die without doubles."""
    state = game_state(2, positions={"Blue-1": "D5"}, roll_ab=(2, 3))
    _, events = play_events(state, 0, **move("Blue-1", "AB", "N"))
    assert not any(e["type"] == "colour" for e in events)


def test_ptp_026_the_cards_phase_takes_the_queue_in_draw_order() -> None:
    """PTP-026: the cards phase takes the queue in draw order."""
    state = resolving(["CURRENT", "SHELTER"], positions={"Blue-1": "D5"})
    assert GAME.view(state, None)["prompt"]["card"] == "CURRENT"
    state = play(state, 0, type="decline")
    assert GAME.view(state, None)["prompt"]["card"] == "SHELTER"


def test_ptp_027_play_passes_to_the_next_seat_still_in_the_game() -> None:
    """PTP-027: play passes to the next seat still in the game."""
    state = game_state(4, roll_ab=(2, 3))
    state, _ = GAME.resign(state, 1)
    state = play(state, 0, **move("Blue-1", "AB", "N", "A"))
    assert state["active"] == 2


def test_ptp_072_the_sixth_arrival_ends_the_game_at_once() -> None:
    """PTP-072: the sixth arrival ends the game at once."""
    positions = {f"Blue-{n}": "arrived" for n in range(1, 6)} | {"Blue-6": "B2"}
    state = game_state(2, positions=positions, roll_ab=(2, 2))
    state["arrivals"] = [5, 4]
    state["pending"] = ["TAILWIND"]
    new = play(state, 0, **move("Blue-6", "A", "N"))
    assert new["phase"] == "over" and GAME.to_act(new) == []
    assert new["dice"]["status"]["B"] == "dropped" and new["colour"] is None
    assert new["pending"] == [] and "TAILWIND" in new["discard"]
    assert GAME.legal_actions(new, 0) == [] and GAME.legal_actions(new, 1) == []
    refused(new, 0, move("Blue-1", "B", "N"), "Game over.")


def test_ptp_072_a_colour_die_arrival_can_end_the_game() -> None:
    """PTP-072: a colour die arrival can end the game."""
    positions = {f"Blue-{n}": "arrived" for n in range(1, 6)} | {"Blue-6": "D5"}
    state = game_state(2, positions=positions, roll_ab=(1, 1))
    state["arrivals"] = [5, 0]
    state["rng"] = rng_for([(COLOURS, "Blue")])
    state = play(state, 0, **move("Blue-6", "AB", "N"))
    assert state["phase"] == "colour"
    new = play(state, 0, type="colour_pick", explorer="Blue-6")
    assert new["phase"] == "over" and GAME.outcome(new) is not None


def test_ptp_073_score_is_tokens_plus_arrivals_and_teams_add_up() -> None:
    """PTP-073: score is tokens plus arrivals and teams add up."""
    state = ended(4, [2, 1, 0, 3], [6, 2, 1, 4])
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome["scores"] == [8.0, 3.0, 1.0, 7.0]
    teams = {t["name"]: t["score"] for t in GAME.view(state, None)["teams"]}
    assert teams == {"South": 9, "North": 10}


def test_ptp_074_the_highest_score_wins() -> None:
    """PTP-074: the highest score wins."""
    outcome = GAME.outcome(ended(4, [2, 1, 0, 3], [6, 2, 1, 4]))
    assert outcome is not None and outcome["winners"] == [1, 3]
    solo = GAME.outcome(ended(3, [0, 4, 1], [6, 1, 2]))
    assert solo is not None and solo["winners"] == [0] and solo["ranking"] == [[0], [1], [2]]


def test_ptp_075_ties_go_to_arrivals_then_are_shared() -> None:
    """PTP-075: ties go to arrivals then are shared."""
    by_arrivals = GAME.outcome(ended(2, [2, 4], [6, 4]))
    assert by_arrivals is not None and by_arrivals["winners"] == [0]
    assert "on arrivals (6 to 4)" in by_arrivals["text"]
    shared = GAME.outcome(ended(3, [0, 1, 1], [6, 5, 5], reason="cap"))
    assert shared is not None and shared["winners"] == [0]
    shared = GAME.outcome(ended(3, [3, 1, 1], [3, 5, 5], reason="cap"))
    assert shared is not None and shared["winners"] == [1, 2] and "share" in shared["text"]


def test_ptp_076_ranking_by_score_then_arrivals_resigned_last() -> None:
    """PTP-076: ranking by score then arrivals resigned last."""
    state = ended(4, [3, 1, 1, 0], [2, 4, 3, 1], mode="ffa")
    state["resigned"][0] = True
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome["ranking"] == [[1], [2], [3], [0]] and outcome["winners"] == [1]
    tied = GAME.outcome(ended(4, [1, 1, 0, 0], [2, 2, 1, 1], mode="ffa"))
    assert tied is not None and tied["ranking"] == [[0, 1], [2, 3]]


def test_ptp_077_resigning_removes_explorers_and_freezes_points() -> None:
    """PTP-077: resigning removes explorers and freezes points."""
    state = game_state(4, positions={"Yellow-1": "D4"}, roll_ab=(2, 3))
    state["tokens"][1], state["arrivals"][1] = 2, 1
    state["explorers"]["Yellow-2"] = "arrived"
    new, events = GAME.resign(state, 1)
    assert all(new["explorers"][f"Yellow-{n}"] in ("out", "arrived") for n in range(1, 7))
    assert new["tokens"][1] == 2 and new["arrivals"][1] == 1
    assert GAME.view(new, None)["teams"][1]["score"] == 3  # frozen points count for the North team
    assert new["active"] == 0 and events[0]["type"] == "resign"
    assert all(a["type"] == "move" for a in GAME.legal_actions(new, 0))
    again = refused_resign(new, 1)
    assert "already resigned" in again


def refused_resign(state: State, seat: int) -> str:
    try:
        GAME.resign(state, seat)
    except IllegalAction as error:
        return error.reason
    raise AssertionError("resign was accepted")


def test_ptp_077_the_active_player_resigning_ends_the_turn_and_drops_cards() -> None:
    """PTP-077: the active player resigning ends the turn and drops cards."""
    state = resolving(["TAILWIND", "SHELTER"], players=3, positions={"Blue-1": "D5"})
    new, _ = GAME.resign(state, 0)
    assert new["active"] == 1 and new["pending"] == []
    assert new["discard"] == ["TAILWIND", "SHELTER"]


def test_ptp_078_the_last_team_standing_wins_whatever_the_scores() -> None:
    """PTP-078: the last team standing wins whatever the scores."""
    state = game_state(4, roll_ab=(2, 3))
    state["tokens"] = [0, 5, 0, 5]
    state, _ = GAME.resign(state, 1)
    assert GAME.outcome(state) is None
    state, _ = GAME.resign(state, 3)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome["winners"] == [0, 2] and outcome["ranking"][0] == [0, 2]
    solo = game_state(2, roll_ab=(2, 3))
    solo["tokens"] = [0, 9]
    solo, _ = GAME.resign(solo, 0)  # the active player resigns
    result = GAME.outcome(solo)
    assert result is not None and result["winners"] == [1]


def test_ptp_079_the_round_cap_ends_and_scores_the_game() -> None:
    """PTP-079: the round cap ends and scores the game."""
    state = game_state(2, roll_ab=None)
    state["rounds"] = ROUND_CAP - 1
    state["active"] = 1
    state["tokens"] = [1, 0]
    state["phase"] = "end"
    _, events = play_events_settle(state)
    assert state["phase"] == "over" and state["end"]["reason"] == "cap"
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome["winners"] == [0]
    assert any(e["type"] == "cap" for e in events)


def play_events_settle(state: State) -> tuple[State, list[dict[str, Any]]]:
    events: list[dict[str, Any]] = []
    advance(state, events)
    return state, events


def test_ptp_079_rounds_count_each_pass_back_to_the_first_player_and_skips_count() -> None:
    """PTP-079: rounds count each pass back to the first player and skips count."""
    state = game_state(3, roll_ab=None)
    state["first"] = 1
    state["active"] = 0
    state["skips"] = [0, 1, 1]
    state["phase"] = "end"
    settle(state)
    # seat 0 -> seat 1 (first player): a round; seats 1 and 2 skip; seat 0 moves again
    assert state["rounds"] == 1 and state["active"] == 0


def test_ptp_084_an_out_of_turn_resignation_rechecks_the_active_choice() -> None:
    """PTP-084: an out of turn resignation rechecks the active choice."""
    state = resolving("AVALANCHE", players=3, positions={"Blue-1": "D5", "Yellow-1": "H6"})
    assert state["phase"] == "cards"
    new, _ = GAME.resign(state, 1)
    assert new["active"] == 2 and "AVALANCHE" in new["discard"]
    colour = game_state(3, positions={"Blue-1": "D5", "Yellow-1": "H6"}, roll_ab=(2, 2))
    colour["rng"] = rng_for([(COLOURS, "Yellow")])
    colour = play(colour, 0, **move("Blue-1", "AB", "N"))
    assert colour["phase"] == "colour"
    after, events = GAME.resign(colour, 1)
    assert after["active"] == 2 and any(e["type"] == "colour_void" for e in events)


def test_ptp_080_ffa_every_player_alone() -> None:
    """PTP-080: ffa every player alone."""
    state = game_state(4, mode="ffa", positions={"Blue-1": "D5", "Yellow-1": "D2"}, active=1, roll_ab=(3, 1))
    capture = play(state, 1, **move("Yellow-1", "A", "S"))
    assert where(capture, "Blue-1") == "SP"  # a lone explorer can be captured by anyone
    same_pole = game_state(4, mode="ffa", positions={"Blue-1": "H9", "Green-1": "H6"}, roll_ab=(3, 5))
    assert where(play(same_pole, 0, **move("Blue-1", "A", "N")), "Green-1") == "SP"
    colour = game_state(4, mode="ffa", positions={"Blue-1": "A9", "Green-1": "C5"}, roll_ab=(2, 2))
    colour["rng"] = rng_for([(COLOURS, "Green")])
    colour = play(colour, 0, **move("Blue-1", "AB", "N"))
    picks = [a for a in GAME.legal_actions(colour, 0) if a["type"] == "colour_pick"]
    assert [a["explorer"] for a in picks] == ["Green-1"] and "home" in picks[0]["label"]  # Green is a rival


def test_ptp_081_three_players_blue_and_green_capture_each_other() -> None:
    """PTP-081: three players blue and green capture each other."""
    state = game_state(3, positions={"Blue-1": "H9", "Green-1": "H6"}, roll_ab=(3, 5))
    assert where(play(state, 0, **move("Blue-1", "A", "N")), "Green-1") == "SP"
    colour = game_state(3, positions={"Blue-1": "A9"}, roll_ab=(2, 2))
    colour["rng"] = rng_for([(COLOURS, "Purple")])
    _, events = play_events(colour, 0, **move("Blue-1", "AB", "N"))
    assert any("Purple, no effect" in e["text"] for e in events)


def test_ptp_082_two_players_green_and_purple_faces_do_nothing() -> None:
    """PTP-082: two players green and purple faces do nothing."""
    for face in ("Green", "Purple"):
        state = game_state(2, positions={"Blue-1": "A9"}, roll_ab=(2, 2))
        state["rng"] = rng_for([(COLOURS, face)])
        new, events = play_events(state, 0, **move("Blue-1", "AB", "N"))
        assert new["active"] == 1 and any(f"{face}, no effect" in e["text"] for e in events)
    assert GAME.setup(2, {}, 1)["teams"] == [[0], [1]]
