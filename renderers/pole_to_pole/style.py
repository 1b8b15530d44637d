"""Pole to Pole's look: layout sizes, colours and the piece shapes shared by map and panel.

Seat colours are Okabe-Ito hues (safe for the common colour-vision deficiencies) and every
piece also carries its colour's letter; South-pole seats are round and North-pole seats are
square, so no piece is told apart by colour alone.
"""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from renderers.draw import INK, RGB, WHITE, font, readable_on, text_centered

WIDTH = 1600
CELL_W = 84
CELL_H = 64
MAP_LEFT = 124  # room for row numbers and latitudes
WRAP_BAR = 14
TITLE_H = 64
LABELS_H = 58
POLE_H = 84
MAP_TOP = TITLE_H + LABELS_H
GRID_TOP = MAP_TOP + POLE_H
PANEL_LEFT = MAP_LEFT + 12 * CELL_W + WRAP_BAR + 36

SEA: RGB = (214, 233, 245)
SEA_ALT: RGB = (200, 224, 240)
ICE: RGB = (248, 251, 253)
GRID_LINE: RGB = (150, 178, 198)
EQUATOR: RGB = (70, 110, 140)
GOAL_RED: RGB = (200, 30, 30)
WRAP_RED: RGB = (214, 60, 40)
WRAP_ORANGE: RGB = (245, 160, 40)
PANEL: RGB = (255, 255, 255)
PANEL_EDGE: RGB = (190, 200, 210)
HIGHLIGHT: RGB = (20, 20, 20)
SOFT: RGB = (120, 128, 138)
CLOSED_HATCH: RGB = (90, 100, 115)

SEAT_RGB: dict[str, RGB] = {
    "Blue": (0, 114, 178),
    "Yellow": (240, 228, 66),
    "Green": (0, 158, 115),
    "Purple": (204, 121, 167),
}
FACE_RGB: dict[str, RGB] = {**SEAT_RGB, "White": (255, 255, 255)}


def names_of(view: dict[str, Any]) -> list[str]:
    given = view.get("names") or []
    return [given[s] if s < len(given) else f"Seat {s + 1}" for s in range(view["players"])]


def piece(
    draw: ImageDraw.ImageDraw,
    centre: tuple[float, float],
    radius: float,
    colour: str,
    letter: str,
    home: str,
    sheltered: bool = False,
) -> None:
    """One explorer: round for South-pole seats, square for North-pole seats, letter inside."""
    x, y = centre
    fill = SEAT_RGB[colour]
    box = (x - radius, y - radius, x + radius, y + radius)
    if sheltered:  # the shelter marker: a white-and-black ring
        ring = radius + 7
        draw.ellipse((x - ring, y - ring, x + ring, y + ring), fill=WHITE, outline=INK, width=4)
    if home == "SP":
        draw.ellipse(box, fill=fill, outline=INK, width=2)
    else:
        draw.rounded_rectangle(box, radius=radius * 0.25, fill=fill, outline=INK, width=2)
    text_centered(draw, centre, letter, int(radius * 1.15), fill=readable_on(fill))
    if sheltered:  # and an "S" tag, so the marker never relies on the ring alone
        tag = (x - radius - 12, y + radius - 8, x - radius + 6, y + radius + 10)
        draw.rounded_rectangle(tag, radius=4, fill=INK)
        text_centered(draw, ((tag[0] + tag[2]) / 2, (tag[1] + tag[3]) / 2), "S", 15, fill=WHITE)


def badge(draw: ImageDraw.ImageDraw, centre: tuple[float, float], count: int, size: int = 18) -> None:
    """A small white disc with a stack count."""
    x, y = centre
    r = size * 0.62
    draw.ellipse((x - r, y - r, x + r, y + r), fill=WHITE, outline=INK, width=2)
    text_centered(draw, centre, str(count), size, fill=INK)


def goal_token(draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: float, present: bool) -> None:
    """The red goal token, or a faint dashed ring where one was taken."""
    x, y = centre
    box = (x - radius, y - radius, x + radius, y + radius)
    if present:
        draw.ellipse(box, fill=GOAL_RED, outline=INK, width=2)
        inner = radius * 0.45
        draw.ellipse((x - inner, y - inner, x + inner, y + inner), fill=WHITE)
    else:
        for start in range(0, 360, 45):
            draw.arc(box, start, start + 25, fill=INK, width=2)


def label(
    draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int, fill: RGB = INK, anchor: str = "la"
) -> None:
    draw.text(xy, text, font=font(size), fill=fill, anchor=anchor)


def plain(text: str) -> str:
    """The bundled font has no arrow glyph; event texts use one."""
    return text.replace("→", " to ")
