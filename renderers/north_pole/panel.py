"""The side panel: whose turn and what to decide, the storm meter and next storm, the piles and
tokens, and one card per seat with its pawns and equipment."""

from __future__ import annotations

import math
from typing import Any

from PIL import ImageDraw

from renderers.draw import INK, MUTED, WHITE, font, readable_on, text_centered, wrap

from .layout import (
    CURRENT,
    HEIGHT,
    PANEL,
    PANEL_EDGE,
    PANEL_W,
    PANEL_X,
    PAWN_COLOURS,
    PAWN_LETTERS,
    STORM_RGB,
    TOKEN_RGB,
)

TURN_WORDS = {"cw": "1/4 turn clockwise", "ccw": "1/4 turn counter-clockwise", "half": "half turn"}
ROTATION_WORDS = ("as set up", "turned 1/4 clockwise", "turned half round", "turned 1/4 counter-clockwise")
PHASE_WORDS = {
    "camp": "bring a pawn ashore",
    "main": "play a card or Refresh",
    "refreshed": "pay a token to play, or end",
    "paid": "play a card",
    "extra": "Husky: an extra play",
    "overflow": "4 tokens: discard or use one",
    "window": "Husky, Compass, Igloo, Backpack or end",
    "over": "game over",
}
RIGHT = PANEL_X + PANEL_W - 24


def seat_name(view: dict[str, Any], seat: int) -> str:
    names = view.get("names") or []
    return str(names[seat]) if seat < len(names) else f"Seat {seat + 1}"


