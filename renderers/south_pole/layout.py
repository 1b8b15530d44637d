"""Picture geometry and colours: the board on the left (RSP-070), the panel on the right."""

from __future__ import annotations

import math

from renderers.draw import RGB, hex_center

HEX_SIZE = 60  # circumradius: 15 rows stay about 1500 px tall, pieces stay readable
MARGIN_LEFT = 58  # room for the row letters
MARGIN_TOP = 92  # room for the title and the column numbers
HEX_WIDTH = HEX_SIZE * math.sqrt(3)
BOARD_WIDTH = int(MARGIN_LEFT + HEX_WIDTH * 7.5 + 24)
PANEL_LEFT = BOARD_WIDTH + 12
PANEL_WIDTH = 600
WIDTH = PANEL_LEFT + PANEL_WIDTH + 20
HEIGHT = int(MARGIN_TOP + 1.5 * HEX_SIZE * 14 + 2 * HEX_SIZE + 28)

# The smallest centre before the shift: column 0 of an even row is at x = 0, row 0 at y = 0.
_ORIGIN = (MARGIN_LEFT + HEX_WIDTH / 2, MARGIN_TOP + HEX_SIZE)


def space_centre(q: int, r: int) -> tuple[float, float]:
    """RSP-070: x = s·√3·(q + r/2), y = 1.5·s·r, shifted so the board starts at the margins."""
    x, y = hex_center(q, r, HEX_SIZE)
    return _ORIGIN[0] + x, _ORIGIN[1] + y


# Terrain colours differ in lightness as well as hue (snow light, rock dark, glacier mid),
# and every die and chip also carries its letter, so no one needs to tell them by hue.
TERRAIN: dict[str, RGB] = {"W": (246, 248, 251), "K": (62, 64, 72), "U": (58, 134, 200)}
TERRAIN_INK: dict[str, RGB] = {"W": (28, 32, 38), "K": (255, 255, 255), "U": (255, 255, 255)}
COLOUR_NAMES = {"W": "white", "K": "black", "U": "blue"}
SEA: RGB = (196, 214, 230)
PAPER: RGB = (252, 250, 244)
ROCK: RGB = (140, 128, 118)
SAND: RGB = (222, 196, 146)
CAMP: RGB = (150, 92, 40)
EXPLORER: RGB = (20, 24, 60)
GOLD: RGB = (214, 170, 40)
PANEL_BG: RGB = (248, 250, 252)
