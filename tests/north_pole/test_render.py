"""The North Pole picture: a landscape PNG a phone can show large (≥ 1000 px wide, 4:3–16:9,
≤ 200 KB) on the game's fixed palette, drawn from the public view alone. Pixel checks read the
exact palette colours: pawns where the view puts them, the current player's camp aglow, the
last turn's move as an arrow, teams as rings, and no turn prompt once the game is over."""

from __future__ import annotations

import copy
import io
from typing import Any

import pytest
from PIL import Image

from bot.engine import State
from bot.games.north_pole import GAME
from renderers.draw import BACKGROUND
from renderers.north_pole import layout, render
from renderers.north_pole.board import CAMP_SIDES, index, pawn_spots
from renderers.north_pole.layout import (
    GLOW,
    HEIGHT,
    MOVE,
    PALETTE,
    PANEL_X,
    PAWN_COLOURS,
    STORM_NEWS,
    STORM_RGB,
    TEAM_RGB,
    TOKEN_RGB,
    WIDTH,
    WINNER,
    cell_box,
    cell_centre,
)
from renderers.north_pole.recent import recent_lines
from tests.contract import random_playthrough
from tests.north_pole.helpers import PoleSeeker, act, deal, scenario, set_storm

CONFIGS: list[tuple[int, dict[str, Any]]] = [(2, {}), (3, {}), (4, {}), (4, {"teams": True})]
NAMES = ["Roald", "Robert", "Frederick", "Matthew"]


