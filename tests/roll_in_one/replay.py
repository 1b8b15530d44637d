"""Seeded random Roll In One games recorded as one sha256 each, so a change to the engine's speed
can be checked to leave every game bit for bit as it was.

A game is played like ``bench/engines.py`` plays it (the seed picks the seat and the action),
and the digest covers every legal action list (labels and order), every chosen action, its
events, the state after it, a probe of an off-script action (what it did or why it was
refused), the views now and then, and the outcome. ``python -m tests.roll_in_one.replay``
prints the digests, to paste into ``test_replay_digest.py`` when a change is meant. The
digest of what games do leaves out how the generator is saved, which has its own.
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

from bot.engine import Action, Event, IllegalAction, State
from bot.games.roll_in_one import GAME

MOVE_CAP = 4_000  # random play always ends well before; the cap only bounds a broken engine
VIEW_EVERY = 25

# (name, options, player counts): every mode, golfer rule, course method and switch at least once,
# switches that never meet combined so the whole record stays quick enough for every test run.
VARIANTS: tuple[tuple[str, dict[str, Any], tuple[int, ...]], ...] = (
    ("default", {}, (1, 2, 3, 4, 5)),
    ("standard", {"mode": "standard", "open_hands": True, "pause_rolls": "always"}, (2, 3, 5)),
    ("campaign", {"mode": "campaign"}, (2, 3, 4)),
    ("bumper", {"mode": "bumper"}, (2, 3, 5)),
    ("solo_round", {"mode": "solo_round", "course": "preset", "handicap": True}, (1,)),
    ("solo_survival", {"mode": "solo_survival"}, (1,)),
    ("survival_handicap", {"mode": "solo_survival", "handicap": True, "pause_rolls": "always"}, (1,)),
    ("chosen_golfers", {"golfers": "chosen", "pause_rolls": "never"}, (1, 3, 5)),
    ("shared1_ricochet", {"golfers": "shared1", "ricochet": True}, (2, 4)),
    ("shared2_handicap", {"golfers": "shared2", "handicap": True}, (1, 3)),
    ("shared3_mean", {"golfers": "shared3", "feeling_mean": True, "auto_pass": True}, (3, 4)),
    ("build_one_hole", {"course": "build", "holes": 1}, (2, 3)),
    ("random_course", {"course": "random", "feeling_mean": True}, (3, 5)),
    ("preset", {"course": "preset"}, (1, 3)),
    ("all_variants", {"ricochet": True, "handicap": True, "feeling_mean": True, "open_hands": True}, (3,)),
    ("bumper_all", {"mode": "bumper", "ricochet": True, "handicap": True, "feeling_mean": True}, (3,)),
    ("campaign_all", {"mode": "campaign", "handicap": True, "feeling_mean": True, "golfers": "chosen"}, (3,)),
)
# Variants whose games also see seats leave (RIO-145) and the host skip timed-out decisions.
LEAVING = {"default", "campaign", "bumper", "solo_survival", "all_variants", "shared3_mean"}
# A skip is the decision's neutral default (RIO-103: a reaction passes), submitted for the seat
# through ``apply``; the refusal's words are those of the engine's old skip entry point, so
# the recorded digests still hold.
SKIP_DEFAULTS: dict[str, Action] = {
    "reaction": {"type": "pass"},
    "roll": {"type": "accept"},
    "landing": {"type": "continue"},
    "nudge": {"type": "no_nudge"},
    "fly_on": {"type": "stop"},
    "slide": {"type": "slide"},
}
GAMES_PER_VARIANT = 30

# Off-script actions tried on each state (on a copy of the game's path): malformed, illegal now,
# or legal in another step, so refusals and the matching of submitted actions are covered too.
PROBES: tuple[dict[str, Any], ...] = (
    {"type": "swing", "club": "wood", "dir": 0},
    {"type": "swing", "club": "putter", "dir": 7},
    {"type": "swing", "club": "wood", "dir": True},
    {"type": "accept"},
    {"type": "card", "card": "C1"},
    {"type": "card", "card": "C3", "delta": -1},
    {"type": "card", "card": "C4", "face": "T"},
    {"type": "card", "card": "C7"},
    {"type": "card", "card": "C10", "turn": "left"},
    {"type": "card", "card": "C12"},
    {"type": "card", "card": "C99"},
    {"type": "handicap", "delta": 1},
    {"type": "handicap", "delta": -2},
    {"type": "big_hitter"},
    {"type": "token_reroll"},
    {"type": "token_turn", "turn": "right"},
    {"type": "continue"},
    {"type": "pass"},
    {"type": "curve", "dir": 2},
    {"type": "fly_on"},
    {"type": "stop"},
    {"type": "slide"},
    {"type": "stay"},
    {"type": "no_nudge"},
    {"type": "nudge", "to": [1, 0]},
    {"type": "ricochet", "ball": 0, "to": [1, 0]},
    {"type": "move_green", "board": "D1", "cell": [0, 5]},
    {"type": "attach", "port": "TEE.p1", "board": "D1", "board_port": "p3"},
    {"type": "attach", "port": "TEE.p1", "board": "TEE", "board_port": "p1"},
    {"type": "green", "board": "D1", "cell": [1, 5]},
    {"type": "green", "board": "TEE", "cell": [0, 0]},
    {"type": "random"},
    {"type": "preset", "name": "Front Nine"},
    {"type": "undo"},
    {"type": "finish"},
    {"type": "confirm"},
    {"type": "golfer", "golfer": "G1"},
    {"type": "settings", "auto_pass": True},
    {"type": "settings", "pause_rolls": "never"},
    {"type": "settings", "pause_rolls": "sometimes"},
    {"type": "swing", "club": "wood", "dir": 0, "extra": 1},
    {"type": "bogus"},
    {"type": "accept", "label": "anything"},
)



def skip(state: State) -> tuple[State, list[Event]]:
    """The host skips a timed-out decision that has a neutral default (RIO-103)."""
    decision = state["decision"]
    if state["result"] is not None or decision is None or decision["step"] not in SKIP_DEFAULTS:
        raise IllegalAction("There is no optional decision to skip now.")
    return GAME.apply(state, int(decision["seat"]), SKIP_DEFAULTS[decision["step"]])

def _english(data: object) -> object:
    """``data`` without what issue 24 added beside the English texts (an event's or result's
    ``msg``, a roll event's ``note``, the view's ``moving_green`` that a green move's button
    names), so the recorded digests still check the same play."""
    if isinstance(data, dict):
        extra = {"msg", "note"} if data.get("type") == "roll" and "text" in data else {"msg", "moving_green"}
        return {k: _english(v) for k, v in data.items() if k not in extra}
    if isinstance(data, list | tuple):
        return [_english(v) for v in data]
    return data


def _dump(data: object, sort: bool = False) -> bytes:
    return json.dumps(_english(data), sort_keys=sort).encode()


def _probe(state: State, seat: int, action: dict[str, Any]) -> object:
    """What an off-script action does on ``state``: its events, or the sentence refusing it."""
    try:
        _, events = GAME.apply(state, seat, action)
    except IllegalAction as refused:
        return ["refused", refused.reason]
    return ["played", events]


GENERATOR_KEYS = ("rng", "rng_ahead")  # how the generator is saved, apart from what it decides


def _without_generator(state: State) -> dict[str, Any]:
    return {k: v for k, v in state.items() if k not in GENERATOR_KEYS}


def game_digest(options: dict[str, Any], players: int, seed: int, leaving: bool = False) -> tuple[str, str, int]:
    """Two sha256 of one seeded random game: of all it did (everything but the saved form of the
    generator) and of its states as saved (generator included); and its number of moves."""
    pick = random.Random(seed)  # as the bench picks: the game's path does not depend on probes
    probes = random.Random(seed + 1_000_003)
    played, saved = hashlib.sha256(), hashlib.sha256()
    state = GAME.setup(players, options, seed)
    played.update(_dump(_without_generator(state), sort=True))
    saved.update(_dump(state, sort=True))
    moves = 0
    while GAME.outcome(state) is None and moves < MOVE_CAP:
        seat = pick.choice(GAME.to_act(state))
        legal = GAME.legal_actions(state, seat)
        played.update(_dump(legal))
        other = probes.randrange(players)
        played.update(_dump(GAME.legal_actions(state, other)))
        probe = probes.choice([*PROBES, {k: v for k, v in legal[0].items() if k != "label"}])
        played.update(_dump(_probe(state, probes.choice([seat, other]), probe)))
        if leaving and players > 1 and probes.random() < 0.004:
            staying = [s for s in range(players) if not state["seats"][s]["left"]]
            state, events = GAME.resign(state, probes.choice(staying))
            played.update(_dump(["resign", events]))
        elif leaving and probes.random() < 0.05:
            try:
                state, events = skip(state)
                played.update(_dump(["skip", events]))
            except IllegalAction as refused:
                played.update(_dump(["skip refused", refused.reason]))
                continue
        else:
            action = pick.choice(legal)
            state, events = GAME.apply(state, seat, action)
            played.update(_dump([seat, action, events]))
        played.update(_dump(_without_generator(state), sort=True))
        saved.update(_dump(state, sort=True))
        moves += 1
        if moves % VIEW_EVERY == 0:
            played.update(_dump([GAME.view(state, None), GAME.view(state, seat)]))
    played.update(_dump([GAME.outcome(state), GAME.view(state, None), GAME.view(state, 0)]))
    return played.hexdigest(), saved.hexdigest(), moves


def variant_digests(name: str) -> tuple[str, str]:
    """The variant's two digests over its games: seeds 0–29, player counts taken in turn."""
    options, counts = next((o, c) for n, o, c in VARIANTS if n == name)
    played, saved = hashlib.sha256(), hashlib.sha256()
    for seed in range(GAMES_PER_VARIANT):
        one, two, _moves = game_digest(options, counts[seed % len(counts)], seed, leaving=name in LEAVING)
        played.update(one.encode())
        saved.update(two.encode())
    return played.hexdigest(), saved.hexdigest()


if __name__ == "__main__":
    found = {variant: variant_digests(variant) for variant, _options, _counts in VARIANTS}
    for index, title in enumerate(("PLAYED", "SAVED")):
        print(f"{title} = {{")
        for variant, pair in found.items():
            print(f'    "{variant}": "{pair[index]}",')
        print("}")
