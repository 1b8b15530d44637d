"""Pictures for 1911 Amundsen vs. Scott: the public board (``render``) and a player's hand (``render_hand``).

Both draw cards with the one ``draw_card`` function. Colour is never the only cue: every card
and space carries its colour letter, red ones a white dot and yellow ones a black dot (the
seed's colour-blind marks), and every card names its type in words with a small symbol.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import ImageDraw

from bot.engine import name_seats
from renderers.draw import BACKGROUND, INK, MUTED, RGB, WHITE, canvas, font, png, text_centered, wrap

WIDTH, HEIGHT = 1500, 1080
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
TYPE_WORDS = {
    "advance": "ADVANCE",
    "dog": "DOG",
    "horse": "HORSE",
    "blizzard": "BLIZZARD",
    "crevasse": "CREVASSE",
    "compass": "COMPASS",
    "loss": "LOSS OF EQUIP.",
    "drop": "DROP SUPPLIES",
    "sacrifice": "SACRIFICE",
    "weather": "GOOD WEATHER",
    "patron_wild": "PATRON WILD",
}
ROW_STEP = 58
BOARD_TOP = 150
POLE_INDEX = 13


def _names(view: dict[str, Any]) -> list[str]:
    given = view.get("names") or []
    return [given[s] if s < len(given) else f"Seat {s + 1}" for s in range(len(view["explorers"]))]


def _colour_dot(draw: ImageDraw.ImageDraw, colour: str | None, cx: float, cy: float, r: float) -> None:
    """The seed's colour-blind marks: a white dot on red, a black dot on yellow."""
    if colour == "R":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=WHITE, outline=INK, width=1)
    elif colour == "Y":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=INK)


def _icon(draw: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, s: float, ink: RGB) -> None:
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


