"""Pictures for 1911 Amundsen vs. Scott: the public board (``render``) and a player's hand (``render_hand``).

Laid out for phones: shown 400 px wide, the top band (who acts and on what, what just
happened, with the cards in their colours) stays readable, and the board, row and hands keep
full detail when opened. Colour is never the only cue: cards name their type and colour in
words, and red spaces and cards carry a white dot, yellow ones a black dot (the seed's
colour-blind marks).

Words: every word drawn is in the view's ``language`` (card, colour and patron names as the
German rulebook has them, through the catalogs); a longer translation wraps or shrinks to fit.

Speed: everything that never changes during a game (routes, parallels, `?` spaces, legend,
panel frames) is drawn once per layout into a cached base image, the deck's cards are drawn
once per size (with the first picture) and card names cached as small images, all pasted,
and the picture is drawn on the game's fixed palette and saved as it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from PIL import Image

from bot.engine import name_seats
from bot.games.amundsen_scott.data import CARDS
from bot.games.amundsen_scott.words import COLOUR_NAMES, EXPLORER_NAMES, TYPE_NAMES
from bot.i18n import N_, Locale, first_ours, say, tr
from renderers.draw import BACKGROUND, INK, RGB, WHITE, Palette, Pen
from renderers.text import centred, put, width, wrap

WIDTH, HEIGHT = 1600, 1000
HAND_WIDTH, HAND_HEIGHT = 1200, 800
CARD_COLOURS: dict[str | None, RGB] = {
    "R": (196, 52, 44),
    "B": (36, 94, 178),
    "G": (34, 136, 76),
    "Y": (236, 192, 36),
    None: (228, 226, 216),
}
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
PATRON_WILD = N_("Patron wild")  # the patron's one wild card, on its face
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


def speaks(view: dict[str, Any]) -> Locale:
    """The language of the picture's words (the publisher sets the view's ``language``)."""
    return first_ours(view.get("language"))


def explorer_word(loc: Locale, name: str) -> str:
    """ "Amundsen" or "Scott" as the language writes it (阿蒙森)."""
    found = EXPLORER_NAMES.get(name)
    return say(loc, found) if found is not None else name


def card_words(loc: Locale, kind: str) -> str:
    """A card type's name on its face, in capitals where the language has them."""
    found = TYPE_NAMES.get(kind)
    return (say(loc, found) if found is not None else tr(loc, PATRON_WILD)).upper()


def colour_word(loc: Locale, colour: str) -> str:
    return say(loc, COLOUR_NAMES[colour]).lower()


def fitted(text: str, size: int, room: float, smallest: int) -> int:
    """The largest size from ``size`` down to ``smallest`` at which ``text`` fits ``room``."""
    while size > smallest and width(text, size) > room:
        size -= 1
    return size


def _names(view: dict[str, Any]) -> list[str]:
    """Display names by seat; without them, the explorer's name (never a seat number)."""
    given = view.get("names") or []
    loc = speaks(view)
    by_seat = {e["seat"]: explorer_word(loc, e["name"]) for e in view["explorers"]}
    return [given[s] if s < len(given) else by_seat[s] for s in range(len(view["explorers"]))]


def _fill(text: str, names: Sequence[str]) -> str:
    """Event or status text with names in; without display names, "Scott (Scott)" reads "Scott"."""
    filled = name_seats(text, names)
    for name in names:
        filled = filled.replace(f"{name} ({name})", name)
    return filled


def _who(loc: Locale, names: Sequence[str], explorer: dict[str, Any]) -> str:
    name, role = names[explorer["seat"]], explorer_word(loc, explorer["name"])
    return name if name == role else f"{name} ({role})"


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


