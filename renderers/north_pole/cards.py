"""Action cards as tiles: storm colour (edge and band), a movement picture, the symbol's name,
whether it may ambush, and the storm points on a yellow disc."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from bot.games.north_pole.data import CARDS
from bot.i18n import ENGLISH, N_, Locale, tr
from renderers.draw import INK, MUTED, RGB, SEAT_COLOURS, WHITE, Pen
from renderers.text import put
from renderers.text import width as width_of

from .layout import AMBUSH, FADED, PALETTE, POINTS, SOFT, STORM_RGB

Box = tuple[float, float, float, float]
# What a card's type lets the pawn do, in words (type B may end on a rival; a Sling always hits one).
TYPE_NOTES = {"A": N_("move"), "B": N_("or ambush"), "C": N_("ambush"), None: N_("copy a card")}
SYMBOLS = {s: N_(s) for s in ("March", "Swoop", "Gallop", "Dash", "Sling", "Emergency")}


def fitted(text: str, size: int, width: float) -> int:
    while size > 11 and width_of(text, size) > width:
        size -= 1
    return size


def paste_tile(
    draw: Pen, box: Box, card: dict[str, Any] | None, background: RGB, faded: bool = False,
    locale: Locale = ENGLISH,
) -> None:
    """One card at ``box``: each kind of card is drawn once per size (and language) and pasted after that."""
    x0, y0 = int(box[0]), int(box[1])
    width, height = int(box[2] - box[0]), int(box[3] - box[1])  # the same size at every x
    if card is None:
        draw.paste(empty_tile(width, height, background, locale), (x0, y0))
        return
    _deck(width, height, faded, locale)
    face = (card["symbol"], card["type"], card["points"], card["colour"])
    picture, footprint = tile(face, width, height, faded, locale)
    draw.paste(picture, (x0, y0), footprint)


@lru_cache(maxsize=16)
def _deck(width: int, height: int, faded: bool, locale: Locale) -> None:
    """Draw every card face of the deck (printed game data, 54 faces) the first time a card of
    this size is drawn, so the pictures after the first draw no card from scratch."""
    for face in dict.fromkeys((c.symbol, c.type, c.points, c.colour) for c in CARDS.values()):
        tile(face, width, height, faded, locale)


Face = tuple[str, str | None, int, str]  # symbol, type, points, storm colour


@lru_cache(maxsize=512)
def tile(face: Face, width: int, height: int, faded: bool, locale: Locale = ENGLISH) -> tuple[Image.Image, Image.Image]:
    """A card and its rounded footprint: pasted through it, one drawing serves every row colour."""
    picture, draw = PALETTE.canvas(width, height, WHITE)
    box = (0, 0, width - 1, height - 1)
    draw_tile(draw, box, dict(zip(("symbol", "type", "points", "colour"), face, strict=True)), faded, locale)
    footprint = Image.new("L", (width, height), 0)
    shape = ImageDraw.Draw(footprint)
    shape.rounded_rectangle(box, 8, fill=255)
    shape.rounded_rectangle(box, 8, outline=255, width=3)  # as the card's edge (one call would skip it)
    return picture, footprint


@lru_cache(maxsize=16)
def empty_tile(width: int, height: int, background: RGB, locale: Locale = ENGLISH) -> Image.Image:
    picture, draw = PALETTE.canvas(width, height, background)
    draw_tile(draw, (0, 0, width - 1, height - 1), None, locale=locale)
    return picture


def draw_tile(
    draw: Pen, box: Box, card: dict[str, Any] | None, faded: bool = False, locale: Locale = ENGLISH
) -> None:
    """One card; an empty slot is a grey frame."""
    x0, y0, x1, y1 = box
    if card is None:
        draw.rounded_rectangle(box, 8, outline=SOFT, width=2)
        put(draw, ((x0 + x1) / 2, (y0 + y1) / 2), tr(locale, "empty"), 15, MUTED, "mm")
        return
    colour = STORM_RGB[card["colour"]]
    draw.rounded_rectangle(box, 8, fill=FADED if faded else WHITE, outline=colour, width=3)
    draw.rounded_rectangle((x0, y0, x0 + 12, y1), 4, fill=colour)
    height = y1 - y0
    icon = min(height - 10, 44)
    ix = x0 + 16
    iy = (y0 + y1) / 2 - icon / 2
    draw.paste(icon_image(card["symbol"], int(icon), FADED if faded else WHITE), (int(ix), int(iy)))
    text_x = ix + icon + 6
    disc = min(14.0, height / 4)
    room = x1 - text_x - 2 * disc - 8
    note = tr(locale, TYPE_NOTES[card["type"]])
    if room > 30:
        symbol = tr(locale, SYMBOLS[card["symbol"]])
        put(draw, (text_x, y0 + height * 0.33), symbol, fitted(symbol, 19, room), INK, "lm")
        if note:
            ink = AMBUSH if card["type"] in ("B", "C") else MUTED
            put(draw, (text_x, y0 + height * 0.72), note, fitted(note, 15, room), ink, "lm")
    cx, cy = x1 - disc - 5, y1 - disc - 5
    draw.ellipse((cx - disc, cy - disc, cx + disc, cy + disc), fill=POINTS, outline=INK, width=2)
    put(draw, (cx, cy), str(card["points"]), int(disc * 1.3), INK, "mm")


@lru_cache(maxsize=64)
def icon_image(symbol: str, size: int, background: RGB) -> Image.Image:
    """A symbol's movement picture, drawn once per size."""
    picture, draw = PALETTE.canvas(size + 1, size + 1, background)
    symbol_icon(draw, (0, 0, size, size), symbol)
    return picture


