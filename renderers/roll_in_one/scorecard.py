"""The panel's scorecard: one row a player (colour, name, caddie cards held, penalties, hole
scores and total, the golfer underneath), in the view's language, at a fixed place for a game."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image

from bot.games.roll_in_one.words import card_msg
from bot.i18n import N_, ntr, say, tr
from renderers.draw import INK, MUTED, WHITE, Palette, Pen
from renderers.text import centred, put

from . import glyphs
from .panel import CARD_TEXT, HOLE_COLUMN, LINE, _box, ball_mark, fit_text, fitted, name_fit, speaks

# The scorecard's column headings where no holes are listed: (centre left of the right edge, words, room).
COLUMNS = {
    "campaign": ((156, N_("Greens"), 120), (40, N_("Penalties"), 80)),
    "bumper": ((150, N_("Penalties"), 110), (40, N_("Greens hit"), 80)),
    "solo_survival": ((40, N_("Tokens"), 80),),
}


def _row_height(players: int) -> int:
    """Two lines a player (name, then golfer and cards) up to four players, one line for five."""
    return 66 if players <= 3 else 58 if players == 4 else 46


def scorecard_height(view: dict[str, Any]) -> int:
    """The scorecard's height: fixed for a game, so it always sits in the same place."""
    extra = 30 if view["mode"] == "solo_round" else 0
    return 44 + _row_height(len(view["seats"])) * len(view["seats"]) + extra + 8


def _holes_row(view: dict[str, Any]) -> int:
    hole = view["hole"]
    if view["mode"] == "solo_round":
        return 3
    return max(1, int(hole["of"] or 1)) if hole else 1


def draw_scorecard(
    draw: Pen,
    view: dict[str, Any],
    names: list[str],
    marks: list[str],
    left: float,
    top: float,
    width: float,
) -> float:
    """One row a player: colour, name, caddie cards held (a count, never which), penalty
    tokens, hole scores and total; the golfer underneath when there is room."""
    loc = speaks(view)
    mode = view["mode"]
    seats = view["seats"]
    holes = _holes_row(view) if mode in ("standard", "solo_round") else 0
    extra = 30 if mode == "solo_round" else 0
    row_h = _row_height(len(seats))
    height = 44 + row_h * len(seats) + extra + 8
    _box(draw, left, top, width, height)
    right = left + width - 12
    col = 44 if holes <= 4 else 36
    total_w = 60
    x0 = right - total_w - holes * col if holes else right - 200
    hole = view["hole"]
    current = hole["number"] if hole else 1
    scoring = bool(hole and hole["confirmed"]) and view["stage"] != "over"
    if holes:
        for h in range(holes):
            cx = x0 + h * col + col / 2
            if h + 1 == current and scoring:
                draw.rounded_rectangle(
                    (cx - col / 2 + 2, top + 8, cx + col / 2 - 2, top + height - 8), radius=6, fill=HOLE_COLUMN
                )
            heading = tr(loc, "H{n}", n=h + 1)
            centred(draw, (cx, top + 24), heading, fitted(heading, 20, col - 2), MUTED)
        total = tr(loc, "Total")
        centred(draw, (right - total_w / 2, top + 24), total, fitted(total, 20, total_w + 10), MUTED)
    else:
        for centre, heading, room in COLUMNS.get(mode, ()):
            said = tr(loc, heading)
            centred(draw, (right - centre, top + 24), said, fitted(said, 20, room), MUTED)
    done = len(seats[0]["scores"]) if seats else 0
    title = tr(loc, "Scores") if scoring or not done else tr(loc, "After hole {n}", n=done)
    put(draw, (left + 14, top + 8), fit_text(title, 28, x0 - left - 20), 28, INK)
    two_lines = row_h >= 58
    for i, seat in enumerate(seats):
        y = top + 44 + i * row_h
        s = int(seat["seat"])
        if i:
            draw.line((left + 10, y - 2, right, y - 2), fill=LINE, width=2)
        line_y = y + 20 if two_lines else y + row_h / 2 - 2
        ball_mark(draw, left + 28, line_y, s, marks[s], 16)
        badges = _badges(draw, view, seat, x0 - 6, line_y)
        name = tr(loc, "{name} (left)", name=names[s]) if seat["left"] else names[s]
        shown, size = name_fit(name, badges - (left + 52) - 6)
        for n, line in enumerate(shown):  # two lines sit either side of the row's middle
            dy = (n - (len(shown) - 1) / 2) * (size + 2)
            put(draw, (left + 52, line_y + dy), line, size, MUTED if seat["left"] else INK, "lm")
        if two_lines:
            _details(draw, view, seat, left + 52, y + 36, right - left - 52)
        if holes:
            for h in range(holes):
                value = seat["scores"][h] if h < len(seat["scores"]) else None
                text = "-" if value is None else str(value)
                colour = INK if value is not None else MUTED
                centred(draw, (x0 + h * col + col / 2, line_y), text, 28, colour)
            centred(draw, (right - total_w / 2, line_y), str(seat["total"]), 30, INK)
        else:
            _mode_columns(draw, view, seat, right, line_y)
    if mode == "solo_round":
        y = top + 44 + len(seats) * row_h
        put(draw, (left + 52, y), tr(loc, "Par"), 22, MUTED)
        pars = [h["par"] for h in view["history"]]
        for h, par in enumerate(pars[:holes]):
            centred(draw, (x0 + h * col + col / 2, y + 12), f"{par:g}", 22, MUTED)
        centred(draw, (right - total_w / 2, y + 12), f"{sum(pars):g}", 22, MUTED)
    return top + height


