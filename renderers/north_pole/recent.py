"""What the last turn did, as the panel's lines of news: each card played, ambush, storm and token
in the picture's language, squares named as when they happened."""

from __future__ import annotations

from typing import Any

from bot.games.north_pole.board import QUARTERS, rotate_square
from bot.i18n import N_, ntr, tr
from renderers.draw import INK, MUTED, Pen
from renderers.text import put, shorten, width

from .common import ITEMS, RIGHT, SYMBOLS, WIDTH, X, colour_owner, pawn_disc, seat_name, speaks
from .layout import AMBUSH, PAWN_COLOURS, STORM_NEWS

LINE = 34
BIG_LINE = 40
NAME_IN_LINE = 200  # a name in a line of news is cut to this, so the news after it still shows


# --- what the last turn did -------------------------------------------------------------


def played_squares(item: dict[str, Any], later: list[dict[str, Any]]) -> dict[str, Any]:
    """A move's, hole's or bear's squares as named when it happened (as the turn's message): the
    view shows them where those things are now, so the storms ``later`` in the turn are undone.
    The board's arrow keeps where things are now."""
    quarters = sum(QUARTERS[e["turn"]] for e in later if e["type"] == "storm")
    if quarters % 4 == 0:
        return item
    back = {1: "ccw", 2: "half", 3: "cw"}[quarters % 4]  # quarter turns about one centre add up

    def undo(square: str) -> str:
        return square if square == "P" else rotate_square(square, back)

    said: dict[str, Any] = {key: undo(item[key]) for key in ("start", "hit", "square") if key in item}
    if "path" in item:
        said["path"] = [undo(square) for square in item["path"]]
    return {**item, **said}


def recent_lines(view: dict[str, Any]) -> list[tuple[str, str | None, bool]]:
    """(text, pawn colour or None, is news) for each thing the latest turn did."""
    return [line for line, _kind in _lines(view)]


def _lines(view: dict[str, Any]) -> list[tuple[tuple[str, str | None, bool], str]]:
    """``recent_lines``, each with "play" for a card played, else ""."""
    recent = view.get("recent")
    if not recent:
        return []
    loc = speaks(view)
    lines: list[tuple[str, str | None, bool]] = []
    plays: set[int] = set()
    for index, item in enumerate(recent["events"]):
        kind = item["type"]
        later = recent["events"][index + 1 :]
        colour = item.get("colour") if item.get("colour") in PAWN_COLOURS else None
        if kind in ("move", "sling"):
            card = item["copy"] or item["card"]
            symbol = tr(loc, SYMBOLS[card["symbol"]])
            # An Emergency adds no storm points, so its line names only the card it copied.
            if item["copy"]:
                name = tr(loc, "Emergency as {symbol}", symbol=symbol)
            else:
                points = ntr(loc, "{n} point", "{n} points", card["points"])
                name = tr(loc, "{symbol} ({points})", symbol=symbol, points=points)
            said = played_squares(item, later)
            bear = item["colour"] == "bear"
            if kind == "move":
                end = tr(loc, "the Pole") if said["path"][-1] == "P" else said["path"][-1]
                move = N_("{card}: Bear {start} to {end}") if bear else N_("{card}: {start} to {end}")
                lines.append((tr(loc, move, card=name, start=said["start"], end=end), colour, False))
            else:
                hit = N_("{card}: Bear {start} hits {hit}") if bear else N_("{card}: {start} hits {hit}")
                lines.append((tr(loc, hit, card=name, start=said["start"], hit=said["hit"]), colour, False))
            plays.add(len(lines) - 1)
            if item.get("victim"):
                victim = shorten(colour_owner(view, item["victim"]) or "", 28, NAME_IN_LINE)
                if item["victim"] == "bear":
                    text = tr(loc, "Ambush! The bear is sent off")
                else:
                    text = tr(loc, "Ambush! {name}'s pawn to ship", name=victim)
                lines.append((text, item["victim"] if item["victim"] in PAWN_COLOURS else None, True))
        elif kind == "camp":
            lines.append((tr(loc, "Pawn ashore at {square}", square=item["square"]), None, False))
        elif kind == "pole":
            who = colour_owner(view, item.get("colour", "bear"))
            text = tr(loc, "The bear left the Pole") if who is None else tr(
                loc, "{name}: a pawn at the Pole!", name=shorten(who, 28, NAME_IN_LINE))
            lines.append((text, colour, True))
        elif kind == "token":
            thing = tr(loc, ITEMS.get(item["item"], item["item"]))
            found = N_("Found {item}") if item["how"] == "found" else N_("Revealed {item}")
            lines.append((tr(loc, found, item=thing), None, False))
        elif kind == "storm":
            token = item.get("cause") == "token"
            turned = {
                "cw": N_("Storm token! The ice turned clockwise") if token else N_("Storm! The ice turned clockwise"),
                "ccw": N_("Storm token! The ice turned counter-clockwise") if token
                else N_("Storm! The ice turned counter-clockwise"),
                "half": N_("Storm token! The ice turned half round") if token
                else N_("Storm! The ice turned half round"),
            }[item["turn"]]
            lines.append((tr(loc, turned), None, True))
        elif kind == "hole":
            square = played_squares(item, later)["square"]
            lines.append((tr(loc, "Hole in the Ice on {square}!", square=square), colour, True))
        elif kind == "bear":
            square = played_squares(item, later)["square"]
            lines.append((tr(loc, "Polar Bear takes {square}!", square=square), colour, True))
        elif kind in MINOR:
            lines.append((tr(loc, MINOR[kind]), None, False))
        elif kind == "igloo":
            lines.append((tr(loc, "Igloo built on {square}", square=item["square"]), None, False))
    return [(line, "play" if i in plays else "") for i, line in enumerate(lines)]


