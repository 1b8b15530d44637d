"""Card facts: colour matching with wilds (AVS-025/AVS-026), slot assignment, faces, names."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .data import CARDS, COLOURS, EXPLORERS, PATRON_WILDS, PATRONS

# The type whose pair is each explorer's lose-the-way attack (AVS-039).
ATTACK_TYPE = {"A": "blizzard", "S": "crevasse"}
SETBACK_TYPES = ("blizzard", "crevasse")

Face = tuple[str, str, bool]


def is_patron_wild(card_id: str) -> bool:
    return card_id in PATRON_WILDS


def card_type(card_id: str) -> str:
    return "patron_wild" if card_id in PATRON_WILDS else CARDS[card_id].type


def is_own_wild(card_id: str, explorer: str) -> bool:
    """AVS-025: Dogs (and N4) for Amundsen, Horses (and B4) for Scott."""
    if is_patron_wild(card_id):
        return True
    return CARDS[card_id].wild_for == explorer


def _matching_colours(card_id: str, explorer: str) -> tuple[str, ...]:
    if is_own_wild(card_id, explorer):
        return COLOURS
    colour = CARDS[card_id].colour
    return (colour,) if colour else ()


# Listing actions asks this thousands of times a move: the answers are static, so read once.
_MATCHING: dict[tuple[str, str], tuple[str, ...]] = {
    (card_id, letter): _matching_colours(card_id, letter) for card_id in (*CARDS, *PATRON_WILDS) for letter in EXPLORERS
}


def matching_colours(card_id: str, explorer: str) -> tuple[str, ...]:
    """Every colour the card can stand for in this explorer's hands; () for colourless cards."""
    known = _MATCHING.get((card_id, explorer))
    return _matching_colours(card_id, explorer) if known is None else known


def matches(card_id: str, colour: str, explorer: str) -> bool:
    return colour in matching_colours(card_id, explorer)


def is_discardable(card_id: str) -> bool:
    """AVS-016: only coloured base cards may be discarded to take cards."""
    return card_id not in PATRON_WILDS and CARDS[card_id].colour is not None


def can_fill(card_ids: Sequence[str], slots: Sequence[str], explorer: str) -> bool:
    """AVS-028: a one-to-one assignment of the cards to the slot colours exists (Kuhn's matching)."""
    if len(card_ids) != len(slots):
        return False
    options = [[s for s, colour in enumerate(slots) if matches(c, colour, explorer)] for c in card_ids]
    return len(largest_matching(options)) == len(card_ids)


def largest_matching(options: Sequence[Sequence[int]]) -> dict[int, int]:
    """A largest one-to-one assignment (Kuhn's augmenting paths): ``options[i]`` lists what item
    ``i`` may take; the answer maps each taken choice to the item that took it, earlier items first."""
    owner: dict[int, int] = {}

    def place(item: int, seen: set[int]) -> bool:
        for choice in options[item]:
            if choice in seen:
                continue
            seen.add(choice)
            if choice not in owner or place(owner[choice], seen):
                owner[choice] = item
                return True
        return False

    for item in range(len(options)):
        place(item, set())
    return owner


def _face(card_id: str, hidden: bool) -> Face:
    if is_patron_wild(card_id):
        return ("patron_wild", "", False)
    card = CARDS[card_id]
    return (card.type, card.colour or "", hidden)


FACES: dict[tuple[str, bool], Face] = {
    (card_id, hidden): _face(card_id, hidden) for card_id in (*CARDS, *PATRON_WILDS) for hidden in (False, True)
}


def face(card_id: str, hidden: bool) -> Face:
    """AVS-080: cards of one face are interchangeable in actions."""
    return FACES[card_id, bool(hidden)]


# Names are asked for every listed action's label: static, so built once.
TITLES: dict[str, str] = {
    **{card_id: card.title for card_id, card in CARDS.items()},
    **{patron_id: f"{PATRONS[patron_id].name}'s wild" for patron_id in PATRON_WILDS},
}


def title(card_id: str) -> str:
    """Public name of a card, e.g. "Advance Red"; the patron wild names its patron."""
    return TITLES[card_id]


def tag(card_id: str) -> str:
    """Short name for button labels, e.g. "Adv R"."""
    return "Wild" if is_patron_wild(card_id) else CARDS[card_id].tag


def grouped_titles(card_ids: Sequence[str]) -> str:
    """Names for a button, identical cards counted once: "Advance Red ×2, Blizzard Yellow"."""
    # Most buttons name one to three different cards: spelled out without counting, as the
    # general case would give them (it is most of the cost of listing actions otherwise).
    if len(card_ids) == 1:
        return TITLES[card_ids[0]]
    if len(card_ids) == 3:
        first, second, third = TITLES[card_ids[0]], TITLES[card_ids[1]], TITLES[card_ids[2]]
        if first != second and second != third and first != third:
            return f"{first}, {second}, {third}"
    counts: dict[str, int] = {}
    for card_id in card_ids:
        name = TITLES[card_id]
        counts[name] = counts.get(name, 0) + 1
    return ", ".join(name if n == 1 else f"{name} ×{n}" for name, n in counts.items())


def titles(card_ids: Iterable[str]) -> str:
    """ "Advance Red, Blizzard Yellow and Compass"."""
    names = list(map(TITLES.__getitem__, card_ids))
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]
