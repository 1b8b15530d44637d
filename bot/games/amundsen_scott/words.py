"""The game's words as messages, read in each reader's language (bot.i18n, issue 24).

Card and space names follow the German rulebook (``shared/seeds``): Vorankommen-Karte,
Grönland-Hund, Mongolisches Pferd, Kompass, Verlust der Ausrüstung, Schneesturm,
Gletscherspalte, Vorräte abwerfen, Opfern, Schönwetter, the "?"-Felder and the Förderer.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.i18n.message import N_, Arg, Msg, msg, nmsg

from .cards import is_patron_wild
from .data import CARDS, PATRON_WILDS, PATRONS, POLE

TYPE_NAMES: dict[str, Msg] = {
    "horse": msg("Mongolian Horse"),
    "dog": msg("Greenland Dog"),
    "advance": msg("Advance"),
    "loss": msg("Loss of Equipment"),
    "compass": msg("Compass"),
    "blizzard": msg("Blizzard"),
    "crevasse": msg("Crevasse"),
    "drop": msg("Drop Supplies"),
    "sacrifice": msg("Sacrifice"),
    "weather": msg("Good Weather"),
}
COLOUR_NAMES: dict[str, Msg] = {"R": msg("Red"), "B": msg("Blue"), "G": msg("Green"), "Y": msg("Yellow")}
PATRON_NAMES: dict[str, Msg] = {
    "Architect": msg("Architect"),
    "Army Officer": msg("Army Officer"),
    "Press Baron": msg("Press Baron"),
    "Philanthropist": msg("Philanthropist"),
    "Engineer": msg("Engineer"),
    "Showman": msg("Showman"),
    "Politician": msg("Politician"),
}
EXPLORER_NAMES: dict[str, Msg] = {"Amundsen": msg("Amundsen"), "Scott": msg("Scott")}
THE_POLE = msg("the South Pole")


def _title(card_id: str) -> Msg:
    if is_patron_wild(card_id):
        return msg("{patron}'s wild", patron=PATRON_NAMES[PATRONS[card_id].name])
    card = CARDS[card_id]
    name = TYPE_NAMES[card.type]
    return msg("{card} {colour}", card=name, colour=COLOUR_NAMES[card.colour]) if card.colour else name


TITLES: dict[str, Msg] = {card_id: _title(card_id) for card_id in (*CARDS, *PATRON_WILDS)}


def card_title(card_id: str) -> Msg:
    """ "Advance Red", "Compass", "Philanthropist's wild" as a message."""
    return TITLES[card_id]


def listed(items: list[Arg]) -> Arg:
    """ "a, b and c" as a message (the parts already messages or words)."""
    if len(items) <= 1:
        return items[0] if items else ""
    return (
        msg("{first}, {items}", first=items[0], items=listed(items[1:]))
        if len(items) > 2
        else msg("{items} and {last}", items=items[0], last=items[1])
    )


def card_titles(card_ids: Iterable[str]) -> Arg:
    """ "Advance Red, Blizzard Yellow and Compass" as a message."""
    return listed([TITLES[c] for c in card_ids])


def space_message(index: int) -> Msg:
    """ "the ship", "space 5", "the South Pole": a route place as printed on the board."""
    if index == 0:
        return msg("the ship")
    return THE_POLE if index == POLE else msg("space {n}", n=index)


def question_message(j: int) -> Msg:
    return msg("? space {n}", n=j)


def colour_name(colour: str) -> Msg:
    return COLOUR_NAMES[colour]


def patron_power(power: str, value: int, target: str | None) -> Msg:
    """What a patron does (D2), as its card says it: the data file's texts name spaces by id."""
    if power == "start_cards":
        return nmsg("Starts with {n} hidden card.", "Starts with {n} hidden cards.", value)
    if power == "officer":
        card = TYPE_NAMES[target or "horse"]
        if value == 1:
            return msg("Removes the first {card} to enter the row.", card=card)
        return msg("Removes the first {n} {card} cards to enter the row.", n=value, card=card)
    if power == "start_space":
        return msg("Starts on space {n}.", n=value)
    return msg("One wild card, for any colour, used once.")


def outcome_message(reason: str, winner: Arg, explorer: str, loser: Arg = "") -> Msg:
    """The result's sentence: the winner ``winner`` (a seat's "{p0}" or a name) as ``explorer``."""
    if reason == "pole":
        return msg("{who} ({explorer}) reached the South Pole first.", who=winner, explorer=EXPLORER_NAMES[explorer])
    if reason not in ("resign",):
        return msg("Both explorers froze in the Antarctic: nobody wins.")
    return msg("{loser} conceded: {who} wins.", loser=loser, who=winner)


# Messages games saved before still hold (their events keep their message id): kept in the catalogs.
SAVED_BEFORE = (
    N_("{who} follows the Compass to {space}."),
    N_("{who} plays Loss of Equipment: {whose}'s hand limit was already 5."),
    N_("{who} plays Loss of Equipment: {whose}'s hand limit is now {n}."),
)
