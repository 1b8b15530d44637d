"""The board picture: size and shape for a phone, exact colours where the view says what a
space, die or player looks like, the same bytes whatever was drawn before, and no stale or
coded text. Pixel positions come from the renderer's own layout constants."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image

import renderers.south_pole as picture
from bot.engine import State
from bot.games.south_pole import GAME
from renderers import text
from renderers.draw import RGB, Pen
from renderers.south_pole import board, layout, panel
from tests.contract import random_playthrough

from .bots import heuristic_game

NAMES = ["Roald", "Robert", "Ernest", "Douglas", "Felicity"]
MAX_BYTES = 200_000


def decode(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def rgb(data: bytes) -> Image.Image:
    return decode(data).convert("RGB")


def named(state: State, players: int) -> dict[str, Any]:
    return {**GAME.view(state, None), "names": NAMES[:players]}


@pytest.fixture(scope="module")
def random_states() -> list[State]:
    run = random_playthrough(GAME, 4, {}, 750_001_337, 10_000)
    return [*run.states[1 :: max(1, len(run.states) // 8)], run.final]


@pytest.fixture(scope="module")
def pole_game() -> list[State]:
    """A heuristic game that reaches the pole: flags planted, a winner."""
    return heuristic_game(3, 5001)


@pytest.fixture(scope="module")
def pole_states(pole_game: list[State]) -> list[State]:
    return [*pole_game[1 :: max(1, len(pole_game) // 8)], pole_game[-1]]


def test_pictures_fit_a_phone(random_states: list[State], pole_states: list[State]) -> None:
    """PNG, at least 1000 px wide, landscape between 4:3 and 16:9, at most 200 KB, palette."""
    for players, states in ((4, random_states), (3, pole_states)):
        for state in states:
            data = picture.render(named(state, players))
            image = decode(data)
            assert image.format == "PNG" and image.mode == "P"
            assert image.width >= 1000
            assert 4 / 3 <= image.width / image.height <= 16 / 9
            assert len(data) <= MAX_BYTES, len(data)


def test_names_are_used_and_fall_back() -> None:
    """Display names are optional; pictures differ when names are given."""
    view = GAME.view(GAME.setup(2, {}, 760_001_337), None)
    plain = picture.render(view)
    with_names = picture.render({**view, "names": ["Roald", "Robert"]})
    assert plain != with_names
    assert decode(with_names).size == decode(plain).size


def _inside(image: Image.Image, point: tuple[float, float]) -> RGB:
    pixel = image.getpixel((round(point[0]), round(point[1])))
    assert isinstance(pixel, tuple)
    return (pixel[0], pixel[1], pixel[2])


def test_rsp_077_spaces_show_backs_fronts_and_the_explorer(pole_states: list[State]) -> None:
    """RSP-077/RSP-070: a face-down tile shows its back colour, a face-up one its back in the
    band and each required colour in a chip; the explorer's space has the explorer ring."""
    for state in pole_states:
        view = named(state, 3)
        image = rgb(picture.render(view))
        for space in view["spaces"]:
            if space["back"] is None or space["label"] == view["explorer"]:  # the pawn stands there
                continue
            x, y = board.centre_of(space["label"])
            back = layout.TERRAIN[space["back"]]
            if space["face_down"]:
                assert _inside(image, (x + 22, y - 2)) == back, space["label"]
                continue
            assert _inside(image, (x + 24, y - 14)) == back, space["label"]
            requirement = list(space["requirement"].items())
            side, gap = board.CHIP_SIZE * 1.24, 5
            first = x - (side * len(requirement) + gap * (len(requirement) - 1)) / 2 + side / 2
            for i, (colour, _) in enumerate(requirement):
                chip_x = first + i * (side + gap)
                chip_y = y + board.CHIP_Y * board.U - 6
                assert _inside(image, (chip_x - 7, chip_y)) == layout.TERRAIN[colour], space["label"]
        x, y = board.centre_of(view["explorer"])
        assert _inside(image, (x, y - (layout.HEX_SIZE - 4))) == layout.EXPLORER


def _rolled(states: list[State]) -> Iterator[dict[str, Any]]:
    for state in states:
        view = named(state, 3)
        if view["sums"] is not None and view["pool"]:
            yield view


