"""Plain words for labels and event texts: cards by their face, pawns by owner or colour,
places by the coordinates printed on the board, the Pole's opening by compass direction.

Internal ids (card C001, token T05, slot S2, pawn orange1, side letters) never reach a text.
"""

from __future__ import annotations

from bot.engine import State, who

from .board import DIRECTION_NAMES, gates
from .data import CARDS, Card

ORIENTATION_WORDS = {"NE": "north-east", "SE": "south-east", "SW": "south-west", "NW": "north-west"}


def plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


ARTICLES = {"Snowshoes": "", "Igloo": "an "}  # the rest take "a"


def with_article(item: str) -> str:
    """``a Husky``, ``an Igloo``, ``Snowshoes``."""
    return ARTICLES.get(item, "a ") + item


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def card_words(card: Card) -> str:
    """``March (1 point, blue)``: the symbol, its storm points and storm colour."""
    if card.symbol == "Emergency":
        return f"Emergency ({card.colour})"
    return f"{card.symbol} ({plural(card.points, 'point')}, {card.colour})"


# Per card id, worked out once: what its face shows and its words.
FACE_OF = {
    card.id: {"symbol": card.symbol, "type": card.type, "points": card.points, "colour": card.colour}
    for card in CARDS.values()
}
NAME_OF = {card.id: card_words(card) for card in CARDS.values()}


def card_face(card_id: str) -> dict[str, object]:
    """What a face-up card shows (no id: that is an internal code), as a dict of its own."""
    return dict(FACE_OF[card_id])


def card_name(card_id: str) -> str:
    return NAME_OF[card_id]


def played_words(card_id: str, copied: str | None) -> str:
    """The card a play used, an Emergency with the card it copied."""
    if copied is None:
        return NAME_OF[card_id]
    return f"Emergency as {NAME_OF[copied]}"


def disc_words(disc: str) -> str:
    """``north-east (gate e5)``; a team disc names both openings."""
    parts = disc.split("+")
    directions = " and ".join(ORIENTATION_WORDS[p] for p in parts)
    squares = " and ".join(gates(disc))
    return f"{directions} ({'gate' if len(parts) == 1 else 'gates'} {squares})"


def direction_words(direction: str) -> str:
    return DIRECTION_NAMES[direction]


def pawn_colour(pawn: str) -> str:
    return pawn.rstrip("0123456789")


def owner(state: State, pawn: str) -> int | None:
    colour = pawn_colour(pawn)
    return next((i for i, seat in enumerate(state["seats"]) if seat["colour"] == colour), None)


def pawn_text(state: State, pawn: str) -> str:
    """For event texts: ``{p1}'s pawn`` (the table puts the name in) or ``the Polar Bear``."""
    seat = owner(state, pawn)
    return "the Polar Bear" if seat is None else f"{who(seat)}'s pawn"


def pawn_label(state: State, seat: int, pawn: str) -> str:
    """For buttons: ``your pawn``, ``the black pawn`` or ``the Polar Bear``."""
    found = owner(state, pawn)
    if found is None:
        return "the Polar Bear"
    return "your pawn" if found == seat else f"the {pawn_colour(pawn)} pawn"
