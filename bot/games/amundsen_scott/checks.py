"""Validation of submitted actions: each check accepts any held ids that form a legal action
(AVS-080) or raises IllegalAction with the spec's message (AVS-098)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import IllegalAction, State
from bot.i18n.message import Msg, msg

from .cards import ATTACK_TYPE, DISCARDABLE, SETBACK_TYPES, can_fill, card_type, is_discardable, matching_colours
from .data import COLOURS, EXPLORERS, ROUTE_LENGTH
from .routes import colour_at, compass_target, lose_way_target, return_destination, space_id
from .state import (
    ID,
    deck_dead,
    explorer,
    hand_ids,
    holds_type,
    is_lost,
    opponent,
    player,
    row_cards,
    wild_id,
)
from .words import EXPLORER_NAMES, TYPE_NAMES

DISCARDS_FOR_TAKE = {1: 0, 2: 1, 3: 3}
TAKE_COUNTS = range(1, 4)
MAX_ADVANCE = 4
NOT_ALLOWED = msg("That move isn't allowed right now.")


def _int_field(action: Mapping[str, Any], key: str, allowed: range) -> int:
    value = action.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or value not in allowed:
        raise IllegalAction(NOT_ALLOWED)
    return value


_IS_TEXT = str.__instancecheck__  # isinstance(item, str), mapped over a list without a Python call each


def _ids(action: Mapping[str, Any], key: str) -> list[str]:
    value = action.get(key)
    if not isinstance(value, list) or not all(map(_IS_TEXT, value)):
        raise IllegalAction(msg("You don't hold that card."))
    return list(value)


def _one_id(action: Mapping[str, Any], key: str) -> str:
    value = action.get(key)
    if not isinstance(value, str):
        raise IllegalAction(msg("You don't hold that card."))
    return value


def held(state: State, seat: int, card_ids: list[str], wild_ok: bool = True) -> None:
    """Every id is a distinct card in the seat's hand (or its unspent patron wild)."""
    chosen = set(card_ids)
    if len(chosen) != len(card_ids):
        raise IllegalAction(msg("You don't hold that card."))
    in_hand = list(map(ID, state["players"][seat]["hand"]))
    if not chosen.issubset(in_hand) and not (wild_ok and chosen.difference(in_hand) == {wild_id(state, seat)}):
        raise IllegalAction(msg("You don't hold that card."))


def check_take(state: State, seat: int, action: Mapping[str, Any]) -> tuple[int, list[str]]:
    n = action.get("n")
    if n.__class__ is not int or not 1 <= n <= 3:  # the usual plain int read at once, anything else checked
        n = _int_field(action, "n", TAKE_COUNTS)
    if n == 1:
        if action.get("discard") not in (None, []):
            raise IllegalAction(msg("Take 1 discards nothing."))
        discards: list[str] = []
    else:
        discards = _ids(action, "discard")
        held(state, seat, discards)
        if not DISCARDABLE.issuperset(discards):
            raise IllegalAction(msg("Compass and Loss of Equipment can't be discarded to take cards."))
    if len(discards) != DISCARDS_FOR_TAKE[n]:
        wanted = DISCARDS_FOR_TAKE[n]
        raise IllegalAction(msg("Taking {n} cards needs exactly {discards} discards.", n=n, discards=wanted))
    in_row = len(state["row"]) - state["row"].count(None)
    if in_row < n:
        raise IllegalAction(msg("The row has only {n} cards.", n=in_row))
    me = state["players"][seat]
    limit = me["limit"]
    if len(me["hand"]) - len(discards) + n > limit:  # AVS-055: the hand list is what the limit counts
        raise IllegalAction(msg("That would take you over your hand limit of {n}.", n=limit))
    return n, discards


def check_freeze(state: State, seat: int, action: Mapping[str, Any]) -> int:
    """AVS-060/AVS-092: only a Take option the dead deck's row cannot supply."""
    n = _int_field(action, "n", TAKE_COUNTS)
    if not deck_dead(state) or len(row_cards(state)) >= n:
        raise IllegalAction(msg("You can still take those cards."))
    eligible = [c for c in hand_ids(state, seat) if is_discardable(c)]
    if len(eligible) < DISCARDS_FOR_TAKE[n]:
        raise IllegalAction(msg("You don't hold enough cards to discard."))
    return n


def advance_slots(letter: str, at: int, spaces: int) -> list[str]:
    """AVS-027: 1 card for the next space, then 2 for each further space."""
    slots = [colour_at(letter, at + 1)]
    for index in range(at + 2, at + spaces + 1):
        slots += [colour_at(letter, index)] * 2
    return slots


