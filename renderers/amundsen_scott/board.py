"""The 1911 Amundsen vs. Scott board and a player's hand, drawn from the cards, colours and
layout in ``cards`` (see the package's docstring for the phone-first layout and the caching)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from PIL import Image

from bot.games.amundsen_scott.words import (
    PATRON_NAMES,
    card_title,
    question_message,
    space_message,
)
from bot.i18n import N_, Locale, ntr, say, tr
from renderers.draw import BACKGROUND, INK, MUTED, WHITE, Pen, png
from renderers.text import centred, put, shorten, width, wrap

from .cards import (
    ALERT,
    BOARD_BOX,
    BOARD_TOP,
    CARD_COLOURS,
    EXPLORER_W,
    EXPLORER_Y0,
    EXPLORER_Y1,
    HAND_CARDS,
    HAND_HEIGHT,
    HAND_WIDTH,
    HEIGHT,
    HIGHLIGHT,
    ICE,
    LINE,
    PALETTE,
    PANEL,
    PAWN_COLOURS,
    PILE_CARD,
    POLE_INDEX,
    RIGHT_X0,
    ROUTE_X,
    ROW_BOX,
    ROW_STEP,
    SHIP,
    TILE,
    WIDTH,
    _colour_dot,
    _deck,
    _hidden_badge,
    _names,
    _paste_card,
    _text,
    _who,
    colour_word,
    explorer_word,
    fitted,
    speaks,
)
from .header import draw_header


def _row_y(index: int) -> float:
    """Vertical centre of route index 0 (ship) … 13 (Pole)."""
    return BOARD_TOP + (POLE_INDEX - index) * ROW_STEP + ROW_STEP / 2


def _question_xy(letter: str, behind: int) -> tuple[float, float]:
    """Centre of the `?` space drawn between route spaces ``behind`` − 1 and ``behind``."""
    return ROUTE_X[letter] + 66, (_row_y(behind) + _row_y(behind - 1)) / 2


def _draw_route(draw: Pen, routes: dict[str, Any], letter: str, loc: Locale) -> None:
    route = routes[letter]
    x = ROUTE_X[letter]
    half = TILE // 2
    for index in range(POLE_INDEX + 1):
        cy = _row_y(index)
        if index == 0:
            draw.polygon(
                [(x - 46, cy - 14), (x + 46, cy - 14), (x + 30, cy + 16), (x - 30, cy + 16)], fill=SHIP, outline=INK
            )
            ship = tr(loc, "Ship").upper()
            centred(draw, (x, cy + 1), ship, fitted(ship, 20, 80, 14), WHITE)
            continue
        if index == POLE_INDEX:
            draw.rounded_rectangle((x - 50, cy - half, x + 50, cy + half), 10, fill=WHITE, outline=INK, width=3)
            pole = tr(loc, "Pole").upper()
            centred(draw, (x, cy), pole, fitted(pole, 24, 92, 14))
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


def _dots(loc: Locale) -> tuple[str, str]:
    """The colour-blind marks' key: "white dot: red", "black dot: yellow"."""
    return (
        tr(loc, "white dot: {colour}", colour=colour_word(loc, "R")),
        tr(loc, "black dot: {colour}", colour=colour_word(loc, "Y")),
    )


def _draw_legend(draw: Pen, x: float, y: float, loc: Locale) -> None:
    room = BOARD_BOX[2] - 10 - x
    red, yellow = _dots(loc)
    size = fitted(red + yellow, 21, room - 60, 16)
    _colour_dot(draw, "R", x + 8, y, 7)
    put(draw, (x + 22, y), red, size, INK, "lm")
    second = max(200, 22 + width(red, size) + 24)
    _colour_dot(draw, "Y", x + second, y, 7)
    put(draw, (x + second + 14, y), yellow, size, INK, "lm")
    lines = (
        tr(loc, "Wild cards: Dogs for {amundsen}, Horses for {scott}.", amundsen=explorer_word(loc, "Amundsen"),
           scott=explorer_word(loc, "Scott")),
        tr(loc, "Take 1 card free, 2 for 1 discard, 3 for 3."),
    )  # fmt: skip
    for i, line in enumerate(lines):
        put(draw, (x, y + 26 + i * 25), line, fitted(line, 21, room, 15), INK, "lm")


