"""The side panel: whose turn and what they decide, the dice, what just happened, and the players.

Its words are large (26-40 px) so they stay readable when a phone shows the picture 400 px wide.
History beyond this turn and the last one is left to the turn message's text.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PIL import ImageDraw

from bot.engine import name_seats
from renderers.draw import INK, WHITE, Pen

from .style import (
    FACE_RGB,
    FADED,
    HEIGHT,
    PANEL,
    PANEL_EDGE,
    PANEL_LEFT,
    PANEL_RIGHT,
    POLE_NAMES,
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
DIE_WORDS = {"unused": "to use", "used": "used", "forfeit": "no move", "dropped": "not used"}
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
    centred(draw, (29, 16), "Round", 16, fill=SOFT)  # the map's empty top-left corner
    centred(draw, (29, 38), str(view["round"]), 22, fill=SOFT)
    if outcome:
        label(draw, (LEFT, 8), "Game over", 40)
        lines = wrap(name_seats(outcome["text"], names), 28, RIGHT - LEFT)[:3]
    else:
        seat = view["active"]
        shape(draw, (LEFT + 17, 32), 16, view["seats"][seat]["colour"])
        label(draw, (LEFT + 44, 8), fit(f"{names[seat]}'s turn", 40, RIGHT - LEFT - 44), 40)
        prompt = view.get("prompt") or {}
        lines = wrap(name_seats(prompt.get("text", ""), names), 28, RIGHT - LEFT)
    size, step = (28, 34) if len(lines) <= 2 else (24, 28)  # a long question gets three smaller lines
    for i, line in enumerate(wrap(" ".join(lines), size, RIGHT - LEFT)[:3]):
        label(draw, (LEFT, 60 + step * i), line, size)


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
    size, top = 64, DICE_TOP
    if dice is not None:
        for i, key in enumerate(("A", "B")):
            x = LEFT + i * 84
            _die(draw, x, top, size, dice[key], dice["status"][key])
            centred(draw, (x + size / 2, top + size + 16), DIE_WORDS[dice["status"][key]], 22)
        if dice["source"] == "wind":
            label(draw, (LEFT, top - 6), "Second Wind roll", 18, fill=SOFT, anchor="ld")
    face = view["colour_die"]
    x = LEFT + 180
    if view.get("outcome") and face is None:
        pass  # no hint about doubles once the game is over
    elif face is not None:
        stamp(draw, (x + size / 2, top + size / 2), _paint_face, size // 2 + 2, size, face)
        centred(draw, (x + size / 2, top + size + 16), face, 22)
    else:
        stamp(draw, (x + size / 2, top + size / 2), _paint_face, size // 2 + 2, size, None)
        centred(draw, (x + size / 2, top + size / 2 - 10), "colour", 16, fill=SOFT)
        centred(draw, (x + size / 2, top + size / 2 + 10), "die", 16, fill=SOFT)
        centred(draw, (x + size / 2, top + size + 16), "on doubles", 18, fill=SOFT)
    _card_tile(draw, view)


def _card_tile(draw: Pen, view: dict[str, Any]) -> None:
    """The card being played now and those waiting, or the deck's size when none is."""
    left, top, right, bottom = CARD_TILE
    pending = [CARD_NAMES[code] for code in view["pending"]]
    deck = f"Deck: {view['deck_size']} {'card' if view['deck_size'] == 1 else 'cards'}"
    if not pending:
        if not view.get("outcome"):
            label(draw, (left + 10, top + 8), "No card to play", 20, fill=SOFT)
        label(draw, (left + 10, top + 36), deck, 20, fill=SOFT)
        return
    label(draw, (left + 10, top + 6), "Card to play", 18, fill=SOFT)
    label(draw, (left + 10, top + 28), fit(pending[0], 26, right - left - 20), 26)
    if len(pending) > 1:
        label(draw, (left + 10, bottom - 8), fit("then " + ", ".join(pending[1:]), 18, right - left - 20), 18,
              fill=SOFT, anchor="ld")  # fmt: skip


def _players(draw: Pen, view: dict[str, Any], names: list[str], shape_: TeamShape) -> None:
    """One row per player, in a frame per team: pairs share a frame under their team's total."""
    by_seat = {seat["seat"]: seat for seat in view["seats"]}
    paired = shape_[1]
    for team, (top, _) in zip(view["teams"], team_boxes(shape_), strict=True):
        inner = top + 5
        if paired:
            arrived = team["arrivals"]
            points = "point" if team["score"] == 1 else "points"
            text = f"{team['name']} team: {team['score']} {points}, {arrived} arrived"
            label(draw, (LEFT + 10, inner + 2), fit(text, 22, RIGHT - LEFT - 20), 22, fill=SOFT)
            inner += TEAM_TITLE
        for seat in team["seats"]:
            _player_row(draw, by_seat[seat], names[seat], view["active"] == seat, inner, PLAYER_ROW)
            inner += PLAYER_ROW


