"""The side panel, in type big enough for a phone: the hole, who decides what, the shot (club,
aim, each roll and what it did, what the landing did) and the scorecard.

Every word is in the view's ``language`` (``speaks``): card, club, direction and terrain names
as the game's messages say them. Sizes are for a 1280 px wide picture, which a phone shows at
about a third: 30 px type reads as 10 px there.
"""

from __future__ import annotations

from typing import Any

from bot.engine import name_seats
from bot.games.roll_in_one.words import ON_TERRAIN, card_msg, choice_msg, club_msg, direction_msg
from bot.i18n import ENGLISH, N_, Locale, first_ours, ntr, say, tr
from renderers.draw import INK, MUTED, RGB, Pen, seat_colour
from renderers.text import put, shorten, wrap
from renderers.text import width as text_width

from . import glyphs

MODES = {"campaign": N_("Campaign"), "bumper": N_("Bumper golf"), "solo_round": N_("3-hole round"),
         "solo_survival": N_("Survival")}  # fmt: skip
DOING = {
    "golfer": N_("is picking a golfer"),
    "aim": N_("is aiming: club and direction"),
    "flight": N_("is deciding on the roll"),
    "landing": N_("is deciding on the landing"),
}
CARD_BG: RGB = (255, 255, 255)
LINE: RGB = (205, 212, 218)
TURN_BG: RGB = (255, 248, 214)
TURN_LINE: RGB = (230, 159, 0)
CARD_TEXT: RGB = (0, 90, 140)
GOOD: RGB = (20, 110, 40)
HOLE_COLUMN: RGB = (236, 246, 236)
NAME_IN_LINE = 190  # pixels at 26 px type: about 14 letters, leaving the rest of a shot line for what happened


def speaks(view: dict[str, Any]) -> Locale:
    """The language of the picture's words (the publisher sets the view's ``language``)."""
    return first_ours(view.get("language"))


def fit_text(text: str, size: int, width: float) -> str:
    """``text`` cut with "..." to fit ``width``."""
    return shorten(text, size, width, "...")


def name_fit(name: str, width: float, size: int = 28, smallest: int = 18) -> tuple[tuple[str, ...], int]:
    """A player's name, whole, at the largest size from ``size`` down to ``smallest`` that fits
    one line, else on two lines at ``smallest``; cut only past that (issue 28: "Amund...")."""
    for step in range(size, smallest - 1, -2):
        if text_width(name, step) <= width:
            return (name,), step
    lines = wrap(name, smallest, width)
    if len(lines) == 2 and all(text_width(line, smallest) <= width for line in lines):
        return lines, smallest
    return (fit_text(name, smallest, width),), smallest


NAME = "\x00"  # where the name goes in a sentence ``named`` fits: a mark no translation has


def named(name: str, rest: str, size: int, width: float) -> str:
    """A player's name and what they did in ``width``: a long name is cut, never what follows it.
    ``rest`` follows the name, or holds ``NAME`` where a translated sentence puts it."""
    before, _, after = rest.rpartition(NAME) if NAME in rest else ("", "", rest)
    room = width - text_width(before + after, size)
    if room < text_width("Bea...", size):  # no room left for a name: cut the whole line instead
        return fit_text(before + name + after, size, width)
    return before + fit_text(name, size, room) + after


def _box(
    draw: Pen,
    left: float,
    top: float,
    width: float,
    height: float,
    fill: RGB = CARD_BG,
    line: RGB = LINE,
) -> None:
    draw.rounded_rectangle((left, top, left + width, top + height), radius=14, fill=fill, outline=line, width=3)


def ball_mark(draw: Pen, x: float, y: float, seat: int, mark: str, r: float) -> None:
    glyphs.ball(draw, (x, y), r, seat_colour(seat), mark, False)


def hole_line(view: dict[str, Any], width: float = 10_000) -> str:
    """ "Hole 1 of 3 · Par 4.5 · Round 2" (mode by mode), without the mode's name when the line
    would not fit ``width`` at 30 px: the hole and par matter more."""
    line = _hole_line(view, speaks(view))
    if text_width(line, 30) > width and view["mode"] in MODES and view["hole"] is not None:
        line = line.split(" · ", 1)[1]
    return line


def _hole_line(view: dict[str, Any], loc: Locale) -> str:
    hole = view["hole"]
    mode = view["mode"]
    parts = [tr(loc, MODES[mode])] if mode in MODES else []
    if hole is None:
        return " · ".join(parts) or tr(loc, "Roll In One")
    number = hole["number"]
    if mode == "standard" or mode == "solo_round":
        of = hole["of"]
        parts.append(tr(loc, "Hole {n} of {of}", n=number, of=of) if of else tr(loc, "Hole {n}", n=number))
    elif mode == "solo_survival":
        parts.append(tr(loc, "Hole {n}", n=number))
    parts.append(tr(loc, "Par {par}", par=f"{hole['par']:g}"))
    if hole["confirmed"] and mode != "solo_survival" and view["stage"] != "over":
        parts.append(tr(loc, "Round {n}", n=hole["round"]))
    return " · ".join(parts)


