"""Contract properties over random games (tests/contract.py) for 2, 3, 4 players and the team
variant, plus the engine's own invariants along those games (RNP-119, RNP-126, RNP-127)."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine import Game, IllegalAction, State, action_key
from bot.games.north_pole import GAME
from bot.games.north_pole.board import CENTRAL, CORNERS, camp_side, is_grid
from bot.games.north_pole.data import BOARD, CARDS, TOKENS
from bot.games.north_pole.state import BEAR, seat_of_pawn, storm_total
from tests.contract import (
    Playthrough,
    canonical,
    check_contract,
    check_playthrough,
    check_replay,
    check_views,
    random_playthrough,
)
from tests.north_pole.helpers import PoleSeeker, all_cards, all_tokens

CONFIGS: list[tuple[int, dict[str, Any]]] = [(2, {}), (3, {}), (4, {}), (4, {"teams": True})]
CONFIG_IDS = ["2p", "3p", "4p", "teams"]
ROUND_CAP: int = BOARD["round_cap"]
SHARED = 20_011  # seed base of the random games the tests below share


def max_moves(players: int) -> int:
    """Generous: 100 rounds, and no turn takes more than a dozen decisions."""
    return ROUND_CAP * players * 12


def hidden(state: State) -> list[str]:
    """RNP-127: ids that must never appear in a public view — draw-pile cards (so their order
    cannot show either), compass-stack, set-aside, corner and scoreboard tokens."""
    secrets = list(state["draw"]) + list(state["stack"]) + list(state["set_aside"])
    secrets += list(state["corner_tokens"].values())
    if state["score_token"] is not None:
        secrets.append(state["score_token"])
    return [f'"{s}"' for s in secrets]


_RUNS: dict[tuple[int, bool, int], Playthrough] = {}


def played(players: int, options: dict[str, Any], seed: int) -> Playthrough:
    """One random game per (config, seed), shared by the tests of this module."""
    key = (players, bool(options.get("teams")), seed)
    if key not in _RUNS:
        _RUNS[key] = random_playthrough(GAME, players, options, seed, max_moves(players))
    return _RUNS[key]


def test_game_satisfies_the_protocol() -> None:
    assert isinstance(GAME, Game)
    assert GAME.key == "north-pole" and (GAME.min_players, GAME.max_players) == (2, 4)
    assert all(len(option.description) <= 100 for option in GAME.options.values())


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=CONFIG_IDS)
def test_contract_over_random_games(players: int, options: dict[str, Any]) -> None:
    """RNP-119: random legal games end within the 100-round cap; JSON round trip, apply purity,
    replay determinism, refusals with a sentence and secret-free public views (RNP-127)."""
    runs = check_contract(GAME, players, options, [10_007 + players], max_moves(players), hidden)
    for run in runs:
        assert run.final["turn"]["round"] <= ROUND_CAP
        outcome = GAME.outcome(run.final)
        assert outcome is not None and outcome["winners"] and outcome["text"].endswith(".")


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=CONFIG_IDS)
def test_invariants_along_random_games(players: int, options: dict[str, Any]) -> None:
    """Cards (110) and tokens (32) are conserved; no pawn stands on P; camps hold only their
    owner's pawns; Holes stay empty and at most one is central; squares are shared only under
    camp rules; at most 3 tokens outside an overflow; no storm total left at the threshold."""
    run = played(players, options, SHARED + players)
    for state in run.states:
        assert Counter(all_cards(state)) == Counter({c: 1 for c in CARDS})
        assert Counter(all_tokens(state)) == Counter({t: 1 for t in TOKENS})
        places = state["pawns"]
        assert "P" not in places.values()
        crowd = Counter(at for at in places.values() if is_grid(at))
        if state["stack"]:
            assert all(n == 1 for n in crowd.values())
        for square in state["holes"]:
            assert crowd[square] == 0 and is_grid(square)
        assert sum(sq in CENTRAL for sq in state["holes"]) <= 1
        for pawn, at in places.items():
            side = camp_side(at) if len(at) == 2 else None
            if side is not None:
                assert pawn != BEAR
                owner = seat_of_pawn(state, pawn)
                assert owner is not None and state["seats"][owner]["side"] == side
        assert set(state["corner_tokens"]) <= set(CORNERS)
        for igloo_pawn in state["igloos"]:
            assert is_grid(places[igloo_pawn]) and places[igloo_pawn] not in CENTRAL
        phase = state["turn"]["phase"]
        if phase != "overflow":
            assert all(len(s["equipment"]) <= 3 for s in state["seats"])
        if phase not in ("overflow", "over"):  # an overflow pauses a play before its weather check
            assert storm_total(state) < state["threshold"]
        assert 0 <= state["r"] <= 3
        view = GAME.view(state, None)
        assert view["storm_total"] == storm_total(state) and view["draw_count"] == len(state["draw"])


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=CONFIG_IDS)
def test_public_view_hides_deck_tokens_and_seed(players: int, options: dict[str, Any]) -> None:
    """RNP-126/RNP-127/RNP-128: the public view shows the top card's back colour only; never deck
    order, face-down token identities, the RNG or the seed; a seat's view adds nothing."""
    seed = SHARED + players
    run = played(players, options, seed)
    for state in run.states[::9]:
        public = GAME.view(state, None)
        text = json.dumps(public)
        assert not {"draw", "stack", "set_aside", "rng", "seed", "score_token_id"} & set(public)
        assert not [s for s in hidden(state) if s in text]
        assert str(seed) not in text and '"rng"' not in text
        top = state["draw"][0] if state["draw"] else None
        assert public["next_storm"]["colour"] == (CARDS[top].colour if top else None)
        assert public["stack_count"] == len(state["stack"]) and public["set_aside_count"] == len(state["set_aside"])
        for seat in range(players):
            mine = GAME.view(state, seat)
            assert mine["private"] == {} and {k: v for k, v in mine.items() if k not in ("seat", "private")} == public


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=CONFIG_IDS)
def test_random_games_that_seek_the_pole_end_in_a_win(players: int, options: dict[str, Any]) -> None:
    """RNP-117/RNP-121: random legal games leaning towards the Pole end by a win before the cap;
    the contract properties hold along them too (purity, replay, JSON, secret-free views)."""
    for seed in (60_013,):
        run = random_playthrough(GAME, players, options, seed, max_moves(players), PoleSeeker(seed))
        check_playthrough(GAME, run, hidden)
        check_replay(GAME, run, players, options)
        assert run.final["result"]["kind"] == "pole" and run.final["turn"]["round"] <= ROUND_CAP
        winners = run.final["result"]["winners"]
        assert GAME.outcome(run.final)["ranking"][0] == winners  # type: ignore[index]
        team = [s for s in range(players) if run.final["seats"][s]["team"] == run.final["seats"][winners[0]]["team"]]
        assert winners == team
        done = sum(run.final["pawns"][p] == "pole" for s in winners for p in run.final["pawns"]
                   if p.rstrip("0123456789") == run.final["seats"][s]["colour"])  # fmt: skip
        assert done == sum(run.final["seats"][s]["target"] for s in winners)