def check_advance(state: State, seat: int, action: Mapping[str, Any]) -> tuple[list[str], int]:
    if is_lost(state, seat):
        raise IllegalAction(msg("Get back to your route first."))
    cards = _ids(action, "cards")
    held(state, seat, cards)
    at = player(state, seat)["route"]
    spaces = action.get("spaces")
    if (
        isinstance(spaces, bool)
        or not isinstance(spaces, int)
        or not 1 <= spaces <= MAX_ADVANCE
        or at + spaces > ROUTE_LENGTH
    ):
        raise IllegalAction(msg("You can advance at most to the last space before the Pole."))
    if not can_fill(cards, advance_slots(explorer(state, seat), at, spaces), explorer(state, seat)):
        raise IllegalAction(msg("Those cards don't match the next spaces."))
    return cards, spaces


def check_pole(state: State, seat: int, action: Mapping[str, Any]) -> list[str]:
    if is_lost(state, seat):
        raise IllegalAction(msg("Get back to your route first."))
    if player(state, seat)["route"] != ROUTE_LENGTH:
        raise IllegalAction(msg("Reach the last space first."))
    if holds_type(state, seat, "compass"):
        raise IllegalAction(msg("Play your Compass before the Pole."))
    cards = _ids(action, "cards")
    held(state, seat, cards)
    if not can_fill(cards, COLOURS, explorer(state, seat)):
        raise IllegalAction(msg("The Pole needs one card of each colour."))
    return cards


def _single(state: State, seat: int, action: Mapping[str, Any], wanted: tuple[str, ...], name: Msg) -> str:
    card = _one_id(action, "card")
    held(state, seat, [card], wild_ok=False)
    if card_type(card) not in wanted:
        raise IllegalAction(msg("That card isn't {card}.", card=name))
    return card


def check_compass(state: State, seat: int, action: Mapping[str, Any]) -> tuple[str, int]:
    card = _single(state, seat, action, ("compass",), msg("a Compass"))
    if is_lost(state, seat):
        raise IllegalAction(msg("A lost explorer can't use the Compass."))
    return card, compass_target(player(state, seat)["route"])


def check_loss(state: State, seat: int, action: Mapping[str, Any]) -> str:
    return _single(state, seat, action, ("loss",), TYPE_NAMES["loss"])


def check_lose_way(state: State, seat: int, action: Mapping[str, Any]) -> tuple[list[str], int]:
    cards = _ids(action, "cards")
    held(state, seat, cards, wild_ok=False)
    letter = explorer(state, seat)
    if len(cards) != 2 or any(card_type(c) != ATTACK_TYPE[letter] for c in cards):
        pair = msg("two Blizzards") if letter == "A" else msg("two Crevasses")
        name = EXPLORER_NAMES[EXPLORERS[letter].name]
        raise IllegalAction(msg("{explorer} needs {cards}.", explorer=name, cards=pair))
    rival = opponent(seat)
    target = None if is_lost(state, rival) else lose_way_target(explorer(state, rival), player(state, rival)["route"])
    if target is None:
        raise IllegalAction(msg("Your opponent can't lose his way there."))
    return cards, target


def check_penalty(state: State, seat: int, action: Mapping[str, Any]) -> str:
    card = _single(state, seat, action, SETBACK_TYPES, msg("a Blizzard or a Crevasse"))
    rival = player(state, opponent(seat))
    if rival["q"] is None or rival["q"] < 2:
        # The spec's `?` is plain text here: Discord would show the backticks as code.
        raise IllegalAction(msg("Your opponent has no ? to fall back to."))
    return card


def check_return(state: State, seat: int, action: Mapping[str, Any]) -> tuple[str, str, int]:
    if not is_lost(state, seat):
        raise IllegalAction(msg("You are on your route already."))
    card = _one_id(action, "card")
    held(state, seat, [card])
    colour = action.get("colour")
    letter = explorer(state, seat)
    if not isinstance(colour, str) or colour not in matching_colours(card, letter):
        raise IllegalAction(msg("That card can't stand for that colour."))
    destination = return_destination(letter, player(state, seat)["q"], colour)
    if destination is None:
        raise IllegalAction(msg("No space of that colour lies behind you."))
    if action.get("to") != destination:
        raise IllegalAction(msg("That colour leads to {space}.", space=space_id(letter, destination)))
    return card, colour, destination


def check_trim(state: State, seat: int, action: Mapping[str, Any]) -> list[str]:
    cards = _ids(action, "cards")
    held(state, seat, cards, wild_ok=False)
    count = state["pending"]["count"]
    if len(cards) != count:
        raise IllegalAction(msg("Discard exactly {n} cards.", n=count))
    return cards
