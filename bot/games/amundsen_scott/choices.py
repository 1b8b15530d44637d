"""Choosing the cards of an action (AVS-080): one choice per multiset of faces, lowest ids.

The choices come in the order of the first combination of each face multiset among
``itertools.combinations`` of the cards sorted by (face, id): the lexicographic order of the
choices' faces, so as many of the first face as possible first. They are built by choosing a
count per face, which skips every combination that only repeats a face choice already listed.
"""

from __future__ import annotations

import functools
from collections.abc import Collection, Iterable, Sequence
from typing import NamedTuple

from .cards import ATTACK_TYPE, FACES, matching_colours
from .data import CARDS, COLOURS, EXPLORERS, PATRON_WILDS

Card = tuple[str, bool]  # (id, hidden)
Groups = list[list[str]]  # ids of one face per group, lowest first; groups in face order

# Each card's colour for an explorer as an index into COLOURS, -1 for his wilds (AVS-025) and
# None for the colourless: choosing cards for slots reads it for every card of every listing.
COLOUR_INDEX: dict[tuple[str, str], int | None] = {
    (card_id, letter): (None if not colours else -1 if len(colours) > 1 else COLOURS.index(colours[0]))
    for card_id in (*CARDS, *PATRON_WILDS)
    for letter in EXPLORERS
    for colours in (matching_colours(card_id, letter),)
}


class Hand:
    """A seat's cards grouped by face (AVS-080): every kind of action chooses among these
    groups, so a listing groups the hand once."""

    __slots__ = ("faces", "groups")

    def __init__(self, cards: Iterable[Card]) -> None:
        by_face: dict[tuple[str, str, bool], list[str]] = {}
        for card_id, hidden in cards:
            by_face.setdefault(FACES[card_id, hidden], []).append(card_id)
        self.faces = sorted(by_face)
        self.groups: Groups = [sorted(by_face[f]) for f in self.faces]

    def of_types(self, types: Collection[str]) -> Groups:
        return [g for f, g in zip(self.faces, self.groups, strict=True) if f[0] in types]

    def discardable(self) -> Groups:
        """AVS-016: coloured base cards; only their faces carry a colour (a patron wild's has none)."""
        return [g for f, g in zip(self.faces, self.groups, strict=True) if f[1]]

    def attack_pairs(self, explorer: str) -> list[list[str]]:
        return choices(self.of_types((ATTACK_TYPE[explorer],)), 2)

    def coloured(self, explorer: str) -> Palette:
        """The groups that can stand for a colour (AVS-025), read for choosing slot fillers."""
        groups: Groups = []
        colours: list[int] = []
        have = [0, 0, 0, 0, 0]  # cards per colour index, wilds last (index -1)
        for group in self.groups:
            colour = COLOUR_INDEX[group[0], explorer]
            if colour is not None:
                groups.append(group)
                colours.append(colour)
                have[colour] += len(group)
        return Palette(groups, tuple(colours), tuple(len(g) for g in groups), have)


class Palette(NamedTuple):
    groups: Groups
    colours: tuple[int, ...]  # each group's colour index into COLOURS, -1 for a wild
    sizes: tuple[int, ...]
    have: list[int]  # cards of each colour index, wilds last


def choices(groups: Groups, size: int) -> list[list[str]]:
    """Every choice of ``size`` cards from the groups that differs in faces, lowest ids."""
    if size == 1:
        return [[group[0]] for group in groups]
    return _chosen(groups, _counts(tuple(len(g) for g in groups), (), (), size))


def filling(palette: Palette, room: tuple[int, ...]) -> list[list[str]]:
    """The ``choices`` of ``sum(room)`` cards that fill ``room[i]`` slots of each colour i one to
    one (``can_fill``), in their order.

    A card stands either for its one colour or, as a wild, for any (AVS-025), so cards fill the
    slots exactly when no colour gets more single-colour cards than it has slots.
    """
    size = sum(room)
    have = palette.have
    usable = have[4] + min(have[0], room[0]) + min(have[1], room[1]) + min(have[2], room[2]) + min(have[3], room[3])
    if usable < size:  # too few cards of the slots' colours: most long advances end here
        return []
    return _chosen(palette.groups, _counts(palette.sizes, palette.colours, room, size))


def distinct_choices(cards: Sequence[Card], size: int) -> list[list[str]]:
    """Every choice of ``size`` of the cards that differs in faces, each with the lowest ids."""
    return choices(Hand(cards).groups, size) if cards else []


def colour_room(slots: Sequence[str]) -> tuple[int, ...]:
    """How many of the slots have each colour, in ``COLOURS`` order."""
    return tuple(slots.count(colour) for colour in COLOURS)


def _chosen(groups: Groups, counts: tuple[tuple[tuple[int, int], ...], ...]) -> list[list[str]]:
    """The ids each count pattern takes: the first ``count`` of group ``i``, sorted by id."""
    found = []
    for pattern in counts:
        chosen: list[str] = []
        for i, count in pattern:
            chosen += groups[i][:count]
        chosen.sort()
        found.append(chosen)
    return found


@functools.lru_cache(maxsize=4096)
def _counts(
    sizes: tuple[int, ...], colours: tuple[int, ...], room: tuple[int, ...], size: int
) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Counts per group, as (group, count) pairs without zeros, adding up to ``size``: most of
    the earliest group first. With ``colours`` (each group's colour index, -1 for any), no
    colour gets more than its ``room``. Hands are small, so the same shapes come back listing
    after listing: each is worked out once."""
    caps = [n if not colours or colours[i] < 0 else min(n, room[colours[i]]) for i, n in enumerate(sizes)]
    most_after = [0] * (len(sizes) + 1)  # the most cards groups i.. can give: a branch short of them ends
    for i in range(len(sizes) - 1, -1, -1):
        most_after[i] = most_after[i + 1] + caps[i]
    left_room = list(room)
    found: list[tuple[tuple[int, int], ...]] = []

    def pick(i: int, left: int, chosen: tuple[tuple[int, int], ...]) -> None:
        if left == 0:
            found.append(chosen)
            return
        if most_after[i] < left:
            return
        colour = colours[i] if colours else -1
        most = min(left, caps[i]) if colour < 0 else min(left, caps[i], left_room[colour])
        for count in range(most, 0, -1):
            if colour >= 0:
                left_room[colour] -= count
            pick(i + 1, left - count, (*chosen, (i, count)))
            if colour >= 0:
                left_room[colour] += count
        pick(i + 1, left, chosen)

    pick(0, size, ())
    return tuple(found)
