"""Every legal action is reachable through the controls, and nothing else (issue 11).

For random seeded states of all five engines, the public turn message plus the seat's
private reply, following every narrowing step and opener, reach exactly the legal actions;
the public message alone offers nothing the game calls private; every step fits Discord
(5 rows, 5 buttons a row, 25 options a select, custom ids of at most 100 characters); and
no action takes more than four clicks. Games without a cog yet use the default presenter.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

import pytest

from bot.engine import Game
from bot.games import GAMES
from bot.ui.controls import PUBLIC
from bot.ui.presenter import Presenter
from bot.ui.registry import cog_presenters
from renderers import RENDERERS
from tests.contract import random_playthrough
from tests.ui.walk import reach

MAX_CLICKS = 4
CODES = re.compile(r"\bC\d\d\b|\bd\d\b")  # card ids ("C33") and die ids ("d3") on a game's own controls
# Some boards print places that look like codes elsewhere ("d4", "C11"); those games list their own codes.
GAME_CODES = {
    # North Pole: card, token, slot and pawn ids.
    "north-pole": re.compile(r"\b(?:C\d{3}|T\d\d|[SWNE][123]|BP|(?:orange|blue|black|white)\d)\b"),
    # Pole to Pole: explorer ids, pole codes and dice keys.
    "pole-to-pole": re.compile(r"\b(Blue|Yellow|Green|Purple)-\d\b|\b[NS]P\b|\bAB\b"),
}
LONGEST_ID = "ib:u:1099511627775:99999:4:{value}:{scope}:{node}"  # the longest custom id template

CASES: list[tuple[str, int, Mapping[str, object], int]] = [
    ("south-pole", 3, {}, 11),
    ("south-pole", 5, {}, 12),
    ("amundsen-scott", 2, {}, 4),
    ("amundsen-scott", 2, {"patrons": True, "advanced_row": True}, 5),
    ("pole-to-pole", 4, {"mode": "teams"}, 6),
    ("pole-to-pole", 3, {}, 7),
    ("north-pole", 3, {}, 8),
    ("north-pole", 4, {"teams": True}, 9),
    ("north-pole", 2, {}, 19),
    ("north-pole", 4, {}, 15),
    ("roll-in-one", 3, {"feeling_mean": True}, 10),
    ("roll-in-one", 1, {}, 13),
]


COGS = cog_presenters()  # every game in the catalog whose cog exists


def presenter_for(game: Game) -> Presenter:
    return COGS.get(game.key) or Presenter(game, RENDERERS[game.key])


@pytest.mark.parametrize(("key", "players", "options", "seed"), CASES)
def test_controls_reach_exactly_the_legal_actions(
    key: str, players: int, options: Mapping[str, object], seed: int
) -> None:
    game = GAMES[key]
    presenter = presenter_for(game)
    run = random_playthrough(game, players, options, seed, 40_000)
    checked = 0
    for state in run.states[:: max(1, len(run.states) // 40)]:
        if game.outcome(state) is not None:
            continue
        for seat in game.to_act(state):
            legal = game.legal_actions(state, seat)
            public, private = game.view(state, None), game.view(state, seat)
            found = reach(presenter, public, private, seat, legal)
            assert sorted(found) == list(range(len(legal))), f"{key}: unreachable {set(range(len(legal))) - set(found)}"
            for index, path in found.items():
                assert len(path) <= MAX_CLICKS, f"{key}: {legal[index]['type']} takes {len(path)} clicks"
                for click in path:
                    assert key not in COGS or not GAME_CODES.get(key, CODES).search(click.label), (
                        f"{key}: {click.label!r}"
                    )
                    value = "-".join(click.values) or "0"
                    assert len(LONGEST_ID.format(value=value, scope=click.scope, node=click.node)) <= 100
            if len(game.to_act(state)) == 1:
                shown = reach(presenter, public, private, seat, legal, scopes=(PUBLIC,))
                for index, path in shown.items():
                    if all(click.scope == PUBLIC for click in path):
                        assert not presenter.is_private(legal[index]), f"{key}: {legal[index]} offered in public"
            checked += 1
    assert checked >= 10
