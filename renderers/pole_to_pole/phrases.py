"""The panel's short lines of "what just happened", in the picture's language (``view["language"]``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.games.pole_to_pole.words import CARD_NAMES, colour_message
from bot.i18n import Arg, Locale, Msg, first_ours, msg

SHORT_POLES = {"NP": msg("North Pole"), "SP": msg("South Pole")}


def speaks(view: dict[str, Any]) -> Locale:
    """The language the picture's words are in (the publisher sets the view's ``language``)."""
    return first_ours(view.get("language"))


def place(position: str) -> Msg | str:
    return SHORT_POLES.get(position, position)


def phrases(happened: dict[str, Any], view: dict[str, Any], names: list[str]) -> list[Msg]:
    """A short line for each public fact worth showing; turn changes and bookkeeping are left out."""
    kind = happened["type"]
    seat_of: dict[str, int] = {seat["colour"]: seat["seat"] for seat in view["seats"]}

    def colour(explorer: str) -> Arg:
        return colour_message(explorer.split("-")[0])

    def whose(explorer: str) -> str:
        return names[seat_of[explorer.split("-")[0]]]

    card: Arg = CARD_NAMES.get(happened.get("card", ""), "")
    if kind == "roll":
        if happened["source"] == "wind":
            return [msg("Second Wind: rolled {a} and {b}", a=happened["a"], b=happened["b"])]
        return [msg("Rolled {a} and {b}", a=happened["a"], b=happened["b"])]
    if kind in ("move", "card_move"):
        route = {"colour": colour(happened["explorer"]), "start": place(happened["start"]),
                 "end": place(happened["end"])}  # fmt: skip
        if kind == "card_move":
            return [msg("{card}: {colour} {start} to {end}", card=card, **route)]
        return [msg("Moved {colour} {start} to {end}", **route)]
    if kind == "capture":
        return [msg("Captured {name}'s explorer on {square}", name=whose(happened["captured"]),
                    square=happened["square"])]  # fmt: skip
    if kind == "arrive":
        target = next(s["target"] for s in view["seats"] if s["colour"] == happened["explorer"].split("-")[0])
        return [msg("{colour} reached the {pole}", colour=colour(happened["explorer"]), pole=place(target))]
    return _others(kind, happened, card, whose, names)


def _others(kind: str, happened: dict[str, Any], card: Arg, whose: Callable[[str], str], names: list[str]) -> list[Msg]:
    if kind == "goal":
        return [msg("Took the goal on {square}", square=happened["square"])]
    if kind == "draw":
        return [msg("Drew the {card} card", card=card)]
    if kind == "colour":
        return [msg("Colour die: {face}", face=colour_message(happened["face"]))]
    if kind == "colour_home":
        return [msg("Sent {name}'s explorer on {square} home", name=whose(happened["explorer"]),
                    square=happened["square"])]  # fmt: skip
    if kind == "colour_arrive":
        return [msg("Flew {colour} from {start} to its pole", colour=colour_message(happened["explorer"].split("-")[0]),
                    start=place(happened["square"]))]  # fmt: skip
    if kind == "colour_decline":
        return [msg("Declined the colour die")]
    if kind == "card":
        return [_card_phrase(happened, card, whose)]
    if kind == "card_void":
        return [msg("{card} had no use", card=card)]
    if kind == "forfeit":
        dice = happened["dice"]
        if len(dice) == 1:
            return [msg("No move for die {die}", die=dice[0])]
        return [msg("No move for dice {die} and {other}", die=dice[0], other=dice[-1])]
    if kind == "skip":
        return [msg("Skipped the turn (Blizzard)")]
    if kind == "resign":
        return [msg("{name} left the game", name=names[happened["seat"]])]
    if kind == "cap":
        return [msg("Round limit reached")]
    return []


def _card_phrase(happened: dict[str, Any], card: Arg, whose: Callable[[str], str]) -> Msg:
    code = happened["card"]
    if code != "BLIZZARD" and set(happened) <= {"type", "card"}:  # a card played for nothing: declined
        return msg("Declined {card}", card=card)
    if code == "BLIZZARD":
        return msg("Blizzard: skips the next turn")
    if code == "ICE_FLOE":
        first, second = happened["squares"]
        return msg("Ice Floe: swapped {square} and {other}", square=first, other=second)
    if code == "SHELTER":
        return msg("Shelter on {square}", square=happened["square"])
    if code == "AVALANCHE":
        return msg("Avalanche: {name}'s explorer on {square} sent home", name=whose(happened["explorer"]),
                   square=happened["square"])  # fmt: skip
    if code == "POLAR_GUIDE":
        return msg("Polar Guide: {square} to the pole", square=happened["square"])
    return msg("Declined {card}", card=card)
