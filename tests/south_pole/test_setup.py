"""Setup (spec §2: RSP-010..RSP-019)."""

from __future__ import annotations

import random

import pytest

from bot.engine import BadOption
from bot.games.south_pole import GAME
from bot.games.south_pole.board import FLAG_SPACES, TILE_SPACES
from bot.games.south_pole.dice import unpack_mersenne
from bot.games.south_pole.state import CHOOSE_DICE

from .helpers import SEED, ForcedDice, act, new_game, pass_turn


def test_rsp_010_player_counts_and_turn_order(forced: ForcedDice) -> None:
    """RSP-010: 2-5 players; turns go up by seat and wrap from n-1 to 0."""
    assert (GAME.min_players, GAME.max_players) == (2, 5)
    for bad in (1, 6):
        with pytest.raises(BadOption):
            GAME.setup(bad, {}, SEED)
    with pytest.raises(BadOption):
        GAME.setup(3, {"variant": True}, SEED)
    state = new_game(3, start=2)
    order = []
    for _ in range(4):
        seat = state["active"]
        order.append(seat)
        state = pass_turn(state, forced)
    assert order == [2, 0, 1, 2]


def test_rsp_011_rng_call_order(forced: ForcedDice) -> None:
    """RSP-011: randrange(n), shuffle terrain, shuffle flags, then one choice per die."""
    state = GAME.setup(4, {}, SEED)
    rng = random.Random(SEED)
    start = rng.randrange(4)
    terrain = [f"R{i:02d}" for i in range(1, 61)]
    rng.shuffle(terrain)
    flags = [f"F{i:02d}" for i in range(1, 14)]
    rng.shuffle(flags)
    assert state["start_player"] == start
    assert [state["tiles"][label] for label in TILE_SPACES] == terrain
    assert [state["tiles"][label] for label in FLAG_SPACES] == flags[:12]
    assert state["set_aside"] == flags[12]
    assert unpack_mersenne(state["rng"]["mersenne"]).getstate() == rng.getstate()
    assert state["rng"]["faces"] == []  # no die drawn ahead yet


def test_rsp_011_dice_use_rng_choice_in_die_order() -> None:
    """RSP-011/RSP-029: each die is one rng.choice([0,1,1,2,2,3]), d1 first."""
    state = GAME.setup(2, {}, SEED)
    seat = state["active"]
    expected = unpack_mersenne(state["rng"]["mersenne"])
    state, _ = act(state, seat, "choose", split=[2, 2, 2])
    state, events = act(state, seat, "move", to="B3")
    assert events[0]["faces"] == [expected.choice([0, 1, 1, 2, 2, 3]) for _ in range(6)]


def test_rsp_012_start_player_is_random() -> None:
    """RSP-012: over many seeds every seat gets to start."""
    starts = {GAME.setup(4, {}, SEED + i)["start_player"] for i in range(60)}
    assert starts == {0, 1, 2, 3}


def test_rsp_013_board_order() -> None:
    """RSP-013: terrain tiles fill tile spaces row by row (r), then by q."""
    assert TILE_SPACES[:4] == ("B2", "B5", "C2", "C3")
    assert len(TILE_SPACES) == 60 and TILE_SPACES[-1] == "O2"
    state = GAME.setup(3, {}, SEED)
    assert sorted(state["tiles"][label] for label in TILE_SPACES) == [f"R{i:02d}" for i in range(1, 61)]
    assert state["revealed"] == []


def test_rsp_014_flag_tiles_and_the_set_aside_tile() -> None:
    """RSP-014: 12 flag tiles on the flag spaces, the 13th set aside face down."""
    state = GAME.setup(3, {}, SEED)
    on_board = [state["tiles"][label] for label in FLAG_SPACES]
    assert sorted([*on_board, state["set_aside"]]) == [f"F{i:02d}" for i in range(1, 14)]
    assert state["set_aside"] not in on_board


def test_rsp_015_tents_start_on_start() -> None:
    """RSP-015: every tent starts on START, which holds any number of tents."""
    state = GAME.setup(5, {}, SEED)
    assert [s["tent"] for s in state["seats"]] == ["A4"] * 5
    start_space = next(s for s in GAME.view(state, None)["spaces"] if s["label"] == "A4")
    assert start_space["tents"] == [0, 1, 2, 3, 4]


def test_rsp_016_flags_per_player() -> None:
    """RSP-016: 4 flags each with 2 players, 3 with 3, 2 with 4 or 5."""
    for players, flags in {2: 4, 3: 3, 4: 2, 5: 2}.items():
        state = GAME.setup(players, {}, SEED)
        assert [s["flags_left"] for s in state["seats"]] == [flags] * players


def test_rsp_017_starting_cubes() -> None:
    """RSP-017: 1, 2, 2, 3, 3 cubes by turn-order position; supply 22/20/17/14."""
    for players, supply in {2: 22, 3: 20, 4: 17, 5: 14}.items():
        for offset in range(3):
            state = GAME.setup(players, {}, SEED + offset)
            start = state["start_player"]
            by_position = [state["seats"][(start + i) % players]["cubes"] for i in range(players)]
            assert by_position == [1, 2, 2, 3, 3][:players]
            assert state["supply"]["cubes"] == supply


def test_rsp_018_camp_supply() -> None:
    """RSP-018: all 20 camp markers start in the supply."""
    state = GAME.setup(2, {}, SEED)
    assert state["supply"]["camp_markers"] == 20 and state["camp_markers"] == []


def test_rsp_019_first_turn() -> None:
    """RSP-019: round 1, and the start player acts first, choosing dice."""
    state = GAME.setup(3, {}, SEED + 5)
    assert state["round"] == 1 and GAME.to_act(state) == [state["start_player"]]
    assert state["phase"] == CHOOSE_DICE
