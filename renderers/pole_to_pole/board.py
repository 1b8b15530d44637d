"""The map: labels, the wrapping 180° edge, both poles, goals, explorers and the moves just made.

Everything that never changes during a game (sea, grid, labels, pole bands, legend) is drawn
once per set of pole residents into a cached base picture; a render copies it and adds the
pieces, tokens, closed squares and move arrows.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any

from PIL import Image

from bot.games.pole_to_pole.words import colour_message
from bot.i18n import N_, Msg, first_ours, msg, say, tr
from renderers.draw import BACKGROUND, INK, Pen

from .panel import TeamShape, draw_frames
from .phrases import SHORT_POLES
from .style import (
    CELL_H,
    CELL_W,
    CLOSED_HATCH,
    COLUMNS,
    EQUATOR,
    GOAL_RED,
    GRID_BOTTOM,
    GRID_LEFT,
    GRID_LINE,
    GRID_RIGHT,
    GRID_TOP,
    HEIGHT,
    ICE,
    LABELS_TOP,
    MAP_BOTTOM,
    MAP_TOP,
    PALETTE,
    POLE_H,
    ROWS,
    SEA,
    SEA_ALT,
    SEAT_RGB,
    SOFT,
    WIDTH,
    WRAP_BAR,
    WRAP_ORANGE,
    WRAP_RED,
    badge,
    centred,
    fit,
    goal_token,
    label,
    piece,
    shape,
    shown_turns,
    text_width,
)

Group = tuple[str, bool]  # (colour, sheltered)
Point = tuple[float, float]
BoardKey = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]  # column letters, longitudes, latitudes

LEGEND = N_("Arrows: moves just made.  Ring: sheltered.  Hatched: closed.  Red disc: goal (dashed: taken).")


def cell_box(column: int, row: int) -> tuple[int, int, int, int]:
    x = GRID_LEFT + column * CELL_W
    y = GRID_TOP + (row - 1) * CELL_H
    return x, y, x + CELL_W, y + CELL_H


def _column_x(column: int) -> float:
    return GRID_LEFT + (column + 0.5) * CELL_W


def _pole_y(pole: str) -> float:
    return MAP_TOP + POLE_H / 2 if pole == "NP" else GRID_BOTTOM + POLE_H / 2


def _pole_path_y(pole: str) -> float:
    """Moves run through a pole along its band's edge by the grid, clear of the pole's name."""
    return GRID_TOP - 10 if pole == "NP" else GRID_BOTTOM + 10


def _square(name: str, columns: list[str]) -> tuple[int, int]:
    return columns.index(name[0]), int(name[1:])


@lru_cache(maxsize=16)
def base_picture(
    board_key: BoardKey, north: tuple[str, ...], south: tuple[str, ...], teams: TeamShape, language: str
) -> Image.Image:
    """The parts that never change in a game: the map's ground and the panel's frames, in ``language``."""
    loc = first_ours(language)
    columns, longitudes, latitudes = board_key
    image, draw = PALETTE.canvas(WIDTH, HEIGHT, BACKGROUND)
    draw_frames(draw, teams)
    for column, (letter, longitude) in enumerate(zip(columns, longitudes, strict=True)):
        x = _column_x(column)
        centred(draw, (x, LABELS_TOP + 14), letter, 28)
        centred(draw, (x, LABELS_TOP + 37), longitude, 14, fill=SOFT)
    for row, latitude in enumerate(latitudes, start=1):
        y = GRID_TOP + (row - 0.5) * CELL_H
        label(draw, (GRID_LEFT - WRAP_BAR - 8, y - 9), str(row), 26, anchor="rm")
        label(draw, (GRID_LEFT - WRAP_BAR - 8, y + 15), latitude, 14, fill=SOFT, anchor="rm")
    for row in range(1, ROWS + 1):
        for column in range(COLUMNS):
            draw.rectangle(cell_box(column, row), fill=SEA if column % 2 == 0 else SEA_ALT, outline=GRID_LINE)
    equator = GRID_TOP + 5.5 * CELL_H  # row 6 is the equator; the line runs under the pieces
    draw.line((GRID_LEFT, equator, GRID_RIGHT, equator), fill=EQUATOR, width=3)
    for left in (GRID_LEFT - WRAP_BAR, GRID_RIGHT):  # both 180° edges: the same meridian (PTP-002)
        for i, y in enumerate(range(GRID_TOP, GRID_BOTTOM, 14)):
            colour = WRAP_RED if i % 2 == 0 else WRAP_ORANGE
            draw.rectangle((left, y, left + WRAP_BAR - 1, min(y + 13, GRID_BOTTOM)), fill=colour)
    centred(draw, (GRID_RIGHT + WRAP_BAR + 2, LABELS_TOP + 37), "180°", 14, fill=WRAP_RED)
    for pole, top, residents in (("NP", MAP_TOP, north), ("SP", GRID_BOTTOM, south)):
        draw.rectangle((GRID_LEFT, top + 3, GRID_RIGHT, top + POLE_H - 3), fill=ICE, outline=INK, width=2)
        text_y = top + POLE_H / 2 + (-7 if pole == "NP" else 7)  # the half away from the grid: moves run by it
        title = say(loc, SHORT_POLES[pole]).upper()
        label(draw, (GRID_LEFT + 12, text_y), title, 20, anchor="lm")
        home = say(loc, _home_of(residents))
        label(draw, (GRID_LEFT + 20 + text_width(title, 20), text_y + 1), home, 14, fill=SOFT, anchor="lm")
    legend, room = tr(loc, LEGEND), GRID_RIGHT + WRAP_BAR - GRID_LEFT
    size = 14 if text_width(legend, 14) <= room else 12  # a longer language's legend in smaller type
    label(draw, (GRID_LEFT, MAP_BOTTOM + 6), fit(legend, size, room), size, fill=SOFT)
    return image


def _home_of(colours: tuple[str, ...]) -> Msg:
    if not colours:
        return msg("nobody's home")
    if len(colours) == 1:
        return msg("home of {colour}", colour=colour_message(colours[0]))
    return msg("home of {colour} and {other}", colour=colour_message(colours[0]), other=colour_message(colours[-1]))


def draw_map(draw: Pen, view: dict[str, Any]) -> None:
    columns = view["board"]["columns"]
    colours = {seat["seat"]: seat["colour"] for seat in view["seats"]}
    cells: dict[str, Counter[Group]] = {}
    poles: dict[str, Counter[str]] = {"NP": Counter(), "SP": Counter()}
    for explorer in view["explorers"]:
        position, colour = explorer["pos"], colours[explorer["seat"]]
        if position in poles:
            poles[position][colour] += 1
        elif position not in ("arrived", "out"):
            cells.setdefault(position, Counter())[(colour, explorer["sheltered"])] += 1
    closed = set(view["closed"])
    for name in closed:
        _hatch(draw, cell_box(*_square(name, columns)))
    turns = shown_turns(view)
    taken = {e["square"] for t in turns for e in t["events"] if e["type"] == "goal"}
    goals = set(view["goals"])
    for name in view["board"]["goal_squares"]:
        x0, y0, x1, y1 = cell_box(*_square(name, columns))
        if name in taken:  # a goal taken just now: a red frame round the square
            draw.rectangle((x0 + 2, y0 + 2, x1 - 2, y1 - 2), outline=GOAL_RED, width=4)
        goal_token(draw, (x0 + 11, y0 + 11), 7, name in goals)
    for turn in turns:
        for happened in turn["events"]:
            if "path" in happened:
                _arrow(draw, happened["path"], columns, _colour_of(happened["explorer"]))
    for name, groups in cells.items():
        box = cell_box(*_square(name, columns))
        _stack(draw, box, groups)
        if name in closed:
            draw.rectangle(box, outline=INK, width=3)
    for turn in turns:
        for happened in turn["events"]:
            if happened["type"] == "capture":
                _gone(draw, happened["square"], columns, _colour_of(happened["captured"]))
            elif _sent_home(happened):
                _gone(draw, happened["square"], columns, _colour_of(happened["explorer"]))
    for pole in ("NP", "SP"):
        _pole_pieces(draw, pole, poles[pole])


def _sent_home(happened: dict[str, Any]) -> bool:
    """The colour die or an Avalanche sent an explorer home from a square."""
    kind, card = happened["type"], happened.get("card")
    return kind == "colour_home" or (kind == "card" and card == "AVALANCHE" and "square" in happened)


def _colour_of(explorer: str) -> str:
    return explorer.split("-")[0]


def _hatch(draw: Pen, box: tuple[int, int, int, int]) -> None:
    """Diagonal hatching on a closed square (the thick frame is drawn over the pieces)."""
    x0, y0, x1, y1 = box
    for offset in range(-CELL_H, CELL_W, 10):
        start = (x0 + max(offset, 0), y0 + max(-offset, 0))
        length = min(x1 - start[0], y1 - start[1])
        draw.line((start, (start[0] + length, start[1] + length)), fill=CLOSED_HATCH, width=1)


def _stack(draw: Pen, box: tuple[int, int, int, int], groups: Counter[Group]) -> None:
    """Explorers on one square: one piece per (colour, shelter) group, with a count when stacked."""
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2 + 3, (y0 + y1) / 2 + 3
    ordered = sorted(groups.items())
    spots: list[Point]
    if len(ordered) == 1:
        spots, radius = [(cx, cy)], 15.0
    elif len(ordered) == 2:
        spots, radius = [(cx - 11, cy), (cx + 11, cy)], 10.0
    else:
        spots = [(cx - 11, cy - 11), (cx + 11, cy - 11), (cx - 11, cy + 11), (cx + 11, cy + 11)]
        radius = 8.0
    for ((colour, sheltered), count), spot in zip(ordered, spots, strict=False):
        piece(draw, spot, radius, colour, sheltered)
        if count > 1:
            badge(draw, (spot[0] + radius * 0.9, spot[1] - radius * 0.9), count, 15 if radius > 12 else 12)


def _point(position: str, columns: list[str], neighbour: str | None) -> Point:
    """Where a path position is drawn; a pole takes the column of the square next to it on the path."""
    if position in ("NP", "SP"):
        column = columns.index(neighbour[0]) if neighbour and neighbour not in ("NP", "SP") else 0
        return _column_x(column), _pole_path_y(position)
    column, row = _square(position, columns)
    return _column_x(column), GRID_TOP + (row - 0.5) * CELL_H


def _polylines(path: list[str], columns: list[str]) -> list[list[Point]]:
    """The screen lines of a move: split where it wraps at 180°, bent through a pole."""
    lines: list[list[Point]] = [[]]
    for i, position in enumerate(path):
        previous = path[i - 1] if i > 0 else None
        following = path[i + 1] if i + 1 < len(path) else None
        if position in ("NP", "SP"):
            # entering and leaving a pole are drawn at the columns it was entered and left by
            if previous is not None:
                lines[-1].append(_point(position, columns, previous))
            if following is not None:
                lines[-1].append(_point(position, columns, following))
            continue
        here = _point(position, columns, None)
        if previous is not None and previous not in ("NP", "SP"):
            step = columns.index(position[0]) - columns.index(previous[0])
            if abs(step) == COLUMNS - 1:  # crossed the 180° edge: leave by one side, enter by the other
                y = here[1]
                out_x, in_x = (
                    (GRID_RIGHT + WRAP_BAR, GRID_LEFT - WRAP_BAR)
                    if step < 0
                    else (
                        GRID_LEFT - WRAP_BAR,
                        GRID_RIGHT + WRAP_BAR,
                    )
                )
                lines[-1].append((out_x, y))
                lines.append([(in_x, y)])
        lines[-1].append(here)
    return [line for line in lines if len(line) > 1]


def _arrow(draw: Pen, path: list[str], columns: list[str], colour: str) -> None:
    """A move as a coloured line with a dark edge, ending in an arrowhead short of the piece."""
    lines = _polylines(path, columns)
    if not lines:
        return
    last = lines[-1]
    (ax, ay), (bx, by) = last[-2], last[-1]
    length = max(1.0, ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5)
    ux, uy = (bx - ax) / length, (by - ay) / length
    cut = min(16.0, length / 2)
    tip = (bx - ux * cut, by - uy * cut)
    last[-1] = (tip[0] - ux * 10, tip[1] - uy * 10)
    fill = SEAT_RGB[colour]
    for line in lines:
        draw.line(line, fill=INK, width=9, joint="curve")
    for line in lines:
        draw.line(line, fill=fill, width=5, joint="curve")
    head = [
        (tip[0] + ux * 4, tip[1] + uy * 4),
        (tip[0] - ux * 14 - uy * 10, tip[1] - uy * 14 + ux * 10),
        (tip[0] - ux * 14 + uy * 10, tip[1] - uy * 14 - ux * 10),
    ]
    draw.polygon(head, fill=fill, outline=INK, width=2)
    sx, sy = lines[0][0]
    draw.ellipse((sx - 5, sy - 5, sx + 5, sy + 5), fill=fill, outline=INK, width=2)


def _gone(draw: Pen, square: str, columns: list[str], colour: str) -> None:
    """Where an explorer was captured or sent home: its shape, small, crossed out, in a corner."""
    _, _, x1, y1 = cell_box(*_square(square, columns))
    centre = (x1 - 12, y1 - 12)
    shape(draw, centre, 8, colour)
    cx, cy = centre
    draw.line((cx - 10, cy - 10, cx + 10, cy + 10), fill=INK, width=3)
    draw.line((cx - 10, cy + 10, cx + 10, cy - 10), fill=INK, width=3)


def _pole_pieces(draw: Pen, pole: str, groups: Counter[str]) -> None:
    """The explorers on a pole, one shape per colour with its count, right of the pole's name."""
    y = _pole_y(pole)
    x = GRID_LEFT + 350  # right of the pole's name and residents
    for colour in sorted(groups):
        shape(draw, (x, y), 15, colour)
        label(draw, (x + 22, y), f"x {groups[colour]}", 24, anchor="lm")
        x += 90
