"""The ice grid: squares, the coordinates printed round it and in the camps, camps and ships,
cracks, the Pole disc and its gates (all drawn once per layout), then what moves: Holes,
face-down tokens, Igloos, pawns, the bear, and the last turn's moves marked on the ice."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from PIL import Image

from bot.i18n import ENGLISH, Locale, first_ours, tr
from renderers.draw import BACKGROUND, INK, MUTED, WHITE, Pen, readable_on
from renderers.text import centred, put

from .layout import (
    AMBUSH,
    CAMP_FILL,
    CELL,
    CENTRAL_ICE,
    CENTRE,
    CRACK,
    DISC,
    DISC_R,
    FRAME,
    GATE,
    GLOW,
    GRID,
    GRID_LINE,
    GRID_X,
    GRID_Y,
    HOLE,
    HOLE_EDGE,
    ICE,
    ICE_DARK,
    LABEL,
    MOVE,
    PALETTE,
    PAWN_COLOURS,
    TEAM_RGB,
    TOKEN_RGB,
    cell_box,
    cell_centre,
)

COLUMNS = "zabcdefghi"
CENTRAL = ("d4", "e4", "d5", "e5")
CAMP_SIDES = {"S": ("c0", "d0", "e0", "f0"), "W": ("z3", "z4", "z5", "z6"),
              "N": ("c9", "d9", "e9", "f9"), "E": ("i3", "i4", "i5", "i6")}  # fmt: skip
SHIP_SPOTS = {"S": "h0", "N": "a9", "W": "z1", "E": "i8"}  # free frame squares beside each camp
ORTHO = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}
Point = tuple[float, float]


def index(square: str) -> tuple[int, int]:
    return COLUMNS.index(square[0]) - 1, int(square[1:]) - 1


def is_square(at: str) -> bool:
    return len(at) == 2 and at[0] in COLUMNS and at[1].isdigit()


def centre_of(square: str) -> Point:
    return CENTRE if square == "P" else cell_centre(*index(square))


# --- drawn once per crack layout, then per picture --------------------------------------------------------------


COORDINATE_SIZE = 28  # the board's letters and numbers: about 9 px on a 400-px phone picture
CAMP_LABEL_SIZE = 25  # a camp square's coordinates in its corner: 8 px on a 400-px phone picture


def draw_static_board(draw: Pen, cracks: tuple[str, ...]) -> None:
    """The ice, its coordinates and its cracks: the same for every game with this crack layout."""
    draw.rectangle((GRID_X - 6, GRID_Y - 6, GRID_X + GRID + 6, GRID_Y + GRID + 6), fill=FRAME)
    for c in range(8):
        for r in range(8):
            name = f"{COLUMNS[c + 1]}{r + 1}"
            fill = CENTRAL_ICE if name in CENTRAL else (ICE if (c + r) % 2 else ICE_DARK)
            draw.rectangle(cell_box(c, r), fill=fill, outline=GRID_LINE)
    for c in range(8):
        x = GRID_X + c * CELL + CELL / 2
        for y in (GRID_Y - LABEL / 2 - 2, GRID_Y + GRID + LABEL / 2 + 2):
            centred(draw, (x, y), "abcdefgh"[c], COORDINATE_SIZE)
    for r in range(8):
        y = GRID_Y + (7 - r) * CELL + CELL / 2
        for x in (GRID_X - LABEL / 2 - 2, GRID_X + GRID + LABEL / 2 + 2):
            centred(draw, (x, y), str(r + 1), COORDINATE_SIZE)
    for crack in cracks:
        draw_crack(draw, crack)


def draw_gates(draw: Pen, gates: list[str]) -> None:
    for gate in gates:
        x0, y0, x1, y1 = cell_box(*index(gate))
        draw.rectangle((x0 + 7, y0 + 7, x1 - 7, y1 - 7), outline=GATE, width=6)
    draw_disc(draw, gates)


def draw_camps(draw: Pen, view: dict[str, Any]) -> None:
    """Camps (owner's or team's colour round each square, coordinates inside) and ships, pasted."""
    teams = view["teams"]
    owners = {s["side"]: (s["colour"], s["team"] if teams else None) for s in view["seats"] if not s["left"]}
    for side in CAMP_SIDES:
        colour, team = owners.get(side, (None, None))
        strip, origin = camp_strip(side, colour, team)
        draw.paste(strip, origin)
        if colour is not None:
            x0, y0, _, _ = cell_box(*index(SHIP_SPOTS[side]))
            draw.paste(ship(colour), (x0, y0))


@lru_cache(maxsize=64)
def camp_strip(side: str, colour: str | None, team: int | None) -> tuple[Image.Image, tuple[int, int]]:
    """One side's four camp squares, drawn once per owner, and where they go."""
    boxes = [cell_box(*index(square)) for square in CAMP_SIDES[side]]
    left, top = min(b[0] for b in boxes), min(b[1] for b in boxes)
    strip, draw = PALETTE.canvas(max(b[2] for b in boxes) - left + 1, max(b[3] for b in boxes) - top + 1, BACKGROUND)
    for square, (x0, y0, x1, y1) in zip(CAMP_SIDES[side], boxes, strict=True):
        x0, y0, x1, y1 = x0 - left, y0 - top, x1 - left, y1 - top
        draw.rectangle((x0, y0, x1, y1), fill=CAMP_FILL, outline=INK if colour else MUTED, width=2)
        if colour:
            ring = TEAM_RGB[team] if team is not None else PAWN_COLOURS[colour]
            draw.rectangle((x0 + 3, y0 + 3, x1 - 3, y1 - 3), outline=ring, width=4)
        # Camp squares carry their coordinates: moves into camps name them.
        put(draw, (x0 + 9, y0 + 6), square, CAMP_LABEL_SIZE, INK)  # inside the owner's ring
    return strip, (left, top)


