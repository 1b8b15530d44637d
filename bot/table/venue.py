"""What the lobby, play and upkeep share: the store, the engines, the publisher, the clock, one
lock per game, the background-work lease, and the one way a turn is shown."""

from __future__ import annotations

import asyncio
import logging
import os
import socket
import time
import uuid
import weakref
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from bot import metrics
from bot.bots.seat import Decide
from bot.bots.seat import decide as decide_at_level
from bot.engine import Action, Event, Game, new_seed
from bot.i18n import Msg, first_ours, msg, tr
from bot.store import GameRow, Store, Unavailable
from bot.table import words
from bot.table.turn import Aftermath, Cause, Publisher, Refusal, Turn, Unposted

log = logging.getLogger(__name__)
RETRY_BASE = 15.0  # seconds before the first retry of a failed post; doubles per failure
RETRY_CAP = 3600.0
LEASE_SECONDS = 60.0  # how long one process may hold a game's background work before another may take it
POSTING_GRACE = 20.0  # shards: a state saved this recently is still being posted by the process that saved it
CLICK_WAIT = 2.0  # how long a click waits for its turn message before it is answered anyway


def process_owner() -> str:
    """This process's name on the leases it holds: unique even after a restart with the same pid."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


@dataclass
class Venue:
    store: Store
    games: Mapping[str, Game]
    publisher: Publisher | None = None
    seeds: Callable[[], int] = new_seed  # tests pass a fixed source to replay a known game
    now: Callable[[], float] = time.time  # tests pass a clock they move by hand
    decide: Decide = decide_at_level  # a bot seat's move at its level (hard ones in the worker pool)
    bots_follow: bool = True  # bots move right after the move that hands them the turn (the demo steps them itself)
    owner: str = field(default_factory=process_owner)
    lease_seconds: float = LEASE_SECONDS
    posting_grace: float = 0.0  # one process: its own lock already keeps recovery off a post in flight
    follow: Callable[[int], Awaitable[int]] | None = None  # bots' turns after a move (set by the upkeep)
    click_wait: float = CLICK_WAIT
    bot_budget: float | None = None  # seconds a hard bot's decision may take (None: the level's own)
    _locks: weakref.WeakValueDictionary[int, asyncio.Lock] = field(default_factory=weakref.WeakValueDictionary)
    # Posting has its own lock per game: turn messages go out in order, and never under the game's lock.
    _posting: weakref.WeakValueDictionary[int, asyncio.Lock] = field(default_factory=weakref.WeakValueDictionary)
    _newest: dict[int, int] = field(default_factory=dict)  # game → newest version this process saved
    _on_screen: dict[int, int] = field(default_factory=dict)  # game → the turn message this process posted last
    problems: dict[int, Unposted] = field(default_factory=dict)  # game → what stops its turn messages now
    _background: set[asyncio.Task[Turn]] = field(default_factory=set)

    def lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    def posting(self, game_id: int) -> asyncio.Lock:
        lock = self._posting.get(game_id)
        if lock is None:
            lock = self._posting[game_id] = asyncio.Lock()
        return lock

    def problem(self, game_id: int) -> str | Msg | None:
        """What keeps this game's newest turn off screen, in words (None: nothing known)."""
        known = self.problems.get(game_id)
        return known.problem if known is not None else None

    def saved(self, game_id: int, version: int) -> None:
        """A state was saved (under the game's lock): a post of an older one still waiting yields to it."""
        if version > self._newest.get(game_id, 0):
            self._newest[game_id] = version

    def engine(self, game: GameRow) -> Game:
        return self.games[game.game_key]

    async def load(self, game_id: int) -> GameRow:
        game = await self.store.games.get(game_id)
        if game is None:
            raise Refusal(msg("That game no longer exists."))
        return game

    @asynccontextmanager
    async def leased(self, game_id: int) -> AsyncIterator[bool]:
        """Hold the game's background-work lease for the block; False (and nothing to do) when
        another process holds it. Leases run on real time, whatever clock the turns use."""
        won = await self.store.leases.claim(game_id, self.owner, time.time(), self.lease_seconds)
        try:
            yield won
        finally:
            if won:
                await self.store.leases.release(game_id, self.owner)

    async def deadline(self, game: GameRow, waiting: list[int]) -> float | None:
        """When the turn of ``waiting`` ends: the clock from now, or from the end of an away spell."""
        people = [game.seats[s].user_id for s in waiting if s < len(game.seats) and not game.seats[s].bot]
        if game.clock <= 0 or not people:
            return None
        start = max(self.now(), await self.store.settings.away_until(people))
        return start + game.clock

    def turn(
        self,
        game: GameRow,
        events: list[Event],
        *,
        new_message: bool,
        seat: int | None = None,
        action: Action | None = None,
        moved: list[Event] | None = None,
    ) -> Turn:
        """The game as it stands, with what the publisher needs, asked of the engine once."""
        assert game.state is not None
        engine = self.engine(game)
        outcome = engine.outcome(game.state)
        waiting = [] if outcome is not None else engine.to_act(game.state)
        sole = waiting[0] if len(waiting) == 1 else None
        people_decide = sole is not None and not game.seats[sole].bot  # a bot's choices are never shown
        legal = engine.legal_actions(game.state, sole) if people_decide and sole is not None else []
        view = self.public(game)
        seat_view = engine.view(game.state, seat) if seat is not None and action is not None else None
        return Turn(
            game, events, new_message, waiting, legal, view, outcome, seat, action, seat_view, moved or []
        )

    def public(self, game: GameRow) -> dict[str, Any]:
        """The game's public view as it stands, with the players' names."""
        assert game.state is not None
        return {**self.engine(game).view(game.state, None), "names": game.names}

    def bots_to_act(self, game: GameRow) -> bool:
        if game.state is None:
            return False
        engine = self.engine(game)
        if engine.outcome(game.state) is not None:
            return False
        return any(game.seats[s].bot for s in engine.to_act(game.state) if s < len(game.seats))

    async def show(self, turn: Turn) -> tuple[Turn, Aftermath]:
        """Post or edit the turn message and record it. Runs after the game's lock is released, one
        post at a time per game; a post still waiting when a newer state was saved leaves the
        screen to the newer one's post (which shows this move's events too). What can wait (old
        controls off, DM notices, a warning to the host) comes back as aftermath."""
        if self.publisher is None:
            return turn, []
        game, publisher = turn.game, self.publisher
        async with self.posting(game.id):
            if self._newest.get(game.id, 0) > game.version:
                return replace(turn, posted=False), []
            previous = self._on_screen.get(game.id, game.turn_message_id)
            try:
                message_id = await publisher.publish(turn)
            except Unposted as problem:
                metrics.publish_failed()
                turn, after = await self._unposted(turn, problem)
                message_id = problem.shown_as
            except Exception:
                # The move is saved; the retry loop, a `board` command or a restart posts it.
                metrics.publish_failed()
                log.exception("could not publish game %s version %s", game.id, game.version)
                return await self._unposted(turn, Unposted(Cause.SLOW, words.DISCORD_FAILING))
            else:
                try:
                    await self.store.games.published(
                        game.id, game.version, message_id, new_turn=turn.new_message, since=turn.since
                    )
                except Unavailable as outage:  # on screen, so said so; the upkeep posts it again later
                    log.warning("game %s version %s posted but not recorded: %s", game.id, game.version, outage)
                self.problems.pop(game.id, None)
                after = []
            if message_id is not None and turn.new_message:
                self._on_screen[game.id] = message_id
        if turn.posted and turn.new_message and message_id is not None:
            if previous and previous != message_id:
                after.append(lambda: publisher.retire(game, previous, turn.ended))
            after.append(lambda: publisher.notify(game, message_id))
        return turn, after

    async def _unposted(self, turn: Turn, problem: Unposted) -> tuple[Turn, Aftermath]:
        """The post was refused: record the copy shown through the click, or back off; close a
        game whose channel is gone; warn the host once per cause."""
        game, publisher = turn.game, self.publisher
        assert publisher is not None
        log.warning("game %s version %s not posted: %s", game.id, game.version, problem)
        try:
            if problem.shown_as is not None:  # the game goes on from the copy shown through the click
                await self.store.games.published(
                    game.id, game.version, problem.shown_as, new_turn=turn.new_message, since=turn.since
                )
            elif problem.cause == Cause.GONE:
                await self.close_gone(game)
                return replace(turn, posted=False, problem=problem), []
            else:
                delay = min(RETRY_CAP, RETRY_BASE * 2 ** min(game.publish_failures, 10))
                await self.store.games.publish_failed(game.id, time.time() + delay)
        except Unavailable as outage:  # the move is saved all the same: the upkeep tries again later
            log.warning("game %s version %s: not recorded either: %s", game.id, game.version, outage)
        known = self.problems.get(game.id)
        self.problems[game.id] = problem
        after: Aftermath = []
        if problem.cause in (Cause.PERMISSION, Cause.ARCHIVED) and (known is None or known.cause != problem.cause):
            after.append(lambda: publisher.warn(game, problem))
        return replace(turn, posted=problem.shown_as is not None, problem=problem), after

    async def close_gone(self, game: GameRow) -> bool:
        """The game's channel or thread was deleted: close the game (no more posts or clocks) and
        tell its players by DM where they asked for DMs. False when it was no longer live."""
        if not await self.store.games.cancel(game.id):
            return False
        self.problems.pop(game.id, None)
        log.info("game %s closed: its channel %s is gone", game.id, game.channel_id)
        publisher = self.publisher
        if publisher is not None:
            loc = first_ours(game.language)  # the game's own language, as its messages spoke
            if game.game_key in self.games:
                title = tr(loc, self.engine(game).title)
                text = tr(loc, "Your {title} game was closed: its channel or thread was deleted.", title=title)
            else:
                text = tr(loc, "Your game was closed: its channel or thread was deleted.")
            await run_after([lambda: publisher.closed(game, text)])
        return True

    async def show_soon(self, turn: Turn) -> Turn:
        """``show`` and its aftermath, waiting at most ``click_wait`` for Discord: a click is
        answered at once even while its post waits out a rate limit, which then finishes alone."""
        task = asyncio.ensure_future(self._show_and_follow(turn))
        done, _pending = await asyncio.wait({task}, timeout=self.click_wait)
        if task in done:
            return task.result()
        self._background.add(task)
        task.add_done_callback(self._finished)
        return replace(turn, posted=False, problem=Unposted(Cause.SLOW, words.DISCORD_SLOW))

    def _finished(self, task: asyncio.Task[Turn]) -> None:
        """A post left to finish alone: nobody awaits it, so a failure is logged here."""
        self._background.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("posting in the background failed", exc_info=task.exception())

    async def _show_and_follow(self, turn: Turn) -> Turn:
        shown, after = await self.show(turn)
        await run_after(after)
        return shown


async def run_after(after: Aftermath) -> None:
    """Slow follow-ups (old controls off, DM notices, bots' turns), outside the game's lock; a
    failure is logged."""
    for step in after:
        try:
            await step()
        except Exception:
            log.warning("a follow-up after publishing failed", exc_info=True)
