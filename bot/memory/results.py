"""A finished game's result: every seat's place, score and fate, and the public game-over text.

Places come from the engine's ``Outcome``: its ``ranking`` where it gives one (groups of tied
seats, best first), else the winners first and the others after them, by score where the game
keeps one (higher is better: only South Pole lacks a ranking, and it counts flags) and with
seats that resigned last. Places are dense (1st, 1st, 2nd), so a losing pair is "2nd", not "3rd".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from bot.bots.levels import Level, bot_words
from bot.bots.seat import seat_level
from bot.engine import Game, Outcome, State, name_seats
from bot.i18n import ENGLISH, Locale, ntr, tr
from bot.memory.log import Move, read_moves, resigned_at, timeouts_of, turns_played, waits_of
from bot.memory.text import duration, mention, number, ordinal, plain, plural

MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}

# What each game's score counts, singular and plural; Roll In One's depends on its mode.
SCORE_UNITS: dict[str, tuple[str, str]] = {
    "south-pole": ("flag", "flags"),
    "north-pole": ("pawn at the Pole", "pawns at the Pole"),
    "pole-to-pole": ("point", "points"),
}
ROLL_IN_ONE_UNITS: dict[str, tuple[str, str]] = {
    "solo_round": ("stroke", "strokes"),
    "solo_survival": ("hole", "holes"),
    "bumper": ("penalty token", "penalty tokens"),
    "campaign": ("green", "greens"),
}


class SeatLike(Protocol):
    """A seat as the store keeps it (``bot.store.Seat`` fits)."""

    @property
    def seat(self) -> int: ...
    @property
    def user_id(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def bot(self) -> bool: ...
    @property
    def level(self) -> str: ...


@dataclass(frozen=True)
class Placing:
    """What became of one seat."""

    seat: int
    user_id: int
    name: str
    person: bool  # a person sat here; bots added in the lobby have negative user ids
    bot_played: bool  # a bot played the seat when the game ended (a bot seat, or a person's after time-outs)
    team: int  # seats on one team share it; otherwise each seat is its own team
    place: int | None  # 1 is best, equal for a tie; None when nobody wins and the game ranks nobody
    score: float | None
    won: bool
    resigned_turn: int | None
    timeouts: int
    fate: str  # "won", "shared the win", "2nd", "resigned on turn 12", "did not win"
    level: Level = Level.NORMAL  # the level a bot played the seat at (a person's seat: normal)


@dataclass(frozen=True)
class Result:
    game_id: int
    game_key: str
    title: str
    placings: tuple[Placing, ...]  # best first; seats of one place in seat order
    text: str  # the engine's own sentence, names filled in (escaped)
    turns: int
    started_at: float
    ended_at: float
    score_unit: tuple[str, str] | None

    @property
    def winners(self) -> list[int]:
        return [p.seat for p in self.placings if p.won]

    @property
    def nobody_wins(self) -> bool:
        return not self.winners

    @property
    def seconds(self) -> float:
        return max(0.0, self.ended_at - self.started_at)

    @property
    def people(self) -> list[int]:
        """The user ids of every person who played, in seat order (each is mentioned once)."""
        return [p.user_id for p in sorted(self.placings, key=lambda p: p.seat) if p.person]


def score_unit(game_key: str, view: Mapping[str, Any]) -> tuple[str, str] | None:
    if game_key == "roll-in-one":
        return ROLL_IN_ONE_UNITS.get(str(view.get("mode")), ("point", "points"))
    return SCORE_UNITS.get(game_key)


def teams_of(view: Mapping[str, Any], players: int) -> list[int]:
    """Each seat's team, from the public view's seats where the game has teams, else its seat."""
    seats = view.get("seats")
    if isinstance(seats, list) and len(seats) == players and all(isinstance(s, dict) and "team" in s for s in seats):
        if view.get("teams") is False:  # North Pole lists a team per seat even without the team variant
            return list(range(players))
        return [int(s["team"]) for s in seats]
    return list(range(players))


def ranking_of(outcome: Outcome, players: int, resigned: Mapping[int, int]) -> list[list[int]]:
    """The outcome's ranking, or one made from its winners and scores. Empty when nobody wins
    and the game ranks nobody (Amundsen & Scott's frozen explorers)."""
    given = outcome.get("ranking")
    if given:
        ranked = [list(group) for group in given]
        missing = [s for s in range(players) if all(s not in g for g in ranked)]
        return ranked + ([missing] if missing else [])  # a seat the engine left out still gets a place
    winners = list(outcome.get("winners", []))
    if not winners:
        return []
    scores = outcome.get("scores")

    def key(seat: int) -> tuple[int, float]:
        return (1 if seat in resigned else 0, -(scores[seat] if scores and seat < len(scores) else 0.0))

    groups: list[list[int]] = [sorted(winners)]
    for seat in sorted((s for s in range(players) if s not in winners), key=lambda s: (key(s), s)):
        if len(groups) > 1 and key(groups[-1][0]) == key(seat):
            groups[-1].append(seat)
        else:
            groups.append([seat])
    return groups


def result_of(
    engine: Game,
    state: State,
    seats: Sequence[SeatLike],
    moves: Sequence[Move],
    *,
    game_id: int,
    started_at: float,
    ended_at: float,
) -> Result:
    """The result of a finished game; ValueError if the game in ``state`` hasn't ended."""
    outcome = engine.outcome(state)
    if outcome is None:
        raise ValueError("The game hasn't ended.")
    players = len(seats)
    view = engine.view(state, None)
    resigned = resigned_at(moves)
    timeouts = timeouts_of(moves)
    teams = teams_of(view, players)
    ranking = ranking_of(outcome, players, resigned)
    place = {seat: index + 1 for index, group in enumerate(ranking) for seat in group}
    winners = set(outcome.get("winners", []))
    scores = outcome.get("scores")
    placings = []
    for info in sorted(seats, key=lambda s: (place.get(s.seat, players + 1), s.seat)):
        seat = info.seat
        placings.append(
            Placing(
                seat=seat,
                user_id=info.user_id,
                name=info.name,
                person=info.user_id > 0,
                bot_played=bool(info.bot),
                team=teams[seat],
                place=place.get(seat),
                score=float(scores[seat]) if scores and seat < len(scores) else None,
                won=seat in winners,
                resigned_turn=resigned.get(seat),
                timeouts=timeouts.get(seat, 0),
                fate=_fate(seat, winners, teams, place.get(seat), resigned.get(seat)),
                level=seat_level(info),
            )
        )
    names = [plain(s.name) for s in sorted(seats, key=lambda s: s.seat)]
    return Result(
        game_id=game_id,
        game_key=engine.key,
        title=engine.title,
        placings=tuple(placings),
        text=name_seats(str(outcome.get("text", "")), names),
        turns=turns_played(moves),
        started_at=started_at,
        ended_at=ended_at,
        score_unit=score_unit(engine.key, view) if scores else None,
    )


def result_from_log(
    engine: Game, state: State, seats: Sequence[SeatLike], log: Sequence[Mapping[str, Any]], *, game_id: int
) -> Result:
    """The result of a finished game from its stored move log (the store's rows): it started at
    its first logged move and ended at its last."""
    moves = read_moves(log)
    times = [m.at for m in moves if m.at is not None]
    started, ended = (times[0], times[-1]) if times else (0.0, 0.0)
    return result_of(engine, state, seats, moves, game_id=game_id, started_at=started, ended_at=ended)


def _fate(seat: int, winners: set[int], teams: Sequence[int], place: int | None, resigned: int | None) -> str:
    if seat in winners:
        if len(winners) == 1:
            return "won"
        return "won as a team" if len({teams[w] for w in winners}) == 1 else "shared the win"
    if resigned is not None:
        return f"resigned on turn {resigned}"
    return ordinal(place) if place is not None else "did not win"


# --- the rows a result is stored as ----------------------------------------------------


@dataclass(frozen=True)
class ResultRow:
    """One seat of one finished game: a row of the proposed ``results`` table."""

    game_id: int
    guild_id: int | None
    game_key: str
    seat: int
    user_id: int
    person: bool
    team: int
    place: int | None
    score: float | None
    won: bool
    resigned: bool
    timeouts: int
    turns: int
    started_at: float
    ended_at: float
    waits: tuple[float, ...] = ()  # seconds the seat took to start each of its turns (its own moves)
    level: str = "normal"  # the level a bot seat played at ("normal" for a person's seat)


def result_rows(result: Result, moves: Sequence[Move], guild_id: int | None) -> list[ResultRow]:
    """The rows to write with a game's final move, one per seat, in seat order."""
    return [
        ResultRow(
            game_id=result.game_id,
            guild_id=guild_id,
            game_key=result.game_key,
            seat=p.seat,
            user_id=p.user_id,
            person=p.person,
            team=p.team,
            place=p.place,
            score=p.score,
            won=p.won,
            resigned=p.resigned_turn is not None,
            timeouts=p.timeouts,
            turns=result.turns,
            started_at=result.started_at,
            ended_at=result.ended_at,
            waits=tuple(round(w) for w in waits_of(moves, p.seat)) if p.person else (),
            level=p.level.value,
        )
        for p in sorted(result.placings, key=lambda p: p.seat)
    ]


# --- the public game-over message ------------------------------------------------------


def game_over_text(result: Result) -> str:
    """The game-over message: a head line, the engine's sentence, then one short line per seat
    (a person by mention, so their phone tells them; a bot by name). Fits one Discord message."""
    head = f"**Game over — {result.title}** · {plural(result.turns, 'turn')} · {duration(result.seconds)}"
    lines = [head]
    if result.text:
        lines.append(result.text)
    if result.nobody_wins and "nobody" not in result.text.lower():
        lines.append("Nobody wins.")
    lines += [placing_line(p, result.score_unit) for p in result.placings]
    return "\n".join(lines)


def placing_line(placing: Placing, unit: tuple[str, str] | None) -> str:
    marker = MEDALS.get(placing.place or 0, "•") if placing.place is not None else "•"
    who = mention(placing.user_id) if placing.person else f"{plain(placing.name)} ({bot_words(placing.level)})"
    parts = [placing.fate]
    if placing.score is not None and unit is not None:
        parts.append(_score_words(placing.score, unit))
    if placing.person and placing.bot_played:
        parts.append("a bot played for them at the end")
    elif placing.timeouts:
        parts.append(f"{plural(placing.timeouts, 'turn')} out of time")
    return f"{marker} {who} — " + " · ".join(parts)


def _score_words(score: float, unit: tuple[str, str]) -> str:
    one, many = unit
    return f"{number(score)} {one if score == 1 else many}"


def finished_line(rows: Sequence[ResultRow], user_id: int, title: str, locale: Locale = ENGLISH) -> str:
    """One ``mygames`` line for a game that ended: "South Pole — 2nd of 3 · 14 turns · ended
    <t:…:R>" (Discord shows the time in the reader's own zone). ``rows`` are the game's rows."""
    mine = next((r for r in rows if r.user_id == user_id), None)
    if mine is None or not rows:
        return title
    if mine.won:
        share = sum(r.won for r in rows) > 1 and len({r.team for r in rows if r.won}) > 1
        how = tr(locale, "shared the win") if share else tr(locale, "won")
    elif mine.resigned:
        how = tr(locale, "resigned")
    elif mine.place is None:
        how = tr(locale, "nobody won")
    elif locale.catalog is None:
        how = f"{ordinal(mine.place)} of {len({r.team for r in rows})}"
    else:
        how = tr(locale, "place {n} of {count}", n=mine.place, count=len({r.team for r in rows}))
    turns = ntr(locale, "{n} turn", "{n} turns", mine.turns)
    ended = tr(locale, "ended {when}", when=f"<t:{int(mine.ended_at)}:R>")
    return f"{title} — {how} · {turns} · {ended}"
