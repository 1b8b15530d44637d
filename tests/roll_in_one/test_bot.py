"""The Roll In One bot seat (issue 15, "Bot seats"): it plays whole games legally in every mode and
variant, beats random play, never decides on what its seat may not see, and makes the shot
decisions the rules reward (RIO-053, RIO-058, RIO-063, RIO-127, RIO-131)."""

from __future__ import annotations

import ast
import random
from pathlib import Path
from typing import Any

import pytest

import bot.bots.roll_in_one as policy_module
from bench.winrate import duel, play, win_share
from bot.bots import RandomPolicy, policy_for
from bot.bots.roll_in_one import POLICY
from bot.engine import Action, State
from bot.games.roll_in_one import GAME
from tests.reliability.redeal import reseed, roll_in_one_unseen_by

from .helpers import Dice, act, give, preset_game, turn_for

MAX_ACTIONS = 20_000  # far above any game (RIO-045, RIO-107, RIO-111, RIO-116 cap every mode)


def decide(state: State, seat: int, seed: int = 7) -> Action:
    """The bot's choice for ``seat``, checked to be one of the very actions it was offered."""
    legal = GAME.legal_actions(state, seat)
    choice = POLICY.choose(GAME.view(state, seat), legal, random.Random(seed))
    assert any(choice is action for action in legal), f"{choice} is not one of the legal actions"
    return choice


def run_game(players: int, options: dict[str, Any], seed: int, bots: set[int]) -> tuple[State, list[str]]:
    """A seeded game, ``bots`` playing the policy and the rest at random. Returns the final state
    and the kinds of the bot's actions (a card counts as its kind, e.g. "card:C12")."""
    state = GAME.setup(players, options, seed)
    chooser = random.Random(seed)
    chosen: list[str] = []
    for count in range(MAX_ACTIONS):
        if GAME.outcome(state) is not None:
            return state, chosen
        seat = GAME.to_act(state)[0]
        if seat in bots:
            action = decide(state, seat, seed + count)
            chosen.append(f"card:{action['card']}" if action["type"] == "card" else str(action["type"]))
        else:
            action = chooser.choice(GAME.legal_actions(state, seat))
        state, _ = GAME.apply(state, seat, action)
    pytest.fail(f"seed {seed}: no end after {MAX_ACTIONS} actions")


def test_registry_serves_this_policy_for_the_game() -> None:
    assert policy_for("roll-in-one") is POLICY


SETUPS: list[tuple[int, dict[str, Any]]] = [
    (2, {}),
    (3, {"holes": 1, "golfers": "chosen"}),
    (5, {"holes": 1, "golfers": "shared3"}),
    (3, {"holes": 2, "ricochet": True, "handicap": True}),
    (3, {"holes": 2, "feeling_mean": True, "course": "build"}),
    (2, {"holes": 2, "handicap": True, "pause_rolls": "always", "course": "preset"}),
    (3, {"mode": "campaign"}),
    (2, {"mode": "bumper", "ricochet": True}),
    (1, {"mode": "solo_round", "golfers": "chosen"}),
    (1, {"mode": "solo_survival", "course": "build"}),
]


@pytest.mark.parametrize(("players", "options"), SETUPS)
def test_bots_play_whole_games_in_every_mode_and_variant(players: int, options: dict[str, Any]) -> None:
    """Every seat a bot, in standard play (RIO-037), chosen and shared golfers (RIO-092, RIO-093),
    ricochet, handicap, Feeling Mean (RIO-094–RIO-101), built and preset holes (RIO-026,
    RIO-032), campaign, bumper (RIO-104–RIO-111) and both solo modes (RIO-113–RIO-121): every
    action is one it was offered and every game ends."""
    state, chosen = run_game(players, options, 1_000 + players, set(range(players)))
    assert state["result"] is not None
    assert "swing" in chosen


def test_bot_decisions_cover_the_shot_windows() -> None:
    """Across a few all-bot games with cards, handicap points and every roll paused (RIO-127,
    RIO-128, RIO-131, RIO-053, RIO-098), the bot meets and answers each kind of shot decision."""
    kinds: set[str] = set()
    for seed in range(3):
        options = {"holes": 2, "handicap": True, "pause_rolls": "always", "feeling_mean": True}
        kinds |= set(run_game(3, options, 2_000 + seed, {0, 1, 2})[1])
    assert {"swing", "accept", "curve", "continue"} <= kinds
    assert any(k.startswith("card:") for k in kinds)


@pytest.mark.parametrize(("players", "options"), [(2, {}), (3, {"holes": 1, "feeling_mean": True}), (4, {"holes": 1})])
def test_bot_against_random_seats_finishes(players: int, options: dict[str, Any]) -> None:
    """One bot among random seats, in each seat in turn: always legal, and the game ends (RIO-073)."""
    for bot in range(players):
        state, chosen = run_game(players, options, 3_000 + 10 * players + bot, {bot})
        assert state["result"] is not None and chosen


def test_bot_beats_random_play_in_most_two_seat_games() -> None:
    """A modest, deterministic check of the bar the bench measures on 200 full games: at least
    60 % of 30 seeded two-seat one-hole games (RIO-037 option, RIO-073 lowest total wins), seats
    alternated; one hole keeps the test quick and is the noisier measure."""
    share = 0.0
    for game in range(30):
        bot = game % 2
        winners = play(GAME, {bot: POLICY, 1 - bot: RandomPolicy()}, 80_000 + game, options={"holes": 1}).winners
        share += 1.0 / len(winners) if bot in winners else 0.0
    assert share / 30 >= 0.6


