"""The Pole to Pole bot seat (issue 15, "Bot seats"): legal, complete, better than chance, blind.

The bot is ``bot.bots.pole_to_pole.POLICY``; it is handed the seat's view and legal actions,
exactly as ``Table._autoplay`` hands them over.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path
from typing import Any

import pytest

import bot.bots.pole_to_pole as policy_module
from bench.winrate import play
from bot.bots import POLICIES, Policy, RandomPolicy, policy_for
from bot.bots.pole_to_pole import POLICY
from bot.engine import Action, State
from bot.games.pole_to_pole import GAME
from tests.reliability.redeal import redeal, reseed

from .helpers import game_state, settle, where
from .test_cards import resolving

MAX_DECISIONS = 3000  # far above any real game (PTP-079's cap ends one within 150 rounds)


def decide(state: State, seat: int, rng_seed: int = 0) -> Action:
    """What the bot picks for ``seat``, given only what the table gives it."""
    legal = GAME.legal_actions(state, seat)
    choice = POLICY.choose(GAME.view(state, seat), legal, random.Random(rng_seed))
    assert any(choice is action for action in legal), f"{choice} is not one of the legal actions"
    return choice


def bare(action: Action) -> dict[str, Any]:
    return {key: value for key, value in action.items() if key != "label"}


def play_out(state: State, policies: list[Policy], seed: int, resign: tuple[int, int] | None = None) -> State:
    """Play ``state`` to the end; every action must be one of the legal ones the engine accepts."""
    rngs = [random.Random(f"{seed}:{seat}") for seat in range(len(policies))]
    for decisions in range(MAX_DECISIONS):
        if GAME.outcome(state) is not None:
            return state
        if resign is not None and decisions == resign[0]:
            state, _ = GAME.resign(state, resign[1])
            continue
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        assert legal, "advance() leaves the active seat a choice"
        choice = policies[seat].choose(GAME.view(state, seat), legal, rngs[seat])
        assert any(choice is action for action in legal)
        state, _ = GAME.apply(state, seat, choice)  # raises IllegalAction if the choice were illegal
    raise AssertionError(f"no end after {MAX_DECISIONS} decisions")


def test_the_registry_seats_this_bot_for_pole_to_pole() -> None:
    assert POLICIES["pole-to-pole"] is POLICY and policy_for("pole-to-pole") is POLICY


BOT, RANDOM = POLICY, RandomPolicy()
GAMES = [
    pytest.param(2, "teams", [BOT, BOT], 1, id="2p-bots"),
    pytest.param(2, "teams", [BOT, RANDOM], 2, id="2p-bot-vs-random"),
    pytest.param(2, "ffa", [RANDOM, BOT], 3, id="2p-random-vs-bot"),
    pytest.param(3, "teams", [BOT, RANDOM, BOT], 4, id="3p"),
    pytest.param(4, "teams", [BOT, BOT, BOT, BOT], 5, id="4p-teams-bots"),
    pytest.param(4, "teams", [BOT, RANDOM, BOT, RANDOM], 6, id="4p-teams-vs-random"),
    pytest.param(4, "ffa", [BOT, BOT, RANDOM, BOT], 7, id="4p-ffa"),
]


@pytest.mark.parametrize(("players", "mode", "policies", "seed"), GAMES)
def test_ptp_072_bots_play_whole_games_legally_to_the_end(
    players: int, mode: str, policies: list[Policy], seed: int
) -> None:
    """PTP-072: every game the bot takes part in (every player count and mode, PTP-010,
    PTP-080, PTP-081) ends, and every one of its choices was legal on the way."""
    final = play_out(GAME.setup(players, {"mode": mode}, seed), policies, seed)
    outcome = GAME.outcome(final)
    assert outcome is not None and outcome["winners"]


def test_ptp_084_bots_play_on_after_a_seat_resigns_mid_game() -> None:
    """PTP-077, PTP-084: after a resignation the bots still only play legal actions, to the end."""
    final = play_out(GAME.setup(4, {"mode": "teams"}, 8), [BOT, BOT, BOT, BOT], 8, resign=(25, 3))
    assert final["resigned"][3] and GAME.outcome(final) is not None


def test_the_bot_beats_random_play_in_most_two_seat_games() -> None:
    """Over 30 seeded two-seat games, seats alternating, the bot wins at least 60% (it is
    expected near 100%, so the margin is wide: this fails only if the bot stops playing well)."""
    won = sum(play(GAME, {s % 2: POLICY, 1 - s % 2: RANDOM}, s).winners == [s % 2] for s in range(100, 130))
    assert won >= 18, f"won {won} of 30"


SECRECY_GAMES = [(2, "teams", 21), (4, "ffa", 22), (4, "teams", 23)]


@pytest.mark.parametrize(("players", "mode", "seed"), SECRECY_GAMES)
def test_decisions_do_not_depend_on_the_deck_order_or_the_seed(players: int, mode: str, seed: int) -> None:
    """The hidden information of Pole to Pole is the deck order (its top card too), the seed and
    future rolls (spec, "What players may see"). At many points of a bots' game the deck is dealt
    again and the generator re-seeded (tests/reliability/redeal.py); the bot must choose the
    same action in every such world."""
    state = GAME.setup(players, {"mode": mode}, seed)
    deals = random.Random(seed)
    decisions = reshuffled = 0
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        choice = decide(state, seat)
        if decisions % 3 == 0:
            for world in range(2):
                other = redeal("pole-to-pole", state, deals)
                reshuffled += other["deck"] != state["deck"]
                assert bare(decide(other, seat)) == bare(choice)
                assert bare(decide(reseed(state, seed * 100 + world), seat)) == bare(choice)
        state, _ = GAME.apply(state, seat, choice)
        decisions += 1
    assert decisions > 30 and reshuffled > 10  # the worlds really differed, many times


def test_the_policy_imports_only_the_engines_pure_geometry_and_data() -> None:
    """The policy may use the board geometry and the data files, never a module that reads the
    game state (the deck, the generator): its engine imports are only ``board`` and ``data``."""
    package = Path(policy_module.__file__).parent  # the policy is a package: every module of it counts
    trees = [ast.parse(path.read_text()) for path in package.glob("*.py")]
    engine_imports = {
        node.module
        for tree in trees
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("bot.games")
    }
    assert engine_imports == {"bot.games.pole_to_pole.board", "bot.games.pole_to_pole.data"}


def test_ptp_036_the_bot_takes_an_exact_arrival() -> None:
    """PTP-036, spec scenario 2: Blue-1 on F3 with a 3 arrives at NP, worth a point."""
    state = game_state(2, positions={"Blue-1": "F3"}, roll_ab=(3, 5))
    assert bare(decide(state, 0)) == {"type": "move", "explorer": "Blue-1", "dice": "A", "dir": "N", "via": None}


def test_ptp_039_the_bot_captures_a_lone_rival() -> None:
    """PTP-039, spec scenario 5: Blue-1 on H9 lands on H6 with a 3 and sends Yellow-1 home."""
    state = game_state(2, positions={"Yellow-1": "H6", "Blue-1": "H9"}, roll_ab=(3, 5))
    after, _ = GAME.apply(state, 0, decide(state, 0))
    assert where(after, "Yellow-1") == "NP"


def test_ptp_043_the_bot_turns_a_corner_to_capture() -> None:
    """PTP-043: only a corner (2 north then 3 east, or 3 east then 2 north) reaches Yellow-1 on
    G7 from D9, and the bot plans both dice to get there. Blue's other five have arrived."""
    others = {f"Blue-{n}": "arrived" for n in range(2, 7)}
    state = game_state(2, positions={"Blue-1": "D9", "Yellow-1": "G7", **others}, roll_ab=(2, 3))
    state["arrivals"] = [5, 0]
    while state["active"] == 0 and state["phase"] == "move":
        state, _ = GAME.apply(state, 0, decide(state, 0))
    assert where(state, "Yellow-1") == "NP" and where(state, "Blue-1") == "G7"