@lru_cache(maxsize=8)
def ship(colour_name: str) -> Image.Image:
    """A seat's ship for the free frame square beside its camp; its pawn count is drawn later."""
    picture, draw = PALETTE.canvas(CELL + 1, CELL + 1, BACKGROUND)
    x0, y0, x1, y1 = 0, 0, CELL, CELL
    colour = PAWN_COLOURS[colour_name]
    mid = x0 + CELL / 2
    hull = [(x0 + 2, y0 + 34), (x1 - 2, y0 + 34), (x1 - 12, y1 - 4), (x0 + 12, y1 - 4)]
    draw.polygon(hull, fill=colour, outline=INK, width=2)
    draw.line((mid, y0 + 4, mid, y0 + 34), fill=INK, width=3)
    draw.polygon([(mid + 2, y0 + 6), (mid + 22, y0 + 31), (mid + 2, y0 + 31)], fill=WHITE, outline=INK)
    return picture


def draw_crack(draw: Pen, crack: str) -> None:
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


def draw_disc(draw: Pen, gates: list[str]) -> None:
    """The Pole disc at the centre point, with a green opening towards each gate."""
    cx, cy = CENTRE
    box = (cx - DISC_R, cy - DISC_R, cx + DISC_R, cy + DISC_R)
    draw.ellipse(box, fill=DISC, outline=WHITE, width=3)
    for gate in gates:
        gx, gy = cell_centre(*index(gate))
        angle = math.degrees(math.atan2(gy - cy, gx - cx))
        draw.pieslice(box, angle - 35, angle + 35, fill=GATE, outline=WHITE, width=2)
    put(draw, (cx, cy), "P", 26, WHITE, "mm")


# --- drawn for every picture ------------------------------------------------------------


def draw_turn_marks(draw: Pen, view: dict[str, Any]) -> None:
    """The current player's camp and ship glow, so the board itself says whose turn it is."""
    if view["over"]:
        return
    side = view["turn"]["side"]
    for square in (*CAMP_SIDES[side], SHIP_SPOTS[side]):
        x0, y0, x1, y1 = cell_box(*index(square))
        draw.rectangle((x0 - 2, y0 - 2, x1 + 2, y1 + 2), outline=GLOW, width=5)


