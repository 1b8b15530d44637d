"""Plain words (issue 11): what players read carries no internal codes. Over seeded random games
of every setup, the event texts, outcome texts and action labels, and the string values of the
public view, match none of this game's codes: card ids (C001), token ids (T05), slot ids (S2,
BP), pawn ids (orange1), pawn colour letters (K1), side letters (S, W, N, E), disc orientation
codes (NE, NE+SW), storm direction keys (cw, ccw), gear and option keys (+snowshoes, teams:),
seat letters or numbers (seat A, Seat 2), and wrong plurals (1 points)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from bot.engine import State
from bot.games.north_pole import GAME

CODES: dict[str, str] = {
    "card id": r"\bC\d{3}\b",
    "token id": r"\bT\d{2}\b",
    "slot id": r"\b[SWNE][1-3]\b|\bBP\b",
    "pawn id": r"\b(?:orange|blue|black|white)\d\b",
    "colour letter": r"\b(?:O|B|K|Wh)\d\b",
    "side letter": r"(?<![\w'])[SWNE](?![\w'])",
    "disc code": r"\b(?:NE|SE|SW|NW)\b",
    "direction key": r"\b(?:cw|ccw)\b",
    "gear or option key": r"\+\s?[a-z]|\b[a-z_]+:\s*(?:True|False)\b|\bteams\s*[:=]",
    "seat letter": r"\b[Ss]eat [A-Z0-9]\b",
    "pole code": r"(?<![\w{])P(?![\w}])",
    "wrong plural": r"(?<![\d.])1 (?:points|cards|pawns|tokens)\b|\b(?:0|[2-9]|\d\d+) (?:point|card|pawn|token)\b",
}
# Event texts may name players only through {pN} placeholders (the table fills in names);
# labels are shown as they are, so they may not hold one.
PLACEHOLDER = re.compile(r"\{p\d+\}")
CONFIGS: list[tuple[int, dict[str, Any]]] = [(2, {}), (3, {}), (4, {}), (4, {"teams": True})]


def codes_in(text: str) -> list[str]:
    return [name for name, pattern in CODES.items() if re.search(pattern, text)]


@pytest.mark.parametrize(
    ("old", "code"),
    [
        ("Land orange1 on c0", "pawn id"),
        ("S2 March: orange1 d1→d2", "slot id"),
        ("Pay Husky (T01) to play", "token id"),
        ("packed the card from S3 into a Backpack; C047", "card id"),
        ("Compass (T21): turn the disc to NW", "disc code"),
        ("S2 Dash: orange1 d1→d2 +snowshoes", "gear or option key"),
        ("Options: teams: True", "gear or option key"),
        ("Roald (S) to act", "side letter"),
        ("tent of seat A", "seat letter"),
        ("K1 on e3", "colour letter"),
        ("bear e5→P", "pole code"),
        ("March (1 points)", "wrong plural"),
        ("Dash (2 point)", "wrong plural"),
        ("turn: cw", "direction key"),
    ],
)
def test_the_patterns_catch_the_old_codes(old: str, code: str) -> None:
    """Each pattern catches the kind of text this engine printed before (so the scan can fail)."""
    assert code in codes_in(old)


def test_plain_sentences_pass() -> None:
    """Sentences of the new kind pass the scan: the patterns don't flag plain words."""
    for text in (
        "{p0} played March (1 point, blue) and moved a pawn d1 → d2, ambushing {p1}'s pawn.",
        "Compass: open the Pole to the north-east (gate e5)",
        "Storm! 8 storm points reach 8: the ice turns with a clockwise quarter turn.",
        "Bring a pawn ashore to z4",
    ):
        assert codes_in(text) == [], text


def strings(value: Any) -> Iterator[str]:
    """Every string value in a view, recursively (dict keys are structure, not text)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


# The view's structural fields: table sides, squares, crack edges and key words the renderer
# turns into words itself; their values are codes by design and are never shown as they are.
STRUCTURE = {"side", "disc", "cracks", "gates", "pawns", "holes", "igloos", "corner_tokens", "turn", "phase",
             "game", "type", "start", "path", "hit", "square", "colour", "symbol", "how", "item", "cause"}  # fmt: skip
VIEW_CODES = ("card id", "token id", "pawn id", "colour letter", "seat letter", "slot id")


def view_strings(view: dict[str, Any]) -> Iterator[str]:
    for key, value in view.items():
        if isinstance(value, dict) and key not in STRUCTURE:
            yield from view_strings(value)
        elif isinstance(value, list) and key not in STRUCTURE:
            for item in value:
                yield from view_strings(item) if isinstance(item, dict) else strings(item)
        elif key not in STRUCTURE:
            yield from strings(value)


def played(
    players: int, options: dict[str, Any], seed: int, moves: int
) -> Iterator[tuple[State, list[str], list[str]]]:
    """(state, event texts, labels) along a random game."""
    pick = random.Random(seed)
    state = GAME.setup(players, options, seed)
    for _ in range(moves):
        if GAME.outcome(state) is not None:
            return
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        state, events = GAME.apply(state, seat, pick.choice(legal))
        yield state, [str(e["text"]) for e in events], [str(a["label"]) for a in legal]


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=["2p", "3p", "4p", "teams"])
def test_events_labels_and_view_have_no_codes(players: int, options: dict[str, Any]) -> None:
    """Random games: every event text, label, outcome text and public view string is plain."""
    texts: set[str] = set()
    labels: set[str] = set()
    view_texts: set[str] = set()
    last: State | None = None
    for seed in (1, 2):
        for state, events, shown in played(players, options, 900 + seed, 600):
            texts.update(events)
            labels.update(shown)
            view_texts.update(view_strings(GAME.view(state, None)))
            if GAME.outcome(state) is None:
                last = state
    assert last is not None and texts and labels
    for seat in range(players):  # leaving the race speaks plainly too
        if not last["seats"][seat]["left"]:
            texts.update(str(e["text"]) for e in GAME.resign(last, seat)[1])
    finished = next(s for s, _, _ in played(players, options, 7, 20_000) if GAME.outcome(s) is not None)
    outcome = GAME.outcome(finished)
    assert outcome is not None
    texts.add(str(outcome["text"]))
    assert not {t: codes_in(PLACEHOLDER.sub("Roald", t)) for t in texts if codes_in(PLACEHOLDER.sub("Roald", t))}
    assert not {t: codes_in(t) for t in labels if codes_in(t) or PLACEHOLDER.search(t)}
    assert not {
        t: [c for c in codes_in(t) if c in VIEW_CODES] for t in view_texts if set(codes_in(t)) & set(VIEW_CODES)
    }
