"""Where a move's lines are told (issue 28): a move that hands the turn on is told in two places.

The lines up to the event that begins the next turn (``TURN_BEGINS``: "It is Bo's turn.", then
Bo's roll) finish the mover's own turn message, which is rewritten without its controls; the new
turn's message starts at that event. A move within a turn, or one that ends the game, is told
in the newest message whole.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine import TURN_BEGINS, Event, name_seats
from tests.fakediscord.model import Message


def lines(events: Sequence[Event], names: Sequence[str]) -> list[str]:
    return [name_seats(str(e["text"]), names) for e in events if e.get("text")]


def split(events: Sequence[Event], names: Sequence[str]) -> tuple[list[str], list[str]]:
    """A move's lines: those of the mover's turn, and those from the next turn's beginning on."""
    cut = next((i for i, e in enumerate(events) if e.get("type") == TURN_BEGINS), len(events))
    return lines(events[:cut], names), lines(events[cut:], names)


def check_told(now: Sequence[Message], events: Sequence[Event], names: Sequence[str], *, new_turn: bool) -> None:
    """The move's lines are where players read them: the mover's message keeps their own turn."""
    mine, next_turn = split(events, names)
    if not new_turn:
        assert all(line in now[-1].content for line in mine + next_turn), (mine + next_turn, now[-1].content)
        return
    previous, newest = now[-2], now[-1]
    assert previous.labels() == [], previous.labels()  # the ended turn's controls are off
    assert all(line in previous.content for line in mine), (mine, previous.content)
    assert all(line in newest.content for line in next_turn), (next_turn, newest.content)
    assert "<@" not in previous.content  # rewritten as told: it no longer asks anyone for anything
