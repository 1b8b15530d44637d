"""Every complete legal action for a seat (AVS-079–AVS-083), with short button labels.

Choices of identical faces are listed once with the lowest ids (AVS-080). The enumerators
use the same predicates as ``checks`` so what is listed is exactly what ``apply`` accepts.
"""

from __future__ import annotations

from collections.abc import Iterator

from bot.engine import Action, State

from .cards import (
    ATTACK_TYPE,
    SETBACK_TYPES,
    can_fill,
    card_type,
    distinct_choices,
    grouped_titles,
    is_discardable,
    matching_colours,
    title,
)
from .checks import DISCARDS_FOR_TAKE, MAX_ADVANCE, advance_slots
from .data import COLOUR_WORDS, COLOURS, ROUTE_LENGTH
from .effects import usable_effects
from .routes import compass_target, lose_way_target, question_words, return_destination, space_words
from .state import deck_dead, explorer, hand_size, holds_type, is_lost, opponent, playable, player, row_cards

LABEL_MAX = 80


def _label(text: str) -> str:
    """At most LABEL_MAX characters, cut between words so no half word (or lone letter) is left."""
    if len(text) <= LABEL_MAX:
        return text
    return text[: LABEL_MAX - 1].rsplit(" ", 1)[0].rstrip(",:") + "…"


def _tags(card_ids: list[str]) -> str:
    """The cards an action uses, in words (colours spelled out, never card ids)."""
    return grouped_titles(card_ids)


def _of_type(cards: list[tuple[str, bool]], types: tuple[str, ...]) -> list[tuple[str, bool]]:
    return [c for c in cards if card_type(c[0]) in types]


def main_actions(state: State, seat: int) -> Iterator[Action]:
    """The main decision (AVS-079); Take options first so a cheap 'any action?' check stops early."""
    yield from _takes(state, seat)
    yield from _freezes(state, seat)
    cards = playable(state, seat)
    if is_lost(state, seat):
        yield from _returns(state, seat, cards)
    else:
        yield from _advances(state, seat, cards)
        yield from _poles(state, seat, cards)
        for (card,) in distinct_choices(_of_type(cards, ("compass",)), 1):
            to = space_words(compass_target(player(state, seat)["route"]))
            yield {"type": "compass", "card": card, "label": f"Compass: move to {to}"}
    for (card,) in distinct_choices(_of_type(cards, ("loss",)), 1):
        yield {"type": "loss", "card": card, "label": "Loss of Equipment: your rival's hand limit drops to 5"}
    yield from _attacks(state, seat, cards)


def _takes(state: State, seat: int) -> Iterator[Action]:
    in_row = len(row_cards(state))
    size, limit = hand_size(state, seat), player(state, seat)["limit"]
    eligible = [(c["id"], bool(c["hidden"])) for c in player(state, seat)["hand"] if is_discardable(c["id"])]
    for n, need in DISCARDS_FOR_TAKE.items():
        if in_row < n or size - need + n > limit:
            continue
        if n == 1:
            yield {"type": "take", "n": 1, "label": _label(f"Take 1: {title(state['row'][0])}")}  # the row is public
            continue
        for discard in distinct_choices(eligible, need):
            yield {
                "type": "take",
                "n": n,
                "discard": discard,
                "label": _label(f"Take {n} cards, discard {_tags(discard)}"),
            }


def _freezes(state: State, seat: int) -> Iterator[Action]:
    """AVS-060: only once the deck is dead, for options the row can't supply."""
    if not deck_dead(state):
        return
    in_row = len(row_cards(state))
    eligible = sum(1 for c in player(state, seat)["hand"] if is_discardable(c["id"]))
    for n, need in DISCARDS_FOR_TAKE.items():
        if in_row < n and eligible >= need:
            yield {"type": "freeze", "n": n, "label": f"Freeze: declare Take {n} (game ends, nobody wins)"}


def _advances(state: State, seat: int, cards: list[tuple[str, bool]]) -> Iterator[Action]:
    letter, at = explorer(state, seat), player(state, seat)["route"]
    for spaces in range(1, min(MAX_ADVANCE, ROUTE_LENGTH - at) + 1):
        slots = advance_slots(letter, at, spaces)
        useful = [c for c in cards if set(matching_colours(c[0], letter)) & set(slots)]
        for choice in distinct_choices(useful, len(slots)):
            if can_fill(choice, slots, letter):
                steps = "1 space" if spaces == 1 else f"{spaces} spaces"
                label = _label(f"Advance {steps} to {space_words(at + spaces)}: {_tags(choice)}")
                yield {"type": "advance", "cards": choice, "spaces": spaces, "label": label}


