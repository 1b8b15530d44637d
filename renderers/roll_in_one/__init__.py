"""Roll In One picture: ``render(public_view) -> PNG bytes``.

Only the public view comes in (plus the table's optional ``names``). A 1120 × 700 landscape
picture (16:10, so a phone shows it large): the course fills the left, the panel on the right
says whose turn it is and what they decide, what the shot did, and the scores.

The course (terrain, board outlines, ports, greens), the legend and the compass do not change
while a hole is played, so they are drawn once per course and copied (``_base``); each
picture then adds only the shot's path, the balls and the panel, stamping balls, die faces
and labels from cached sprites onto the game's fixed palette.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from PIL import Image

from bot.games.roll_in_one.words import BOARD_MESSAGES
from bot.i18n import N_, Locale, tr
from renderers.draw import INK, MUTED, SEAT_COLOURS, WHITE, Palette, Pen, hex_corners, png
from renderers.text import centred, put
from renderers.text import width as text_width

from . import course as course_module
from . import glyphs, panel, scorecard
from .course import TERRAIN_FILL, Frame, draw_balls, draw_course, draw_path, fit

WIDTH = 1120
HEIGHT = 700
PANEL_LEFT = 650
PANEL_WIDTH = WIDTH - PANEL_LEFT - 12
COURSE_BOX = (8, 8, PANEL_LEFT - 26, HEIGHT - 66)  # left, top, width, height
STRIP_TOP = HEIGHT - 56  # the legend and compass along the bottom of the course side
BACKGROUND = (226, 236, 226)
PANEL_BG = (243, 246, 240)

PALETTE = Palette(
    BACKGROUND,
    PANEL_BG,
    *TERRAIN_FILL.values(),
    course_module.CELL_LINE,
    course_module.BOARD_LINE,
    course_module.PORT,
    course_module.PATH_DARK,
    glyphs.WATER_LINE,
    glyphs.TREE,
    glyphs.TRUNK,
    glyphs.SAND_DOT,
    (205, 178, 112),
    glyphs.STRIPE,
    glyphs.TUFT,
    glyphs.FLAG,
    glyphs.PENALTY,
    (120, 220, 110),
    (20, 90, 30),
    *glyphs.FACE_FILL.values(),
    (120, 124, 130),
    panel.CARD_BG,
    panel.LINE,
    panel.TURN_BG,
    panel.TURN_LINE,
    panel.CARD_TEXT,
    panel.GOOD,
    panel.HOLE_COLUMN,
    *SEAT_COLOURS,
)

LEGEND = (("rough", N_("rough")), ("fairway", N_("fairway")), ("sand", N_("sand")), ("trees", N_("trees")),
          ("water", N_("water")))  # fmt: skip
GREEN = N_("putting green")  # not "green": the colour has its own word in other languages
COMPASS = (N_("E"), N_("NE"), N_("NW"), N_("W"), N_("SW"), N_("SE"))
TEE = N_("TEE")
LEGEND_SIZE = 23


def render(view: dict[str, Any]) -> bytes:
    count = int(view["players"])
    loc = panel.speaks(view)
    given = list(view.get("names") or [])
    names = [str(given[i]) if i < len(given) and given[i] else tr(loc, "Player {n}", n=i + 1) for i in range(count)]
    defaulted = not any(given[i] for i in range(min(count, len(given))))
    marks = [str(i + 1) for i in range(count)] if defaulted else initials(names)  # "Player 2" is ball 2
    hole = view["hole"]
    labels = "none"
    if hole is not None and not hole["confirmed"]:
        labels = "cells" if hole["finished"] else "boards"
    base, frame = _base(_course_key(view["course"]), labels, loc)
    draw = Pen(base.copy(), PALETTE)
    shot, _in_play = panel.shot_to_show(view)
    if shot and shot.get("path"):
        draw_path(draw, shot["path"], int(shot["seat"]), frame)
    decision = view.get("decision")
    draw_balls(draw, view, marks, frame, decision["seat"] if decision else None)
    left, width = PANEL_LEFT, PANEL_WIDTH
    line = panel.hole_line(view, width)
    size = panel.fitted(line, 30, width, 24)  # smaller before cut: a language's longer words
    put(draw, (left + 4, 10 + (30 - size) // 2), panel.fit_text(line, size, width), size, INK)
    people = (names, marks)
    hole_state = None if hole is None else (hole["number"], hole["of"], hole["finished"], hole["confirmed"])
    turn_key = (view.get("result"), view.get("decision"), hole_state, (view.get("turn") or {}).get("seat"), people, loc)
    y = _card(draw, turn_key, 52, lambda d, x, t: panel.draw_turn(d, view, names, marks, x, t, width))
    y = int(panel.draw_design(draw, view, left, y + 10, width))  # cheap: drawn every time
    # the scores sit at the foot of the panel; the shot card gives up its oldest rolls and
    # card lines rather than run into them
    score_top = HEIGHT - 8 - scorecard.scorecard_height(view)
    limit = score_top - 10 - (y + 10)
    shot_key = (panel.shot_to_show(view), people, limit, loc)
    _card(draw, shot_key, y + 10, lambda d, x, t: panel.draw_shot(d, view, names, marks, x, t, width, limit))
    holed = [b["holed"] for b in view["balls"]]
    seen = [view["mode"], view["seats"], hole_state, view["stage"], holed, view["history"]]
    score_key = (seen, view["options"].get("handicap"), people, loc)
    _card(draw, score_key, score_top, lambda d, x, t: scorecard.draw_scorecard(d, view, names, marks, x, t, width))
    return png(draw.image)


_CARDS: dict[str, tuple[Image.Image, int]] = {}


def _card(draw: Pen, key: object, top: float, draw_card: Callable[[Pen, int, int], float]) -> int:
    """Draw one panel card at ``top``, or paste it from the cache of finished cards.

    Most cards look the same over several pictures in a row (the scores change once a hole,
    the last shot stays up while others aim), so each distinct card is drawn once onto the
    panel's flat background and kept; ``key`` holds everything the card shows."""
    top = int(top)
    name = json.dumps(key, sort_keys=True, default=str)
    found = _CARDS.get(name)
    if found is None:
        height = max(0, math.ceil(draw_card(draw, PANEL_LEFT, top)) - top)
        found = (draw.image.crop((PANEL_LEFT, top, WIDTH, top + height + 1)), height)
        if len(_CARDS) >= 512:
            _CARDS.clear()  # a bound on memory; the next pictures refill what they use
        _CARDS[name] = found
    else:
        draw.paste(found[0], (PANEL_LEFT, top))
    return top + found[1]


