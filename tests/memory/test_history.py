"""History pages: public lines with turns and names, one's own private lines only, newest first shown."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.engine import Event
from bot.games import GAMES
from bot.memory.history import LOCK, PRIVATE_TO, history, lines_for, nothing_to_show, since_your_turn
from bot.memory.log import read_moves
from tests.memory.games import play

NAMES = ["Ann", "Bob", "Cy"]


def row(
    seq: int, seat: int | None, *texts: str, kind: str = "action", private: dict[str, int] | None = None
) -> dict[str, Any]:
    events: list[dict[str, Any]] = [{"type": "x", "text": t} for t in texts]
    events += [{"type": "secret", "text": t, PRIVATE_TO: s} for t, s in (private or {}).items()]
    return {"seq": seq, "seat": seat, "kind": kind, "action": None, "events": events}


LOG = read_moves(
    [
        row(1, None, "The game begins.", kind="setup"),
        row(2, 0, "{p0} rolled 3.", private={"{p0} peeked at a crevasse on D4.": 0}),
        row(3, 0, "{p0} camped."),
        row(4, 1, "{p1} rolled 5.", private={"{p1} peeked at a flag on B2.": 1}),
        row(5, 2, "{p2} resigned.", kind="resign"),
        row(6, 0, "{p0} rolled 1."),
        row(7, 1, "{p1} moved."),
    ]
)


def test_lines_carry_turn_numbers_and_names_and_only_the_readers_own_secrets() -> None:
    ann = [line.text for line in lines_for(LOG, 0, NAMES)]
    assert ann == [
        "Turn 0: The game begins.",
        "Turn 1: Ann rolled 3.",
        f"Turn 1: {LOCK}Ann peeked at a crevasse on D4.",
        "Turn 1: Ann camped.",
        "Turn 2: Bob rolled 5.",
        "Turn 3: Cy resigned.",
        "Turn 4: Ann rolled 1.",
        "Turn 5: Bob moved.",
    ]
    bob = "\n".join(line.text for line in lines_for(LOG, 1, NAMES))
    assert "crevasse" not in bob and "flag on B2" in bob
    spectator = "\n".join(line.text for line in lines_for(LOG, None, NAMES))
    assert "peeked" not in spectator and LOCK not in spectator


def test_the_first_page_shown_starts_after_the_readers_last_move() -> None:
    book = history(LOG, 2, NAMES, page_chars=60)  # Cy's last move: resigning on turn 3
    first = book.pages[book.start]
    assert first.title.startswith("**Since your last move** (turns 4–5)")
    assert first.lines == ("Turn 4: Ann rolled 1.", "Turn 5: Bob moved.")
    assert all(p.title.startswith("**Earlier**") for p in book.pages[: book.start])
    everything = [line for page in book.pages for line in page.lines]
    assert everything == [line.text for line in lines_for(LOG, 2, NAMES)]  # nothing lost, nothing twice
    assert all(len(line) + 1 <= 60 for page in book.pages for line in page.lines)
    assert book.pages[0].title.endswith(f"page 1 of {len(book.pages)}")


def test_nothing_new_shows_the_newest_page_and_a_spectator_too() -> None:
    for seat in (None, 1):  # Bob moved last
        book = history(LOG, seat, NAMES)
        assert book.start == len(book.pages) - 1
    never = history(LOG[:4], 2, NAMES)  # Cy hasn't moved yet
    assert never.start == 0 and len(never.pages) == 1
    assert never.pages[0].title.startswith("**Since the game began** (turns 0–2)")


def test_an_empty_log_says_so() -> None:
    book = history([], 0, NAMES)
    assert book.page(5).text == "Nothing has happened in this game yet."


def test_names_are_escaped_and_the_games_own_line_words_are_used() -> None:
    def shout(events: Sequence[Event], names: Sequence[str]) -> list[str]:
        return [" + ".join(str(e["text"]).upper().replace("{P0}", names[0]) for e in events)] if events else []

    moves = read_moves([row(1, 0, "{p0} rolled 2.", "{p0} rolled 5.")])
    (line,) = lines_for(moves, None, ["*Ann*"], shout)
    assert (
        line.text == "Turn 1: \\*Ann\\* ROLLED 2. + \\*Ann\\* ROLLED 5."
    )  # one line per move: merged as the game does


def test_a_real_game_pages_every_event_within_a_message() -> None:
    played = play(GAMES["south-pole"], 3, seed=2)
    book = history(played.moves, 0, NAMES)
    assert all(len(page.text) <= 2000 for page in book.pages)
    texts = [e["text"] for m in played.moves for e in m.events if e.get("text")]
    assert sum(len(p.lines) for p in book.pages) == len(texts)


def test_since_your_turn_leads_the_private_reply_only_when_others_moved() -> None:
    assert since_your_turn(LOG[:3], 0, NAMES) is None  # Ann moved last
    assert since_your_turn(LOG[:2], 1, NAMES) is None  # Bob never moved
    lead = since_your_turn(LOG, 0, NAMES)
    assert lead == "**Since your last turn**\nTurn 5: Bob moved."
    long_log = read_moves([row(1, 0, "{p0} began."), *[row(s, 1, f"{{p1}} step {s}.") for s in range(2, 200)]])
    lead = since_your_turn(long_log, 0, NAMES, limit=300)
    assert lead is not None and len(lead) <= 300
    assert lead.splitlines()[1] == "…" and lead.endswith("Bob step 199.")


def test_a_channel_without_a_played_game_gets_a_sentence() -> None:
    for status in (None, "lobby", "cancelled", "damaged"):
        sentence = nothing_to_show(status)
        assert sentence is not None and sentence.endswith(".")
    assert nothing_to_show("running") is None and nothing_to_show("over") is None
