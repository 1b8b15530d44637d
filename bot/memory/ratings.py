"""Skill ratings for the leaderboard, from stored result rows: openskill's Plackett–Luce model.

Why openskill's Plackett–Luce: it rates a full finishing order of any number of teams in one
update (a 5-player race is one game, not ten pairings, as Elo would need), ties are equal
ranks, teams of any size (Pole to Pole's and North Pole's pairs) are rated as teams, and it is
the one of the Weng–Lin models its authors recommend for ordered results. The package is MIT,
with a compiled core, typed, without dependencies, and actively released (6.2.0 is pinned here).

A rating is shown as its ordinal, ``mu - 3 * sigma``: a newcomer starts near 0 and climbs as
the model grows sure of them, so one lucky game doesn't top the board.

Bots (seats added in the lobby, negative user ids) are rated too, so beating them counts, but
as one identity per game and level (its policy is the same in every game of that kind at that
level: "south-pole" is the normal bot, "south-pole:hard" the hard one) and listed apart.
A person's seat that a bot took over after time-outs stays that person's result. A game with
fewer than two sides (a solo round) changes no rating but counts as played.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from openskill.models import PlackettLuce, PlackettLuceRating

from bot.bots.levels import Level
from bot.i18n import ENGLISH, N_, Locale, ntr, tr
from bot.memory.results import ResultRow
from bot.memory.text import mention

# A bot on the leaderboard, by its game's title and its level.
BOARD_BOTS: dict[str, str] = {
    Level.EASY: N_("{game} easy bot"),
    Level.NORMAL: N_("{game} bot"),
    Level.HARD: N_("{game} hard bot"),
}

MODEL = PlackettLuce()


@dataclass(frozen=True)
class Standing:
    """One identity's skill on a board, as stored between games and shown on a leaderboard."""

    user_id: int | None  # None for a bot
    game_key: str | None  # a bot's game, with its level unless normal ("south-pole:hard"); None for a person
    mu: float
    sigma: float
    games: int
    wins: int

    @property
    def rating(self) -> float:
        return self.mu - 3 * self.sigma

    @property
    def bot(self) -> bool:
        return self.user_id is None


@dataclass(frozen=True)
class Leaderboard:
    people: list[Standing]  # best first
    bots: list[Standing]  # listed apart, best first


Identity = tuple[int | None, str | None]  # (user id, None) for a person, (None, bot's key) for a bot


def identity(row: ResultRow) -> Identity:
    return (row.user_id, None) if row.person else (None, bot_key(row.game_key, row.level))


def bot_key(game_key: str, level: str) -> str:
    """A bot's identity on the boards: its game, and its level unless normal (whose ratings
    predate levels)."""
    return game_key if level == Level.NORMAL else f"{game_key}:{level}"


def bot_title(key: str, titles: Mapping[str, str], locale: Locale = ENGLISH) -> str:
    """A bot's name on a leaderboard: "Roll to the South Pole bot", "… hard bot" (``titles``:
    each game's title, a message id translated here)."""
    game, _, level = key.partition(":")
    named = BOARD_BOTS.get(level or Level.NORMAL, BOARD_BOTS[Level.NORMAL])
    return tr(locale, named, game=tr(locale, titles.get(game, game)))


def newcomer(who: Identity) -> Standing:
    start = MODEL.rating()
    return Standing(who[0], who[1], start.mu, start.sigma, 0, 0)


def rate_game(known: Mapping[Identity, Standing], seats: Sequence[ResultRow]) -> dict[Identity, Standing]:
    """The new standings of one finished game's players, from their standings before it
    (``known``; anyone missing is a newcomer). The store applies this as each game ends, in the
    transaction of its final move, so a leaderboard is a read, not a recount."""
    before = {who: known.get(who) or newcomer(who) for who in (identity(r) for r in seats)}
    skill = _rate(seats, {who: MODEL.rating(mu=s.mu, sigma=s.sigma) for who, s in before.items()})
    return {
        who: replace(
            standing,
            mu=skill[who].mu,
            sigma=skill[who].sigma,
            games=standing.games + 1,  # two bot seats in one game are one game for the bot
            wins=standing.wins + any(r.won for r in seats if identity(r) == who),
        )
        for who, standing in before.items()
    }