def _player_row(
    draw: Pen, seat: dict[str, Any], name: str, active: bool, top: int, height: int
) -> None:
    mid = top + height / 2
    if active:
        draw.rectangle((LEFT + 4, top + 1, RIGHT - 4, top + height - 1), outline=INK, width=3)
    colour = seat["colour"]
    shape(draw, (LEFT + 24, mid), 13, colour)
    note = ""
    if seat["resigned"]:
        note = " (left)"
    elif seat["skips"]:
        note = " (skips a turn)"
    shown = fit(name + note, 26, 190)
    label(draw, (LEFT + 46, mid), shown, 26, fill=SOFT if seat["resigned"] else INK, anchor="lm")
    stamp(draw, (LEFT + 248 + 46, mid), _paint_dots, 50, colour, seat["arrivals"])
    points = "pt" if seat["score"] == 1 else "pts"
    label(draw, (RIGHT - 12, mid), f"{seat['score']} {points}", 26, anchor="rm")


def _happened(draw: Pen, view: dict[str, Any], names: list[str], bottom: int) -> None:
    """This turn's moves so far (beyond the roll the dice show) and the last turn's, in short lines."""
    blocks: list[tuple[int, str, list[str]]] = []
    now, last = view.get("this_turn"), view.get("last_turn")
    over = bool(view.get("outcome"))
    prompt = view.get("prompt") or {}
    if prompt.get("kind") == "card":  # the card being decided: what it does comes first
        blocks.append((view["active"], f"The {CARD_NAMES[prompt['card']]} card", [prompt["card_text"]]))
    if now:
        done = [e for e in now["events"] if e["type"] != "roll" or over]
        lines = [line for e in done for line in _phrases(e, view, names)]
        if lines:
            title = f"{names[now['seat']]}'s last turn" if over else "This turn"
            blocks.append((now["seat"], title, lines))
    if last and not over:
        lines = [line for e in last["events"] for line in _phrases(e, view, names)]
        if lines:
            blocks.append((last["seat"], f"{names[last['seat']]}'s last turn", lines))
    y = HAPPENED_TOP + 8
    if not blocks:
        label(draw, (LEFT + 12, y), "The game has just begun.", 26, fill=SOFT)
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
            wrapped = [*wrapped[: max(0, fits - 1)], "and more: see the message"]
        for line in wrapped:
            label(draw, (LEFT + 12, y), line, 26)
            y += LINE
        y += 6


def _place(position: str) -> str:
    return POLE_NAMES.get(position, position)


def _phrases(happened: dict[str, Any], view: dict[str, Any], names: list[str]) -> list[str]:
    """A short line for each public fact worth showing; turn changes and bookkeeping are left out."""
    kind = happened["type"]
    seat_of: dict[str, int] = {seat["colour"]: seat["seat"] for seat in view["seats"]}

    def colour(explorer: str) -> str:
        return explorer.split("-")[0]

    def whose(explorer: str) -> str:
        return names[seat_of[colour(explorer)]]

    card = CARD_NAMES.get(happened.get("card", ""), "")
    if kind == "roll":
        prefix = "Second Wind: rolled" if happened["source"] == "wind" else "Rolled"
        return [f"{prefix} {happened['a']} and {happened['b']}"]
    if kind == "move":
        return [f"Moved {colour(happened['explorer'])} {_place(happened['start'])} to {_place(happened['end'])}"]
    if kind == "card_move":
        return [f"{card}: {colour(happened['explorer'])} {_place(happened['start'])} to {_place(happened['end'])}"]
    if kind == "capture":
        return [f"Captured {whose(happened['captured'])}'s explorer on {happened['square']}"]
    if kind == "arrive":
        target = next(s["target"] for s in view["seats"] if s["colour"] == colour(happened["explorer"]))
        return [f"{colour(happened['explorer'])} reached the {_place(target)}"]
    if kind == "goal":
        return [f"Took the goal on {happened['square']}"]
    if kind == "draw":
        return [f"Drew the {card} card"]
    if kind == "colour":
        return [f"Colour die: {happened['face']}"]
    if kind == "colour_home":
        return [f"Sent {whose(happened['explorer'])}'s explorer on {happened['square']} home"]
    if kind == "colour_arrive":
        return [f"Flew {colour(happened['explorer'])} from {_place(happened['square'])} to its pole"]
    if kind == "colour_decline":
        return ["Declined the colour die"]
    if kind == "card":
        return [_card_phrase(happened, card, whose)]
    if kind == "card_void":
        return [f"{card} had no use"]
    if kind == "forfeit":
        return [f"No move for die {' and '.join(happened['dice'])}"]
    if kind == "skip":
        return ["Skipped the turn (Blizzard)"]
    if kind == "resign":
        return [f"{names[happened['seat']]} left the game"]
    if kind == "cap":
        return ["Round limit reached"]
    return []


def _card_phrase(happened: dict[str, Any], card: str, whose: Callable[[str], str]) -> str:
    code = happened["card"]
    if code != "BLIZZARD" and set(happened) <= {"type", "card"}:  # a card played for nothing: declined
        return f"Declined {card}"
    if code == "BLIZZARD":
        return "Blizzard: skips the next turn"
    if code == "ICE_FLOE":
        first, second = happened["squares"]
        return f"Ice Floe: swapped {first} and {second}"
    if code == "SHELTER":
        return f"Shelter on {happened['square']}"
    if code == "AVALANCHE":
        return f"Avalanche: {whose(happened['explorer'])}'s explorer on {happened['square']} sent home"
    if code == "POLAR_GUIDE":
        return f"Polar Guide: {happened['square']} to the pole"
    return f"Declined {card}"
