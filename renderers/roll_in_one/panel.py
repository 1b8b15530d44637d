"""The side panel and header: hole and par, who decides what, this turn's shot and rolls,
the scorecard (mode by mode), hands, penalty tokens, deck and discard."""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from bot.engine import name_seats
from renderers.draw import INK, MUTED, RGB, WHITE, font, seat_colour, text_centered, wrap

from . import glyphs

CLUBS = {"putter": "Putter", "wedge": "Wedge", "9iron": "9-Iron", "6iron": "6-Iron", "4iron": "4-Iron", "wood": "Wood"}
DIRS = ("E", "NE", "NW", "W", "SW", "SE")
STEPS = {
    "golfer": "pick a golfer",
    "design": "design the hole",
    "aim": "aim a shot",
    "flight": "decide on the roll",
    "landing": "decide the landing",
    "reaction": "react (Feeling Mean)",
}
MODES = {
    "standard": "",
    "campaign": "Campaign",
    "bumper": "Bumper golf",
    "solo_round": "3-Hole Round",
    "solo_survival": "Survival",
}
HEADER_BG: RGB = (24, 70, 44)
CARD_BG: RGB = (255, 255, 255)
LINE: RGB = (205, 212, 218)


def fit_text(text: str, size: int, width: float) -> str:
    if font(size).getlength(text) <= width:
        return text
    while text and font(size).getlength(text + "...") > width:
        text = text[:-1]
    return text + "..."


def draw_header(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], width: int, height: int) -> None:
    draw.rectangle((0, 0, width, height), fill=HEADER_BG)
    draw.text((24, height / 2), "ROLL IN ONE", font=font(34), fill=WHITE, anchor="lm")
    hole = view["hole"]
    mode = view["mode"]
    parts = [MODES[mode]] if MODES[mode] else []
    if hole is not None:
        if mode in ("standard", "solo_round"):
            parts.append(f"Hole {hole['number']}" + (f" of {hole['of']}" if hole["of"] else ""))
        elif mode == "solo_survival":
            parts.append(f"Hole {hole['number']} ({view['survival_holes']} survived)")
        parts.append(f"Par {hole['par']:g}")
        if hole["preset"]:
            parts.append(str(hole["preset"]))
        if hole["confirmed"] and mode != "solo_survival":
            parts.append(f"Round {hole['round']}")
    draw.text((290, height / 2), "  ·  ".join(parts), font=font(26), fill=WHITE, anchor="lm")
    if hole is not None and mode not in ("solo_round", "solo_survival"):
        by = f"Designer: {names[hole['designer']]}"
        draw.text((width - 24, height / 2), fit_text(by, 22, 330), font=font(22), fill=(200, 230, 205), anchor="rm")


def _box(draw: ImageDraw.ImageDraw, left: float, top: float, width: float, height: float) -> None:
    draw.rounded_rectangle((left, top, left + width, top + height), radius=12, fill=CARD_BG, outline=LINE, width=2)


def _token(draw: ImageDraw.ImageDraw, x: float, y: float, seat: int, letter: str, r: float = 15) -> None:
    glyphs.ball(draw, (x, y), r, seat_colour(seat), letter, False)


def draw_status(
    draw: ImageDraw.ImageDraw,
    view: dict[str, Any],
    names: list[str],
    letters: list[str],
    left: float,
    top: float,
    width: float,
) -> float:
    """Who decides now (or the result); returns the bottom."""
    result = view.get("result")
    if result:
        lines = wrap(name_seats(result["text"], names), 24, int(width - 40))
        height = 56 + 32 * len(lines)
        draw.rounded_rectangle(
            (left, top, left + width, top + height), radius=12, fill=(255, 244, 200), outline=(230, 159, 0), width=3
        )
        draw.text((left + 20, top + 14), "GAME OVER", font=font(26), fill=INK)
        for i, line in enumerate(lines):
            draw.text((left + 20, top + 48 + 32 * i), line, font=font(24), fill=INK)
        return top + height
    decision = view.get("decision")
    _box(draw, left, top, width, 76)
    if decision is None:
        return top + 76
    seat = decision["seat"]
    _token(draw, left + 34, top + 38, seat, letters[seat], 20)
    draw.text((left + 66, top + 10), fit_text(names[seat], 28, width - 90), font=font(28), fill=INK)
    draw.text((left + 66, top + 44), f"to {STEPS.get(decision['step'], decision['step'])}", font=font(22), fill=MUTED)
    return top + 76


