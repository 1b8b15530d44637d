"""The renderer draws a valid, wide PNG from public views along random games."""

from __future__ import annotations

import io

from PIL import Image

from bot.games.pole_to_pole import GAME
from renderers.pole_to_pole import render
from tests.contract import random_playthrough

from .helpers import game_state


def decode(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def test_render_along_random_games() -> None:
    for players, options in ((2, {}), (3, {}), (4, {}), (4, {"mode": "ffa"})):
        run = random_playthrough(GAME, players, options, 7_000_003 + players, 150 * players * 12)
        step = max(1, len(run.states) // 4)
        for state in [*run.states[::step], run.final]:
            image = decode(render(GAME.view(state, None)))
            assert image.format == "PNG" and image.width >= 1000 and image.height >= 800


def test_render_with_names_shelter_closed_squares_and_pending_cards() -> None:
    state = game_state(4, positions={"Blue-1": "D5", "Green-1": "D5", "Yellow-1": "H6"}, roll_ab=(2, 2))
    state["sheltered"] = ["Yellow-1"]
    state["pending"] = ["TAILWIND", "BLIZZARD"]
    state["goals"].remove("C8")
    view = GAME.view(state, None)
    view["names"] = ["A very long display name indeed", "Scott"]
    plain = decode(render(GAME.view(state, None)))
    named = decode(render(view))
    assert named.width == plain.width >= 1000
    assert named.tobytes() != plain.tobytes()  # display names are drawn