def doing(view: dict[str, Any], names: list[str]) -> str:
    """What the deciding seat is deciding, in words (public steps only, RIO-133/RIO-135)."""
    loc = speaks(view)
    decision = view["decision"]
    step = decision["step"]
    hole = view["hole"]
    if step == "design":
        if hole and hole["finished"]:
            return tr(loc, "is placing the green")
        return tr(loc, "is designing the hole")
    if step == "reaction":
        turn = view.get("turn") or {}
        if turn.get("seat") is None:
            return tr(loc, "may play a card")
        return tr(loc, "may play a card on {name}'s landing", name=names[int(turn["seat"])])
    return tr(loc, DOING.get(step, N_("is deciding")))


def draw_turn(
    draw: Pen,
    view: dict[str, Any],
    names: list[str],
    marks: list[str],
    left: float,
    top: float,
    width: float,
) -> float:
    """Whose turn and what they decide, or the result once the game is over; returns the bottom."""
    loc = speaks(view)
    result = view.get("result")
    if result:
        said = result.get("msg")
        text = say(loc, said) if isinstance(said, dict) else str(result["text"])  # older games: English
        lines = wrap(name_seats(text, names), 30, int(width - 36))[:3]
        height = 64 + 38 * len(lines)
        _box(draw, left, top, width, height, TURN_BG, TURN_LINE)
        put(draw, (left + 18, top + 12), tr(loc, "Game over"), 36, INK)
        for i, line in enumerate(lines):
            put(draw, (left + 18, top + 58 + 38 * i), line, 30, INK)
        return top + height
    decision = view.get("decision")
    if decision is None:
        return top
    lines = wrap(doing(view, names), 28, int(width - 36))[:2]
    height = 66 + 32 * len(lines)
    _box(draw, left, top, width, height, TURN_BG, TURN_LINE)
    seat = int(decision["seat"])
    ball_mark(draw, left + 36, top + 34, seat, marks[seat], 24)
    put(draw, (left + 70, top + 10), fit_text(names[seat], 40, width - 84), 40, INK)
    for i, line in enumerate(lines):
        put(draw, (left + 18, top + 60 + 32 * i), line, 28, INK)
    return top + height


def shot_to_show(view: dict[str, Any]) -> tuple[dict[str, Any] | None, bool]:
    """The shot in play, else the last shot of this hole; and whether it is the one in play."""
    hole = view["hole"]
    if hole is None or not hole["confirmed"]:
        return None, False
    turn = view.get("turn")
    if turn and (turn.get("rolls") or len(turn.get("path") or []) > 1):
        return turn, True
    last = view.get("last_turn")
    if last and last.get("hole") == hole["number"]:
        return last, False
    return None, False


def outcome_lines(turn: dict[str, Any], names: list[str], loc: Locale = ENGLISH) -> list[tuple[str, RGB]]:
    """What the landing did, from the last shot's public outcome."""
    outcome = turn.get("outcome")
    if not outcome:
        return []
    seat = int(turn["seat"])
    names = [fit_text(name, 26, NAME_IN_LINE) for name in names]  # the line's fact must fit after a name
    lines: list[tuple[str, RGB]] = []
    if seat in outcome["holed"]:
        lines.append((tr(loc, "In the hole!"), GOOD))
    elif outcome["oob"]:
        lines.append((tr(loc, "Flew out of bounds"), glyphs.PENALTY))
    elif outcome["rest"]:
        where = tr(loc, ON_TERRAIN.get(outcome["rest"], N_("on the course")))
        lines.append((tr(loc, "Came to rest {where}", where=where), INK))
    for s in outcome.get("reached", []):
        lines.append((tr(loc, "{name} reached a green", name=names[s]), GOOD))
    for s in outcome["moved"]:
        knocked = N_("Knocked {name}'s ball into the hole") if s in outcome["holed"] else N_("Knocked {name}'s ball on")
        lines.append((tr(loc, knocked, name=names[s]), INK))
    for s, count in enumerate(outcome["penalties"]):
        if count:
            tokens = ntr(loc, "+{n} penalty token", "+{n} penalty tokens", count)
            lines.append((tr(loc, "{name}: {tokens}", name=names[s], tokens=tokens), glyphs.PENALTY))
    return lines


