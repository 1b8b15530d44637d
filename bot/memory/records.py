"""The ``results`` and ``ratings`` tables' queries, and the write that ends a game.

One row per seat of each finished game, written in the same transaction as the game's final
move (``write_results`` takes that transaction), so a finished game counts once: the key
``(game_id, seat)`` refuses a second copy, which rolls the duplicate move back with it.
Reads are one indexed range each: a server's rows for the leaderboard (``guild_id, game_key,
ended_at``) and a member's rows for stats and ``mygames`` (``user_id, ended_at``).

``ratings`` holds each server's standings per board (a game, or '' for all games together),
updated by ``update_ratings`` in that same transaction, so a leaderboard is one read however
many games were played (recounting 10,000 games through the model takes over a second).

The tables are created by the schema's migrations (``bot/db/schema.py``, both dialects), and
``python -m bot copy-db`` copies them with the games.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from bot.db import Row, Transaction
from bot.engine import Game, State
from bot.memory.log import read_moves
from bot.memory.ratings import Identity, Leaderboard, Standing, board, identity, rate_game
from bot.memory.results import Result, ResultRow, SeatLike, result_from_log, result_rows
from bot.store.games import move_log

RATINGS_LOCK = 0x1CEC  # with the server's id: the advisory lock that serialises its rating updates

COLUMNS = (
    "game_id, seat, guild_id, game_key, user_id, person, team, place, score, won, resigned, timeouts,"
    " turns, started_at, ended_at, waits, level"
)


async def record_result(
    tx: Transaction, engine: Game, state: State, *, game_id: int, guild_id: int | None, seats: Sequence[SeatLike]
) -> Result:
    """A game just ended in ``tx`` (its final move is logged there): write its result rows and
    rate it, in that same transaction. A second copy of the rows is refused (``Conflict``)."""
    log = await move_log(tx, game_id)
    result = result_from_log(engine, state, seats, log, game_id=game_id)
    rows = result_rows(result, read_moves(log), guild_id)
    await write_results(tx, rows)
    await update_ratings(tx, rows)
    return result


async def write_results(tx: Transaction, rows: Sequence[ResultRow]) -> None:
    """Insert a finished game's rows, inside the transaction that records its final move."""
    marks = ", ".join("?" * 17)
    for r in rows:
        await tx.execute(
            f"INSERT INTO results ({COLUMNS}) VALUES ({marks})",
            (
                r.game_id,
                r.seat,
                r.guild_id,
                r.game_key,
                r.user_id,
                int(r.person),
                r.team,
                r.place,
                r.score,
                int(r.won),
                int(r.resigned),
                r.timeouts,
                r.turns,
                r.started_at,
                r.ended_at,
                json.dumps(list(r.waits), separators=(",", ":")),
                r.level,
            ),
        )


async def game_results(tx: Transaction, game_id: int) -> list[ResultRow]:
    """One game's rows in seat order (its game-over message, a rematch's seats)."""
    return _rows(await tx.fetchall(f"SELECT {COLUMNS} FROM results WHERE game_id = ? ORDER BY seat", (game_id,)))


async def board_results(tx: Transaction, guild_id: int, game_key: str | None = None) -> list[ResultRow]:
    """Every row of a server's finished games (of one game, if given), in the order they ended:
    a whole game's rows, bots' included, since a rating needs the whole field."""
    where, params = (
        ("guild_id = ?", [guild_id]) if game_key is None else ("guild_id = ? AND game_key = ?", [guild_id, game_key])
    )
    return _rows(
        await tx.fetchall(f"SELECT {COLUMNS} FROM results WHERE {where} ORDER BY ended_at, game_id, seat", params)
    )


async def member_results(
    tx: Transaction, user_id: int, guild_id: int | None = None, since: float = 0.0
) -> list[ResultRow]:
    """A member's own rows (in one server, if given; ended at or after ``since``), oldest first."""
    sql = f"SELECT {COLUMNS} FROM results WHERE user_id = ? AND ended_at >= ?"
    params: list[object] = [user_id, since]
    if guild_id is not None:
        sql += " AND guild_id = ?"
        params.append(guild_id)
    return _rows(await tx.fetchall(sql + " ORDER BY ended_at, game_id", params))


