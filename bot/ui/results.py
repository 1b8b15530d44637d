"""A finished game's result as turn-message lines, in the game's language: turns and length, then
every seat's place and score, each person by mention (so their phone tells them) and each bot by name."""

from __future__ import annotations

from collections.abc import Sequence

from bot.bots import bot_named
from bot.i18n import ENGLISH, Locale, Msg, nmsg, ntr, say, tr
from bot.memory.results import MEDALS, Placing, Result
from bot.memory.text import duration, number, ordinal

# Each game's score unit (``bot.memory.results.SCORE_UNITS``), counted in words to translate.
UNITS: dict[str, Msg] = {
    "flag": nmsg("{n} flag", "{n} flags", 0),
    "pawn at the Pole": nmsg("{n} pawn at the Pole", "{n} pawns at the Pole", 0),
    "point": nmsg("{n} point", "{n} points", 0),
    "stroke": nmsg("{n} stroke", "{n} strokes", 0),
    "hole": nmsg("{n} hole", "{n} holes", 0),
    "penalty token": nmsg("{n} penalty token", "{n} penalty tokens", 0),
    "green": nmsg("{n} green", "{n} greens", 0),
}


def result_lines(result: Result, names: Sequence[str], locale: Locale = ENGLISH) -> list[str]:
    """``names`` are the seats' names already escaped for message text (``bot.names.shown_all``)."""
    turns = ntr(locale, "{n} turn", "{n} turns", result.turns)
    head = f"-# {turns} · {lasted(result.seconds, locale)}"
    return [head, *(placing_line(p, names, result.score_unit, result.placings, locale) for p in result.placings)]


def lasted(seconds: float, locale: Locale) -> str:
    """How long a game ran, in the two largest units that matter (``bot.memory.text.duration``)."""
    return duration(seconds, locale)


def fate(placing: Placing, placings: Sequence[Placing], locale: Locale) -> str:
    """ "won", "shared the win", "2nd", "resigned on turn 12", "did not win", in ``locale``."""
    if locale.catalog is None:
        return placing.fate
    winners = [p for p in placings if p.won]
    if placing.won:
        if len(winners) == 1:
            return tr(locale, "won")
        return tr(locale, "won as a team") if len({p.team for p in winners}) == 1 else tr(locale, "shared the win")
    if placing.resigned_turn is not None:
        return tr(locale, "resigned on turn {n}", n=placing.resigned_turn)
    if placing.place is not None:
        return tr(locale, "place {n}", n=placing.place) if locale.catalog else ordinal(placing.place)
    return tr(locale, "did not win")


def placing_line(
    placing: Placing,
    names: Sequence[str],
    unit: tuple[str, str] | None,
    placings: Sequence[Placing] = (),
    locale: Locale = ENGLISH,
) -> str:
    marker = MEDALS.get(placing.place, "•") if placing.place is not None else "•"
    name = names[placing.seat] if placing.seat < len(names) else "?"
    who = f"<@{placing.user_id}>" if placing.person else tr(locale, bot_named(placing.level), name=name)
    parts = [fate(placing, placings, locale)]
    if placing.score is not None and unit is not None:
        one, many = unit
        counted = UNITS.get(one)
        if counted is None or locale.catalog is None:
            parts.append(f"{number(placing.score)} {one if placing.score == 1 else many}")
        else:
            whole = int(placing.score)
            parts.append(say(locale, Msg(counted.id, {"n": number(placing.score)}, counted.plural, whole)))
    if placing.person and placing.bot_played:
        parts.append(tr(locale, "a bot played for them at the end"))
    elif placing.timeouts:
        parts.append(ntr(locale, "{n} turn out of time", "{n} turns out of time", placing.timeouts))
    return f"{marker} {who} — " + " · ".join(parts)
