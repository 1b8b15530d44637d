"""The ice grid: squares, coordinates, camps, ships, cracks, holes, corner tokens, the Pole disc,
igloos, pawns and the bear."""

from __future__ import annotations

import math
from typing import Any

from PIL import ImageDraw

from renderers.draw import INK, WHITE, font, readable_on, text_centered

from .layout import (
    CAMP_FILL,
    CELL,
    CENTRAL_ICE,
    CRACK,
    FRAME,
    GATE,
    GRID,
    GRID_X,
    GRID_Y,
    HOLE,
    ICE,
    ICE_DARK,
    LABEL,
    PAWN_COLOURS,
    PAWN_LETTERS,
    TOKEN_RGB,
    cell_box,
    cell_centre,
)

COLUMNS = "zabcdefghi"
CENTRAL = {"d4", "e4", "d5", "e5"}
CAMP_SIDES = {"S": ("c0", "d0", "e0", "f0"), "W": ("z3", "z4", "z5", "z6"),
              "N": ("c9", "d9", "e9", "f9"), "E": ("i3", "i4", "i5", "i6")}  # fmt: skip
SHIP_SPOTS = {"S": "h0", "N": "a9", "W": "z1", "E": "i8"}  # free frame corners beside each camp


def index(square: str) -> tuple[int, int]:
    return COLUMNS.index(square[0]) - 1, int(square[1:]) - 1


def draw_grid(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    draw.rectangle((GRID_X - 6, GRID_Y - 6, GRID_X + GRID + 6, GRID_Y + GRID + 6), fill=FRAME)
    for c in range(8):
        for r in range(8):
            name = f"{COLUMNS[c + 1]}{r + 1}"
            fill = CENTRAL_ICE if name in CENTRAL else (ICE if (c + r) % 2 else ICE_DARK)
            draw.rectangle(cell_box(c, r), fill=fill, outline=(170, 196, 218))
    for gate in view["gates"]:
        x0, y0, x1, y1 = cell_box(*index(gate))
        draw.rectangle((x0 + 3, y0 + 3, x1 - 3, y1 - 3), outline=GATE, width=5)
    labels = font(22)
    for c in range(8):
        x = GRID_X + c * CELL + CELL / 2
        for y in (GRID_Y - LABEL / 2 - 2, GRID_Y + GRID + LABEL / 2 + 2):
            draw.text((x, y), "abcdefgh"[c], font=labels, fill=INK, anchor="mm")
    for r in range(8):
        y = GRID_Y + (7 - r) * CELL + CELL / 2
        for x in (GRID_X - LABEL / 2 - 4, GRID_X + GRID + LABEL / 2 + 4):
            draw.text((x, y), str(r + 1), font=labels, fill=INK, anchor="mm")


def draw_camps(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str]) -> None:
    owners = {seat["side"]: seat for seat in view["seats"]}
    for side, squares in CAMP_SIDES.items():
        seat = owners.get(side)
        colour = PAWN_COLOURS[seat["colour"]] if seat else (200, 200, 200)
        for square in squares:
            x0, y0, x1, y1 = cell_box(*index(square))
            draw.rectangle((x0, y0, x1, y1), fill=CAMP_FILL, outline=colour, width=4)
        first = cell_box(*index(squares[0]))
        text_centered(draw, (first[0] + 14, first[1] + 12), side, 16, fill=(120, 100, 70))
        if seat:
            draw_ship(draw, SHIP_SPOTS[side], seat)


def draw_ship(draw: ImageDraw.ImageDraw, spot: str, seat: dict[str, Any]) -> None:
    x0, y0, x1, y1 = cell_box(*index(spot))
    colour = PAWN_COLOURS[seat["colour"]]
    hull = [(x0 + 4, y0 + 40), (x1 - 4, y0 + 40), (x1 - 16, y1 - 8), (x0 + 16, y1 - 8)]
    draw.polygon(hull, fill=colour, outline=INK, width=2)
    draw.line((x0 + CELL / 2, y0 + 8, x0 + CELL / 2, y0 + 40), fill=INK, width=3)
    draw.polygon([(x0 + CELL / 2 + 2, y0 + 10), (x0 + CELL / 2 + 24, y0 + 34), (x0 + CELL / 2 + 2, y0 + 34)],
                 fill=WHITE, outline=INK)  # fmt: skip
    text_centered(draw, (x0 + CELL / 2, y0 + 54), f"x{seat['on_ship']}", 20, fill=readable_on(colour))
    text_centered(draw, (x0 + 18, y0 + 22), PAWN_LETTERS[seat["colour"]], 20, fill=INK)


