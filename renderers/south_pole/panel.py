"""The right side: whose turn and what is being decided, the roll, one line per player.

Sizes are for a phone: the picture is shown about a quarter of its size, so the key facts
use 40–58 px letters (10–15 px on the phone) and the seat rows 30 px."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image

from bot.engine import name_seats
from renderers import text
from renderers.draw import INK, MUTED, WHITE, Pen, seat_colour

from . import pieces
from .board import eye
from .layout import (
    ACTIVE_FILL,
    BAD,
    COLOUR_NAMES,
    CUBE,
    GOLD,
    GOOD,
    HEIGHT,
    LINE,
    PALETTE,
    PANEL_BG,
    PANEL_LEFT,
    PANEL_RIGHT,
    PANEL_WIDTH,
    TERRAIN,
)

LEFT = PANEL_LEFT + 24
RIGHT = PANEL_RIGHT - 22
ROOM = RIGHT - LEFT
HEADER_TOP, STEP_TOP, SEATS_TOP, SEATS_BOTTOM, FOOTER_TOP = 14, 178, 552, 880, 890
LEGEND_TOP = 928


def plain(text: str) -> str:
    """The bundled font lacks dashes and arrows; say them with ASCII."""
    return text.replace("—", "-").replace("–", "-").replace("→", "to")


def place(view: dict[str, Any], label: str) -> str:
    """A space as the board prints it: its coordinates, or START for the ship's space."""
    start = next((s["label"] for s in view["spaces"] if s["kind"] == "start"), None)
    return "START" if label == start else label


def draw_static(draw: Pen) -> None:
    """The panel's background, box outlines and the legend: the same in every picture."""
    draw.rounded_rectangle((PANEL_LEFT, 8, PANEL_RIGHT, HEIGHT - 8), radius=16, fill=PANEL_BG,
                           outline=LINE, width=2)  # fmt: skip
    # square corners: each picture wipes the inside with a plain rectangle
    draw.rectangle((PANEL_LEFT + 10, STEP_TOP, PANEL_RIGHT - 10, SEATS_TOP - 12), fill=WHITE, outline=LINE, width=2)
    draw.line((LEFT, LEGEND_TOP - 6, RIGHT, LEGEND_TOP - 6), fill=LINE, width=2)
    _legend(draw)


def draw_panel(draw: Pen, view: dict[str, Any], names: Sequence[str], marks: Sequence[str]) -> None:
    """The panel is a few sections, each a cached picture of its own few facts, so a click
    mostly pastes (a header, a row of dice) instead of drawing text again."""
    draw.paste(_header(view, names, marks), (BOX_LEFT, HEADER_TOP))
    _step(draw, view, names)
    _players(draw, view, names, marks)
    _footer(draw, view)


BOX_LEFT, BOX_RIGHT = PANEL_LEFT + 12, PANEL_RIGHT - 12  # inside the panel's boxes
BOX_WIDTH = BOX_RIGHT - BOX_LEFT
INSET = LEFT - BOX_LEFT  # text starts this far inside a section
STEP_INSIDE = (STEP_TOP + 2, SEATS_TOP - 14)  # the white step box, inside its outline


def forget() -> None:
    for cached in (header_section, need_section, dice_section, verdict_section, seat_section):
        cached.cache_clear()


def _section(width: int, height: int, colour: tuple[int, int, int]) -> tuple[Image.Image, Pen]:
    return PALETTE.canvas(width, height, colour)


def _header(view: dict[str, Any], names: Sequence[str], marks: Sequence[str]) -> Image.Image:
    if view["outcome"]:
        winners = view["outcome"]["winners"]
        if len(winners) == 1:
            headline = f"{names[winners[0]]} wins!"
        elif len(winners) == 2:
            headline = f"{names[winners[0]]} and {names[winners[1]]} win!"
        else:
            headline = f"{len(winners)} players share the win"
        return header_section(headline, f"Game over in round {view['round']}", "", None, "")
    seat = view["active"]
    turn = f"{names[seat]}'s turn"
    return header_section(turn, _deciding(view), f"Round {view['round']}", seat, marks[seat])


@lru_cache(maxsize=128)
def header_section(headline: str, subline: str, round_text: str, seat: int | None, mark: str) -> Image.Image:
    """Whose turn (with their tent) and what they are deciding, or who won."""
    image, draw = _section(BOX_WIDTH, STEP_TOP - HEADER_TOP - 8, PANEL_BG)
    x, right = INSET, BOX_WIDTH - INSET
    room = right - x
    if seat is not None:
        round_width = text.put(draw, (right, 36), round_text, 32, MUTED, anchor="rm")
        pieces.tent(draw, (x + 28, 44), seat_colour(seat), mark, 28)
        text.put(draw, (x + 70, 14), text.fit(headline, 58, room - 86 - round_width), 58, INK)
    else:
        text.put(draw, (x, 14), text.fit(headline, 58, room), 58, INK)
    text.put(draw, (x, 98), text.fit(subline, 40, room), 40, INK)
    return image


