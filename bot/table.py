"""The one write path for games: lock → load → check → apply → save → render → publish.

Nothing else changes a game's state. Every check that can refuse a click happens here,
under the game's lock and against the freshly loaded state, so stale buttons, double
clicks and clicks from the wrong person change nothing and get one clear sentence.
The table knows no discord: publishing goes through the ``Publisher`` it is given.
"""

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
from typing import Any, Protocol

from bot import metrics
from bot.bots import Policy, bot_rng, policy_for
from bot.engine import Action, BadOption, Event, Game, IllegalAction, event, new_seed, resolve_options, who
from bot.names import fill
from bot.store import CANCELLED, DAMAGED, LOBBY, OVER, RUNNING, GameRow, LobbyError, Store

log = logging.getLogger(__name__)
TAKEOVER_AFTER = 3  # turns in a row out of time before a bot keeps the seat
RETRY_BASE = 15.0  # seconds before the first retry of a failed post; doubles per failure
RETRY_CAP = 3600.0
LEASE_SECONDS = 60.0  # how long one process may hold a game's background work before another may take it
POSTING_GRACE = 20.0  # shards: a state saved this recently is still being posted by the process that saved it
DAMAGED_NOTICE = (
    "This game's saved record was damaged and couldn't be repaired, so the game was closed. Sorry! "
    "Start a new one whenever you like."
)


class Refusal(Exception):
    """Why a request changed nothing, as a sentence for the person who made it."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class Publisher(Protocol):
    async def publish(
        self, game: GameRow, events: list[Event], *, new_turn: bool, via: object | None = None
    ) -> int | None:
        """Show the game's current state: a new turn message (``new_turn``: it mentions whoever
        acts) or an edit of the current one with this turn's ``events`` so far; its id.
        ``via`` is what the click came through, so an edit can be the interaction's own."""
        ...

    async def retire(self, game: GameRow, message_id: int) -> None:
        """Take the controls off an earlier turn message."""
        ...

    async def notify(self, game: GameRow, message_id: int) -> None:
        """Turn notices by DM for those who asked."""
        ...

    async def notice(self, game: GameRow, text: str) -> None:
        """A plain message in the game's channel (a game closed as damaged)."""
        ...

    async def remind(self, game: GameRow, seats: list[int], last_call: bool) -> None:
        """Ping ``seats`` that their turn's clock is running out (and DM those who asked)."""
        ...


class OfflinePublisher:
    """The ``Publisher`` calls that only talk to Discord, as no-ops: a base for publishers with
    no Discord behind them (the demo, the bench, tests), which write only their ``publish``."""

    async def retire(self, game: GameRow, message_id: int) -> None:
        return None

    async def notify(self, game: GameRow, message_id: int) -> None:
        return None

    async def notice(self, game: GameRow, text: str) -> None:
        return None

    async def remind(self, game: GameRow, seats: list[int], last_call: bool) -> None:
        return None


Aftermath = list[Callable[[], Awaitable[object]]]  # slow I/O that needs no lock: run after release


@dataclass
class Applied:
    game: GameRow
    seat: int
    action: Action
    events: list[Event]


@dataclass
class FollowUp:
    """No move yet: the decision needs another step, shown to the clicker only."""

    game: GameRow
    seat: int
    next_step: Any


Resolver = Callable[[GameRow, int, list[Action]], Action | Any]