def symbol_icon(draw: Pen, box: Box, symbol: str) -> None:
    """A movement picture: lines from the pawn (centre dot) to where the symbol may step."""
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    half = (x1 - x0) / 2
    draw.rounded_rectangle(box, 5, fill=(236, 242, 247), outline=(170, 180, 190))
    reach = half - 3
    ortho = [(0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0)]
    diag = [(1.0, -1.0), (1.0, 1.0), (-1.0, 1.0), (-1.0, -1.0)]
    if symbol in ("March", "Swoop", "Gallop", "Dash"):
        # One step reaches half way to the icon's edge; a Dash's second step reaches the edge.
        steps = {"March": ortho, "Swoop": diag, "Gallop": ortho + diag, "Dash": ortho}[symbol]
        one = reach * 0.5
        for dx, dy in steps:
            scale = 0.75 if dx and dy else 1.0
            far = reach * scale if symbol == "Dash" else one * scale * 1.35
            end = (cx + dx * far, cy + dy * far)
            draw.line((cx, cy, *end), fill=INK, width=3)
            marks = [end, (cx + dx * one, cy + dy * one)] if symbol == "Dash" else [end]
            for mx, my in marks:
                draw.ellipse((mx - 3, my - 3, mx + 3, my + 3), fill=INK)
        draw.ellipse((cx - 4, cy - 4, cx + 4, cy + 4), fill=WHITE, outline=INK, width=2)
    elif symbol == "Sling":  # a shot along a line at a target
        tx = x1 - half * 0.55
        r = half * 0.42
        draw.line((x0 + 6, cy, tx - r, cy), fill=INK, width=3)
        for rr in (r, r * 0.45):
            draw.ellipse((tx - rr, cy - rr, tx + rr, cy + rr), outline=INK, width=2)
        draw.ellipse((x0 + 3, cy - 4, x0 + 11, cy + 4), fill=WHITE, outline=INK, width=2)
    else:  # Emergency: a cross, it copies another card
        w = half * 0.28
        draw.rectangle((cx - w, cy - reach, cx + w, cy + reach), fill=SEAT_COLOURS[0])
        draw.rectangle((cx - reach, cy - w, cx + reach, cy + w), fill=SEAT_COLOURS[0])