def draw_cracks(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    for crack in view["cracks"]:
        a, b = (index(sq) for sq in crack.split("-"))
        points: list[tuple[float, float]]
        if a[0] == b[0]:  # vertical neighbours: horizontal crack line on the shared edge
            y = GRID_Y + (7 - max(a[1], b[1])) * CELL + CELL
            x = GRID_X + a[0] * CELL
            points = [(x + i * CELL / 6, y + (5 if i % 2 else -5)) for i in range(7)]
        else:
            x = GRID_X + max(a[0], b[0]) * CELL
            y = GRID_Y + (7 - a[1]) * CELL
            points = [(x + (5 if i % 2 else -5), y + i * CELL / 6) for i in range(7)]
        draw.line(points, fill=WHITE, width=9, joint="curve")
        draw.line(points, fill=CRACK, width=5, joint="curve")


def draw_disc(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    cx, cy = GRID_X + 4 * CELL, GRID_Y + 4 * CELL
    radius = CELL * 0.46
    draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), fill=(40, 60, 90), outline=WHITE, width=3)
    for gate in view["gates"]:
        gx, gy = cell_centre(*index(gate))
        angle = math.degrees(math.atan2(gy - cy, gx - cx))
        box = (cx - radius, cy - radius, cx + radius, cy + radius)
        draw.pieslice(box, angle - 32, angle + 32, fill=GATE, outline=WHITE, width=2)
    text_centered(draw, (cx, cy), "P", 30, fill=WHITE, stroke=INK)


def draw_board_items(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    for square in view["holes"]:
        cx, cy = cell_centre(*index(square))
        draw.ellipse((cx - 30, cy - 26, cx + 30, cy + 26), fill=HOLE, outline=(90, 130, 170), width=3)
        text_centered(draw, (cx, cy), "HOLE", 16, fill=WHITE)
    for square in view["corner_tokens"]:
        cx, cy = cell_centre(*index(square))
        draw.ellipse((cx - 24, cy - 24, cx + 24, cy + 24), fill=TOKEN_RGB["green"], outline=INK, width=2)
        text_centered(draw, (cx, cy), "?", 30, fill=WHITE)
    for square in view["igloos"].values():
        x0, y0, x1, y1 = cell_box(*index(square))
        draw.chord((x0 + 4, y0 + 6, x1 - 4, y1 + CELL - 14), 180, 360, fill=WHITE, outline=INK, width=2)


def draw_pawns(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    stacks: dict[str, list[str]] = {}
    for pawn, at in view["pawns"].items():
        if len(at) == 2:
            stacks.setdefault(at, []).append(pawn)
    for square, pawns in stacks.items():
        cx, cy = cell_centre(*index(square))
        count = len(pawns)
        for i, pawn in enumerate(sorted(pawns)):
            dx = 0 if count == 1 else (i % 2 - 0.5) * 30
            dy = 0 if count <= 2 else (i // 2 - 0.5) * 30
            radius = 25 if count == 1 else 16
            draw_pawn(draw, (cx + dx, cy + dy), radius, pawn)


def draw_pawn(draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: float, pawn: str) -> None:
    x, y = centre
    if pawn == "bear":  # a square piece with ears: shape differs from every expedition pawn
        draw.ellipse((x - radius, y - radius - 4, x - radius + 14, y - radius + 10), fill=WHITE, outline=INK, width=2)
        draw.ellipse((x + radius - 14, y - radius - 4, x + radius, y - radius + 10), fill=WHITE, outline=INK, width=2)
        draw.rounded_rectangle((x - radius, y - radius, x + radius, y + radius), 8, fill=WHITE, outline=INK, width=3)
        text_centered(draw, (x, y + 2), "BEAR" if radius > 20 else "Br", 15 if radius > 20 else 14, fill=INK)
        return
    colour_name = pawn.rstrip("0123456789")
    colour = PAWN_COLOURS[colour_name]
    label = PAWN_LETTERS[colour_name] + pawn[len(colour_name) :]
    draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=colour, outline=INK, width=3)
    text_centered(draw, (x, y), label, int(radius * 0.95), fill=readable_on(colour))
