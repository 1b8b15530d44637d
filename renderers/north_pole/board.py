"""The ice grid: squares, coordinates, camps, ships, cracks, Holes, corner tokens, the Pole disc,
Igloos, pawns and the bear, the board's home-edge mark, and the legend under the board."""

from __future__ import annotations

import math
from typing import Any

from PIL import ImageDraw

from renderers.draw import INK, MUTED, WHITE, font, readable_on, text_centered

from .layout import (
    CAMP_FILL,
    CAMP_TEXT,
    CELL,
    CENTRAL_ICE,
    CENTRE,
    CRACK,
    DISC,
    DISC_R,
    FRAME,
    GATE,
    GRID,
    GRID_LINE,
    GRID_X,
    GRID_Y,
    HOLE,
    HOME_MARK,
    ICE,
    ICE_DARK,
    LABEL,
    LEGEND_Y,
    MARGIN,
    PAWN_COLOURS,
    PAWN_LETTERS,
    TOKEN_RGB,
    cell_box,
    cell_centre,
)

COLUMNS = "zabcdefghi"
CENTRAL = ("d4", "e4", "d5", "e5")
CAMP_SIDES = {"S": ("c0", "d0", "e0", "f0"), "W": ("z3", "z4", "z5", "z6"),
              "N": ("c9", "d9", "e9", "f9"), "E": ("i3", "i4", "i5", "i6")}  # fmt: skip
SHIP_SPOTS = {"S": "h0", "N": "a9", "W": "z1", "E": "i8"}  # free frame corners beside each camp
# Where the top board's own south edge (the S side at setup) lies after r clockwise quarter turns.
HOME_EDGE = ("S", "W", "N", "E")
Point = tuple[float, float]


def index(square: str) -> tuple[int, int]:
    return COLUMNS.index(square[0]) - 1, int(square[1:]) - 1


def is_square(at: str) -> bool:
    return len(at) == 2 and at[0] in COLUMNS and at[1].isdigit()


