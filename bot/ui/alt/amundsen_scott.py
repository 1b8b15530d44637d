"""Alt text for 1911 Amundsen vs. Scott: the two explorers, their hands' sizes, the open row;
and, for a seat alone, its own hand. In the view's language (``view["language"]``)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from bot.games.amundsen_scott.words import EXPLORER_NAMES, PATRON_NAMES, card_title, question_message, space_message
from bot.i18n import Locale, Msg, first_ours, msg, nmsg, say, tr
from bot.ui.alt import join, plain, seat_name


def _both(loc: Locale, items: list[str]) -> str:
    if len(items) < 2:
        return "".join(items)
    return say(loc, msg("{items} and {last}", items=", ".join(items[:-1]), last=items[-1]))


def cards(loc: Locale, items: list[dict[str, Any] | None]) -> str:
    """ "Advance Red ×2 and Compass": identical cards once, with a count; a gap in the row as "an empty place"."""
    names = []
    for c in items:
        if not c:
            names.append(say(loc, msg("an empty place")))
            continue
        title = say(loc, card_title(c["id"]))
        names.append(say(loc, msg("{card} (hidden)", card=title)) if c.get("hidden") else title)
    return _both(loc, [name if n == 1 else f"{name} ×{n}" for name, n in Counter(names).items()])


def where(e: dict[str, Any]) -> Msg:
    return question_message(e["q"]) if e.get("q") is not None else space_message(e["route"])


def explorer(loc: Locale, view: dict[str, Any], e: dict[str, Any]) -> str:
    name = EXPLORER_NAMES.get(e["name"], e["name"])
    facts: dict[str, Any] = {"who": seat_name(view, e["seat"]), "explorer": name, "place": where(e)}
    text: Msg = msg("{who} as {explorer} is lost on {place}", **facts) if e["lost"] else msg(
        "{who} as {explorer} is on {place}", **facts
    )
    hand = msg("{n} of {limit} cards in hand, {hidden} hidden", n=e["hand_size"], limit=e["limit"], hidden=e["hidden"])
    text = msg("{explorer}, {hand}", explorer=text, hand=hand)
    if e.get("patron"):
        text = msg("{explorer}, patron {patron}", explorer=text, patron=PATRON_NAMES.get(e["patron"]["name"], ""))
    shown = say(loc, text)
    return shown + (say(loc, msg("; face up: {cards}", cards=cards(loc, e["visible"]))) if e["visible"] else "")


def describe(view: dict[str, Any], result: str | None = None) -> str:
    loc = first_ours(view.get("language"))
    names = view.get("names") or ()
    pending = view.get("pending")
    if view["phase"] == "over" or not pending:
        over = plain(tr(loc, "**Game over.**"))
        text = plain(result or str(view.get("outcome") or ""), names).removeprefix(over).strip()
        head = f"{over} {text}".strip()
    else:
        said = pending.get("msg")
        text = say(loc, said) if isinstance(said, dict) else str(pending.get("text", ""))
        head = plain(text, names) or seat_name(view, int(pending["seat"]))
    facts = [say(loc, msg("1911 Amundsen vs. Scott, turn {n}", n=view["turn"]))]
    facts += [explorer(loc, view, e) for e in view["explorers"]]
    facts.append(say(loc, msg("Row: {cards}", cards=cards(loc, view["row"]) or say(loc, msg("empty")))))
    deck = nmsg("Deck {n} card, exhaustions {exhaustions}", "Deck {n} cards, exhaustions {exhaustions}",
                view["deck_count"], exhaustions=view["exhaustions"])  # fmt: skip
    facts.append(say(loc, deck))
    return join([head, *facts])


def whose_turn(seat_view: dict[str, Any]) -> str:
    """ "Your turn", "Bea (Scott) to play" or "Game over", in the view's language: first, so a
    shortened text keeps it."""
    loc = first_ours(seat_view.get("language"))
    pending = seat_view.get("pending")
    if seat_view["phase"] == "over" or not pending:
        return say(loc, msg("Game over"))
    seat = int(pending["seat"])
    if seat == seat_view["seat"]:
        return say(loc, msg("Your turn"))
    explorer = next(e["name"] for e in seat_view["explorers"] if e["seat"] == seat)
    role = EXPLORER_NAMES.get(explorer, explorer)
    names = seat_view.get("names") or ()
    name = str(names[seat]) if seat < len(names) else ""
    if name:
        return say(loc, msg("{name} ({role}) to play", name=name, role=role))
    return say(loc, msg("{role} to play", role=role))


def describe_hand(seat_view: dict[str, Any]) -> str:
    """The seat's own hand picture, from its own view (with "names" where the caller has them)."""
    loc = first_ours(seat_view.get("language"))
    mine = next(e for e in seat_view["explorers"] if e["seat"] == seat_view["seat"])
    hand = cards(loc, seat_view["private"]["hand"]) or say(loc, msg("empty"))
    name = EXPLORER_NAMES.get(mine["name"], mine["name"])
    head = say(loc, msg("Your hand as {explorer}, {n} of {limit} cards: {hand}", explorer=name, n=mine["hand_size"],
                        limit=mine["limit"], hand=hand))  # fmt: skip
    head = f"{whose_turn(seat_view)}. {head}"
    pending = seat_view["private"].get("pending")
    weather = ""
    if pending and pending.get("card"):
        weather = say(loc, msg("Good Weather drew you {card}", card=card_title(pending["card"]["id"])))
    place = msg("You are on {place}, turn {n}", place=where(mine), n=seat_view["turn"])
    return join([head, weather, say(loc, place)])
