"""The picture: a landscape PNG a phone can show large, drawn from the public view alone, along
random games in every mode (designing with numbered ports, playing, between holes, game over)."""

from __future__ import annotations

import copy
import io
import random
from typing import Any

import pytest
from PIL import Image

from bot.engine import State
from bot.games.roll_in_one import GAME
from renderers.draw import seat_colour
from renderers.roll_in_one import PALETTE, PANEL_LEFT, _base, initials, panel, render
from renderers.roll_in_one.course import PORT

from .helpers import SEED, act, seeds

NAMES = ["Ada", "Bob", "Cleo", "Dev", "Eve"]
TURN_MARK = (PANEL_LEFT + 36 - 17, 52 + 34)  # inside the ball of the "whose turn" card, left of its initial


def view_of(st: State, names: list[str] | None = None) -> dict[str, Any]:
    view: dict[str, Any] = GAME.view(st, None)
    view["names"] = NAMES[: st["players"]] if names is None else names
    return view


def picture(view: dict[str, Any]) -> Image.Image:
    data = render(view)
    assert len(data) <= 200_000  # one Discord attachment, quick to load on a phone
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG" and image.width >= 1000
    assert 4 / 3 <= image.width / image.height <= 16 / 9  # landscape, shown large on a phone
    assert image.mode == "P"  # encoded on the game's fixed palette
    return image.convert("RGB")


def colours(image: Image.Image, box: tuple[int, int, int, int] | None = None) -> set[tuple[int, int, int]]:
    part = image.crop(box) if box else image
    return {c for _n, c in part.getcolors(maxcolors=1 << 20) or []}


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (3, {"holes": 2}),
        (5, {"holes": 1, "feeling_mean": True, "handicap": True, "open_hands": True}),
        (1, {}),
        (1, {"mode": "solo_survival"}),
        (4, {"mode": "campaign", "course": "random"}),
        (3, {"mode": "bumper", "ricochet": True}),
    ],
)
def test_renders_along_random_games(players: int, options: dict[str, object]) -> None:
    """Every sampled state gives a valid picture whose turn card shows the deciding seat's colour."""
    for seed in seeds(2):
        chooser = random.Random(seed)
        st = GAME.setup(players, options, seed)
        moves = 0
        while GAME.outcome(st) is None:
            seat = GAME.to_act(st)[0]
            st, _ = GAME.apply(st, seat, chooser.choice(GAME.legal_actions(st, seat)))
            moves += 1
            if moves % 25 == 0 or st["stage"] == "design":
                image = picture(view_of(st))
                if st["decision"] is not None:  # None once the game has just ended
                    assert image.getpixel(TURN_MARK) == seat_colour(st["decision"]["seat"])
        over = picture(view_of(st))
        assert over.getpixel(TURN_MARK) not in [seat_colour(s) for s in range(players)]


def test_palette_is_fixed_and_pictures_repeat_byte_for_byte() -> None:
    st = GAME.setup(3, {"course": "preset"}, SEED)
    st, _ = act(st, st["decision"]["seat"], "preset", name="Lakeside")
    first = render(view_of(st))
    assert render(view_of(st)) == first
    palette = Image.open(io.BytesIO(first)).getpalette() or []
    assert [tuple(palette[i : i + 3]) for i in range(0, 3 * len(PALETTE.colours), 3)] == list(PALETTE.colours)
    assert render(view_of(st, ["Zed", "Yuri", "Xia"])) != first  # names are drawn


def test_design_picture_numbers_the_open_ports_until_the_course_is_finished() -> None:
    """RIO-026/RIO-033: open ports carry the numbers the attach choices name."""
    st = GAME.setup(3, {"course": "build"}, SEED)
    designer = st["decision"]["seat"]
    st, _ = act(st, designer, "attach", port="TEE.p1", board="D1", board_port="p3")
    view = view_of(st)
    numbers = [p["number"] for p in view["course"]["open_ports"]]
    assert numbers == list(range(1, len(numbers) + 1)) and numbers
    labels = [a["label"] for a in GAME.legal_actions(st, designer) if a["type"] == "attach"]
    assert {f"Port {n}:" for n in numbers} == {label.split(" add")[0] for label in labels}
    assert PORT in colours(picture(view), (0, 0, PANEL_LEFT - 20, 700))
    st, _ = act(st, designer, "attach", port="D1.p1", board="D2", board_port="p3")
    st, _ = act(st, designer, "finish")
    assert PORT not in colours(picture(view_of(st)), (0, 0, PANEL_LEFT - 20, 700))


