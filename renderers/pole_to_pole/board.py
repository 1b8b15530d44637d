"""The map: latitude/longitude labels, the wrapping 180° edge, both poles, goals and explorers."""

from __future__ import annotations

from collections import Counter
from typing import Any

from PIL import ImageDraw

from renderers.draw import INK, text_centered, wrap

from .style import (
    CELL_H,
    CELL_W,
    CLOSED_HATCH,
    EQUATOR,
    GRID_LINE,
    GRID_TOP,
    ICE,
    LABELS_H,
    MAP_LEFT,
    MAP_TOP,
    POLE_H,
    SEA,
    SEA_ALT,
    SOFT,
    WRAP_BAR,
    WRAP_ORANGE,
    WRAP_RED,
    badge,
    goal_token,
    label,
    piece,
)

GRID_LEFT = MAP_LEFT + WRAP_BAR
ROWS = 11
COLUMNS = 12
GRID_RIGHT = GRID_LEFT + COLUMNS * CELL_W
GRID_BOTTOM = GRID_TOP + ROWS * CELL_H
MAP_BOTTOM = GRID_BOTTOM + POLE_H
LEGEND_H = 58

Group = tuple[str, bool]  # (colour, sheltered)


def cell_box(column: int, row: int) -> tuple[int, int, int, int]:
    x = GRID_LEFT + column * CELL_W
    y = GRID_TOP + (row - 1) * CELL_H
    return x, y, x + CELL_W, y + CELL_H


def draw_map(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    board = view["board"]
    _labels(draw, board)
    _wrap_bars(draw)
    homes = {seat["colour"]: seat["home"] for seat in view["seats"]}
    letters = {seat["colour"]: seat["letter"] for seat in view["seats"]}
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
    goals = set(view["goals"])
    squares = [
        (column, row, f"{letter}{row}") for row in range(1, ROWS + 1) for column, letter in enumerate(board["columns"])
    ]
    for column, row, name in squares:
        box = cell_box(column, row)
        draw.rectangle(box, fill=SEA if column % 2 == 0 else SEA_ALT, outline=GRID_LINE)
        if name in closed:
            _hatch(draw, box)
        if name in board["goal_squares"]:
            goal_token(draw, (box[0] + 16, box[1] + 16), 11, name in goals)
    equator = GRID_TOP + 5.5 * CELL_H  # row 6 is the equator; the line runs under the pieces
    draw.line((GRID_LEFT, equator, GRID_RIGHT, equator), fill=EQUATOR, width=3)
    for column, row, name in squares:
        if name in closed:
            draw.rectangle(cell_box(column, row), outline=INK, width=3)
        if name in cells:
            _stack(draw, cell_box(column, row), cells[name], homes, letters)
    for pole, top in (("NP", MAP_TOP), ("SP", GRID_BOTTOM)):
        residents = [seat["colour"] for seat in view["seats"] if seat["home"] == pole]
        _pole(draw, pole, top, poles[pole], homes, letters, residents)
    _legend(draw)


def _labels(draw: ImageDraw.ImageDraw, board: dict[str, Any]) -> None:
    for column, (letter, longitude) in enumerate(zip(board["columns"], board["longitudes"], strict=True)):
        x = GRID_LEFT + column * CELL_W + CELL_W / 2
        text_centered(draw, (x, MAP_TOP - LABELS_H + 20), letter, 28)
        text_centered(draw, (x, MAP_TOP - LABELS_H + 46), longitude, 18, fill=SOFT)
    for row, latitude in enumerate(board["latitudes"], start=1):
        y = GRID_TOP + (row - 0.5) * CELL_H
        label(draw, (MAP_LEFT - 12, y - 12), str(row), 28, anchor="rm")
        label(draw, (MAP_LEFT - 12, y + 16), latitude, 18, fill=SOFT, anchor="rm")


def _wrap_bars(draw: ImageDraw.ImageDraw) -> None:
    """Red and orange bands on both 180° edges: they are the same meridian (PTP-002)."""
    for left in (MAP_LEFT, GRID_RIGHT):
        for i, y in enumerate(range(GRID_TOP, GRID_BOTTOM, 16)):
            colour = WRAP_RED if i % 2 == 0 else WRAP_ORANGE
            draw.rectangle((left, y, left + WRAP_BAR - 1, min(y + 15, GRID_BOTTOM)), fill=colour)
        text_centered(draw, (left + WRAP_BAR / 2, MAP_TOP - LABELS_H + 46), "180°", 16, fill=WRAP_RED)
    # chevrons: leaving L eastward enters A, and the other way round
    mid = GRID_TOP + 5.5 * CELL_H
    for tip, back in ((GRID_RIGHT + WRAP_BAR + 14, GRID_RIGHT + WRAP_BAR + 2), (MAP_LEFT - 14, MAP_LEFT - 2)):
        draw.polygon([(back, mid - 12), (tip, mid), (back, mid + 12)], fill=WRAP_RED)


def _hatch(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int]) -> None:
    """Diagonal hatching on a closed square (the thick border is drawn last, on top)."""
    x0, y0, x1, y1 = box
    for offset in range(-CELL_H, CELL_W, 12):
        start = (x0 + max(offset, 0), y0 + max(-offset, 0))
        length = min(x1 - start[0], y1 - start[1])
        draw.line((start, (start[0] + length, start[1] + length)), fill=CLOSED_HATCH, width=1)


