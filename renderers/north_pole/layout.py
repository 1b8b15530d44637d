"""Where everything sits on the North Pole picture, and its colours.

The bundled font has no arrows or card symbols, so those are drawn as shapes. Colours are
Okabe-Ito hues (renderers/draw.py where it has them), and nothing is told by colour alone:
pawns carry a letter and number, cards print their colour's name, gates have a frame.
"""

from __future__ import annotations

from renderers.draw import RGB, SEAT_COLOURS

CELL = 80
LABEL = 30  # coordinate band between the grid and the camps
CAMP = CELL
CARD_W, CARD_H = 190, 104  # S and N card slots (three in a row)
SIDE_CARD_W, SIDE_CARD_H = 168, 118  # W and E card slots (three in a column)
GAP = 12
MARGIN = 16
LEGEND_H = 64

GRID_X = MARGIN + SIDE_CARD_W + GAP + CAMP + LABEL
GRID_Y = MARGIN + CARD_H + GAP + CAMP + LABEL
GRID = 8 * CELL
BOARD_RIGHT = GRID_X + GRID + LABEL + CAMP + GAP + SIDE_CARD_W
PANEL_X = BOARD_RIGHT + 34
PANEL_W = 420
WIDTH = PANEL_X + PANEL_W
LEGEND_Y = GRID_Y + GRID + LABEL + CAMP + GAP + CARD_H + 14
HEIGHT = LEGEND_Y + LEGEND_H
CENTRE = (GRID_X + GRID / 2, GRID_Y + GRID / 2)
DISC_R = CELL * 0.36

ICE: RGB = (226, 240, 249)
ICE_DARK: RGB = (204, 226, 242)
CENTRAL_ICE: RGB = (178, 207, 233)
GRID_LINE: RGB = (170, 196, 218)
FRAME: RGB = (58, 84, 112)
CRACK: RGB = (20, 30, 60)
CAMP_FILL: RGB = (246, 232, 200)
CAMP_TEXT: RGB = (120, 100, 70)
GATE: RGB = (0, 158, 115)  # Okabe-Ito bluish green
DISC: RGB = (40, 60, 90)
HOLE: RGB = (12, 16, 24)
HOME_MARK: RGB = (213, 94, 0)
PANEL: RGB = (250, 252, 255)
PANEL_EDGE: RGB = (200, 210, 222)
POINTS: RGB = (255, 214, 90)
CURRENT: RGB = (255, 248, 222)

# Pawn colours as the game names them; each pawn also shows a letter and its number.
PAWN_COLOURS: dict[str, RGB] = {
    "orange": SEAT_COLOURS[4],  # Okabe-Ito orange
    "blue": (86, 180, 233),  # Okabe-Ito sky blue
    "black": (45, 45, 50),
    "white": (250, 250, 250),
}
PAWN_LETTERS = {"orange": "O", "blue": "B", "black": "K", "white": "Wh"}  # "W" alone would read as the W side
# The three storm colours (card backs and edges); cards also print the colour's name.
STORM_RGB: dict[str, RGB] = {"blue": (0, 114, 178), "red": SEAT_COLOURS[0], "purple": SEAT_COLOURS[3]}
TOKEN_RGB: dict[str, RGB] = {"brown": (140, 92, 52), "green": (30, 120, 72), "blue": (40, 90, 170)}


def cell_box(column: int, row: int) -> tuple[int, int, int, int]:
    """Pixel box of table-frame square (column, row) in index form; camps use -1 and 8."""
    x = GRID_X + column * CELL
    y = GRID_Y + (7 - row) * CELL
    if column < 0:
        x = GRID_X - LABEL - CAMP
    elif column > 7:
        x = GRID_X + GRID + LABEL
    if row < 0:
        y = GRID_Y + GRID + LABEL
    elif row > 7:
        y = GRID_Y - LABEL - CAMP
    return x, y, x + CELL, y + CELL


def cell_centre(column: int, row: int) -> tuple[float, float]:
    x0, y0, x1, y1 = cell_box(column, row)
    return (x0 + x1) / 2, (y0 + y1) / 2


def slot_box(slot: str) -> tuple[int, int, int, int]:
    """Card slots beside their sides, index 1 leftmost as seen from that side (RNP-015)."""
    side, index = slot[0], int(slot[1]) - 1
    mid_x, mid_y = CENTRE
    if side in "SN":
        order = index if side == "S" else 2 - index
        x = int(mid_x - 1.5 * CARD_W - GAP + order * (CARD_W + GAP))
        y = GRID_Y + GRID + LABEL + CAMP + GAP if side == "S" else GRID_Y - LABEL - CAMP - GAP - CARD_H
        return x, y, x + CARD_W, y + CARD_H
    order = index if side == "W" else 2 - index
    y = int(mid_y - 1.5 * SIDE_CARD_H - GAP + order * (SIDE_CARD_H + GAP))
    x = GRID_X - LABEL - CAMP - GAP - SIDE_CARD_W if side == "W" else GRID_X + GRID + LABEL + CAMP + GAP
    return x, y, x + SIDE_CARD_W, y + SIDE_CARD_H