def _deciding(view: dict[str, Any]) -> str:
    """What the player to act is deciding now, in a few words."""
    here, phase = place(view, view["explorer"]), view["phase"]
    if phase == "CHOOSE_DICE":
        return "Choosing 6 dice"
    if phase == "FIRST_MOVE":
        return f"Where to go from {here}"
    if phase == "FAILING":
        return f"Short at {here}: spend a cube or give up?"
    return f"Made it to {here}: go on or camp?"


def _step(draw: Pen, view: dict[str, Any], names: Sequence[str]) -> None:
    """The roll against the explorer's space, or (between rolls) what just happened."""
    last = plain(name_seats(view.get("last_event") or "", names))
    top = STEP_INSIDE[0]
    dice = tuple((d["die"], d["colour"], d["effective"], d["face"]) for d in view["pool"])
    chosen = sum(view["split"] or (0, 0, 0))
    if view["requirement"] is not None and view["sums"] is not None:  # rolled
        draw.paste(need_section(view["explorer"], tuple(view["requirement"].items())), (BOX_LEFT, top))
        draw.paste(dice_section(dice, chosen), (BOX_LEFT, top + 76))
        sums = tuple(view["sums"][colour] for colour in view["requirement"])
        verdict = verdict_section(tuple(view["requirement"].items()), sums, bool(view["met"]))
        draw.paste(verdict, (BOX_LEFT, top + 262))
        if last:
            text.put(draw, (LEFT, top + 316), text.fit(last, 26, ROOM), 26, MUTED)
        return
    if view["split"] is not None and not view["outcome"]:  # dice chosen, not rolled yet
        taken = ", ".join(pieces.colour_words(c, n) for c, n in zip("WKU", view["split"], strict=True) if n)
        text.put(draw, (LEFT, top + 18), f"Took {taken}", 40, INK)
        draw.paste(dice_section(dice, chosen), (BOX_LEFT, top + 76))
        if last:
            text.put(draw, (LEFT, top + 298), text.fit(last, 26, ROOM), 26, MUTED)
        return
    text.put(draw, (LEFT, top + 14), "Just now", 30, MUTED)
    for i, line in enumerate(text.wrap(last or "The game has just begun.", 40, ROOM)[:4]):
        text.put(draw, (LEFT, top + 56 + i * 50), line, 40, INK)
    if not view["outcome"]:
        owner = next((names[p["seat"]] for p in view["players"] if p["tent"] == view["explorer"]
                      and p["seat"] == view["active"]), None)  # fmt: skip
        where = f"at {owner}'s tent on {place(view, view['explorer'])}" if owner else f"on {view['explorer']}"
        text.put(draw, (LEFT, top + 288), text.fit(f"The explorer waits {where}.", 32, ROOM), 32, MUTED)


@lru_cache(maxsize=256)
def need_section(here: str, requirement: tuple[tuple[str, int], ...]) -> Image.Image:
    """ "D4 needs [4 black] [3 blue]": the explorer's space and its requirement."""
    image, draw = _section(BOX_WIDTH, 72, WHITE)
    x: float = INSET + text.put(draw, (INSET, 38), f"{here} needs", 40, INK, anchor="lm") + 20
    for colour, need in requirement:
        x += pieces.word_chip(draw, (x, 38), colour, pieces.colour_words(colour, need), 40) + 26
    return image


@lru_cache(maxsize=512)
def dice_section(dice: tuple[tuple[int, str, str, int | None], ...], chosen: int) -> Image.Image:
    """Six slots, die 1 to 6: each die in its colour with its pips; a rested die leaves a gap."""
    image, draw = _section(BOX_WIDTH, 184, WHITE)
    pool = {number: (colour, effective, face) for number, colour, effective, face in dice}
    slot = ROOM / 6
    for number in range(1, min(chosen, 6) + 1):
        cx, cy = INSET + slot * (number - 0.5), 62
        if number not in pool:
            draw.rounded_rectangle((cx - 46, cy - 46, cx + 46, cy + 46), radius=14, outline=LINE, width=3)
            text.put(draw, (cx, cy), "rested", 26, MUTED, anchor="mm")
            text.put(draw, (cx, cy + 72), f"die {number}", 26, MUTED, anchor="mm")
            continue
        colour, effective, face = pool[number]
        if effective != colour:  # recoloured: a ring in the colour it counts as
            draw.rounded_rectangle((cx - 58, cy - 58, cx + 58, cy + 58), radius=18, fill=TERRAIN[effective],
                                   outline=INK, width=2)  # fmt: skip
            text.put(draw, (cx, cy + 98), f"as {COLOUR_NAMES[effective]}", 26, INK, anchor="mm")
        pieces.die(draw, (cx, cy), colour, face, 92)
        text.put(draw, (cx, cy + 72), f"die {number}", 26, MUTED, anchor="mm")
    return image


