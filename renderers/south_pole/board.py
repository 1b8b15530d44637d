"""The hex map: coordinates, terrain, known requirements and every piece on the board.

Offsets inside a hex are written for a hex of size 54 and scaled by ``U``."""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from renderers.draw import INK, WHITE, hex_corners, seat_colour, text_centered

from . import pieces
from .layout import (
    EXPLORER,
    GOLD,
    HEX_SIZE,
    HEX_WIDTH,
    MARGIN_LEFT,
    MARGIN_TOP,
    PAPER,
    ROCK,
    SAND,
    TERRAIN,
    TERRAIN_INK,
    space_centre,
)

ROW_LETTERS = "ABCDEFGHIJKLMNO"
U = HEX_SIZE / 54
LABEL_SIZE = 20
FAINT = {"W": (196, 204, 214), "K": (112, 114, 124), "U": (120, 176, 226)}

Point = tuple[float, float]


def _at(centre: Point, dx: float, dy: float) -> Point:
    return centre[0] + dx * U, centre[1] + dy * U


def draw_board(draw: ImageDraw.ImageDraw, view: dict[str, Any], letters: list[str]) -> None:
    _coordinates(draw)
    for space in view["spaces"]:
        _terrain(draw, space)
    for space in view["spaces"]:
        _pieces(draw, space, letters)
    _explorer(draw, view)


def _coordinates(draw: ImageDraw.ImageDraw) -> None:
    """Row letters down the left, column numbers over the top (RSP-071)."""
    for r, letter in enumerate(ROW_LETTERS):
        _, y = space_centre(0, r)
        text_centered(draw, (MARGIN_LEFT - 30, y), letter, 26, fill=INK)
    for column in range(7):
        x, _ = space_centre(column, 0)
        text_centered(draw, (x, MARGIN_TOP - 16), str(column + 1), 26, fill=INK)


def _terrain(draw: ImageDraw.ImageDraw, space: dict[str, Any]) -> None:
    c = space_centre(space["q"], space["r"])
    corners = hex_corners(*c, HEX_SIZE - 1.5)
    kind = space["kind"]
    if kind == "mountain":
        draw.polygon(corners, fill=ROCK, outline=INK, width=2)
        draw.polygon([_at(c, 0, -30), _at(c, 32, 22), _at(c, -32, 22)], fill=(104, 94, 86), outline=INK, width=2)
        draw.polygon([_at(c, 0, -30), _at(c, 11, -11), _at(c, -11, -11)], fill=WHITE)
        return
    if kind == "start":
        draw.polygon(corners, fill=SAND, outline=INK, width=3)
        hull = [_at(c, -28, -6), _at(c, 28, -6), _at(c, 18, 8), _at(c, -18, 8)]
        draw.polygon(hull, fill=(120, 72, 40), outline=INK, width=2)
        draw.line((*_at(c, -2, -6), *_at(c, -2, -30)), fill=INK, width=3)
        draw.polygon([_at(c, 0, -28), _at(c, 18, -10), _at(c, 0, -10)], fill=WHITE, outline=INK)
        text_centered(draw, _at(c, 0, -38), "START", 18, fill=INK)
        return
    if space["face_down"]:
        back = space["back"]
        draw.polygon(corners, fill=TERRAIN[back], outline=INK, width=2)
        text_centered(draw, _at(c, 0, -31), space["label"], LABEL_SIZE, fill=TERRAIN_INK[back])
        if space["flag_tile"]:  # RSP-006: the back marks a flag tile
            draw.polygon(hex_corners(*c, HEX_SIZE - 7), outline=GOLD, width=4)
            pieces.flag(draw, _at(c, 2, 4), GOLD, None, size=16 * U)
        else:  # the back's letter too, so the terrain never rests on colour alone
            text_centered(draw, _at(c, 0, 2), back, 32, fill=FAINT[back])
        return
    _known(draw, space, c, corners)


def _known(draw: ImageDraw.ImageDraw, space: dict[str, Any], c: Point, corners: list[Point]) -> None:
    """A numbered space or a face-up tile: label band (back colour), requirement chips."""
    numbered = space["kind"] == "numbered"
    draw.polygon(corners, fill=PAPER)
    band_colour = TERRAIN[space["back"]] if space["back"] else (226, 220, 204)
    half = HEX_WIDTH / 2 - 1.5
    band = [(c[0] - half, c[1] - 14 * U), corners[4], corners[5], corners[0], (c[0] + half, c[1] - 14 * U)]
    draw.polygon(band, fill=band_colour)
    draw.polygon(corners, outline=INK, width=3 if numbered else 2)
    ink = TERRAIN_INK[space["back"]] if space["back"] else INK
    title = f"{space['label']} #{space['number']}" if numbered else space["label"]
    text_centered(draw, _at(c, 0, -30), title, LABEL_SIZE, fill=ink)
    pieces.chips_row(draw, _at(c, 0, -1), space["requirement"], size=22)
    if space["flag_symbol"]:  # the printed symbol sits in the band; a planted marker goes below
        pieces.flag(draw, _at(c, -29, -21), GOLD, None, size=10 * U)


def _pieces(draw: ImageDraw.ImageDraw, space: dict[str, Any], letters: list[str]) -> None:
    c = space_centre(space["q"], space["r"])
    if space["camp_site"] or space["camp_marker"]:
        pieces.camp_site(draw, _at(c, -27, 25), marker=space["camp_marker"], size=10 * U)
    if space["flag"] is not None:
        owner = space["flag"]
        pieces.flag(draw, _at(c, 24, 27), seat_colour(owner), letters[owner], size=15 * U)
    tents = space["tents"]
    if space["kind"] == "start":  # any number of tents: a row of small ones
        for i, seat in enumerate(tents):
            spot = _at(c, -19 * (len(tents) - 1) / 2 + 19 * i, 30)
            pieces.tent(draw, spot, seat_colour(seat), letters[seat], 13 * U)
    elif tents:
        pieces.tent(draw, _at(c, 0, 27), seat_colour(tents[0]), letters[tents[0]], size=15 * U)
    peekers = space["peeked_by"]
    for i, seat in enumerate(peekers):  # RSP-076: who peeked here, never what they saw
        eye(draw, _at(c, -13 * (len(peekers) - 1) + 26 * i, 31), seat, letters[seat])


def eye(draw: ImageDraw.ImageDraw, centre: Point, seat: int, letter: str) -> None:
    """A peek marker: an eye-shaped lozenge in the peeker's colour with their letter."""
    x, y = centre
    colour = seat_colour(seat)
    draw.ellipse((x - 14 * U, y - 11 * U, x + 14 * U, y + 11 * U), fill=colour, outline=INK, width=2)
    text_centered(draw, centre, letter, 18, fill=INK if sum(colour) > 400 else WHITE)


def _explorer(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    here = next(s for s in view["spaces"] if s["label"] == view["explorer"])
    c = space_centre(here["q"], here["r"])
    draw.polygon(hex_corners(*c, HEX_SIZE - 4), outline=WHITE, width=8)
    draw.polygon(hex_corners(*c, HEX_SIZE - 7), outline=EXPLORER, width=4)
    pieces.pawn(draw, _at(c, 31, -21), size=16 * U)