@lru_cache(maxsize=8)
def _base(routes_key: str, advanced: bool, loc: Locale) -> Image.Image:
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
        _draw_route(draw, routes, letter, loc)
    _draw_legend(draw, 28, _row_y(0) + 36, loc)
    draw.rounded_rectangle(ROW_BOX, 14, fill=PANEL, outline=LINE, width=2)
    x0, y0 = ROW_BOX[0] + 16, ROW_BOX[1] + 14
    heading = tr(loc, "Open row").upper()
    put(draw, (x0, y0), heading, fitted(heading, 30, 170, 20), INK)
    for i, line in enumerate(wrap(tr(loc, "Take from position 1, on the right."), 22, 160)[:4]):
        put(draw, (x0, y0 + 44 + i * 27), line, 22, MUTED)
    for i, (cw, _ch, x, y) in enumerate(_row_slots(advanced)):
        position = i + 1
        label = tr(loc, "{n} · take", n=position) if position <= 3 and advanced else str(position)
        centred(draw, (x + cw / 2, y + _ch + 15), label, fitted(label, 22, cw, 16), INK if position <= 3 else MUTED)
    for seat_box in _explorer_boxes():
        draw.rounded_rectangle(seat_box, 14, fill=PANEL, outline=LINE, width=2)
    return image


def _row_slots(advanced: bool) -> list[tuple[int, int, int, int]]:
    """(width, height, x, y) of each row position, position 1 first (right-most, AVS-010/AVS-076)."""
    right = ROW_BOX[0] + 200 + 3 * 164 - 14
    if not advanced:
        w, h = 150, 210
        return [(w, h, right - (i + 1) * w - i * 14, ROW_BOX[1] + 40) for i in range(3)]
    # Six wide cards between the heading and the piles, so their names are big enough for a phone.
    w, h, gap, right = 172, 134, 14, ROW_BOX[2] - 2 * PILE_CARD[0] - 40 - 16
    slots = []
    for position in range(6):
        line, i = divmod(position, 3)  # positions 4–6 go on the top line
        y = ROW_BOX[1] + 14 + (0 if line == 1 else 166)
        slots.append((w, h, right - (i + 1) * w - i * gap, y))
    return slots


def _explorer_boxes() -> list[tuple[int, int, int, int]]:
    """The two hand panels, Amundsen's on the left."""
    return [
        (RIGHT_X0 + i * (EXPLORER_W + 12), EXPLORER_Y0, RIGHT_X0 + i * (EXPLORER_W + 12) + EXPLORER_W, EXPLORER_Y1)
        for i in range(2)
    ]


# --- what changes ---------------------------------------------------------------------


def _draw_pawns(draw: Pen, view: dict[str, Any], names: list[str], acting: int | None) -> None:
    loc = speaks(view)
    for e in view["explorers"]:
        letter = e["explorer"]
        x = ROUTE_X[letter]
        _text(draw, (x + 20, 214), explorer_word(loc, e["name"]).upper(), 24, INK, "mm")
        name = names[e["seat"]]
        size = 22
        while width(name, size) > 210 and size > 18:
            size -= 1
        _text(draw, (x + 20, 241), shorten(name, size, 210), size, MUTED, "mm")
        colour = PAWN_COLOURS[letter]
        if e["lost"]:
            behind = view["routes"][letter]["questions"][str(e["q"])]
            cx, cy = _question_xy(letter, behind)
            lost = tr(loc, "Lost").upper()
            draw.rectangle((cx + 26, cy - 14, cx + 92, cy + 14), fill=HIGHLIGHT, outline=INK)
            _text(draw, (cx + 59, cy), lost, fitted(lost, 18, 62, 12), INK, "mm")
        elif e["route"] == POLE_INDEX:
            cx, cy = x + 78, _row_y(POLE_INDEX)  # beside the Pole's label, not on it
        else:
            cx, cy = x, _row_y(e["route"])
        ring = HIGHLIGHT if e["seat"] == acting else WHITE
        draw.ellipse((cx - 25, cy - 25, cx + 25, cy + 25), fill=ring, outline=INK, width=2)
        draw.ellipse((cx - 17, cy - 17, cx + 17, cy + 17), fill=colour, outline=INK, width=2)


