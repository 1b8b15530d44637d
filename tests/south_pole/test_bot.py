"""The Roll to the South Pole bot seat (issue 15, "Bot seats"): it plays whole games legally,
beats random play, never decides on what its seat may not see, and handles the rules that
shape a turn (RSP-034, RSP-037, RSP-041, RSP-043, RSP-051, RSP-080)."""

from __future__ import annotations

import ast
import random
from pathlib import Path
from typing import Any

import pytest

import bot.bots.south_pole as policy_module
from bench.winrate import duel, play, win_share
from bot.bots import RandomPolicy, policy_for
from bot.bots.south_pole import POLICY
from bot.engine import Action, State
from bot.games.south_pole import GAME
from bot.games.south_pole.board import DESTINATIONS
from bot.games.south_pole.state import is_face_down
from tests.reliability.redeal import reseed, south_pole_unseen_by

from .helpers import ForcedDice, act, give_turn, new_game, put_tile, set_cubes

MAX_ACTIONS = 20_000  # far above a 60-round game (RSP-064), so a stuck game fails the test


def decide(state: State, seat: int, seed: int = 7) -> Action:
    """The bot's choice for ``seat``, checked to be one of the very actions it was offered."""
    legal = GAME.legal_actions(state, seat)
    choice = POLICY.choose(GAME.view(state, seat), legal, random.Random(seed))
    assert any(choice is action for action in legal), f"{choice} is not one of the legal actions"
    return choice


def run_game(players: int, seed: int, bots: set[int], resign: tuple[int, int] | None = None) -> tuple[State, list[str]]:
    """A seeded game, ``bots`` playing the policy and the rest at random; ``resign`` = (after
    this many actions, this seat leaves). Returns the final state and the bot's action types."""
    state = GAME.setup(players, {}, seed)
    chooser = random.Random(seed)
    chosen: list[str] = []
    for count in range(MAX_ACTIONS):
        if GAME.outcome(state) is not None:
            return state, chosen
        if resign is not None and count == resign[0]:
            state, _ = GAME.resign(state, resign[1])
            continue
        seat = GAME.to_act(state)[0]
        if seat in bots:
            action = decide(state, seat, seed)
            chosen.append(action["type"])
        else:
            action = chooser.choice(GAME.legal_actions(state, seat))
        state, _ = GAME.apply(state, seat, action)
    pytest.fail(f"seed {seed}: no end after {MAX_ACTIONS} actions")


def test_registry_serves_this_policy_for_the_game() -> None:
    assert policy_for("south-pole") is POLICY


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_bots_play_whole_games_against_each_other(players: int) -> None:
    """Every seat a bot: each game ends with someone planting their last flag (RSP-062), long
    before the round cap (RSP-064)."""
    kinds: set[str] = set()
    for seed in (11, 12):
        state, chosen = run_game(players, 50_000 * players + seed, set(range(players)))
        kinds |= set(chosen)
        assert state["result"]["reason"] == "flags"
        assert state["round"] < 30
    assert {"choose", "move", "continue", "camp", "reroll", "give_up"} <= kinds


@pytest.mark.parametrize("players", [2, 3, 5])
def test_bot_against_random_seats_finishes_and_wins_by_flags(players: int) -> None:
    """One bot among random seats, in each seat in turn: always legal, and the bot plants all its
    flags (RSP-062), since random play almost never reaches the pole."""
    for bot in range(players):
        state, _ = run_game(players, 60_000 * players + bot, {bot})
        assert state["result"]["winners"] == [bot]
        assert state["result"]["reason"] == "flags"


def test_bots_go_on_after_a_player_leaves() -> None:
    """RSP-066: a seat leaves mid-game, its tent taken off the board; the bots play on to the end."""
    state, _ = run_game(3, 70_001, {0, 1, 2}, resign=(40, 1))
    assert not state["seats"][1]["in_game"]
    assert state["result"] is not None and 1 not in state["result"]["winners"]


