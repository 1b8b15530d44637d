"""The course picture: terrain hexes with textures, board outlines, numbered open ports,
greens, the shot path and every ball (stacks fanned out inside their hex)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from renderers.draw import INK, RGB, WHITE, Palette, Pen, hex_center, hex_corners, seat_colour
from renderers.text import centred
from renderers.text import width as text_width

from . import glyphs

Hex = tuple[int, int]
DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))

TERRAIN_FILL: dict[str, RGB] = {
    "rough": (186, 214, 140),
    "fairway": (112, 186, 84),
    "sand": (238, 214, 150),
    "trees": (150, 190, 120),
    "water": (70, 145, 215),
    "tee": (206, 226, 190),
}
CELL_LINE: RGB = (96, 128, 84)
BOARD_LINE: RGB = (40, 52, 40)
PORT: RGB = (0, 114, 178)  # Okabe-Ito blue, distinct from every seat colour
PATH_DARK: RGB = (28, 32, 38)


@dataclass(frozen=True)
class Frame:
    """Where the course sits on the canvas: hex size and pixel offset."""

    size: float
    dx: float
    dy: float

    def centre(self, cell: Hex) -> tuple[float, float]:
        x, y = hex_center(cell[0], cell[1], self.size)
        return x + self.dx, y + self.dy


def fit(cells: list[Hex], left: float, top: float, width: float, height: float) -> Frame:
    """The largest hex size (≤ 48 px, a whole or half pixel) that fits the course in the box, centred."""
    if not cells:
        cells = [(0, 0), (3, 3)]
    xs = [hex_center(q, r, 1.0)[0] for q, r in cells]
    ys = [hex_center(q, r, 1.0)[1] for q, r in cells]
    span_x = max(xs) - min(xs) + math.sqrt(3) + 2.4  # room for the port numbers outside the edge
    span_y = max(ys) - min(ys) + 2 + 2.4
    # in half-pixel steps: courses of about the same extent share their cached terrain tiles
    size = math.floor(max(12.0, min(48.0, width / span_x, height / span_y)) * 2) / 2
    dx = left + (width - (max(xs) - min(xs)) * size) / 2 - min(xs) * size
    dy = top + (height - (max(ys) - min(ys)) * size) / 2 - min(ys) * size
    return Frame(size, dx, dy)


def _texture(draw: Pen, kind: str, cx: float, cy: float, s: float, tee: str = "TEE") -> None:
    if kind == "water":
        glyphs.waves(draw, cx, cy, s)
    elif kind == "sand":
        glyphs.sand_dots(draw, cx, cy, s)
    elif kind == "fairway":
        glyphs.fairway_stripes(draw, cx, cy, s)
    elif kind == "trees":
        glyphs.tree(draw, cx, cy, s)
    elif kind == "tee":
        glyphs.tee_peg(draw, cx, cy, s, tee)
    else:
        glyphs.tufts(draw, cx, cy, s)


def _edge(frame: Frame, cell: Hex, direction: int) -> list[tuple[float, float]]:
    """The two corners of ``cell``'s edge facing ``direction`` (pointy-top corner order)."""
    corners = hex_corners(*frame.centre(cell), frame.size)
    return [corners[(-direction) % 6], corners[(1 - direction) % 6]]


@lru_cache(maxsize=64)
def _tile(kind: str, size: float, palette: Palette, tee: str = "TEE") -> tuple[Image.Image, Image.Image, int, int]:
    """One terrain hex with its texture and cell line, the mask of the hex, and its centre.

    A course repeats six terrains, so each is drawn once per hex size and stamped per cell,
    which is many times cheaper than drawing every polygon and texture again."""
    half_w, half_h = math.ceil(size * math.sqrt(3) / 2) + 2, math.ceil(size) + 2
    tile, draw = palette.canvas(2 * half_w + 1, 2 * half_h + 1, WHITE)
    corners = hex_corners(half_w, half_h, size + 0.5)
    draw.polygon(corners, fill=TERRAIN_FILL.get(kind, WHITE), outline=CELL_LINE)
    _texture(draw, kind, half_w, half_h, size * 0.86, tee)  # inside the hex, as is the mask
    mask = Image.new("L", tile.size, 0)
    shape = ImageDraw.Draw(mask)
    shape.polygon(corners, fill=255)
    shape.polygon(corners, outline=255)  # the cell line reaches past the fill (one call would skip it)
    return tile, mask, half_w, half_h