def draw_grid(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    draw.rectangle((GRID_X - 6, GRID_Y - 6, GRID_X + GRID + 6, GRID_Y + GRID + 6), fill=FRAME)
    for c in range(8):
        for r in range(8):
            name = f"{COLUMNS[c + 1]}{r + 1}"
            fill = CENTRAL_ICE if name in CENTRAL else (ICE if (c + r) % 2 else ICE_DARK)
            draw.rectangle(cell_box(c, r), fill=fill, outline=GRID_LINE)
    for gate in view["gates"]:
        x0, y0, x1, y1 = cell_box(*index(gate))
        draw.rectangle((x0 + 3, y0 + 3, x1 - 3, y1 - 3), outline=GATE, width=6)
    for c in range(8):
        x = GRID_X + c * CELL + CELL / 2
        for y in (GRID_Y - LABEL / 2 - 3, GRID_Y + GRID + LABEL / 2 + 3):
            text_centered(draw, (x, y), "abcdefgh"[c], 24)
    for r in range(8):
        y = GRID_Y + (7 - r) * CELL + CELL / 2
        for x in (GRID_X - LABEL / 2 - 4, GRID_X + GRID + LABEL / 2 + 4):
            text_centered(draw, (x, y), str(r + 1), 24)
    draw_home_mark(draw, view["r"])


def draw_home_mark(draw: ImageDraw.ImageDraw, rotation: int) -> None:
    """A triangle on the frame at the top board's own south edge: it shows the current rotation."""
    cx, cy = CENTRE
    half = GRID / 2 + 6
    side = HOME_EDGE[rotation % 4]
    size = 13
    if side == "S":
        tip, base = (cx, cy + half - size), [(cx - size, cy + half + 4), (cx + size, cy + half + 4)]
    elif side == "N":
        tip, base = (cx, cy - half + size), [(cx - size, cy - half - 4), (cx + size, cy - half - 4)]
    elif side == "W":
        tip, base = (cx - half + size, cy), [(cx - half - 4, cy - size), (cx - half - 4, cy + size)]
    else:
        tip, base = (cx + half - size, cy), [(cx + half + 4, cy - size), (cx + half + 4, cy + size)]
    draw.polygon([tip, *base], fill=HOME_MARK, outline=WHITE, width=2)


def draw_camps(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    owners = {seat["side"]: seat for seat in view["seats"] if not seat["left"]}
    for side, squares in CAMP_SIDES.items():
        seat = owners.get(side)
        colour = PAWN_COLOURS[seat["colour"]] if seat else (200, 200, 200)
        for square in squares:
            x0, y0, x1, y1 = cell_box(*index(square))
            draw.rectangle((x0, y0, x1, y1), fill=CAMP_FILL, outline=INK if seat else MUTED, width=2)
            draw.rectangle((x0 + 3, y0 + 3, x1 - 3, y1 - 3), outline=colour, width=4)
        first = cell_box(*index(squares[0]))
        text_centered(draw, (first[0] + 15, first[1] + 15), side, 17, fill=CAMP_TEXT)
        if seat:
            draw_ship(draw, SHIP_SPOTS[side], seat)


def draw_ship(draw: ImageDraw.ImageDraw, spot: str, seat: dict[str, Any]) -> None:
    """The seat's ship in the free frame corner beside its camp, with its pawn count."""
    x0, y0, x1, y1 = cell_box(*index(spot))
    colour = PAWN_COLOURS[seat["colour"]]
    mid = x0 + CELL / 2
    hull = [(x0 + 2, y0 + 40), (x1 - 2, y0 + 40), (x1 - 14, y1 - 4), (x0 + 14, y1 - 4)]
    draw.polygon(hull, fill=colour, outline=INK, width=2)
    draw.line((mid, y0 + 4, mid, y0 + 40), fill=INK, width=3)
    draw.polygon([(mid + 2, y0 + 6), (mid + 26, y0 + 36), (mid + 2, y0 + 36)], fill=WHITE, outline=INK)
    text_centered(draw, (mid, y0 + 58), f"x{seat['on_ship']}", 22, fill=readable_on(colour))
    text_centered(draw, (x0 + 16, y0 + 22), PAWN_LETTERS[seat["colour"]], 22, fill=INK)


def draw_cracks(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    for crack in view["cracks"]:
        a, b = (index(sq) for sq in crack.split("-"))
        points: list[Point]
        if a[0] == b[0]:  # vertical neighbours: a horizontal zigzag on the shared edge
            y = GRID_Y + (7 - max(a[1], b[1])) * CELL + CELL
            x = GRID_X + a[0] * CELL
            points = [(x + i * CELL / 6, y + (5 if i % 2 else -5)) for i in range(7)]
        else:
            x = GRID_X + max(a[0], b[0]) * CELL
            y = GRID_Y + (7 - a[1]) * CELL
            points = [(x + (5 if i % 2 else -5), y + i * CELL / 6) for i in range(7)]
        draw.line(points, fill=WHITE, width=10, joint="curve")
        draw.line(points, fill=CRACK, width=5, joint="curve")


def draw_disc(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    """The Pole disc at the centre point, with a green opening towards each gate."""
    cx, cy = CENTRE
    box = (cx - DISC_R, cy - DISC_R, cx + DISC_R, cy + DISC_R)
    draw.ellipse(box, fill=DISC, outline=WHITE, width=3)
    for gate in view["gates"]:
        gx, gy = cell_centre(*index(gate))
        angle = math.degrees(math.atan2(gy - cy, gx - cx))
        draw.pieslice(box, angle - 35, angle + 35, fill=GATE, outline=WHITE, width=2)
    text_centered(draw, (cx, cy), "P", 26, fill=WHITE, stroke=INK)


def draw_board_items(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    for square in view["holes"]:
        spots, _ = pawn_spots(cell_centre(*index(square)), 1, square)  # clear of the disc, like pawns
        hole(draw, spots[0], 29)
    for square in view["corner_tokens"]:
        face_down(draw, cell_centre(*index(square)), 24)


def hole(draw: ImageDraw.ImageDraw, centre: Point, radius: float) -> None:
    cx, cy = centre
    draw.ellipse((cx - radius, cy - radius * 0.8, cx + radius, cy + radius * 0.8), fill=HOLE, outline=(90, 130, 170),
                 width=3)  # fmt: skip
    text_centered(draw, centre, "HOLE", max(11, int(radius * 0.52)), fill=WHITE)


def face_down(draw: ImageDraw.ImageDraw, centre: Point, radius: float) -> None:
    """A face-down green mask token: its identity is hidden, so only a question mark."""
    cx, cy = centre
    draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), fill=TOKEN_RGB["green"], outline=INK, width=2)
    text_centered(draw, centre, "?", int(radius * 1.2), fill=WHITE)


def pawn_spots(centre: Point, count: int, square: str) -> tuple[list[Point], float]:
    """Centres and radius for ``count`` pawns on one square; on a central square they keep
    clear of the Pole disc."""
    cx, cy = centre
    if square in CENTRAL:  # nudge away from the centre point
        dx, dy = cx - CENTRE[0], cy - CENTRE[1]
        cx, cy = cx + (6 if dx > 0 else -6), cy + (6 if dy > 0 else -6)
    if count == 1:
        return [(cx, cy)], 26.0
    step = 19.0
    spots = [
        (cx + (i % 2 - 0.5) * 2 * step, cy + ((i // 2) - 0.5) * 2 * step if count > 2 else cy) for i in range(count)
    ]
    return spots[:4], 17.0


def draw_pawns(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    stacks: dict[str, list[str]] = {}
    for pawn, at in view["pawns"].items():
        if is_square(at):
            stacks.setdefault(at, []).append(pawn)
    sheltered = set(view["igloos"])
    for square, pawns in stacks.items():
        ordered = sorted(pawns, key=lambda p: (p != "bear", p))  # the bear first: it is never hidden
        shown = ordered if len(ordered) <= 4 else ordered[:3]
        spots, radius = pawn_spots(cell_centre(*index(square)), min(len(ordered), 4), square)
        for pawn, spot in zip(shown, spots, strict=False):
            if pawn in sheltered:
                igloo(draw, spot, radius)
            draw_pawn(draw, spot, radius, pawn)
        if len(ordered) > 4:  # more than four on one square (camp rules everywhere): a count disc
            x, y = spots[3]
            draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=WHITE, outline=INK, width=2)
            text_centered(draw, (x, y), f"+{len(ordered) - 3}", int(radius * 0.95))


def igloo(draw: ImageDraw.ImageDraw, centre: Point, radius: float) -> None:
    """The Igloo: a white dome with block lines behind its pawn, and an IG tag."""
    x, y = centre
    ring = radius + 9
    draw.pieslice((x - ring, y - ring, x + ring, y + ring), 180, 360, fill=WHITE, outline=INK, width=2)
    draw.rectangle((x - ring, y, x + ring, y + radius * 0.9), fill=WHITE, outline=INK, width=2)
    tag = (x + radius - 4, y + radius - 10, x + radius + 22, y + radius + 8)
    draw.rounded_rectangle(tag, radius=4, fill=INK)
    text_centered(draw, ((tag[0] + tag[2]) / 2, (tag[1] + tag[3]) / 2), "IG", 13, fill=WHITE)


def draw_pawn(draw: ImageDraw.ImageDraw, centre: Point, radius: float, pawn: str) -> None:
    x, y = centre
    if pawn == "bear":
        bear(draw, centre, radius)
        return
    colour_name = pawn.rstrip("0123456789")
    colour = PAWN_COLOURS[colour_name]
    label = PAWN_LETTERS[colour_name] + pawn[len(colour_name) :]
    draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=colour, outline=INK, width=3)
    text_centered(draw, (x, y), label, int(radius * (0.95 if len(label) <= 2 else 0.8)), fill=readable_on(colour))


def bear(draw: ImageDraw.ImageDraw, centre: Point, radius: float) -> None:
    """The Polar Bear: a white square piece with ears, unlike every round expedition pawn."""
    x, y = centre
    ear = radius * 0.55
    for ex in (x - radius + ear / 2, x + radius - ear / 2):
        draw.ellipse((ex - ear / 2, y - radius - ear / 3, ex + ear / 2, y - radius + ear * 2 / 3), fill=WHITE,
                     outline=INK, width=2)  # fmt: skip
    draw.rounded_rectangle((x - radius, y - radius, x + radius, y + radius), 8, fill=WHITE, outline=INK, width=3)
    text_centered(draw, (x, y + 1), "BEAR" if radius > 20 else "Br", 15 if radius > 20 else 13, fill=INK)


def draw_legend(draw: ImageDraw.ImageDraw) -> None:
    """One line under the board naming every mark that is not a word."""
    y = LEGEND_Y + 26
    x = MARGIN + 4
    size = 18

    def item(width: int, text: str) -> None:
        nonlocal x
        draw.text((x + width + 8, y), text, font=font(size), fill=INK, anchor="lm")
        x += width + 8 + int(font(size).getlength(text)) + 24

    face_down(draw, (x + 14, y), 13)
    item(28, "face-down token")
    points = [(x + i * 7.0, y + (5 if i % 2 else -5)) for i in range(6)]
    draw.line(points, fill=WHITE, width=9, joint="curve")
    draw.line(points, fill=CRACK, width=5, joint="curve")
    item(36, "crack")
    hole(draw, (x + 22, y), 22)
    item(44, "Hole")
    draw.rectangle((x, y - 14, x + 28, y + 14), outline=GATE, width=5)
    item(28, "gate to P")
    igloo(draw, (x + 18, y + 4), 11)
    item(50, "Igloo")
    bear(draw, (x + 15, y + 2), 14)
    item(30, "Polar Bear")
    draw.polygon([(x + 14, y - 8), (x + 2, y + 10), (x + 26, y + 10)], fill=HOME_MARK, outline=WHITE, width=2)
    item(28, "board's own S edge")
    text_centered(draw, (x + 14, y), "x2", 20)
    item(28, "on ship")
