"""The side panel: whose turn and what they decide, the dice, what just happened, and the players.

Its words are large (26-40 px) so they stay readable when a phone shows the picture 400 px wide.
History beyond this turn and the last one is left to the turn message's text.
"""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from bot.engine import name_seats
from bot.games.pole_to_pole.words import CARD_NAMES, CARD_TEXTS, colour_message
from bot.i18n import N_, Locale, msg, nmsg, say, tr
from renderers.draw import INK, WHITE, Pen
from renderers.text import width as text_width

from .phrases import phrases, speaks
from .style import (
    FACE_RGB,
    FADED,
    HEIGHT,
    PANEL,
    PANEL_EDGE,
    PANEL_LEFT,
    PANEL_RIGHT,
    SEAT_RGB,
    SOFT,
    centred,
    fit,
    label,
    names_of,
    paint_shape,
    shape,
    stamp,
    wrap,
)

PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}
DIE_WORDS = {"unused": N_("to use"), "used": N_("used"), "forfeit": N_("no move"), "dropped": N_("not used")}
LEFT, RIGHT = PANEL_LEFT, PANEL_RIGHT
DICE_TOP = 154
HAPPENED_TOP = 258
LINE = 31  # one line of "what just happened" at 26 px


TeamShape = tuple[tuple[int, ...], bool]  # players per team, and whether pairs play
PLAYER_ROW = 44
TEAM_TITLE = 34
CARD_TILE = (LEFT + 262, DICE_TOP - 4, RIGHT, DICE_TOP + 64 + 30)


def team_shape(view: dict[str, Any]) -> TeamShape:
    sizes = tuple(len(team["seats"]) for team in view["teams"])
    return sizes, any(size > 1 for size in sizes)


def team_boxes(shape_: TeamShape) -> list[tuple[int, int]]:
    """(top, bottom) of each team's frame, stacked up from the panel's bottom edge."""
    sizes, paired = shape_
    heights = [(TEAM_TITLE if paired else 0) + PLAYER_ROW * size + 10 for size in sizes]
    y = HEIGHT - 10 - sum(heights) - 6 * (len(heights) - 1)
    boxes = []
    for height in heights:
        boxes.append((y, y + height))
        y += height + 6
    return boxes


def happened_bottom(shape_: TeamShape) -> int:
    return team_boxes(shape_)[0][0] - 10


def draw_frames(draw: Pen, shape_: TeamShape) -> None:
    """The panel's frames, which only depend on how many play in which teams (drawn into the base)."""
    draw.rounded_rectangle(CARD_TILE, radius=10, fill=PANEL, outline=PANEL_EDGE, width=2)
    bottom = happened_bottom(shape_)
    draw.rounded_rectangle((LEFT, HAPPENED_TOP, RIGHT, bottom), radius=10, fill=PANEL, outline=PANEL_EDGE, width=2)
    for top, bottom in team_boxes(shape_):
        draw.rounded_rectangle((LEFT, top, RIGHT, bottom), radius=10, fill=PANEL, outline=PANEL_EDGE, width=2)


def draw_panel(draw: Pen, view: dict[str, Any]) -> None:
    names = names_of(view)
    shape_ = team_shape(view)
    _header(draw, view, names)
    _dice(draw, view)
    _players(draw, view, names, shape_)
    _happened(draw, view, names, happened_bottom(shape_))


def _header(draw: Pen, view: dict[str, Any], names: list[str]) -> None:
    outcome = view.get("outcome")
    loc = speaks(view)
    word = tr(loc, "Round")
    small = 16 if text_width(word, 16) <= 56 else 14
    centred(draw, (29, 16), fit(word, small, 58), small, fill=SOFT)  # the map's empty top-left corner
    centred(draw, (29, 38), str(view["round"]), 22, fill=SOFT)
    if outcome:
        label(draw, (LEFT, 8), tr(loc, "Game over"), 40)
        lines = wrap(name_seats(_said(loc, outcome), names), 28, RIGHT - LEFT)[:3]
    else:
        seat = view["active"]
        shape(draw, (LEFT + 17, 32), 16, view["seats"][seat]["colour"])
        # A long name is cut, never "'s turn" after it.
        turn = tr(loc, "{name}'s turn", name="")
        room = RIGHT - LEFT - 44 - text_width(turn, 40)
        label(draw, (LEFT + 44, 8), tr(loc, "{name}'s turn", name=fit(names[seat], 40, room)), 40)
        lines = wrap(name_seats(_said(loc, view.get("prompt") or {}), names), 28, RIGHT - LEFT)
    size, step = (28, 34) if len(lines) <= 2 else (24, 28)  # a long question gets three smaller lines
    for i, line in enumerate(wrap(" ".join(lines), size, RIGHT - LEFT)[:3]):
        label(draw, (LEFT, 60 + step * i), line, size)


