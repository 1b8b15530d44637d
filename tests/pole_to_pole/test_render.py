"""The picture: its size and shape, pieces on their squares, the moves just made, and its words."""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

import pytest
from PIL import Image

import renderers.pole_to_pole.panel as panel
import renderers.pole_to_pole.style as style
from bot.games.pole_to_pole import GAME
from renderers.pole_to_pole import render
from renderers.pole_to_pole.board import cell_box
from renderers.pole_to_pole.style import SEA, SEA_ALT, SEAT_RGB
from tests.contract import random_playthrough

from .helpers import game_state, move, play
from .test_words import codes_in

NAMES = ["Amundsen", "Scott", "Nansen", "Peary"]
COLUMNS = "ABCDEFGHIJKL"


def decode(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def picture(view: dict[str, Any], names: list[str] | None = NAMES) -> Image.Image:
    if names is not None:
        view = {**view, "names": names[: view["players"]]}
    return decode(render(view)).convert("RGB")


def centre(square: str) -> tuple[int, int]:
    """The middle of a square's cell, where a lone explorer is drawn (a few pixels right and down)."""
    x0, y0, x1, y1 = cell_box(COLUMNS.index(square[0]), int(square[1:]))
    return (x0 + x1) // 2 + 3, (y0 + y1) // 2 + 3


def middle(square: str) -> tuple[int, int]:
    """The exact middle of a square's cell, where a move's line runs."""
    x0, y0, x1, y1 = cell_box(COLUMNS.index(square[0]), int(square[1:]))
    return (x0 + x1) // 2, (y0 + y1) // 2


def words_of(monkeypatch: pytest.MonkeyPatch, view: dict[str, Any], names: list[str] | None = NAMES) -> list[str]:
    """Every text the panel draws for ``view`` (through ``label`` and ``centred``), in drawing order."""
    texts: list[str] = []

    def spy(real: Callable[..., None]) -> Callable[..., None]:
        def draw_text(draw: Any, xy: Any, text: str, *args: Any, **kwargs: Any) -> None:
            texts.append(text)
            real(draw, xy, text, *args, **kwargs)

        return draw_text

    with monkeypatch.context() as patch:
        patch.setattr(panel, "label", spy(style.label))
        patch.setattr(panel, "centred", spy(style.centred))
        picture(view, names)
    return texts


@pytest.mark.parametrize(("players", "options"), [(2, {}), (3, {}), (4, {}), (4, {"mode": "ffa"})])
def test_pictures_along_random_games_fit_a_phone_and_discord(players: int, options: dict[str, Any]) -> None:
    """Every picture is a palette PNG ≥ 1000 px wide, landscape between 4:3 and 16:9, ≤ 200 KB."""
    run = random_playthrough(GAME, players, options, 7_000_003 + players, 150 * players * 12)
    step = max(1, len(run.states) // 4)
    for state in [*run.states[::step], run.final]:
        data = render({**GAME.view(state, None), "names": NAMES[:players]})
        image = decode(data)
        assert image.format == "PNG" and image.mode == "P"
        assert image.width >= 1000
        assert 4 / 3 <= image.width / image.height <= 16 / 9
        assert len(data) <= 200_000


def test_same_view_same_bytes() -> None:
    """A fixed palette: the same view always gives the same picture, byte for byte."""
    view = {**GAME.view(game_state(4, positions={"Blue-1": "D5"}), None), "names": NAMES}
    assert render(view) == render(view)


def test_each_colour_is_drawn_on_its_square_in_its_exact_colour() -> None:
    """PTP-005, PTP-008: explorers stand on their squares, in their seat's exact colour."""
    places = {"Blue-1": "D5", "Yellow-1": "H6", "Green-1": "C9", "Purple-1": "K2"}
    image = picture(GAME.view(game_state(4, positions=places), None))
    for explorer, square in places.items():
        assert image.getpixel(centre(square)) == SEAT_RGB[explorer.split("-")[0]], explorer
    assert image.getpixel(centre("F7")) in (SEA, SEA_ALT)  # an empty square shows the sea


def test_the_move_just_made_is_drawn_as_an_arrow_along_its_path() -> None:
    """PTP-028: a die move from D9 north by 2 draws the mover's colour over D8, which it passed."""
    state = game_state(2, positions={"Blue-1": "D9"}, roll_ab=(2, 4))
    before = picture(GAME.view(state, None))
    after = picture(GAME.view(play(state, 0, **move("Blue-1", "A", "N")), None))
    assert before.getpixel(middle("D8")) in (SEA, SEA_ALT)
    assert after.getpixel(middle("D8")) == SEAT_RGB["Blue"]
    assert after.getpixel(centre("D7")) == SEAT_RGB["Blue"]  # the explorer, where it landed


def test_a_move_across_the_180_degree_edge_leaves_one_side_and_enters_the_other() -> None:
    """PTP-030: K5 east by 3 goes L5, A5, B5; the arrow runs over L5 and A5 but not across the map."""
    state = game_state(2, positions={"Blue-1": "K5"}, roll_ab=(3, 4))
    after = picture(GAME.view(play(state, 0, **move("Blue-1", "A", "E")), None))
    assert after.getpixel(middle("L5")) == SEAT_RGB["Blue"]
    assert after.getpixel(middle("A5")) == SEAT_RGB["Blue"]
    assert after.getpixel(middle("F5")) in (SEA, SEA_ALT)


def test_the_panel_says_whose_turn_and_what_is_decided_in_plain_words(monkeypatch: pytest.MonkeyPatch) -> None:
    state = game_state(2, positions={"Blue-1": "D9"}, roll_ab=(2, 4))
    words = words_of(monkeypatch, GAME.view(play(state, 0, **move("Blue-1", "A", "N")), None))
    assert "Amundsen's turn" in words
    assert "Move with die B (4)" in words
    assert "Moved Blue D9 to D7" in words  # what just happened
    assert {"used", "to use"} <= set(words)
    assert not [w for w in words if codes_in(w)]


def test_pairs_read_as_teams_and_free_for_all_does_not(monkeypatch: pytest.MonkeyPatch) -> None:
    """PTP-010, PTP-011: in teams mode each pair sits in one frame under its team's total."""
    teams = words_of(monkeypatch, GAME.view(game_state(4), None))
    alone = words_of(monkeypatch, GAME.view(game_state(4, mode="ffa"), None))
    assert any(w.startswith("South team: ") for w in teams) and any(w.startswith("North team: ") for w in teams)
    assert not any(" team: " in w for w in alone)
    assert len(panel.team_boxes(panel.team_shape(GAME.view(game_state(4), None)))) == 2
    assert len(panel.team_boxes(panel.team_shape(GAME.view(game_state(4, mode="ffa"), None)))) == 4


@pytest.mark.parametrize(("players", "options"), [(2, {}), (4, {})])
def test_a_finished_game_shows_the_result_and_no_stale_prompt(
    monkeypatch: pytest.MonkeyPatch, players: int, options: dict[str, Any]
) -> None:
    run = random_playthrough(GAME, players, options, 8_000_001 + players, 150 * players * 12)
    words = words_of(monkeypatch, GAME.view(run.final, None))
    assert "Game over" in words
    assert not [w for w in words if "'s turn" in w or w.startswith("Move with") or w == "to use"]
    assert any("last turn" in w for w in words)  # the final turn is still shown
    assert not [w for w in words if codes_in(w)]


def test_display_names_are_drawn(monkeypatch: pytest.MonkeyPatch) -> None:
    view = GAME.view(game_state(2), None)
    words = words_of(monkeypatch, view, ["A very long display name indeed", "Scott"])
    named = picture(view, ["A very long display name indeed", "Scott"])
    plain = picture(view, None)
    assert named.tobytes() != plain.tobytes()
    assert any(w.startswith("A very long") for w in words)
