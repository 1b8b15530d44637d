"""A finished game's result as turn-message lines: turns and length, then every seat's place
and score, each person by mention (so their phone tells them) and each bot by name."""

from __future__ import annotations

from collections.abc import Sequence

from bot.bots import bot_words
from bot.memory.results import MEDALS, Placing, Result
from bot.memory.text import duration, number, plural


def result_lines(result: Result, names: Sequence[str]) -> list[str]:
    """``names`` are the seats' names already escaped for message text (``bot.names.shown_all``)."""
    head = f"-# {plural(result.turns, 'turn')} · {duration(result.seconds)}"
    return [head, *(placing_line(p, names, result.score_unit) for p in result.placings)]


def placing_line(placing: Placing, names: Sequence[str], unit: tuple[str, str] | None) -> str:
    marker = MEDALS.get(placing.place, "•") if placing.place is not None else "•"
    name = names[placing.seat] if placing.seat < len(names) else "?"
    who = f"<@{placing.user_id}>" if placing.person else f"{name} ({bot_words(placing.level)})"
    parts = [placing.fate]
    if placing.score is not None and unit is not None:
        one, many = unit
        parts.append(f"{number(placing.score)} {one if placing.score == 1 else many}")
    if placing.person and placing.bot_played:
        parts.append("a bot played for them at the end")
    elif placing.timeouts:
        parts.append(f"{plural(placing.timeouts, 'turn')} out of time")
    return f"{marker} {who} — " + " · ".join(parts)
