"""The side panel: seats with scores and arrivals, teams, the last roll, cards and recent events."""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from bot.engine import name_seats
from renderers.draw import INK, WHITE, readable_on, text_centered, wrap

from .style import (
    FACE_RGB,
    PANEL,
    PANEL_EDGE,
    SEAT_RGB,
    SOFT,
    WIDTH,
    label,
    names_of,
    piece,
    plain,
)

CARD_NAMES = {
    "TAILWIND": "Tailwind",
    "CURRENT": "Ocean Current",
    "SECOND_WIND": "Second Wind",
    "POLAR_GUIDE": "Polar Guide",
    "SHELTER": "Shelter",
    "ICE_FLOE": "Ice Floe",
    "AVALANCHE": "Avalanche",
    "LOST_BEARINGS": "Lost Bearings",
    "BLIZZARD": "Blizzard",
}
PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}
SEAT_CARD_H = 118


def draw_panel(draw: ImageDraw.ImageDraw, view: dict[str, Any], left: int, top: int, bottom: int) -> int:
    """Draws the panel from ``top`` down, aiming to end at ``bottom``; returns where it ends."""
    right = WIDTH - 20
    y = _seats(draw, view, left, right, top)
    y = _roll(draw, view, left, right, y + 8)
    y = _cards(draw, view, left, right, y + 14)
    return _recent(draw, view, left, right, y + 14, bottom)


def _box(draw: ImageDraw.ImageDraw, left: int, top: int, right: int, bottom: int, width: int = 2) -> None:
    draw.rounded_rectangle((left, top, right, bottom), radius=12, fill=PANEL, outline=PANEL_EDGE, width=width)


def _seats(draw: ImageDraw.ImageDraw, view: dict[str, Any], left: int, right: int, top: int) -> int:
    names = names_of(view)
    y = top
    by_seat = {seat["seat"]: seat for seat in view["seats"]}
    for team in view["teams"]:
        if len(team["seats"]) > 1:
            text = f"{team['name']} team: {team['score']} pts, {team['arrivals']} arrived"
            label(draw, (left + 4, y), text, 20, anchor="la")
            y += 30
        for seat in team["seats"]:
            _seat_card(draw, by_seat[seat], names[seat], view["active"] == seat, left, right, y + 8)
            y += SEAT_CARD_H + 18
    return y


def _seat_card(
    draw: ImageDraw.ImageDraw, seat: dict[str, Any], name: str, active: bool, left: int, right: int, top: int
) -> None:
    bottom = top + SEAT_CARD_H
    draw.rounded_rectangle(
        (left, top, right, bottom),
        radius=12,
        fill=PANEL,
        outline=INK if active else PANEL_EDGE,
        width=5 if active else 2,
    )
    colour = seat["colour"]
    draw.rectangle((left + 3, top + 10, left + 11, bottom - 10), fill=SEAT_RGB[colour])
    piece(draw, (left + 44, top + 40), 24, colour, seat["letter"], seat["home"])
    shown = name if len(name) <= 15 else name[:14] + "."
    label(draw, (left + 80, top + 14), shown, 26)
    label(draw, (left + 80, top + 46), f"{colour}, from {seat['home']} to {seat['target']}", 18, fill=SOFT)
    text_centered(draw, (right - 44, top + 38), str(seat["score"]), 42)
    text_centered(draw, (right - 44, top + 72), "points", 18, fill=SOFT)
    label(draw, (left + 20, top + 80), f"Goals {seat['tokens']}", 20)
    for i in range(6):  # six arrival slots, filled as explorers arrive
        x = left + 140 + i * 26
        box = (x, top + 80, x + 20, top + 100)
        if i < seat["arrivals"]:
            draw.ellipse(box, fill=SEAT_RGB[colour], outline=INK, width=2)
        else:
            draw.ellipse(box, fill=WHITE, outline=SOFT, width=2)
    status = ""
    if seat["resigned"]:
        status = "RESIGNED"
    elif active:
        status = "TO MOVE"
    elif seat["skips"]:
        status = f"SKIPS {seat['skips']}"
    if status:  # a tab on the card's top edge
        width = 16 + 11 * len(status)
        draw.rounded_rectangle((right - 100 - width, top - 12, right - 100, top + 14), radius=10, fill=INK)
        text_centered(draw, (right - 100 - width / 2, top + 1), status, 18, fill=WHITE)
    if seat["resigned"]:
        draw.line((left + 80, top + 28, left + 80 + 12 * len(shown), top + 28), fill=INK, width=3)