def test_win_rate_reports_a_share_and_a_decision_time() -> None:
    measured = duel(GAME, POLICY, RandomPolicy(), 2, 90_000)
    assert 0.0 <= win_share(measured) <= 1.0
    assert measured.first_times and min(measured.first_times) > 0.0


# --- secrecy (RIO-076, RIO-134, RIO-135) ----------------------------------------------------


def _decision_points(players: int, options: dict[str, Any], seed: int, every: int) -> list[tuple[State, int]]:
    """Every ``every``-th decision of an all-bot game, with the seat deciding."""
    state = GAME.setup(players, options, seed)
    points: list[tuple[State, int]] = []
    for count in range(MAX_ACTIONS):
        if GAME.outcome(state) is not None:
            return points
        seat = GAME.to_act(state)[0]
        if count % every == 0:
            points.append((state, seat))
        state, _ = GAME.apply(state, seat, decide(state, seat, count))
    pytest.fail("the game did not end")


def test_decisions_do_not_change_under_a_redeal_of_what_the_seat_cannot_see() -> None:
    """RIO-076/RIO-135: other seats' hands are dealt again (within each card window) together with
    the deck, and the generator is reseeded; the seat's own hand stays (RIO-134). The seat's
    view, its legal actions and the bot's choice must not change."""
    redealer = random.Random(5)
    moved = with_cards = 0
    for players, options, seed in (
        (2, {"holes": 1}, 101),
        (3, {"holes": 1, "feeling_mean": True, "pause_rolls": "always"}, 102),
        (3, {"holes": 1, "ricochet": True, "handicap": True}, 103),
    ):
        for state, seat in _decision_points(players, options, seed, every=3):
            view = GAME.view(state, seat)
            legal = GAME.legal_actions(state, seat)
            choice = POLICY.choose(view, legal, random.Random(seed))
            with_cards += any(info["hand"] for s, info in enumerate(state["seats"]) if s != seat)
            for _ in range(2):
                other = reseed(roll_in_one_unseen_by(state, redealer, seat), redealer.randrange(10**9))
                moved += other["deck"] != state["deck"] or other["seats"] != state["seats"]
                assert GAME.view(other, seat) == view
                assert GAME.legal_actions(other, seat) == legal
                assert POLICY.choose(GAME.view(other, seat), legal, random.Random(seed)) == choice
    assert moved > 0, "the re-deals never moved a hidden card, so the test proved nothing"
    assert with_cards > 0, "no sampled decision had another seat holding cards"


def test_policy_uses_only_pure_engine_data() -> None:
    """The policy imports the club dice and the hex grid, never the engine's state, rules or
    views, which read the hidden deal."""
    package = Path(policy_module.__file__ or "").parent  # the policy is a package: every module of it counts
    imported: set[str] = set()
    for tree in (ast.parse(path.read_text()) for path in package.glob("*.py")):
        imported |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        imported |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    from_engine = {name for name in imported if name.startswith("bot.games")}
    assert from_engine == {"bot.games.roll_in_one.data"}


# --- rules that shape a decision (Front Nine, green (1, 11), tee (1, 1)) ----------------------


def test_aims_from_the_tee_toward_the_green() -> None:
    """RIO-047: from the tee the green lies straight south, so the bot swings south-east or
    south-west, the two directions that bring the ball nearer."""
    state = turn_for(preset_game(2), 0, (1, 1))
    choice = decide(state, 0)
    assert choice["type"] == "swing" and choice["dir"] in (4, 5)


def test_first_roll_curve_turns_toward_the_green(dice: Dice) -> None:
    """RIO-053: a curve before the ball has moved may take any direction; aimed east from the
    tee, the bot turns south-east, straight at the green."""
    state = turn_for(preset_game(2), 0, (1, 1))
    dice(["C"])
    state, _ = act(state, 0, "swing", club="wedge", dir=0)
    assert state["decision"]["step"] == "curve"
    assert decide(state, 0)["dir"] == 5


def test_free_drop_saves_a_water_penalty(dice: Dice) -> None:
    """RIO-063, D5 C12: a dotted landing in water (1, 9) would cost a penalty token; the bot plays
    Free Drop in its landing window (RIO-131) and takes no penalty."""
    state = turn_for(preset_game(2), 0, (1, 8))
    give(state, 0, "C12")
    dice(["D1"])
    state, _ = act(state, 0, "swing", club="9iron", dir=5)
    assert state["decision"]["step"] == "landing"
    choice = decide(state, 0)
    assert choice["type"] == "card" and choice["card"] == "C12"
    state, _ = GAME.apply(state, 0, choice)
    assert state["seats"][0]["penalties"] == 0


def test_keeps_its_landing_card_when_the_landing_is_fine(dice: Dice) -> None:
    """RIO-131: on dry rough with nothing to save, the bot continues and keeps Free Drop."""
    state = turn_for(preset_game(2), 0, (1, 5))
    give(state, 0, "C12")
    dice(["D1"])
    state, _ = act(state, 0, "swing", club="9iron", dir=5)  # dotted to (1, 6): fairway, no slide
    assert state["decision"]["step"] == "landing"
    assert decide(state, 0)["type"] == "continue"


def test_deep_breath_rerolls_a_failed_number_far_from_the_green(dice: Dice) -> None:
    """RIO-050, RIO-058, D5 C1: the Wood's 1 then 1 fails at once, ten spaces from the green; the
    ROLL window opens (RIO-128 "landing") and the bot rolls again rather than stop there."""
    state = turn_for(preset_game(2), 0, (1, 1))
    give(state, 0, "C1")
    dice(["1", "1"])
    state, _ = act(state, 0, "swing", club="wood", dir=5)
    assert state["decision"]["step"] == "roll"
    choice = decide(state, 0)
    assert choice["type"] == "card" and choice["card"] == "C1"
