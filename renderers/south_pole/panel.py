"""The right side: whose turn and what is being decided, the roll, one line per player.

Sizes are for a phone: the picture is shown about a quarter of its size, so the key facts
use 40–58 px letters (10–15 px on the phone) and the seat rows 30 px."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image

from bot.engine import name_seats
from bot.games.south_pole.words import COLOUR_MESSAGES, and_message, colour_count
from bot.i18n import ENGLISH, N_, Locale, first_ours, msg, nmsg, say, tr
from renderers import text
from renderers.draw import INK, MUTED, WHITE, Pen, seat_colour

from . import pieces
from .board import eye
from .layout import (
    ACTIVE_FILL,
    BAD,
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


def speaks(view: dict[str, Any]) -> Locale:
    """The language of the picture's words (the publisher puts it in the view)."""
    return first_ours(view.get("language"))


def place(view: dict[str, Any], label: str) -> str:
    """A space as the board prints it: its coordinates, or START for the ship's space."""
    start = next((s["label"] for s in view["spaces"] if s["kind"] == "start"), None)
    return tr(speaks(view), "START") if label == start else label


def sized(words: str, size: int, room: float) -> int:
    """The size ``words`` fit ``room`` at, down to three quarters of ``size`` (a longer language's
    words in smaller type rather than cut)."""
    while size > 3 * size // 4 and text.width(words, size) > room:
        size -= 1
    return size


def draw_static(draw: Pen, loc: Locale = ENGLISH) -> None:
    """The panel's background, box outlines and the legend: the same in every picture."""
    draw.rounded_rectangle((PANEL_LEFT, 8, PANEL_RIGHT, HEIGHT - 8), radius=16, fill=PANEL_BG,
                           outline=LINE, width=2)  # fmt: skip
    # square corners: each picture wipes the inside with a plain rectangle
    draw.rectangle((PANEL_LEFT + 10, STEP_TOP, PANEL_RIGHT - 10, SEATS_TOP - 12), fill=WHITE, outline=LINE, width=2)
    draw.line((LEFT, LEGEND_TOP - 6, RIGHT, LEGEND_TOP - 6), fill=LINE, width=2)
    _legend(draw, loc)


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
    loc = speaks(view)
    if view["outcome"]:
        winners = view["outcome"]["winners"]
        names = [text.shorten(name, 58, 300) for name in names]  # "wins!" must stay in the line
        if len(winners) == 1:
            headline = tr(loc, "{name} wins!", name=names[winners[0]])
        elif len(winners) == 2:
            headline = tr(loc, "{name} and {other} win!", name=names[winners[0]], other=names[winners[1]])
        else:
            headline = tr(loc, "{n} players share the win", n=len(winners))
        return header_section(headline, tr(loc, "Game over in round {n}", n=view["round"]), "", None, "", "")
    seat = view["active"]
    turn = tr(loc, "{name}'s turn", name="\0")  # where the name goes: it is cut to fit, never the words around it
    round_text = tr(loc, "Round {n}", n=view["round"])
    return header_section(turn, _deciding(view), round_text, seat, marks[seat], names[seat])


