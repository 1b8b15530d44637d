"""Setup (RNP §3) and scenario 1."""

from __future__ import annotations

import random

import pytest

from bot.engine import BadOption
from bot.games.north_pole import GAME
from bot.games.north_pole.data import CARDS, TOKENS
from tests.north_pole.helpers import SEED, all_cards, all_tokens


def test_scenario_1_three_player_setup() -> None:
    """Scenario 1 (RNP-017, RNP-018, RNP-019, RNP-020, RNP-021, RNP-022)."""
    state = GAME.setup(3, {}, SEED)
    assert [(s["side"], s["colour"]) for s in state["seats"]] == [("S", "orange"), ("W", "blue"), ("N", "black")]
    assert [s["target"] for s in state["seats"]] == [3, 3, 3]
    view = GAME.view(state, None)
    assert [s["on_ship"] for s in view["seats"]] == [3, 3, 3] and [s["unused"] for s in view["seats"]] == [1, 1, 1]
    assert [s["equipment"] for s in state["seats"]] == [["T01", "T05"], ["T02", "T06"], ["T03", "T07"]]
    assert sorted(state["removed"]) == ["T04", "T08"]
    assert all(state["slots"].values()) and len(state["draw"]) == 98
    assert len(state["corner_tokens"]) == 4 and state["score_token"] is not None
    assert len(state["stack"]) == 10 and len(state["set_aside"]) == 9
    assert state["threshold"] == 10 and state["r"] == 0


def test_rnp_017_sides_and_colours() -> None:
    """RNP-017: 2 players S/N (N is blue), 4 players S/W/N/E."""
    two = GAME.setup(2, {}, SEED)
    assert [(s["side"], s["colour"]) for s in two["seats"]] == [("S", "orange"), ("N", "blue")]
    four = GAME.setup(4, {}, SEED)
    assert [s["colour"] for s in four["seats"]] == ["orange", "blue", "black", "white"]


def test_rnp_018_pawns_per_seat() -> None:
    """RNP-018: 4/3/2 pawns per seat, 3 in the team variant."""
    for players, options, count in ((2, {}, 4), (3, {}, 3), (4, {}, 2), (4, {"teams": True}, 3)):
        state = GAME.setup(players, options, SEED)
        assert all(s["target"] == count for s in state["seats"])
        assert sum(at == "ship" for at in state["pawns"].values()) == count * players


def test_rnp_019_starting_kits() -> None:
    """RNP-019: each seat holds one brown Husky and one brown Snowshoes; the other browns leave."""
    state = GAME.setup(2, {}, SEED)
    for seat in state["seats"]:
        assert sorted(TOKENS[t].item for t in seat["equipment"]) == ["Husky", "Snowshoes"]
        assert all(TOKENS[t].colour == "brown" for t in seat["equipment"])
    assert sorted(state["removed"]) == ["T03", "T04", "T07", "T08"]


def test_rnp_020_shuffle_and_deal() -> None:
    """RNP-020: a seeded shuffle of the 110 cards, 12 dealt in refill order."""
    state = GAME.setup(2, {}, SEED)
    order = list(CARDS)
    random.Random(SEED).shuffle(order)
    assert list(state["slots"].values()) == order[:12]
    assert state["draw"] == order[12:]
    assert sorted(all_cards(state)) == sorted(CARDS)


def test_rnp_021_rnp_022_token_shuffles() -> None:
    """RNP-021/022: greens on a1, a8, h8, h1 and the scoreboard; the rest with the blues form the stack."""
    rng = random.Random(SEED)
    rng.shuffle(list(CARDS))
    greens = [t for t in TOKENS if TOKENS[t].colour == "green"]
    rng.shuffle(greens)
    pool = greens[5:] + [t for t in TOKENS if TOKENS[t].colour == "blue"]
    rng.shuffle(pool)
    state = GAME.setup(3, {}, SEED)
    assert state["corner_tokens"] == dict(zip(("a1", "a8", "h8", "h1"), greens[:4], strict=True))
    assert state["score_token"] == greens[4]
    assert state["stack"] == pool[:10] and state["set_aside"] == pool[10:]
    assert sorted(all_tokens(state)) == sorted(TOKENS)


def test_rnp_023_start_player_is_random() -> None:
    """RNP-023: the start player varies with the seed and is the seat to act."""
    starts = {GAME.setup(4, {}, SEED + i)["turn"]["seat"] for i in range(40)}
    assert starts == {0, 1, 2, 3}
    state = GAME.setup(4, {}, SEED)
    assert GAME.to_act(state) == [state["turn"]["seat"]] and state["turn"]["phase"] == "camp"


def test_rnp_024_disc_choice() -> None:
    """RNP-024: the basic disc in a standard game, the team disc in the variant."""
    basic = {GAME.setup(2, {}, SEED + i)["disc"] for i in range(40)}
    team = {GAME.setup(4, {"teams": True}, SEED + i)["disc"] for i in range(20)}
    assert basic == {"NE", "SE", "SW", "NW"} and team == {"NE+SW", "NW+SE"}


def test_rnp_025_starting_position() -> None:
    """RNP-025: r = 0, empty storm/discard/token discard, bear in supply, no Holes or Igloos."""
    state = GAME.setup(2, {}, SEED)
    assert state["r"] == 0 and state["storm"] == [] and state["discard"] == [] and state["token_discard"] == []
    assert state["pawns"]["bear"] == "supply" and state["holes"] == {} and state["igloos"] == {}


def test_rnp_026_rng_call_order() -> None:
    """RNP-026: cards, greens, pool, start player, disc — in that order."""
    rng = random.Random(SEED)
    rng.shuffle(list(CARDS))
    rng.shuffle(list(range(14)))
    rng.shuffle(list(range(19)))
    start = rng.randrange(4)
    disc = rng.choice(["NE", "NW", "SE", "SW"])
    state = GAME.setup(4, {}, SEED)
    assert state["turn"]["seat"] == start and state["disc"] == disc
    assert GAME.setup(4, {}, SEED) == state


def test_rnp_143_team_option() -> None:
    """RNP-143: option ``teams`` (default false) needs exactly 4 players."""
    assert GAME.options["teams"].default is False
    with pytest.raises(BadOption):
        GAME.setup(3, {"teams": True}, SEED)
    with pytest.raises(BadOption):
        GAME.setup(5, {}, SEED)
    assert GAME.setup(4, {"teams": "yes"}, SEED)["teams"] is True
