"""Picture geometry and colours: the board on the left (RSP-070), big facts on the right.

The picture is 1500×1000 (3:2), so a phone shows it large; every size below is chosen to
stay readable when the picture is shown 400 px wide (a quarter of its size, roughly).
"""

from __future__ import annotations

import math

from renderers.draw import INK, MUTED, RGB, SEAT_COLOURS, WHITE, Palette, hex_center

WIDTH, HEIGHT = 1500, 1000
HEX_SIZE = 40  # circumradius: 15 rows fill the height
MARGIN_LEFT = 34  # room for the row letters
MARGIN_TOP = 40  # room for the column numbers
HEX_WIDTH = HEX_SIZE * math.sqrt(3)
BOARD_WIDTH = int(MARGIN_LEFT + HEX_WIDTH * 7.5 + 12)
PANEL_LEFT = BOARD_WIDTH + 14
PANEL_RIGHT = WIDTH - 14
PANEL_WIDTH = PANEL_RIGHT - PANEL_LEFT

# The smallest centre before the shift: column 0 of an even row is at x = 0, row 0 at y = 0.
_ORIGIN = (MARGIN_LEFT + HEX_WIDTH / 2, MARGIN_TOP + HEX_SIZE)


def space_centre(q: int, r: int) -> tuple[float, float]:
    """RSP-070: x = s·√3·(q + r/2), y = 1.5·s·r, shifted so the board starts at the margins."""
    x, y = hex_center(q, r, HEX_SIZE)
    return _ORIGIN[0] + x, _ORIGIN[1] + y


# Terrain colours differ in lightness as well as hue (snow light, rock dark, glacier mid),
# so no one needs to tell them by hue; the panel also names them in words.
TERRAIN: dict[str, RGB] = {"W": (246, 248, 251), "K": (62, 64, 72), "U": (58, 134, 200)}
TERRAIN_INK: dict[str, RGB] = {"W": (28, 32, 38), "K": (255, 255, 255), "U": (255, 255, 255)}
COLOUR_NAMES = {"W": "white", "K": "black", "U": "blue"}
SEA: RGB = (196, 214, 230)
PAPER: RGB = (252, 250, 244)
ROCK: RGB = (140, 128, 118)
ROCK_DARK: RGB = (104, 94, 86)
SAND: RGB = (222, 196, 146)
HULL: RGB = (120, 72, 40)
CAMP: RGB = (150, 92, 40)
EXPLORER: RGB = (20, 24, 60)
GOLD: RGB = (214, 170, 40)
PANEL_BG: RGB = (248, 250, 252)
LINE: RGB = (200, 205, 212)
NUMBERED_BAND: RGB = (226, 220, 204)
ACTIVE_FILL: RGB = (255, 246, 214)
CUBE: RGB = (200, 40, 60)
EMPTY: RGB = (230, 232, 236)
GOOD: RGB = (0, 120, 70)
BAD: RGB = (180, 40, 30)
ALERT: RGB = (170, 60, 0)

# Every colour this game draws, exact in every picture (and the same from picture to picture).
PALETTE = Palette(
    *TERRAIN.values(),
    *TERRAIN_INK.values(),
    SEA, PAPER, ROCK, ROCK_DARK, SAND, HULL, CAMP, EXPLORER, GOLD, PANEL_BG, LINE, NUMBERED_BAND,
    ACTIVE_FILL, CUBE, EMPTY, GOOD, BAD, ALERT, INK, MUTED, WHITE, *SEAT_COLOURS,
)  # fmt: skip