@lru_cache(maxsize=128)
def header_section(headline: str, subline: str, round_text: str, seat: int | None, mark: str, name: str) -> Image.Image:
    """Whose turn (with their tent) and what they are deciding, or who won. A turn's ``headline``
    holds "\\0" where ``name`` goes."""
    image, draw = _section(BOX_WIDTH, STEP_TOP - HEADER_TOP - 8, PANEL_BG)
    x, right = INSET, BOX_WIDTH - INSET
    room = right - x
    if seat is not None:
        round_width = text.put(draw, (right, 36), round_text, 32, MUTED, anchor="rm")
        pieces.tent(draw, (x + 28, 44), seat_colour(seat), mark, 28)
        before, _, after = headline.partition("\0")
        # A long name is cut, never the words around it.
        name = text.shorten(name, 58, room - 86 - round_width - text.width(before + after, 58))
        text.put(draw, (x + 70, 14), before + name + after, 58, INK)
    else:
        text.put(draw, (x, 14), text.fit(headline, 58, room), 58, INK)
    size = sized(subline, 40, room)
    text.put(draw, (x, 98 + (40 - size) // 2), text.fit(subline, size, room), size, INK)
    return image


def _deciding(view: dict[str, Any]) -> str:
    """What the player to act is deciding now, in a few words."""
    here, phase, loc = place(view, view["explorer"]), view["phase"], speaks(view)
    if phase == "CHOOSE_DICE":
        return tr(loc, "Choosing 6 dice")
    if phase == "FIRST_MOVE":
        return tr(loc, "Where to go from {space}", space=here)
    if phase == "FAILING":
        return tr(loc, "Short at {space}: spend a cube or give up?", space=here)
    return tr(loc, "Made it to {space}: go on or camp?", space=here)


def _last(view: dict[str, Any], names: Sequence[str]) -> str:
    """The latest thing that happened, in the picture's language when the engine kept its message."""
    found = view.get("last_message")
    said = say(speaks(view), found) if isinstance(found, dict) else view.get("last_event") or ""
    return plain(name_seats(said, names))


def _step(draw: Pen, view: dict[str, Any], names: Sequence[str]) -> None:
    """The roll against the explorer's space, or (between rolls) what just happened."""
    names = [text.shorten(name, 26, 200) for name in names]  # a long name must leave room for what they did
    last = _last(view, names)
    loc = speaks(view)
    top = STEP_INSIDE[0]
    dice = tuple((d["die"], d["colour"], d["effective"], d["face"]) for d in view["pool"])
    chosen = sum(view["split"] or (0, 0, 0))
    if view["requirement"] is not None and view["sums"] is not None:  # rolled
        draw.paste(need_section(view["explorer"], tuple(view["requirement"].items()), loc), (BOX_LEFT, top))
        draw.paste(dice_section(dice, chosen, loc), (BOX_LEFT, top + 76))
        sums = tuple(view["sums"][colour] for colour in view["requirement"])
        verdict = verdict_section(tuple(view["requirement"].items()), sums, bool(view["met"]), loc)
        draw.paste(verdict, (BOX_LEFT, top + 262))
        if last:
            text.put(draw, (LEFT, top + 316), text.fit(last, 26, ROOM), 26, MUTED)
        return
    if view["split"] is not None and not view["outcome"]:  # dice chosen, not rolled yet
        taken = ", ".join(say(loc, colour_count(c, n)) for c, n in zip("WKU", view["split"], strict=True) if n)
        took = tr(loc, "Took {dice}", dice=taken)
        text.put(draw, (LEFT, top + 18), text.fit(took, sized(took, 40, ROOM), ROOM), sized(took, 40, ROOM), INK)
        draw.paste(dice_section(dice, chosen, loc), (BOX_LEFT, top + 76))
        if last:
            text.put(draw, (LEFT, top + 298), text.fit(last, 26, ROOM), 26, MUTED)
        return
    text.put(draw, (LEFT, top + 14), tr(loc, "Just now"), 30, MUTED)
    for i, line in enumerate(text.wrap(last or tr(loc, "The game has just begun."), 40, ROOM)[:4]):
        text.put(draw, (LEFT, top + 56 + i * 50), line, 40, INK)
    if not view["outcome"]:
        owner = next((names[p["seat"]] for p in view["players"] if p["tent"] == view["explorer"]
                      and p["seat"] == view["active"]), None)  # fmt: skip
        here = place(view, view["explorer"])
        waits = (
            tr(loc, "The explorer waits at {name}'s tent on {space}.", name=owner, space=here)
            if owner
            else tr(loc, "The explorer waits on {space}.", space=view["explorer"])
        )
        text.put(draw, (LEFT, top + 288), text.fit(waits, 32, ROOM), 32, MUTED)


@lru_cache(maxsize=256)
def need_section(here: str, requirement: tuple[tuple[str, int], ...], loc: Locale = ENGLISH) -> Image.Image:
    """ "D4 needs [4 black] [3 blue]": the explorer's space and its requirement."""
    image, draw = _section(BOX_WIDTH, 72, WHITE)
    x: float = INSET + text.put(draw, (INSET, 38), tr(loc, "{space} needs", space=here), 40, INK, anchor="lm") + 20
    for colour, need in requirement:
        x += pieces.word_chip(draw, (x, 38), colour, say(loc, colour_count(colour, need)), 40) + 26
    return image


@lru_cache(maxsize=512)
def dice_section(dice: tuple[tuple[int, str, str, int | None], ...], chosen: int, loc: Locale = ENGLISH) -> Image.Image:
    """Six slots, die 1 to 6: each die in its colour with its pips; a rested die leaves a gap."""
    image, draw = _section(BOX_WIDTH, 184, WHITE)
    pool = {number: (colour, effective, face) for number, colour, effective, face in dice}
    slot = ROOM / 6
    for number in range(1, min(chosen, 6) + 1):
        cx, cy = INSET + slot * (number - 0.5), 62
        if number not in pool:
            draw.rounded_rectangle((cx - 46, cy - 46, cx + 46, cy + 46), radius=14, outline=LINE, width=3)
            rested = tr(loc, "rested")
            text.put(draw, (cx, cy), rested, sized(rested, 26, 88), MUTED, anchor="mm")
            text.put(draw, (cx, cy + 72), tr(loc, "die {n}", n=number), 26, MUTED, anchor="mm")
            continue
        colour, effective, face = pool[number]
        if effective != colour:  # recoloured: a ring in the colour it counts as
            draw.rounded_rectangle((cx - 58, cy - 58, cx + 58, cy + 58), radius=18, fill=TERRAIN[effective],
                                   outline=INK, width=2)  # fmt: skip
            counted = tr(loc, "as {colour}", colour=say(loc, COLOUR_MESSAGES[effective]))
            text.put(draw, (cx, cy + 98), counted, sized(counted, 26, slot - 4), INK, anchor="mm")
        pieces.die(draw, (cx, cy), colour, face, 92)
        text.put(draw, (cx, cy + 72), tr(loc, "die {n}", n=number), 26, MUTED, anchor="mm")
    return image


@lru_cache(maxsize=256)
def verdict_section(
    requirement: tuple[tuple[str, int], ...], sums: tuple[int, ...], met: bool, loc: Locale = ENGLISH
) -> Image.Image:
    """Per required colour the pips rolled of those needed, then MADE IT or SHORT."""
    image, draw = _section(BOX_WIDTH, 52, WHITE)
    verdict = tr(loc, "MADE IT!") if met else tr(loc, "SHORT")
    room = BOX_WIDTH - 2 * INSET - text.width(verdict, 52) - 30
    chips = [say(loc, msg("{got} of {need} {colour}", got=got, need=need, colour=COLOUR_MESSAGES[colour]))
             for (colour, need), got in zip(requirement, sums, strict=True)]  # fmt: skip
    size = 40  # a longer language's chips in smaller type, clear of the verdict
    while size > 30 and sum(text.width(c, size) + size * 1.05 + 40 for c in chips) > room:
        size -= 1
    x: float = INSET
    for (colour, _need), words in zip(requirement, chips, strict=True):
        x += pieces.word_chip(draw, (x, 26), colour, words, size) + 30
    text.put(draw, (BOX_WIDTH - INSET, 26), verdict, 52, GOOD if met else BAD, anchor="rm")
    return image


def _players(draw: Pen, view: dict[str, Any], names: Sequence[str], marks: Sequence[str]) -> None:
    players, loc = view["players"], speaks(view)
    height = min(80, (SEATS_BOTTOM - SEATS_TOP) // len(players))
    words = [
        (
            say(loc, nmsg("{n} cube", "{n} cubes", p["cubes"])),
            say(loc, nmsg("{placed} of {n} flag", "{placed} of {n} flags", p["flags_placed"] + p["flags_left"],
                          placed=p["flags_placed"])),
            place(view, p["tent"]),
        )
        for p in players
    ]  # fmt: skip
    size, flag_x = seat_columns(words)
    for i, (p, (cubes, flags, tent)) in enumerate(zip(players, words, strict=True)):
        seat = p["seat"]
        row = seat_section(names[seat], marks[seat], seat, p["in_game"], p["active"], p["flags_placed"] > 0,
                           (cubes, flags, tent, tr(loc, "left the game")), (size, flag_x), height)  # fmt: skip
        draw.paste(row, (PANEL_LEFT + 10, SEATS_TOP + i * height))


CUBES_X, FLAG_X = 362, 504  # where the cubes' words start and the flag's centre is, in English


def seat_columns(words: Sequence[tuple[str, str, str]]) -> tuple[int, int]:
    """The seat rows' type size and the flag column's centre, the same for every row so the columns
    line up: English keeps its fixed columns; longer words push the flags right and, when a row
    would overflow, every row's type shrinks alike."""
    cubes, flags, tent = (max(text.width(row[i], 30) for row in words) for i in range(3))
    for size in range(30, 19, -1):
        flag_x = max(FLAG_X, round(CUBES_X + cubes * size / 30 + 24))
        if flag_x + 22 + (flags + tent) * size / 30 + 16 + TENT_ICON <= ROOM:
            break
    return size, flag_x


TENT_ICON = 30  # the small tent before the space the player's tent stands on


@lru_cache(maxsize=256)
def seat_section(name: str, mark: str, seat: int, in_game: bool, active: bool, planted: bool,
                 words: tuple[str, str, str, str], columns: tuple[int, int], height: int) -> Image.Image:  # fmt: skip
    """One player: tent, name, cubes, flags planted of all, where the tent stands (``words``: the
    cubes, flags, the tent's space and "left the game" in the picture's language)."""
    width = PANEL_WIDTH - 20
    image, draw = _section(width, height, PANEL_BG)
    x, mid = LEFT - (PANEL_LEFT + 10), height / 2
    cubes, flags, tent, gone = words
    size, flag_x = columns
    if active:
        draw.rounded_rectangle((0, 2, width - 1, height - 3), radius=10, fill=ACTIVE_FILL, outline=INK, width=3)
    pieces.tent(draw, (x + 20, mid + 2), seat_colour(seat), mark, 20)
    text.put(draw, (x + 54, mid), text.fit(name, 34, 262), 34, INK if in_game else MUTED, anchor="lm")
    if not in_game:
        text.put(draw, (x + 330, mid), gone, 30, MUTED, anchor="lm")
        return image
    draw.rectangle((x + 330, mid - 11, x + 352, mid + 11), fill=CUBE, outline=INK, width=2)
    text.put(draw, (x + CUBES_X, mid), cubes, size, INK, anchor="lm")
    pieces.flag(draw, (x + flag_x, mid + 2), seat_colour(seat) if planted else WHITE, None, 14)
    text.put(draw, (x + flag_x + 22, mid), flags, size, INK, anchor="lm")
    written = text.put(draw, (x + ROOM, mid), tent, size, INK, anchor="rm")
    pieces.tent(draw, (x + ROOM - written - TENT_ICON / 2, mid + 1), seat_colour(seat), "", 12)
    return image


def _footer(draw: Pen, view: dict[str, Any]) -> None:
    supply, aside, loc = view["supply"], view["set_aside"], speaks(view)
    if aside["revealed"]:
        needs = and_message([colour_count(c, n) for c, n in aside["requirement"].items()])
        spare = msg("spare flag tile needs {needs}", needs=needs)
        if aside["flag_symbol"]:
            spare = msg("spare flag tile needs {needs}, flag symbol", needs=needs)
    else:
        spare = msg("spare flag tile face down")
    line = tr(loc, "Supply: {cubes} cubes, {markers} camp markers · {spare}", cubes=supply["cubes"],
              markers=supply["camp_markers"], spare=spare)  # fmt: skip
    text.put(draw, (LEFT, FOOTER_TOP), text.fit(line, 24, ROOM), 24, INK)


LEGEND = (
    N_("a player's tent"),
    N_("camp marker"),
    N_("printed camp site"),
    N_("planted flag"),
    N_("flag symbol"),
    N_("flag tile, face down"),
    N_("someone peeked"),
    N_("the explorer"),
)


def _legend(draw: Pen, loc: Locale) -> None:
    """What the board's small pictures mean."""
    column = ROOM / 4
    icons: list[Callable[[tuple[float, float]], None]] = [
        lambda c: pieces.tent(draw, c, seat_colour(0), "", 13),
        lambda c: pieces.camp_site(draw, c, marker=True, size=10),
        lambda c: pieces.camp_site(draw, c, marker=False, size=10),
        lambda c: pieces.flag(draw, c, seat_colour(1), None, 13),
        lambda c: pieces.flag(draw, c, GOLD, None, 10),
        lambda c: _flag_back(draw, c),
        lambda c: eye(draw, c, 2, "", 1.0),
        lambda c: pieces.pawn(draw, c, 14),
    ]
    for i, (icon, words) in enumerate(zip(icons, LEGEND, strict=True)):
        cx = LEFT + (i % 4) * column
        cy = LEGEND_TOP + 16 + (i // 4) * 34
        icon((cx + 14, cy + 1))
        said = tr(loc, words)
        text.put(draw, (cx + 36, cy), said, sized(said, 20, column - 40), INK, anchor="lm")


def _flag_back(draw: Pen, centre: tuple[float, float]) -> None:
    x, y = centre
    draw.rounded_rectangle((x - 15, y - 13, x + 15, y + 13), radius=6, fill=TERRAIN["K"], outline=GOLD, width=4)


__all__ = ["PANEL_WIDTH", "draw_panel", "draw_static"]
