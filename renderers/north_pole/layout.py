"""Where everything sits on the North Pole picture, and its exact colours (one fixed palette).

A landscape picture (1280 × 760, 1.68:1) so a phone shows it large: the board on the left, and
on the right, in type big enough to read at 400 px wide, whose turn it is and what they decide,
what the last turn did, the storm, and every player's progress, cards and equipment.
The bundled font has no arrows or card symbols, so those are drawn as shapes. Nothing is told
by colour alone: pawn colours are also named beside each player, cards print their points.
"""

from __future__ import annotations

from renderers.draw import INK, MUTED, RGB, SEAT_COLOURS, WHITE, Palette

WIDTH, HEIGHT = 1280, 760
CELL = 68
LABEL = 24  # coordinate band between the grid and the camps
MARGIN = 16
BOARD = 10 * CELL + 2 * LABEL  # camp + label + 8 squares + label + camp, square
GRID_X = MARGIN + CELL + LABEL
GRID_Y = (HEIGHT - BOARD) // 2 + CELL + LABEL
GRID = 8 * CELL
CENTRE = (GRID_X + GRID / 2, GRID_Y + GRID / 2)
DISC_R = CELL * 0.36
PANEL_X = MARGIN + BOARD + 20
PANEL_RIGHT = WIDTH - MARGIN

ICE: RGB = (226, 240, 249)
ICE_DARK: RGB = (204, 226, 242)
CENTRAL_ICE: RGB = (178, 207, 233)
GRID_LINE: RGB = (170, 196, 218)
FRAME: RGB = (58, 84, 112)
CRACK: RGB = (20, 30, 60)
CAMP_FILL: RGB = (246, 232, 200)
CAMP_TEXT: RGB = (96, 76, 48)  # dark enough on the camp's sand for small letters
GATE: RGB = (0, 158, 115)  # Okabe-Ito bluish green
DISC: RGB = (40, 60, 90)
HOLE: RGB = (12, 16, 24)
HOLE_EDGE: RGB = (90, 130, 170)
PANEL: RGB = (246, 246, 246)
PANEL_EDGE: RGB = (200, 210, 222)
POINTS: RGB = (255, 214, 90)
CURRENT: RGB = (255, 248, 222)
GLOW: RGB = (255, 190, 40)  # the current player's camp, ship and cards
MOVE: RGB = (200, 30, 120)  # the last turn's moves on the board
AMBUSH: RGB = (230, 40, 40)
STORM_BAR: RGB = (90, 70, 170)
STORM_NEWS: RGB = (255, 226, 150)
TRACK: RGB = (225, 230, 238)
TRACK_EDGE: RGB = (180, 188, 200)
SOFT: RGB = (210, 215, 225)
FADED: RGB = (232, 232, 232)
WINNER: RGB = (0, 110, 75)

# Pawn colours as the game names them.
PAWN_COLOURS: dict[str, RGB] = {
    "orange": SEAT_COLOURS[4],  # Okabe-Ito orange
    "blue": (86, 180, 233),  # Okabe-Ito sky blue
    "black": (45, 45, 50),
    "white": WHITE,
}
# The three storm colours (card edges and the next storm's swatch).
STORM_RGB: dict[str, RGB] = {"blue": (0, 114, 178), "red": SEAT_COLOURS[0], "purple": SEAT_COLOURS[3]}
TOKEN_RGB: dict[str, RGB] = {"brown": (140, 92, 52), "green": (30, 120, 72), "blue": (40, 90, 170)}
TEAM_RGB: tuple[RGB, RGB] = ((120, 60, 160), (0, 120, 120))

# Pillow maps pixels to a palette through a coarse colour cache, so two entries closer than about
# 8 steps can swap; these colours are spaced so that each one stays exact (tests check it).
PALETTE = Palette(
    INK, MUTED, WHITE, ICE, ICE_DARK, CENTRAL_ICE, GRID_LINE, FRAME, CRACK, CAMP_FILL, CAMP_TEXT, GATE, DISC, HOLE,
    HOLE_EDGE, PANEL, PANEL_EDGE, POINTS, CURRENT, GLOW, MOVE, AMBUSH, STORM_BAR, STORM_NEWS, TRACK, TRACK_EDGE, SOFT,
    FADED, WINNER, *PAWN_COLOURS.values(), *STORM_RGB.values(), *TOKEN_RGB.values(), *TEAM_RGB,
)  # fmt: skip


def cell_box(column: int, row: int) -> tuple[int, int, int, int]:
    """Pixel box of table-frame square (column, row) in index form; camps use -1 and 8."""
    x = GRID_X + column * CELL
    y = GRID_Y + (7 - row) * CELL
    if column < 0:
        x = GRID_X - LABEL - CELL
    elif column > 7:
        x = GRID_X + GRID + LABEL
    if row < 0:
        y = GRID_Y + GRID + LABEL
    elif row > 7:
        y = GRID_Y - LABEL - CELL
    return x, y, x + CELL, y + CELL


def cell_centre(column: int, row: int) -> tuple[float, float]:
    x0, y0, x1, y1 = cell_box(column, row)
    return (x0 + x1) / 2, (y0 + y1) / 2