def _die(draw: ImageDraw.ImageDraw, x: int, y: int, size: int, value: int, status: str) -> None:
    faded = status in ("used", "forfeit", "dropped")
    fill = (225, 228, 232) if faded else WHITE
    draw.rounded_rectangle((x, y, x + size, y + size), radius=12, fill=fill, outline=INK, width=3)
    pip = SOFT if faded else INK
    for px, py in PIPS[value]:
        cx, cy = x + px * size, y + py * size
        draw.ellipse((cx - 7, cy - 7, cx + 7, cy + 7), fill=pip)
    if status in ("forfeit", "dropped"):
        draw.line((x + 6, y + size - 6, x + size - 6, y + 6), fill=INK, width=4)


def _roll(draw: ImageDraw.ImageDraw, view: dict[str, Any], left: int, right: int, top: int) -> int:
    dice = view["dice"]
    unused = dice is not None and any(status == "unused" for status in dice["status"].values())
    limit = dice["limit"] if dice is not None and unused else None  # PTP-044: the mover may only turn
    bottom = top + (196 if limit else 166)
    _box(draw, left, top, right, bottom)
    title = "Last roll"
    if dice and dice["source"] == "wind":
        title = "Second Wind roll"
    label(draw, (left + 16, top + 10), title, 22)
    if dice is None:
        label(draw, (left + 16, top + 60), "No dice rolled yet this turn.", 20, fill=SOFT)
        return bottom
    for i, key in enumerate(("A", "B")):
        x = left + 16 + i * 100
        _die(draw, x, top + 44, 76, dice[key], dice["status"][key])
        text_centered(draw, (x + 38, top + 138), f"{key}: {dice[key]} {dice['status'][key]}", 18)
    face = view["colour_die"]
    x = left + 226
    if face is not None:
        fill = FACE_RGB[face]
        draw.rounded_rectangle((x, top + 44, x + 76, top + 120), radius=12, fill=fill, outline=INK, width=3)
        text_centered(draw, (x + 38, top + 82), face[0], 40, fill=readable_on(fill))
        text_centered(draw, (x + 38, top + 138), face, 18)
    else:
        draw.rounded_rectangle((x, top + 44, x + 76, top + 120), radius=12, outline=PANEL_EDGE, width=2)
        text_centered(draw, (x + 38, top + 82), "-", 30, fill=SOFT)
        text_centered(draw, (x + 38, top + 138), "colour die", 18, fill=SOFT)
    if limit:
        label(draw, (left + 16, top + 160), f"{limit['explorer']} may only make a {limit['only']} move", 18)
    return bottom


def _cards(draw: ImageDraw.ImageDraw, view: dict[str, Any], left: int, right: int, top: int) -> int:
    pending = [CARD_NAMES[c] for c in view["pending"]]
    lines = wrap("Pending: " + (", ".join(pending) if pending else "none"), 20, right - left - 32)
    prompt = view.get("prompt") or {}
    detail = wrap(prompt["card_text"], 18, right - left - 32) if prompt.get("kind") == "card" else []
    bottom = top + 46 + 26 * len(lines) + 24 * len(detail) + 8
    _box(draw, left, top, right, bottom)
    label(draw, (left + 16, top + 10), f"Cards   deck {view['deck_size']}   discard {len(view['discard'])}", 22)
    y = top + 44
    for line in lines:
        label(draw, (left + 16, y), line, 20)
        y += 26
    for line in detail:  # what the card being resolved does
        label(draw, (left + 16, y), line, 18, fill=SOFT)
        y += 24
    return bottom


def _recent(draw: ImageDraw.ImageDraw, view: dict[str, Any], left: int, right: int, top: int, bottom: int) -> int:
    """The latest events, as many lines as fit above ``bottom`` (at least three)."""
    names = names_of(view)
    texts = [plain(name_seats(t, names)) for t in view["log"] if not t.startswith("It is ")]
    room = max(3, (bottom - top - 52) // 24)
    lines: list[str] = []
    for text in reversed(texts[-12:]):  # newest last, whole events only
        wrapped = wrap(text, 18, right - left - 32)
        if len(lines) + len(wrapped) > room:
            break
        lines = wrapped + lines
    bottom = top + 44 + 24 * len(lines) + 8
    _box(draw, left, top, right, bottom)
    label(draw, (left + 16, top + 10), "Recent", 22)
    for i, line in enumerate(lines):
        label(draw, (left + 16, top + 42 + 24 * i), line, 18)
    return bottom
