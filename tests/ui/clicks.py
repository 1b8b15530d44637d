"""How many clicks a turn takes, per game, in the seeded games the Discord harness plays.

``python -m tests.ui.clicks`` replays each harness game (tests/discord/test_*_game.py: the same
seeds, options and policies) on plain data and counts, for every move, the clicks of its
shortest route (``tests.ui.walk.reach``): from the public turn message, else one more click for
"Show hand"/"My cards" and the route in the private reply. A Roll In One setting is one slash
command (one). A move the engine calls forced (``Game.forced``) counts none: the table makes it.
A turn is the moves one seat makes until whoever acts changes; the tool prints the median and
maximum clicks a turn takes per game.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable, Iterator
from typing import Any

from bot.engine import Action, Game, State, action_key
from bot.games import GAMES
from bot.ui.controls import PRIVATE, PUBLIC
from bot.ui.registry import cog_presenters
from tests.ui.walk import reach

Chooser = Callable[[State, int, list[Action]], Action]


def _harness_games() -> Iterator[tuple[str, str, State, Chooser]]:
    """(game key, name, start state, policy) for every seeded game the harness plays."""
    from tests.discord import (
        amundsen_policy,
        north_pole_policy,
        pole_to_pole_policy,
        roll_in_one_policy,
        south_pole_policy,
    )

    for (players, teams), seed in {(2, False): 248, (3, False): 25, (4, False): 174, (4, True): 157}.items():
        rng = random.Random(seed)
        yield (
            "north-pole",
            f"{players}p{' teams' if teams else ''}",
            GAMES["north-pole"].setup(players, {"teams": teams}, seed),
            lambda s, seat, legal, rng=rng: north_pole_policy.choose(s, seat, legal, rng),
        )
    rng, memo = random.Random(69), {}
    yield (
        "south-pole",
        "3p",
        GAMES["south-pole"].setup(3, {}, 69),
        lambda s, seat, legal: south_pole_policy.choose(s, seat, legal, rng, memo),
    )
    amundsen_rng = random.Random(2)
    yield (
        "amundsen-scott",
        "2p",
        GAMES["amundsen-scott"].setup(2, {"amundsen_seat": "0"}, 2),
        lambda s, seat, legal: amundsen_policy.choose(s, seat, legal, amundsen_rng),
    )
    for players, mode, seed in ((4, "teams", 26), (4, "ffa", 26), (3, "teams", 8), (2, "teams", 0)):
        rng = random.Random(seed)
        yield (
            "pole-to-pole",
            f"{players}p {mode}",
            GAMES["pole-to-pole"].setup(players, {"mode": mode}, seed),
            lambda s, seat, legal, rng=rng: pole_to_pole_policy.choose(s, seat, legal, rng),
        )
    from tests.discord.test_roll_in_one_game import CASES

    for name, case in CASES.items():
        rio_memo: dict[Any, Any] = {"quiet": case.quiet}
        yield (
            "roll-in-one",
            name,
            GAMES["roll-in-one"].setup(case.players, case.options, case.seed),
            lambda s, seat, legal, memo=rio_memo: roll_in_one_policy.choose(s, seat, legal, memo),
        )


def move_clicks(game: Game, state: State, seat: int, legal: list[Action], action: Action) -> int:
    """Clicks the seat makes for ``action``: none when forced, else its shortest route."""
    forced = getattr(game, "forced", None)
    if forced is not None and forced(state, seat, legal) is not None:
        return 0
    if action["type"] == "settings" and game.key == "roll-in-one":
        return 1  # /rollinone settings
    presenter = cog_presenters()[game.key]
    index = next(i for i, a in enumerate(legal) if action_key(a) == action_key(action))
    public, private = game.view(state, None), game.view(state, seat)
    found = reach(presenter, public, private, seat, legal, scopes=(PUBLIC,))
    if index in found:
        return len(found[index])
    return 1 + len(reach(presenter, public, private, seat, legal, scopes=(PRIVATE,))[index])


def turns(key: str, state: State, choose: Chooser) -> tuple[list[int], list[int]]:
    """Clicks per turn, and per move, over one whole game."""
    game = GAMES[key]
    per_turn, per_move, current = [], [], 0
    while game.outcome(state) is None:
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        action = choose(state, seat, legal)  # asked even when forced, so its random draws stay the harness's
        per_move.append(move_clicks(game, state, seat, legal, action))
        current += per_move[-1]
        state, _ = game.apply(state, seat, action)
        if game.outcome(state) is not None or game.to_act(state) != [seat]:
            per_turn.append(current)
            current = 0
    return per_turn, per_move


def _figures(name: str, counts: list[int], moves: list[int]) -> str:
    return (
        f"{name:50} turns {len(counts):4}: median {statistics.median(counts):4} max {max(counts):3}"
        f" | moves {len(moves):4}: median {statistics.median(moves):3} max {max(moves)} | clicks {sum(moves)}"
    )


def main() -> None:
    totals: dict[str, tuple[list[int], list[int]]] = {}
    for key, name, state, choose in _harness_games():
        counts, moves = turns(key, state, choose)
        total = totals.setdefault(key, ([], []))
        total[0].extend(counts)
        total[1].extend(moves)
        print(_figures(f"{key} {name}", counts, moves))
    for key, (counts, moves) in totals.items():
        print(_figures(f"{key} (all games)", counts, moves))


if __name__ == "__main__":
    main()
