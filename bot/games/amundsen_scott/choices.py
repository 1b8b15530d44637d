"""Choosing the cards of an action (AVS-080): one choice per multiset of faces, lowest ids.

The choices come in the order of the first combination of each face multiset among
``itertools.combinations`` of the cards sorted by (face, id): the lexicographic order of the
choices' faces, so as many of the first face as possible first. They are built by choosing a
count per face, which skips every combination that only repeats a face choice already listed.

Listing a seat's actions is most of a move, so this module avoids per-card work it can do
once: static tables per card, one pass over the hand, count patterns cached by shape.
"""

from __future__ import annotations

import functools
import itertools
import operator
from collections.abc import Callable, Iterable, Sequence
from typing import Any, NamedTuple

from .cards import ATTACK_TYPE, face, matching_colours
from .data import CARDS, COLOURS, EXPLORERS, PATRON_WILDS

Card = tuple[str, bool]  # (id, hidden)
Groups = list[list[str]]  # ids of one face per group, lowest first; groups in face order
WILD_FACE = face(next(iter(PATRON_WILDS)), False)  # every patron wild has this face
VISIBLE_FACES = {card_id: face(card_id, False) for card_id in (*CARDS, *PATRON_WILDS)}
HIDDEN_FACES = {card_id: face(card_id, True) for card_id in (*CARDS, *PATRON_WILDS)}

# Faces numbered in their order, so grouping a hand sorts small ints instead of tuples.
FACE_ORDER = sorted({*VISIBLE_FACES.values(), *HIDDEN_FACES.values()})
VISIBLE_RANKS = {card_id: FACE_ORDER.index(key) for card_id, key in VISIBLE_FACES.items()}
HIDDEN_RANKS = {card_id: FACE_ORDER.index(key) for card_id, key in HIDDEN_FACES.items()}
WILD_RANK = FACE_ORDER.index(WILD_FACE)

# Each card's colour for an explorer as an index into COLOURS, -1 for his wilds (AVS-025) and
# None for the colourless.
COLOUR_INDEX: dict[str, dict[str, int | None]] = {
    letter: {
        card_id: (None if not colours else -1 if len(colours) > 1 else COLOURS.index(colours[0]))
        for card_id in (*CARDS, *PATRON_WILDS)
        for colours in (matching_colours(card_id, letter),)
    }
    for letter in EXPLORERS
}
# The same per face: cards of one face match alike (a wild is a wild by its type, D1).
_CARD_OF_FACE = {key: card_id for card_id, key in (*HIDDEN_FACES.items(), *VISIBLE_FACES.items())}
# Per explorer and face rank: (type, discardable, colour index); discardable: coloured base
# cards (AVS-016), the only faces with a colour.
RANK_INFO = {
    letter: [(key[0], bool(key[1]), COLOUR_INDEX[letter][_CARD_OF_FACE[key]]) for key in FACE_ORDER]
    for letter in EXPLORERS
}


class Pool(NamedTuple):
    """Face groups to choose from, with their ids laid end to end (choices are positions in it)."""

    groups: Groups
    flat: list[str]
    sizes: tuple[int, ...]
    colours: tuple[int, ...] = ()  # for slot fillers: each group's colour index, -1 for a wild
    have: tuple[int, ...] = ()  # for slot fillers: cards per colour index, wilds last


class Hand:
    """A seat's cards grouped by face (AVS-080), built in one pass: every kind of action
    chooses among these groups."""

    __slots__ = ("by_type", "discardable", "groups", "palette")

    def __init__(self, cards: Iterable[dict[str, Any]], wild: str | None = None, explorer: str = "A") -> None:
        """``cards``: hand entries ``{id, hidden}``; ``wild``: an unspent patron wild to add;
        ``explorer``: whose wilds stand for any colour in the ``palette``."""
        by_rank: dict[int, list[str]] = {}
        for card in cards:
            card_id = card["id"]
            rank = (HIDDEN_RANKS if card["hidden"] else VISIBLE_RANKS)[card_id]
            same = by_rank.get(rank)
            if same is None:
                by_rank[rank] = [card_id]
            else:
                same.append(card_id)
                same.sort()
        if wild is not None:
            by_rank[WILD_RANK] = [wild]
        info = RANK_INFO[explorer]
        groups: Groups = []
        by_type: dict[str, Groups] = {}
        discardable: Groups = []
        discard_flat: list[str] = []
        coloured: Groups = []  # AVS-025: the cards that can stand for a colour
        coloured_flat: list[str] = []
        colours: list[int] = []
        have = [0, 0, 0, 0, 0]
        for rank in sorted(by_rank):
            group = by_rank[rank]
            kind, is_discardable, colour = info[rank]
            groups.append(group)
            if is_discardable:
                discardable.append(group)
                discard_flat += group
            if kind in by_type:
                by_type[kind].append(group)
            else:
                by_type[kind] = [group]
            if colour is not None:
                coloured.append(group)
                coloured_flat += group
                colours.append(colour)
                have[colour] += len(group)
        self.groups = groups
        self.by_type = by_type
        self.discardable = Pool(discardable, discard_flat, tuple(map(len, discardable)))
        self.palette = Pool(coloured, coloured_flat, tuple(map(len, coloured)), tuple(colours), tuple(have))

    def of_types(self, types: tuple[str, ...]) -> Groups:
        """The groups of these types, in face order (faces sort by type first)."""
        if len(types) == 1:
            return self.by_type.get(types[0], [])
        return [group for kind in sorted(types) for group in self.by_type.get(kind, [])]

    def attack_pairs(self, explorer: str) -> list[list[str]]:
        return choices(pool_of(self.of_types((ATTACK_TYPE[explorer],))), 2)


