"""The hex map: coordinates, terrain, known requirements and every piece on the board.

What never changes in a game (coordinates, mountains, the ship, the numbered spaces) is in
the cached base picture; a tile's look comes from a small cached sprite, pasted."""

from __future__ import annotations

import math
import threading
from collections import OrderedDict
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from bot.games.south_pole.board import ALL_LABELS, SPACES
from bot.games.south_pole.state import TILES
from bot.i18n import ENGLISH, Locale, tr
from renderers import text
from renderers.draw import INK, WHITE, Pen, hex_corners, seat_colour

from . import pieces
from .layout import (
    EXPLORER,
    GOLD,
    HEX_SIZE,
    HEX_WIDTH,
    HULL,
    MARGIN_LEFT,
    MARGIN_TOP,
    NUMBERED_BAND,
    PALETTE,
    PAPER,
    ROCK,
    ROCK_DARK,
    SAND,
    SEA,
    TERRAIN,
    TERRAIN_INK,
    space_centre,
)

ROW_LETTERS = "ABCDEFGHIJKLMNO"
U = HEX_SIZE / 54  # offsets inside a hex are written for a hex of size 54
LABEL_SIZE = 30  # a hex's coordinates: 8 px on a 400-px phone picture; "M1" still fits inside the hex
NUMBERED_SIZE = 20  # a numbered space's "#1", under its requirement (the label names the space)
MARGIN_SIZE = 30  # the coordinates round the board (RSP-071): 8 px on a phone, read to name a hex
CHIP_SIZE = 17
CHIP_Y = 9  # the requirement chips' row, below the label (in a size-54 hex's units)
SPRITE_W, SPRITE_H = math.ceil(HEX_WIDTH) + 4, 2 * HEX_SIZE + 4
SPRITE_CENTRE = (SPRITE_W / 2, SPRITE_H / 2)
MASK_RADIUS = HEX_SIZE - 1.5  # neighbouring masks never share a pixel, so paste order never matters

Point = tuple[float, float]


def _at(centre: Point, dx: float, dy: float) -> Point:
    return centre[0] + dx * U, centre[1] + dy * U


def centre_of(label: str) -> Point:
    space = SPACES[label]
    return space_centre(space.q, space.r)


def draw_static(draw: Pen, loc: Locale = ENGLISH) -> None:
    """Coordinates (RSP-071), mountains, the ship and the numbered spaces: drawn once."""
    for r, letter in enumerate(ROW_LETTERS):
        _, y = space_centre(0, r)
        text.put(draw, (MARGIN_LEFT - 17, y), letter, MARGIN_SIZE, INK, anchor="mm")
    for column in range(7):
        x, _ = space_centre(column, 0)
        text.put(draw, (x, MARGIN_TOP - 17), str(column + 1), MARGIN_SIZE, INK, anchor="mm")
    for label in ALL_LABELS:
        space = SPACES[label]
        c = centre_of(label)
        corners = hex_corners(*c, HEX_SIZE - 1)
        if space.kind == "mountain":
            draw.polygon(corners, fill=ROCK, outline=INK, width=2)
            draw.polygon([_at(c, 0, -30), _at(c, 32, 22), _at(c, -32, 22)], fill=ROCK_DARK, outline=INK, width=2)
            draw.polygon([_at(c, 0, -30), _at(c, 11, -11), _at(c, -11, -11)], fill=WHITE)
        elif space.kind == "start":
            draw.polygon(corners, fill=SAND, outline=INK, width=3)
            hull = [_at(c, -28, -2), _at(c, 28, -2), _at(c, 18, 12), _at(c, -18, 12)]
            draw.polygon(hull, fill=HULL, outline=INK, width=2)
            draw.line((*_at(c, -2, -2), *_at(c, -2, -26)), fill=INK, width=3)
            draw.polygon([_at(c, 0, -24), _at(c, 18, -6), _at(c, 0, -6)], fill=WHITE, outline=INK)
            text.put(draw, _at(c, 0, -37), tr(loc, "START"), 14, INK, anchor="mm")


def _known(draw: Pen, c: Point, back: str | None, title: str, requirement: dict[str, int], numbered: bool) -> None:
    """A numbered space or a face-up tile: a band in the back's colour, requirement chips."""
    corners = hex_corners(*c, MASK_RADIUS)
    draw.polygon(corners, fill=PAPER)
    half = HEX_WIDTH / 2 - 1.5
    depth = c[1] - 3 * U  # deep enough for the whole label
    band = [(c[0] - half, depth), corners[4], corners[5], corners[0], (c[0] + half, depth)]
    draw.polygon(band, fill=TERRAIN[back] if back else NUMBERED_BAND)
    draw.polygon(corners, outline=INK, width=3 if numbered else 2)
    if title:
        size = LABEL_SIZE if "#" not in title else NUMBERED_SIZE
        text.put(draw, _at(c, 0, -27), title, size, TERRAIN_INK[back] if back else INK, anchor="mm")
    pieces.chips_row(draw, _at(c, 0, CHIP_Y), requirement, CHIP_SIZE)


