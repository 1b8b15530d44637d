"""Seeded replays reproduce games bit for bit, and ``apply`` never changes the state it is given.

The digests were recorded on main before the engine was made faster (issue 10, "Fast turns"):
each covers 30 random games of a variant (see ``replay.py``). A mismatch means some game now
plays differently; a change that means to do so prints the new ones with
``python -m tests.roll_in_one.replay`` and explains itself in the commit.
"""

from __future__ import annotations

import json
import random
from contextlib import suppress

import pytest

from bot.engine import IllegalAction, State, public_first
from bot.games.roll_in_one import GAME

from .replay import LEAVING, PROBES, VARIANTS, variant_digest

DIGESTS = {
    "default": "270ce3704107096c6f1d9dad7568c40a44e7612a4e4e712164cef0d75b522891",
    "standard": "394b3f88700ba08b4c3282889fed535a16322b2559b2f1c8d5fb35451cda2dd3",
    "campaign": "7bd35a980f819470f54fc35653e1f024ae39d9fa4c3498def1c571a0b28d034d",
    "bumper": "7f1b5972d7a69923f8ffeb0931088718dedcdc86c9922e3baa36abaf858a8808",
    "solo_round": "24b939a3c5db0605bf014d9c0d904b922b7706b468ae4872816ce3a03b5a283b",
    "solo_survival": "847b94abcdeac78172c33e4b0cd4a61b4f57b85559e237db37f9a936b22adb21",
    "survival_handicap": "0ecc95c5d0d80cfa094f29d5039e3dfba427a1f9e139dac9d7118ab009b741ed",
    "chosen_golfers": "464d0c98a63d04fb9dc3fd913f150cacfa1b68a7df7475b708f240cafc0f56d6",
    "shared1_ricochet": "77c1f15dc314e71957b5109084b0119b4cf5a7f22f2fed2935bcb91912e22da2",
    "shared2_handicap": "89c953d96c1bdfc95a62b493aaa73e3b7ea52996d73e2b9306ff6f09de5892d0",
    "shared3_mean": "f8f2b4f01d2fc4cb92aed5e7da09d2dadb35c1e4cd480663a8386ccdffbd85ec",
    "build_one_hole": "37403bdafac0df06d9634e5fdd2dee9679b030730c879d83e4897adeb26bdbd6",
    "random_course": "1893a526e097afeff45d899802f3624e126658922a5116c7c72d04b1c5cb68c7",
    "preset": "36b0d1d06e72d0c13ee0491275d94a35571d89da3c3816fab74777151d038c68",
    "all_variants": "7065976ce777227210f0f65d43d6022bede0df48993a85e43a18779642f72732",
    "bumper_all": "658922965e9649ed8d595eb575f5a128f7b88992ddad0f0c79416f745e61170f",
    "campaign_all": "5339bc8e5cc9ca6036a7eeda054d1b71c849def6945f7e7f4b60613b8476821c",
}


@pytest.mark.parametrize("name", [v[0] for v in VARIANTS])
def test_seeded_games_replay_bit_for_bit(name: str) -> None:
    """Every legal action list, action, event, state, refusal and view of 30 seeded games is as recorded."""
    assert variant_digest(name) == DIGESTS[name]


def _text(state: State) -> str:
    return json.dumps(state, sort_keys=True)


@pytest.mark.parametrize(("name", "seed"), [(v[0], seed) for v in VARIANTS for seed in (3, 4)])
def test_apply_leaves_every_earlier_state_unchanged(name: str, seed: int) -> None:
    """RIO-145/RIO-103 included: after a whole game of moves, probes, resignations and skips, every
    state the game passed through still equals the copy taken of it when it was made."""
    options, counts = next((o, c) for n, o, c in VARIANTS if n == name)
    players = counts[seed % len(counts)]
    pick = random.Random(seed)
    state = GAME.setup(players, options, seed)
    kept: list[tuple[State, str]] = [(state, _text(state))]
    while GAME.outcome(state) is None and len(kept) < 2_000:
        seat = pick.choice(GAME.to_act(state))
        legal = GAME.legal_actions(state, seat)
        assert legal == public_first(GAME, legal)  # a public button's id is its index among these
        for probe in (pick.choice(PROBES), pick.choice(legal)):
            with suppress(IllegalAction):
                GAME.apply(state, seat, probe)  # a move not taken changes nothing either
        roll = pick.random()
        if name in LEAVING and players > 1 and roll < 0.01:
            state, _ = GAME.resign(state, pick.choice([s for s in range(players) if not state["seats"][s]["left"]]))
        elif roll < 0.05:
            try:
                state, _ = GAME.skip(state)
            except IllegalAction:
                continue
        else:
            state, _ = GAME.apply(state, seat, pick.choice(legal))
        kept.append((state, _text(state)))
    changed = [i for i, (st, text) in enumerate(kept) if _text(st) != text]
    assert GAME.outcome(state) is not None and not changed, f"states changed after the fact: {changed[:5]}"
