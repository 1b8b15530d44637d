"""Choosing the cards of an action (AVS-080): one choice per multiset of faces, lowest ids.

The choices are the first combination of each face multiset among ``itertools.combinations``
of the cards sorted by (face, id), in that order (the lexicographic order of their faces).
Which positions of the sorted cards they take depends only on how many cards each face has
(and, filling slots, on each face's colour), so it is worked out once per such shape.

Listing a seat's actions is most of a move, so this module avoids per-card work it can do
once: static tables per card and face, one pass over the hand, choice shapes cached.
"""

from __future__ import annotations

import functools
import itertools
import operator
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

from .cards import ATTACK_TYPE, SETBACK_TYPES, face, matching_colours
from .data import CARDS, COLOURS, EXPLORERS, HAND_LIMIT, PATRON_WILDS

Groups = list[list[str]]  # ids of one face per group, lowest first; groups in face order
Taker = Callable[[list[str]], tuple[str, ...]]  # a choice's positions in a pool's ids, as a getter
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
# The types a listing picks cards of by type (AVS-035–AVS-041).
LISTED_TYPES = frozenset(("compass", "loss", *SETBACK_TYPES))
# Per explorer and face rank: (type if listed by type, discardable, colour index); discardable:
# coloured base cards (AVS-016), the only faces with a colour.
RANK_INFO = {
    letter: [
        (key[0] if key[0] in LISTED_TYPES else None, bool(key[1]), COLOUR_INDEX[letter][_CARD_OF_FACE[key]])
        for key in FACE_ORDER
    ]
    for letter in EXPLORERS
}


class Hand:
    """A seat's cards grouped by face (AVS-080), in one pass: every kind of action chooses
    among these groups. ``discards``: the coloured base cards (AVS-016); ``coloured``: the
    cards that can stand for a colour (AVS-025), with each group's colour index (-1: a wild)
    and the cards per colour index (wilds last); each pool's ids also laid end to end, as
    choices are positions in them."""

    __slots__ = ("by_rank", "by_type", "coloured", "coloured_ids", "colours", "discard_ids", "discards", "have")

    def __init__(self, cards: Iterable[dict[str, Any]], wild: str | None = None, explorer: str = "A") -> None:
        """``cards``: hand entries ``{id, hidden}``; ``wild``: an unspent patron wild to add;
        ``explorer``: whose wilds stand for any colour."""
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
        by_type: dict[str, Groups] = {}
        discards: Groups = []
        discard_ids: list[str] = []
        coloured: Groups = []
        coloured_ids: list[str] = []
        colours: list[int] = []
        have = [0, 0, 0, 0, 0]
        for rank in sorted(by_rank):
            group = by_rank[rank]
            kind, is_discardable, colour = info[rank]
            if is_discardable:
                discards.append(group)
                discard_ids += group
            if kind is not None:
                if kind in by_type:
                    by_type[kind].append(group)
                else:
                    by_type[kind] = [group]
            if colour is not None:
                coloured.append(group)
                coloured_ids += group
                colours.append(colour)
                have[colour] += len(group)
        self.by_rank = by_rank
        self.by_type = by_type
        self.discards = discards
        self.discard_ids = discard_ids
        self.coloured = coloured
        self.coloured_ids = coloured_ids
        self.colours = tuple(colours)
        self.have = have

    @property
    def groups(self) -> Groups:
        """Every group, in face order."""
        return [self.by_rank[rank] for rank in sorted(self.by_rank)]

    def of_types(self, types: tuple[str, ...]) -> Groups:
        """The groups of these types (of ``LISTED_TYPES``), in face order (faces sort by type first)."""
        if len(types) == 1:
            return self.by_type.get(types[0], [])
        return [group for kind in sorted(types) for group in self.by_type.get(kind, [])]

    def attack_pairs(self, explorer: str) -> list[list[str]]:
        return choices(self.of_types((ATTACK_TYPE[explorer],)), 2)


def choices(groups: Groups, size: int, ids: list[str] | None = None) -> list[list[str]]:
    """Every choice of ``size`` cards from the groups that differs in faces, lowest ids; ``ids``:
    the groups' ids laid end to end, if at hand."""
    if size == 1:
        return [[group[0]] for group in groups]
    if ids is None:
        ids = [card_id for group in groups for card_id in group]
    return [sorted(take(ids)) for take in _picks(tuple(map(len, groups)), (), (), size)]


_THREES: dict[tuple[int, ...], tuple[Taker, ...]] = {}


