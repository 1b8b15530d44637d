"""The right-hand side, in type a phone can read: whose turn and what they decide, what the last
turn did, the storm pile and the next storm, then every player (or team) with their progress,
the three cards facing them and their equipment."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any, NamedTuple

from PIL import Image

from renderers.draw import INK, MUTED, WHITE, Pen, readable_on
from renderers.text import put, shorten, width

from .cards import paste_tile
from .layout import (
    AMBUSH,
    CURRENT,
    GLOW,
    HEIGHT,
    PALETTE,
    PANEL,
    PANEL_RIGHT,
    PANEL_X,
    PAWN_COLOURS,
    SOFT,
    STORM_BAR,
    STORM_NEWS,
    STORM_RGB,
    TEAM_RGB,
    TOKEN_RGB,
    TRACK,
    TRACK_EDGE,
    WINNER,
)

X = PANEL_X + 8
RIGHT = PANEL_RIGHT - 8
WIDTH = RIGHT - X
TURN_WORDS = {"cw": "clockwise", "ccw": "counter-clockwise", "half": "half round"}
NEXT_WORDS = {"cw": "clockwise", "ccw": "counter-clockwise", "half": "half turn"}
DECISIONS = {
    "camp": "Bring a pawn ashore",
    "main": "Play a card, or refresh",
    "refreshed": "Give up a token to play, or end",
    "paid": "Play a card",
    "extra": "Husky: play another card",
    "overflow": "4 tokens: discard or use one",
    "window": "Use equipment, or end the turn",
}
ENDINGS = {
    "pole": "The whole expedition reached the Pole.",
    "cap": "100 rounds are up: most pawns at the Pole.",
    "resign": "Everyone else left the race.",
}
ROW_H = 92
SWATCH = 56
PLAYED = tuple(f"{prefix}{symbol}" for prefix in ("", "Emergency as ") for symbol in
               ("March", "Swoop", "Gallop", "Dash", "Sling"))  # fmt: skip
TEAM_HEAD = 26
LINE = 34
BIG_LINE = 40


def seat_name(view: dict[str, Any], seat: int) -> str:
    names = view.get("names") or []
    return str(names[seat]) if seat < len(names) else f"Player {seat + 1}"


def colour_owner(view: dict[str, Any], colour: str) -> str:
    for seat in view["seats"]:
        if seat["colour"] == colour:
            return seat_name(view, seat["seat"])
    return "the Polar Bear"


def pawn_disc(draw: Pen, centre: tuple[float, float], radius: float, colour: str,
              team: int | None) -> None:  # fmt: skip
    x, y = centre
    if team is not None:
        outer = radius + 4
        draw.ellipse((x - outer, y - outer, x + outer, y + outer), fill=TEAM_RGB[team])
    draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=PAWN_COLOURS[colour], outline=INK, width=2)


def draw_panel(draw: Pen, view: dict[str, Any]) -> None:
    rows_top = HEIGHT - 16 - seats_height(view)
    storm_top = rows_top - 86
    y = draw_header(draw, view, 16)
    draw_recent_lines(draw, view, y + 4, storm_top - 8)
    draw_storm(draw, view, storm_top)
    draw_seats(draw, view, rows_top)


# --- whose turn -------------------------------------------------------------------------


def draw_header(draw: Pen, view: dict[str, Any], y: int) -> int:
    if view["over"]:
        winners = [seat_name(view, w) for w in view["winners"]]
        title = " & ".join(winners) + (" win!" if len(winners) > 1 else " wins!")
        size = 38 if width(title, 38) <= WIDTH else 30
        put(draw, (X, y), shorten(title, size, WIDTH), size, WINNER)
        ending = ENDINGS.get(view.get("end") or "", "The race is over.")
        if view["teams"]:
            ending = ending.replace("expedition", "team")
        put(draw, (X, y + 50), shorten(ending, 28, WIDTH), 28, INK)
        return y + 92
    turn = view["turn"]
    seat = view["seats"][turn["seat"]]
    team = seat["team"] if view["teams"] else None
    pawn_disc(draw, (X + 20, y + 24), 18, seat["colour"], team)
    title = f"{seat_name(view, turn['seat'])}'s turn"
    put(draw, (X + 48, y + 24), shorten(title, 38, WIDTH - 48), 38, INK, "lm")
    decision = DECISIONS.get(turn["phase"], "")
    if seat["controller"] != seat["seat"]:  # a team partner plays for a seat that left
        decision = f"{seat_name(view, seat['controller'])} plays: {decision[0].lower()}{decision[1:]}"
    draw.rounded_rectangle((X - 4, y + 52, RIGHT, y + 92), 8, fill=GLOW)
    put(draw, (X + 6, y + 72), shorten(decision, 28, WIDTH - 12), 28, INK, "lm")
    return y + 98


# --- what the last turn did -------------------------------------------------------------


def recent_lines(view: dict[str, Any]) -> list[tuple[str, str | None, bool]]:
    """(text, pawn colour or None, is news) for each thing the latest turn did."""
    recent = view.get("recent")
    if not recent:
        return []
    lines: list[tuple[str, str | None, bool]] = []
    for item in recent["events"]:
        kind = item["type"]
        colour = item.get("colour") if item.get("colour") in PAWN_COLOURS else None
        if kind in ("move", "sling"):
            card = item["copy"] or item["card"]
            points = f"{card['points']} point{'' if card['points'] == 1 else 's'}"
            # An Emergency adds no storm points, so its line names only the card it copied.
            name = f"Emergency as {card['symbol']}" if item["copy"] else f"{card['symbol']} ({points})"
            mover = "Bear " if item["colour"] == "bear" else ""
            if kind == "move":
                end = "the Pole" if item["path"][-1] == "P" else item["path"][-1]
                lines.append((f"{name}: {mover}{item['start']} to {end}", colour, False))
            else:
                lines.append((f"{name}: {mover}{item['start']} hits {item['hit']}", colour, False))
            if item.get("victim"):
                victim = colour_owner(view, item["victim"])
                text = (
                    "Ambush! The bear is sent off" if item["victim"] == "bear" else f"Ambush! {victim}'s pawn to ship"
                )
                lines.append((text, item["victim"] if item["victim"] in PAWN_COLOURS else None, True))
        elif kind == "camp":
            lines.append((f"Pawn ashore at {item['square']}", None, False))
        elif kind == "pole":
            who = colour_owner(view, item.get("colour", "bear"))
            lines.append(("The bear left the Pole" if who == "the Polar Bear" else f"{who}: a pawn at the Pole!",
                          colour, True))  # fmt: skip
        elif kind == "token":
            lines.append((f"{item['how'].capitalize()} {item['item']}", None, False))
        elif kind == "storm":
            cause = "Storm token" if item.get("cause") == "token" else "Storm"
            lines.append((f"{cause}! The ice turned {TURN_WORDS[item['turn']]}", None, True))
        elif kind == "hole":
            lines.append((f"Hole in the Ice on {item['square']}!", colour, True))
        elif kind == "bear":
            lines.append((f"Polar Bear takes {item['square']}!", colour, True))
        elif kind == "refresh":
            lines.append(("Refreshed their 3 cards", None, False))
        elif kind == "end":
            lines.append(("Played no card", None, False))
        elif kind == "pay":
            lines.append(("Gave up a token to play", None, False))
        elif kind == "husky":
            lines.append(("Husky: one more play", None, False))
        elif kind == "store":
            lines.append(("Packed a card in the Backpack", None, False))
        elif kind == "discard":
            lines.append(("Discarded a token (at most 3)", None, False))
        elif kind == "igloo":
            lines.append((f"Igloo built on {item['square']}", None, False))
        elif kind == "compass":
            lines.append(("Compass: the Pole turned", None, False))
    return lines


def draw_recent_lines(
    draw: Pen, view: dict[str, Any], top: int, bottom: int
) -> None:
    recent = view.get("recent")
    if not recent:
        put(draw, (X, top + 8), "The race begins.", 26, MUTED)
        return
    fresh = not view["over"] and recent["seat"] == view["turn"]["seat"] and recent["round"] == view["turn"]["round"]
    who = seat_name(view, recent["seat"])
    heading = "This turn so far" if fresh else f"Last turn: {who}"
    put(draw, (X, top), shorten(heading, 24, WIDTH), 24, MUTED)
    y = top + 32
    lines = recent_lines(view)
    room = max(1, (bottom - y) // LINE)
    while len(lines) > room:  # the message text has them all: drop the small things first
        minor = [i for i, entry in enumerate(lines) if not entry[2] and not entry[0].startswith(PLAYED)]
        lines.pop(minor[0] if minor else 0)
    # Few lines get bigger type: a phone shows this part first.
    big = len(lines) * BIG_LINE <= bottom - y and all(width(t, 32) <= WIDTH - 30 for t, _, _ in lines)
    line, full, small = (BIG_LINE, 32, 27) if big else (LINE, 28, 23)
    for text, colour, news in lines:
        x = X
        if news:
            draw.rounded_rectangle((X - 4, y - 2, RIGHT, y + line - 4), 6, fill=STORM_NEWS)
        if colour:
            pawn_disc(draw, (X + 11, y + line / 2 - 3), 10, colour, None)
            x += 28
        size = full if width(text, full) <= RIGHT - x else small
        ink = AMBUSH if news and "Ambush" in text else INK
        put(draw, (x, y + line / 2 - 3), shorten(text, size, RIGHT - x), size, ink, "lm")
        y += line


# --- the storm --------------------------------------------------------------------------


def draw_storm(draw: Pen, view: dict[str, Any], y: int) -> None:
    """The storm pile against its limit, the next storm's way (the top card's back colour), and
    what is left to find: ambush tokens and cards to draw."""
    total, threshold = view["storm_total"], view["threshold"]
    bar_right = RIGHT - SWATCH - 14
    put(draw, (X, y + 14), f"Storm pile {total} / {threshold}", 28, INK, "lm")
    draw.paste(storm_bar(min(total, threshold), threshold, bar_right - X), (X, y + 36))
    if view["camp_rules_everywhere"]:
        put(draw, (X, y + 76), "No ambush tokens left: no more ambushes", 19, AMBUSH, "lm")
    else:
        put(draw, (X, y + 76), "ambush tokens left", 19, MUTED, "lm")
        x = X + width("ambush tokens left", 19) + 6
        put(draw, (x, y + 76), str(view["stack_count"]), 19, INK, "lm")
        x += width(str(view["stack_count"]), 19) + 16
        put(draw, (x, y + 76), "cards to draw", 19, MUTED, "lm")
        put(draw, (x + width("cards to draw", 19) + 6, y + 76), str(view["draw_count"]), 19, INK, "lm")
    if view["over"]:  # no next storm to announce
        return
    turn = view["next_storm"]["turn"]
    draw.paste(storm_swatch(view["next_storm"]["colour"], turn), (RIGHT - SWATCH, y + 4))
    put(draw, (bar_right, y + 14), f"next: {NEXT_WORDS[turn]}", 19, MUTED, "rm")


@lru_cache(maxsize=64)
def storm_bar(total: int, threshold: int, span: int) -> Image.Image:
    bar, draw = PALETTE.canvas(span + 1, 25, PANEL)
    draw.rounded_rectangle((0, 0, span, 24), 8, fill=TRACK, outline=TRACK_EDGE)
    filled = int(span * total / threshold)
    if filled > 16:
        draw.rounded_rectangle((0, 0, filled, 24), 8, fill=STORM_BAR)
    for point in range(1, threshold):
        tick = span * point / threshold
        draw.line((tick, 16, tick, 24), fill=WHITE, width=1)
    return bar


@lru_cache(maxsize=8)
def storm_swatch(colour: str | None, turn: str) -> Image.Image:
    """The next storm: the top card's back colour with the way the ice would turn."""
    swatch, draw = PALETTE.canvas(SWATCH + 1, SWATCH + 1, PANEL)
    fill = STORM_RGB.get(colour or "", MUTED)
    draw.rounded_rectangle((0, 0, SWATCH, SWATCH), 10, fill=fill, outline=INK, width=2)
    turn_icon(draw, (SWATCH / 2, SWATCH / 2), 17, turn, readable_on(fill))
    return swatch