def initials(names: list[str]) -> list[str]:
    """The mark on each ball: the name's first letter or digit, two characters if shared."""
    firsts = [next((c for c in n if c.isalnum()), "?").upper() for n in names]
    if all(n.startswith("Player ") for n in names):
        return [n.split()[-1] for n in names]
    marks = []
    for name, first in zip(names, firsts, strict=True):
        if firsts.count(first) > 1:
            letters = [c for c in name if c.isalnum()]
            marks.append("".join(letters[:2]).title() or first)
        else:
            marks.append(first)
    return marks


Row = tuple[Any, ...]
CourseKey = tuple[tuple[Row, ...], tuple[tuple[int, int], ...], tuple[Row, ...], tuple[Row, ...]]


def _course_key(course: dict[str, Any]) -> CourseKey:
    """A hashable copy of what the base picture depends on."""
    cells = tuple(tuple(c) for c in course["cells"])
    greens = tuple((int(g[0]), int(g[1])) for g in course["greens"])
    ports = tuple(
        (int(p["number"]), int(p["axis"]), tuple((int(c[0]), int(c[1])) for c in p["cells"]))
        for p in course["open_ports"]
    )
    boards = tuple(
        (b["id"], b.get("name", b["id"]), int(b["k"]), int(b["t"][0]), int(b["t"][1])) for b in course["boards"]
    )
    return cells, greens, ports, boards