def _badges(draw: Pen, view: dict[str, Any], seat: dict[str, Any], right: float, y: float) -> float:
    """Right-aligned at ``right``: a card with the hand size, then red penalty tokens with
    their count (standard and solo scoring); returns the left edge used."""
    x = right
    penalties = int(seat["penalties"]) if view["mode"] in ("standard", "solo_round") else 0
    if penalties:
        x -= 26
        sprite, drawn = _badge(draw.palette, "penalties", penalties)
        draw.paste(sprite, (x, y - 13), drawn)
        x -= 6
    if not seat["left"]:
        x -= 24
        sprite, drawn = _badge(draw.palette, "cards", int(seat["hand_size"]))
        draw.paste(sprite, (x, y - 16), drawn)
    return x


@lru_cache(maxsize=64)
def _badge(palette: Palette, kind: str, count: int) -> tuple[Image.Image, Image.Image]:
    """A red penalty token or a caddie card with its count, drawn once per count."""

    def paint(draw: Pen) -> None:
        if kind == "penalties":
            draw.rectangle((0, 0, 26, 26), fill=glyphs.PENALTY, outline=INK)
            centred(draw, (13, 13), str(count), 20, WHITE)
        else:
            draw.rounded_rectangle((0, 0, 24, 32), radius=4, fill=WHITE, outline=CARD_TEXT, width=2)
            centred(draw, (12, 16), str(count), 20, CARD_TEXT)

    return palette.sprite(27, 33, paint)


def _details(
    draw: Pen, view: dict[str, Any], seat: dict[str, Any], x: float, y: float, width: float
) -> None:
    """Second line of a row: in the hole, golfer, caddie cards held, handicap points."""
    loc = speaks(view)
    parts = []
    ball = next((b for b in view["balls"] if b["seat"] == seat["seat"]), None)
    if ball and ball["holed"] and view["stage"] != "over":
        parts.append(tr(loc, "in the hole"))
    if seat["golfer_name"]:
        parts.append(say(loc, card_msg(str(seat["golfer_name"]))))
    parts.append(ntr(loc, "{n} caddie card", "{n} caddie cards", int(seat["hand_size"])))
    if seat["penalties"] and view["mode"] in ("standard", "solo_round"):
        parts.append(ntr(loc, "{n} penalty", "{n} penalties", int(seat["penalties"])))
    if view["options"].get("handicap"):
        parts.append(tr(loc, "{n} handicap pts", n=seat["handicap"]))
    put(draw, (x, y), fit_text(" · ".join(parts), 20, width), 20, MUTED)


def _mode_columns(
    draw: Pen, view: dict[str, Any], seat: dict[str, Any], right: float, y: float
) -> None:
    mode = view["mode"]
    if mode == "campaign":
        centred(draw, (right - 40, y), str(seat["penalties"]), 28, glyphs.PENALTY)
        for g in range(3):
            x = right - 190 + g * 34
            reached = g in seat["greens_reached"]
            draw.ellipse(
                (x - 14, y - 14, x + 14, y + 14), fill=(120, 220, 110) if reached else WHITE, outline=INK, width=2
            )
            centred(draw, (x, y), str(g + 1), 18, INK)
    elif mode == "bumper":
        centred(draw, (right - 150, y), str(seat["penalties"]), 28, glyphs.PENALTY)
        centred(draw, (right - 40, y), str(seat["green_landings"]), 28, INK)
    elif mode == "solo_survival":
        centred(draw, (right - 40, y), str(seat["tokens"]), 30, INK)