# Everything a space shows that lasts beyond a move: label, number, back, face down, flag
# tile, requirement, flag symbol, camp site, camp marker, planted flag (seat, mark), peekers.
SpaceLook = tuple[
    str, int | None, str | None, bool, bool, tuple[tuple[str, int], ...], bool, bool, bool,
    tuple[int, str] | None, tuple[tuple[int, str], ...],
]  # fmt: skip


def space_look(space: dict[str, Any], marks: Sequence[str]) -> SpaceLook:
    owner = space["flag"]
    return (
        space["label"], space["number"], space["back"], space["face_down"], space["flag_tile"],
        tuple((space["requirement"] or {}).items()), bool(space["flag_symbol"]), bool(space["camp_site"]),
        bool(space["camp_marker"]), None if owner is None else (owner, marks[owner]),
        tuple((seat, marks[seat]) for seat in space["peeked_by"]),
    )  # fmt: skip


@lru_cache(maxsize=512)
def space_sprite(look: SpaceLook) -> tuple[Image.Image, Image.Image]:
    """A tile or numbered space with its lasting pieces, and the hex mask to paste it with.

    Everything stays inside the hex, so pasting spaces in any order gives the same picture."""
    _, number, back, face_down, flag_tile, requirement, flag_symbol, camp_site, marker, flag, peekers = look
    image = _body(back, face_down, flag_tile, requirement, flag_symbol, number is not None).copy()
    draw = Pen(image, PALETTE)
    c = SPRITE_CENTRE
    _title(draw, (0, 0), look)
    if camp_site or marker:
        pieces.camp_site(draw, _at(c, -24, 28), marker=marker, size=9 * U)
    if flag is not None:
        pieces.flag(draw, _at(c, -30, -16), seat_colour(flag[0]), flag[1], size=13 * U)  # on the symbol
    for i, (seat, mark) in enumerate(peekers):  # RSP-076: who peeked here, never what they saw
        eye(draw, _at(c, 19 * (i - (len(peekers) - 1) / 2), 19), seat, mark, 0.62)
    return image, _hex_mask()


def _title(draw: Pen, corner: tuple[int, int], look: SpaceLook) -> None:
    """The space's coordinates (and number) in its band, for a sprite whose corner is at ``corner``."""
    label, number, back = look[:3]
    x, y = _at(SPRITE_CENTRE, 0, -19)  # low enough that the letters stay inside the hex
    ink = TERRAIN_INK[back] if back else INK
    text.put(draw, (corner[0] + x, corner[1] + y), label, LABEL_SIZE, ink, anchor="mm")
    if number is not None:
        x, y = _at(SPRITE_CENTRE, 0, 27)
        text.put(draw, (corner[0] + x, corner[1] + y), f"#{number}", NUMBERED_SIZE, ink, anchor="mm")


@lru_cache(maxsize=1)
def _hex_mask() -> Image.Image:
    mask = Image.new("L", (SPRITE_W, SPRITE_H), 0)
    ImageDraw.Draw(mask).polygon(hex_corners(*SPRITE_CENTRE, MASK_RADIUS), fill=255)
    return mask


@lru_cache(maxsize=256)
def _body(back: str | None, face_down: bool, flag_tile: bool, requirement: tuple[tuple[str, int], ...],
          flag_symbol: bool, numbered: bool) -> Image.Image:  # fmt: skip
    """A space without its label and pieces: a back, or a front with its requirement."""
    image, draw = PALETTE.canvas(SPRITE_W, SPRITE_H, SEA)
    c = SPRITE_CENTRE
    if face_down and back is not None:
        draw.polygon(hex_corners(*c, MASK_RADIUS), fill=TERRAIN[back], outline=INK, width=2)
        if flag_tile:  # RSP-006: the back marks a flag tile
            draw.polygon(hex_corners(*c, HEX_SIZE - 6), outline=GOLD, width=4)
            pieces.flag(draw, _at(c, 2, 4), GOLD, None, size=14 * U)
        return image
    _known(draw, c, back, "", dict(requirement), numbered=numbered)
    if flag_symbol:  # the printed symbol sits in the band; a planted marker goes below
        pieces.flag(draw, _at(c, -31, -18), GOLD, None, size=9 * U)
    return image


# One board layer per game (the last few games), updated in place, space by space.
_LAYERS: OrderedDict[tuple[Locale, tuple[tuple[str, str | None], ...]], tuple[list[SpaceLook], Image.Image]] = (
    OrderedDict()
)
_GAMES_KEPT = 8
_LAYERS_LOCK = threading.Lock()


def warm_up() -> None:
    """Draw every tile's back and front once (printed game data, the same in every game), so
    the picture that ends a game (every tile turned up, RSP-065) draws no tile from scratch."""
    for tile in TILES.values():
        _body(tile.back, True, tile.flag_tile, (), False, False)
        _body(tile.back, False, tile.flag_tile, tile.requirement, tile.flag, False)


