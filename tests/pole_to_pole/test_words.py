"""Players read plain words: no internal codes in event texts, action labels or the view's texts.

Random seeded games of every player count are played to the end; every event text, every
setup log line, every legal action's label and every display text of the public view
(``text``, ``card_text``, ``label`` and team ``name`` fields) is checked against the codes
this game uses inside the engine.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from bot.engine import State
from bot.games.pole_to_pole import GAME
from bot.i18n import ENGLISH, say

# The codes of this game that must stay inside the engine, with why each would puzzle a player.
INTERNAL_CODES = {
    "explorer id": re.compile(r"\b(Blue|Yellow|Green|Purple)-\d\b"),
    "card code": re.compile(
        r"\b(TAILWIND|CURRENT|SECOND_WIND|POLAR_GUIDE|SHELTER|ICE_FLOE|AVALANCHE|LOST_BEARINGS|BLIZZARD)\b"
    ),
    "pole code": re.compile(r"\b(NP|SP)\b"),
    "colour or seat letter": re.compile(r"(?<!die )(?<!column )\b[BYGP]\b"),
    "seat number": re.compile(r"\b[Ss]eat \d\b"),
    "dice key": re.compile(r"\bAB\b|A\+B"),  # "A3" alone is a square, so only the sum key
    "direction letter": re.compile(r"\d ?[NSEW]\b|\([NSEW]\)"),
    "option key": re.compile(r"\b(ffa|mode|teams)\b"),
    "arrow": re.compile(r"→"),
    "bad plural": re.compile(r"\b1 (explorers|points|cards|spaces)\b"),
    "unfilled name": re.compile(r"\{(?!p\d\})[^}]*\}"),
}
DISPLAY_KEYS = ("text", "card_text", "label", "name")
GAMES = [(2, {}, 101), (3, {}, 102), (4, {}, 103), (4, {"mode": "ffa"}, 104)]


def codes_in(text: str) -> list[str]:
    return [kind for kind, pattern in INTERNAL_CODES.items() if pattern.search(text)]


def display_texts(node: Any) -> Iterator[str]:
    """The strings of a view meant to be shown to players (structured ids are left out)."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key in DISPLAY_KEYS and isinstance(value, str):
                yield value
            elif key != "log":  # the log is the event texts, checked one by one below
                yield from display_texts(value)
    elif isinstance(node, list):
        for item in node:
            yield from display_texts(item)


def played_texts(players: int, options: dict[str, Any], seed: int) -> Iterator[tuple[str, str]]:
    """(where, text) for everything a player reads along one random game."""
    pick = random.Random(seed)
    state: State = GAME.setup(players, options, seed)
    for line in state["start_log"]:
        yield "setup log", say(ENGLISH, line)
    moves = 0
    while GAME.outcome(state) is None:
        assert moves < 10_000
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        for action in legal:
            yield "label", action["label"]
        for text in display_texts(GAME.view(state, None)):
            yield "view", text
        state, events = GAME.apply(state, seat, pick.choice(legal))
        moves += 1
        for happened in events:
            yield f"{happened['type']} event", happened["text"]
    for text in display_texts(GAME.view(state, None)):
        yield "final view", text


@pytest.mark.parametrize(("players", "options", "seed"), GAMES)
def test_player_texts_carry_no_internal_codes(players: int, options: dict[str, Any], seed: int) -> None:
    offenders: dict[str, tuple[str, list[str]]] = {}
    seen = 0
    for where, text in played_texts(players, options, seed):
        seen += 1
        found = codes_in(text)
        if found:
            offenders.setdefault(where, (text, found))
    assert seen > 100  # a whole game was read, not an empty one
    assert not offenders, offenders


def test_the_patterns_catch_the_old_codes() -> None:
    """The scan is not blind: texts in the engine's old style are caught, plain ones pass."""
    old = [
        "Blue-1 A2 N: D9→D7, captures Yellow-1",
        "{p0} drew TAILWIND.",
        "Yellow-2 (D5) arrives at NP",
        "Send Green-3 (E4) home to SP",
        "{p1} has no legal move: die A (3) forfeited; seat 2 resigned",
        "Tailwind: B on D4",
        "Options: mode: ffa",
        "1 explorers arrived",
    ]
    assert all(codes_in(text) for text in old), [t for t in old if not codes_in(t)]
    plain = [
        "Blue D9 to D7 (die A: 2 north), captures Yellow",
        "{p0} moved an explorer from the South Pole to K5 (both dice: 8 north via column K).",
        "Send Yellow on H6 home to the North Pole",
        "Move with die A (4), die B (3) or both dice (7)",
        "Colour die Green: fly one of {p2}'s explorers to the North Pole?",
    ]
    assert not any(codes_in(text) for text in plain), [t for t in plain if codes_in(t)]
