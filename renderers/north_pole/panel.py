"""The right-hand side, in type a phone can read: whose turn and what they decide, what the last
turn did, the storm pile and the next storm, then every player (or team) with their progress,
the three cards facing them and their equipment."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any, NamedTuple

from PIL import Image

from bot.i18n import N_, tr
from renderers.draw import INK, MUTED, WHITE, Pen, readable_on
from renderers.text import put, shorten, width

from .cards import paste_tile
from .common import ITEMS, RIGHT, SYMBOLS, WIDTH, X, pawn_disc, seat_name, speaks
from .layout import (
    AMBUSH,
    CURRENT,
    GLOW,
    HEIGHT,
    PALETTE,
    PANEL,
    SOFT,
    STORM_BAR,
    STORM_RGB,
    TEAM_RGB,
    TOKEN_RGB,
    TRACK,
    TRACK_EDGE,
    WINNER,
)
from .recent import draw_recent_lines

NEXT_WORDS = {"cw": N_("clockwise"), "ccw": N_("counter-clockwise"), "half": N_("half turn")}
DECISIONS = {
    "camp": N_("Bring a pawn ashore"),
    "main": N_("Play a card, or refresh"),
    "refreshed": N_("Give up a token to play, or end"),
    "paid": N_("Play a card"),
    "extra": N_("Husky: play another card"),
    "overflow": N_("4 tokens: discard or use one"),
    "window": N_("Use equipment, or end the turn"),
}
ENDINGS = {
    "pole": N_("The whole expedition reached the Pole."),
    "cap": N_("100 rounds are up: most pawns at the Pole."),
    "resign": N_("Everyone else left the race."),
}
OVER = N_("The race is over.")  # an ending without its own words
TEAM_ENDINGS = {**ENDINGS, "pole": N_("The whole team reached the Pole.")}
ROW_H = 92
SWATCH = 56
TEAM_HEAD = 26


def draw_panel(draw: Pen, view: dict[str, Any]) -> None:
    rows_top = HEIGHT - 16 - seats_height(view)
    storm_top = rows_top - 86
    y = draw_header(draw, view, 16)
    draw_recent_lines(draw, view, y + 4, storm_top - 8)
    draw_storm(draw, view, storm_top)
    draw_seats(draw, view, rows_top)


# --- whose turn -------------------------------------------------------------------------


def draw_header(draw: Pen, view: dict[str, Any], y: int) -> int:
    loc = speaks(view)
    if view["over"]:
        winners = [seat_name(view, w) for w in view["winners"]]
        won = N_("{names} win!") if len(winners) > 1 else N_("{names} wins!")
        verb = tr(loc, won, names="")
        size = 38 if width(tr(loc, won, names=" & ".join(winners)), 38) <= WIDTH else 30
        # Long names are cut, each to its share of the line, so "win!" always shows.
        share = (WIDTH - width(verb, size) - width(" & ", size) * (len(winners) - 1)) / len(winners)
        title = tr(loc, won, names=" & ".join(shorten(name, size, share) for name in winners))
        put(draw, (X, y), shorten(title, size, WIDTH), size, WINNER)
        endings = TEAM_ENDINGS if view["teams"] else ENDINGS
        ending = tr(loc, endings.get(view.get("end") or "", OVER))
        size = 28 if width(ending, 28) <= WIDTH else 24  # the ending is a fact: smaller type, not cut
        put(draw, (X, y + 50), shorten(ending, size, WIDTH), size, INK)
        return y + 92
    turn = view["turn"]
    seat = view["seats"][turn["seat"]]
    team = seat["team"] if view["teams"] else None
    pawn_disc(draw, (X + 20, y + 24), 18, seat["colour"], team)
    # A long name is cut, never "'s turn" after it.
    room = WIDTH - 48 - width(tr(loc, "{name}'s turn", name=""), 38)
    title = tr(loc, "{name}'s turn", name=shorten(seat_name(view, turn["seat"]), 38, room))
    put(draw, (X + 48, y + 24), title, 38, INK, "lm")
    decision = tr(loc, DECISIONS.get(turn["phase"], ""))
    if seat["controller"] != seat["seat"]:  # a team partner plays for a seat that left
        partner = shorten(seat_name(view, seat["controller"]), 28, 180)
        decision = tr(loc, "{name} plays: {decision}", name=partner, decision=decision)
    draw.rounded_rectangle((X - 4, y + 52, RIGHT, y + 92), 8, fill=GLOW)
    size = sized(decision, 28, WIDTH - 12, 22)
    put(draw, (X + 6, y + 72), shorten(decision, size, WIDTH - 12), size, INK, "lm")
    return y + 98


# --- the storm --------------------------------------------------------------------------


def draw_storm(draw: Pen, view: dict[str, Any], y: int) -> None:
    """The storm pile against its limit, the next storm's way (the top card's back colour), and
    what is left to find: ambush tokens and cards to draw."""
    loc = speaks(view)
    total, threshold = view["storm_total"], view["threshold"]
    bar_right = RIGHT - SWATCH - 14
    nexts = [] if view["over"] else [tr(loc, "next storm"), tr(loc, NEXT_WORDS[view["next_storm"]["turn"]])]
    # The pile's words shrink (never under the news's size) to leave the next storm's words room.
    room = bar_right - X - max((width(t, 19) for t in nexts), default=0) - 10
    pile = tr(loc, "Storm pile {total} / {threshold}", total=total, threshold=threshold)
    size = sized(pile, 28, room, 19)
    put(draw, (X, y + 14), shorten(pile, size, room), size, INK, "lm")
    draw.paste(storm_bar(min(total, threshold), threshold, bar_right - X), (X, y + 36))
    if view["camp_rules_everywhere"]:
        gone = tr(loc, "No ambush tokens left: no more ambushes")
        put(draw, (X, y + 76), gone, sized(gone, 19, WIDTH, 14), AMBUSH, "lm")
    else:
        tokens, cards = tr(loc, "ambush tokens left"), tr(loc, "cards to draw")
        stack, deck = str(view["stack_count"]), str(view["draw_count"])
        small = 19  # a longer language: smaller type, until the line fits
        while small > 13 and sum(width(t, small) for t in (tokens, stack, cards, deck)) + 28 > WIDTH:
            small -= 1
        put(draw, (X, y + 76), tokens, small, MUTED, "lm")
        x = X + width(tokens, small) + 6
        put(draw, (x, y + 76), stack, small, INK, "lm")
        x += width(stack, small) + 16
        put(draw, (x, y + 76), cards, small, MUTED, "lm")
        put(draw, (x + width(cards, small) + 6, y + 76), deck, small, INK, "lm")
    if view["over"]:  # no next storm to announce
        return
    turn = view["next_storm"]["turn"]
    draw.paste(storm_swatch(view["next_storm"]["colour"], turn), (RIGHT - SWATCH, y + 4))
    # Two short lines beside the swatch: on one line a two-digit pile ran into "counter-clockwise".
    put(draw, (bar_right, y + 7), nexts[0], 19, MUTED, "rm")
    put(draw, (bar_right, y + 26), nexts[1], 19, MUTED, "rm")


def sized(text: str, size: int, room: float, least: int) -> int:
    """The largest type from ``size`` down to ``least`` at which ``text`` fits ``room``."""
    while size > least and width(text, size) > room:
        size -= 1
    return size


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
    loc = speaks(view)
    for group in seat_groups(view):
        if view["teams"]:
            team = group[0]["team"]
            names = " & ".join(seat_name(view, s["seat"]) for s in group)
            at_pole = sum(s["at_pole"] for s in group)
            target = sum(s["target"] for s in group)
            score = tr(loc, ": {at_pole}/{target} at the Pole", at_pole=at_pole, target=target)
            # Long names are cut, never the score after them.
            text = shorten(tr(loc, "Team {names}", names=names), 19, WIDTH - width(score, 19)) + score
            put(draw, (X, y + TEAM_HEAD / 2), text, 19, TEAM_RGB[team], "lm")
            y += TEAM_HEAD
        for seat in group:
            draw_seat(draw, view, seat, y)
            y += ROW_H
    sides = free_sides(view)
    if sides:
        put(draw, (X, y + 10), tr(loc, "Cards on free sides (an Emergency can copy them)"), 17, MUTED, "lm")
        slots = [f"{side}{i}" for side in sides for i in (1, 2, 3)]
        tile_w = min(104.0, (WIDTH - 4 * (len(slots) - 1)) / len(slots))
        for i, slot in enumerate(slots):
            x0 = X + i * (tile_w + 4)
            paste_tile(draw, (x0, y + 22, x0 + tile_w, y + 66), view["slots"][slot], PANEL, faded=True, locale=loc)


class SeatRow(NamedTuple):
    """Everything one player's row shows; rows repeat from turn to turn, so each is drawn once."""

    name: str
    colour: str
    team: int | None
    current: bool
    left: bool
    progress: str
    equipment: tuple[tuple[str, str], ...]  # (words, token colour)
    cards: tuple[tuple[str, str | None, int, str] | None, ...]


