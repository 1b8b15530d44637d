"""The Amundsen vs. Scott bot seat: legal, complete play in every variant, better than chance,
and blind to what its seat may not see (AVS-056–AVS-058, AVS-087, AVS-088)."""

from __future__ import annotations

import ast
import copy
import random
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from bench.winrate import duel, play, win_share
from bot.bots import POLICIES, Policy, RandomPolicy, policy_for
from bot.bots.amundsen_scott import POLICY
from bot.engine import Action, State
from bot.games.amundsen_scott import GAME
from tests.reliability.redeal import redeal, reseed

from .helpers import A, S, act, build, hand, of_type, where

OPTION_SETS: list[dict[str, object]] = [
    {},
    {"patrons": True},
    {"advanced_row": True},
    {"patrons": True, "advanced_row": True},
]
# AVS-108: at most 221 main decisions; effect, weather and trim steps follow some of them.
MOST_DECISIONS = 4 * 221


def run_game(seed: int, options: dict[str, object], policies: list[Policy]) -> tuple[State, Counter[str]]:
    """One game with ``policies[seat]`` deciding each seat; every choice must be a listed legal action."""
    state = GAME.setup(2, options, seed)
    rngs = [random.Random(f"{seed}:{seat}") for seat in (0, 1)]
    phases: Counter[str] = Counter()
    for _ in range(MOST_DECISIONS):
        if GAME.outcome(state) is not None:
            return state, phases
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        choice = policies[seat].choose(GAME.view(state, seat), legal, rngs[seat])
        assert choice in legal, f"seed {seed}: {choice} is not a legal action"
        if policies[seat] is POLICY:
            phases[state["phase"]] += 1
        state, _events = GAME.apply(state, seat, choice)
    raise AssertionError(f"seed {seed}: no end after {MOST_DECISIONS} decisions")


def test_the_registry_hands_out_this_policy() -> None:
    assert POLICIES["amundsen-scott"] is POLICY
    assert policy_for("amundsen-scott") is POLICY


@pytest.mark.parametrize("options", OPTION_SETS, ids=["base", "patrons", "advanced-row", "both"])
def test_self_play_ends_with_legal_moves_in_every_variant(options: dict[str, object]) -> None:
    """AVS-059/AVS-060/AVS-108: two bots finish each game, by the Pole or by freezing."""
    for seed in (11, 12):
        state, phases = run_game(seed, options, [POLICY, POLICY])
        assert state["result"]["reason"] in ("pole", "freeze")
        assert phases["main"] > 10


@pytest.mark.parametrize("options", OPTION_SETS, ids=["base", "patrons", "advanced-row", "both"])
def test_against_random_play_every_decision_is_legal(options: dict[str, object]) -> None:
    """AVS-078–AVS-083: main, effect, Good Weather and trim decisions all come from the legal list."""
    phases: Counter[str] = Counter()
    for seed in range(40, 46):
        seats: list[Policy] = [POLICY, RandomPolicy()] if seed % 2 else [RandomPolicy(), POLICY]
        state, seen = run_game(seed, options, seats)
        assert GAME.outcome(state) is not None
        phases.update(seen)
    assert phases["main"] > 0 and phases["effect"] > 0


def test_the_bot_faces_every_kind_of_decision() -> None:
    """AVS-078: over a few games against itself and random play the bot decides in all four phases."""
    phases: Counter[str] = Counter()
    for seed in range(60, 80):
        seats: list[Policy] = [POLICY, POLICY] if seed % 2 else [RandomPolicy(), POLICY]
        phases.update(run_game(seed, {"patrons": seed % 3 == 0}, seats)[1])
        if all(phases[kind] for kind in ("main", "effect", "weather", "trim")):
            break
    assert all(phases[kind] for kind in ("main", "effect", "weather", "trim")), phases


def test_beats_random_play_in_most_seeded_games() -> None:
    """AVS-059: reaching the Pole first; 30 fixed seeds, seats alternated. The bot wins about
    85% of such games, so 18 of 30 fails only by a real regression, not by bad luck."""
    wins = sum(play(GAME, {i % 2: POLICY, 1 - i % 2: RandomPolicy()}, 5_000 + i).winners == [i % 2] for i in range(30))
    assert wins >= 18


