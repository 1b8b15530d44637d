"""Setup, seats, teams and the first player (PTP-008 to PTP-014, PTP-083)."""

from __future__ import annotations

import pytest

from bot.engine import BadOption, make_rng, roll
from bot.games.pole_to_pole import GAME
from bot.games.pole_to_pole.data import full_deck
from bot.games.pole_to_pole.luck import NUMBER_FACES
from bot.games.pole_to_pole.pieces import ally_of, home, same_team, target
from bot.i18n import ENGLISH, say

from .helpers import game_state, settle


def test_ptp_008_seat_fixes_colour_and_home_pole() -> None:
    """PTP-008: seat fixes colour and home pole."""
    state = GAME.setup(4, {}, 3)
    view = GAME.view(state, None)
    assert [(s["colour"], s["home"]) for s in view["seats"]] == [
        ("Blue", "SP"),
        ("Yellow", "NP"),
        ("Green", "SP"),
        ("Purple", "NP"),
    ]
    three = GAME.setup(3, {}, 3)
    assert [three["explorers"][f"{c}-1"] for c in ("Blue", "Yellow", "Green")] == ["SP", "NP", "SP"]


@pytest.mark.parametrize("players", [1, 5])
def test_ptp_008_two_to_four_players_only(players: int) -> None:
    """PTP-008: two to four players only."""
    with pytest.raises(BadOption):
        GAME.setup(players, {}, 1)


def test_ptp_009_target_pole_is_the_other_pole() -> None:
    """PTP-009: target pole is the other pole."""
    assert [(home(s), target(s)) for s in range(4)] == [("SP", "NP"), ("NP", "SP"), ("SP", "NP"), ("NP", "SP")]


def test_ptp_010_four_players_default_to_teams_or_play_ffa() -> None:
    """PTP-010: four players default to teams or play ffa."""
    teams = GAME.setup(4, {}, 1)
    assert teams["mode"] == "teams" and teams["teams"] == [[0, 2], [1, 3]]
    ffa = GAME.setup(4, {"mode": "ffa"}, 1)
    assert ffa["mode"] == "ffa" and ffa["teams"] == [[0], [1], [2], [3]]
    with pytest.raises(BadOption):
        GAME.setup(4, {"mode": "pairs"}, 1)


def test_ptp_011_team_ally_and_opponent_terms() -> None:
    """PTP-011: team ally and opponent terms."""
    teams = GAME.setup(4, {}, 1)
    assert ally_of(teams, 0) == 2 and ally_of(teams, 3) == 1
    assert same_team(teams, 0, 2) and not same_team(teams, 0, 1)
    ffa = GAME.setup(4, {"mode": "ffa"}, 1)
    assert ally_of(ffa, 0) is None and not same_team(ffa, 0, 2)


def test_ptp_083_mode_option_has_no_effect_below_four_players() -> None:
    """PTP-083: mode option has no effect below four players."""
    for players in (2, 3):
        for mode in ("teams", "ffa"):
            state = GAME.setup(players, {"mode": mode}, 5)
            assert state["mode"] == "solo"
            assert state["teams"] == [[s] for s in range(players)]


def test_ptp_012_initial_state() -> None:
    """PTP-012: initial state."""
    state = GAME.setup(3, {}, 11)
    assert all(state["explorers"][e] == home(int(i)) for i, e in _ids(3))
    assert state["goals"] == ["B2", "F2", "J2", "C4", "I4", "A6", "G6", "C8", "I8", "D10", "H10", "L10"]
    assert sorted(state["deck"]) == sorted(full_deck()) and state["discard"] == []
    assert state["tokens"] == [0, 0, 0] and state["arrivals"] == [0, 0, 0] and state["skips"] == [0, 0, 0]
    decks = {tuple(GAME.setup(3, {}, seed)["deck"]) for seed in range(6)}
    assert len(decks) > 1  # the deck is shuffled with the seed


def _ids(players: int) -> list[tuple[int, str]]:
    colours = ["Blue", "Yellow", "Green", "Purple"]
    return [(s, f"{colours[s]}-{n}") for s in range(players) for n in range(1, 7)]


def test_ptp_013_highest_start_roll_begins_and_ties_reroll() -> None:
    """PTP-013: highest start roll begins and ties reroll."""
    for seed in range(40):
        state = GAME.setup(3, {}, seed)
        rng = make_rng(seed)
        rng.shuffle(full_deck())  # the deck is shuffled before the start rolls
        contenders = [0, 1, 2]
        rounds = 0
        while len(contenders) > 1:
            rolls = {s: roll(rng, NUMBER_FACES) for s in contenders}
            best = max(rolls.values())
            contenders = [s for s in contenders if rolls[s] == best]
            rounds += 1
        assert state["first"] == contenders[0]
        start_lines = [line for line in english_log(state) if line.startswith("Start roll")]
        assert len(start_lines) == rounds  # every roll, re-rolls included, is logged


def english_log(state: dict[str, object]) -> list[str]:
    """The start log's lines in English (saved as messages, shown in the reader's language)."""
    return [say(ENGLISH, line) for line in state["start_log"]]  # type: ignore[attr-defined]


def test_ptp_013_a_tie_rerolls_among_the_tied_only() -> None:
    """PTP-013: a tie rerolls among the tied only."""
    tied = next(
        s for s in range(200) if sum(1 for line in english_log(GAME.setup(3, {}, s)) if line.startswith("Start")) > 1
    )
    lines = [line for line in english_log(GAME.setup(3, {}, tied)) if line.startswith("Start")]
    assert lines[1].count("{p") < 3


def test_ptp_014_turns_go_up_the_seats_and_wrap() -> None:
    """PTP-014: turns go up the seats and wrap."""
    state = game_state(4, active=3, roll_ab=None)
    state["phase"] = "end"
    settle(state)
    assert state["active"] == 0
    state["phase"] = "end"
    state["colour"] = None
    settle(state)
    assert state["active"] == 1