def draw_course(
    draw: Pen, course: dict[str, Any], frame: Frame, labels: str, names: dict[str, str], tee: str = "TEE"
) -> None:
    """Terrain, board outlines, board names or cell coordinates, numbered open ports, greens.

    ``labels`` is "boards" while building (names at board centres), "cells" while the green
    is placed (each cell's printed coordinates, which the green choices name), else "none".
    """
    cells: dict[Hex, tuple[str, str]] = {(c[0], c[1]): (c[2], c[3]) for c in course["cells"]}
    s = frame.size
    pixels = draw.image.im  # some 80 stamps: Pillow's paste wrapper would cost more than the copies
    for cell, (kind, _board) in cells.items():
        cx, cy = frame.centre(cell)
        tile, mask, half_w, half_h = _tile(kind, round(s, 1), draw.palette, tee if kind == "tee" else "")
        left, top = round(cx) - half_w, round(cy) - half_h
        pixels.paste(tile.im, (left, top, left + tile.width, top + tile.height), mask.im)
    # board outlines: every edge facing off the course or onto another board
    width = max(3, int(s / 9))
    for cell, (_kind, board) in cells.items():
        corners: list[tuple[float, float]] | None = None
        for d, (dq, dr) in enumerate(DIRECTIONS):
            other = cells.get((cell[0] + dq, cell[1] + dr))
            if other is None or other[1] != board:
                cx, cy = frame.centre(cell)
                corners = corners or hex_corners(round(cx), round(cy), s)
                draw.line([corners[(-d) % 6], corners[(1 - d) % 6]], fill=BOARD_LINE, width=width)
    if labels != "none":
        _board_labels(draw, course, cells, frame, labels == "cells", names)
    for port in course["open_ports"]:
        _port(draw, frame, port)
    greens = course["greens"]
    for i, g in enumerate(greens):
        cx, cy = frame.centre((g[0], g[1]))
        glyphs.green_token(draw, cx, cy, s, i + 1 if len(greens) > 1 else None)


def _board_labels(
    draw: Pen,
    course: dict[str, Any],
    cells: dict[Hex, tuple[str, str]],
    frame: Frame,
    local: bool,
    names: dict[str, str],
) -> None:
    """Board names at their centres; while the green is placed, every cell's printed "q,r" too."""
    by_board: dict[str, list[Hex]] = {}
    for cell, (_kind, board) in cells.items():
        by_board.setdefault(board, []).append(cell)
    placements = {b["id"]: b for b in course["boards"]}
    size = max(20, int(frame.size * 0.55))
    for board, members in by_board.items():
        if board == "TEE":
            continue  # the tee peg marks the tee board, and no green goes on it
        points = [frame.centre(c) for c in members]
        centre = (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))
        if local:
            p = placements[board]
            for cell in members:
                q, r = _to_local(cell, p["k"], p["t"])
                x, y = frame.centre(cell)
                _plate(draw, (x, y + frame.size * 0.4), f"{q},{r}", max(16, int(frame.size * 0.5)))
        if local:
            # Over the top half of the cell nearest the middle: clear of the numbers on the cells.
            x, y = min(points, key=lambda p: (p[0] - centre[0]) ** 2 + (p[1] - centre[1]) ** 2)
            centre = (x, y - frame.size * 0.45)
        centred(draw, centre, names.get(board, board), size, INK, stroke=WHITE)


def _plate(draw: Pen, centre: tuple[float, float], text: str, size: int) -> None:
    """A cell's numbers on a small white plate: readable over any texture at a phone's size, and
    text on a flat colour is one cached stamp (outlined text blended over the map cost most of a
    green-placing picture's drawing time)."""
    half_w, half_h = text_width(text, size) / 2 + 5, size / 2 + 2
    x, y = round(centre[0]), round(centre[1])
    draw.rounded_rectangle((x - half_w, y - half_h, x + half_w, y + half_h), radius=half_h * 0.6,
                           fill=WHITE, outline=CELL_LINE)  # fmt: skip
    centred(draw, (x, y), text, size, INK)