def board(standings: Iterable[Standing]) -> Leaderboard:
    """A leaderboard of stored standings: best rating first, people and bots apart."""
    ordered = sorted(standings, key=lambda s: (-s.rating, -s.games, s.user_id or 0, s.game_key or ""))
    return Leaderboard([s for s in ordered if not s.bot], [s for s in ordered if s.bot])


def leaderboard(rows: Iterable[ResultRow], game_key: str | None = None) -> Leaderboard:
    """The leaderboard recounted from result rows (one server's), over one game or all games:
    the reference the stored standings must equal, and how they are rebuilt.

    Games are rated in the order they ended, so the same rows always give the same board."""
    chosen = [r for r in rows if game_key is None or r.game_key == game_key]
    standings: dict[Identity, Standing] = {}
    for seats in _games_in_order(chosen):
        standings.update(rate_game(standings, seats))
    return board(standings.values())


def _games_in_order(rows: Sequence[ResultRow]) -> list[list[ResultRow]]:
    by_game: dict[int, list[ResultRow]] = defaultdict(list)
    for row in rows:
        by_game[row.game_id].append(row)
    ordered = sorted(by_game.values(), key=lambda seats: (seats[0].ended_at, seats[0].game_id))
    return [sorted(seats, key=lambda r: r.seat) for seats in ordered]


def _rate(
    seats: Sequence[ResultRow], ratings: dict[Identity, PlackettLuceRating]
) -> dict[Identity, PlackettLuceRating]:
    """One game's update: each side is a team, ranked by its best place (a place shared is a tie;
    when nobody was placed, every side ties). Fewer than two sides: nothing changes."""
    sides: dict[int, list[ResultRow]] = defaultdict(list)
    for row in seats:
        sides[row.team].append(row)
    if len(sides) < 2:
        return ratings
    teams = [[_copy(ratings[identity(r)]) for r in side] for side in sides.values()]
    ranks = [float(min((r.place for r in side if r.place is not None), default=1)) for side in sides.values()]
    updated = MODEL.rate(teams, ranks=ranks)
    # Several bot seats in one game are one identity: it keeps the mean of their updates.
    results: dict[Identity, list[PlackettLuceRating]] = defaultdict(list)
    for side, new_team in zip(sides.values(), updated, strict=True):
        for row, new in zip(side, new_team, strict=True):
            results[identity(row)].append(new)
    return {
        who: MODEL.rating(mu=_mean([n.mu for n in news]), sigma=_mean([n.sigma for n in news]))
        for who, news in results.items()
    }


def _copy(rating: PlackettLuceRating) -> PlackettLuceRating:
    return MODEL.rating(mu=rating.mu, sigma=rating.sigma)


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values)


def board_text(
    table: Leaderboard, heading: str, titles: Mapping[str, str], limit: int = 20, locale: Locale = ENGLISH
) -> str:
    """The private reply for ``/icebreaker leaderboard``, in ``locale``: people ranked (by mention: a
    private reply pings nobody), then the bots, listed apart. ``heading``: a game's title, or "all
    games" (message ids, translated here)."""
    heading = tr(locale, heading)
    if not table.people and not table.bots:
        return tr(locale, "No finished games count on this server's {heading} leaderboard yet.", heading=heading)
    lines = ["**" + tr(locale, "Leaderboard — {heading}", heading=heading) + "**"]
    for place, s in enumerate(table.people[:limit], start=1):
        lines.append(f"{place}. {mention(s.user_id or 0)} — {_standing_words(s, locale)}")
    if len(table.people) > limit:
        lines.append(tr(locale, "…and {n} more.", n=len(table.people) - limit))
    if table.bots:
        lines.append(tr(locale, "**Bots** (listed apart)"))
        lines += [f"• {bot_title(s.game_key or '', titles, locale)} — {_standing_words(s, locale)}" for s in table.bots]
    model = "openskill, Plackett–Luce"  # a name, the same in every language
    lines.append("-# " + tr(locale, "Rating: skill ({model}) less three times its doubt, so it rises as you play.",
                            model=model))  # fmt: skip
    return "\n".join(lines)


ALL_GAMES = N_("all games")  # the heading of the leaderboard over every game


def _standing_words(s: Standing, locale: Locale) -> str:
    games = ntr(locale, "{n} game", "{n} games", s.games)
    wins = ntr(locale, "{n} win", "{n} wins", s.wins)
    return tr(locale, "rating {rating} · {games}, {wins}", rating=f"{s.rating:.1f}", games=games, wins=wins)