def pool_of(groups: Groups) -> Pool:
    return Pool(groups, [card_id for group in groups for card_id in group], tuple(map(len, groups)))


def choices(pool: Pool, size: int) -> list[list[str]]:
    """Every choice of ``size`` cards from the pool that differs in faces, lowest ids."""
    if size == 1:
        return [[group[0]] for group in pool.groups]
    return _chosen(pool.flat, _picks(pool.sizes, (), (), size))


def filling(palette: Pool, room: tuple[int, ...], size: int) -> list[list[str]]:
    """The ``choices`` of ``size`` cards that fill ``room[i]`` slots of each colour i one to one
    (``can_fill``; ``size`` is the sum of ``room``), in their order.

    A card stands either for its one colour or, as a wild, for any (AVS-025), so cards fill the
    slots exactly when no colour gets more single-colour cards than it has slots.
    """
    have = palette.have
    usable = have[4]
    for colour in range(4):  # conditional sums, not min(): min parses keyword arguments each call
        usable += have[colour] if have[colour] < room[colour] else room[colour]
    if usable < size:  # too few cards of the slots' colours: most long advances end here
        return []
    if size == 1:  # one slot: one choice per face that can fill it
        colours = palette.colours
        return [[group[0]] for i, group in enumerate(palette.groups) if colours[i] < 0 or room[colours[i]]]
    return _chosen(palette.flat, _picks(palette.sizes, palette.colours, room, size))


def distinct_choices(cards: Sequence[Card], size: int) -> list[list[str]]:
    """Every choice of ``size`` of the cards that differs in faces, each with the lowest ids."""
    if not cards:
        return []
    return choices(pool_of(Hand({"id": c, "hidden": hidden} for c, hidden in cards).groups), size)


def colour_room(slots: Sequence[str]) -> tuple[int, ...]:
    """How many of the slots have each colour, in ``COLOURS`` order."""
    return tuple(slots.count(colour) for colour in COLOURS)


def _chosen(flat: list[str], picks: Picks) -> list[list[str]]:
    """The ids each choice of ``picks`` takes from the pool's ids, sorted by id."""
    if picks.size == 1:
        return [[flat[k]] for k in picks.positions]
    return [sorted(take(flat)) for take in picks.takers]


class Picks(NamedTuple):
    size: int
    positions: tuple[int, ...]  # size 1: the position in the groups laid end to end
    takers: tuple[Callable[[list[str]], tuple[str, ...]], ...]  # larger: each choice's positions, as a getter


@functools.lru_cache(maxsize=4096)
def _picks(sizes: tuple[int, ...], colours: tuple[int, ...], room: tuple[int, ...], size: int) -> Picks:
    """The choices of ``size`` cards from face groups of ``sizes``, as positions in the groups
    laid end to end: the first of ``combinations`` of the positions for each multiset of groups
    (the module's order). With ``colours`` (each group's colour index, -1 for any), no colour
    gets more cards than its ``room``. Hands are small, so the same shapes come back listing
    after listing: each is worked out once."""
    usable: list[int] = []  # the positions a choice may take: of a colour, no more than its room
    group_at: list[int] = []  # each position's group
    for group, count in enumerate(sizes):
        cap = count if not colours or colours[group] < 0 else min(count, room[colours[group]])
        usable += range(len(group_at), len(group_at) + cap)
        group_at += [group] * count
    if len(usable) == len(sizes) and not colours:  # one card per face: every combination is a choice
        found = list(itertools.combinations(usable, size))
    else:
        seen: set[tuple[int, ...]] = set()
        found = []
        for combo in itertools.combinations(usable, size):
            groups = tuple(map(group_at.__getitem__, combo))
            if groups in seen:
                continue
            seen.add(groups)
            if colours and not _within(groups, colours, room):
                continue
            found.append(combo)
    if size == 1:
        return Picks(1, tuple(combo[0] for combo in found), ())
    return Picks(size, (), tuple(operator.itemgetter(*combo) for combo in found))


def _within(groups: tuple[int, ...], colours: tuple[int, ...], room: tuple[int, ...]) -> bool:
    """Whether cards of these groups give no colour more cards than its room (wilds go anywhere)."""
    left = list(room)
    for group in groups:
        colour = colours[group]
        if colour >= 0:
            left[colour] -= 1
            if left[colour] < 0:
                return False
    return True