def decode(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def picture(state: State, **extra: Any) -> Image.Image:
    view = {**GAME.view(state, None), "names": NAMES[: state["players"]], **extra}
    return decode(render(view)).convert("RGB")


def colours_in(image: Image.Image, box: tuple[int, int, int, int]) -> set[tuple[int, int, int]]:
    found = image.crop(box).getcolors(maxcolors=1 << 16)
    assert found is not None
    return {colour for _, colour in found}


def pawn_pixel(image: Image.Image, square: str) -> tuple[int, int, int]:
    """A pixel inside a lone pawn's disc on ``square``, off its centre dot."""
    spots, radius = pawn_spots(cell_centre(*index(square)), 1, square)
    x, y = spots[0]
    pixel = image.getpixel((int(x + radius * 0.6), int(y)))
    assert isinstance(pixel, tuple)
    return pixel[0], pixel[1], pixel[2]


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=["2p", "3p", "4p", "teams"])
def test_render_along_random_games(players: int, options: dict[str, Any]) -> None:
    """States along a random game to its end: each picture is a palette PNG a phone shows large,
    small enough to post, and drawing it leaves the view as it was."""
    seed = 70_001 + players
    run = random_playthrough(GAME, players, options, seed, 100 * players * 12, PoleSeeker(seed))
    step = max(1, len(run.states) // 5)
    for state in [*run.states[::step], run.final]:
        view = {**GAME.view(state, None), "names": NAMES[:players]}
        before = copy.deepcopy(view)
        data = render(view)
        image = decode(data)
        assert image.format == "PNG" and image.mode == "P"  # the fixed palette
        assert image.size == (WIDTH, HEIGHT) and image.width >= 1000
        assert 4 / 3 <= image.width / image.height <= 16 / 9
        assert len(data) <= 200 * 1024
        assert view == before  # the renderer only reads the view


def test_same_view_same_bytes() -> None:
    """A fixed palette: the same view gives the same bytes, picture after picture."""
    state = scenario(players=3)
    assert render(GAME.view(state, None)) == render(GAME.view(state, None))


def test_pawns_show_in_their_exact_colours_where_the_view_puts_them() -> None:
    """RNP-126: every pawn's location is public; each lone pawn is drawn in its colour on its square."""
    state = scenario(players=4)
    state["pawns"].update({"orange1": "b2", "blue1": "g7", "black1": "c6", "white1": "f3"})
    image = picture(state)
    for pawn, square in (("orange1", "b2"), ("blue1", "g7"), ("black1", "c6"), ("white1", "f3")):
        assert pawn_pixel(image, square) == PAWN_COLOURS[pawn.rstrip("1")]
    assert pawn_pixel(image, "d2") != PAWN_COLOURS["orange"]  # an empty square shows no pawn


def test_the_current_players_camp_glows_and_no_other() -> None:
    """Whose turn it is reads on the board too: the current side's camp has a glowing frame."""
    state = scenario(players=2)  # seat 0 (S) to act
    image = picture(state)

    def glows(side: str) -> bool:
        x0, y0, x1, y1 = cell_box(*index(CAMP_SIDES[side][0]))
        return GLOW in colours_in(image, (x0 - 3, y0 - 3, x1 + 3, y1 + 3))

    assert glows("S") and not glows("N")
    state["turn"]["seat"] = 1
    image = picture(state)
    assert glows("N") and not glows("S")


def test_the_last_move_is_an_arrow_on_the_ice() -> None:
    """What just happened: after a March d1 → d2 the picture draws the move's colour between the two
    squares; the same board without that turn has none there."""
    state = scenario()
    state["pawns"]["orange1"] = "d1"
    deal(state, S2="C009")  # March A, 1 point
    after, _ = act(state, "play S2 orange1 d1>d2")
    (x1, y1), (x2, y2) = cell_centre(*index("d1")), cell_centre(*index("d2"))
    middle = (int((x1 + x2) / 2) - 3, int((y1 + y2) / 2) - 3, int((x1 + x2) / 2) + 3, int((y1 + y2) / 2) + 3)
    assert MOVE in colours_in(picture(after), middle)
    assert MOVE not in colours_in(picture(after, recent=None), middle)


def test_a_storm_this_turn_is_news_in_the_panel() -> None:
    """RNP-079/080: a threshold storm shows as a highlighted line in the panel."""
    state = scenario()
    state["pawns"]["orange1"] = "d1"
    deal(state, S2="C009")
    set_storm(state, ["C085", "C047", "C079"])  # 7 points; the March adds 1 and reaches 8 (RNP §20.3)
    after, events = act(state, "play S2 orange1 d1>d2")
    assert any(e["type"] == "storm" for e in events)
    panel = (PANEL_X, 0, WIDTH, HEIGHT)
    assert STORM_NEWS in colours_in(picture(after), panel)
    assert STORM_NEWS not in colours_in(picture(after, recent=None), panel)


def test_teams_wear_team_rings() -> None:
    """RNP-120: in the team variant each pawn and camp carries its team's colour; not otherwise."""
    teams = scenario(players=4, teams=True, disc="NE+SW")
    teams["pawns"].update({"orange1": "b2", "blue1": "g7"})
    solo = scenario(players=4, disc="SW")
    solo["pawns"].update({"orange1": "b2", "blue1": "g7"})
    board = (0, 0, PANEL_X, HEIGHT)
    team_colours = colours_in(picture(teams), board)
    assert set(TEAM_RGB) <= team_colours
    assert not set(TEAM_RGB) & colours_in(picture(solo), board)


def test_the_end_shows_the_winners_and_no_turn_prompt() -> None:
    """RNP-117/121: a finished game names its winners (in the winners' colour) and asks nothing:
    no glowing camp and no decision bar."""
    state = scenario(players=4, teams=True, disc="NE+SW")
    running = picture(state)
    state["result"] = {"kind": "pole", "winners": [0, 2]}
    state["turn"]["phase"] = "over"
    over = picture(state)
    assert GLOW in colours_in(running, (0, 0, WIDTH, HEIGHT))
    assert GLOW not in colours_in(over, (0, 0, WIDTH, HEIGHT))
    assert WINNER in colours_in(over, (PANEL_X, 0, WIDTH, 80))
    assert WINNER not in colours_in(running, (PANEL_X, 0, WIDTH, 80))


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
    state["seats"][1]["equipment"] += ["T13", "T18"]
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


def test_every_colour_of_the_picture_stays_exact_on_the_palette() -> None:
    """The fixed palette keeps each of the game's colours exact (Pillow's palette lookup is coarse,
    so near colours could swap): mapping them leaves every one unchanged."""
    named = [value for value in vars(layout).values() if isinstance(value, tuple) and len(value) == 3]
    colours = [*named, BACKGROUND, *PAWN_COLOURS.values(), *STORM_RGB.values(), *TOKEN_RGB.values(), *TEAM_RGB]
    strip = Image.new("RGB", (len(colours), 1))
    for i, colour in enumerate(colours):
        strip.putpixel((i, 0), colour)
    mapped = PALETTE.apply(strip).convert("RGB")
    assert [mapped.getpixel((i, 0)) for i in range(len(colours))] == colours


def test_a_move_before_a_storm_is_named_as_played() -> None:
    """RNP-079/080: the storm turns the ice after the March d1 → d2; the view shows the move where the
    pawn is now (for the board's arrow), and the panel's line says "d1 to d2" as the turn's message did."""
    state = scenario()
    state["pawns"]["orange1"] = "d1"
    deal(state, S2="C009")
    set_storm(state, ["C085", "C047", "C079"])
    after, events = act(state, "play S2 orange1 d1>d2")
    assert any(e["type"] == "storm" for e in events)
    view = GAME.view(after, None)
    move = next(e for e in view["recent"]["events"] if e["type"] == "move")
    assert move["path"] != ["d2"]  # turned with the ice
    lines = [text for text, _, _ in recent_lines(view)]
    assert lines[0].endswith("d1 to d2") and lines[1].startswith("Storm!")