@lru_cache(maxsize=256)
def verdict_section(requirement: tuple[tuple[str, int], ...], sums: tuple[int, ...], met: bool) -> Image.Image:
    """Per required colour the pips rolled of those needed, then MADE IT or SHORT."""
    image, draw = _section(BOX_WIDTH, 52, WHITE)
    x: float = INSET
    for (colour, need), got in zip(requirement, sums, strict=True):
        x += pieces.word_chip(draw, (x, 26), colour, f"{got} of {need} {COLOUR_NAMES[colour]}", 40) + 30
    text.put(draw, (BOX_WIDTH - INSET, 26), "MADE IT!" if met else "SHORT", 52, GOOD if met else BAD, anchor="rm")
    return image


def _players(draw: Pen, view: dict[str, Any], names: Sequence[str], marks: Sequence[str]) -> None:
    players = view["players"]
    height = min(80, (SEATS_BOTTOM - SEATS_TOP) // len(players))
    for i, p in enumerate(players):
        seat = p["seat"]
        row = seat_section(names[seat], marks[seat], seat, p["in_game"], p["active"], p["cubes"],
                           p["flags_placed"], p["flags_placed"] + p["flags_left"], place(view, p["tent"]),
                           height)  # fmt: skip
        draw.paste(row, (PANEL_LEFT + 10, SEATS_TOP + i * height))


@lru_cache(maxsize=256)
def seat_section(name: str, mark: str, seat: int, in_game: bool, active: bool, cubes: int, placed: int, total: int,
                 tent: str, height: int) -> Image.Image:  # fmt: skip
    """One player: tent, name, cubes, flags planted of all, where the tent stands."""
    width = PANEL_WIDTH - 20
    image, draw = _section(width, height, PANEL_BG)
    x, mid = LEFT - (PANEL_LEFT + 10), height / 2
    if active:
        draw.rounded_rectangle((0, 2, width - 1, height - 3), radius=10, fill=ACTIVE_FILL, outline=INK, width=3)
    pieces.tent(draw, (x + 20, mid + 2), seat_colour(seat), mark, 20)
    text.put(draw, (x + 54, mid), text.fit(name, 34, 262), 34, INK if in_game else MUTED, anchor="lm")
    if not in_game:
        text.put(draw, (x + 330, mid), "left the game", 30, MUTED, anchor="lm")
        return image
    draw.rectangle((x + 330, mid - 11, x + 352, mid + 11), fill=CUBE, outline=INK, width=2)
    text.put(draw, (x + 362, mid), f"{cubes} cube{'' if cubes == 1 else 's'}", 30, INK, anchor="lm")
    pieces.flag(draw, (x + 504, mid + 2), seat_colour(seat) if placed else WHITE, None, 14)
    text.put(draw, (x + 526, mid), f"{placed} of {total} flags", 30, INK, anchor="lm")
    text.put(draw, (x + ROOM, mid), f"tent {tent}", 30, INK, anchor="rm")
    return image


def _footer(draw: Pen, view: dict[str, Any]) -> None:
    supply = view["supply"]
    aside = view["set_aside"]
    if aside["revealed"]:
        needs = " and ".join(pieces.colour_words(c, n) for c, n in aside["requirement"].items())
        spare = f"spare flag tile needs {needs}{', flag symbol' if aside['flag_symbol'] else ''}"
    else:
        spare = "spare flag tile face down"
    line = f"Supply: {supply['cubes']} cubes, {supply['camp_markers']} camp markers · {spare}"
    text.put(draw, (LEFT, FOOTER_TOP), text.fit(line, 24, ROOM), 24, INK)


def _legend(draw: Pen) -> None:
    """What the board's small pictures mean."""
    column = ROOM / 4
    items: list[tuple[Callable[[tuple[float, float]], None], str]] = [
        (lambda c: pieces.tent(draw, c, seat_colour(0), "", 13), "a player's tent"),
        (lambda c: pieces.camp_site(draw, c, marker=True, size=10), "camp marker"),
        (lambda c: pieces.camp_site(draw, c, marker=False, size=10), "printed camp site"),
        (lambda c: pieces.flag(draw, c, seat_colour(1), None, 13), "planted flag"),
        (lambda c: pieces.flag(draw, c, GOLD, None, 10), "flag symbol"),
        (lambda c: _flag_back(draw, c), "flag tile, face down"),
        (lambda c: eye(draw, c, 2, "", 1.0), "someone peeked"),
        (lambda c: pieces.pawn(draw, c, 14), "the explorer"),
    ]
    for i, (icon, words) in enumerate(items):
        cx = LEFT + (i % 4) * column
        cy = LEGEND_TOP + 16 + (i // 4) * 34
        icon((cx + 14, cy + 1))
        text.put(draw, (cx + 36, cy), words, 20, INK, anchor="lm")


def _flag_back(draw: Pen, centre: tuple[float, float]) -> None:
    x, y = centre
    draw.rounded_rectangle((x - 15, y - 13, x + 15, y + 13), radius=6, fill=TERRAIN["K"], outline=GOLD, width=4)


__all__ = ["PANEL_WIDTH", "draw_panel", "draw_static"]
