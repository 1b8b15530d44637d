"""Card facts: colour matching with wilds (AVS-025/AVS-026), slot assignment, faces, names."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import combinations

from .data import CARDS, COLOURS, PATRON_WILDS, PATRONS

# The type whose pair is each explorer's lose-the-way attack (AVS-039).
ATTACK_TYPE = {"A": "blizzard", "S": "crevasse"}
SETBACK_TYPES = ("blizzard", "crevasse")


def is_patron_wild(card_id: str) -> bool:
    return card_id in PATRON_WILDS


def card_type(card_id: str) -> str:
    return "patron_wild" if is_patron_wild(card_id) else CARDS[card_id].type


def is_own_wild(card_id: str, explorer: str) -> bool:
    """AVS-025: Dogs (and N4) for Amundsen, Horses (and B4) for Scott."""
    if is_patron_wild(card_id):
        return True
    return CARDS[card_id].wild_for == explorer


def matching_colours(card_id: str, explorer: str) -> tuple[str, ...]:
    """Every colour the card can stand for in this explorer's hands; () for colourless cards."""
    if is_own_wild(card_id, explorer):
        return COLOURS
    colour = CARDS[card_id].colour
    return (colour,) if colour else ()


def matches(card_id: str, colour: str, explorer: str) -> bool:
    return colour in matching_colours(card_id, explorer)


def is_discardable(card_id: str) -> bool:
    """AVS-016: only coloured base cards may be discarded to take cards."""
    return not is_patron_wild(card_id) and CARDS[card_id].colour is not None


def can_fill(card_ids: Sequence[str], slots: Sequence[str], explorer: str) -> bool:
    """AVS-028: a one-to-one assignment of the cards to the slot colours exists (Kuhn's matching)."""
    if len(card_ids) != len(slots):
        return False
    options = [[s for s, colour in enumerate(slots) if matches(c, colour, explorer)] for c in card_ids]
    slot_owner: dict[int, int] = {}

    def place(card: int, seen: set[int]) -> bool:
        for slot in options[card]:
            if slot in seen:
                continue
            seen.add(slot)
            if slot not in slot_owner or place(slot_owner[slot], seen):
                slot_owner[slot] = card
                return True
        return False

    return all(place(card, set()) for card in range(len(card_ids)))


def face(card_id: str, hidden: bool) -> tuple[str, str, bool]:
    """AVS-080: cards of one face are interchangeable in actions."""
    if is_patron_wild(card_id):
        return ("patron_wild", "", False)
    card = CARDS[card_id]
    return (card.type, card.colour or "", hidden)


def distinct_choices(cards: Sequence[tuple[str, bool]], size: int) -> Iterator[list[str]]:
    """Every choice of ``size`` cards that differs in faces, each with the lowest ids (AVS-080).

    Sorting by (face, id) makes the first combination of each face multiset the one with the
    lowest ids, since combinations come in lexicographic order.
    """
    ordered = sorted(cards, key=lambda c: (face(c[0], c[1]), c[0]))
    seen: set[tuple[tuple[str, str, bool], ...]] = set()
    for combo in combinations(ordered, size):
        key = tuple(face(cid, hidden) for cid, hidden in combo)
        if key not in seen:
            seen.add(key)
            yield sorted(cid for cid, _ in combo)


def title(card_id: str) -> str:
    """Public name of a card, e.g. "Advance Red"; the patron wild names its patron."""
    if is_patron_wild(card_id):
        return f"{PATRONS[card_id].name}'s wild"
    return CARDS[card_id].title


def tag(card_id: str) -> str:
    """Short name for button labels, e.g. "Adv R"."""
    return "Wild" if is_patron_wild(card_id) else CARDS[card_id].tag


def grouped_titles(card_ids: Iterable[str]) -> str:
    """Names for a button, identical cards counted once: "Advance Red ×2, Blizzard Yellow"."""
    counts: dict[str, int] = {}
    for card_id in card_ids:
        counts[title(card_id)] = counts.get(title(card_id), 0) + 1
    return ", ".join(name if n == 1 else f"{name} ×{n}" for name, n in counts.items())


def titles(card_ids: Iterable[str]) -> str:
    """ "Advance Red, Blizzard Yellow and Compass"."""
    names = [title(c) for c in card_ids]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]