def colour_phase(face: str, arrivals: list[int], tokens: list[int], positions: dict[str, str]) -> State:
    """Blue (seat 0) in the colour die phase with ``face`` showing; the first arrivals[0]
    Blue explorers have arrived."""
    state = game_state(2, positions=positions, roll_ab=(2, 2))
    state["dice"]["status"] = {"A": "used", "B": "used"}
    state["arrivals"], state["tokens"] = list(arrivals), list(tokens)
    for n in range(1, arrivals[0] + 1):
        state["explorers"][f"Blue-{n}"] = "arrived"
    state["phase"] = "colour"
    state["colour"] = {"face": face}
    return state


def test_ptp_058_the_bot_declines_a_game_ending_flight_that_loses() -> None:
    """PTP-055, PTP-058, PTP-072, PTP-074: flying Blue's sixth explorer ends the game at 6 points
    to Yellow's 8, so the bot declines; at 9 to 5 it flies."""
    losing = colour_phase("Blue", [5, 4], [0, 4], {"Blue-6": "B2"})
    assert decide(losing, 0)["type"] == "decline"
    winning = colour_phase("Blue", [5, 4], [4, 1], {"Blue-6": "B2"})
    assert bare(decide(winning, 0)) == {"type": "colour_pick", "explorer": "Blue-6"}