def process_owner() -> str:
    """This process's name on the leases it holds: unique even after a restart with the same pid."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


@dataclass
class Table:
    store: Store
    games: Mapping[str, Game]
    publisher: Publisher | None = None
    seeds: Callable[[], int] = new_seed  # tests pass a fixed source to replay a known game
    now: Callable[[], float] = time.time  # tests pass a clock they move by hand
    policies: Callable[[str], Policy] = policy_for
    bots_follow: bool = True  # bots move right after the move that hands them the turn (the demo steps them itself)
    owner: str = field(default_factory=process_owner)
    lease_seconds: float = LEASE_SECONDS
    posting_grace: float = 0.0  # one process: its own lock already keeps recovery off a post in flight
    _locks: weakref.WeakValueDictionary[int, asyncio.Lock] = field(default_factory=weakref.WeakValueDictionary)

    def lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    def engine(self, game: GameRow) -> Game:
        return self.games[game.game_key]

    @asynccontextmanager
    async def leased(self, game_id: int) -> AsyncIterator[bool]:
        """Hold the game's background-work lease for the block; False (and nothing to do) when
        another process holds it. Leases run on real time, whatever clock the turns use."""
        won = await self.store.claim(game_id, self.owner, time.time(), self.lease_seconds)
        try:
            yield won
        finally:
            if won:
                await self.store.release(game_id, self.owner)

    # --- lobby -------------------------------------------------------------------------

    async def open_lobby(
        self,
        *,
        game_key: str,
        options: Mapping[str, object],
        guild_id: int | None,
        channel_id: int,
        in_thread: bool,
        host_id: int,
        host_name: str,
    ) -> GameRow:
        """A new lobby posted in ``channel_id``; with ``in_thread`` the game gets its own thread."""
        engine = self.games[game_key]
        try:
            resolved = _resolve_options(engine, options)
        except BadOption as problem:
            raise Refusal(problem.reason) from None
        try:
            return await self.store.create_lobby(
                guild_id=guild_id,
                channel_id=None if in_thread else channel_id,
                lobby_channel_id=channel_id,
                game_key=game_key,
                options=resolved,
                host_id=host_id,
                host_name=host_name,
            )
        except LobbyError as problem:
            blocking = await self.store.live_game_in(channel_id)
            if blocking is None:
                raise Refusal(str(problem)) from None
            title = self.games[blocking.game_key].title if blocking.game_key in self.games else "game"
            raise Refusal(
                f"There is already a {title} game in this channel ({where(blocking)}). "
                "Finish or cancel it first, or start yours in a thread."
            ) from None

    async def play_in(self, game_id: int, channel_id: int) -> None:
        """The lobby's thread exists (or couldn't be made): the game is played in ``channel_id``."""
        try:
            await self.store.move_to_channel(game_id, channel_id)
        except LobbyError as problem:
            await self.store.cancel(game_id)
            raise Refusal(str(problem)) from None

    async def set_lobby_message(self, game_id: int, message_id: int) -> None:
        await self.store.set_lobby_message(game_id, message_id)

    async def snapshot(self, game_id: int) -> GameRow:
        """A read-only copy of the game as stored now."""
        return await self._load(game_id)

    async def game_in(self, channel_id: int) -> GameRow | None:
        """The live game of a channel or thread, else its latest finished one."""
        return await self.store.live_game_in(channel_id) or await self.store.latest_game_in(channel_id)

    async def games_for(self, channel_id: int) -> list[GameRow]:
        """The games a command typed in this channel may mean: the live one played here, else the
        live ones started here whose play moved to their own thread, else the latest one played here."""
        live = await self.store.live_game_in(channel_id)
        if live is not None:
            return [live]
        started_here = await self.store.live_games_from(channel_id)
        if started_here:
            return started_here
        latest = await self.store.latest_game_in(channel_id)
        return [latest] if latest is not None else []

    async def join(self, game_id: int, user_id: int, name: str) -> GameRow:
        async with self.lock(game_id):
            game = await self._lobby(game_id)
            _low, high = self.engine(game).player_range(game.options)
            try:
                await self.store.join(game_id, user_id, name, high)
            except LobbyError as problem:
                raise Refusal(str(problem)) from None
            return await self._load(game_id)

    async def leave(self, game_id: int, user_id: int) -> GameRow:
        async with self.lock(game_id):
            await self._lobby(game_id)
            try:
                await self.store.leave(game_id, user_id)
            except LobbyError as problem:
                raise Refusal(str(problem)) from None
            return await self._load(game_id)

    async def set_clock(self, game_id: int, user_id: int, seconds: int) -> GameRow:
        async with self.lock(game_id):
            game = await self._lobby(game_id)
            if user_id != game.host_id:
                raise Refusal("Only the host can set the turn clock.")
            await self.store.set_clock(game_id, seconds)
            return await self._load(game_id)

    async def add_bot(self, game_id: int, user_id: int) -> GameRow:
        """The host seats a bot, so a game can be played alone or short of players."""
        async with self.lock(game_id):
            game = await self._lobby(game_id)
            if user_id != game.host_id:
                raise Refusal("Only the host can add a bot.")
            _low, high = self.engine(game).player_range(game.options)
            number = sum(1 for s in game.seats if s.bot) + 1
            bot_id = -1 - max((-s.user_id for s in game.seats if s.user_id < 0), default=0)  # no Discord user has one
            try:
                await self.store.add_bot_seat(game_id, f"Bot {number}", bot_id, high)
            except LobbyError as problem:
                raise Refusal(str(problem)) from None
            return await self._load(game_id)

    async def start(self, game_id: int, user_id: int) -> GameRow:
        async with self.lock(game_id):
            game = await self._lobby(game_id)
            if user_id != game.host_id:
                raise Refusal("Only the host can start the game.")
            engine = self.engine(game)
            low, high = engine.player_range(game.options)
            if not low <= len(game.seats) <= high:
                need = f"{low}" if low == high else f"{low}–{high}"
                raise Refusal(f"{engine.title} needs {need} players; {len(game.seats)} joined.")
            try:
                state = await asyncio.to_thread(engine.setup, len(game.seats), game.options, self.seeds())
            except BadOption as problem:
                raise Refusal(problem.reason) from None
            deadline = await self._deadline(game, engine.to_act(state))
            if not await self.store.start(game_id, state, [], deadline):
                raise Refusal("This lobby is closed.")
            game = await self._load(game_id)
            after = await self._publish(game, [], new_turn=True)
            if self.bots_follow and self._bots_to_act(game, state):
                after.append(lambda: self.play_bots(game_id))
        await _run_after(after)
        return game

    async def cancel(self, game_id: int, user_id: int, *, moderator: bool) -> GameRow:
        async with self.lock(game_id):
            game = await self._load(game_id)
            if game.status not in (LOBBY, RUNNING):
                raise Refusal(_closed(game))
            if user_id != game.host_id and not moderator:
                raise Refusal("Only the host or a moderator can cancel the game.")
            await self.store.cancel(game_id)
            game_now = await self._load(game_id)
        shown = game.turn_message_id
        if self.publisher is not None and shown:
            await _run_after([lambda: self._retire(game, shown)])
        return game_now

    # --- play --------------------------------------------------------------------------

    async def act(
        self, game_id: int, user_id: int, version: int, resolve: Resolver, *, via: object | None = None
    ) -> Applied | FollowUp:
        """Apply the action ``resolve`` picks from the clicker's legal actions, at ``version``."""
        async with self.lock(game_id):
            game = await self._load(game_id)
            if game.status != RUNNING or game.state is None:
                raise Refusal(_closed(game))
            seat = game.seat_of(user_id)
            if seat is None:
                raise Refusal("You're not playing in this game.")
            if version != game.version:
                raise Refusal(_stale(game))
            engine = self.engine(game)
            waiting = engine.to_act(game.state)
            if seat not in waiting:
                raise Refusal(_waiting_for(game, waiting))
            legal = engine.legal_actions(game.state, seat)
            try:
                choice = resolve(game, seat, legal)
            except IllegalAction as problem:
                raise Refusal(problem.reason) from None
            if not isinstance(choice, dict):
                return FollowUp(game, seat, choice)
            try:
                state, events = engine.apply(game.state, seat, choice)
            except IllegalAction as problem:
                raise Refusal(problem.reason) from None
            applied, after = await self._commit(game, seat, "action", choice, state, events, via)
        await _run_after(after)
        return applied

    async def resign(self, game_id: int, user_id: int) -> Applied:
        async with self.lock(game_id):
            game = await self._load(game_id)
            if game.status != RUNNING or game.state is None:
                raise Refusal(_closed(game))
            seat = game.seat_of(user_id)
            if seat is None:
                raise Refusal("You're not playing in this game.")
            try:
                state, events = self.engine(game).resign(game.state, seat)
            except IllegalAction as error:  # the engine's word: this seat is already out
                raise Refusal("You have already left this game.") from error
            if not events:
                events = [{"type": "resign", "text": f"{{p{seat}}} resigned."}]
            applied, after = await self._commit(game, seat, "resign", None, state, events, None)
        await _run_after(after)
        return applied

    async def _commit(
        self,
        game: GameRow,
        seat: int,
        kind: str,
        action: Action | None,
        state: dict[str, Any],
        events: list[Event],
        via: object | None,
        timeouts: dict[int, int] | None = None,
        *,
        then_bots: bool = True,
        takeover: int | None = None,
    ) -> tuple[Applied, Aftermath]:
        engine = self.engine(game)
        assert game.state is not None
        finished = engine.outcome(state) is not None
        waiting = [] if finished else engine.to_act(state)
        changed = engine.to_act(game.state) != waiting
        if timeouts is None:  # a player's own move: their run of time-outs is over
            timeouts = {seat: 0} if game.seats[seat].timeouts else {}
        deadline = await self._deadline(game, waiting) if changed else game.deadline
        started = time.perf_counter()
        saved = await self.store.record(
            game.id,
            game.version,
            seat=seat,
            kind=kind,
            action=action,
            events=events,
            state=state,
            finished=finished,
            new_deadline=changed or finished,
            deadline=deadline,
            timeouts=timeouts,
            bots=() if takeover is None else (takeover,),
        )
        if not saved:
            raise Refusal("That move was already made.")
        metrics.move_saved(game.game_key, kind, time.perf_counter() - started)
        # The row as it now stands, without reading it back: one database hop per move.
        moved = (
            await self._load(game.id)  # seat flags changed too: read them back
            if timeouts
            else replace(
                game,
                state=state,
                version=game.version + 1,
                status=OVER if finished else RUNNING,
                deadline=None if finished else deadline,
                reminded=0 if changed else game.reminded,
            )
        )
        # One public message per turn: a new one (with a mention) only when whoever must act
        # changes or the game ends, or when the message on screen isn't the previous state.
        new_turn = finished or changed or game.turn_message_id is None or game.published_version != game.version
        # A new message shows what just happened; an edit shows that too and the turn since, so the
        # move that posted the message (the last of the previous turn, the new roll) stays on screen.
        shown = events if new_turn else await self.store.events_since(game.id, game.turn_version - 1)
        after = await self._publish(moved, shown, new_turn=new_turn, via=via)
        if then_bots and self.bots_follow and self._bots_to_act(moved, state):
            after.append(lambda: self.play_bots(game.id))
        return Applied(moved, seat, action or {}, events), after

    # --- clocks and bots -----------------------------------------------------------------

    async def _deadline(self, game: GameRow, waiting: list[int]) -> float | None:
        """When the turn of ``waiting`` ends: the clock from now, or from the end of an away spell."""
        people = [game.seats[s].user_id for s in waiting if s < len(game.seats) and not game.seats[s].bot]
        if game.clock <= 0 or not people:
            return None
        start = max(self.now(), await self.store.away_until(people))
        return start + game.clock

    def _bots_to_act(self, game: GameRow, state: dict[str, Any]) -> bool:
        engine = self.engine(game)
        if engine.outcome(state) is not None:
            return False
        return any(game.seats[s].bot for s in engine.to_act(state) if s < len(game.seats))

    async def play_bots(self, game_id: int, limit: int = 400) -> int:
        """Bot seats whose decision is pending play it, one action at a time, until a person must
        act or the game ends. Returns the number of moves made."""
        return await self._autoplay(game_id, timed_out=False, limit=limit)

    async def time_out(self, game_id: int, version: int) -> int:
        """The clock ran out at ``version``: a bot plays the turn of every seat still to act. A seat
        that times out three turns in a row is taken over by a bot for the rest of the game."""
        return await self._autoplay(game_id, timed_out=True, version=version, limit=400)

    async def reclaim(self, game_id: int, user_id: int) -> GameRow:
        """A player takes back the seat a bot has been playing for them."""
        async with self.lock(game_id):
            game = await self._load(game_id)
            if game.status != RUNNING:
                raise Refusal(_closed(game))
            seat = game.seat_of(user_id)
            if seat is None:
                raise Refusal("You're not playing in this game.")
            if not game.seats[seat].bot:
                raise Refusal("You're already playing your own seat.")
            await self.store.set_bot(game_id, seat, False)
            return await self._load(game_id)

    async def away(self, user_id: int, until: float) -> list[GameRow]:
        """Pause a player's clocks until ``until``: their future turns start counting then, and a
        turn of theirs that is running now ends no sooner than ``until`` plus the clock. Returns
        their live games (their tables are told)."""
        await self.store.set_away(user_id, until)
        games = await self.store.games_of(user_id)
        for listed in games:
            async with self.lock(listed.id):
                game = await self._load(listed.id)
                seat = game.seat_of(user_id)
                if game.status != RUNNING or game.state is None or game.deadline is None or seat is None:
                    continue
                if seat in self.engine(game).to_act(game.state):
                    await self.store.set_deadline(game.id, game.version, max(game.deadline, until + game.clock))
        return games

    async def remind(self, game: GameRow, last_call: bool) -> None:
        """Ping the people whose turn it is (bots need no reminding)."""
        if self.publisher is None or game.state is None:
            return
        seats = [s for s in self.engine(game).to_act(game.state) if not game.seats[s].bot]
        if seats:
            await self.publisher.remind(game, seats, last_call)

    async def _autoplay(self, game_id: int, *, timed_out: bool, limit: int, version: int | None = None) -> int:
        made = 0
        after: Aftermath = []
        async with self.lock(game_id):
            game = await self._load(game_id)
            if version is not None and game.version != version:
                return 0  # someone moved meanwhile: the clock restarted
            if timed_out and (game.deadline is None or game.deadline > self.now()):
                return 0
            if game.status != RUNNING or game.state is None:
                return 0
            engine = self.engine(game)
            late = set(engine.to_act(game.state)) if timed_out else set()  # seats whose time ran out
            counted: set[int] = set()
            while made < limit and game.status == RUNNING and game.state is not None:
                waiting = engine.to_act(game.state)
                seat = next((s for s in waiting if game.seats[s].bot or s in late), None)
                if seat is None:
                    break
                legal = engine.legal_actions(game.state, seat)
                if not legal:
                    break
                policy = self.policies(game.game_key)  # it sees the seat's own view, nothing more
                choice = policy.choose(engine.view(game.state, seat), legal, bot_rng(game.id, game.version, seat))
                state, events = engine.apply(game.state, seat, choice)
                timeouts: dict[int, int] = {}
                takeover: int | None = None
                if seat in late and seat not in counted:
                    counted.add(seat)
                    count = game.seats[seat].timeouts + 1
                    timeouts = {seat: count}
                    events = [event("timeout", f"{who(seat)} ran out of time, so a bot played for them."), *events]
                    if count >= TAKEOVER_AFTER:
                        takeover = seat
                        events.append(
                            event(
                                "takeover",
                                f"A bot now plays for {who(seat)} after {count} turns out of time; "
                                "they can take the seat back from the turn message.",
                            )
                        )
                if seat not in engine.to_act(state):
                    late.discard(seat)  # that turn is over: the seat's next one is theirs again
                try:
                    applied, more = await self._commit(
                        game, seat, "bot", choice, state, events, None, timeouts, then_bots=False, takeover=takeover
                    )
                except Refusal:
                    break  # another process (shard) moved this game first; what follows is its to do
                after += more
                game = applied.game
                made += 1
        await _run_after(after)
        return made

    # --- publishing ----------------------------------------------------------------------

    async def republish(self, game_id: int) -> None:
        """Post the current picture and controls again (the ``board`` command, recovery)."""
        async with self.lock(game_id):
            game = await self._load(game_id)
            if game.state is None:
                raise Refusal("The game hasn't started yet.")
            after = await self._publish(game, [], new_turn=True, force=True)
        await _run_after(after)

    async def recover(self, now: float | None = None) -> int:
        """Publish states that were saved but never posted (a crash between save and post, or a
        post that failed); each game's retries back off. Returns how many were posted."""
        posted = 0
        # Another process's click or bot move is posted by that process: leave it the grace to.
        saved_before = time.time() - self.posting_grace if self.posting_grace else None
        for game in await self.store.unpublished_games(now, saved_before):
            async with self.leased(game.id) as mine:
                if mine and await self._recover_one(game.id):
                    posted += 1
        return posted

    async def _recover_one(self, game_id: int) -> bool:
        async with self.lock(game_id):
            fresh = await self._load(game_id)
            if fresh.published_version >= fresh.version:
                return False  # posted meanwhile (by a click, or another process)
            # Say what happened since the last message players saw.
            missed = await self.store.events_since(fresh.id, fresh.published_version)
            try:
                after = await self._publish(fresh, missed, new_turn=True, force=True)
            except Exception:
                return False  # logged and scheduled for a retry by _publish
        await _run_after(after)
        return True

    async def deliver_notices(self) -> int:
        """Tell channels about games that were closed as damaged (once each)."""
        if self.publisher is None:
            return 0
        sent = 0
        for game, _listed in await self.store.pending_notices():
            async with self.leased(game.id) as mine:
                text = await self.store.notice(game.id) if mine else None
                if text is None:
                    continue  # another process holds it, or has sent it since the list was read
                try:
                    await self.publisher.notice(game, text)
                except Exception:
                    log.warning("could not post the notice for game %s", game.id, exc_info=True)
                    continue
                await self.store.notice_sent(game.id)
                sent += 1
        return sent

    async def check_consistency(self) -> tuple[int, int]:
        """At start-up: games whose move log and version disagree are repaired from the log, or
        closed with a notice when they can't be. Returns (repaired, closed)."""
        repaired = closed = 0
        for game, last in await self.store.inconsistent_games():
            # Shards starting together: one repairs each game; a game that moved since the list was
            # read is live in another process, not damaged.
            async with self.leased(game.id) as mine:
                fresh = await self.store.game(game.id) if mine else None
                if fresh is None or (fresh.version, fresh.status) != (game.version, game.status):
                    continue
                outcome = await self._repair_one(game, last)
            repaired += outcome == "repaired"
            closed += outcome == "closed"
        return repaired, closed

    async def _repair_one(self, game: GameRow, last: int) -> str:
        """Repair one game from its log, or close it; "repaired" or "closed"."""
        async with self.lock(game.id):
            engine = self.games.get(game.game_key)
            usable = engine is not None and game.state is not None
            if usable:
                try:
                    assert engine is not None and game.state is not None
                    engine.to_act(game.state)
                except Exception:
                    usable = False
            if not usable:
                log.error("game %s: saved state unusable; closing it", game.id)
                await self.store.close_damaged(game.id, DAMAGED_NOTICE)
                return "closed"
            # Moves logged after the saved version were never acknowledged (their state was
            # not saved, and the player was told nothing changed): drop them. Moves missing
            # below it are lost from the log only; 'lost' rows keep seqs 1..version.
            log.warning("game %s: move log ends at %s but version is %s; repairing", game.id, last, game.version)
            await self.store.repair(
                game.id, game.version, game.state or {}, drop_after=game.version, fill=True, finished=False
            )
            return "repaired"

    async def _publish(
        self, game: GameRow, events: list[Event], *, new_turn: bool, via: object | None = None, force: bool = False
    ) -> Aftermath:
        """Post or edit the turn message under the game's lock; what can wait comes back as aftermath."""
        if self.publisher is None:
            return []
        try:
            message_id = await self.publisher.publish(game, events, new_turn=new_turn, via=via)
            await self.store.published(game.id, game.version, message_id, new_turn=new_turn)
        except Exception:
            # The move is saved; the retry loop, a `board` command or a restart posts it.
            metrics.publish_failed()
            log.exception("could not publish game %s version %s", game.id, game.version)
            delay = min(RETRY_CAP, RETRY_BASE * 2 ** min(game.publish_failures, 10))
            await self.store.publish_failed(game.id, time.time() + delay)
            if force:
                raise
            return []
        after: Aftermath = []
        previous = game.turn_message_id
        if new_turn and message_id is not None:
            if previous and previous != message_id:
                after.append(lambda: self._retire(game, previous))
            after.append(lambda: self._notify(game, message_id))
        return after

    async def _retire(self, game: GameRow, message_id: int) -> None:
        assert self.publisher is not None
        await self.publisher.retire(game, message_id)

    async def _notify(self, game: GameRow, message_id: int) -> None:
        assert self.publisher is not None
        await self.publisher.notify(game, message_id)

    # --- helpers -----------------------------------------------------------------------

    async def _load(self, game_id: int) -> GameRow:
        game = await self.store.game(game_id)
        if game is None:
            raise Refusal("That game no longer exists.")
        return game

    async def _lobby(self, game_id: int) -> GameRow:
        game = await self._load(game_id)
        if game.status != LOBBY:
            raise Refusal(_closed(game) if game.status != RUNNING else "The game has already started.")
        return game