def played_lines(view: dict[str, Any]) -> set[str]:
    """The lines that name a card played: kept when lines must give way (the message has all)."""
    return {line[0] for line, kind in _lines(view) if kind == "play"}


MINOR = {  # a turn's small steps, one line each
    "refresh": N_("Refreshed their 3 cards"),
    "end": N_("Played no card"),
    "pay": N_("Gave up a token to play"),
    "husky": N_("Husky: one more play"),
    "store": N_("Packed a card in the Backpack"),
    "discard": N_("Discarded a token (at most 3)"),
    "compass": N_("Compass: the Pole turned"),
}


def draw_recent_lines(
    draw: Pen, view: dict[str, Any], top: int, bottom: int
) -> None:
    recent = view.get("recent")
    loc = speaks(view)
    if not recent:
        put(draw, (X, top + 8), tr(loc, "The race begins."), 26, MUTED)
        return
    fresh = not view["over"] and recent["seat"] == view["turn"]["seat"] and recent["round"] == view["turn"]["round"]
    who = seat_name(view, recent["seat"])
    heading = tr(loc, "This turn so far") if fresh else tr(loc, "Last turn: {name}", name=who)
    put(draw, (X, top), shorten(heading, 24, WIDTH), 24, MUTED)
    y = top + 32
    lines = recent_lines(view)
    plays = {i for i, (text, _, _) in enumerate(lines) if text in played_lines(view)}
    room = max(1, (bottom - y) // LINE)
    while len(lines) > room:  # the message text has them all: drop the small things first
        minor = [i for i, entry in enumerate(lines) if not entry[2] and i not in plays]
        index = minor[0] if minor else 0
        lines.pop(index)
        plays = {i - (i > index) for i in plays if i != index}
    # Few lines get bigger type: a phone shows this part first.
    big = len(lines) * BIG_LINE <= bottom - y and all(width(t, 32) <= WIDTH - 30 for t, _, _ in lines)
    line, full, small = (BIG_LINE, 32, 27) if big else (LINE, 28, 23)
    for text, colour, news in lines:
        x = X
        if news:
            draw.rounded_rectangle((X - 4, y - 2, RIGHT, y + line - 4), 6, fill=STORM_NEWS)
        if colour:
            pawn_disc(draw, (X + 11, y + line / 2 - 3), 10, colour, None)
            x += 28
        size = full if width(text, full) <= RIGHT - x else small
        ink = AMBUSH if news and text.startswith(tr(loc, "Ambush!").rstrip("!！")) else INK
        put(draw, (x, y + line / 2 - 3), shorten(text, size, RIGHT - x), size, ink, "lm")
        y += line