def test_ptp_055_the_own_face_flies_the_explorer_furthest_from_its_target() -> None:
    """PTP-055: the own face lands any explorer at once; the one still on the home pole gains most."""
    state = colour_phase(
        "Blue", [0, 0], [0, 0], {"Blue-1": "B2", "Blue-2": "C5", **{f"Blue-{n}": "D8" for n in (3, 4)}}
    )
    state["explorers"]["Blue-5"] = state["explorers"]["Blue-6"] = "SP"
    assert where(state, decide(state, 0)["explorer"]) == "SP"


def test_ptp_054_the_opponent_face_sends_the_most_advanced_rival_home() -> None:
    """PTP-054: Yellow-2 on C10 is two spaces from SP, Yellow-1 on B2 ten: C10 goes home."""
    state = colour_phase("Yellow", [0, 0], [0, 0], {"Yellow-1": "B2", "Yellow-2": "C10"})
    assert bare(decide(state, 0)) == {"type": "colour_pick", "explorer": "Yellow-2"}


def test_ptp_069_avalanche_hits_the_most_advanced_rival() -> None:
    """PTP-069: the same choice for Avalanche."""
    state = resolving("AVALANCHE", positions={"Yellow-1": "B2", "Yellow-2": "C10"})
    assert bare(decide(state, 0)) == {"type": "card_pick", "explorer": "Yellow-2"}


def test_ptp_065_second_wind_is_always_rolled() -> None:
    """PTP-065: two more dice never hurt, since any move of them may be a good one; then the
    bot plays the new Movement phase too."""
    state = resolving("SECOND_WIND", positions={"Blue-1": "B9"})
    assert decide(state, 0)["type"] == "wind_roll"
    rolled, _ = GAME.apply(state, 0, decide(state, 0))
    assert rolled["phase"] == "move" and decide(rolled, 0)["type"] == "move"


def test_ptp_070_the_mandatory_lost_bearings_picks_a_legal_target() -> None:
    """PTP-061, PTP-070: Lost Bearings offers no decline; the bot sends back the explorer that
    loses least (B9 to B11 costs two spaces far from NP; C3 would leave Polar Guide's reach)."""
    state = resolving("LOST_BEARINGS", positions={"Blue-1": "B9", "Blue-2": "C3"})
    assert all(a["type"] != "decline" for a in GAME.legal_actions(state, 0))
    assert bare(decide(state, 0)) == {"type": "card_pick", "explorer": "Blue-1"}


def test_ptp_067_shelter_covers_the_exposed_explorer() -> None:
    """PTP-067: Blue-2 on C3 is three spaces from NP, where Yellow's six explorers wait, so it is
    the one to shelter; Blue-1 on B9 is out of their reach."""
    state = resolving("SHELTER", positions={"Blue-1": "B9", "Blue-2": "C3"})
    assert bare(decide(state, 0)) == {"type": "card_pick", "explorer": "Blue-2"}


@pytest.mark.parametrize("card", ["TAILWIND", "CURRENT", "POLAR_GUIDE", "ICE_FLOE"])
def test_ptp_063_to_068_optional_cards_get_a_legal_answer(card: str) -> None:
    """PTP-063, PTP-064, PTP-066, PTP-068: whatever the card, the answer is one of the offered ones
    and the engine accepts it."""
    positions = {"Blue-1": "B9", "Blue-2": "C3", "Yellow-1": "E9", "Yellow-2": "F4"}
    state = settle(resolving(card, positions=positions))
    GAME.apply(state, 0, decide(state, 0))
