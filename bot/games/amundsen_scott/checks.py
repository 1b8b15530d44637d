"""Validation of submitted actions: each check accepts any held ids that form a legal action
(AVS-080) or raises IllegalAction with the spec's message (AVS-098)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import IllegalAction, State

from .cards import ATTACK_TYPE, SETBACK_TYPES, can_fill, card_type, is_discardable, matching_colours
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

DISCARDS_FOR_TAKE = {1: 0, 2: 1, 3: 3}
TAKE_COUNTS = range(1, 4)
MAX_ADVANCE = 4
NOT_ALLOWED = "That move isn't allowed right now."


def _int_field(action: Mapping[str, Any], key: str, allowed: range) -> int:
    value = action.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or value not in allowed:
        raise IllegalAction(NOT_ALLOWED)
    return value


def _ids(action: Mapping[str, Any], key: str) -> list[str]:
    value = action.get(key)
    if not isinstance(value, list):
        raise IllegalAction("You don't hold that card.")
    for card_id in value:
        if not isinstance(card_id, str):
            raise IllegalAction("You don't hold that card.")
    return list(value)


def _one_id(action: Mapping[str, Any], key: str) -> str:
    value = action.get(key)
    if not isinstance(value, str):
        raise IllegalAction("You don't hold that card.")
    return value


def held(state: State, seat: int, card_ids: list[str], wild_ok: bool = True) -> None:
    """Every id is a distinct card in the seat's hand (or its unspent patron wild)."""
    available = set(map(ID, state["players"][seat]["hand"]))
    if wild_ok:
        wild = wild_id(state, seat)
        if wild:
            available.add(wild)
    chosen = set(card_ids)
    if len(chosen) != len(card_ids) or not chosen <= available:
        raise IllegalAction("You don't hold that card.")


def check_take(state: State, seat: int, action: Mapping[str, Any]) -> tuple[int, list[str]]:
    n = _int_field(action, "n", TAKE_COUNTS)
    discards = _ids(action, "discard") if n > 1 else []
    if n == 1 and action.get("discard") not in (None, []):
        raise IllegalAction("Take 1 discards nothing.")
    held(state, seat, discards)
    if not all(map(is_discardable, discards)):
        raise IllegalAction("Compass and Loss of Equipment can't be discarded to take cards.")
    if len(discards) != DISCARDS_FOR_TAKE[n]:
        raise IllegalAction(f"Taking {n} cards needs exactly {DISCARDS_FOR_TAKE[n]} discards.")
    in_row = len(state["row"]) - state["row"].count(None)
    if in_row < n:
        raise IllegalAction(f"The row has only {in_row} cards.")
    me = state["players"][seat]
    limit = me["limit"]
    if len(me["hand"]) - len(discards) + n > limit:  # AVS-055: the hand list is what the limit counts
        raise IllegalAction(f"That would take you over your hand limit of {limit}.")
    return n, discards


def check_freeze(state: State, seat: int, action: Mapping[str, Any]) -> int:
    """AVS-060/AVS-092: only a Take option the dead deck's row cannot supply."""
    n = _int_field(action, "n", TAKE_COUNTS)
    if not deck_dead(state) or len(row_cards(state)) >= n:
        raise IllegalAction("You can still take those cards.")
    eligible = [c for c in hand_ids(state, seat) if is_discardable(c)]
    if len(eligible) < DISCARDS_FOR_TAKE[n]:
        raise IllegalAction("You don't hold enough cards to discard.")
    return n


def advance_slots(letter: str, at: int, spaces: int) -> list[str]:
    """AVS-027: 1 card for the next space, then 2 for each further space."""
    slots = [colour_at(letter, at + 1)]
    for index in range(at + 2, at + spaces + 1):
        slots += [colour_at(letter, index)] * 2
    return slots