def turn_icon(draw: Pen, centre: tuple[float, float], radius: float, turn: str, ink: Any) -> None:
    """An arc with an arrowhead: the way the ice would turn."""
    cx, cy = centre
    sweep = 180 if turn == "half" else 270
    start = -90
    box = (cx - radius, cy - radius, cx + radius, cy + radius)
    if turn == "ccw":
        draw.arc(box, start - sweep, start, fill=ink, width=4)
        end = math.radians(start - sweep)
        direction = -1
    else:
        draw.arc(box, start, start + sweep, fill=ink, width=4)
        end = math.radians(start + sweep)
        direction = 1
    ex, ey = cx + radius * math.cos(end), cy + radius * math.sin(end)
    tx, ty = -math.sin(end) * direction, math.cos(end) * direction  # the tangent, in the direction of travel
    nx, ny = -ty, tx
    head = [(ex + tx * 8, ey + ty * 8), (ex + nx * 7, ey + ny * 7), (ex - nx * 7, ey - ny * 7)]
    draw.polygon(head, fill=ink)


# --- the players ------------------------------------------------------------------------


def seat_groups(view: dict[str, Any]) -> list[list[dict[str, Any]]]:
    """One group per team (team game), else one group per seat."""
    if not view["teams"]:
        return [[seat] for seat in view["seats"]]
    return [[s for s in view["seats"] if s["team"] == team] for team in (0, 1)]