def _frame(course: dict[str, Any]) -> Frame:
    cells = [(int(c[0]), int(c[1])) for c in course["cells"]]
    return fit(cells, *COURSE_BOX)


@lru_cache(maxsize=16)
def _base(key: CourseKey, labels: str, loc: Locale) -> tuple[Image.Image, Frame]:
    """Everything that stays put while a hole is played: drawn once per course and label mode."""
    cells, greens, ports, boards = key
    course: dict[str, Any] = {
        "cells": [list(c) for c in cells],
        "greens": [list(g) for g in greens],
        "open_ports": [
            {"number": n, "axis": axis, "cells": [list(c) for c in port_cells]} for n, axis, port_cells in ports
        ],
        "boards": [{"id": b, "name": name, "k": k, "t": [tq, tr]} for b, name, k, tq, tr in boards],
    }
    draw = Pen(_backdrop(loc).copy(), PALETTE)
    names = {str(b[0]): _board_label(loc, str(b[0]), str(b[1])) for b in boards}
    frame = _frame(course)
    draw_course(draw, course, frame, labels, names, tr(loc, TEE))
    return draw.image, frame


def _board_label(loc: Locale, board: str, name: str) -> str:
    """A board's name on the course ("Diamond 1"), in the picture's language."""
    if board not in BOARD_MESSAGES:
        return name
    said = tr(loc, BOARD_MESSAGES[board])
    return said[:1].upper() + said[1:]


@lru_cache(maxsize=4)
def _backdrop(loc: Locale) -> Image.Image:
    """What every picture shares: the two backgrounds, the terrain key and the compass."""
    image, draw = PALETTE.canvas(WIDTH, HEIGHT, BACKGROUND)
    draw.rectangle((PANEL_LEFT - 10, 0, WIDTH, HEIGHT), fill=PANEL_BG)
    _legend(draw, loc)
    _compass(draw, PANEL_LEFT - 58, HEIGHT - 34, loc)
    return image


def _legend(draw: Pen, loc: Locale) -> None:
    """The terrain key, with the map's own textures (colour is never the only cue), in two lines
    of letters big enough to read on a phone (about 8 px when the picture is 400 px wide)."""
    keys: list[tuple[str | None, str]] = [*LEGEND, (None, GREEN)]
    for line, row in enumerate((keys[:3], keys[3:])):
        x, y = 22.0, STRIP_TOP + 13 + line * 25
        for kind, key in row:
            text = tr(loc, key)
            if kind is None:
                glyphs.green_token(draw, x, y, 12, None)
            else:
                draw.polygon(hex_corners(x, y, 12), fill=TERRAIN_FILL[kind], outline=course_module.CELL_LINE)
                course_module._texture(draw, kind, x, y, 10)
            put(draw, (x + 17, y), text, LEGEND_SIZE, INK, "lm")
            x += 44 + text_width(text, LEGEND_SIZE)


def _compass(draw: Pen, cx: float, cy: float, loc: Locale) -> None:
    """The six aiming directions, as the controls name them."""
    for d, key in enumerate(COMPASS):
        label = tr(loc, key)
        angle = math.radians(60 * d)
        tip = (cx + 14 * math.cos(angle), cy - 14 * math.sin(angle))
        draw.line((cx, cy, *tip), fill=MUTED, width=3)
        size = panel.fitted(label, 19, 34, 14)  # two Chinese characters must not meet their neighbour's
        centred(draw, (cx + 40 * math.cos(angle), cy - 23 * math.sin(angle)), label, size, INK)
    draw.ellipse((cx - 4, cy - 4, cx + 4, cy + 4), fill=INK, outline=WHITE)


__all__ = ["PALETTE", "render"]
