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

from bot.engine import IllegalAction, State, public_first
from bot.games.roll_in_one import GAME

from .replay import LEAVING, PROBES, VARIANTS, variant_digests

# What the games did (everything but how the generator is saved), recorded on main (58cd4eb)
# before the speed work: these never change.
PLAYED = {
    "default": "60918d54008fd8da869cb8854a8de565f431f899dd1b79365e435aca0291967f",
    "standard": "cf5cc3ad2b617bfee8a61c053e684a76018309cb7eee4eadf2339b8dfa80c0b0",
    "campaign": "6fb229846307c9c37b5c1303baf006cedad28a0199765dea3aad2e6db3d1cc79",
    "bumper": "560912fdab319284a39bbd7d15ddd162efc35a20d82a6de8bebd8336b9b887b6",
    "solo_round": "b0c05d4f0fdd123bbc9ceeadb5a1185990d9c37bbf6b26df90dd20a90db28670",
    "solo_survival": "0ff21aa47445f1a9f6486a6d128e9cbc85e837fd80439670eb030070bc2a8148",
    "survival_handicap": "29546f87bfc082f78c259b176c609678e91d164a63fad5beb7b14470e1c6b862",
    "chosen_golfers": "b9f11fbb0e6b5f0798d7ddb2e75c4242073d8fd176106178360bb94b3b903273",
    "shared1_ricochet": "edcb7b8c07bbf3dfc16214f56dd319125900937bd56b66125711e5dc559980b9",
    "shared2_handicap": "062c1fcb962859b037cb6febf15b2673d18e7d1b619535272722f85d9d7d6136",
    "shared3_mean": "5a36e87b1ed24409f4252720f9981226c7a9d66600e259f930b434bac2f2e5b6",
    "build_one_hole": "cc730b5df710d3f8559341a9a1154ea2aaed47e2d264cb2813ce63787cfe93e0",
    "random_course": "55849eb8b7d0e5e798dc714b350a739f668a1f7402db68ec6c294ccef2d526b0",
    "preset": "74e1c1cec72b07508b1fcc6c6984083bc45744540bb318e5af445ab1d6dcd3ed",
    "all_variants": "2c86b2a05faeababe4033de6e44d51466c19601a967101a68375da3bb86c667d",
    "bumper_all": "be1bc27b4d3c406e45febd03cfb397ba68050d444a1f98d8be8e80769f1d44c2",
    "campaign_all": "900ad9270a562014e20bb6e2e93acde4efc15f245fa6be440c4a4fcc9cba5800",
}
# The states as saved, generator included, recorded since the state keeps the generator's words
# drawn ahead ("rng_ahead", see successor.SavedRandom): on main they differ by that alone, as
# PLAYED shows (the same numbers are drawn in the same order, only saved differently).
SAVED = {
    "default": "164c470e8bf374b3dd6f1532919adf41aa3cd0e5e01a112d58b057424a368714",
    "standard": "0c9f1476a3212f842fdb1942fc6a3393ff9c9ed76b1725fd02d1009b69e0105f",
    "campaign": "56975a8d900c36902f5b0836bab95cec95af94d150c09fb2a0bf78275bf5963e",
    "bumper": "e1cf630a10a26f1c67f249f6907a949d34329d5b5cbaded89069b32265d24114",
    "solo_round": "d1f429af12c219908af701f71298b5aa165a0c8b3222ac6b5da5e1c2170ad281",
    "solo_survival": "33dd4c1cfbef5f7c84aeed2a026c4f6eadc4c49cce28ab91bb7b8a2634e30323",
    "survival_handicap": "e9436ab664cbf388e21227066c67ae91f94b38258462362d3e5e1b50a536a786",
    "chosen_golfers": "a5f9edc12057d5a75bdc97d2d55be0ee860b2ba44b1a22e8bf335e2c3c32fb59",
    "shared1_ricochet": "7ce99d814f98036999803449c70f8d9a6607a9ce4315cc2a087b461bb4dd98c4",
    "shared2_handicap": "5381b5ce4a649032bddb7948928bccb5a9281ba154e98e7d5e61287004a35b58",
    "shared3_mean": "afaf2f28652baa016f4affd446700a93d70496556b351b2cc409d36454497770",
    "build_one_hole": "a4e773f9c0905332b3ea7cdb1349ec1ecfb28c7108932320f1c83a842dcec84d",
    "random_course": "7635077df28b67897c087cbd992e5490d750736ca7cced189f64e350659d5e6c",
    "preset": "ee55bb50b21c947e90ed6788447730e3d1e7471c927c027a5d139b11d6a00dd2",
    "all_variants": "8fea2fb169971698f8f37dd80378b993eafca127d682165055bd3a295b606314",
    "bumper_all": "b8719259be7584a636eb83706ed1518863a9e6d0f70c32c9900bb39f228e8522",
    "campaign_all": "2aed2d94fbd74079f5e3b360a20def2291b0571ec56ae921597aa057aacbbf1a",
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