def draw_ship_counts(draw: Pen, view: dict[str, Any]) -> None:
    for seat in view["seats"]:
        if seat["left"]:
            continue
        x0, y0, _, _ = cell_box(*index(SHIP_SPOTS[seat["side"]]))
        colour = PAWN_COLOURS[seat["colour"]]
        put(draw, (x0 + CELL / 2, y0 + 50), f"x{seat['on_ship']}", 22, readable_on(colour), "mm")


def draw_board_items(draw: Pen, view: dict[str, Any]) -> None:
    for square in view["holes"]:
        spots, _ = pawn_spots(cell_centre(*index(square)), 1, square)  # clear of the disc, like pawns
        hole(draw, spots[0], 26, first_ours(view.get("language")))
    for square in view["corner_tokens"]:
        face_down(draw, cell_centre(*index(square)), 20)


def hole(draw: Pen, centre: Point, radius: float, locale: Locale = ENGLISH) -> None:
    cx, cy = centre
    draw.ellipse((cx - radius, cy - radius * 0.8, cx + radius, cy + radius * 0.8), fill=HOLE, outline=HOLE_EDGE,
                 width=3)  # fmt: skip
    centred(draw, centre, tr(locale, "HOLE"), max(11, int(radius * 0.52)), fill=WHITE)


def face_down(draw: Pen, centre: Point, radius: float) -> None:
    """A face-down green mask token: its identity is hidden, so only a question mark."""
    cx, cy = centre
    draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), fill=TOKEN_RGB["green"], outline=INK, width=2)
    centred(draw, centre, "?", int(radius * 1.2), fill=WHITE)


