"""A member's stats from their result rows: games played and won per game, win share, median
time to move, turns timed out and their current streak. Pure: the store selects the rows."""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from bot.i18n import ENGLISH, Locale, ntr, tr
from bot.memory.results import ResultRow
from bot.memory.text import duration, plain


@dataclass(frozen=True)
class Tally:
    played: int
    won: int

    @property
    def win_share(self) -> float:
        return self.won / self.played if self.played else 0.0

    def words(self, locale: Locale = ENGLISH) -> str:
        share = round(100 * self.win_share)
        return tr(locale, "{played} played, {won} won ({share}%)", played=self.played, won=self.won, share=share)


@dataclass(frozen=True)
class Streak:
    won: bool  # a run of wins, or of games not won
    length: int


@dataclass(frozen=True)
class Stats:
    user_id: int
    per_game: dict[str, Tally]  # by game key, most played first
    total: Tally
    median_wait: float | None  # seconds from a turn's start to the member's first move in it
    timeouts: int  # turns whose clock ran out on them
    streak: Streak | None


def stats_of(rows: Iterable[ResultRow], user_id: int) -> Stats:
    """``user_id``'s stats over the rows given (one server's finished games, say)."""
    mine = sorted((r for r in rows if r.user_id == user_id), key=lambda r: (r.ended_at, r.game_id))
    games: dict[str, list[ResultRow]] = {}
    for row in mine:
        games.setdefault(row.game_key, []).append(row)
    per_game = {
        key: Tally(len(played), sum(r.won for r in played))
        for key, played in sorted(games.items(), key=lambda item: (-len(item[1]), item[0]))
    }
    waits = [w for r in mine for w in r.waits]
    return Stats(
        user_id=user_id,
        per_game=per_game,
        total=Tally(len(mine), sum(r.won for r in mine)),
        median_wait=statistics.median(waits) if waits else None,
        timeouts=sum(r.timeouts for r in mine),
        streak=streak_of(mine),
    )


def streak_of(rows_in_order: list[ResultRow]) -> Streak | None:
    """The run of equal outcomes (won, or not) that the latest game continues."""
    if not rows_in_order:
        return None
    last = rows_in_order[-1].won
    length = 0
    for row in reversed(rows_in_order):
        if row.won != last:
            break
        length += 1
    return Streak(last, length)


def stats_text(stats: Stats, name: str, titles: Mapping[str, str], locale: Locale = ENGLISH) -> str:
    """The private reply for ``/icebreaker stats``, in ``locale``; ``titles`` names each game key
    (message ids: they are translated here)."""
    who = plain(name)
    if not stats.total.played:
        return tr(locale, "{name} hasn't finished a game here yet.", name=who)
    lines = ["**" + tr(locale, "Stats for {name}", name=who) + "**"]
    lines += [f"{tr(locale, titles.get(key, key))}: {tally.words(locale)}" for key, tally in stats.per_game.items()]
    if len(stats.per_game) > 1:
        lines.append(tr(locale, "All games: {tally}", tally=stats.total.words(locale)))
    wait = duration(stats.median_wait, locale) if stats.median_wait is not None else tr(locale, "not timed yet")
    lines.append(tr(locale, "Median time to move: {wait} · Turns timed out: {n}", wait=wait, n=stats.timeouts))
    if stats.streak is not None:
        n = stats.streak.length
        if stats.streak.won:
            streak = ntr(locale, "{n} win", "{n} wins", n)
        else:
            streak = ntr(locale, "{n} game without a win", "{n} games without a win", n)
        lines.append(tr(locale, "Current streak: {streak}", streak=streak))
    return "\n".join(lines)