def free_sides(view: dict[str, Any]) -> list[str]:
    seated = {seat["side"] for seat in view["seats"] if not seat["left"]}
    return [side for side in "SWNE" if side not in seated]


def seats_height(view: dict[str, Any]) -> int:
    height = len(view["seats"]) * ROW_H + (2 * TEAM_HEAD if view["teams"] else 0)
    return height + (70 if free_sides(view) else 0)


def draw_seats(draw: Pen, view: dict[str, Any], y: int) -> None:
    for group in seat_groups(view):
        if view["teams"]:
            team = group[0]["team"]
            names = " & ".join(seat_name(view, s["seat"]) for s in group)
            at_pole = sum(s["at_pole"] for s in group)
            target = sum(s["target"] for s in group)
            text = shorten(f"Team {names}: {at_pole}/{target} at the Pole", 19, WIDTH)
            put(draw, (X, y + TEAM_HEAD / 2), text, 19, TEAM_RGB[team], "lm")
            y += TEAM_HEAD
        for seat in group:
            draw_seat(draw, view, seat, y)
            y += ROW_H
    sides = free_sides(view)
    if sides:
        put(draw, (X, y + 10), "Cards on free sides (an Emergency can copy them)", 17, MUTED, "lm")
        slots = [f"{side}{i}" for side in sides for i in (1, 2, 3)]
        tile_w = min(104.0, (WIDTH - 4 * (len(slots) - 1)) / len(slots))
        for i, slot in enumerate(slots):
            x0 = X + i * (tile_w + 4)
            paste_tile(draw, (x0, y + 22, x0 + tile_w, y + 66), view["slots"][slot], PANEL, faded=True)