def _to_local(cell: Hex, k: int, t: list[int]) -> Hex:
    q, r = cell[0] - t[0], cell[1] - t[1]
    for _ in range((-k) % 6):
        q, r = q + r, -q
    return q, r


def _port(draw: Pen, frame: Frame, port: dict[str, Any]) -> None:
    """An open port: a bold blue bar along its outside edge and its number in a disc beyond it."""
    outward = (int(port["axis"]) - 1) % 6
    for c in port["cells"]:
        draw.line(_edge(frame, (c[0], c[1]), outward), fill=PORT, width=max(6, int(frame.size / 4)))
    first, last = port["cells"][0], port["cells"][-1]
    a, b = frame.centre((first[0], first[1])), frame.centre((last[0], last[1]))
    dq, dr = DIRECTIONS[outward]
    ox, oy = hex_center(dq, dr, frame.size)
    mid = ((a[0] + b[0]) / 2 + ox * 0.95, (a[1] + b[1]) / 2 + oy * 0.95)
    r = max(17.0, frame.size * 0.62)
    draw.ellipse((mid[0] - r, mid[1] - r, mid[0] + r, mid[1] + r), fill=PORT, outline=WHITE, width=3)
    centred(draw, mid, str(port.get("number", "")), int(r * 1.25), WHITE)


def draw_path(draw: Pen, path: list[list[int]], seat: int, frame: Frame) -> None:
    """The shot this turn: a dark-edged line in the seat colour, a ring at the start."""
    points = [frame.centre((c[0], c[1])) for c in path]
    colour = seat_colour(seat)
    s = frame.size
    x, y = points[0]
    draw.ellipse((x - 0.5 * s, y - 0.5 * s, x + 0.5 * s, y + 0.5 * s), outline=PATH_DARK, width=max(3, int(s / 10)))
    if len(points) > 1:
        draw.line(points, fill=PATH_DARK, width=max(7, int(s / 4)), joint="curve")
        draw.line(points, fill=colour, width=max(4, int(s / 7)), joint="curve")
        for px, py in points[1:-1]:
            r = max(3, s / 9)
            draw.ellipse((px - r, py - r, px + r, py + r), fill=WHITE, outline=PATH_DARK)


def stack_offsets(count: int) -> list[tuple[float, float]]:
    if count == 1:
        return [(0.0, 0.0)]
    if count == 2:
        return [(-0.3, 0.0), (0.3, 0.0)]
    if count == 3:
        return [(-0.3, 0.2), (0.3, 0.2), (0.0, -0.3)]
    return [(-0.3, -0.27), (0.3, -0.27), (-0.3, 0.27), (0.3, 0.27), (0.0, 0.0)][:count]


def draw_balls(
    draw: Pen, view: dict[str, Any], marks: list[str], frame: Frame, active: int | None
) -> None:
    """Every ball on the course in its player's colour with their initial; stacks fan out."""
    stacks: dict[Hex, list[int]] = {}
    for b in view["balls"]:
        if b["cell"] is not None and not b["left"] and not b["holed"]:
            stacks.setdefault((b["cell"][0], b["cell"][1]), []).append(b["seat"])
    s = frame.size
    for cell, seats in stacks.items():
        cx, cy = frame.centre(cell)
        radius = s * (0.45 if len(seats) == 1 else 0.36)
        for seat, (ox, oy) in zip(seats, stack_offsets(len(seats)), strict=False):
            glyphs.ball(
                draw, (cx + ox * s, cy + oy * s), max(11.0, radius), seat_colour(seat), marks[seat], seat == active
            )
        if len(seats) > 1:
            centred(draw, (cx + 0.62 * s, cy - 0.62 * s), f"x{len(seats)}", max(14, int(s * 0.4)), INK, stroke=WHITE)


__all__ = ["Frame", "draw_balls", "draw_course", "draw_path", "fit"]