@lru_cache(maxsize=512)
def _card_image(
    kind: str | None,
    colour: str | None,
    w: int,
    h: int,
    hidden_mark: bool = False,
    highlight: bool = False,
    loc: Locale = Locale.EN_US,
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
    # A wide card (the advanced game's six-card row) gives its height to the name, what a phone must read.
    wide = w > h
    _icon(draw, kind, w / 2, h * (0.2 if wide else 0.27), h * 0.11 if wide else w * 0.16, ink)
    words = card_words(loc, kind)
    size, lines = _name_fit(words, w - 8, int(h * 0.25) if wide else None)
    top = (h * 0.56 if wide else h * 0.59) if len(lines) == 1 else (h * 0.43 if wide else h * 0.5)
    for i, line in enumerate(lines[:2]):
        centred(draw, (w / 2, top + i * size * 1.05), line, size, ink)
    if colour:
        said = colour_word(loc, colour)
        most = max(12, int(h * 0.16 if wide else w * 0.17))
        centred(draw, (w / 2, h * 0.87), said, fitted(said, most, w - 10, 10), ink)
    if hidden_mark:
        _hidden_badge(draw, 5, 5, max(26.0, w * 0.3))
    return image


def _name_fit(words: str, room: int, most: int | None = None) -> tuple[int, tuple[str, ...]]:
    """The card name's size and lines: a fifth of the card's width (at most ``most``), so a phone
    reads it (issue 25), or less when its longest word would not fit on a line ("EQUIPMENT"); a
    word joined by a hyphen may break after it ("GRÖNLAND-HUND"), Chinese between any characters,
    and a long word that would have to shrink to under three quarters is hyphenated instead
    ("GLETSCHER-SPALTE")."""
    base = max(12, min(int(room * 0.23), most or room))
    size, lines = _shrunk(words, base, room, False)
    if size < base * 0.75:
        hyphenated = _shrunk(words, base, room, True)
        if hyphenated[0] > size:
            return hyphenated
    return size, lines


SMALLEST = 9  # below 12 px only on the smallest hand cards, where a long word must still fit


def _shrunk(words: str, size: int, room: float, hyphens: bool) -> tuple[int, tuple[str, ...]]:
    """The largest size from ``size`` down at which ``words`` fit ``room`` on at most two lines."""
    while True:
        lines = _name_lines(words, size, room, hyphens)
        if size <= SMALLEST or (len(lines) <= 2 and max(width(line, size) for line in lines) <= room):
            return size, lines
        size -= 1


def _name_lines(words: str, size: int, room: float, hyphens: bool) -> tuple[str, ...]:
    """``words`` wrapped to ``room``, breaking after a hyphen too when a whole word is too wide,
    and with ``hyphens`` a long word ("VORANKOMMEN") in two with a hyphen."""
    lines = wrap(words, size, room)
    if all(width(line, size) <= room for line in lines):
        return lines
    if "-" in words:
        lines = wrap(words.replace("-", "- "), size, room)
    if not hyphens or all(width(line, size) <= room for line in lines):
        return lines
    split = " ".join(_hyphenated(word) if width(word, size) > room else word for word in words.split())
    return wrap(split, size, room)


_VOWELS = set("AEIOUÄÖÜÃÁÂÉÊÍÓÔÕÚY")
# Consonants that begin a syllable together (German and Portuguese): a word is not cut inside them.
_ONSETS = ("SCH", "ST", "SP", "CH", "CK", "SC", "PH", "TH", "QU", "NH", "LH", "PR", "TR", "BR", "CR", "DR", "GR", "FR",
           "PL", "BL", "CL", "FL", "GL")  # fmt: skip


def _hyphenated(word: str) -> str:
    """``word`` split once near its middle where a syllable may start: between two consonants
    (VORAN- KOMMEN) or before a cluster that starts one (SCHNEE- STURM), else after a vowel."""
    if len(word) < 6 or not word.isalpha() or not word.isupper():
        return word
    middle = len(word) / 2
    inside = range(2, len(word) - 2)
    onset = [i for i in inside if word[i - 1] in _VOWELS and word[i:].startswith(_ONSETS)]
    between = [
        i
        for i in inside
        if word[i - 1] not in _VOWELS
        and word[i] not in _VOWELS
        and not any(word[j:].startswith(o) for o in _ONSETS for j in range(max(0, i - 2), i))
    ]
    cuts = onset + between or [i for i in inside if word[i - 1] in _VOWELS]
    if not cuts:
        return word
    cut = min(cuts, key=lambda i: (abs(i - middle), -i))
    return f"{word[:cut]}- {word[cut:]}"


def _paste_card(
    draw: Pen,
    x: int,
    y: int,
    w: int,
    h: int,
    card: dict[str, Any] | None,
    hidden_mark: bool = False,
    highlight: bool = False,
    loc: Locale = Locale.EN_US,
) -> None:
    kind = None if card is None else card["type"]
    colour = None if card is None else card.get("colour")
    draw.paste(_card_image(kind, colour, w, h, hidden_mark, highlight, loc), (x, y))


@lru_cache(maxsize=32)
def _deck(w: int, h: int, loc: Locale = Locale.EN_US) -> None:
    """Draw every card face of the deck (printed game data, 26 faces) and the back at this size,
    once per language: the public picture's sizes are drawn with the first picture, so later
    ones draw no card."""
    _card_image(None, None, w, h, loc=loc)
    for kind, colour in dict.fromkeys((card.type, card.colour) for card in CARDS.values()):
        _card_image(kind, colour, w, h, loc=loc)


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