def check_advance(state: State, seat: int, action: Mapping[str, Any]) -> tuple[list[str], int]:
    if is_lost(state, seat):
        raise IllegalAction("Get back to your route first.")
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
        raise IllegalAction("You can advance at most to the last space before the Pole.")
    if not can_fill(cards, advance_slots(explorer(state, seat), at, spaces), explorer(state, seat)):
        raise IllegalAction("Those cards don't match the next spaces.")
    return cards, spaces


def check_pole(state: State, seat: int, action: Mapping[str, Any]) -> list[str]:
    if is_lost(state, seat):
        raise IllegalAction("Get back to your route first.")
    if player(state, seat)["route"] != ROUTE_LENGTH:
        raise IllegalAction("Reach the last space first.")
    if holds_type(state, seat, "compass"):
        raise IllegalAction("Play your Compass before the Pole.")
    cards = _ids(action, "cards")
    held(state, seat, cards)
    if not can_fill(cards, COLOURS, explorer(state, seat)):
        raise IllegalAction("The Pole needs one card of each colour.")
    return cards


def _single(state: State, seat: int, action: Mapping[str, Any], wanted: tuple[str, ...], name: str) -> str:
    card = _one_id(action, "card")
    held(state, seat, [card], wild_ok=False)
    if card_type(card) not in wanted:
        raise IllegalAction(f"That card isn't {name}.")
    return card


def check_compass(state: State, seat: int, action: Mapping[str, Any]) -> tuple[str, int]:
    card = _single(state, seat, action, ("compass",), "a Compass")
    if is_lost(state, seat):
        raise IllegalAction("A lost explorer can't use the Compass.")
    return card, compass_target(player(state, seat)["route"])


def check_loss(state: State, seat: int, action: Mapping[str, Any]) -> str:
    return _single(state, seat, action, ("loss",), "Loss of Equipment")


def check_lose_way(state: State, seat: int, action: Mapping[str, Any]) -> tuple[list[str], int]:
    cards = _ids(action, "cards")
    held(state, seat, cards, wild_ok=False)
    letter = explorer(state, seat)
    if len(cards) != 2 or any(card_type(c) != ATTACK_TYPE[letter] for c in cards):
        pair = "two Blizzards" if letter == "A" else "two Crevasses"
        raise IllegalAction(f"{EXPLORERS[letter].name} needs {pair}.")
    rival = opponent(seat)
    target = None if is_lost(state, rival) else lose_way_target(explorer(state, rival), player(state, rival)["route"])
    if target is None:
        raise IllegalAction("Your opponent can't lose his way there.")
    return cards, target


def check_penalty(state: State, seat: int, action: Mapping[str, Any]) -> str:
    card = _single(state, seat, action, SETBACK_TYPES, "a Blizzard or a Crevasse")
    rival = player(state, opponent(seat))
    if rival["q"] is None or rival["q"] < 2:
        # The spec's `?` is plain text here: Discord would show the backticks as code.
        raise IllegalAction("Your opponent has no ? to fall back to.")
    return card


def check_return(state: State, seat: int, action: Mapping[str, Any]) -> tuple[str, str, int]:
    if not is_lost(state, seat):
        raise IllegalAction("You are on your route already.")
    card = _one_id(action, "card")
    held(state, seat, [card])
    colour = action.get("colour")
    letter = explorer(state, seat)
    if not isinstance(colour, str) or colour not in matching_colours(card, letter):
        raise IllegalAction("That card can't stand for that colour.")
    destination = return_destination(letter, player(state, seat)["q"], colour)
    if destination is None:
        raise IllegalAction("No space of that colour lies behind you.")
    if action.get("to") != destination:
        raise IllegalAction(f"That colour leads to {space_id(letter, destination)}.")
    return card, colour, destination


def check_trim(state: State, seat: int, action: Mapping[str, Any]) -> list[str]:
    cards = _ids(action, "cards")
    held(state, seat, cards, wild_ok=False)
    count = state["pending"]["count"]
    if len(cards) != count:
        raise IllegalAction(f"Discard exactly {count} cards.")
    return cards
