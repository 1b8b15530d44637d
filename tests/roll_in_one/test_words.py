"""Plain words: what players read (event texts, action labels, the view's sentences and names)
carries no internal code of this game, over seeded random games in every mode."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from bot.games.roll_in_one import GAME

from .helpers import seeds

# The internal codes of Roll In One, each with what it is.
CODES: dict[str, re.Pattern[str]] = {
    "board id (D1, T2, N1, TEE)": re.compile(r"\b(?:D[1-5]|T[12]|N1|TEE)\b"),
    "port id (p3, TEE.p1)": re.compile(r"\bp[1-4]\b|\.p\d"),
    "caddie card id (C3, C11#2)": re.compile(r"\bC(?:[1-9]|1[0-2])\b|#\d"),
    "golfer id (G4)": re.compile(r"\bG[1-8]\b"),
    "die face code (DC, D3, T, C, 2-dot)": re.compile(r"\bDC\b|(?<![\w'])[TC](?![\w'])|\d-dot"),
    "direction code (NE, SW, E)": re.compile(r"\b(?:NE|NW|SE|SW|E|W)\b"),
    "seat letter (ball A, seat B)": re.compile(r"\b(?:ball|seat|Seat|player) [A-E]\b|^[A-E]:"),
    "seat number (seat 2)": re.compile(r"\b[Ss]eat \d"),
    "option key (open_hands)": re.compile(r"\b[a-z]+_[a-z_]+\b"),
    "window code (AIM, ROLL, LANDING)": re.compile(r"\b(?:AIM|ROLL|LANDING)\b"),
    "abbreviation (OOB)": re.compile(r"\bOOB\b"),
    "rule clause id (RIO-017)": re.compile(r"\bRIO-\d+"),
    "wrong plural (1 cards)": re.compile(
        r"(?<![\d.])1 (?:caddie |penalty |handicap |more )?"
        r"(?:cards|tokens|strokes|holes|boards|points|turns|greens|dots|penalties|spaces)\b"
    ),
}
# Keys of the public view whose values are identifiers for code, never shown as text.
ID_KEYS = {
    "game",
    "mode",
    "stage",
    "step",
    "kind",
    "id",
    "golfer",
    "window",
    "method",
    "face",
    "note",
    "pending",
    "club",
    "cells",
    "discard",
    "options",
    "attachments",
    "boards_used",
}

CONFIGS = [
    (3, {"holes": 2, "course": "build"}),
    (5, {"holes": 1, "feeling_mean": True, "handicap": True, "open_hands": True, "ricochet": True}),
    (2, {"golfers": "chosen", "course": "build"}),
    (3, {"golfers": "shared2"}),
    (1, {}),
    (1, {"mode": "solo_survival"}),
    (4, {"mode": "campaign", "course": "random"}),
    (3, {"mode": "bumper", "ricochet": True}),
]


def view_strings(value: Any, key: str = "") -> Iterator[str]:
    """Every string a player could be shown from the public view (identifier fields skipped)."""
    if key in ID_KEYS:
        return
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            if key == "open_ports" or (k == "name" and key == "port"):
                continue
            yield from view_strings(v, "port" if k == "open_ports" else str(k))
    elif isinstance(value, list):
        for item in value:
            yield from view_strings(item, key)


PLACEHOLDER = re.compile(r"\{p\d\}")  # a player's name, which the table fills in


def offending(text: str) -> list[str]:
    text = PLACEHOLDER.sub("Name", text)
    return [what for what, pattern in CODES.items() if pattern.search(text)]


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_player_texts_have_no_internal_codes(players: int, options: dict[str, object]) -> None:
    seen: dict[str, str] = {}
    for seed in seeds(2):
        chooser = random.Random(seed)
        st = GAME.setup(players, options, seed)
        while GAME.outcome(st) is None:
            seat = GAME.to_act(st)[0]
            legal = GAME.legal_actions(st, seat)
            for action in legal:
                seen.setdefault(str(action["label"]), "label")
            st, events = GAME.apply(st, seat, chooser.choice(legal))
            for e in events:
                seen.setdefault(str(e["text"]), "event")
            for text in view_strings(GAME.view(st, None)):
                seen.setdefault(text, "view")
    bad = {f"{where}: {text!r}": offending(text) for text, where in seen.items() if offending(text)}
    assert not bad, bad
    assert len(seen) > 20  # the scan saw real texts


def test_the_patterns_catch_the_old_codes() -> None:
    """The scan would have caught what the game used to say."""
    for old in (
        "TEE.p1 ← D1.p3",
        "Move ball A E (rough)",
        "Free Drop: no water or OOB penalty",
        "{p0} rolled 2-dot",
        "Option open_hands: on",
        "{p1} played Crosswind (NE).",
        "{p0} took 1 strokes (par 3).",
    ):
        assert offending(old), old
    for fine in ("{p0}'s ball lands on the fairway.", "Port 2: add Diamond 1 by its top side", "Hole 1 (par 3.5)"):
        assert not offending(fine), fine
