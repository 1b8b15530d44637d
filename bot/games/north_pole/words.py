"""Plain words for labels and event texts: cards by their face, pawns by owner or colour,
places by the coordinates printed on the board, the Pole's opening by compass direction.

Internal ids (card C001, token T05, slot S2, pawn orange1, side letters) never reach a text.
"""

from __future__ import annotations

from bot.engine import State, who
from bot.i18n.message import Msg, msg, nmsg

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


# --- the same words as messages, read in each reader's language (bot.i18n) ----------------------
# Terms follow the game's Traditional Chinese rulebook where it names them (行動卡, 米寶, 伏擊, ...).

SYMBOL_WORDS: dict[str, Msg] = {
    "March": msg("March"),
    "Swoop": msg("Swoop"),
    "Gallop": msg("Gallop"),
    "Dash": msg("Dash"),
    "Sling": msg("Sling"),
    "Emergency": msg("Emergency"),
}
COLOUR_WORDS: dict[str, Msg] = {  # storm colours on the cards, and the expeditions' colours
    "blue": msg("blue"),
    "red": msg("red"),
    "purple": msg("purple"),
    "orange": msg("orange"),
    "black": msg("black"),
    "white": msg("white"),
    "green": msg("green"),
    "brown": msg("brown"),
}
ITEM_WORDS: dict[str, Msg] = {
    "Husky": msg("Husky"),
    "Snowshoes": msg("Snowshoes"),
    "Backpack": msg("Backpack"),
    "Igloo": msg("Igloo"),
    "Pickaxe": msg("Pickaxe"),
    "Compass": msg("Compass"),
    "Storm": msg("Storm"),
    "Hole": msg("Hole in the Ice"),
    "Polar Bear": msg("Polar Bear"),
}
# An item as the object of "found" or "revealed": ``with_article`` in English.
FOUND_WORDS: dict[str, Msg] = {
    "Husky": msg("a Husky"),
    "Snowshoes": msg("Snowshoes"),
    "Backpack": msg("a Backpack"),
    "Igloo": msg("an Igloo"),
    "Pickaxe": msg("a Pickaxe"),
    "Compass": msg("a Compass"),
}
BEAR_WORDS = msg("the Polar Bear")
THE_POLE = msg("the Pole")


def colour_words(colour: str) -> Msg | str:
    return COLOUR_WORDS.get(colour, colour)


def points_words(points: int) -> Msg:
    return nmsg("{n} point", "{n} points", points)


def card_message(card: Card) -> Msg:
    """``March (1 point, blue)`` as a message."""
    if card.symbol == "Emergency":
        return msg("Emergency ({colour})", colour=colour_words(card.colour))
    symbol = SYMBOL_WORDS[card.symbol]
    return msg("{symbol} ({points}, {colour})", symbol=symbol, points=points_words(card.points),
               colour=colour_words(card.colour))


MESSAGE_OF = {card.id: card_message(card) for card in CARDS.values()}


def played_message(card_id: str, copied: str | None) -> Msg:
    if copied is None:
        return MESSAGE_OF[card_id]
    return msg("Emergency as {card}", card=MESSAGE_OF[copied])


def pawn_message(state: State, pawn: str, *, start: bool = False) -> Msg:
    """``{p1}'s pawn`` or ``the Polar Bear``; ``start``: at the start of a sentence."""
    seat = owner(state, pawn)
    if seat is None:
        return msg("The Polar Bear") if start else BEAR_WORDS
    return msg("{who}'s pawn", who=who(seat))


ORIENTATION_MESSAGES = {
    "NE": msg("north-east"),
    "SE": msg("south-east"),
    "SW": msg("south-west"),
    "NW": msg("north-west"),
}


def disc_message(disc: str) -> Msg:
    """``north-east (gate e5)`` as a message; a team disc names both openings."""
    parts = disc.split("+")
    squares = gates(disc)
    if len(parts) == 1:
        return msg("{direction} (gate {square})", direction=ORIENTATION_MESSAGES[parts[0]], square=squares[0])
    return msg(
        "{first} and {second} (gates {square} and {other})",
        first=ORIENTATION_MESSAGES[parts[0]], second=ORIENTATION_MESSAGES[parts[1]],
        square=squares[0], other=squares[1],
    )