def test_bot_beats_random_play_in_most_two_seat_games() -> None:
    """A modest, deterministic check of the bar the bench measures on 200 games: at least 60 % of
    30 seeded two-seat games, seats alternated (the bot wins nearly all of them)."""
    share = 0.0
    for game in range(30):
        bot = game % 2
        winners = play(GAME, {bot: POLICY, 1 - bot: RandomPolicy()}, 80_000 + game).winners
        share += 1.0 / len(winners) if bot in winners else 0.0
    assert share / 30 >= 0.6


def test_win_rate_reports_a_share_and_a_decision_time() -> None:
    measured = duel(GAME, POLICY, RandomPolicy(), 2, 90_000)
    assert 0.0 <= win_share(measured) <= 1.0
    assert measured.first_times and min(measured.first_times) > 0.0


# --- secrecy (RSP-077, RSP-078) ----------------------------------------------------------


def _decision_points(players: int, seed: int, every: int) -> list[tuple[State, int]]:
    """Every ``every``-th bot decision of an all-bot game, with the seat deciding."""
    state = GAME.setup(players, {}, seed)
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
    """RSP-077/RSP-078: face-down tiles (other seats' peeks included) and the set-aside tile are
    dealt again within their kind and back, and the generator is reseeded; the seat's own
    peeks stay. The seat's view, its legal actions and the bot's choice must not change."""
    redealer = random.Random(5)
    moved = peeked_own = peeked_other = 0
    for players, seed in ((2, 101), (3, 102), (5, 103)):
        for state, seat in _decision_points(players, seed, every=3):
            view = GAME.view(state, seat)
            legal = GAME.legal_actions(state, seat)
            choice = POLICY.choose(view, legal, random.Random(seed))
            peeked_own += bool(state["seats"][seat]["peeks"])
            peeked_other += any(info["peeks"] for s, info in enumerate(state["seats"]) if s != seat)
            for _ in range(3):
                other = reseed(south_pole_unseen_by(state, redealer, seat), redealer.randrange(10**9))
                moved += other["tiles"] != state["tiles"] or other["set_aside"] != state["set_aside"]
                assert GAME.view(other, seat) == view
                assert GAME.legal_actions(other, seat) == legal
                assert POLICY.choose(GAME.view(other, seat), legal, random.Random(seed)) == choice
    assert moved > 0, "the re-deals never moved a hidden tile, so the test proved nothing"
    assert peeked_own > 0 and peeked_other > 0, "no sampled decision involved a peek"


def test_kept_distance_maps_are_the_ones_a_fresh_look_gives() -> None:
    """The policy keeps what the tiles seen imply (distance maps, unseen fronts) between
    decisions; each kept answer must be the one a fresh one gives, for every seat's view
    however many games filled the store, so the key holds everything a map depends on (a
    seat's own peeks included)."""

    def distances(view: dict[str, Any]) -> dict[str, float]:
        board = policy_module.Board(view)
        return {label: board.distance(label) for label in board.spaces}

    views = [
        GAME.view(state, seat)
        for players, seed in ((2, 101), (3, 102), (5, 103))
        for state, _ in _decision_points(players, seed, every=3)
        for seat in range(players)
    ]
    kept = [distances(view) for view in views]
    for view, maps in zip(views, kept, strict=True):
        policy_module._DISTANCES.clear()
        policy_module._UNSEEN.clear()
        assert distances(view) == maps
    assert any(view["private"]["peeks"] for view in views), "no view held a peek"