def forget() -> None:
    with _LAYERS_LOCK:
        _LAYERS.clear()
    for cached in (space_sprite, _body, eye_sprite, pieces.die_sprite):
        cached.cache_clear()


def board_layer(base: Image.Image, view: dict[str, Any], marks: Sequence[str], loc: Locale = ENGLISH) -> Image.Image:
    """A copy of the base picture with every tile and numbered space drawn, to draw on.

    A game's layer is kept and only the spaces whose look changed are pasted again, so a
    move that turns over a tile or adds a peek costs one paste, not 77. Each paste covers
    its whole hex, so the layer is the same whatever was drawn before."""
    looks = [space_look(s, marks) for s in view["spaces"] if s["kind"] in ("tile", "flag", "numbered")]
    # The same game shows the same backs; the base under them has the picture's language's words.
    game = (loc, tuple((look[0], look[2]) for look in looks))
    with _LAYERS_LOCK:  # pictures are drawn in worker threads, and a kept layer is updated in place
        kept = _LAYERS.get(game)
        if kept is None:
            kept = _LAYERS[game] = ([], base.copy())
            while len(_LAYERS) > _GAMES_KEPT:
                _LAYERS.popitem(last=False)
        _LAYERS.move_to_end(game)
        old, layer = kept
        draw = Pen(layer, PALETTE)
        for i, look in enumerate(looks):
            if i >= len(old) or old[i] != look:
                _paste_space(draw, look)
        _LAYERS[game] = (looks, layer)
        return layer.copy()  # a palette picture: a 1.5 MB copy


def _paste_space(draw: Pen, look: SpaceLook) -> None:
    """One space over its whole hex. A space with pieces on is a sprite of its own; a bare one
    (most of them, and every one as a game starts) is its shared body and its title, stamped
    straight on: the same pixels, without a sprite per space and game."""
    c = centre_of(look[0])
    corner = (round(c[0] - SPRITE_CENTRE[0]), round(c[1] - SPRITE_CENTRE[1]))
    _, number, back, face_down, flag_tile, requirement, flag_symbol, camp_site, marker, flag, peekers = look
    if camp_site or marker or flag is not None or peekers:
        sprite, mask = space_sprite(look)
        draw.image.paste(sprite, corner, mask)
        return
    body = _body(back, face_down, flag_tile, requirement, flag_symbol, number is not None)
    draw.image.paste(body, corner, _hex_mask())
    _title(draw, corner, look)


def draw_pieces(draw: Pen, view: dict[str, Any], marks: Sequence[str]) -> None:
    """What moves every turn: the tents and the explorer."""
    for space in view["spaces"]:
        tents = space["tents"]
        if not tents:
            continue
        c = centre_of(space["label"])
        if space["kind"] == "start":  # any number of tents: a row of small ones
            for i, seat in enumerate(tents):
                spot = _at(c, 17 * (i - (len(tents) - 1) / 2), 32)
                pieces.tent(draw, spot, seat_colour(seat), marks[seat], 11 * U)
        else:
            pieces.tent(draw, _at(c, 0, 29), seat_colour(tents[0]), marks[tents[0]], size=15 * U)
    _explorer(draw, view)


def eye(draw: Pen, centre: Point, seat: int, mark: str, scale: float) -> None:
    """A peek marker: an eye-shaped lozenge in the peeker's colour with their mark."""
    sprite, mask = eye_sprite(seat, mark, scale)
    draw.paste(sprite, (centre[0] - sprite.width / 2, centre[1] - sprite.height / 2), mask)


@lru_cache(maxsize=64)
def eye_sprite(seat: int, mark: str, scale: float) -> tuple[Image.Image, Image.Image]:
    w, h = math.ceil(30 * scale) + 2, math.ceil(22 * scale) + 2
    colour = seat_colour(seat)
    image, draw = PALETTE.canvas(w, h, colour)
    box = (0, 0, w - 1, h - 1)
    draw.ellipse(box, fill=colour, outline=INK, width=1 if scale < 0.8 else 2)
    text.put(draw, (w / 2, h / 2), mark, int(20 * scale), INK if sum(colour) > 400 else WHITE, anchor="mm")
    mask = Image.new("L", (w, h), 0)
    ImageDraw.Draw(mask).ellipse(box, fill=255)
    return image, mask


def _explorer(draw: Pen, view: dict[str, Any]) -> None:
    """A thick ring round the explorer's space, so a phone shows where the explorer is."""
    c = centre_of(view["explorer"])
    pieces.outlined(draw, hex_corners(*c, HEX_SIZE + 3), None, WHITE, 5)
    pieces.outlined(draw, hex_corners(*c, HEX_SIZE - 2), None, EXPLORER, 5)
    pieces.pawn(draw, _at(c, 30, -17), size=15 * U)
