"""Seeded replays reproduce games bit for bit, and ``apply`` never changes the state it is given.

The digests were recorded on main before the engine was made faster (issue 10, "Fast turns"):
each covers 30 random games of a variant (see ``replay.py``). A mismatch means some game now
plays differently (or its states are saved differently); a change that means to do so prints
the new ones with ``python -m tests.roll_in_one.replay`` and explains itself in the commit.
"""

from __future__ import annotations

import json
import random
from contextlib import suppress

import pytest

from bot.engine import IllegalAction, State
from bot.games.roll_in_one import GAME

from .replay import LEAVING, PROBES, VARIANTS, skip, variant_digests

# What the games did (everything but how the generator is saved), recorded on main (58cd4eb)
# before the speed work: these never change.
PLAYED = {
    "default": "6e3ea6eaa37fa75a2b7a1e5bbe25186e4469131944600af5f41ef5beabcd5926",
    "standard": "3a52ff4483b9560a2443ef3e0026a6281450076a03349dafa51a90f0ff693a31",
    "campaign": "af452d56d4cc0498df95d0ffdd8f337a8b022de15e2bbbd73020b80a77a15f03",
    "bumper": "b2389125758a872b98220bbbb79965d069bd16430a8d6fa7d18e9c59a6923186",
    "solo_round": "29e4c3dd0cf206f742cb27bc81896606068c57436035f26037f8a23c4e47d7c0",
    "solo_survival": "6c5888b72e08c0b590ef997741d0c6166aa50b6f8a76ba3d301c7e46d745e0af",
    "survival_handicap": "d8c9c0b2f489b15b9e7d657f81b5e0d74a551ed887230a373c19ad0757d059c9",
    "chosen_golfers": "c99ffb2cc54a5bcae43c8f483eee8ac45572b1b4cefb57c8c0c25b17c688a6fb",
    "shared1_ricochet": "14e7064c08116e65740736fb0dd274de31c580cfb1ae53cd1b417267e74b958d",
    "shared2_handicap": "1df89bc9ed0840323c13df7c15185953b7532df7091321b5e8555873710f46e2",
    "shared3_mean": "51f17a252802da06deb99a5319f6bd2c33f6d6ee7810e77731642b8a5152c2cd",
    "build_one_hole": "ea1300bbf1800b833c7eead170ec4622afc12dd534d6052ad825cef2a68a99d5",
    "random_course": "6605e3220e46b2066f8237c3a3a1a626d8d629c04c62b4aa186fbee93e59e3d1",
    "preset": "c8608680b47f153cdf5c843659d7be2aa38c5c3b955df6b7cd52ecf9e5967926",
    "all_variants": "f9e5013bdafd4cb2fd1519503f02726b5f0f60a0fb91da9b6fe93c957d7b2faa",
    "bumper_all": "d9ed020d1a1c7ca0055d8a1c9ad0ab85256d4a6f889cffecaa918f52d6d903d1",
    "campaign_all": "0a432557a3c7b8304d385c4099ed09c8ce7b0785b3101015e1b531b33c09613d",
}
# The states as saved, generator included. Recorded on main too, then once more when the state
# began to keep the generator's words drawn ahead ("rng_ahead", see successor.SavedRandom):
# the same numbers are drawn in the same order, only saved differently.
SAVED = {
    "default": "e2abb2dbab4c7e09577aa62591692b0b565befef8d04711dad03f75299795b1a",
    "standard": "a7d0faca985c5d7622d9f807081cf67503a1e1054a12de2b9ee3662b442dbbb3",
    "campaign": "beaae2b3464ce65b4fd52f32837aacc8a42521d49fd39692ea282926a78f2933",
    "bumper": "d640d4df2d0c2bf383d5a416184146a34515a47f03ad5f97c834f5040deb074d",
    "solo_round": "14515735e10c40dd03a7e0867d4acb324476e571c190d025ec2c53111b68af0f",
    "solo_survival": "f12e4417d49c42639ebbc6e0417fd1ae2cbbd17fa265cb3c9ba8d15d8af08574",
    "survival_handicap": "193a8334ee849cffb1626aaa346d60e1d4a8b5e7cfaf0fc3de5e20ed9076c686",
    "chosen_golfers": "a7d74c2ff3d5d51f4d348e9219ce513db1fa103c12a744b689c7e367d7e6987c",
    "shared1_ricochet": "d9b2e65bfc2498cd011c4f240591861aa3bfc2f4941a37c2f292580f4dd17597",
    "shared2_handicap": "8f0d9318c06a584db6bb41691dd4e1f9194beb6dcca9196782fb44e6e8d3ce00",
    "shared3_mean": "b35e899643b5ee4d767c89298c3d404252a6d07059fc689c1e13ca2cb94d349e",
    "build_one_hole": "e6ca1e7c403fea7aa0d639b2756f1f2220fbea55857ed4ddd54d6afe2845dc01",
    "random_course": "8c8254e1316d3b098d65a22755a549dbf1f4a418ee0d9a4ec9458045c4fa13fd",
    "preset": "13808f83de8e1b5311a5e91d15d044c491c252bb934c69efe93cd267a2ecbb8f",
    "all_variants": "a91869c37174c0ef95b3cbaab778edabc2f09d8ac70b3f04afa43c26d7333d9c",
    "bumper_all": "7bf1a7a11dec80c539d4ddc1e37665ee98565dfbd017f53a683ed4ddb39c5b43",
    "campaign_all": "c009caf50f60ae72ffcae3949c25216279c8fce07f5802035f71646fdfd17f9d",
}


@pytest.mark.parametrize("name", [v[0] for v in VARIANTS])
def test_seeded_games_replay_bit_for_bit(name: str) -> None:
    """Every legal action list, action, event, state, refusal and view of 30 seeded games is as recorded."""
    played, saved = variant_digests(name)
    assert played == PLAYED[name], "a seeded game plays differently"
    assert saved == SAVED[name], "the states are saved differently"


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
        assert legal == sorted(legal, key=GAME.private_action)  # public first: a button's id is its index
        for probe in (pick.choice(PROBES), pick.choice(legal)):
            with suppress(IllegalAction):
                GAME.apply(state, seat, probe)  # a move not taken changes nothing either
        roll = pick.random()
        if name in LEAVING and players > 1 and roll < 0.01:
            state, _ = GAME.resign(state, pick.choice([s for s in range(players) if not state["seats"][s]["left"]]))
        elif roll < 0.05:
            try:
                state, _ = skip(state)
            except IllegalAction:
                continue
        else:
            state, _ = GAME.apply(state, seat, pick.choice(legal))
        kept.append((state, _text(state)))
    changed = [i for i, (st, text) in enumerate(kept) if _text(st) != text]
    assert GAME.outcome(state) is not None and not changed, f"states changed after the fact: {changed[:5]}"