def draw_card(
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    card: dict[str, Any] | None,
    hidden_mark: bool = False,
    highlight: bool = False,
) -> None:
    """One card: face (type word, symbol, colour letter, colour-blind dot) or, for None, a back."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    radius = max(4, int(w / 10))
    if card is None:
        draw.rounded_rectangle(box, radius, fill=(58, 74, 96), outline=INK, width=2)
        draw.rounded_rectangle((x0 + 6, y0 + 6, x1 - 6, y1 - 6), radius, outline=(140, 160, 186), width=2)
        text_centered(draw, ((x0 + x1) / 2, (y0 + y1) / 2), "?", int(h * 0.35), fill=WHITE)
        return
    colour = card.get("colour")
    fill = CARD_COLOURS.get(colour, CARD_COLOURS[None])
    ink = INK if colour in (None, "Y") else WHITE
    outline = HIGHLIGHT if highlight else INK
    draw.rounded_rectangle(box, radius, fill=fill, outline=outline, width=5 if highlight else 2)
    _colour_dot(draw, colour, (x0 + x1) / 2, y0 + h * 0.09, max(4, w * 0.06))
    if colour:
        text_centered(draw, (x1 - w * 0.16, y0 + h * 0.12), colour, max(14, int(h * 0.14)), fill=ink)
    _icon(draw, card["type"], (x0 + x1) / 2, y0 + h * 0.42, w * 0.2, ink)
    word = TYPE_WORDS.get(card["type"], card["type"].upper())
    size = max(12, int(w * 0.16))
    lines = wrap(word, size, int(w - 8))
    for i, line in enumerate(lines):
        text_centered(draw, ((x0 + x1) / 2, y0 + h * 0.72 + i * size * 1.05), line, size, fill=ink)
    if hidden_mark:
        _hidden_badge(draw, x0 + 6, y0 + 6, max(30.0, w * 0.34))


def _hidden_badge(draw: ImageDraw.ImageDraw, x: float, y: float, w: float) -> None:
    """A card the opponent can't see: a dark tag with a slashed eye in the top-left corner.

    The seed uses a black dot there, but a black dot is already the yellow mark, so the tag
    carries a shape of its own.
    """
    h = w * 0.7
    draw.rounded_rectangle((x, y, x + w, y + h), 5, fill=INK, outline=WHITE, width=2)
    cx, cy = x + w / 2, y + h / 2
    ew, eh = w * 0.36, h * 0.26
    draw.ellipse((cx - ew, cy - eh, cx + ew, cy + eh), outline=WHITE, width=2)
    draw.ellipse((cx - eh * 0.6, cy - eh * 0.6, cx + eh * 0.6, cy + eh * 0.6), fill=WHITE)
    draw.line((x + w * 0.2, y + h * 0.82, x + w * 0.8, y + h * 0.18), fill=WHITE, width=3)


# --- the board ------------------------------------------------------------------------


def _row_y(index: int) -> float:
    """Vertical centre of route index 0 (ship) … 13 (Pole); the Pole is at the top."""
    return BOARD_TOP + (13 - index) * ROW_STEP + ROW_STEP / 2


def _draw_route(draw: ImageDraw.ImageDraw, view: dict[str, Any], letter: str, x: float, title: str) -> None:
    route = view["routes"][letter]
    text_centered(draw, (x + 30, BOARD_TOP - 30), title, 22)
    half = 22
    for index in range(14):
        cy = _row_y(index)
        if index == 0:
            draw.polygon(
                [(x - 10, cy - 12), (x + 70, cy - 12), (x + 55, cy + 16), (x + 5, cy + 16)],
                fill=(120, 86, 60),
                outline=INK,
            )
            text_centered(draw, (x + 30, cy + 2), "SHIP", 16, fill=WHITE)
            continue
        if index == 13:
            draw.rounded_rectangle((x - 10, cy - half, x + 70, cy + half), 10, fill=WHITE, outline=INK, width=3)
            text_centered(draw, (x + 30, cy), "POLE", 20)
            continue
        colour = route["colours"][index - 1]
        box = (x + 30 - half, cy - half, x + 30 + half, cy + half)
        draw.rounded_rectangle(box, 6, fill=CARD_COLOURS[colour], outline=INK, width=2)
        ink = INK if colour == "Y" else WHITE
        text_centered(draw, (x + 30, cy + 4), colour, 22, fill=ink)
        _colour_dot(draw, colour, x + 30, cy - 13, 4)
        text_centered(draw, (x - 16, cy), str(index), 20, fill=MUTED)
    for j, b in route["questions"].items():
        cy = (_row_y(b) + _row_y(b - 1)) / 2
        cx = x + 88
        draw.line((x + 52, cy, cx - 16, cy), fill=LINE, width=2)
        draw.ellipse((cx - 16, cy - 16, cx + 16, cy + 16), fill=WHITE, outline=INK, width=2)
        text_centered(draw, (cx, cy), "?", 20)
        label = f"Q{j}"
        tw = font(20).getlength(label)
        draw.rectangle((cx + 20, cy - 11, cx + 24 + tw, cy + 11), fill=ICE)
        draw.text((cx + 22, cy), label, font=font(20), fill=INK, anchor="lm")


def _draw_pawn(draw: ImageDraw.ImageDraw, explorer: dict[str, Any], questions: dict[str, int], x: float) -> None:
    letter = explorer["explorer"]
    colour = PAWN_COLOURS[letter]
    if explorer["lost"]:
        b = questions[str(explorer["q"])]
        cx, cy = x + 88, (_row_y(b) + _row_y(b - 1)) / 2
        draw.ellipse((cx - 24, cy - 24, cx + 24, cy + 24), outline=HIGHLIGHT, width=4)
        draw.ellipse((cx - 17, cy - 17, cx + 17, cy + 17), fill=colour, outline=INK, width=2)
        text_centered(draw, (cx, cy), letter, 22, fill=WHITE)
        draw.rectangle((cx + 56, cy - 12, cx + 104, cy + 12), fill=HIGHLIGHT)
        text_centered(draw, (cx + 80, cy), "LOST", 16, fill=INK)
        return
    cx, cy = x + 30, _row_y(explorer["route"])
    draw.ellipse((cx - 20, cy - 20, cx + 20, cy + 20), fill=colour, outline=WHITE, width=4)
    draw.ellipse((cx - 23, cy - 23, cx + 23, cy + 23), outline=INK, width=2)
    text_centered(draw, (cx, cy), letter, 24, fill=WHITE)


def _draw_board(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str]) -> None:
    draw.rounded_rectangle((16, 96, 520, HEIGHT - 16), 14, fill=ICE, outline=LINE, width=2)
    xs = {"A": 110, "S": 310}
    for lat, k in view["routes"]["parallels"].items():
        y = (_row_y(k) + _row_y(k + 1)) / 2
        strong = lat == "85"
        draw.line((70, y, 500, y), fill=INK if strong else LINE, width=3 if strong else 1)
        text_centered(draw, (44, y), f"{lat}°", 18, fill=INK if strong else MUTED)
    for e in view["explorers"]:
        letter = e["explorer"]
        _draw_route(draw, view, letter, xs[letter], f"{e['name'].upper()}")
        text_centered(draw, (xs[letter] + 30, BOARD_TOP - 8), names[e["seat"]], 18, fill=MUTED)
    for e in view["explorers"]:
        _draw_pawn(draw, e, view["routes"][e["explorer"]]["questions"], xs[e["explorer"]])
    _draw_legend(draw, 34, _row_y(0) + 34)


def _draw_legend(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
    """The colour-blind marks with real dots, the wilds and the take costs, under the routes."""
    size = 20
    _colour_dot(draw, "R", x + 8, y, 7)
    draw.text((x + 22, y), "white dot = RED", font=font(size), fill=INK, anchor="lm")
    _colour_dot(draw, "Y", x + 220, y, 7)
    draw.text((x + 234, y), "black dot = YELLOW", font=font(size), fill=INK, anchor="lm")
    lines = ("Wilds: Dogs for Amundsen, Horses for Scott.", "Take 1 free, 2 for 1 discard, 3 for 3.")
    for i, line in enumerate(lines):
        draw.text((x, y + 30 + i * 28), line, font=font(size), fill=INK, anchor="lm")


def _draw_row(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    """The open row, position 1 right-most; the advanced row in two lines (top 6 5 4, bottom 3 2 1)."""
    x0, y0 = 540, 96
    draw.rounded_rectangle((x0, y0, WIDTH - 16, y0 + 400), 14, fill=PANEL, outline=LINE, width=2)
    draw.text((x0 + 18, y0 + 12), "OPEN ROW", font=font(24), fill=INK)
    draw.text((x0 + 170, y0 + 16), "take from position 1 (right)", font=font(20), fill=MUTED)
    row = view["row"]
    w, h = (130, 182) if len(row) == 3 else (104, 146)
    lines = [row[:3]] if len(row) == 3 else [row[3:6], row[:3]]
    right = x0 + 620
    top = y0 + 52 if len(lines) == 2 else y0 + 90
    for li, line in enumerate(lines):
        y = top + li * (h + 30) if len(lines) == 2 else top
        for i, card in enumerate(line):
            position = i + 1 + (3 if len(lines) == 2 and li == 0 else 0)
            cx = right - i * (w + 16)
            box = (cx - w, y, cx, y + h)
            if card is None:
                draw.rounded_rectangle(box, 10, outline=LINE, width=2)
            else:
                draw_card(draw, box, card)
            takeable = position <= view["take_positions"]
            label = f"{position} (take)" if takeable else f"{position}"
            text_centered(draw, (cx - w / 2, y + h + 14), label, 20, fill=INK if takeable else MUTED)
    _draw_piles(draw, view, x0 + 650, y0 + 52)


def _draw_piles(draw: ImageDraw.ImageDraw, view: dict[str, Any], x: float, y: float) -> None:
    w, h = 104, 146
    if view["deck_count"]:
        draw_card(draw, (x, y, x + w, y + h), None)
    else:
        draw.rounded_rectangle((x, y, x + w, y + h), 10, outline=LINE, width=2)
    text_centered(draw, (x + w / 2, y + h + 16), f"DECK {view['deck_count']}", 22)
    state = "DEAD" if view["deck_dead"] else ("reshuffled once" if view["exhaustions"] == 1 else "first deck")
    text_centered(draw, (x + w / 2, y + h + 42), state, 18, fill=(170, 30, 30) if view["deck_dead"] else MUTED)
    dx = x + w + 40
    discard = view["discard"]
    if discard:
        draw_card(draw, (dx, y, dx + w, y + h), discard[-1])
    else:
        draw.rounded_rectangle((dx, y, dx + w, y + h), 10, outline=LINE, width=2)
    text_centered(draw, (dx + w / 2, y + h + 16), f"DISCARD {len(discard)}", 22)
    removed = view["removed"]
    if removed:
        text = "Removed: " + ", ".join(c["name"] for c in removed)
        for i, line in enumerate(wrap(text, 20, 280)[:3]):
            draw.text((x, y + h + 66 + i * 24), line, font=font(20), fill=INK)


def _draw_explorer(draw: ImageDraw.ImageDraw, e: dict[str, Any], y: float, name: str, acting: bool) -> None:
    x0, x1 = 540, WIDTH - 16
    draw.rounded_rectangle(
        (x0, y, x1, y + 270), 14, fill=PANEL, outline=HIGHLIGHT if acting else LINE, width=5 if acting else 2
    )
    colour = PAWN_COLOURS[e["explorer"]]
    draw.ellipse((x0 + 16, y + 14, x0 + 56, y + 54), fill=colour, outline=INK, width=2)
    text_centered(draw, (x0 + 36, y + 34), e["explorer"], 22, fill=WHITE)
    draw.text((x0 + 70, y + 16), f"{e['name']}  ({name})", font=font(26), fill=INK)
    if e["lost"]:
        where = f"LOST on {e['space']}: must get back to the route"
    elif e["route"] == POLE_INDEX:
        where = "at the SOUTH POLE"
    elif e["route"] == 0:
        where = f"on the ship ({e['space']})"
    else:
        where = f"on {e['space']}"
    draw.text((x0 + 70, y + 50), where, font=font(20), fill=(170, 30, 30) if e["lost"] else INK)
    limit_text = f"Hand {e['hand_size']} / limit {e['limit']}"
    draw.text((x1 - 18 - font(22).getlength(limit_text), y + 18), limit_text, font=font(22), fill=INK)
    hidden_text = f"{e['hidden']} hidden"
    draw.text((x1 - 18 - font(20).getlength(hidden_text), y + 48), hidden_text, font=font(20), fill=MUTED)
    cards: list[dict[str, Any] | None] = [*e["visible"], *([None] * e["hidden"])]
    w, h = 116, 150
    for i, card in enumerate(cards[:8]):
        cx = x0 + 18 + i * (w + 10)
        draw_card(draw, (cx, y + 82, cx + w, y + 82 + h), card)
    if not cards:
        draw.text((x0 + 18, y + 120), "no cards", font=font(20), fill=MUTED)
    patron = e["patron"]
    if patron:
        state = "spent" if patron["spent"] else "active"
        text = f"Patron: {patron['name']} ({state}). {patron['text']}"
        if patron["wild_unused"]:
            text += " Wild unused."
        lines = wrap(text, 20, 920)
        for i, line in enumerate(lines[:1]):
            draw.text((x0 + 18, y + 240 + i * 22), line, font=font(20), fill=INK if not patron["spent"] else MUTED)


def render(view: dict[str, Any]) -> bytes:
    """The public picture; takes the public view (plus optional ``names``) only."""
    image, draw = canvas(WIDTH, HEIGHT, BACKGROUND)
    names = _names(view)
    draw.text((20, 18), "1911 AMUNDSEN vs. SCOTT", font=font(32), fill=INK)
    status = view["outcome"] if view["outcome"] else view["pending"]["text"]
    status = name_seats(status, names)
    if view["outcome"]:
        draw.rounded_rectangle((506, 10, WIDTH - 16, 80), 12, fill=HIGHLIGHT, outline=INK, width=2)
        draw.text((526, 45), f"GAME OVER: {status}", font=font(28), fill=INK, anchor="lm")
    else:
        draw.text((520, 22), f"Turn {view['turn']}:  {status}", font=font(26), fill=INK)
    _draw_board(draw, view, names)
    _draw_row(draw, view)
    pending_seat = view["pending"]["seat"] if view["pending"] else None
    for i, e in enumerate(view["explorers"]):
        _draw_explorer(draw, e, 512 + i * 282, names[e["seat"]], e["seat"] == pending_seat)
    return png(image)


def render_hand(seat_view: dict[str, Any]) -> bytes:
    """One seat's hand from ``view(state, seat)``: sent only to that player."""
    private = seat_view["private"]
    seat = seat_view["seat"]
    me = seat_view["explorers"][seat]
    names = _names(seat_view)
    cards: Sequence[dict[str, Any]] = private["hand"]
    w, h = 150, 210
    per_line = 6
    lines = max(1, (len(cards) + (1 if private["wild"] else 0) + per_line - 1) // per_line)
    height = 190 + lines * (h + 40) + 60
    image, draw = canvas(1100, height, BACKGROUND)
    draw.text((24, 18), f"Your hand: {me['name']} ({names[seat]})", font=font(32), fill=INK)
    summary = f"{len(cards)} cards, hand limit {me['limit']}. On {me['space']}" + (" (lost)." if me["lost"] else ".")
    draw.text((24, 62), summary, font=font(22), fill=INK)
    patron = me["patron"]
    patron_text = (
        "No patron."
        if patron is None
        else (f"Patron: {patron['name']} ({'spent' if patron['spent'] else 'active'}). {patron['text']}")
    )
    draw.text((24, 94), patron_text, font=font(20), fill=MUTED)
    pending = private["pending"]
    drawn = pending.get("card") if pending else None
    note = "Slashed eye = hidden from your opponent."
    if drawn:
        note += f"  Good Weather drew {drawn['name']} (highlighted)."
    draw.text((24, 124), note, font=font(20), fill=INK)
    shown: list[tuple[dict[str, Any], bool]] = [(c, bool(c["hidden"])) for c in cards]
    if private["wild"]:
        shown.append((private["wild"], False))
    for i, (card, hidden) in enumerate(shown):
        row, col = divmod(i, per_line)
        x = 24 + col * (w + 24)
        y = 170 + row * (h + 40)
        highlight = bool(drawn and card["id"] == drawn["id"])
        draw_card(draw, (x, y, x + w, y + h), card, hidden_mark=hidden, highlight=highlight)
        caption = "HIDDEN" if hidden else "open"
        text_centered(draw, (x + w / 2, y + h + 18), caption, 18, fill=INK if hidden else MUTED)
    if not shown:
        draw.text((24, 190), "Your hand is empty.", font=font(24), fill=MUTED)
    return png(image)
