"""Pictures for 1911 Amundsen vs. Scott: the public board (``render``) and a player's hand (``render_hand``).

Laid out for phones: shown 400 px wide, the top band (who acts and on what, what just
happened, with the cards in their colours) stays readable, and the board, row and hands keep
full detail when opened. Colour is never the only cue: cards name their type and colour in
words, and red spaces and cards carry a white dot, yellow ones a black dot (the seed's
colour-blind marks).

Speed: everything that never changes during a game (routes, parallels, `?` spaces, legend,
panel frames) is drawn once per layout into a cached base image, the deck's cards are drawn
once per size (with the first picture) and card names cached as small images, all pasted,
and the picture is drawn on the game's fixed palette and saved as it is.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from PIL import Image

from bot.engine import name_seats
from bot.games.amundsen_scott.data import CARDS
from renderers.draw import BACKGROUND, INK, MUTED, RGB, WHITE, Palette, Pen, png
from renderers.text import centred, put, shorten, width, wrap

WIDTH, HEIGHT = 1600, 1000
HAND_WIDTH, HAND_HEIGHT = 1200, 800
CARD_COLOURS: dict[str | None, RGB] = {
    "R": (196, 52, 44),
    "B": (36, 94, 178),
    "G": (34, 136, 76),
    "Y": (236, 192, 36),
    None: (228, 226, 216),
}
COLOUR_WORDS = {"R": "red", "B": "blue", "G": "green", "Y": "yellow"}
PAWN_COLOURS: dict[str, RGB] = {"A": CARD_COLOURS["R"], "S": CARD_COLOURS["B"]}
PANEL: RGB = (250, 252, 254)
ICE: RGB = (214, 230, 242)
LINE: RGB = (150, 162, 176)
HIGHLIGHT: RGB = (255, 176, 0)
SHIP: RGB = (120, 86, 60)
CARD_BACK: RGB = (58, 74, 96)
CARD_BACK_LINE: RGB = (140, 160, 186)
ALERT: RGB = (170, 30, 30)
PALETTE = Palette(
    *(c for c in CARD_COLOURS.values()),
    PANEL,
    ICE,
    LINE,
    HIGHLIGHT,
    SHIP,
    CARD_BACK,
    CARD_BACK_LINE,
    ALERT,
)
TYPE_WORDS = {
    "advance": "ADVANCE",
    "dog": "DOG",
    "horse": "HORSE",
    "blizzard": "BLIZZARD",
    "crevasse": "CREVASSE",
    "compass": "COMPASS",
    "loss": "LOSS OF EQUIPMENT",
    "drop": "DROP SUPPLIES",
    "sacrifice": "SACRIFICE",
    "weather": "GOOD WEATHER",
    "patron_wild": "PATRON WILD",
}
POLE_INDEX = 13

# The board: two routes side by side in the left column, the Pole at the top.
BOARD_BOX = (12, 196, 552, HEIGHT - 12)
ROUTE_X = {"A": 140, "S": 360}  # the centre of each route's spaces
ROW_STEP = 46
BOARD_TOP = 262  # the top of the Pole row
TILE = 40
# The right column: the open row on top, the two explorers below.
RIGHT_X0, RIGHT_X1 = 568, WIDTH - 12
ROW_BOX = (RIGHT_X0, 196, RIGHT_X1, 536)
EXPLORER_Y0, EXPLORER_Y1 = 548, HEIGHT - 12
EXPLORER_W = (RIGHT_X1 - RIGHT_X0 - 12) // 2
PILE_CARD = (116, 160)  # the deck's back and the discard's top card
HAND_CARDS = ((110, 150), (84, 116))  # an explorer's hand in one row, or in two
HEADER_STATUS = 50
HEADER_LAST = 42


def _names(view: dict[str, Any]) -> list[str]:
    """Display names by seat; without them, the explorer's name (never a seat number)."""
    given = view.get("names") or []
    by_seat = {e["seat"]: e["name"] for e in view["explorers"]}
    return [given[s] if s < len(given) else by_seat[s] for s in range(len(view["explorers"]))]