def _poles(state: State, seat: int, cards: list[tuple[str, bool]]) -> Iterator[Action]:
    letter = explorer(state, seat)
    if player(state, seat)["route"] != ROUTE_LENGTH or holds_type(state, seat, "compass"):
        return
    coloured = [c for c in cards if matching_colours(c[0], letter)]
    for choice in distinct_choices(coloured, len(COLOURS)):
        if can_fill(choice, COLOURS, letter):
            yield {"type": "pole", "cards": choice, "label": _label(f"Reach the Pole: {_tags(choice)}")}


def _attacks(state: State, seat: int, cards: list[tuple[str, bool]]) -> Iterator[Action]:
    rival = opponent(seat)
    rival_q = player(state, rival)["q"]
    if rival_q is None:
        target = lose_way_target(explorer(state, rival), player(state, rival)["route"])
        if target is not None:
            where = question_words(target)
            for pair in distinct_choices(_of_type(cards, (ATTACK_TYPE[explorer(state, seat)],)), 2):
                yield {
                    "type": "lose_way",
                    "cards": pair,
                    "label": _label(f"Lose the way: rival to {where} ({_tags(pair)})"),
                }
    elif rival_q >= 2:
        where = question_words(rival_q - 1)
        for (card,) in distinct_choices(_of_type(cards, SETBACK_TYPES), 1):
            yield {"type": "penalty", "card": card, "label": f"Penalty: rival back to {where} ({title(card)})"}


def _returns(state: State, seat: int, cards: list[tuple[str, bool]]) -> Iterator[Action]:
    letter, j = explorer(state, seat), player(state, seat)["q"]
    coloured = [c for c in cards if matching_colours(c[0], letter)]
    for (card,) in distinct_choices(coloured, 1):
        for colour in matching_colours(card, letter):
            to = return_destination(letter, j, colour)
            if to is not None:
                label = f"Back to route as {COLOUR_WORDS[colour].lower()}, to {space_words(to)}: {title(card)}"
                yield {"type": "return", "card": card, "colour": colour, "to": to, "label": _label(label)}


def effect_actions(state: State, seat: int) -> Iterator[Action]:
    """AVS-081: one per usable effect face, plus declining."""
    discards = state["pending"]["cards"]
    usable = [(c, False) for c in usable_effects(state, seat, discards)]
    for (card,) in distinct_choices(usable, 1):
        yield {"type": "effect", "card": card, "label": f"Use {title(card)}"}
    yield {"type": "effect", "card": None, "label": "No effect"}


def weather_actions(state: State) -> Iterator[Action]:
    """AVS-082: keeping the card hidden is always legal; revealing and moving only on a match."""
    pending = state["pending"]
    if pending["match"]:
        to = space_words(pending["to"])
        yield {"type": "weather", "advance": True, "label": f"Reveal the card and move to {to}"}
    yield {"type": "weather", "advance": False, "label": "Keep the card hidden"}


def trim_actions(state: State, seat: int) -> Iterator[Action]:
    hand = [(c["id"], bool(c["hidden"])) for c in player(state, seat)["hand"]]
    for cards in distinct_choices(hand, state["pending"]["count"]):
        yield {"type": "trim", "cards": cards, "label": _label(f"Discard {_tags(cards)}")}


# Action types whose "card" is a hand card; an effect's "card" was discarded face up (AVS-081).
HAND_CARD_TYPES = ("compass", "loss", "penalty", "return")


def used_cards(action: Action) -> list[str]:
    """The hand cards an action plays, discards or names (AVS-079–AVS-083)."""
    cards = action.get("cards") or action.get("discard") or []
    if isinstance(cards, list) and cards:
        return [c for c in cards if isinstance(c, str)]
    card = action.get("card")
    if action.get("type") in HAND_CARD_TYPES and isinstance(card, str):
        return [card]
    return []


def private_action(action: Action) -> bool:
    """True when offering the action in public would reveal a hand card: it uses hand cards
    (AVS-087), or it moves with a Good Weather draw, which only a match allows (AVS-082)."""
    return bool(used_cards(action)) or (action.get("type") == "weather" and action.get("advance") is True)
