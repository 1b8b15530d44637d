"""The same game, version and seat decide the same way in every process (issue 26, item 3): a
bot's choice must not hang on the order of a set of strings, which Python's per-process string
hashing changes (``PYTHONHASHSEED``). Bots decide in a pool of worker processes and in shard
processes, so a choice that differs between them would make replays of a decision and tests
disagree. Two processes with different hash seeds play the same seeded games with the normal and
easy bots of every game, and must make the same choices."""

from __future__ import annotations

import hashlib
import json
import os
import random
import subprocess
import sys

from bot.bots import level_policy
from bot.games import GAMES

GAMES_EACH = 3
MOVES_MOST = 400


def digest() -> str:
    """A hash of every choice the normal and easy bots make over a few seeded two-player games."""
    seen = hashlib.sha256()
    for key in sorted(GAMES):
        engine = GAMES[key]
        for level in ("normal", "easy"):
            policy = level_policy(key, level)
            for seed in range(GAMES_EACH):
                state, rng = engine.setup(2, {}, seed), random.Random(seed)
                for _ in range(MOVES_MOST):
                    if engine.outcome(state) is not None:
                        break
                    seat = engine.to_act(state)[0]
                    legal = engine.legal_actions(state, seat)
                    choice = policy.choose(engine.view(state, seat), legal, rng)
                    seen.update(json.dumps(choice, sort_keys=True).encode())
                    state, _ = engine.apply(state, seat, choice)
    return seen.hexdigest()


def test_bots_choose_the_same_whatever_the_string_hashing() -> None:
    code = "from tests.bots.test_hash_order import digest; print(digest())"
    found = {
        subprocess.run(
            [sys.executable, "-c", code],
            env={**os.environ, "PYTHONHASHSEED": str(hash_seed)},
            capture_output=True, text=True, check=True, timeout=300,
        ).stdout.strip()
        for hash_seed in (1, 2)
    }
    assert len(found) == 1 and len(next(iter(found))) == 64, found
