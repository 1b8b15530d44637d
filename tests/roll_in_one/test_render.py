"""The renderer draws a valid, wide PNG from the public view along random games: while
designing (open ports, green placement), during play and at the end, in every mode."""

from __future__ import annotations

import io
import random
from typing import Any

import pytest
from PIL import Image

from bot.engine import State
from bot.games.roll_in_one import GAME
from renderers.roll_in_one import render

from .helpers import SEED, act, seeds


def picture(st: State, names: list[str] | None = None) -> Image.Image:
    view: dict[str, Any] = GAME.view(st, None)
    if names is not None:
        view["names"] = names
    image = Image.open(io.BytesIO(render(view)))
    image.load()
    assert image.format == "PNG" and image.width >= 1000 and image.height >= 700
    return image


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (3, {"holes": 1}),
        (5, {"holes": 1, "feeling_mean": True, "handicap": True}),
        (1, {}),
        (1, {"mode": "solo_survival"}),
        (4, {"mode": "campaign", "course": "random"}),
        (3, {"mode": "bumper", "ricochet": True}),
    ],
)
def test_renders_along_random_games(players: int, options: dict[str, object]) -> None:
    for seed in seeds(2):
        chooser = random.Random(seed)
        st = GAME.setup(players, options, seed)
        picture(st)
        moves = 0
        while GAME.outcome(st) is None:
            seat = GAME.to_act(st)[0]
            st, _ = GAME.apply(st, seat, chooser.choice(GAME.legal_actions(st, seat)))
            moves += 1
            if moves % 25 == 0 or st["stage"] == "design":
                picture(st, ["Ada", "Bob", "Cleo", "Dev", "Eve"][:players])
        picture(st)


def test_design_pictures_show_ports_and_local_cells() -> None:
    st = GAME.setup(3, {"course": "build"}, SEED)
    designer = st["decision"]["seat"]
    bare = picture(st)
    st, _ = act(st, designer, "attach", port="TEE.p1", board="D1", board_port="p3")
    st, _ = act(st, designer, "attach", port="D1.p1", board="D2", board_port="p3")
    ports = picture(st)
    assert GAME.view(st, None)["course"]["open_ports"]
    st, _ = act(st, designer, "finish")
    greens = picture(st)
    assert ports.tobytes() != bare.tobytes() and greens.tobytes() != ports.tobytes()


def test_names_fall_back_to_seat_numbers_and_long_names_fit() -> None:
    st = GAME.setup(2, {"course": "preset"}, SEED)
    st, _ = act(st, st["first_player"], "preset", name="Lakeside")
    picture(st)
    picture(st, ["A very long display name that will not fit the panel at all", ""])
