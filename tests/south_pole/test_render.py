"""The board picture: a valid, wide PNG for states along real games, from the public view."""

from __future__ import annotations

import io

from PIL import Image

from bot.games.south_pole import GAME
from renderers.south_pole import render
from tests.contract import random_playthrough

from .bots import heuristic_game


def decode(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def test_render_along_random_and_heuristic_games() -> None:
    """Pictures decode, are at least 1000 px wide, and need only the public view."""
    run = random_playthrough(GAME, 4, {}, 750_001_337, 10_000)
    states = [*run.states[:: max(1, len(run.states) // 6)], run.final]
    pole = heuristic_game(3, 5001)
    states += [*pole[:: max(1, len(pole) // 6)], pole[-1]]
    for state in states:
        view = GAME.view(state, None)
        image = decode(render(view))
        assert image.format == "PNG" and image.width >= 1000 and image.height >= 1000


def test_render_uses_names_and_falls_back() -> None:
    """Display names are optional; pictures differ when names are given."""
    view = GAME.view(GAME.setup(2, {}, 760_001_337), None)
    plain = render(view)
    named = render({**view, "names": ["Roald", "Robert"]})
    assert plain != named
    assert decode(named).size == decode(plain).size
