"""The fast card choices (AVS-080) against their definition: ``itertools.combinations`` of the
cards sorted by (face, id), the first of each face multiset; for slots (AVS-027/AVS-028/AVS-032),
those ``can_fill`` accepts."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from itertools import combinations

import pytest

from bot.games.amundsen_scott.cards import can_fill, face
from bot.games.amundsen_scott.choices import (
    Card,
    Hand,
    choices,
    colour_room,
    distinct_choices,
    filling,
    pool_of,
)
from bot.games.amundsen_scott.data import CARDS, COLOURS, PATRON_WILDS


def defined_choices(cards: Sequence[Card], size: int) -> Iterator[list[str]]:
    """AVS-080 as first written: every combination, the first of each face multiset."""
    ordered = sorted(cards, key=lambda c: (face(c[0], c[1]), c[0]))
    seen: set[tuple[tuple[str, str, bool], ...]] = set()
    for combo in combinations(ordered, size):
        key = tuple(face(cid, hidden) for cid, hidden in combo)
        if key not in seen:
            seen.add(key)
            yield sorted(cid for cid, _ in combo)


def random_cards(rng: random.Random) -> list[Card]:
    """Up to eight cards, often with repeated faces (some hidden), as hands get them."""
    ids = rng.sample(sorted(CARDS), rng.randint(0, 8))
    return [(cid, rng.random() < 0.4) for cid in ids]


@pytest.mark.parametrize("seed", range(4))
def test_avs_080_distinct_choices_match_the_definition(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(300):
        cards = random_cards(rng)
        for size in range(1, 6):
            assert distinct_choices(cards, size) == list(defined_choices(cards, size))


@pytest.mark.parametrize("seed", range(4))
def test_avs_028_fills_are_the_choices_can_fill_accepts(seed: int) -> None:
    rng = random.Random(100 + seed)
    for _ in range(300):
        cards = random_cards(rng)
        wild = rng.choice([None, *sorted(PATRON_WILDS)])
        letter = rng.choice("AS")
        slots = [rng.choice(COLOURS) for _ in range(rng.choice((1, 3, 5, 7, 4)))]
        entries = [{"id": cid, "hidden": hidden} for cid, hidden in cards]
        palette = Hand(entries, wild, letter).palette
        everything = [*cards, *([(wild, False)] if wild else [])]
        expected = [c for c in defined_choices(everything, len(slots)) if can_fill(c, slots, letter)]
        assert filling(palette, colour_room(slots), len(slots)) == expected


def test_trim_choices_use_every_card_of_the_hand() -> None:
    """AVS-037: trimming chooses among all hand cards, colourless ones included."""
    cards = [("C32", False), ("C33", True), ("C14", False), ("C15", False)]
    groups = Hand({"id": cid, "hidden": hidden} for cid, hidden in cards).groups
    assert choices(pool_of(groups), 2) == list(defined_choices(cards, 2))