def test_rsp_029_dice_in_their_colours_and_the_verdict(pole_game: list[State]) -> None:
    """RSP-029/RSP-030: after a roll each pool die shows in its own colour in its slot, and the
    verdict is drawn in green when the requirement is met, red when short."""
    views = list(_rolled(pole_game[1:80]))
    assert any(v["met"] for v in views) and any(not v["met"] for v in views)
    for view in [v for v in views if v["met"]][:6] + [v for v in views if not v["met"]][:6]:
        image = rgb(picture.render(view))
        slot = panel.ROOM / 6
        for die in view["pool"]:
            cx = panel.LEFT + slot * (die["die"] - 0.5)
            cy = panel.STEP_INSIDE[0] + 76 + 62
            assert _inside(image, (cx - 38, cy)) == layout.TERRAIN[die["colour"]], die
        band = image.crop((panel.BOX_LEFT, panel.STEP_INSIDE[0] + 262, panel.BOX_RIGHT, panel.STEP_INSIDE[0] + 314))
        colours = {colour for _, colour in band.getcolors(100_000) or []}
        assert (layout.GOOD in colours) == view["met"] and (layout.BAD in colours) == (not view["met"])


def test_the_player_to_act_is_highlighted_until_the_game_ends(pole_states: list[State]) -> None:
    """The active seat's row is filled; after the game no row is."""
    for state in pole_states:
        view = named(state, 3)
        image = rgb(picture.render(view))
        height = min(80, (panel.SEATS_BOTTOM - panel.SEATS_TOP) // len(view["players"]))
        for i, player in enumerate(view["players"]):
            top = panel.SEATS_TOP + i * height
            expected = layout.ACTIVE_FILL if player["active"] else layout.PANEL_BG
            assert _inside(image, (layout.PANEL_LEFT + layout.PANEL_WIDTH / 2, top + 8)) == expected
        assert view["outcome"] is None or not any(p["active"] for p in view["players"])


def test_the_same_view_gives_the_same_picture_whatever_came_before(
    random_states: list[State], pole_states: list[State]
) -> None:
    """Cached parts (base, board layers, sections) never leak from one picture into another."""
    views = [named(s, 4) for s in random_states[-3:]] + [named(s, 3) for s in pole_states[-3:]]
    picture.forget()
    fresh = [picture.render(v) for v in views]
    for v in reversed(views):  # other games, other states, in another order
        picture.render(v)
    assert [picture.render(v) for v in views] == fresh
    picture.forget()
    assert picture.render(views[0]) == fresh[0]


def test_pictures_along_a_game_equal_pictures_drawn_from_scratch(pole_game: list[State]) -> None:
    """Click after click only the changed spaces, the moved pieces and the panel are redrawn;
    the result must equal a picture drawn from nothing, also when two games interleave."""
    other = random_playthrough(GAME, 3, {}, 760_001_338, 10_000).states
    one = [named(s, 3) for s in pole_game[40:70]]
    two = [named(s, 3) for s in other[10:40]]
    picture.forget()
    along = [picture.render(v) for v in one[:15]]  # one game, state after state
    mixed = [picture.render(v) for pair in zip(one[15:], two[:15], strict=True) for v in pair]  # two games in turn
    for i in (0, 5, 14):
        picture.forget()
        assert picture.render(one[i]) == along[i], i
    for i in (1, 10, 20, 29):
        picture.forget()
        assert picture.render((one[15:] if i % 2 == 0 else two)[i // 2]) == mixed[i], i


# Tile ids, colour letters with numbers (K1-K7 are also board coordinates, so K is left to
# the engine's text test), die codes, seat letters or numbers, name placeholders, phases.
CODES = re.compile(
    r"\b[RF]\d{2}\b|\b[WU]\d\b|\b[WKU] ?\d+/\d+|\bd\d\b|\b[Ss]eat [A-E1-5]\b|\{p\d+\}|CHOOSE_DICE|FAILING|GAME_OVER"
)


def _drawn_texts(view: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the renderer draws for ``view``, drawn from scratch."""
    texts: list[str] = []
    draw_text = text.put

    def record(pen: Pen, at: tuple[float, float], words: str, *args: Any, **kwargs: Any) -> int:
        texts.append(words)
        return draw_text(pen, at, words, *args, **kwargs)

    monkeypatch.setattr(text, "put", record)
    picture.forget()
    picture.render(view)
    picture.forget()
    return texts


def test_texts_are_plain_and_never_stale(pole_states: list[State], monkeypatch: pytest.MonkeyPatch) -> None:
    """Players by name, no codes; after the game, the winner and nothing about a turn."""
    for state in pole_states:
        view = named(state, 3)
        texts = _drawn_texts(view, monkeypatch)
        joined = "\n".join(texts)
        assert not CODES.search(joined), CODES.search(joined)
        if view["outcome"] is None:
            assert f"{NAMES[view['active']]}'s turn" in texts
            continue
        winners = view["outcome"]["winners"]
        assert len(winners) != 1 or f"{NAMES[winners[0]]} wins!" in texts
        stale = ("'s turn", "Choosing", "Short at", "Made it to", "explorer waits", "Took ")
        assert not [t for t in texts if any(s in t for s in stale)]