def _stack(
    draw: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    groups: Counter[Group],
    homes: dict[str, str],
    letters: dict[str, str],
) -> None:
    """Explorers on one square: one piece per (colour, shelter) group, with a count when stacked."""
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2 + 6, (y0 + y1) / 2 + 2
    ordered = sorted(groups.items())
    if len(ordered) == 1:
        spots, radius = [(cx, cy)], 19.0
    elif len(ordered) == 2:
        spots, radius = [(cx - 17, cy), (cx + 17, cy)], 14.0
    else:
        spots = [(cx - 16, cy - 14), (cx + 16, cy - 14), (cx - 16, cy + 14), (cx + 16, cy + 14)]
        radius = 11.0
    for (group, count), spot in zip(ordered, spots, strict=False):
        colour, sheltered = group
        piece(draw, spot, radius, colour, letters[colour], homes[colour], sheltered)
        if count > 1:
            badge(draw, (spot[0] + radius * 0.95, spot[1] - radius * 0.95), count, 16 if radius > 15 else 13)


def _pole(
    draw: ImageDraw.ImageDraw,
    pole: str,
    top: int,
    groups: Counter[str],
    homes: dict[str, str],
    letters: dict[str, str],
    residents: list[str],
) -> None:
    """A pole band across the map: one space touching every column (PTP-003)."""
    bottom = top + POLE_H
    draw.rectangle((GRID_LEFT, top + 4, GRID_RIGHT, bottom - 4), fill=ICE, outline=INK, width=2)
    title = "NORTH POLE  NP" if pole == "NP" else "SOUTH POLE  SP"
    label(draw, (GRID_LEFT + 18, (top + bottom) / 2 - 12), title, 26, anchor="lm")
    home_of = "home of " + " and ".join(residents) if residents else "nobody's home"
    label(draw, (GRID_LEFT + 18, (top + bottom) / 2 + 16), home_of, 18, fill=SOFT, anchor="lm")
    x = GRID_LEFT + 330
    for colour in sorted(groups):
        piece(draw, (x, (top + bottom) / 2), 22, colour, letters[colour], homes[colour])
        label(draw, (x + 30, (top + bottom) / 2), f"x {groups[colour]}", 26, anchor="lm")
        x += 130
    if not groups:
        label(draw, (x, (top + bottom) / 2), "empty", 20, fill=SOFT, anchor="lm")


LEGEND = (
    "Hatched, framed square: closed.  Ring and S tag: sheltered.  Red disc: goal token (dashed: taken).  "
    "Round pieces start at SP, square pieces at NP.  The striped 180° edges join."
)


def _legend(draw: ImageDraw.ImageDraw) -> None:
    for i, line in enumerate(wrap(LEGEND, 18, GRID_RIGHT - GRID_LEFT)):
        label(draw, (GRID_LEFT, MAP_BOTTOM + 10 + 24 * i), line, 18, fill=SOFT)