def _said(loc: Locale, found: dict[str, Any]) -> str:
    """A prompt's or result's words in ``loc``: its message where it has one, else its English text."""
    message = found.get("msg")
    return say(loc, message) if isinstance(message, dict) else str(found.get("text", ""))


def _paint_die(draw: ImageDraw.ImageDraw, centre: tuple[float, float], size: int, value: int, status: str) -> None:
    x, y = centre[0] - size / 2, centre[1] - size / 2
    faded = status != "unused"
    draw.rounded_rectangle((x, y, x + size, y + size), radius=10, fill=FADED if faded else WHITE, outline=INK, width=3)
    pip = SOFT if faded else INK
    for px, py in PIPS[value]:
        cx, cy = x + px * size, y + py * size
        draw.ellipse((cx - 6, cy - 6, cx + 6, cy + 6), fill=pip)
    if status in ("forfeit", "dropped"):
        draw.line((x + 6, y + size - 6, x + size - 6, y + 6), fill=INK, width=4)


def _die(draw: Pen, x: int, y: int, size: int, value: int, status: str) -> None:
    stamp(draw, (x + size / 2, y + size / 2), _paint_die, size // 2 + 2, size, value, status)


def _paint_face(draw: ImageDraw.ImageDraw, centre: tuple[float, float], size: int, face: str | None) -> None:
    """The colour die showing ``face``, or its empty outline when it was not rolled."""
    x, y = centre[0] - size / 2, centre[1] - size / 2
    if face is None:
        draw.rounded_rectangle((x, y, x + size, y + size), radius=10, outline=PANEL_EDGE, width=2)
        return
    draw.rounded_rectangle((x, y, x + size, y + size), radius=10, fill=FACE_RGB[face], outline=INK, width=3)
    if face in SEAT_RGB:
        paint_shape(draw, centre, 14, face, 3)


def _paint_dots(draw: ImageDraw.ImageDraw, centre: tuple[float, float], colour: str, arrived: int) -> None:
    """Six arrival slots, filled as explorers reach the far pole."""
    x0, y = centre[0] - 48, centre[1]
    for i in range(6):
        x = x0 + i * 16
        draw.ellipse((x, y - 6, x + 12, y + 6), fill=SEAT_RGB[colour] if i < arrived else WHITE, outline=INK, width=1)


def _dice(draw: Pen, view: dict[str, Any]) -> None:
    """Die A, Die B, the colour die and the card in play, in one row."""
    dice = view["dice"]
    loc = speaks(view)
    size, top = 64, DICE_TOP
    if dice is not None:
        for i, key in enumerate(("A", "B")):
            x = LEFT + i * 84
            _die(draw, x, top, size, dice[key], dice["status"][key])
            word = tr(loc, DIE_WORDS[dice["status"][key]])
            small = 22 if text_width(word, 22) <= 76 else 18  # a longer word keeps a gap to the next die's
            centred(draw, (x + size / 2, top + size + 16), fit(word, small, 80), small)
        if dice["source"] == "wind":
            label(draw, (LEFT, top - 6), tr(loc, "Second Wind roll"), 18, fill=SOFT, anchor="ld")
    face = view["colour_die"]
    x = LEFT + 180
    if view.get("outcome") and face is None:
        pass  # no hint about doubles once the game is over
    elif face is not None:
        stamp(draw, (x + size / 2, top + size / 2), _paint_face, size // 2 + 2, size, face)
        centred(draw, (x + size / 2, top + size + 16), say(loc, colour_message(face)), 22)
    else:
        stamp(draw, (x + size / 2, top + size / 2), _paint_face, size // 2 + 2, size, None)
        for word, dy in ((tr(loc, "colour"), -10), (tr(loc, "die"), 10)):  # a longer word in smaller type
            small = 16 if text_width(word, 16) <= size - 6 else 13
            centred(draw, (x + size / 2, top + size / 2 + dy), fit(word, small, size - 4), small, fill=SOFT)
        centred(draw, (x + size / 2, top + size + 16), fit(tr(loc, "on doubles"), 18, 90), 18, fill=SOFT)
    _card_tile(draw, view)


def _card_tile(draw: Pen, view: dict[str, Any]) -> None:
    """The card being played now and those waiting, or the deck's size when none is."""
    left, top, right, bottom = CARD_TILE
    loc = speaks(view)
    room = right - left - 20
    pending = [say(loc, CARD_NAMES[code]) for code in view["pending"]]
    deck = say(loc, nmsg("Deck: {n} card", "Deck: {n} cards", view["deck_size"]))
    if not pending:
        if not view.get("outcome"):
            label(draw, (left + 10, top + 8), fit(tr(loc, "No card to play"), 20, room), 20, fill=SOFT)
        label(draw, (left + 10, top + 36), fit(deck, 20, room), 20, fill=SOFT)
        return
    label(draw, (left + 10, top + 6), fit(tr(loc, "Card to play"), 18, room), 18, fill=SOFT)
    label(draw, (left + 10, top + 28), fit(pending[0], 26, room), 26)
    if len(pending) > 1:
        then = tr(loc, "then {cards}", cards=", ".join(pending[1:]))
        label(draw, (left + 10, bottom - 8), fit(then, 18, room), 18, fill=SOFT, anchor="ld")


def _players(draw: Pen, view: dict[str, Any], names: list[str], shape_: TeamShape) -> None:
    """One row per player, in a frame per team: pairs share a frame under their team's total."""
    by_seat = {seat["seat"]: seat for seat in view["seats"]}
    paired = shape_[1]
    loc = speaks(view)
    for team, (top, _) in zip(view["teams"], team_boxes(shape_), strict=True):
        inner = top + 5
        if paired:
            points = nmsg("{n} point", "{n} points", team["score"])
            text = say(loc, msg("{name} team: {points}, {n} arrived", name=colour_message(team["name"]), points=points,
                                n=team["arrivals"]))  # fmt: skip
            label(draw, (LEFT + 10, inner + 2), fit(text, 22, RIGHT - LEFT - 20), 22, fill=SOFT)
            inner += TEAM_TITLE
        for seat in team["seats"]:
            _player_row(draw, by_seat[seat], names[seat], view["active"] == seat, inner, loc)
            inner += PLAYER_ROW


def _player_row(draw: Pen, seat: dict[str, Any], name: str, active: bool, top: int, loc: Locale) -> None:
    height = PLAYER_ROW
    mid = top + height / 2
    if active:
        draw.rectangle((LEFT + 4, top + 1, RIGHT - 4, top + height - 1), outline=INK, width=3)
    colour = seat["colour"]
    shape(draw, (LEFT + 24, mid), 13, colour)
    note = ""
    if seat["resigned"]:
        note = " " + tr(loc, "(left)")
    elif seat["skips"]:
        note = " " + tr(loc, "(skips a turn)")
    shown = fit(name, 26, max(60, 190 - text_width(note, 26))) + note if note else fit(name, 26, 190)
    label(draw, (LEFT + 46, mid), shown, 26, fill=SOFT if seat["resigned"] else INK, anchor="lm")
    stamp(draw, (LEFT + 248 + 46, mid), _paint_dots, 50, colour, seat["arrivals"])
    label(draw, (RIGHT - 12, mid), say(loc, nmsg("{n} pt", "{n} pts", seat["score"])), 26, anchor="rm")


def _happened(draw: Pen, view: dict[str, Any], names: list[str], bottom: int) -> None:
    """This turn's moves so far (beyond the roll the dice show) and the last turn's, in short lines."""
    blocks: list[tuple[int, str, list[str]]] = []
    now, last = view.get("this_turn"), view.get("last_turn")
    over = bool(view.get("outcome"))
    loc = speaks(view)
    prompt = view.get("prompt") or {}
    if prompt.get("kind") == "card":  # the card being decided: what it does comes first
        code = prompt["card"]
        title = tr(loc, "The {card} card", card=say(loc, CARD_NAMES[code]))
        blocks.append((view["active"], title, [say(loc, CARD_TEXTS[code])]))
    if now:
        done = [e for e in now["events"] if e["type"] != "roll" or over]
        lines = [say(loc, line) for e in done for line in phrases(e, view, names)]
        if lines:
            title = tr(loc, "{name}'s last turn", name=names[now["seat"]]) if over else tr(loc, "This turn")
            blocks.append((now["seat"], title, lines))
    if last and not over:
        lines = [say(loc, line) for e in last["events"] for line in phrases(e, view, names)]
        if lines:
            blocks.append((last["seat"], tr(loc, "{name}'s last turn", name=names[last["seat"]]), lines))
    y = HAPPENED_TOP + 8
    if not blocks:
        label(draw, (LEFT + 12, y), tr(loc, "The game has just begun."), 26, fill=SOFT)
        return
    for seat, title, lines in blocks:
        if bottom - y < 2 * LINE:
            break
        shape(draw, (LEFT + 20, y + 13), 10, view["seats"][seat]["colour"])
        label(draw, (LEFT + 38, y), fit(title, 24, RIGHT - LEFT - 50), 24, fill=SOFT)
        y += 30
        wrapped = [part for line in lines for part in wrap(line, 26, RIGHT - LEFT - 24)]
        fits = (bottom - y - 4) // LINE
        if len(wrapped) > fits:
            wrapped = [*wrapped[: max(0, fits - 1)], tr(loc, "and more: see the message")]
        for line in wrapped:
            label(draw, (LEFT + 12, y), line, 26)
            y += LINE
        y += 6