def test_win_rate_reports_a_share_and_a_median_time() -> None:
    measured = duel(GAME, POLICY, RandomPolicy(), 4, 9_000)
    share = win_share(measured)
    assert 0.0 <= share <= 1.0 and share * 4 == int(share * 4)
    assert measured.first_times and min(measured.first_times) > 0.0


# --- what the bot does in chosen positions -------------------------------------------------


def choose(state: State, seat: int) -> Action:
    return POLICY.choose(GAME.view(state, seat), GAME.legal_actions(state, seat), random.Random(1))


def test_reaches_the_pole_when_it_can() -> None:
    """AVS-032/AVS-059: on space 12 with one card of each colour, the Pole wins at once."""
    state = build(a_hand=["C14", "C25", "C20", "C27", "C15"], a_at=12, s_at=3)
    assert choose(state, A)["type"] == "pole"


def test_plays_every_compass_before_the_pole() -> None:
    """AVS-034/AVS-036: holding a Compass on space 12 the Pole is illegal; the bot steps back with it
    rather than waste the turn."""
    state = build(a_hand=["C33", "C14", "C25", "C20", "C27"], a_at=12, s_at=3)
    assert of_type(state, A, "pole") == []
    assert choose(state, A)["type"] == "compass"


def test_advances_with_the_matching_card() -> None:
    """AVS-027: from the ship with a red card Amundsen advances to A1 (red) rather than take."""
    state = build(a_hand=["C14"], row=("C41", "C42", "C43"))
    choice = choose(state, A)
    assert choice["type"] == "advance" and choice["cards"] == ["C14"]


def test_returns_to_the_furthest_space_when_lost() -> None:
    """AVS-046, D4: lost on SQ3@7 with Yellow, Blue and Green advances, Scott returns to S6 with yellow."""
    state = build(s_hand=["C29", "C25", "C21"], s_q=3, s_at=7, a_at=3, active=S)
    choice = choose(state, S)
    assert choice["type"] == "return" and choice["to"] == 6


def test_makes_a_rival_on_the_last_space_lose_his_way() -> None:
    """AVS-039, D4: Scott stands on S12 with four cards; Amundsen's two Blizzards send him to SQ4."""
    state = build(
        a_hand=["C35", "C36", "C14"],
        a_at=3,
        s_hand=["C48", "C21", "C29", "C16"],
        s_at=12,
    )
    choice = choose(state, A)
    assert choice["type"] == "lose_way"
    after, _ = act(state, A, choice)
    assert where(after, S) == "SQ4"


def test_leaves_a_rival_far_behind_alone() -> None:
    """AVS-029/AVS-039: attacks cost two cards and a turn; against a rival still near his ship,
    Amundsen on A7 keeps his red Blizzards as colours for A8, A10 and A12 instead."""
    state = build(a_hand=["C35", "C36", "C14", "C27", "C20"], a_at=7, s_hand=["C21"], s_at=3)
    assert of_type(state, A, "lose_way")
    assert choose(state, A)["type"] != "lose_way"


def test_trims_the_cards_it_needs_least() -> None:
    """AVS-037/AVS-083: after Loss of Equipment, Amundsen keeps his route colours and one blue for
    the Pole, and lets two of his four blue cards go."""
    state = build(
        a_hand=["C14", "C27", "C15", "C25", "C26", "C48", "C49"],
        s_hand=["C32"],
        active=S,
    )
    state, _ = act(state, S, {"type": "loss", "card": "C32"})
    assert GAME.to_act(state) == [A]
    choice = choose(state, A)
    assert choice["type"] == "trim" and set(choice["cards"]) <= {"C25", "C26", "C48", "C49"}


def test_takes_the_good_weather_step() -> None:
    """AVS-054/AVS-082: a drawn card that matches the next space is revealed to move for free."""
    state = build(
        s_hand=["C55", "C01", "C02"],
        s_at=5,
        row=("C21", "C48", "C16"),
        deck=["C29", "C44", "C30"],
        active=S,
    )
    state, _ = act(state, S, {"type": "take", "n": 2, "discard": ["C55"]})
    state, _ = act(state, S, {"type": "effect", "card": "C55"})
    assert state["phase"] == "weather"
    assert choose(state, S) == {"type": "weather", "advance": True, "label": "Reveal the card and move to space 6"}


