"""The North Pole bot seat (bot/bots/north_pole.py): legal, finishing, better than chance, blind to secrets."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from bench.winrate import duel, play, win_share
from bot.bots import POLICIES, RandomPolicy
from bot.bots.north_pole import POLICY
from bot.engine import Action, State
from bot.games.north_pole import GAME
from tests.north_pole.helpers import deal, scenario
from tests.reliability.redeal import redeal, reseed

STEP_LIMIT = 5_000  # the 100-round cap (RNP-119) ends every game well before this
CASES = [(2, {}), (3, {}), (4, {}), (4, {"teams": True})]


def run(players: int, options: dict[str, object], seed: int, bot_seats: set[int]) -> tuple[State, int]:
    """Play a seeded game; the bot must always return one of the offered actions."""
    state = GAME.setup(players, options, seed)
    rngs = {s: random.Random(f"{seed}:{s}") for s in range(players)}
    steps = 0
    while GAME.outcome(state) is None:
        assert steps < STEP_LIMIT, "the game did not end"
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        policy = POLICY if seat in bot_seats else RandomPolicy()
        action = policy.choose(GAME.view(state, seat), legal, rngs[seat])
        assert action in legal
        state, _ = GAME.apply(state, seat, action)
        steps += 1
    return state, steps


def test_registry_loads_the_north_pole_policy() -> None:
    assert POLICIES["north-pole"] is POLICY


@pytest.mark.parametrize(("players", "options"), CASES)
def test_self_play_is_legal_and_ends(players: int, options: dict[str, object]) -> None:
    """Every seat a bot, each player count and the team variant (RNP-017, RNP-120): games end
    with a winner, and a bot-only game reaches the Pole rather than the round cap (RNP-117/121)."""
    for seed in (11, 12):
        state, _ = run(players, options, seed, set(range(players)))
        outcome = GAME.outcome(state)
        assert outcome is not None and outcome["winners"]
        assert state["result"]["kind"] == "pole"


@pytest.mark.parametrize(("players", "options"), CASES)
def test_against_random_play_is_legal_and_ends(players: int, options: dict[str, object]) -> None:
    """One bot seat among random seats, in every seat position: legal throughout, and the game ends."""
    for seed in range(players):
        state, _ = run(players, options, 100 + seed, {seed % players})
        assert GAME.outcome(state) is not None


def test_wins_most_two_seat_games_against_random_play() -> None:
    """30 seeded two-seat games, seats alternated: a shared win at the round cap (RNP-119) is no win."""
    wins = sum(play(GAME, {i % 2: POLICY, 1 - i % 2: RandomPolicy()}, 500 + i).winners == [i % 2] for i in range(30))
    assert wins >= 18


def test_win_rate_figure_is_the_share_of_sole_wins() -> None:
    """The bench figure counts a game as won only when the bot's seat is the sole winner."""
    share = win_share(duel(GAME, POLICY, RandomPolicy(), 4, 900))
    games = [play(GAME, {i % 2: POLICY, 1 - i % 2: RandomPolicy()}, 900 + i // 2).winners for i in range(4)]
    assert share == sum((1 / len(w) if i % 2 in w else 0.0) for i, w in enumerate(games)) / 4


def test_takes_the_winning_step_into_the_pole() -> None:
    """RNP-052, RNP-117: with three pawns home and the fourth on the gate, the bot enters P."""
    state = scenario(disc="NE")  # gate e5
    for pawn in ("orange1", "orange2", "orange3"):
        state["pawns"][pawn] = "pole"
    state["pawns"]["orange4"] = "e5"
    deal(state, S1="C001", S2="C017", S3="C043")  # March, Swoop, Dash: all can step in
    legal = GAME.legal_actions(state, 0)
    action = POLICY.choose(GAME.view(state, 0), legal, random.Random(1))
    assert action["type"] == "move" and action["path"][-1] == "P"


def test_ambushes_a_rival_next_to_the_pole() -> None:
    """RNP-059: a March B onto a rival one step from the gate sends it back to its ship."""
    state = scenario(disc="NE")  # gate e5
    state["pawns"]["orange1"] = "e7"
    state["pawns"]["blue1"] = "e6"
    deal(state, S1="C053", S2=None, S3=None)  # March B only
    legal = GAME.legal_actions(state, 0)
    action = POLICY.choose(GAME.view(state, 0), legal, random.Random(1))
    assert action["type"] == "move" and action["pawn"] == "orange1" and action["path"] == ["e6"]


def decision_points(players: int, seed: int, bot_seat: int) -> Iterator[tuple[State, int]]:
    """States of a bot-versus-random game at which the bot's seat decides."""
    state = GAME.setup(players, {}, seed)
    rng = random.Random(seed)
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        if seat == bot_seat:
            yield state, seat
            action = POLICY.choose(GAME.view(state, seat), legal, rng)
        else:
            action = rng.choice(legal)
        state, _ = GAME.apply(state, seat, action)


def decide(state: State, seat: int, salt: str) -> Action:
    return POLICY.choose(GAME.view(state, seat), GAME.legal_actions(state, seat), random.Random(salt))


@pytest.mark.parametrize("players", [2, 3])
def test_decisions_ignore_hidden_information(players: int) -> None:
    """RNP-127/RNP-128: re-dealing the draw pile below its top colour, the compass stack, the
    face-down corner and scoreboard tokens, the set-aside tokens and the RNG never changes a choice."""
    rng = random.Random(players)
    checked = changed = 0
    for index, (state, seat) in enumerate(decision_points(players, 4_000 + players, 0)):
        if index % 4:
            continue
        salt = f"choice:{index}"
        original = decide(state, seat, salt)
        for round_ in range(2):
            other = reseed(redeal("north-pole", state, rng), 77 + round_)
            changed += (other["draw"], other["stack"]) != (state["draw"], state["stack"])
            assert decide(other, seat, salt) == original
        checked += 1
    assert checked >= 10
    assert changed >= checked  # the re-deals really moved the secrets