def test_policy_uses_only_pure_engine_data() -> None:
    """The policy module imports board geometry, tile data and dice faces, never the engine's
    state, rules or views, which read the hidden deal."""
    allowed = {"bot.games.south_pole.board", "bot.games.south_pole.data", "bot.games.south_pole.dice"}
    tree = ast.parse(Path(policy_module.__file__ or "").read_text())
    imported = {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    imported |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    from_engine = {name for name in imported if name.startswith("bot.games")}
    assert from_engine and from_engine <= allowed


# --- rules that shape a decision ------------------------------------------------------------


def _pool(*dice: tuple[str, int]) -> list[dict[str, Any]]:
    return [
        {"die": n, "colour": colour, "effective": colour, "face": face}
        for n, (colour, face) in enumerate(dice, start=1)
    ]


def test_recolours_a_short_roll_into_a_success(forced: ForcedDice) -> None:
    """Scenario S1 (RSP-041, RSP-032): black 8 and blue 1 against K4 U3 with 2 cubes; one
    recolour of a black die to blue makes it, and the bot takes that sure success."""
    state = new_game(3, start=0)
    give_turn(state, 0, tent="D4")
    set_cubes(state, 0, 2)
    put_tile(state, "E4", "R41")
    state, _ = act(state, 0, "choose", split=[0, 4, 2])
    forced.queue(3, 2, 2, 1, 1, 0)
    state, _ = act(state, 0, "move", to="E4")
    assert state["phase"] == "FAILING"
    choice = decide(state, 0)
    assert choice["type"] == "recolour"
    after, _ = GAME.apply(state, 0, choice)
    assert after["phase"] == "SUCCESS"


def test_rests_a_blank_before_giving_up() -> None:
    """RSP-034, RSP-045: with no cube to improve a hopeless roll, the blank die is worth a cube
    before the turn ends (the pool is cleared anyway)."""
    state = new_game(2, start=0)
    give_turn(state, 0, tent="C4")
    set_cubes(state, 0, 0)
    put_tile(state, "D4", "R14", face_up=True)  # K8
    state.update(phase="FAILING", explorer="D4", split=[6, 0, 0], pool=_pool(("W", 0), ("W", 3)))
    choice = decide(state, 0)
    assert choice["type"] == "rest" and choice["die"] == 1


def test_camps_when_no_die_is_left(forced: ForcedDice) -> None:
    """RSP-080: with every die rested, a further step rolls nothing and fails, so the bot camps."""
    state = new_game(2, start=0)
    give_turn(state, 0)
    state, _ = act(state, 0, "choose", split=[2, 2, 2])
    forced.queue(3, 2, 3, 3, 3, 3)
    state, _ = act(state, 0, "move", to="B4")  # #4: W2 U2
    assert state["phase"] == "SUCCESS"
    state["pool"] = []
    assert decide(state, 0)["type"] == "camp"


def test_moves_its_tent_onto_a_camp_site_nearer_the_pole(forced: ForcedDice) -> None:
    """Scenario S5 (RSP-051): a success on D2's printed camp site, farther south than the tent
    on C2, moves the tent there for free."""
    state = new_game(3, start=2)
    give_turn(state, 2, tent="C2")
    state["camp_markers"].append("C2")
    state["supply"]["camp_markers"] -= 1
    put_tile(state, "D2", "R02")  # W5, printed camp site
    state, _ = act(state, 2, "choose", split=[5, 1, 0])
    forced.queue(3, 2, 1, 0, 0, 0)
    state, _ = act(state, 2, "move", to="D2")
    assert state["phase"] == "SUCCESS"
    assert decide(state, 2)["type"] == "move_tent"


def test_peeks_at_its_next_step_when_at_the_cube_cap() -> None:
    """RSP-037, RSP-043: at 5 cubes a cube gained later is lost, so the bot spends one to peek
    at a face-down tile it can step onto before choosing its dice; then it chooses."""
    state = new_game(2, start=0)
    give_turn(state, 0, tent="C4")
    set_cubes(state, 0, 5)
    choice = decide(state, 0)
    assert choice["type"] == "peek"
    assert choice["space"] in DESTINATIONS["C4"] and is_face_down(state, choice["space"])
    state, _ = GAME.apply(state, 0, choice)
    assert decide(state, 0)["type"] == "choose"