def _fill(text: str, names: Sequence[str]) -> str:
    """Event or status text with names in; without display names, "Scott (Scott)" reads "Scott"."""
    filled = name_seats(text, names)
    for name in names:
        filled = filled.replace(f"{name} ({name})", name)
    return filled


def _who(names: Sequence[str], explorer: dict[str, Any]) -> str:
    name = names[explorer["seat"]]
    return name if name == explorer["name"] else f"{name} ({explorer['name']})"


def _colour_dot(draw: Pen, colour: str | None, cx: float, cy: float, r: float) -> None:
    """The seed's colour-blind marks: a white dot on red, a black dot on yellow."""
    if colour == "R":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=WHITE, outline=INK, width=1)
    elif colour == "Y":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=INK)


def _icon(draw: Pen, kind: str, cx: float, cy: float, s: float, ink: RGB) -> None:
    """A small symbol per card type, as a second cue beside the type word."""
    w = max(2, int(s / 7))
    if kind == "advance":
        draw.polygon(
            [
                (cx, cy - s),
                (cx + s * 0.8, cy),
                (cx + s * 0.3, cy),
                (cx + s * 0.3, cy + s),
                (cx - s * 0.3, cy + s),
                (cx - s * 0.3, cy),
                (cx - s * 0.8, cy),
            ],
            fill=ink,
        )
    elif kind == "blizzard":
        for dx, dy in ((1, 0), (0.5, 0.87), (-0.5, 0.87)):
            draw.line((cx - dx * s, cy - dy * s, cx + dx * s, cy + dy * s), fill=ink, width=w)
    elif kind == "crevasse":
        draw.line(
            [
                (cx - s, cy - s * 0.4),
                (cx - s * 0.4, cy + s * 0.5),
                (cx, cy - s * 0.5),
                (cx + s * 0.4, cy + s * 0.5),
                (cx + s, cy - s * 0.4),
            ],
            fill=ink,
            width=w,
        )
    elif kind == "compass":
        draw.ellipse((cx - s, cy - s, cx + s, cy + s), outline=ink, width=w)
        draw.polygon([(cx, cy - s * 0.85), (cx + s * 0.25, cy), (cx, cy + s * 0.85), (cx - s * 0.25, cy)], fill=ink)
    elif kind == "weather":
        draw.ellipse((cx - s * 0.5, cy - s * 0.5, cx + s * 0.5, cy + s * 0.5), fill=ink)
        for dx, dy in ((1, 0), (0, 1), (0.7, 0.7), (0.7, -0.7)):
            draw.line((cx - dx * s, cy - dy * s, cx + dx * s, cy + dy * s), fill=ink, width=max(1, w // 2))
    elif kind in ("dog", "horse", "patron_wild"):
        draw.regular_polygon((cx, cy, s), 5, fill=ink)  # a star-ish pentagon: "wild"
    elif kind == "drop":
        draw.rectangle((cx - s * 0.8, cy - s * 0.5, cx + s * 0.8, cy + s * 0.8), outline=ink, width=w)
        draw.line((cx - s * 0.8, cy - s * 0.5, cx, cy - s, cx + s * 0.8, cy - s * 0.5), fill=ink, width=w)
    elif kind == "sacrifice":
        draw.line((cx - s * 0.8, cy - s * 0.8, cx + s * 0.8, cy + s * 0.8), fill=ink, width=w + 1)
        draw.line((cx - s * 0.8, cy + s * 0.8, cx + s * 0.8, cy - s * 0.8), fill=ink, width=w + 1)
    elif kind == "loss":
        draw.rectangle((cx - s * 0.8, cy - s * 0.6, cx + s * 0.8, cy + s * 0.6), outline=ink, width=w)
        draw.line((cx - s * 0.2, cy - s * 0.6, cx + s * 0.2, cy + s * 0.6), fill=ink, width=w)


def _hidden_badge(draw: Pen, x: float, y: float, w: float) -> None:
    """A card the opponent can't see: a dark tag with a slashed eye in the top-left corner."""
    h = w * 0.7
    draw.rounded_rectangle((x, y, x + w, y + h), 5, fill=INK, outline=WHITE, width=2)
    cx, cy = x + w / 2, y + h / 2
    ew, eh = w * 0.36, h * 0.26
    draw.ellipse((cx - ew, cy - eh, cx + ew, cy + eh), outline=WHITE, width=2)
    draw.ellipse((cx - eh * 0.6, cy - eh * 0.6, cx + eh * 0.6, cy + eh * 0.6), fill=WHITE)
    draw.line((x + w * 0.2, y + h * 0.82, x + w * 0.8, y + h * 0.18), fill=WHITE, width=3)


@lru_cache(maxsize=256)
def _card_image(
    kind: str | None, colour: str | None, w: int, h: int, hidden_mark: bool = False, highlight: bool = False
) -> Image.Image:
    """One card as a small image to paste: its face (``kind`` None draws a face-down back)."""
    image, draw = PALETTE.canvas(w, h, BACKGROUND)
    radius = max(4, w // 10)
    box = (0, 0, w - 1, h - 1)
    if kind is None:
        draw.rounded_rectangle(box, radius, fill=CARD_BACK, outline=INK, width=2)
        draw.rounded_rectangle((5, 5, w - 6, h - 6), radius, outline=CARD_BACK_LINE, width=2)
        centred(draw, (w / 2, h / 2), "?", int(h * 0.35), WHITE)
        return image
    fill = CARD_COLOURS.get(colour, CARD_COLOURS[None])
    ink = INK if colour in (None, "Y") else WHITE
    draw.rounded_rectangle(box, radius, fill=fill, outline=HIGHLIGHT if highlight else INK, width=6 if highlight else 2)
    _colour_dot(draw, colour, w - w * 0.15, h * 0.1, max(4, w * 0.06))
    _icon(draw, kind, w / 2, h * 0.27, w * 0.16, ink)
    words = TYPE_WORDS.get(kind, kind.upper())
    size = _name_size(words, w - 8)
    lines = wrap(words, size, w - 8)
    top = h * 0.59 if len(lines) == 1 else h * 0.5
    for i, line in enumerate(lines[:2]):
        centred(draw, (w / 2, top + i * size * 1.05), line, size, ink)
    if colour:
        centred(draw, (w / 2, h * 0.87), COLOUR_WORDS[colour], max(12, int(w * 0.17)), ink)
    if hidden_mark:
        _hidden_badge(draw, 5, 5, max(26.0, w * 0.3))
    return image


def _name_size(words: str, room: int) -> int:
    """The card name's size: a fifth of the card's width, so a phone reads it (issue 25), or
    less when its longest word would not fit on a line ("EQUIPMENT")."""
    size = max(12, int(room * 0.23))
    while size > 12 and max(width(word, size) for word in words.split()) > room:
        size -= 1
    return size


def _paste_card(
    draw: Pen,
    x: int,
    y: int,
    w: int,
    h: int,
    card: dict[str, Any] | None,
    hidden_mark: bool = False,
    highlight: bool = False,
) -> None:
    kind = None if card is None else card["type"]
    colour = None if card is None else card.get("colour")
    draw.paste(_card_image(kind, colour, w, h, hidden_mark, highlight), (x, y))


@lru_cache(maxsize=8)
def _deck(w: int, h: int) -> None:
    """Draw every card face of the deck (printed game data, 26 faces) and the back at this size,
    once: the public picture's sizes are drawn with the first picture, so later ones draw no card."""
    _card_image(None, None, w, h)
    for kind, colour in dict.fromkeys((card.type, card.colour) for card in CARDS.values()):
        _card_image(kind, colour, w, h)


@lru_cache(maxsize=256)
def _pill(name: str, colour: str | None, size: int) -> Image.Image:
    """A card named inline: its name on its colour (with the colour-blind dot), to paste in text."""
    text_w = width(name, size)
    dot = colour in ("R", "Y")
    w, h = text_w + 24 + (size // 2 + 6 if dot else 0), int(size * 1.3)
    image, draw = PALETTE.canvas(w, h, BACKGROUND)
    fill = CARD_COLOURS.get(colour, CARD_COLOURS[None])
    draw.rounded_rectangle((0, 0, w - 1, h - 1), h // 3, fill=fill, outline=INK, width=2)
    x = 12
    if dot:
        _colour_dot(draw, colour, x + size / 4, h / 2, size / 4)
        x += size // 2 + 6
    put(draw, (x, h / 2), name, size, INK if colour in (None, "Y") else WHITE, "lm")
    return image


def _text(draw: Pen, xy: tuple[float, float], words: str, size: int, fill: RGB = INK, anchor: str = "lm") -> None:
    """``words`` at ``xy``; ``anchor`` is "lm", "mm", "rm", or "lt": the line's top half a size above its middle."""
    x, y = xy
    if anchor[1] == "t":
        y += size / 2
    put(draw, (x, y), words, size, fill, anchor[0] + "m")


# --- the static base ------------------------------------------------------------------


def _row_y(index: int) -> float:
    """Vertical centre of route index 0 (ship) … 13 (Pole)."""
    return BOARD_TOP + (POLE_INDEX - index) * ROW_STEP + ROW_STEP / 2


def _question_xy(letter: str, behind: int) -> tuple[float, float]:
    """Centre of the `?` space drawn between route spaces ``behind`` − 1 and ``behind``."""
    return ROUTE_X[letter] + 66, (_row_y(behind) + _row_y(behind - 1)) / 2


def _draw_route(draw: Pen, routes: dict[str, Any], letter: str) -> None:
    route = routes[letter]
    x = ROUTE_X[letter]
    half = TILE // 2
    for index in range(POLE_INDEX + 1):
        cy = _row_y(index)
        if index == 0:
            draw.polygon(
                [(x - 46, cy - 14), (x + 46, cy - 14), (x + 30, cy + 16), (x - 30, cy + 16)], fill=SHIP, outline=INK
            )
            centred(draw, (x, cy + 1), "SHIP", 20, WHITE)
            continue
        if index == POLE_INDEX:
            draw.rounded_rectangle((x - 50, cy - half, x + 50, cy + half), 10, fill=WHITE, outline=INK, width=3)
            centred(draw, (x, cy), "POLE", 24)
            continue
        colour = route["colours"][index - 1]
        draw.rounded_rectangle(
            (x - half, cy - half, x + half, cy + half), 6, fill=CARD_COLOURS[colour], outline=INK, width=2
        )
        _colour_dot(draw, colour, x, cy, 7)
        centred(draw, (x - half - 22, cy), str(index), 24, INK)
    for j, behind in route["questions"].items():
        cx, cy = _question_xy(letter, behind)
        draw.line((x + half, cy, cx - 18, cy), fill=LINE, width=2)
        draw.ellipse((cx - 18, cy - 18, cx + 18, cy + 18), fill=WHITE, outline=INK, width=2)
        centred(draw, (cx, cy), f"?{j}", 18)


def _draw_legend(draw: Pen, x: float, y: float) -> None:
    size = 21
    _colour_dot(draw, "R", x + 8, y, 7)
    put(draw, (x + 22, y), "white dot: red", size, INK, "lm")
    _colour_dot(draw, "Y", x + 200, y, 7)
    put(draw, (x + 214, y), "black dot: yellow", size, INK, "lm")
    lines = ("Wild cards: Dogs for Amundsen, Horses for Scott.", "Take 1 card free, 2 for 1 discard, 3 for 3.")
    for i, line in enumerate(lines):
        put(draw, (x, y + 26 + i * 25), line, size, INK, "lm")


@lru_cache(maxsize=4)
def _base(routes_key: str, advanced: bool) -> Image.Image:
    """Everything that stays the same for a whole game with this row size."""
    routes = json.loads(routes_key)
    image, draw = PALETTE.canvas(WIDTH, HEIGHT, BACKGROUND)
    draw.rounded_rectangle(BOARD_BOX, 14, fill=ICE, outline=LINE, width=2)
    for lat, k in routes["parallels"].items():
        y = (_row_y(k) + _row_y(k + 1)) / 2
        strong = lat == "85"
        draw.line((60, y, BOARD_BOX[2] - 10, y), fill=INK if strong else LINE, width=3 if strong else 1)
        centred(draw, (36, y), f"{lat}°", 19, INK if strong else MUTED)
    for letter in ("A", "S"):
        _draw_route(draw, routes, letter)
    _draw_legend(draw, 28, _row_y(0) + 36)
    draw.rounded_rectangle(ROW_BOX, 14, fill=PANEL, outline=LINE, width=2)
    x0, y0 = ROW_BOX[0] + 16, ROW_BOX[1] + 14
    put(draw, (x0, y0), "OPEN ROW", 30, INK)
    for i, line in enumerate(wrap("Take from position 1, on the right.", 22, 160)):
        put(draw, (x0, y0 + 44 + i * 27), line, 22, MUTED)
    for i, (cw, _ch, x, y) in enumerate(_row_slots(advanced)):
        position = i + 1
        label = f"{position} · take" if position <= 3 and advanced else str(position)
        centred(draw, (x + cw / 2, y + _ch + 15), label, 22, INK if position <= 3 else MUTED)
    for seat_box in _explorer_boxes():
        draw.rounded_rectangle(seat_box, 14, fill=PANEL, outline=LINE, width=2)
    return image


def _row_slots(advanced: bool) -> list[tuple[int, int, int, int]]:
    """(width, height, x, y) of each row position, position 1 first (right-most, AVS-010/AVS-076)."""
    right = ROW_BOX[0] + 200 + 3 * 164 - 14
    if not advanced:
        w, h = 150, 210
        return [(w, h, right - (i + 1) * w - i * 14, ROW_BOX[1] + 40) for i in range(3)]
    w, h = 100, 134
    slots = []
    for position in range(6):
        line, i = divmod(position, 3)  # positions 4–6 go on the top line
        y = ROW_BOX[1] + 14 + (0 if line == 1 else 166)
        slots.append((w, h, right - (i + 1) * w - i * 40 - 20, y))
    return slots


def _explorer_boxes() -> list[tuple[int, int, int, int]]:
    """The two hand panels, Amundsen's on the left."""
    return [
        (RIGHT_X0 + i * (EXPLORER_W + 12), EXPLORER_Y0, RIGHT_X0 + i * (EXPLORER_W + 12) + EXPLORER_W, EXPLORER_Y1)
        for i in range(2)
    ]


# --- what changes ---------------------------------------------------------------------


def _draw_header(draw: Pen, view: dict[str, Any], names: list[str]) -> None:
    """Who acts and on what (or the result), then what just happened, with cards in colour."""
    names = [shorten(name, HEADER_LAST, 400) for name in names]  # a long name must leave room for the news
    if view["outcome"]:
        draw.rounded_rectangle((12, 10, WIDTH - 12, 80), 12, fill=HIGHLIGHT, outline=INK, width=2)
        status = "Game over: " + _fill(view["outcome"], names)
        x = 30
    else:
        seat = view["pending"]["seat"]
        letter = view["explorers"][seat]["explorer"]
        draw.ellipse((18, 22, 64, 68), fill=PAWN_COLOURS[letter], outline=INK, width=3)
        status = _fill(view["pending"]["text"], names)
        x = 78
        turn = f"turn {view['turn']}"
        _text(draw, (WIDTH - 20, 45), turn, 30, MUTED, "rm")
    size = HEADER_STATUS
    while width(status, size) > WIDTH - x - 150 and size > 30:
        size -= 2
    _text(draw, (x, 45), shorten(status, size, WIDTH - x - 150), size, INK, "lm")
    _draw_last(draw, view.get("last") or [], names, 20, 86)


def _draw_last(
    draw: Pen, last: list[list[Any]], names: list[str], x0: int, y0: int
) -> None:
    """The latest step's events on at most two lines: words, and each named card as a coloured pill."""
    size, line_h, right = HEADER_LAST, 52, WIDTH - 20
    tokens: list[str | dict[str, Any]] = []
    for event_pieces in last:
        for piece in event_pieces:
            if isinstance(piece, str):
                for word in _fill(piece, names).split():
                    if tokens and tokens[-1] == "?":
                        tokens[-1] = f"? {word}"  # "? space 2" names one place: keep it on one line
                    else:
                        tokens.append(word)
            else:
                tokens.append(piece)
        tokens.append("\n")  # each event starts a new line when it fits
    space = width(" ", size)
    x, y, line = float(x0), y0, 0
    for i, token in enumerate(tokens):
        if token == "\n":
            if x > x0 and i + 1 < len(tokens):
                x, line = x0, line + 1
                y += line_h
            continue
        if line >= 2:
            return
        if isinstance(token, str):
            wide: float = width(token, size)
        else:
            wide = _pill(token["name"], token.get("colour"), size - 6).width
        if x > x0 and x + wide > right - 40:
            line += 1
            if line >= 2:
                _text(draw, (x, y + line_h / 2 - 2), "…", size, INK, "lm")
                return
            x, y = x0, y + line_h
        if isinstance(token, str):
            if token[0] in ",.:;!" and x > x0:
                x -= space  # punctuation right after a card keeps to it
            _text(draw, (x, y + line_h / 2 - 2), token, size, INK, "lm")
        else:
            pill = _pill(token["name"], token.get("colour"), size - 6)
            draw.paste(pill, (int(x), int(y + (line_h - pill.height) / 2)))
        x += wide + space


def _draw_pawns(
    draw: Pen, view: dict[str, Any], names: list[str], acting: int | None
) -> None:
    for e in view["explorers"]:
        letter = e["explorer"]
        x = ROUTE_X[letter]
        _text(draw, (x + 20, 214), e["name"].upper(), 24, INK, "mm")
        name = names[e["seat"]]
        size = 22
        while width(name, size) > 210 and size > 18:
            size -= 1
        _text(draw, (x + 20, 241), shorten(name, size, 210), size, MUTED, "mm")
        colour = PAWN_COLOURS[letter]
        if e["lost"]:
            behind = view["routes"][letter]["questions"][str(e["q"])]
            cx, cy = _question_xy(letter, behind)
            draw.rectangle((cx + 26, cy - 14, cx + 92, cy + 14), fill=HIGHLIGHT, outline=INK)
            _text(draw, (cx + 59, cy), "LOST", 18, INK, "mm")
        elif e["route"] == POLE_INDEX:
            cx, cy = x + 78, _row_y(POLE_INDEX)  # beside the Pole's label, not on it
        else:
            cx, cy = x, _row_y(e["route"])
        ring = HIGHLIGHT if e["seat"] == acting else WHITE
        draw.ellipse((cx - 25, cy - 25, cx + 25, cy + 25), fill=ring, outline=INK, width=2)
        draw.ellipse((cx - 17, cy - 17, cx + 17, cy + 17), fill=colour, outline=INK, width=2)


def _draw_row(draw: Pen, view: dict[str, Any]) -> None:
    advanced = len(view["row"]) == 6
    for (w, h, x, y), card in zip(_row_slots(advanced), view["row"], strict=False):
        if card is None:
            draw.rounded_rectangle((x, y, x + w, y + h), 10, outline=LINE, width=2)
        else:
            _paste_card(draw, x, y, w, h, card)
    w, h = PILE_CARD
    x, y = ROW_BOX[2] - 2 * w - 40, ROW_BOX[1] + 40
    if view["deck_count"]:
        _paste_card(draw, x, y, w, h, None)
    else:
        draw.rounded_rectangle((x, y, x + w, y + h), 10, outline=LINE, width=2)
    _text(draw, (x + w / 2, y + h + 20), f"Deck {view['deck_count']}", 26, INK, "mm")
    note = "no more cards" if view["deck_dead"] else ("reshuffled once" if view["exhaustions"] == 1 else "")
    if note:
        _text(draw, (x + w / 2, y + h + 48), note, 20, ALERT if view["deck_dead"] else MUTED, "mm")
    dx = x + w + 24
    discard = view["discard"]
    if discard:
        _paste_card(draw, dx, y, w, h, discard[-1])
    else:
        draw.rounded_rectangle((dx, y, dx + w, y + h), 10, outline=LINE, width=2)
    _text(draw, (dx + w / 2, y + h + 20), f"Discard {len(discard)}", 26, INK, "mm")
    removed = view["removed"]
    if removed:
        text = "Out of the game: " + ", ".join(c["name"] for c in removed)
        for i, line in enumerate(wrap(text, 19, 2 * w + 24)[:3]):
            _text(draw, (x, y + h + 70 + i * 23), line, 19, INK, "lt")


def _place_words(e: dict[str, Any]) -> str:
    if e["lost"]:
        return f"LOST on {e['where']}"
    return "at the South Pole" if e["route"] == POLE_INDEX else f"on {e['where']}"


def _draw_explorer(
    draw: Pen, e: dict[str, Any], box: tuple[int, int, int, int], name: str
) -> None:
    x0, y0, x1, _y1 = box
    draw.ellipse((x0 + 14, y0 + 14, x0 + 54, y0 + 54), fill=PAWN_COLOURS[e["explorer"]], outline=INK, width=2)
    role = "" if name == e["name"] else f" ({e['name']})"
    size = 36
    while width(name + role, size) > x1 - x0 - 90 and size > 30:
        size -= 2
    # Below 30 px a phone cannot read it: a long name is cut instead, keeping the explorer's name.
    title = shorten(name, size, x1 - x0 - 90 - width(role, size)) + role
    _text(draw, (x0 + 66, y0 + 34), title, size, INK, "lm")
    _text(draw, (x0 + 18, y0 + 82), _place_words(e), 32, ALERT if e["lost"] else INK, "lm")
    cards_word = "card" if e["hand_size"] == 1 else "cards"
    hand = f"{e['hand_size']} {cards_word} (limit {e['limit']})"
    if e["hidden"]:
        hand += f", {e['hidden']} hidden"
    _text(draw, (x0 + 18, y0 + 122), hand, 26, INK, "lm")
    shown: list[dict[str, Any] | None] = [*e["visible"], *([None] * e["hidden"])]
    # One row of larger cards while they fit, else two rows (a hand holds at most 7).
    (w, h), gap = HAND_CARDS[0] if len(shown) <= 4 else HAND_CARDS[1], 8
    per_row = 4 if len(shown) <= 4 else 5
    for i, card in enumerate(shown[:10]):
        row, col = divmod(i, per_row)
        _paste_card(draw, x0 + 16 + col * (w + gap), y0 + 146 + row * (h + gap), w, h, card)
    patron = e["patron"]
    if patron:
        state = "used" if patron["spent"] else "active"
        text = f"Patron: {patron['name']} ({state})"
        if patron["wild_unused"]:
            text += ", wild card unused"
        _text(draw, (x0 + 18, EXPLORER_Y1 - 20), text, 21, MUTED if patron["spent"] else INK, "lm")


def _routes_key(view: dict[str, Any]) -> str:
    return json.dumps(view["routes"], sort_keys=True)


def picture(view: dict[str, Any]) -> Image.Image:
    """The public picture (on the game's palette) before encoding."""
    names = _names(view)
    advanced = len(view["row"]) == 6
    for w, h, _x, _y in _row_slots(advanced)[:1]:
        for size in ((w, h), PILE_CARD, *HAND_CARDS):  # every card size this picture can show
            _deck(*size)
    draw = Pen(_base(_routes_key(view), advanced).copy(), PALETTE)
    _draw_header(draw, view, names)
    acting = view["pending"]["seat"] if view["pending"] else None
    _draw_pawns(draw, view, names, acting)
    _draw_row(draw, view)
    boxes = _explorer_boxes()
    for e in view["explorers"]:
        box = boxes[0 if e["explorer"] == "A" else 1]
        if e["seat"] == acting:
            draw.rounded_rectangle(box, 14, outline=HIGHLIGHT, width=6)
        _draw_explorer(draw, e, box, names[e["seat"]])
    return draw.image


def render(view: dict[str, Any]) -> bytes:
    """The public picture; takes the public view (plus optional ``names``) only."""
    return png(picture(view))


# --- a player's hand ------------------------------------------------------------------


def _hand_note(seat_view: dict[str, Any]) -> str:
    """What this player is deciding now, if anything, in words."""
    pending = seat_view["pending"]
    private = seat_view["private"]["pending"]
    if not pending or pending["seat"] != seat_view["seat"]:
        return ""
    if pending["kind"] == "trim":
        count = pending["count"]
        return f"Discard {count} card{'' if count == 1 else 's'}: your hand limit is now 5."
    if pending["kind"] == "weather" and private and private.get("card"):
        return f"Good Weather drew {private['card']['name']} (outlined in orange)."
    if pending["kind"] == "effect":
        return "Your turn: use one discard effect, or none."
    return "Your turn: take cards from the row, or play cards."


def hand_picture(seat_view: dict[str, Any]) -> Image.Image:
    """One seat's hand from ``view(state, seat)`` (on the game's palette), before encoding."""
    private = seat_view["private"]
    seat = seat_view["seat"]
    me = seat_view["explorers"][seat]
    names = _names(seat_view)
    cards: Sequence[dict[str, Any]] = private["hand"]
    image, draw = PALETTE.canvas(HAND_WIDTH, HAND_HEIGHT, BACKGROUND)
    draw.ellipse((20, 20, 66, 66), fill=PAWN_COLOURS[me["explorer"]], outline=INK, width=3)
    _text(draw, (80, 43), f"Your hand: {_who(names, me)}", 44, INK, "lm")
    count = f"{len(cards)} card{'' if len(cards) == 1 else 's'} (limit {me['limit']}), {_place_words(me)}"
    _text(draw, (24, 100), count, 32, ALERT if me["lost"] else INK, "lm")
    note = _hand_note(seat_view)
    if note:
        _text(draw, (24, 146), note, 32, INK, "lm")
    pending = private["pending"]
    drawn = pending.get("card") if pending else None
    shown: list[tuple[dict[str, Any], bool]] = [(c, bool(c["hidden"])) for c in cards]
    if private["wild"]:
        shown.append((private["wild"], False))
    w, h = 180, 246
    for i, (card, hidden) in enumerate(shown[:8]):
        row, col = divmod(i, 4)
        x, y = 24 + col * (w + 18), 186 + row * (h + 20)
        highlight = bool(drawn and card["id"] == drawn["id"])
        _paste_card(draw, x, y, w, h, card, hidden_mark=hidden, highlight=highlight)
    if not shown:
        _text(draw, (24, 230), "Your hand is empty.", 34, MUTED, "lt")
    side_x = 24 + 4 * (w + 18) + 12
    patron = me["patron"]
    if patron:
        lines = wrap(f"Patron: {patron['name']} ({'used' if patron['spent'] else 'active'}).", 24, WIDTH)
        lines += wrap(patron["text"], 24, HAND_WIDTH - side_x - 20)
        for i, line in enumerate(lines):
            _text(draw, (side_x, 196 + i * 30), line, 24, INK, "lt")
    legend_y = HAND_HEIGHT - 50
    _hidden_badge(draw, 24, legend_y - 15, 44)
    _text(draw, (80, legend_y), "your rival can't see this card", 24, INK, "lm")
    _colour_dot(draw, "R", 520, legend_y, 8)
    _text(draw, (536, legend_y), "white dot: red", 24, INK, "lm")
    _colour_dot(draw, "Y", 760, legend_y, 8)
    _text(draw, (776, legend_y), "black dot: yellow", 24, INK, "lm")
    return image


def render_hand(seat_view: dict[str, Any]) -> bytes:
    """One seat's hand from ``view(state, seat)``: sent only to that player."""
    return png(hand_picture(seat_view))