def test_cached_parts_never_leak_from_one_picture_into_the_next() -> None:
    """The course and the panel's cards are reused between pictures; a picture must still
    depend on its own view only, whatever was drawn before it."""
    chooser = random.Random(SEED)
    st = GAME.setup(3, {"holes": 1}, SEED)
    views = []
    while GAME.outcome(st) is None and len(views) < 40:
        seat = GAME.to_act(st)[0]
        st, _ = GAME.apply(st, seat, chooser.choice(GAME.legal_actions(st, seat)))
        views.append(view_of(st))
    first = [render(v) for v in views]
    assert [render(v) for v in reversed(views)] == list(reversed(first))
    assert len(set(first)) > len(first) // 2  # pictures do change from move to move


def test_hands_are_counts_only_unless_open_hands() -> None:
    """RIO-134/RIO-135: which cards a seat holds never changes the picture, only how many."""
    st = GAME.setup(3, {"course": "preset"}, SEED)
    st, _ = act(st, st["decision"]["seat"], "preset", name="Front Nine")
    other = copy.deepcopy(st)
    other["seats"][0]["hand"] = [f"C11#{i + 1}" for i in range(len(st["seats"][0]["hand"]))]
    assert other["seats"][0]["hand"] != st["seats"][0]["hand"]
    assert render(view_of(other)) == render(view_of(st))
    fewer = copy.deepcopy(st)
    fewer["seats"][0]["hand"] = fewer["seats"][0]["hand"][1:]
    assert render(view_of(fewer)) != render(view_of(st))


def test_the_course_is_drawn_once_per_hole() -> None:
    st = GAME.setup(2, {"course": "preset"}, SEED)
    st, _ = act(st, st["decision"]["seat"], "preset", name="Long Haul")
    render(view_of(st))
    before = _base.cache_info()
    seat = GAME.to_act(st)[0]
    st, _ = GAME.apply(st, seat, GAME.legal_actions(st, seat)[0])
    render(view_of(st))
    after = _base.cache_info()
    assert after.hits == before.hits + 1 and after.misses == before.misses


def test_panel_words_say_who_does_what_and_what_the_shot_did() -> None:
    """The panel's sentences use names and plain words (RIO-133), and nothing stale at the end."""
    chooser = random.Random(SEED)
    st = GAME.setup(3, {"holes": 1}, SEED)
    said: set[str] = set()
    while GAME.outcome(st) is None:
        seat = GAME.to_act(st)[0]
        st, _ = GAME.apply(st, seat, chooser.choice(GAME.legal_actions(st, seat)))
        view = view_of(st)
        if view["decision"] is not None:
            said.add(panel.doing(view, NAMES[:3]))
        last = view["last_turn"]
        if last and last.get("outcome"):
            said.update(text for text, _colour in panel.outcome_lines(last, NAMES[:3]))
    assert "is aiming: club and direction" in said
    assert any(line.startswith("Came to rest ") for line in said)
    assert all("{p" not in line and "seat" not in line.lower() for line in said)
    end = view_of(st)
    assert "Round" not in panel.hole_line(end) and end["decision"] is None


def test_ball_marks_are_name_initials_never_seat_letters() -> None:
    assert initials(["Ada", "Bob", "Cleo"]) == ["A", "B", "C"]
    assert initials(["Zoe", "Zack"]) == ["Zo", "Za"]
    assert initials(["Player 1", "Player 2"]) == ["1", "2"]


def test_names_fall_back_to_player_numbers_and_long_names_fit() -> None:
    st = GAME.setup(2, {"course": "preset"}, SEED)
    st, _ = act(st, st["first_player"], "preset", name="Lakeside")
    picture(view_of(st, []))
    picture(view_of(st, ["A very long display name that will not fit the panel at all", ""]))


def test_score_table_shows_names_whole_in_smaller_type_before_cutting(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 28: five players, five holes: "Roald Amundsen" is drawn whole, not "Amund..."."""
    import renderers.roll_in_one.panel as panel_module
    import renderers.roll_in_one.scorecard as scorecard_module  # the score table's own module

    names = ["Roald Amundsen", "Fridtjof Nansen", "Robert F. Scott", "Ernest Shackleton", "Carsten B."]
    st = GAME.setup(5, {"course": "preset"}, SEED)
    st, _ = act(st, st["first_player"], "preset", name="Lakeside")
    drawn: list[str] = []
    real = scorecard_module.put
    monkeypatch.setattr(
        scorecard_module, "put", lambda d, at, text, *a, **k: (drawn.append(text), real(d, at, text, *a, **k))
    )
    picture(view_of(st, names))
    told = " ".join(drawn)  # a long name may take two lines, each drawn on its own
    assert all(name in told for name in names) and "..." not in told, drawn
    assert panel_module.name_fit("A name far too long for any score table at all", 120)[0][0].endswith("...")
