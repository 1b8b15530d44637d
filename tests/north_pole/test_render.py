"""The renderer draws a valid, wide PNG from public views along random games, and from crafted
views that use every mark (Holes, Igloos, the bear, crowded squares, a loaded Backpack, the end)."""

from __future__ import annotations

import copy
import io
from typing import Any

import pytest
from PIL import Image

from bot.games.north_pole import GAME
from renderers.north_pole import render
from renderers.north_pole.layout import HEIGHT, WIDTH
from tests.contract import random_playthrough
from tests.north_pole.helpers import PoleSeeker, deal, scenario

CONFIGS: list[tuple[int, dict[str, Any]]] = [(2, {}), (3, {}), (4, {}), (4, {"teams": True})]


def decode(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=["2p", "3p", "4p", "teams"])
def test_render_along_random_games(players: int, options: dict[str, Any]) -> None:
    """States along a random game that reaches the Pole: every picture decodes at full size."""
    seed = 70_001 + players
    run = random_playthrough(GAME, players, options, seed, 100 * players * 12, PoleSeeker(seed))
    step = max(1, len(run.states) // 5)
    for state in [*run.states[::step], run.final]:
        view = GAME.view(state, None)
        before = copy.deepcopy(view)
        image = decode(render(view))
        assert image.format == "PNG" and image.mode == "RGB"
        assert image.size == (WIDTH, HEIGHT) and image.width >= 1000
        assert view == before  # the renderer only reads the view


def test_render_every_mark_and_display_names() -> None:
    """Holes (one central), Igloos, the bear, five pawns on a square, a loaded Backpack, empty
    slots, camp rules, a storm this turn and display names all draw; names change the picture."""
    state = scenario(players=4, disc="SW")
    state["pawns"].update(
        {"orange1": "e3", "blue1": "e3", "black1": "e3", "white1": "e3", "bear": "e3", "orange2": "b6"}
    )
    state["pawns"].update({"blue2": "z4", "black2": "pole", "white2": "i5"})
    state["holes"] = {"d5": "T27", "g2": "T28"}
    state["igloos"] = {"orange2": "T16"}
    state["set_aside"] += state["stack"]
    state["stack"] = []
    state["seats"][1]["equipment"].append("T13")
    state["seats"][1]["backpack"] = {"token": "T13", "card": state["draw"].pop()}
    state["turn"]["pending_husky"] = 1
    state["last_storm"] = {"turn": "half", "cause": "token", "round": 1, "seat": 0}
    state["r"] = 2
    deal(state, S1=None, E2=None, W1="C101")
    plain = GAME.view(state, None)
    named = dict(plain, names=["A rather long display name for a player", "Amundsen", "Peary", "Cook"])
    first, second = decode(render(plain)), decode(render(named))
    assert first.size == second.size == (WIDTH, HEIGHT)
    assert first.tobytes() != second.tobytes()


def test_render_the_end_of_a_team_game() -> None:
    """A finished team game shows its winners; the picture still decodes at full size."""
    state = scenario(players=4, teams=True, disc="NE+SW")
    state["result"] = {"kind": "pole", "winners": [0, 2]}
    state["turn"]["phase"] = "over"
    image = decode(render(GAME.view(state, None)))
    assert image.size == (WIDTH, HEIGHT)