def seat_row(view: dict[str, Any], seat: dict[str, Any]) -> SeatRow:
    loc = speaks(view)
    items = [tr(loc, ITEMS.get(token["item"], token["item"])) for token in seat["equipment"]]
    if seat["backpack"]:
        card = seat["backpack"]["card"]
        packed = tr(loc, "Pack: {symbol} {points}", symbol=tr(loc, SYMBOLS[card["symbol"]]), points=card["points"])
        items[[t["item"] for t in seat["equipment"]].index("Backpack")] = packed
    faces = [view["slots"][f"{seat['side']}{i}"] for i in (1, 2, 3)]
    name = seat_name(view, seat["seat"])
    return SeatRow(
        name=tr(loc, "{name} (left)", name=name) if seat["left"] else name,
        colour=seat["colour"],
        team=seat["team"] if view["teams"] else None,
        current=view["turn"]["seat"] == seat["seat"] and not view["over"],
        left=seat["left"],
        progress=tr(loc, "Pole {at_pole}/{target}", at_pole=seat["at_pole"], target=seat["target"]),
        equipment=tuple(zip(items, (t["colour"] for t in seat["equipment"]), strict=True)),
        cards=tuple(None if f is None else (f["symbol"], f["type"], f["points"], f["colour"]) for f in faces),
    )


def draw_seat(draw: Pen, view: dict[str, Any], seat: dict[str, Any], y: int) -> None:
    row = seat_row(view, seat)
    loc = speaks(view)
    draw.paste(row_image(row._replace(cards=())), (X - 6, y))
    tile_w = (WIDTH - 8) / 3
    for i, face in enumerate(row.cards):  # the cards change most turns: pasted on the cached row
        x0 = X + i * (tile_w + 4)
        card = None if face is None else dict(zip(("symbol", "type", "points", "colour"), face, strict=True))
        paste_tile(draw, (x0, y + 36, x0 + tile_w, y + ROW_H - 10), card, CURRENT if row.current else WHITE,
                   locale=loc)  # fmt: skip


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
    put(draw, (x + 34, 20), name, 24, MUTED if row.left else INK, "lm")
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