def draw_panel(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    x = PANEL_X + 4
    draw.rounded_rectangle((PANEL_X - 10, 14, PANEL_X + PANEL_W - 12, HEIGHT - 14), 16, fill=PANEL,
                           outline=PANEL_EDGE, width=2)  # fmt: skip
    y = 28
    draw.text((x, y), "RACE TO THE NORTH POLE", font=font(26), fill=INK)
    y += 40
    turn = view["turn"]
    if view["over"]:
        winners = " & ".join(seat_name(view, w) for w in view["winners"])
        for line in wrap(f"Winner: {winners}", 26, RIGHT - x)[:2]:
            draw.text((x, y), line, font=font(26), fill=(0, 110, 75))
            y += 34
    else:
        seat = view["seats"][turn["seat"]]
        colour = PAWN_COLOURS[seat["colour"]]
        draw.ellipse((x, y, x + 30, y + 30), fill=colour, outline=INK, width=2)
        text_centered(draw, (x + 15, y + 15), PAWN_LETTERS[seat["colour"]], 16, fill=readable_on(colour))
        title = shorten(f"{seat_name(view, turn['seat'])} ({turn['side']}) to act", 24, RIGHT - x - 40)
        draw.text((x + 40, y + 15), title, font=font(24), fill=INK, anchor="lm")
        y += 38
        draw.text((x, y), PHASE_WORDS.get(turn["phase"], turn["phase"]), font=font(21), fill=INK)
        y += 30
    extras = []
    if turn["pending_husky"]:
        extras.append(f"Husky plays pending: {turn['pending_husky']}")
    if turn["refreshed"] and not view["over"]:
        extras.append("refreshed this turn")
    draw.text((x, y), f"Round {turn['round']} of {turn['round_cap']}" + ("  ·  " if extras else "") +
              "  ·  ".join(extras), font=font(19), fill=MUTED)  # fmt: skip
    y += 34
    y = draw_storm_meter(draw, view, x, y)
    y = draw_facts(draw, view, x, y)
    for seat in view["seats"]:
        y = draw_seat(draw, view, seat, x, y)


def draw_storm_meter(draw: ImageDraw.ImageDraw, view: dict[str, Any], x: int, y: int) -> int:
    total, threshold = view["storm_total"], view["threshold"]
    draw.text((x, y + 16), "Storm pile", font=font(22), fill=INK, anchor="lm")
    draw.text((RIGHT, y + 16), f"{total} / {threshold} points", font=font(26), fill=INK, anchor="rm")
    y += 38
    width = RIGHT - x
    draw.rounded_rectangle((x, y, x + width, y + 22), 8, fill=(225, 230, 238), outline=(180, 188, 200))
    filled = int(width * min(1.0, total / threshold))
    if filled > 16:
        draw.rounded_rectangle((x, y, x + filled, y + 22), 8, fill=(90, 70, 170))
    for point in range(1, threshold):
        tick = x + width * point / threshold
        draw.line((tick, y + 15, tick, y + 22), fill=WHITE, width=1)
    y += 30
    draw.text((x, y), f"{len(view['storm'])} cards on the pile; a storm at {threshold}", font=font(18), fill=MUTED)
    y += 30
    colour = view["next_storm"]["colour"]
    swatch = STORM_RGB.get(colour or "", MUTED)
    draw.rounded_rectangle((x, y, x + 44, y + 44), 8, fill=swatch, outline=INK, width=2)
    turn_icon(draw, (x + 22, y + 22), 13, view["next_storm"]["turn"], readable_on(swatch))
    draw.text((x + 56, y + 2), f"Next storm: {colour or 'no card'} back", font=font(20), fill=INK)
    draw.text((x + 56, y + 26), TURN_WORDS[view["next_storm"]["turn"]], font=font(20), fill=INK)
    y += 56
    last = view.get("last_storm")
    if last:
        fresh = last["round"] == view["turn"]["round"] and last["seat"] == view["turn"]["seat"]
        cause = "storm pile full" if last["cause"] == "threshold" else "Storm token"
        text = f"{'This turn' if fresh else 'Last storm'}: {TURN_WORDS[last['turn']]} ({cause})"
        if not fresh:
            text += f", round {last['round']}"
        size = fitted_size(text, 19, RIGHT - x - 12)
        if fresh:  # a storm in this very turn: the board has just turned
            draw.rounded_rectangle((x - 4, y - 2, RIGHT, y + 28), 6, fill=(255, 226, 150), outline=INK)
        draw.text((x + 4, y + 13), text, font=font(size), fill=INK, anchor="lm")
        y += 34
    return y + 4


def turn_icon(draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: float, turn: str, ink: Any) -> None:
    """An arc with an arrowhead: the way the ice would turn."""
    cx, cy = centre
    sweep = 180 if turn == "half" else 270
    start = -90
    box = (cx - radius, cy - radius, cx + radius, cy + radius)
    if turn == "ccw":
        draw.arc(box, start - sweep, start, fill=ink, width=3)
        end = math.radians(start - sweep)
        direction = -1
    else:
        draw.arc(box, start, start + sweep, fill=ink, width=3)
        end = math.radians(start + sweep)
        direction = 1
    ex, ey = cx + radius * math.cos(end), cy + radius * math.sin(end)
    # The tangent at the arc's end, in the direction of travel.
    tx, ty = -math.sin(end) * direction, math.cos(end) * direction
    nx, ny = -ty, tx
    head = [(ex + tx * 7, ey + ty * 7), (ex + nx * 6, ey + ny * 6), (ex - nx * 6, ey - ny * 6)]
    draw.polygon(head, fill=ink)


def draw_facts(draw: ImageDraw.ImageDraw, view: dict[str, Any], x: int, y: int) -> int:
    gates = " + ".join(view["gates"])
    score_token = "waiting" if view["score_token"] else "taken"
    facts = [
        f"Ice: {ROTATION_WORDS[view['r'] % 4]} (r = {view['r']})",
        f"Pole disc {view['disc']}: gate {gates}",
        f"Cards: draw {view['draw_count']}, discard {len(view['discard'])}",
        f"Compass stack {view['stack_count']}  ·  set aside {view['set_aside_count']}",
        f"Corner tokens {len(view['corner_tokens'])}  ·  scoreboard token {score_token}",
    ]
    for line in facts:
        draw.text((x, y), line, font=font(fitted_size(line, 20, RIGHT - x)), fill=INK)
        y += 28
    if view["camp_rules_everywhere"]:
        draw.rounded_rectangle((x - 4, y, RIGHT, y + 30), 6, fill=(90, 70, 170))
        draw.text((x + 4, y + 15), "Camp rules everywhere: no ambush", font=font(19), fill=WHITE, anchor="lm")
        y += 36
    return y + 6


def shorten(text: str, size: int, width: float) -> str:
    """``text`` cut with an ellipsis ("...") so that it fits ``width`` at ``size``."""
    if font(size).getlength(text) <= width:
        return text
    while text and font(size).getlength(text + "...") > width:
        text = text[:-1]
    return text.rstrip() + "..."


def fitted_size(text: str, size: int, width: float) -> int:
    while size > 12 and font(size).getlength(text) > width:
        size -= 1
    return size


def draw_seat(draw: ImageDraw.ImageDraw, view: dict[str, Any], seat: dict[str, Any], x: int, y: int) -> int:
    colour = PAWN_COLOURS[seat["colour"]]
    current = view["turn"]["seat"] == seat["seat"] and not view["over"]
    bottom = y + 100
    fill = CURRENT if current else WHITE
    draw.rounded_rectangle((x - 6, y - 4, RIGHT + 6, bottom), 10, outline=INK if current else (210, 215, 225),
                           width=4 if current else 2, fill=fill)  # fmt: skip
    draw.ellipse((x, y + 4, x + 34, y + 38), fill=colour, outline=INK, width=2)
    text_centered(draw, (x + 17, y + 21), PAWN_LETTERS[seat["colour"]], 18, fill=readable_on(colour))
    team = f"  team {'SN' if seat['team'] == 0 else 'WE'}" if view["teams"] else ""
    tail = f"  {seat['side']} {seat['colour']}{team}" + ("  (left)" if seat["left"] else "")
    name = shorten(seat_name(view, seat["seat"]), 21, RIGHT - x - 50 - font(21).getlength(tail))
    draw.text((x + 44, y + 10), name + tail, font=font(21), fill=INK)
    draw.text((x + 44, y + 36), f"Pole {seat['at_pole']}/{seat['target']}   ship {seat['on_ship']}", font=font(20),
              fill=INK)  # fmt: skip
    tx = x
    loaded = seat["backpack"]["token"] if seat["backpack"] else None
    for token in seat["equipment"]:
        text = token["item"]
        if token["id"] == loaded:
            card = seat["backpack"]["card"]
            text += f": {card['symbol']} {card['points']}"
        size = 18
        width = int(font(size).getlength(text)) + 16
        if tx + width > RIGHT:
            break
        draw.rounded_rectangle((tx, y + 64, tx + width, y + 92), 8, fill=TOKEN_RGB[token["colour"]])
        draw.text((tx + 8, y + 78), text, font=font(size), fill=WHITE, anchor="lm")
        tx += width + 6
    if not seat["equipment"]:
        draw.text((x, y + 78), "no equipment", font=font(18), fill=MUTED, anchor="lm")
    return bottom + 10