def test_views_never_show_a_drawn_seed() -> None:
    """RNP-127: a large random seed (as the table draws them) never appears in any public view."""
    seed = 7_421_903_118_554_210_377
    run = random_playthrough(GAME, 3, {}, seed, 400 * 12, random.Random(3))
    for state in run.states[::25]:
        check_views(GAME, state, seed, hidden)


@pytest.mark.parametrize(("players", "options"), [CONFIGS[0], CONFIGS[3]], ids=["2p", "teams"])
def test_listed_actions_apply_are_distinct_and_labelled(players: int, options: dict[str, Any]) -> None:
    """RNP-124: every listed action applies; no two are the same action; labels fit a button."""
    run = played(players, options, SHARED + players)
    for state in run.states[::23]:
        for seat in GAME.to_act(state):
            actions = GAME.legal_actions(state, seat)
            keys = [action_key(a) for a in actions]
            assert actions and len(set(keys)) == len(keys)
            assert all(0 < len(a["label"]) <= 80 for a in actions)
            for action in actions:
                GAME.apply(state, seat, action)


JUNK = st.one_of(
    st.none(), st.integers(-3, 12), st.booleans(), st.sampled_from(["", "P", "z9", "d4", "S1", "BP", "bear", "T21"]),
    st.lists(st.sampled_from(["d4", "P", "e5", "c0", "z3"]), max_size=3), st.dictionaries(st.just("a"), st.integers()),
)  # fmt: skip
FIELDS = ["type", "card", "copy", "pawn", "path", "dir", "gear", "token", "orientation", "slot", "square", "mode"]


@settings(max_examples=30)
@given(
    config=st.sampled_from(range(len(CONFIGS))),
    at=st.integers(0, 10_000),
    pick=st.integers(0, 10_000),
    field=st.sampled_from(FIELDS),
    junk=JUNK,
)
def test_mangled_actions_are_refused_with_a_sentence(config: int, at: int, pick: int, field: str, junk: Any) -> None:
    """RNP-139: a legal action with one field replaced is either still legal or raises
    IllegalAction with a sentence; the state is never modified."""
    players, options = CONFIGS[config]
    run = played(players, options, SHARED + players)
    state = run.states[at % len(run.states)]
    seats = GAME.to_act(state)
    if not seats:
        with pytest.raises(IllegalAction):
            GAME.apply(state, 0, {"type": "end"})
        return
    seat = seats[0]
    legal = GAME.legal_actions(state, seat)
    action = {k: v for k, v in legal[pick % len(legal)].items() if k != "label"}
    action[field] = junk
    snapshot = canonical(state)
    try:
        GAME.apply(state, seat, action)
    except IllegalAction as refused:
        assert refused.reason.strip().endswith((".", "!", "?")) and len(refused.reason) > 10
    assert canonical(state) == snapshot
    others = [s for s in range(players) if s not in seats]
    for other in others[:1]:
        with pytest.raises(IllegalAction) as wrong_seat:
            GAME.apply(state, other, legal[0])
        assert wrong_seat.value.reason.endswith(".")


@settings(max_examples=12)
@given(seed=st.integers(0, 2**63 - 1), config=st.sampled_from(range(len(CONFIGS))))
def test_same_seed_same_game(seed: int, config: int) -> None:
    """RNP-026: the same seed and the same actions give the same states, bit for bit."""
    players, options = CONFIGS[config]
    chooser = random.Random(seed)
    state = GAME.setup(players, options, seed)
    again = GAME.setup(players, options, seed)
    assert canonical(state) == canonical(again)
    for _ in range(60):
        seat = GAME.to_act(state)[0]
        action = chooser.choice(GAME.legal_actions(state, seat))
        state, events = GAME.apply(state, seat, action)
        again, events_again = GAME.apply(again, seat, action)
        assert canonical(state) == canonical(again) and events == events_again
        assert json.loads(json.dumps(state)) == state
