"""Plain words for places, directions, dice and explorers in event texts and action labels.

Players read coordinates printed on the board (``D4``) and the poles by name; explorer ids
(``Blue-3``), pole codes and dice keys stay inside the engine.
"""

from __future__ import annotations

from functools import cache

from bot.i18n.message import Msg, msg

POLE_NAMES = {"NP": "the North Pole", "SP": "the South Pole"}
DIRECTION_WORDS = {"N": "north", "S": "south", "E": "east", "W": "west"}


def place(position: str) -> str:
    """``D4`` stays ``D4``; a pole is named."""
    return POLE_NAMES.get(position, position)


@cache  # a few dozen positions, named in every move label
def short_place(position: str) -> str:
    """``D4``, or ``North Pole`` without the article, for labels that must stay short."""
    return place(position).removeprefix("the ")


def at(position: str) -> str:
    """``on D4`` or ``at the North Pole``."""
    return f"at {place(position)}" if position in POLE_NAMES else f"on {position}"


@cache  # 24 explorer ids, named in every move label
def colour_word(explorer: str) -> str:
    """The colour of an explorer id such as ``Blue-3``."""
    return explorer.split("-")[0]


def dice_words(die: str, steps: int) -> str:
    """``die A: 3`` or ``both dice: 8``."""
    return f"both dice: {steps}" if die == "AB" else f"die {die}: {steps}"


def via_words(via: str | None) -> str:
    return "" if via is None else f" via column {via}"


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


# --- the same words as messages, read in each reader's language (bot.i18n) ----------------------
# Terms follow the game's Portuguese original where it names them (exploradores, metas, fichas
# vermelhas, cartas dinâmicas, dado colorido, casas fechadas, duplas); a pole's name is bare
# ("North Pole" in a sentence's own article), so each language's sentence supplies its case.

POLE_MESSAGES: dict[str, Msg] = {"NP": msg("the North Pole"), "SP": msg("the South Pole")}
DIRECTION_MESSAGES: dict[str, Msg] = {"N": msg("north"), "S": msg("south"), "E": msg("east"), "W": msg("west")}
COLOUR_MESSAGES: dict[str, Msg] = {
    "Blue": msg("Blue"),
    "Yellow": msg("Yellow"),
    "Green": msg("Green"),
    "Purple": msg("Purple"),
    "White": msg("White"),
}
TEAM_MESSAGES: dict[str, Msg] = {"South": msg("South"), "North": msg("North"), **COLOUR_MESSAGES}
# The dynamic cards (Data D3): names and texts as ``data/pole_to_pole/cards.json`` gives them in English.
CARD_NAMES: dict[str, Msg] = {
    "TAILWIND": msg("Tailwind"),
    "CURRENT": msg("Ocean Current"),
    "SECOND_WIND": msg("Second Wind"),
    "POLAR_GUIDE": msg("Polar Guide"),
    "SHELTER": msg("Shelter"),
    "ICE_FLOE": msg("Ice Floe"),
    "AVALANCHE": msg("Avalanche"),
    "LOST_BEARINGS": msg("Lost Bearings"),
    "BLIZZARD": msg("Blizzard"),
}
CARD_TEXTS: dict[str, Msg] = {
    "TAILWIND": msg("Move one of your explorers (grid or home pole) exactly 3 spaces in a straight line."),
    "CURRENT": msg("Move one of your explorers on the grid 1-6 spaces east or west."),
    "SECOND_WIND": msg("Roll both number dice again and move with them (no colour die)."),
    "POLAR_GUIDE": msg("One of your explorers within 3 rows of its target pole arrives at once."),
    "SHELTER": msg(
        "Shelter one of your explorers on the grid until your next turn: it cannot be captured or targeted."
    ),
    "ICE_FLOE": msg("Swap one of your lone explorers with a lone, unsheltered opponent explorer."),
    "AVALANCHE": msg("Send one lone, unsheltered opponent explorer back to its home pole."),
    "LOST_BEARINGS": msg(
        "Move one of your explorers 2 spaces along its column toward your home pole (1 if that reaches it)."
    ),
    "BLIZZARD": msg("You skip your next turn."),
}


def place_message(position: str) -> Msg | str:
    """``D4`` stays ``D4``; a pole is named in the reader's language."""
    return POLE_MESSAGES.get(position, position)


def at_message(position: str) -> Msg:
    """``on D4`` or ``at the North Pole``."""
    if position == "NP":
        return msg("at the North Pole")
    if position == "SP":
        return msg("at the South Pole")
    return msg("on {square}", square=position)


def colour_message(name: str) -> Msg | str:
    """A seat colour or a colour-die face (``Blue``), or a team's name (``South``)."""
    return TEAM_MESSAGES.get(name, name)


def explorer_colour(explorer: str) -> Msg | str:
    """The colour of an explorer id such as ``Blue-3``, in words."""
    return colour_message(colour_word(explorer))


def dice_message(die: str, steps: int) -> Msg:
    """``die A: 3`` or ``both dice: 8``."""
    return msg("both dice: {n}", n=steps) if die == "AB" else msg("die {die}: {n}", die=die, n=steps)


def route_message(start: str, end: str) -> Msg:
    """``from D9 to D7``, ``from D2 to the North Pole``: where a move starts and ends."""
    return msg("from {start} to {end}", start=place_message(start), end=place_message(end))
