"""Plain words: what players read (event texts, action labels, the public view's texts) names
colours as words, places by the printed coordinates, players by ``{pN}`` placeholders, and
never shows an internal code. RSP-079 makes every roll public, so its text must be readable."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from bot.engine import State
from bot.games.south_pole import GAME
from bot.games.south_pole.data import DATA_DIR
from tests.contract import random_playthrough

from .bots import heuristic_game

# Each pattern is an internal code a new player could not read.
CODES: dict[str, re.Pattern[str]] = {
    "tile id (R09, F10)": re.compile(r"\b[RF]\d{2}\b"),
    "colour letter chip (W3, U0)": re.compile(r"\b[WU]\d\b"),
    # K1-K7 are also printed board coordinates ("moved to K5"), so K counts only off a place word.
    "black chip (K5)": re.compile(r"(?<!\bto )(?<!\bat )(?<!\bon )\bK\d\b"),
    "colour letter sum (W 3/2)": re.compile(r"\b[WKU] ?\d+/\d+"),
    "die code (d3)": re.compile(r"\bd\d\b"),
    "seat letter or number (seat A, Seat 2)": re.compile(r"\b[Ss]eat [A-E0-9]\b"),
    "option key or type (give_up)": re.compile(r"\b[a-z]+_[a-z_]+\b"),
    "phase name (CHOOSE_DICE)": re.compile(r"\b[A-Z]+_[A-Z_]+\b"),
    "arrow": re.compile(r"→"),
    "wrong plural (1 cubes)": re.compile(r"\b1 (cubes|flags|dice|markers|camp markers)\b|\(s\)"),
}
PLACEHOLDER = re.compile(r"\{p\d+\}")


def codes_in(text: str) -> list[str]:
    return [name for name, pattern in CODES.items() if pattern.search(text)]


def test_the_patterns_catch_the_old_texts() -> None:
    """The scan is only worth something if it flags what players used to read."""
    old = [
        "{p0} moved to D5, turned over R09 (K5) and rolled W1 W2 W0 U0 U2 U3: W 3/2, U 5/2 — made it!",
        "Set-aside tile: F10 U6",
        "tent of seat A",
        "{p1} rested d3 for a cube (1 cubes held).",
        "Recolour d2 → blue",
        "give_up",
        "CHOOSE_DICE",
    ]
    assert all(codes_in(text) for text in old)
    assert not codes_in("{p0} moved to K5 and rolled black 1, 2: black 3 of 2 needed — made it!")


def _games() -> Iterator[list[State]]:
    for players, seed in ((2, 11), (3, 22), (5, 33)):
        yield random_playthrough(GAME, players, {}, seed, 20_000).states
    yield heuristic_game(4, 5002)  # reaches the pole: flags planted, a winner


@pytest.fixture(scope="module")
def texts() -> dict[str, set[str]]:
    """Every event text, action label and public view text over seeded games."""
    found: dict[str, set[str]] = {"event": set(), "label": set(), "view": set()}
    for states in _games():
        for i, state in enumerate(states):
            found["event"].update(state["recent"])  # each move's texts are among the next state's recent ones
            for seat in GAME.to_act(state):
                found["label"].update(a["label"] for a in GAME.legal_actions(state, seat))
            view = GAME.view(state, None)
            found["view"].update(view["log"])
            found["view"].update(t for t in (view["last_event"], (view["outcome"] or {}).get("text")) if t)
            if i % 97 == 5 and state["result"] is None:  # leaving has texts too
                found["event"].update(e["text"] for e in GAME.resign(state, state["active"])[1])
    return found


def test_event_and_view_texts_have_no_codes(texts: dict[str, set[str]]) -> None:
    """RSP-079: public texts say colours as words and places by printed coordinates."""
    for kind in ("event", "view"):
        bad = {text: codes_in(text) for text in texts[kind] if codes_in(text)}
        assert not bad, (kind, dict(list(bad.items())[:5]))


def test_action_labels_have_no_codes_or_placeholders(texts: dict[str, set[str]]) -> None:
    """Labels are shown as they are: no codes and no unfilled ``{pN}``."""
    bad = {label: codes_in(label) for label in texts["label"] if codes_in(label) or PLACEHOLDER.search(label)}
    assert not bad, dict(list(bad.items())[:5])


def test_rolls_read_as_colour_words(texts: dict[str, set[str]]) -> None:
    """RSP-029: a roll lists each colour's faces in words and says made it or short."""
    rolls = [t for t in texts["event"] if " rolled " in t]
    assert rolls
    for text in rolls:
        assert re.search(r"rolled (no dice|(white|black|blue) \d)", text), text
        assert re.search(r"(white|black|blue) \d+ of \d+ needed", text), text
        assert text.endswith(("made it!", "short.")), text
    assert any("turned over its tile (needs " in t for t in rolls)


def test_players_are_placeholders_never_seat_numbers(texts: dict[str, set[str]]) -> None:
    """The table fills ``{pN}`` with names; texts about a player use it."""
    about_players = [t for t in texts["event"] if not t.startswith("Round ") or "'s turn" in t]
    assert about_players and all(PLACEHOLDER.search(t) for t in about_players)


def test_rules_summary_is_for_players() -> None:
    """``/southpole rules``: one Discord message, colours as words, no clause ids or codes."""
    text = (DATA_DIR / "summary.md").read_text(encoding="utf-8")
    assert 0 < len(text) <= 2000
    assert not re.search(r"RSP-\d+", text) and not codes_in(text)
    assert all(word in text for word in ("white", "black", "blue", "Camp", "Give up", "Peek"))
