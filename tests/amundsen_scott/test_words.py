"""Plain words: what players read never carries this game's internal codes.

Over seeded random games with every option set, the public event texts, every offered action
label and the strings of the public view are scanned for the codes the engine uses inside:
card ids (C01–C55) and patron ids (N1–N4, B1–B4), space ids (A0–A12, AP, AQ1, S5, SQ3 …),
lone colour letters (R, B, G, Y) and explorer letters (A, S), the old short card tags
("Adv R", "Bliz Y"), seat numbers ("Seat 2") and option keys (amundsen_seat, advanced_row).
Places read as printed on the board ("space 5", "? space 2"), colours as words (AVS-089).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from bot.engine import Event
from bot.games.amundsen_scott import GAME
from tests.contract import random_playthrough

OPTION_SETS: list[dict[str, object]] = [
    {},
    {"patrons": True},
    {"advanced_row": True},
    {"patrons": True, "advanced_row": True},
]

CODES: dict[str, re.Pattern[str]] = {
    "card id": re.compile(r"\bC\d\d\b"),
    "patron id": re.compile(r"\b[NB][1-4]\b"),
    "space id": re.compile(r"\b[AS](?:\d{1,2}|P|Q\d)\b"),
    "colour letter": re.compile(r"\b[RBGY]\b"),
    "explorer letter": re.compile(r"\b[AS]\b"),
    "short card tag": re.compile(r"\b(?:Adv|Bliz|Crev|Sacr)\b"),
    "seat number": re.compile(r"\b[Ss]eat \d\b"),
    "option key": re.compile(r"\b(?:amundsen_seat|advanced_row)\b"),
    "snake_case key": re.compile(r"\b[a-z]+_[a-z_]+\b"),
}

# Data for renderers and controls, never shown as text: card ids and faces, route geometry,
# the machine space ids (players read "where"), decision kinds and phases, and the ids of a
# pending effect's discards (the controls look them up).
MACHINE_KEYS = {"id", "type", "kind", "game", "explorer", "colour", "space", "to", "phase", "routes", "reason", "cards"}


def codes_in(text: str) -> list[str]:
    return [f"{name}: {m.group(0)!r}" for name, pattern in CODES.items() for m in pattern.finditer(text)]


def view_strings(node: Any, key: str = "") -> Iterator[str]:
    if key in MACHINE_KEYS:
        return
    if isinstance(node, dict):
        for k, value in node.items():
            yield from view_strings(value, k)
    elif isinstance(node, list):
        for item in node:
            yield from view_strings(item, key)
    elif isinstance(node, str):
        yield node


def played() -> Iterator[tuple[str, list[Event], dict[str, Any], list[str]]]:
    """(where, the step's events, the public view after it, the labels offered after it)."""
    for i, options in enumerate(OPTION_SETS):
        for seed in (91_000_001 + 10 * i, 91_000_002 + 10 * i):
            run = random_playthrough(GAME, 2, options, seed, 700)
            for n, (seat, action) in enumerate(run.moves):
                _after, events = GAME.apply(run.states[n], seat, action)
                state = run.states[n + 1]
                labels = [a["label"] for s in GAME.to_act(state) for a in GAME.legal_actions(state, s)]
                yield f"seed {seed} move {n}", events, GAME.view(state, None), labels


def test_codes_are_caught() -> None:
    """The patterns bite on today's old codes, so a clean scan means something."""
    for old in ("Take 2, discard Adv R", "Advance 1 to S1: Bliz Y", "Your hand: Scott (Seat 2)", "lost on AQ3"):
        assert codes_in(old), old
    for plain in ("{p0} plays Advance Red and moves to space 5.", "Lose the way: rival to ? space 2 (Blizzard Red)"):
        assert not codes_in(plain), plain


def test_public_texts_labels_and_view_speak_plain_words() -> None:
    """AVS-089 events, AVS-085 labels and AVS-086 view strings: no ids, letters or keys."""
    seen = {"events": 0, "labels": 0, "view": 0}
    kinds: set[str] = set()
    for where, events, view, labels in played():
        for e in events:
            kinds.add(e["type"])
            assert not codes_in(e["text"]), (where, e["text"], codes_in(e["text"]))
            seen["events"] += 1
        for label in labels:
            assert not codes_in(label), (where, label, codes_in(label))
            seen["labels"] += 1
        for string in view_strings(view):
            assert not codes_in(string), (where, string, codes_in(string))
            seen["view"] += 1
    assert min(seen.values()) > 500, seen
    # The scan met the events that name places and cards, not only takes.
    assert {"take", "advance", "lose_way", "return"} <= kinds, kinds


def test_plurals_in_pending_and_hands() -> None:
    """Counts read "1 card" / "2 cards" in the pending decision (AVS-086) and the trim label."""
    from .helpers import A, S, act, build

    state = build(a_hand=["C32"], s_hand=["C20", "C21", "C22", "C23", "C24", "C25", "C26"])
    trim, _ = act(state, A, {"type": "loss", "card": "C32"})
    assert GAME.view(trim, None)["pending"]["text"] == "{p1} (Scott) must discard 2 cards."
    one = build(a_hand=["C32"], s_hand=["C20", "C21", "C22", "C23", "C24", "C25"])
    trim_one, _ = act(one, A, {"type": "loss", "card": "C32"})
    assert GAME.view(trim_one, None)["pending"]["text"] == "{p1} (Scott) must discard 1 card."
    assert all(a["label"].startswith("Discard ") for a in GAME.legal_actions(trim_one, S))