class SeatRow(NamedTuple):
    """Everything one player's row shows; rows repeat from turn to turn, so each is drawn once."""

    name: str
    colour: str
    team: int | None
    current: bool
    progress: str
    equipment: tuple[tuple[str, str], ...]  # (words, token colour)
    cards: tuple[tuple[str, str | None, int, str] | None, ...]


def seat_row(view: dict[str, Any], seat: dict[str, Any]) -> SeatRow:
    items = [token["item"] for token in seat["equipment"]]
    if seat["backpack"]:
        card = seat["backpack"]["card"]
        items[items.index("Backpack")] = f"Pack: {card['symbol']} {card['points']}"
    faces = [view["slots"][f"{seat['side']}{i}"] for i in (1, 2, 3)]
    return SeatRow(
        name=seat_name(view, seat["seat"]) + (" (left)" if seat["left"] else ""),
        colour=seat["colour"],
        team=seat["team"] if view["teams"] else None,
        current=view["turn"]["seat"] == seat["seat"] and not view["over"],
        progress=f"Pole {seat['at_pole']}/{seat['target']}",
        equipment=tuple(zip(items, (t["colour"] for t in seat["equipment"]), strict=True)),
        cards=tuple(None if f is None else (f["symbol"], f["type"], f["points"], f["colour"]) for f in faces),
    )


def draw_seat(draw: Pen, view: dict[str, Any], seat: dict[str, Any], y: int) -> None:
    row = seat_row(view, seat)
    draw.paste(row_image(row._replace(cards=())), (X - 6, y))
    tile_w = (WIDTH - 8) / 3
    for i, face in enumerate(row.cards):  # the cards change most turns: pasted on the cached row
        x0 = X + i * (tile_w + 4)
        card = None if face is None else dict(zip(("symbol", "type", "points", "colour"), face, strict=True))
        paste_tile(draw, (x0, y + 36, x0 + tile_w, y + ROW_H - 10), card, CURRENT if row.current else WHITE)


@lru_cache(maxsize=256)
def row_image(row: SeatRow) -> Image.Image:
    """A player's row without its cards: name, equipment and progress over the row's frame."""
    image, draw = PALETTE.canvas(WIDTH + 12, ROW_H, PANEL)
    x, right = 6, 6 + WIDTH  # the row's own X and RIGHT
    draw.rounded_rectangle((0, 2, right + 4, ROW_H - 4), 10, fill=CURRENT if row.current else WHITE,
                           outline=INK if row.current else SOFT, width=3 if row.current else 2)  # fmt: skip
    pawn_disc(draw, (x + 14, 20), 12, row.colour, row.team)
    progress_x = right - width(row.progress, 24) - 2
    put(draw, (right - 2, 20), row.progress, 24, INK, "rm")
    name = shorten(row.name, 24, 150)
    put(draw, (x + 34, 20), name, 24, MUTED if row.name.endswith("(left)") else INK, "lm")
    draw_equipment(draw, row.equipment, x + 34 + width(name, 24) + 10, progress_x - 8, 9)
    return image


def draw_equipment(
    draw: Pen, items: tuple[tuple[str, str], ...], x: float, right: float, y: float
) -> None:
    """Token chips in a row, in their token colours; what does not fit is counted."""
    size = 15
    for i, (text, colour) in enumerate(items):
        chip = width(text, size) + 10
        rest = len(items) - i - 1
        if x + chip > right - (24 if rest else 0):
            put(draw, (x, y + 11), f"+{len(items) - i}", 17, MUTED, "lm")
            return
        draw.rounded_rectangle((x, y, x + chip, y + 22), 6, fill=TOKEN_RGB[colour])
        put(draw, (x + 5, y + 11), text, size, WHITE, "lm")
        x += chip + 4