async def recent_results(tx: Transaction, user_id: int, since: float) -> dict[int, list[ResultRow]]:
    """Every row of the games a member finished since ``since``, newest game first, keyed by game:
    ``mygames``'s finished part (a place reads "2nd of 3", so the whole field is needed)."""
    rows = _rows(
        await tx.fetchall(
            f"SELECT {COLUMNS} FROM results WHERE game_id IN"
            " (SELECT game_id FROM results WHERE user_id = ? AND ended_at >= ?)"
            " ORDER BY ended_at DESC, game_id DESC, seat",
            (user_id, since),
        )
    )
    games: dict[int, list[ResultRow]] = {}
    for row in rows:
        games.setdefault(row.game_id, []).append(row)
    return games


def _rows(rows: Sequence[Row]) -> list[ResultRow]:
    """Typed rows; columns unpacked by position in ``COLUMNS``'s order (by name was most of the
    cost of a member's stats: hundreds of rows of seventeen columns)."""
    typed = []
    for row in rows:
        game, seat, guild, key, user, person, team, place, score, won, resigned, timeouts, turns, start, end = [
            row[i] for i in range(15)
        ]
        waits, level = row[15], row[16]
        typed.append(
            ResultRow(
                game_id=int(game),
                guild_id=None if guild is None else int(guild),
                game_key=str(key),
                seat=int(seat),
                user_id=int(user),
                person=bool(person),
                team=int(team),
                place=None if place is None else int(place),
                score=None if score is None else float(score),
                won=bool(won),
                resigned=bool(resigned),
                timeouts=int(timeouts),
                turns=int(turns),
                started_at=float(start),
                ended_at=float(end),
                waits=tuple(json.loads(waits)) if waits != "[]" else (),
                level=str(level),
            )
        )
    return typed


# --- ratings ----------------------------------------------------------------------------


async def update_ratings(tx: Transaction, rows: Sequence[ResultRow]) -> None:
    """Rate a finished game on its server's boards (its game's and all games'), in the
    transaction of its final move. A game outside a server (a DM) is on no board."""
    if not rows or rows[0].guild_id is None:
        return
    guild = rows[0].guild_id
    if tx.dialect == "postgresql":  # two games of one server ending at once rate one after the other
        await tx.fetchone("SELECT pg_advisory_xact_lock(?, ?)", (RATINGS_LOCK, guild % 2**31))
    for name in (rows[0].game_key, ""):
        known = await _standings(tx, guild, name, [identity(r) for r in rows])
        for who, s in rate_game(known, rows).items():
            await tx.execute(
                "INSERT INTO ratings (guild_id, board, user_id, bot_game, mu, sigma, games, wins)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, board, user_id, bot_game) DO UPDATE SET"
                " mu = excluded.mu, sigma = excluded.sigma, games = excluded.games, wins = excluded.wins",
                (guild, name, who[0] or 0, who[1] or "", s.mu, s.sigma, s.games, s.wins),
            )


async def read_board(tx: Transaction, guild_id: int, game_key: str | None = None) -> Leaderboard:
    """A server's leaderboard for one game, or over all games: one indexed read."""
    rows = await tx.fetchall(
        "SELECT user_id, bot_game, mu, sigma, games, wins FROM ratings WHERE guild_id = ? AND board = ?",
        (guild_id, game_key or ""),
    )
    return board(_standing(r) for r in rows)


async def _standings(tx: Transaction, guild: int, name: str, who: Sequence[Identity]) -> dict[Identity, Standing]:
    people = sorted({user for user, _ in who if user is not None})
    bots = sorted({game for user, game in who if user is None and game is not None})
    found: dict[Identity, Standing] = {}
    for user_ids, bot_games in ((people, [""]), ([0], bots)):
        if not user_ids or not bot_games:
            continue
        rows = await tx.fetchall(
            "SELECT user_id, bot_game, mu, sigma, games, wins FROM ratings WHERE guild_id = ? AND board = ?"
            f" AND user_id IN ({', '.join('?' * len(user_ids))}) AND bot_game IN ({', '.join('?' * len(bot_games))})",
            (guild, name, *user_ids, *bot_games),
        )
        for row in rows:
            standing = _standing(row)
            found[(standing.user_id, standing.game_key)] = standing
    return found


def _standing(row: Row) -> Standing:
    person = not row["bot_game"]
    return Standing(
        user_id=int(row["user_id"]) if person else None,
        game_key=None if person else str(row["bot_game"]),
        mu=float(row["mu"]),
        sigma=float(row["sigma"]),
        games=int(row["games"]),
        wins=int(row["wins"]),
    )