def _draw_row(draw: Pen, view: dict[str, Any]) -> None:
    loc = speaks(view)
    advanced = len(view["row"]) == 6
    for (w, h, x, y), card in zip(_row_slots(advanced), view["row"], strict=False):
        if card is None:
            draw.rounded_rectangle((x, y, x + w, y + h), 10, outline=LINE, width=2)
        else:
            _paste_card(draw, x, y, w, h, card, loc=loc)
    w, h = PILE_CARD
    x, y = ROW_BOX[2] - 2 * w - 40, ROW_BOX[1] + 40
    if view["deck_count"]:
        _paste_card(draw, x, y, w, h, None)
    else:
        draw.rounded_rectangle((x, y, x + w, y + h), 10, outline=LINE, width=2)
    deck = tr(loc, "Deck {n}", n=view["deck_count"])
    _text(draw, (x + w / 2, y + h + 20), deck, fitted(deck, 26, w + 20, 16), INK, "mm")
    note = N_("no more cards") if view["deck_dead"] else (N_("reshuffled once") if view["exhaustions"] == 1 else "")
    if note:
        said = tr(loc, note)
        _text(draw, (x + w / 2, y + h + 48), said, fitted(said, 20, w + 20, 14), ALERT if view["deck_dead"] else MUTED,
              "mm")  # fmt: skip
    dx = x + w + 24
    discard = view["discard"]
    if discard:
        _paste_card(draw, dx, y, w, h, discard[-1], loc=loc)
    else:
        draw.rounded_rectangle((dx, y, dx + w, y + h), 10, outline=LINE, width=2)
    pile = tr(loc, "Discard {n}", n=len(discard))
    _text(draw, (dx + w / 2, y + h + 20), pile, fitted(pile, 26, w + 20, 16), INK, "mm")
    removed = view["removed"]
    if removed:
        gone = ", ".join(say(loc, card_title(c["id"])) for c in removed)
        text = tr(loc, "Out of the game: {cards}", cards=gone)
        for i, line in enumerate(wrap(text, 19, 2 * w + 24)[:3]):
            _text(draw, (x, y + h + 70 + i * 23), line, 19, INK, "lt")


def _place_words(loc: Locale, e: dict[str, Any]) -> str:
    if e["lost"]:
        return tr(loc, "LOST on {place}", place=say(loc, question_message(e["q"])))
    if e["route"] == POLE_INDEX:
        return tr(loc, "at the South Pole")
    return tr(loc, "on {place}", place=say(loc, space_message(e["route"])))


def _draw_explorer(draw: Pen, e: dict[str, Any], box: tuple[int, int, int, int], name: str, loc: Locale) -> None:
    x0, y0, x1, _y1 = box
    draw.ellipse((x0 + 14, y0 + 14, x0 + 54, y0 + 54), fill=PAWN_COLOURS[e["explorer"]], outline=INK, width=2)
    explorer = explorer_word(loc, e["name"])
    role = "" if name == explorer else f" ({explorer})"
    size = 36
    while width(name + role, size) > x1 - x0 - 90 and size > 30:
        size -= 2
    # Below 30 px a phone cannot read it: a long name is cut instead, keeping the explorer's name.
    title = shorten(name, size, x1 - x0 - 90 - width(role, size)) + role
    _text(draw, (x0 + 66, y0 + 34), title, size, INK, "lm")
    room = x1 - x0 - 30
    place = _place_words(loc, e)
    _text(draw, (x0 + 18, y0 + 82), place, fitted(place, 32, room, 24), ALERT if e["lost"] else INK, "lm")
    hand = ntr(loc, "{n} card (limit {limit})", "{n} cards (limit {limit})", e["hand_size"], limit=e["limit"])
    if e["hidden"]:
        hand = tr(loc, "{hand}, {n} hidden", hand=hand, n=e["hidden"])
    _text(draw, (x0 + 18, y0 + 122), hand, fitted(hand, 26, room, 20), INK, "lm")
    shown: list[dict[str, Any] | None] = [*e["visible"], *([None] * e["hidden"])]
    # One row of larger cards while they fit, else two rows (a hand holds at most 7).
    (w, h), gap = HAND_CARDS[0] if len(shown) <= 4 else HAND_CARDS[1], 8
    per_row = 4 if len(shown) <= 4 else 5
    for i, card in enumerate(shown[:10]):
        row, col = divmod(i, per_row)
        _paste_card(draw, x0 + 16 + col * (w + gap), y0 + 146 + row * (h + gap), w, h, card, loc=loc)
    patron = e["patron"]
    if patron:
        text = _patron_line(loc, patron)
        if patron["wild_unused"]:
            text = tr(loc, "{patron}, wild card unused", patron=text)
        size = fitted(text, 21, room, 16)
        _text(draw, (x0 + 18, EXPLORER_Y1 - 20), shorten(text, size, room), size, MUTED if patron["spent"] else INK)


def _patron_line(loc: Locale, patron: dict[str, Any]) -> str:
    """ "Patron: Architect (active)"."""
    name = say(loc, PATRON_NAMES[patron["name"]]) if patron["name"] in PATRON_NAMES else str(patron["name"])
    if patron["spent"]:
        return tr(loc, "Patron: {patron} (used)", patron=name)
    return tr(loc, "Patron: {patron} (active)", patron=name)


def _routes_key(view: dict[str, Any]) -> str:
    return json.dumps(view["routes"], sort_keys=True)


