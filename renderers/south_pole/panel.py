"""The side panel: turn line, one card per player, the current roll, supplies and the log."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PIL import ImageDraw

from bot.engine import name_seats
from renderers.draw import INK, MUTED, WHITE, font, seat_colour, text_centered, wrap

from . import pieces
from .board import eye
from .layout import COLOUR_NAMES, GOLD, PANEL_BG, PANEL_LEFT, PANEL_WIDTH, TERRAIN

LEGEND_HEIGHT = 176

ORDINALS = ("1st", "2nd", "3rd", "4th", "5th")
PHASE_TEXT = {
    "CHOOSE_DICE": "choosing 6 dice",
    "FIRST_MOVE": "moving the explorer",
    "FAILING": "roll fell short",
    "SUCCESS": "made it",
    "GAME_OVER": "game over",
}


def plain(text: str) -> str:
    """The bundled font lacks dashes and arrows; say them with ASCII."""
    return text.replace("—", "-").replace("–", "-").replace("→", "to")


def draw_panel(
    draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], letters: list[str], height: int
) -> None:
    left, right = PANEL_LEFT, PANEL_LEFT + PANEL_WIDTH
    draw.rounded_rectangle((left, 12, right, height - 12), radius=14, fill=PANEL_BG, outline=(190, 198, 208), width=2)
    y = _header(draw, view, names, left + 20, 28)
    y = _players(draw, view, names, letters, left + 16, y + 8)
    y = _roll(draw, view, left + 20, y + 14)
    y = _supplies(draw, view, left + 20, y + 10)
    legend_top = height - 30 - LEGEND_HEIGHT
    _log(draw, view, names, left + 20, y + 10, legend_top - 8)
    _legend(draw, left + 20, legend_top)


def _header(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], x: int, y: int) -> int:
    draw.text((x, y), "Roll to the South Pole", font=font(30), fill=INK)
    draw.text((x + PANEL_WIDTH - 40, y + 4), f"Round {view['round']}/{view['round_cap']}", font=font(24),
              fill=INK, anchor="ra")  # fmt: skip
    y += 44
    if view["outcome"]:
        lines = wrap(plain(name_seats(view["outcome"]["text"], names)), 24, PANEL_WIDTH - 40)
        for line in lines:
            draw.text((x, y), line, font=font(24), fill=(150, 40, 20))
            y += 30
        return y
    seat = view["active"]
    draw.text((x, y), f"{names[seat]}: {PHASE_TEXT[view['phase']]} at {view['explorer']}", font=font(24), fill=INK)
    return y + 32


def _players(
    draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], letters: list[str], x: int, y: int
) -> int:
    width = PANEL_WIDTH - 32
    for player in view["players"]:
        seat = player["seat"]
        active = player["active"]
        box = (x, y, x + width, y + 70)
        fill = (255, 246, 214) if active else WHITE
        draw.rounded_rectangle(box, radius=10, fill=fill, outline=INK if active else (200, 205, 212),
                               width=3 if active else 1)  # fmt: skip
        pieces.tent(draw, (x + 32, y + 38), seat_colour(seat), letters[seat], size=20)
        name = names[seat] if len(names[seat]) <= 16 else names[seat][:15] + "."
        colour = f"{ORDINALS[player['position'] - 1]} · {player['colour']}"
        draw.text((x + 64, y + 8), name, font=font(24), fill=INK if player["in_game"] else MUTED)
        draw.text((x + 64, y + 40), colour, font=font(18), fill=MUTED)
        if not player["in_game"]:
            draw.text((x + 250, y + 22), "out of the game", font=font(22), fill=MUTED)
        else:
            _cubes(draw, x + 232, y + 14, player["cubes"])
            draw.text((x + 232, y + 40), f"tent {player['tent']}", font=font(18), fill=INK)
            _flags(draw, x + 372, y + 14, player, seat, letters[seat])
        if active:
            draw.text((x + width - 10, y + 40), "TO ACT", font=font(18), fill=(170, 60, 0), anchor="ra")
        y += 78
    return y


def _cubes(draw: ImageDraw.ImageDraw, x: int, y: int, cubes: int) -> None:
    draw.text((x, y - 4), str(cubes), font=font(26), fill=INK)
    for i in range(5):
        cx = x + 26 + i * 20
        draw.rectangle((cx, y + 2, cx + 15, y + 17), fill=(200, 40, 60) if i < cubes else WHITE,
                       outline=INK if i < cubes else (190, 190, 190), width=1)  # fmt: skip


def _flags(draw: ImageDraw.ImageDraw, x: int, y: int, player: dict[str, Any], seat: int, letter: str) -> None:
    placed, left = player["flags_placed"], player["flags_left"]
    for i in range(placed + left):
        colour = seat_colour(seat) if i < placed else (230, 232, 236)
        pieces.flag(draw, (x + 14 + i * 30, y + 12), colour, letter if i < placed else None, size=13)
    draw.text((x, y + 26), f"flags {placed} / {placed + left}", font=font(18), fill=INK)


def _roll(draw: ImageDraw.ImageDraw, view: dict[str, Any], x: int, y: int) -> int:
    split = view["split"]
    if split is None:
        draw.text((x, y), "No dice chosen yet.", font=font(22), fill=MUTED)
        return y + 32
    taken = " · ".join(f"{n} {COLOUR_NAMES[c]}" for c, n in zip("WKU", split, strict=True) if n)
    draw.text((x, y), f"Dice: {taken}", font=font(22), fill=INK)
    y += 34
    pool = {d["die"]: d for d in view["pool"]}
    for number in range(1, 7):
        cx = x + 40 + (number - 1) * 90
        die = pool.get(number)
        if die is None:  # rested: gone for the turn
            draw.rounded_rectangle((cx - 29, y, cx + 29, y + 58), radius=10, outline=MUTED, width=2)
            text_centered(draw, (cx, y + 29), "rest", 18, fill=MUTED)
            text_centered(draw, (cx, y + 72), f"d{number}", 18, fill=MUTED)
            continue
        pieces.die(draw, (cx, y + 29), die["colour"], die["face"])
        tag = f"d{number} {die['colour']}"
        if die["effective"] != die["colour"]:  # recoloured: ring and text in the new colour
            draw.rounded_rectangle((cx - 35, y - 6, cx + 35, y + 64), radius=12,
                                   outline=TERRAIN[die["effective"]], width=5)  # fmt: skip
            draw.rounded_rectangle((cx - 39, y - 10, cx + 39, y + 68), radius=14, outline=INK, width=2)
            tag = f"d{number} {die['colour']} as {die['effective']}"
        text_centered(draw, (cx, y + 82), tag, 18, fill=INK)
    y += 100
    if view["requirement"]:
        sums, met = view["sums"], view["met"]
        draw.text((x, y + 2), "Need", font=font(22), fill=INK)
        pieces.chips_row(draw, (x + 110, y + 14), view["requirement"], size=22)
        got = ", ".join(f"{c} {sums[c]}/{n}" for c, n in view["requirement"].items())
        verdict = "MADE IT" if met else "SHORT"
        draw.text((x + 190, y + 2), f"rolled {got}", font=font(22), fill=INK)
        draw.text((x + PANEL_WIDTH - 40, y + 2), verdict, font=font(24), anchor="ra",
                  fill=(0, 120, 70) if met else (180, 40, 30))  # fmt: skip
        y += 36
    return y


def _supplies(draw: ImageDraw.ImageDraw, view: dict[str, Any], x: int, y: int) -> int:
    supply = view["supply"]
    text = f"Supply: {supply['cubes']} cubes · {supply['camp_markers']} camp markers"
    draw.text((x, y), text, font=font(20), fill=INK)
    aside = view["set_aside"]
    y += 28
    if aside["revealed"]:
        mark = ", flag" if aside["flag_symbol"] else ", no flag"
        req = " ".join(f"{c}{n}" for c, n in aside["requirement"].items())
        draw.text((x, y), f"Set-aside tile: {aside['tile']} {req}{mark}", font=font(20), fill=INK)
    else:
        draw.text((x, y), "Set-aside flag tile: face down", font=font(20), fill=MUTED)
    return y + 30


def _log(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], x: int, y: int, bottom: int) -> None:
    draw.line((x, y, x + PANEL_WIDTH - 40, y), fill=(200, 205, 212), width=2)
    y += 8
    lines: list[str] = []
    for text in reversed(view["log"]):
        entry = wrap(plain(name_seats(text, names)), 18, PANEL_WIDTH - 40)
        if (len(lines) + len(entry)) * 24 > bottom - y:
            break
        lines = entry + lines
    for line in lines:
        draw.text((x, y), line, font=font(18), fill=(60, 66, 74))
        y += 24


def _legend(draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
    """What the board's small pictures mean."""
    draw.line((x, y, x + PANEL_WIDTH - 40, y), fill=(200, 205, 212), width=2)
    column = (PANEL_WIDTH - 40) // 2
    items: list[tuple[Callable[[tuple[float, float]], None], str]] = [
        (lambda c: pieces.tent(draw, c, seat_colour(0), "A", 15), "tent of seat A"),
        (lambda c: pieces.camp_site(draw, c, marker=True, size=11), "camp marker"),
        (lambda c: pieces.camp_site(draw, c, marker=False, size=11), "printed camp site"),
        (lambda c: pieces.flag(draw, c, seat_colour(1), "B", 15), "flag planted by B"),
        (lambda c: pieces.flag(draw, c, GOLD, None, 11), "flag symbol (face up)"),
        (lambda c: _flag_back(draw, c), "flag tile, face down"),
        (lambda c: eye(draw, c, 2, "C"), "C peeked here"),
        (lambda c: pieces.pawn(draw, c, 15), "the explorer"),
    ]
    for i, (icon, text) in enumerate(items):
        cx = x + (i % 2) * column
        cy = y + 26 + (i // 2) * 38
        icon((cx + 18, cy + 2))
        draw.text((cx + 44, cy - 10), text, font=font(20), fill=INK)


def _flag_back(draw: ImageDraw.ImageDraw, centre: tuple[float, float]) -> None:
    x, y = centre
    draw.rounded_rectangle((x - 17, y - 15, x + 17, y + 15), radius=6, fill=TERRAIN["K"], outline=GOLD, width=4)
    pieces.flag(draw, (x + 2, y + 2), GOLD, None, 9)
