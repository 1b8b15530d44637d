"""What the commands and buttons of issue 23 ask of the store: a game's history and replay, a
member's stats and recent results, a server's leaderboard, and a rematch's new lobby.

``Recall`` holds the store and the engines and knows no Discord; the UI (``bot.ui.memory``) and
the cogs call it and post what it returns. Everything here reads, except ``rematch``, which
opens the new lobby with all its seats in one write (so a refused rematch leaves nothing), and
``discard``, which removes such a lobby again when its message could not be posted.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence

from bot.db import Conflict
from bot.engine import Game
from bot.i18n import ENGLISH, N_, Locale
from bot.memory.history import EventWords, History, history, nothing_to_show, plain_words, since_your_turn
from bot.memory.log import Move, read_moves
from bot.memory.ratings import Leaderboard
from bot.memory.records import member_results, read_board, recent_results
from bot.memory.rematch import RematchPlan, RematchRefused, rematch_plan
from bot.memory.replay import NO_SEED, Replay, ReplayError, replay_game, seed_of
from bot.memory.results import ResultRow
from bot.memory.stats import Stats, stats_of
from bot.store import GameRow, GameStatus, Store
from bot.store.rows import load_game, to_json
from renderers import Renderer

WEEK = 7 * 86400
# Refusals are message ids: the UI says them in the presser's language.
GONE = N_("That game no longer exists.")
ALREADY_OPEN = N_("A new game is already open there: join its lobby, or finish or cancel it first.")
NO_CHANNEL = N_("That game has no channel to open a rematch in.")


class Recall:
    def __init__(self, store: Store, games: Mapping[str, Game], renderer: Callable[[str], Renderer]) -> None:
        self.store = store
        self.games = games
        self.renderer = renderer  # a game key's public picture (the bot's presenters draw them)

    # --- one game's past -----------------------------------------------------------------

    @staticmethod
    def refusal(game: GameRow) -> str | None:
        """The sentence for a game with no history or replay (a lobby, cancelled, damaged)."""
        return nothing_to_show(str(game.status))

    async def moves(self, game: GameRow) -> list[Move]:
        return read_moves(await self.store.games.moves(game.id))

    async def history(
        self, game: GameRow, user_id: int, words: EventWords = plain_words, locale: Locale = ENGLISH
    ) -> History:
        """The pages of ``game`` that ``user_id`` may read (their seat's own events too), in ``locale``."""
        return history(await self.moves(game), game.seat_of(user_id), game.names, words=words, locale=locale)

    async def since(
        self, game: GameRow, seat: int, words: EventWords = plain_words, locale: Locale = ENGLISH
    ) -> str | None:
        """What others did since the seat's last move ("Since your last turn" …), if anything."""
        return since_your_turn(await self.moves(game), seat, game.names, words=words, locale=locale)

    async def replay_moves(self, game: GameRow) -> list[Move]:
        """The move log a replay is rebuilt from (checked here: a ReplayError says why there is none)."""
        moves = await self.moves(game)
        if seed_of(moves) is None:
            raise ReplayError(NO_SEED)
        return moves

    def build_replay(self, game: GameRow, moves: Sequence[Move]) -> Replay:
        """The animated picture: slow, CPU-bound; run it on a worker thread, never the event loop.
        Its frames speak the game's language (the view's ``language``, as its turn messages)."""
        render = self.renderer(game.game_key)
        return replay_game(
            self.games[game.game_key],
            lambda view: render({**view, "language": game.language}),
            players=len(game.seats),
            options=game.options,
            seed=seed_of(moves),
            moves=moves,
            names=game.names,
            expected=game.state,
        )

    # --- members and servers ---------------------------------------------------------------

    async def stats(self, user_id: int, guild_id: int | None) -> Stats:
        async with self.store.db.read() as tx:
            return stats_of(await member_results(tx, user_id, guild_id), user_id)

    async def leaderboard(self, guild_id: int, game_key: str | None) -> Leaderboard:
        async with self.store.db.read() as tx:
            return await read_board(tx, guild_id, game_key)

    async def ended_lately(self, user_id: int, now: float | None = None) -> dict[int, list[ResultRow]]:
        """The games the member finished in the last week, newest first, each with its whole field."""
        since = (time.time() if now is None else now) - WEEK
        async with self.store.db.read() as tx:
            return await recent_results(tx, user_id, since)

    # --- rematch -------------------------------------------------------------------------

    async def rematch(self, game_id: int, presser: int, *, moderator: bool) -> tuple[GameRow, RematchPlan]:
        """A new lobby where ``game_id`` was played, everyone seated as before; RematchRefused
        with a sentence for an outsider, a game not over, or a place that already has a game."""
        old = await self.store.games.get(game_id)
        if old is None:
            raise RematchRefused(GONE)
        plan = rematch_plan(old, presser, moderator=moderator)
        if plan.channel_id is None:
            raise RematchRefused(NO_CHANNEL)
        # The same bots at the same levels; people first, as the plan seats them.
        bots = [(s.user_id, s.name, s.level) for s in sorted(old.seats, key=lambda s: s.seat) if s.user_id < 0]
        now = time.time()
        try:
            async with self.store.db.write() as tx:
                row = await tx.fetchone(
                    "INSERT INTO games (guild_id, channel_id, lobby_channel_id, game_key, options, host_id,"
                    " status, clock, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                    (
                        plan.guild_id,
                        plan.channel_id,
                        plan.channel_id,  # the lobby is posted where the game was played
                        plan.game_key,
                        to_json(dict(plan.options)),
                        plan.host[0],
                        GameStatus.LOBBY,
                        plan.clock,
                        now,
                        now,
                    ),
                )
                assert row is not None
                new_id = int(row[0])
                people = [(u, n, 0, "normal") for u, n in (plan.host, *plan.people)]
                seated = people + [(u, n, 1, level) for u, n, level in bots]
                for seat, (user, name, bot, level) in enumerate(seated):
                    await tx.execute(
                        "INSERT INTO seats (game_id, seat, user_id, name, bot, level) VALUES (?, ?, ?, ?, ?, ?)",
                        (new_id, seat, user, name, bot, level),
                    )
                game = await load_game(tx, new_id)
        except Conflict:
            raise RematchRefused(ALREADY_OPEN) from None
        assert game is not None
        return game, plan

    async def set_lobby_message(self, game_id: int, message_id: int) -> None:
        await self.store.games.set_lobby_message(game_id, message_id)

    async def discard(self, game_id: int) -> None:
        """Remove a rematch lobby whose message could not be posted: nothing half-made stays."""
        async with self.store.db.write() as tx:
            await tx.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
            await tx.execute("DELETE FROM games WHERE id = ? AND status = ?", (game_id, GameStatus.LOBBY))