def picture(view: dict[str, Any]) -> Image.Image:
    """The public picture (on the game's palette) before encoding."""
    names = _names(view)
    loc = speaks(view)
    advanced = len(view["row"]) == 6
    for w, h, _x, _y in _row_slots(advanced)[:1]:
        for size in ((w, h), PILE_CARD, *HAND_CARDS):  # every card size this picture can show
            _deck(*size, loc)
    draw = Pen(_base(_routes_key(view), advanced, loc).copy(), PALETTE)
    draw_header(draw, view, names)
    acting = view["pending"]["seat"] if view["pending"] else None
    _draw_pawns(draw, view, names, acting)
    _draw_row(draw, view)
    boxes = _explorer_boxes()
    for e in view["explorers"]:
        box = boxes[0 if e["explorer"] == "A" else 1]
        if e["seat"] == acting:
            draw.rounded_rectangle(box, 14, outline=HIGHLIGHT, width=6)
        _draw_explorer(draw, e, box, names[e["seat"]], loc)
    return draw.image


def render(view: dict[str, Any]) -> bytes:
    """The public picture; takes the public view (plus optional ``names``) only."""
    return png(picture(view))


# --- a player's hand ------------------------------------------------------------------


def _hand_note(seat_view: dict[str, Any], loc: Locale) -> str:
    """What this player is deciding now, if anything, in words."""
    pending = seat_view["pending"]
    private = seat_view["private"]["pending"]
    if not pending or pending["seat"] != seat_view["seat"]:
        return ""
    if pending["kind"] == "trim":
        return ntr(loc, "Discard {n} card: your hand limit is now 5.", "Discard {n} cards: your hand limit is now 5.",
                   pending["count"])  # fmt: skip
    if pending["kind"] == "weather" and private and private.get("card"):
        card = say(loc, card_title(private["card"]["id"]))
        return tr(loc, "Good Weather drew {card} (outlined in orange).", card=card)
    if pending["kind"] == "effect":
        return tr(loc, "Your turn: use one discard effect, or none.")
    return tr(loc, "Your turn: take cards from the row, or play cards.")


def hand_picture(seat_view: dict[str, Any]) -> Image.Image:
    """One seat's hand from ``view(state, seat)`` (on the game's palette), before encoding."""
    private = seat_view["private"]
    seat = seat_view["seat"]
    me = seat_view["explorers"][seat]
    names = _names(seat_view)
    loc = speaks(seat_view)
    cards: Sequence[dict[str, Any]] = private["hand"]
    image, draw = PALETTE.canvas(HAND_WIDTH, HAND_HEIGHT, BACKGROUND)
    draw.ellipse((20, 20, 66, 66), fill=PAWN_COLOURS[me["explorer"]], outline=INK, width=3)
    title = tr(loc, "Your hand: {who}", who=_who(loc, names, me))
    room = HAND_WIDTH - 48
    size = fitted(title, 44, room - 56, 32)
    _text(draw, (80, 43), shorten(title, size, room - 56), size)
    held = ntr(loc, "{n} card (limit {limit})", "{n} cards (limit {limit})", len(cards), limit=me["limit"])
    count = tr(loc, "{cards}, {place}", cards=held, place=_place_words(loc, me))
    _text(draw, (24, 100), count, fitted(count, 32, room, 24), ALERT if me["lost"] else INK, "lm")
    note = _hand_note(seat_view, loc)
    if note:
        _text(draw, (24, 146), note, fitted(note, 32, room, 22), INK, "lm")
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
        _paste_card(draw, x, y, w, h, card, hidden_mark=hidden, highlight=highlight, loc=loc)
    if not shown:
        _text(draw, (24, 230), tr(loc, "Your hand is empty."), 34, MUTED, "lt")
    side_x = 24 + 4 * (w + 18) + 12
    patron = me["patron"]
    if patron:
        side = HAND_WIDTH - side_x - 20
        said = patron.get("msg")
        power = say(loc, said) if isinstance(said, dict) else str(patron["text"])
        lines = wrap(_patron_line(loc, patron), 24, side) + wrap(power, 24, side)
        for i, line in enumerate(lines):
            _text(draw, (side_x, 196 + i * 30), line, 24, INK, "lt")
    legend_y = HAND_HEIGHT - 50
    _hidden_badge(draw, 24, legend_y - 15, 44)
    rival = tr(loc, "your rival can't see this card")
    red, yellow = _dots(loc)
    size = fitted(rival + red + yellow, 24, HAND_WIDTH - 24 - 80 - 3 * 40, 18)
    _text(draw, (80, legend_y), rival, size, INK, "lm")
    x = max(520, 80 + width(rival, size) + 24)
    _colour_dot(draw, "R", x, legend_y, 8)
    _text(draw, (x + 16, legend_y), red, size, INK, "lm")
    x = max(760, x + 16 + width(red, size) + 24)
    _colour_dot(draw, "Y", x, legend_y, 8)
    _text(draw, (x + 16, legend_y), yellow, size, INK, "lm")
    return image


def render_hand(seat_view: dict[str, Any]) -> bytes:
    """One seat's hand from ``view(state, seat)``: sent only to that player."""
    return png(hand_picture(seat_view))
