"""Alt text for 1911 Amundsen vs. Scott: the two explorers, their hands' sizes, the open row;
and, for a seat alone, its own hand."""

from __future__ import annotations

from collections import Counter
from typing import Any

from bot.ui.alt import count, finished, join, listed, plain, seat_name


def cards(items: list[dict[str, Any] | None]) -> str:
    """ "Advance Red ×2 and Compass": identical cards once, with a count; a gap in the row as "an empty place"."""
    counts = Counter(
        str(c["name"]) + (" (hidden)" if c.get("hidden") else "") if c else "an empty place" for c in items
    )
    return listed([name if n == 1 else f"{name} ×{n}" for name, n in counts.items()])


def explorer(view: dict[str, Any], e: dict[str, Any]) -> str:
    who = f"{seat_name(view, e['seat'])} as {e['name']}"
    lost = ", lost in the ice" if e["lost"] else ""
    hand = f"{e['hand_size']} of {e['limit']} cards in hand, {e['hidden']} hidden"
    patron = f", patron {e['patron']['name']}" if e.get("patron") else ""
    shown = f"; face up: {cards(e['visible'])}" if e["visible"] else ""
    return f"{who} is on {e['where']}{lost}, {hand}{patron}{shown}"


def describe(view: dict[str, Any], result: str | None = None) -> str:
    names = view.get("names") or ()
    pending = view.get("pending")
    if view["phase"] == "over" or not pending:
        head = finished(result or view.get("outcome"), view)
    else:
        head = plain(str(pending.get("text", "")), names) or f"{seat_name(view, int(pending['seat']))} to play"
    facts = [f"1911 Amundsen vs. Scott, turn {view['turn']}", *(explorer(view, e) for e in view["explorers"])]
    facts.append(f"Row: {cards(view['row']) or 'empty'}")
    facts.append(f"Deck {count(view['deck_count'], 'card')}, exhaustions {view['exhaustions']}")
    return join([head, *facts])


def whose_turn(seat_view: dict[str, Any]) -> str:
    """ "Your turn", "Bea (Scott) to play" or "Game over": first, so a shortened text keeps it."""
    pending = seat_view.get("pending")
    if seat_view["phase"] == "over" or not pending:
        return "Game over"
    seat = int(pending["seat"])
    if seat == seat_view["seat"]:
        return "Your turn"
    role = next(e["name"] for e in seat_view["explorers"] if e["seat"] == seat)
    name = seat_name(seat_view, seat, role)
    return f"{name} ({role}) to play" if name != role else f"{role} to play"


def describe_hand(seat_view: dict[str, Any]) -> str:
    """The seat's own hand picture, from its own view (with "names" where the caller has them)."""
    mine = next(e for e in seat_view["explorers"] if e["seat"] == seat_view["seat"])
    hand = seat_view["private"]["hand"]
    size = f"{mine['hand_size']} of {mine['limit']} cards"
    head = f"{whose_turn(seat_view)}. Your hand as {mine['name']}, {size}: {cards(hand) or 'empty'}"
    pending = seat_view["private"].get("pending")
    weather = f"Good Weather drew you {pending['card']['name']}" if pending and pending.get("card") else ""
    return join([head, weather, f"You are on {mine['where']}, turn {seat_view['turn']}"])