def test_uses_a_discard_effect_rather_than_decline() -> None:
    """AVS-050/AVS-051: Drop Supplies discarded for a Take steals a card; declining gains nothing."""
    state = build(a_hand=["C51", "C41"], s_hand=["C14", "C15"], row=("C27", "C20", "C44"))
    state, _ = act(state, A, {"type": "take", "n": 2, "discard": ["C51"]})
    assert state["phase"] == "effect"
    assert choose(state, A)["card"] == "C51"


def test_never_freezes_while_the_rival_is_far_from_the_pole() -> None:
    """AVS-060: freezing loses for both explorers, so the bot does not freeze a race it may still win."""
    state = build(a_hand=["C41", "C42", "C43", "C44"], a_at=4, s_at=3, row=("C20", None, None), exhaustions=2)
    assert of_type(state, A, "freeze")
    assert choose(state, A)["type"] != "freeze"


# --- secrecy -------------------------------------------------------------------------------


def unseen_by(seat: int) -> Callable[[State, random.Random], State]:
    """Re-deal what ``seat`` may not see (AVS-056–AVS-058): the rival's hidden cards, the deck order
    and the generator. The seat's own hidden cards are its own secret, so they stay: they are
    shown as visible to ``redeal`` for the deal and marked hidden again afterwards."""

    def deal(state: State, rng: random.Random) -> State:
        marked = copy.deepcopy(state)
        own = [card for card in marked["players"][seat]["hand"] if card["hidden"]]
        for card in own:
            card["hidden"] = False
        new = reseed(redeal("amundsen-scott", marked, rng), rng.randrange(1 << 30))
        kept = {card["id"] for card in own}
        for card in new["players"][seat]["hand"]:
            card["hidden"] = card["hidden"] or card["id"] in kept
        return new

    return deal


def secrecy_states() -> list[tuple[State, int]]:
    """Every state of a few bot-against-random games in which the bot's seat is to act."""
    found: list[tuple[State, int]] = []
    for seed, options in ((70, {}), (71, {"patrons": True}), (72, {"advanced_row": True})):
        state = GAME.setup(2, options, seed)
        bot_seat = seed % 2
        rngs = [random.Random(seed), random.Random(seed + 1)]
        while GAME.outcome(state) is None:
            (seat,) = GAME.to_act(state)
            legal = GAME.legal_actions(state, seat)
            policy: Policy = POLICY if seat == bot_seat else RandomPolicy()
            if seat == bot_seat:
                found.append((state, seat))
            state, _ = GAME.apply(state, seat, policy.choose(GAME.view(state, seat), legal, rngs[seat]))
    return found


def test_decisions_ignore_what_the_seat_cannot_see() -> None:
    """AVS-056–AVS-058, AVS-087, AVS-088: re-dealing the rival's hidden cards, the deck order and the
    seed never changes the seat's view, its legal actions or the bot's choice."""
    deal_rng = random.Random(2024)
    changed = 0
    states = secrecy_states()
    for state, seat in states:
        deal = unseen_by(seat)
        decided = POLICY.choose(GAME.view(state, seat), GAME.legal_actions(state, seat), random.Random(7))
        for _ in range(2):
            other = deal(state, deal_rng)
            changed += other["deck"] != state["deck"] or hand(other, 1 - seat) != hand(state, 1 - seat)
            assert hand(other, seat) == hand(state, seat)
            assert GAME.view(other, seat) == GAME.view(state, seat)
            legal = GAME.legal_actions(other, seat)
            assert legal == GAME.legal_actions(state, seat)
            assert POLICY.choose(GAME.view(other, seat), legal, random.Random(7)) == decided
    assert len(states) > 50 and changed > len(states)  # the re-deals really moved hidden cards


def test_the_policy_imports_only_pure_card_and_route_helpers() -> None:
    """AVS-087/AVS-088: the policy module may use the engine's card and route data, never its state,
    setup, deck or view code, which handle hidden cards."""
    import bot.bots.amundsen_scott as module

    tree = ast.parse(Path(module.__file__ or "").read_text())
    engine_modules = {
        node.module
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("bot.games")
    }
    plain_imports = [alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names]
    assert engine_modules and engine_modules <= {
        "bot.games.amundsen_scott.cards",
        "bot.games.amundsen_scott.data",
        "bot.games.amundsen_scott.routes",
    }
    assert not [name for name in plain_imports if name.startswith("bot.games")]
