"""The 12 facing cards beside their sides, and the side panel: turn, storm meter, piles, seats."""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from renderers.draw import INK, MUTED, WHITE, font, readable_on, text_centered

from .layout import HEIGHT, PANEL, PANEL_X, PAWN_COLOURS, PAWN_LETTERS, STORM_RGB, TOKEN_RGB, WIDTH, slot_box

SLOTS = [f"{side}{i}" for side in "SWNE" for i in (1, 2, 3)]
TYPE_WORDS = {"A": "A move", "B": "B ambush", "C": "C sling", None: "copy"}
TURN_WORDS = {"cw": "clockwise 1/4", "ccw": "counter-clockwise 1/4", "half": "half turn"}


def draw_cards(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    for slot in SLOTS:
        box = slot_box(slot)
        card = view["slots"][slot]
        if card is None:
            draw.rounded_rectangle(box, 10, outline=MUTED, width=2)
            text_centered(draw, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), f"{slot} empty", 18, fill=MUTED)
            continue
        draw_card(draw, box, card, slot)


def draw_card(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], card: dict[str, Any], slot: str) -> None:
    colour = STORM_RGB[card["colour"]]
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, 10, fill=WHITE, outline=colour, width=5)
    draw.rounded_rectangle((x0, y0, x1, y0 + 28), 10, fill=colour)
    draw.text((x0 + 10, y0 + 14), slot, font=font(18), fill=readable_on(colour), anchor="lm")
    draw.text((x1 - 10, y0 + 14), card["colour"], font=font(18), fill=readable_on(colour), anchor="rm")
    middle = (y0 + 28 + y1) / 2
    draw.text((x0 + 10, middle - 12), card["symbol"], font=font(26), fill=INK, anchor="lm")
    draw.text((x0 + 10, middle + 16), TYPE_WORDS[card["type"]], font=font(18), fill=MUTED, anchor="lm")
    cx, cy, r = x1 - 26, middle + 2, 19
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(255, 214, 90), outline=INK, width=2)
    text_centered(draw, (cx, cy), str(card["points"]), 24, fill=INK)


def seat_name(view: dict[str, Any], seat: int) -> str:
    names = view.get("names") or []
    return str(names[seat]) if seat < len(names) else f"Seat {seat + 1}"


def draw_panel(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    x = PANEL_X
    draw.rounded_rectangle((x - 14, 14, WIDTH - 14, HEIGHT - 14), 16, fill=PANEL, outline=(200, 210, 222), width=2)
    y = 30
    draw.text((x, y), "Race to the North Pole", font=font(28), fill=INK)
    y += 44
    turn = view["turn"]
    if view["over"]:
        winners = " & ".join(seat_name(view, w) for w in view["winners"])
        draw.text((x, y), f"Winner: {winners}", font=font(26), fill=(0, 120, 80))
    else:
        draw.text((x, y), f"Turn: {seat_name(view, turn['seat'])} ({turn['side']})", font=font(26), fill=INK)
    y += 36
    draw.text((x, y), f"Round {turn['round']}/{turn['round_cap']}   phase: {turn['phase']}", font=font(20), fill=MUTED)
    y += 40
    y = draw_storm_meter(draw, view, x, y)
    facts = [
        f"Rotation r = {view['r']}   disc: {view['disc']}",
        f"Draw {view['draw_count']}   discard {len(view['discard'])}",
        f"Compass stack: {view['stack_count']} tokens",
        f"Token discard: {len(view['token_discard'])}   set aside: {view['set_aside_count']}",
        "Scoreboard token: " + ("waiting" if view["score_token"] else "taken"),
    ]
    if view["camp_rules_everywhere"]:
        facts.append("CAMP RULES EVERYWHERE: no ambush")
    for line in facts:
        draw.text((x, y), line, font=font(20), fill=INK)
        y += 28
    y += 10
    for seat in view["seats"]:
        y = draw_seat(draw, view, seat, x, y)


def draw_storm_meter(draw: ImageDraw.ImageDraw, view: dict[str, Any], x: int, y: int) -> int:
    total, threshold = view["storm_total"], view["threshold"]
    draw.text((x, y), "Storm", font=font(22), fill=INK)
    text_centered(draw, (x + 250, y + 12), f"{total} / {threshold}", 30, fill=INK)
    y += 36
    width = WIDTH - 40 - x
    draw.rounded_rectangle((x, y, x + width, y + 24), 8, fill=(225, 230, 238))
    filled = int(width * min(1.0, total / threshold))
    if filled > 16:
        draw.rounded_rectangle((x, y, x + filled, y + 24), 8, fill=(120, 90, 200))
    y += 34
    colour = view["next_storm"]["colour"]
    swatch = STORM_RGB.get(colour or "", MUTED)
    draw.rounded_rectangle((x, y, x + 40, y + 30), 6, fill=swatch, outline=INK)
    label = f"next: {colour or 'none'} = {TURN_WORDS[view['next_storm']['turn']]}"
    draw.text((x + 52, y + 15), label, font=font(20), fill=INK, anchor="lm")
    return y + 46


def draw_seat(draw: ImageDraw.ImageDraw, view: dict[str, Any], seat: dict[str, Any], x: int, y: int) -> int:
    colour = PAWN_COLOURS[seat["colour"]]
    current = view["turn"]["seat"] == seat["seat"] and not view["over"]
    bottom = y + 98
    draw.rounded_rectangle((x - 6, y - 4, WIDTH - 24, bottom), 10, outline=INK if current else (210, 215, 225),
                           width=4 if current else 2, fill=(255, 250, 230) if current else WHITE)  # fmt: skip
    draw.ellipse((x, y + 4, x + 34, y + 38), fill=colour, outline=INK, width=2)
    text_centered(draw, (x + 17, y + 21), PAWN_LETTERS[seat["colour"]], 20, fill=readable_on(colour))
    title = f"{seat_name(view, seat['seat'])}  {seat['side']} {seat['colour']}" + ("  (left)" if seat["left"] else "")
    draw.text((x + 44, y + 8), title, font=font(20), fill=INK)
    draw.text((x + 44, y + 34), f"Pole {seat['at_pole']}/{seat['target']}   ship {seat['on_ship']}",
              font=font(20), fill=INK)  # fmt: skip
    tx = x
    for token in seat["equipment"]:
        text = token["item"] + ("*" if seat["backpack"] and seat["backpack"]["token"] == token["id"] else "")
        width = int(font(18).getlength(text)) + 16
        draw.rounded_rectangle((tx, y + 62, tx + width, y + 90), 8, fill=TOKEN_RGB[token["colour"]])
        draw.text((tx + 8, y + 76), text, font=font(18), fill=WHITE, anchor="lm")
        tx += width + 6
    if not seat["equipment"]:
        draw.text((x, y + 76), "no equipment", font=font(18), fill=MUTED, anchor="lm")
    if seat["backpack"]:
        card = seat["backpack"]["card"]
        draw.text((WIDTH - 34, y + 8), f"BP: {card['symbol']} {card['points']}", font=font(18), fill=INK, anchor="ra")
    return bottom + 12
