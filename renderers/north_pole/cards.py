"""The 12 face-up action cards beside their sides: slot, storm colour (edge, band and word),
symbol (name and a small movement picture), type and storm points."""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from renderers.draw import INK, MUTED, WHITE, font, readable_on, text_centered

from .layout import POINTS, STORM_RGB, slot_box

SLOTS = [f"{side}{i}" for side in "SWNE" for i in (1, 2, 3)]
TYPE_WORDS = {"A": "A: move", "B": "B: ambush", "C": "C: sling", None: "copy a card"}
Box = tuple[float, float, float, float]


def draw_cards(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    seated = {seat["side"] for seat in view["seats"] if not seat["left"]}
    current = view["turn"]["side"] if not view["over"] else None
    for slot in SLOTS:
        box = slot_box(slot)
        card = view["slots"][slot]
        if card is None:
            draw.rounded_rectangle(box, 10, outline=MUTED, width=2)
            text_centered(draw, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), f"{slot} empty", 20, fill=MUTED)
        else:
            draw_card(draw, box, card, slot, faded=slot[0] not in seated)
        if slot[0] == current:  # the current player's facing cards get a dark outer ring
            x0, y0, x1, y1 = box
            draw.rounded_rectangle((x0 - 5, y0 - 5, x1 + 5, y1 + 5), 13, outline=INK, width=3)


def fitted(text: str, size: int, width: float) -> int:
    while size > 12 and font(size).getlength(text) > width:
        size -= 1
    return size


def draw_card(
    draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], card: dict[str, Any], label: str, faded: bool = False
) -> None:
    """One card: header band in its storm colour (with the colour's name), symbol, type, points."""
    colour = STORM_RGB[card["colour"]]
    x0, y0, x1, y1 = box
    band = 28
    draw.rounded_rectangle(box, 10, fill=(238, 240, 244) if faded else WHITE, outline=colour, width=5)
    draw.rounded_rectangle((x0, y0, x1, y0 + band), 10, fill=colour)
    draw.rectangle((x0, y0 + band - 10, x1, y0 + band), fill=colour)
    on = readable_on(colour)
    draw.text((x0 + 10, y0 + band / 2), label, font=font(19), fill=on, anchor="lm")
    draw.text((x1 - 10, y0 + band / 2), card["colour"], font=font(19), fill=on, anchor="rm")
    body = y0 + band
    row1 = body + (y1 - body) * 0.32
    row2 = body + (y1 - body) * 0.74
    icon = 40
    symbol_width = x1 - x0 - 20 - icon - 8
    draw.text((x0 + 10, row1), card["symbol"], font=font(fitted(card["symbol"], 26, symbol_width)), fill=INK,
              anchor="lm")  # fmt: skip
    symbol_icon(draw, (x1 - 10 - icon, row1 - icon / 2, x1 - 10, row1 + icon / 2), card["symbol"])
    words = TYPE_WORDS[card["type"]]
    draw.text((x0 + 10, row2), words, font=font(fitted(words, 20, x1 - x0 - 70)), fill=MUTED, anchor="lm")
    cx, cy, r = x1 - 27, row2, 17
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=POINTS, outline=INK, width=2)
    text_centered(draw, (cx, cy), str(card["points"]), 22)


def symbol_icon(draw: ImageDraw.ImageDraw, box: Box, symbol: str) -> None:
    """A movement picture: lines from the pawn (centre dot) to where the symbol may step."""
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    half = (x1 - x0) / 2
    draw.rounded_rectangle(box, 6, fill=(236, 242, 247), outline=(170, 180, 190))
    reach = half - 4
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
        tx = x1 - 13
        draw.line((x0 + 8, cy, tx - 9, cy), fill=INK, width=3)
        for r in (9.0, 4.0):
            draw.ellipse((tx - r, cy - r, tx + r, cy + r), outline=INK, width=2)
        draw.ellipse((x0 + 4, cy - 4, x0 + 12, cy + 4), fill=WHITE, outline=INK, width=2)
    else:  # Emergency: a cross, it copies another card
        w = half * 0.28
        draw.rectangle((cx - w, cy - reach, cx + w, cy + reach), fill=(213, 94, 0))
        draw.rectangle((cx - reach, cy - w, cx + reach, cy + w), fill=(213, 94, 0))