def pawn_spots(centre: Point, count: int, square: str) -> tuple[list[Point], float]:
    """Centres and radius for ``count`` pawns on one square; on a central square they keep
    clear of the Pole disc."""
    cx, cy = centre
    if square in CENTRAL:  # nudge away from the centre point
        dx, dy = cx - CENTRE[0], cy - CENTRE[1]
        cx, cy = cx + (6 if dx > 0 else -6), cy + (6 if dy > 0 else -6)
    if count == 1:
        return [(cx, cy)], 23.0
    step = 16.0
    spots = [
        (cx + (i % 2 - 0.5) * 2 * step, cy + ((i // 2) - 0.5) * 2 * step if count > 2 else cy) for i in range(count)
    ]
    return spots[:4], 15.0


def draw_pawns(draw: Pen, view: dict[str, Any]) -> None:
    stacks: dict[str, list[str]] = {}
    for pawn, at in view["pawns"].items():
        if is_square(at):
            stacks.setdefault(at, []).append(pawn)
    sheltered = set(view["igloos"])
    teams = {seat["colour"]: seat["team"] for seat in view["seats"]} if view["teams"] else {}
    for square, pawns in stacks.items():
        ordered = sorted(pawns, key=lambda p: (p != "bear", p))  # the bear first: it is never hidden
        shown = ordered if len(ordered) <= 4 else ordered[:3]
        spots, radius = pawn_spots(cell_centre(*index(square)), min(len(ordered), 4), square)
        for pawn, spot in zip(shown, spots, strict=False):
            if pawn in sheltered:
                igloo(draw, spot, radius)
            draw_pawn(draw, spot, radius, pawn, teams, first_ours(view.get("language")))
        if len(ordered) > 4:  # more than four on one square (camp rules everywhere): a count disc
            x, y = spots[3]
            draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=WHITE, outline=INK, width=2)
            centred(draw, (x, y), f"+{len(ordered) - 3}", int(radius * 0.95))


def igloo(draw: Pen, centre: Point, radius: float) -> None:
    """The Igloo: a white dome with a doorway behind its pawn."""
    x, y = centre
    ring = radius + 8
    draw.pieslice((x - ring, y - ring, x + ring, y + ring), 180, 360, fill=WHITE, outline=INK, width=2)
    draw.rectangle((x - ring, y, x + ring, y + radius * 0.9), fill=WHITE, outline=INK, width=2)
    for dy in (-ring * 0.45, 0.0):  # block lines
        draw.line((x - ring + 3, y + dy, x + ring - 3, y + dy), fill=MUTED, width=1)


def draw_pawn(
    draw: Pen, centre: Point, radius: float, pawn: str, teams: dict[str, int], locale: Locale = ENGLISH
) -> None:
    """An expedition pawn: a disc of its colour; in a team game, a ring of the team's colour."""
    x, y = centre
    if pawn == "bear":
        bear(draw, centre, radius, locale)
        return
    colour_name = pawn.rstrip("0123456789")
    colour = PAWN_COLOURS[colour_name]
    team = teams.get(colour_name)
    if team is not None:
        outer = radius + 4
        draw.ellipse((x - outer, y - outer, x + outer, y + outer), fill=TEAM_RGB[team])
    draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=colour, outline=INK, width=3)
    # A small dot in the middle: a pawn, not a token, even on a square of the same colour.
    dot = radius * 0.28
    draw.ellipse((x - dot, y - dot, x + dot, y + dot), fill=readable_on(colour))


def bear(draw: Pen, centre: Point, radius: float, locale: Locale = ENGLISH) -> None:
    """The Polar Bear: a white square piece with ears, unlike every round expedition pawn."""
    x, y = centre
    ear = radius * 0.55
    for ex in (x - radius + ear / 2, x + radius - ear / 2):
        draw.ellipse((ex - ear / 2, y - radius - ear / 3, ex + ear / 2, y - radius + ear * 2 / 3), fill=WHITE,
                     outline=INK, width=2)  # fmt: skip
    draw.rounded_rectangle((x - radius, y - radius, x + radius, y + radius), 8, fill=WHITE, outline=INK, width=3)
    centred(draw, (x, y + 1), tr(locale, "BEAR") if radius > 20 else tr(locale, "Bear"), 14 if radius > 20 else 11,
            fill=INK)  # fmt: skip


# --- the last turn, marked on the ice ---------------------------------------------------


def draw_recent(draw: Pen, view: dict[str, Any], rings: bool) -> None:
    """Moves as arrows (under the pawns) from where a pawn stood to where it went; ambushes,
    Holes, the bear and landings as rings (over the pawns)."""
    recent = view.get("recent")
    if not recent:
        return
    for item in recent["events"]:
        kind = item["type"]
        if kind == "move":
            if not rings:
                arrow(draw, [centre_of(sq) for sq in [item["start"], *item["path"]]])
            elif item.get("victim"):
                ring(draw, centre_of(item["path"][-1]), AMBUSH)
        elif kind == "sling":
            if not rings:
                arrow(draw, [centre_of(item["start"]), centre_of(item["hit"])])
            else:
                ring(draw, centre_of(item["hit"]), AMBUSH)
        elif rings and kind in ("hole", "bear", "camp", "igloo") and "square" in item:
            ring(draw, centre_of(item["square"]), AMBUSH if kind in ("hole", "bear") else MOVE)


def arrow(draw: Pen, points: list[Point]) -> None:
    if len(points) < 2:
        return
    (x0, y0), (x1, y1) = points[-2], points[-1]
    length = math.hypot(x1 - x0, y1 - y0) or 1.0
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    points = [*points[:-1], (x1 - ux * 16, y1 - uy * 16)]  # the head stops at the pawn's edge, in sight
    draw.line(points, fill=WHITE, width=11, joint="curve")
    draw.line(points, fill=MOVE, width=6, joint="curve")
    tip = points[-1]
    back = (tip[0] - ux * 22, tip[1] - uy * 22)
    head = [tip, (back[0] - uy * 12, back[1] + ux * 12), (back[0] + uy * 12, back[1] - ux * 12)]
    draw.polygon(head, fill=MOVE, outline=WHITE)  # width 1: a wider outline costs a full-size mask
    sx, sy = points[0]
    draw.ellipse((sx - 7, sy - 7, sx + 7, sy + 7), fill=MOVE, outline=WHITE, width=2)


def ring(draw: Pen, centre: Point, colour: Any) -> None:
    x, y = centre
    r = CELL / 2 - 3
    draw.ellipse((x - r, y - r, x + r, y + r), outline=WHITE, width=8)
    draw.ellipse((x - r, y - r, x + r, y + r), outline=colour, width=4)
