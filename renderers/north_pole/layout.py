"""Where everything sits on the North Pole picture, and its colours (ASCII text only: the
bundled font has no arrows or symbols, so those are drawn as shapes)."""

from __future__ import annotations

from renderers.draw import RGB

WIDTH, HEIGHT = 1560, 1160
CELL = 74
LABEL = 30  # coordinate band between the grid and the camps
CAMP = CELL
CARD_W, CARD_H = 176, 92  # S and N card slots (three in a row)
SIDE_CARD_W, SIDE_CARD_H = 150, 118  # W and E card slots (three in a column)
GAP = 12

GRID_X = SIDE_CARD_W + GAP + CAMP + LABEL + 16
GRID_Y = 18 + CARD_H + GAP + CAMP + LABEL
GRID = 8 * CELL
PANEL_X = GRID_X + GRID + LABEL + CAMP + GAP + SIDE_CARD_W + 28

ICE: RGB = (222, 238, 248)
ICE_DARK: RGB = (196, 222, 240)
CENTRAL_ICE: RGB = (176, 206, 232)
FRAME: RGB = (58, 84, 112)
CRACK: RGB = (20, 30, 60)
CAMP_FILL: RGB = (246, 232, 200)
GATE: RGB = (0, 158, 115)
HOLE: RGB = (12, 16, 24)
PANEL: RGB = (250, 252, 255)

# Pawn colours with a letter each, so colour is never the only cue.
PAWN_COLOURS: dict[str, RGB] = {
    "orange": (230, 159, 0),
    "blue": (86, 180, 233),
    "black": (45, 45, 50),
    "white": (250, 250, 250),
}
PAWN_LETTERS = {"orange": "O", "blue": "B", "black": "K", "white": "W"}
# Okabe–Ito hues for the three storm colours; cards also print the colour's name.
STORM_RGB: dict[str, RGB] = {"blue": (0, 114, 178), "red": (213, 94, 0), "purple": (204, 121, 167)}
TOKEN_RGB: dict[str, RGB] = {"brown": (150, 100, 60), "green": (60, 150, 90), "blue": (60, 110, 190)}


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
    mid_x = GRID_X + GRID / 2
    mid_y = GRID_Y + GRID / 2
    if side in "SN":
        order = index if side == "S" else 2 - index
        x = int(mid_x - 1.5 * CARD_W - GAP + order * (CARD_W + GAP))
        y = GRID_Y + GRID + LABEL + CAMP + GAP if side == "S" else GRID_Y - LABEL - CAMP - GAP - CARD_H
        return x, y, x + CARD_W, y + CARD_H
    order = index if side == "W" else 2 - index
    y = int(mid_y - 1.5 * SIDE_CARD_H - GAP + order * (SIDE_CARD_H + GAP))
    x = GRID_X - LABEL - CAMP - GAP - SIDE_CARD_W if side == "W" else GRID_X + GRID + LABEL + CAMP + GAP
    return x, y, x + SIDE_CARD_W, y + SIDE_CARD_H