def threes(sizes: tuple[int, ...]) -> tuple[Taker, ...]:
    """``_picks`` of three cards from groups of ``sizes`` without colours, for the Take 3 listing:
    looked up by the sizes alone, which hashes faster than ``_picks``' four arguments."""
    found = _THREES.get(sizes)
    if found is None:
        found = _THREES[sizes] = _picks(sizes, (), (), 3)
    return found


def filling(hand: Hand, room: tuple[int, ...], size: int) -> list[list[str]]:
    """The ``choices`` of ``size`` cards that fill ``room[i]`` slots of each colour i one to one
    (``can_fill``; ``size`` is the sum of ``room``), in their order.

    A card stands either for its one colour or, as a wild, for any (AVS-025), so cards fill the
    slots exactly when no colour gets more single-colour cards than it has slots.
    """
    have = hand.have
    usable = have[4]
    for colour in range(4):  # conditional sums, not min(): min parses keyword arguments each call
        usable += have[colour] if have[colour] < room[colour] else room[colour]
    if usable < size:  # too few cards of the slots' colours: most long advances end here
        return []
    return fill_choices(hand, room, size)


def fill_choices(hand: Hand, room: tuple[int, ...], size: int) -> list[list[str]]:
    """``filling`` once its count of usable cards has passed: the choices themselves."""
    colours = hand.colours
    if size == 1:  # one slot: one choice per face that can fill it
        return [[group[0]] for i, group in enumerate(hand.coloured) if colours[i] < 0 or room[colours[i]]]
    ids = hand.coloured_ids
    return [sorted(take(ids)) for take in _picks(tuple(map(len, hand.coloured)), colours, room, size)]


def colour_room(slots: Sequence[str]) -> tuple[int, ...]:
    """How many of the slots have each colour, in ``COLOURS`` order."""
    return tuple(slots.count(colour) for colour in COLOURS)


@functools.lru_cache(maxsize=4096)
def _picks(sizes: tuple[int, ...], colours: tuple[int, ...], room: tuple[int, ...], size: int) -> tuple[Taker, ...]:
    """The choices of ``size`` (two or more) cards from face groups of ``sizes``, each as a
    getter of its positions in the groups laid end to end: the first of ``combinations`` of the
    positions for each multiset of groups (the module's order). With ``colours`` (each group's
    colour index, -1 for any), no colour gets more cards than its ``room``. Hands are small, so
    the same shapes come back listing after listing: each is worked out once."""
    usable: list[int] = []  # the positions a choice may take: of a colour, no more than its room
    group_at: list[int] = []  # each position's group
    several = False  # whether some group gives more than one usable position
    for group, count in enumerate(sizes):
        cap = count
        if colours and colours[group] >= 0 and room[colours[group]] < count:
            cap = room[colours[group]]
        start = len(group_at)
        usable.extend(range(start, start + cap))
        group_at.extend([group] * count)
        several = several or cap > 1
    combos: Iterable[tuple[int, ...]] = itertools.combinations(usable, size)
    if several:  # keep the first combination of each multiset of groups: the lowest ids
        seen: set[tuple[int, ...]] = set()
        firsts = []
        group_of = group_at.__getitem__
        for combo in combos:
            groups = tuple(map(group_of, combo))
            if groups not in seen:
                seen.add(groups)
                firsts.append(combo)
        combos = firsts
    found = [combo for combo in combos if _within(combo, group_at, colours, room)] if colours else list(combos)
    return tuple(operator.itemgetter(*combo) for combo in found)


def _within(combo: tuple[int, ...], group_at: list[int], colours: tuple[int, ...], room: tuple[int, ...]) -> bool:
    """Whether the cards at these positions give no colour more cards than its room (wilds go anywhere)."""
    left = list(room)
    for position in combo:
        colour = colours[group_at[position]]
        if colour >= 0:
            left[colour] -= 1
            if left[colour] < 0:
                return False
    return True


def _compositions(total: int) -> Iterator[tuple[int, ...]]:
    """Every tuple of group sizes (each one or more) that adds up to ``total``."""
    if total == 0:
        yield ()
        return
    for first in range(1, total + 1):
        for rest in _compositions(total - first):
            yield (first, *rest)


# Every shape a Take 3 listing can meet (at most a hand limit of discards), worked out at import:
# a new shape costs as much as a whole listing, and a game meets a few dozen of them.
for _total in range(3, HAND_LIMIT + 1):
    for _sizes in _compositions(_total):
        _THREES[_sizes] = _picks.__wrapped__(_sizes, (), (), 3)