def draw_shot(
    draw: ImageDraw.ImageDraw,
    view: dict[str, Any],
    names: list[str],
    letters: list[str],
    left: float,
    top: float,
    width: float,
) -> float:
    """This turn's (or the last turn's) club, aim, number to beat, rolls and cards."""
    turn = view.get("turn")
    if not turn or not (turn.get("rolls") or len(turn.get("path") or []) > 1):
        turn = view.get("last_turn") or turn  # same rule as the map's path
    if not turn:
        return top
    rolls = [r for r in turn["rolls"] if r["note"] != "mulligan"]
    chip, gap = 46, 8
    per_row = max(1, int((width - 32 + gap) // (chip + gap)))
    rows = max(1, -(-len(rolls) // per_row))
    cards = turn.get("cards") or []
    height = 64 + rows * (chip + gap) + 28 * len(cards) + 10
    _box(draw, left, top, width, height)
    seat = turn["seat"]
    title = "This shot" if turn is view.get("turn") else "Last shot"
    club = CLUBS.get(turn.get("club") or "", "")
    aim = DIRS[turn["aim"]] if turn.get("aim") is not None else ""
    beat = turn.get("beat")
    line = f"{title}: {club} {aim}".strip() + (f"  ·  to beat {beat}" if beat else "")
    _token(draw, left + 26, top + 28, seat, letters[seat], 14)
    draw.text((left + 50, top + 14), fit_text(line, 24, width - 64), font=font(24), fill=INK)
    y = top + 54
    for i, r in enumerate(rolls):
        x = left + 16 + (i % per_row) * (chip + gap)
        glyphs.die_face(draw, x, y + (i // per_row) * (chip + gap), chip, r["face"], r["note"])
    if not rolls:
        draw.text((left + 16, y + 10), "Aiming...", font=font(22), fill=MUTED)
    y += rows * (chip + gap) + 4
    for c in cards:
        text = f"{letters[c['seat']]}: {c['name']}" + (f" ({c['choice']})" if c["choice"] else "")
        draw.text((left + 16, y), fit_text(text, 20, width - 32), font=font(20), fill=(0, 90, 140))
        y += 28
    return top + height


def _holes_row(view: dict[str, Any]) -> int:
    hole = view["hole"]
    if view["mode"] == "solo_round":
        return 3
    return max(1, int(hole["of"] or 1)) if hole else 1


def draw_scorecard(
    draw: ImageDraw.ImageDraw,
    view: dict[str, Any],
    names: list[str],
    letters: list[str],
    left: float,
    top: float,
    width: float,
) -> float:
    mode = view["mode"]
    seats = view["seats"]
    row_h = 66
    holes = _holes_row(view) if mode in ("standard", "solo_round") else 0
    col = 40
    extra = 28 if mode == "solo_round" else 0
    height = 50 + row_h * len(seats) + extra + 8
    _box(draw, left, top, width, height)
    draw.text((left + 16, top + 12), "Scorecard", font=font(24), fill=INK)
    right = left + width - 16
    current = view["hole"]["number"] if view["hole"] else 1
    if holes:
        x0 = right - 60 - holes * col
        for h in range(holes):
            cx = x0 + h * col + col / 2
            if h + 1 == current and not view.get("result"):
                draw.rounded_rectangle(
                    (cx - col / 2 + 2, top + 8, cx + col / 2 - 2, top + height - 8), radius=6, fill=(236, 246, 236)
                )
            text_centered(draw, (cx, top + 26), f"H{h + 1}", 18, fill=MUTED)
        text_centered(draw, (right - 30, top + 26), "Tot", 18, fill=MUTED)
    else:
        label = {"campaign": "Greens   Pen", "bumper": "Pen    Greens hit", "solo_survival": "Tokens"}.get(mode, "")
        draw.text((right, top + 26), label, font=font(18), fill=MUTED, anchor="rm")
    for i, seat in enumerate(seats):
        y = top + 48 + i * row_h
        s = seat["seat"]
        if i:
            draw.line((left + 12, y - 2, right, y - 2), fill=LINE, width=1)
        _token(draw, left + 30, y + 18, s, letters[s], 15)
        name_width = (right - 60 - holes * col - (left + 54) - 8) if holes else 190
        name = names[s] + (" (left)" if seat["left"] else "")
        draw.text(
            (left + 54, y + 4), fit_text(name, 22, name_width), font=font(22), fill=MUTED if seat["left"] else INK
        )
        _details(draw, view, seat, left + 54, y + 42, right - left - 54)
        if holes:
            x0 = right - 60 - holes * col
            for h in range(holes):
                value = seat["scores"][h] if h < len(seat["scores"]) else None
                text = "-" if value is None else str(value)
                text_centered(
                    draw, (x0 + h * col + col / 2, y + 18), text, 22, fill=INK if value is not None else MUTED
                )
            text_centered(draw, (right - 30, y + 18), str(seat["total"]), 24, fill=INK)
        else:
            _mode_columns(draw, view, seat, right, y + 18)
    if mode == "solo_round":
        y = top + 48 + len(seats) * row_h
        draw.text((left + 54, y), "Par", font=font(20), fill=MUTED)
        pars = [h["par"] for h in view["history"]]
        x0 = right - 60 - holes * col
        for h, par in enumerate(pars):
            text_centered(draw, (x0 + h * col + col / 2, y + 10), f"{par:g}", 20, fill=MUTED)
        text_centered(draw, (right - 30, y + 10), f"{sum(pars):g}", 20, fill=MUTED)
    return top + height


def _details(
    draw: ImageDraw.ImageDraw, view: dict[str, Any], seat: dict[str, Any], x: float, y: float, width: float
) -> None:
    """Second line of a row: golfer, hand size, handicap points, penalty tokens this hole."""
    parts = []
    if seat["golfer_name"]:
        parts.append(seat["golfer_name"])
    parts.append(f"{seat['hand_size']} card" + ("" if seat["hand_size"] == 1 else "s"))
    if view["options"].get("handicap"):
        parts.append(f"{seat['handicap']} pts")
    text = fit_text(" · ".join(parts), 18, width - 70)
    draw.text((x, y - 10), text, font=font(18), fill=MUTED)
    if view["mode"] in ("standard", "solo_round") and seat["penalties"]:
        end = x + font(18).getlength(text) + 10
        glyphs.penalty_chips(draw, end, y - 8, int(seat["penalties"]), 14)


def _mode_columns(
    draw: ImageDraw.ImageDraw, view: dict[str, Any], seat: dict[str, Any], right: float, y: float
) -> None:
    mode = view["mode"]
    if mode == "campaign":
        text_centered(draw, (right - 20, y), str(seat["penalties"]), 24, fill=glyphs.PENALTY)
        for g in range(3):
            x = right - 140 + g * 30
            reached = g in seat["greens_reached"]
            draw.ellipse(
                (x - 11, y - 11, x + 11, y + 11), fill=(120, 220, 110) if reached else WHITE, outline=INK, width=2
            )
            text_centered(draw, (x, y), str(g + 1), 14, fill=INK)
    elif mode == "bumper":
        glyphs.penalty_chips(draw, right - 230, y - 8, int(seat["penalties"]), 16)
        text_centered(draw, (right - 30, y), str(seat["green_landings"]), 24, fill=INK)
    elif mode == "solo_survival":
        text_centered(draw, (right - 30, y), str(seat["tokens"]), 26, fill=INK)


LEGEND = (
    ("rough", "rough"),
    ("fairway", "fairway: rolls on"),
    ("sand", "sand: 1st roll stuck"),
    ("trees", "trees: stop triangles"),
    ("water", "water: +1 penalty"),
)


def draw_legend(draw: ImageDraw.ImageDraw, left: float, top: float, width: float) -> float:
    """A terrain key with the same textures as the map (so colour is never the only cue)."""
    from renderers.draw import hex_corners

    from .course import TERRAIN_FILL, _texture

    rows = (len(LEGEND) + 1) // 2
    height = 20 + rows * 40
    _box(draw, left, top, width, height)
    for i, (kind, text) in enumerate(LEGEND):
        x = left + 30 + (i % 2) * (width / 2)
        y = top + 30 + (i // 2) * 40
        draw.polygon(hex_corners(x, y, 17), fill=TERRAIN_FILL[kind], outline=(96, 128, 84))
        _texture(draw, kind, x, y, 15)
        draw.text((x + 26, y), text, font=font(18), fill=INK, anchor="lm")
    x = left + 30 + (width / 2)
    y = top + 30 + (rows - 1) * 40
    if len(LEGEND) % 2:
        glyphs.green_token(draw, x, y, 17, None)
        draw.text((x + 26, y), "green: stop here", font=font(18), fill=INK, anchor="lm")
    return top + height


def draw_footer(draw: ImageDraw.ImageDraw, view: dict[str, Any], left: float, top: float, width: float) -> float:
    lines = [f"Deck {view['deck_size']}  ·  Discard {len(view['discard'])}"]
    if view["shared_golfers"]:
        lines.append("Shared: " + ", ".join(g["name"] for g in view["shared_golfers"]))
    for i, line in enumerate(lines):
        draw.text((left + 4, top + i * 28), fit_text(line, 20, width), font=font(20), fill=MUTED)
    return top + 28 * len(lines)