def where(game: GameRow) -> str:
    """A link to the game's newest message (its turn, else its lobby), or its channel."""
    message = game.turn_message_id or game.lobby_message_id
    channel = game.channel_id if game.turn_message_id else game.lobby_channel_id
    if message and channel and game.guild_id:
        return f"https://discord.com/channels/{game.guild_id}/{channel}/{message}"
    return f"<#{game.channel_id or game.lobby_channel_id}>"


def _resolve_options(engine: Game, options: Mapping[str, object]) -> dict[str, object]:
    return dict(resolve_options(engine.options, options))


def _closed(game: GameRow) -> str:
    if game.status == OVER:
        return "This game is over."
    if game.status == CANCELLED:
        return "This game was cancelled."
    if game.status == DAMAGED:
        return "This game's saved record was damaged, so it was closed. Start a new one to play on."
    if game.status == LOBBY:
        return "The game hasn't started yet."
    return "This game isn't running."


def _stale(game: GameRow) -> str:
    if game.published_version < game.version:
        # The newest turn isn't on screen yet (its post failed): there is no newer message to point at.
        return "The game has moved on since that button; its newest turn is being posted and will appear shortly."
    return "That button is from an earlier turn. Use the newest message."


async def _run_after(after: Aftermath) -> None:
    """Slow follow-ups (old controls off, DM notices), outside the game's lock; a failure is logged."""
    for step in after:
        try:
            await step()
        except Exception:
            log.warning("a follow-up after publishing failed", exc_info=True)


def _waiting_for(game: GameRow, seats: list[int]) -> str:
    if not seats:
        return "Nobody can act right now."
    names = fill(" and ".join(f"{{p{s}}}" for s in seats), game.names)
    return f"It's {names}'s turn." if len(seats) == 1 else f"Waiting for {names}."