def draw_shot(
    draw: Pen,
    view: dict[str, Any],
    names: list[str],
    marks: list[str],
    left: float,
    top: float,
    width: float,
    limit: float = 10_000,
) -> float:
    """The club and aim, every roll as a die face marked by what it did, cards, the landing;
    at most ``limit`` pixels high (the scores below must fit), dropping the oldest rolls and
    then the card lines first."""
    turn, in_play = shot_to_show(view)
    if turn is None:
        return top
    rolls = [r for r in turn["rolls"] if r["note"] != "mulligan"]
    chip = 54 if len(rolls) <= 14 else 40
    gap = 8
    per_row = max(1, int((width - 28 + gap) // (chip + gap)))
    loc = speaks(view)
    lines = outcome_lines(turn, names, loc) if not in_play else []
    cards = list(turn.get("cards") or [])
    row_limit = 2 if 62 + 2 * (chip + gap) + 34 * (len(cards) + len(lines)) + 12 <= limit else 1
    shown = rolls[-per_row * row_limit :]  # the latest rolls matter most
    rows = max(1, -(-len(shown) // per_row))
    while cards and 62 + rows * (chip + gap) + 34 * (len(cards) + len(lines)) + 12 > limit:
        cards.pop(0)
    while lines and 62 + rows * (chip + gap) + 34 * len(lines) + 12 > limit:
        lines.pop()
    height = 62 + rows * (chip + gap) + 34 * (len(cards) + len(lines)) + 12
    _box(draw, left, top, width, height)
    seat = int(turn["seat"])
    club = say(loc, club_msg(str(turn["club"]))) if turn.get("club") else ""
    aim = say(loc, direction_msg(int(turn["aim"]))) if turn.get("aim") is not None else ""
    if club and aim:
        what = tr(loc, "{name}: {club}, {aim}", name=NAME, club=club, aim=aim)
    else:
        what = tr(loc, "{name} is aiming", name=NAME)
    beat = turn.get("beat") if in_play else None
    label = tr(loc, "to beat {n}", n=beat) if beat else ""
    last_row = len(shown) - (rows - 1) * per_row
    # "to beat N" sits after the last die when the row has room, else in the title's corner.
    beside_dice = bool(label) and 14 + last_row * (chip + gap) + text_width(label, 24) + 16 <= width - 16
    title_room = width - 66 - (text_width(label, 24) + 12 if label and not beside_dice else 0)
    ball_mark(draw, left + 28, top + 30, seat, marks[seat], 17)
    put(draw, (left + 54, top + 12), named(names[seat], what, 30, title_room), 30, INK)
    if label and not beside_dice:
        put(draw, (left + width - 16, top + 18), label, 24, MUTED, "ra")
    y = top + 58
    for i, r in enumerate(shown):
        x = left + 14 + (i % per_row) * (chip + gap)
        glyphs.die_face(draw, x, y + (i // per_row) * (chip + gap), chip, r["face"], r["note"])
    if beside_dice:
        put(draw, (left + width - 16, y + (rows - 1) * (chip + gap) + chip / 2), label, 24, MUTED, "rm")
    y += rows * (chip + gap) + 2
    for c in cards:
        card = say(loc, card_msg(str(c["name"])))
        if c["choice"]:
            choice = say(loc, choice_msg(c["choice"]))
            what = tr(loc, "{name} played {card} ({choice})", name=NAME, card=card, choice=choice)
        else:
            what = tr(loc, "{name} played {card}", name=NAME, card=card)
        put(draw, (left + 16, y), named(names[int(c["seat"])], what, 26, width - 32), 26, CARD_TEXT)
        y += 34
    for text, colour in lines:
        put(draw, (left + 16, y), fit_text(text, 26, width - 32), 26, colour)
        y += 34
    return top + height


def fitted(text: str, size: int, room: float, smallest: int = 12) -> int:
    """The largest size from ``size`` down to ``smallest`` at which ``text`` fits ``room``."""
    while size > smallest and text_width(text, size) > room:
        size -= 1
    return size


def draw_design(draw: Pen, view: dict[str, Any], left: float, top: float, width: float) -> float:
    """While a hole is designed: how many boards are on, how many may be, what the numbers mean."""
    loc = speaks(view)
    hole = view["hole"]
    if hole is None or hole["confirmed"] or view["stage"] == "over":
        return top
    added = len(hole["attachments"])
    counts = hole.get("board_counts") or []
    lines: list[str] = []
    if hole["finished"]:
        greens = len(view["course"]["greens"])
        wanted = 3 if view["mode"] in ("campaign", "bumper") else 1
        if wanted == 1:
            lines.append(tr(loc, "Pick a cell for the green: a board, then the numbers printed on the cell"))
        else:
            lines.append(tr(loc, "Pick a cell for green {n} of {of}: a board, then the numbers printed on the cell",
                            n=min(greens + 1, wanted), of=wanted))  # fmt: skip
    else:
        boards = ntr(loc, "{n} board added", "{n} boards added", added) if counts else ntr(
            loc, "{n} board", "{n} boards", added
        )
        if counts:
            low, high = min(counts) - 1, max(counts) - 1
            most = tr(loc, "a hole has {low} to {high}", low=low, high=high) if low != high else tr(
                loc, "a hole has {n}", n=low
            )
            boards = tr(loc, "{boards} ({most})", boards=boards, most=most)
        lines.append(boards)
        if view["course"]["open_ports"]:
            lines.append(tr(loc, "Blue numbers: where a board can join"))
    wrapped = [w for line in lines for w in wrap(line, 26, int(width - 32))]
    height = 20 + 34 * len(wrapped)
    _box(draw, left, top, width, height)
    for i, line in enumerate(wrapped):
        put(draw, (left + 16, top + 12 + 34 * i), line, 26, INK)
    return top + height
