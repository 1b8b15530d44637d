"""Upkeep: what happens to games without a click: bots' turns, time-outs, away spells,
reminders, posting turns that were saved but not shown, notices, and the start-up repair.

Work a background pass does on a game is leased first (``Venue.leased``), so with several
processes (shards) one of them does it."""

from __future__ import annotations

import logging
import time
from enum import StrEnum

from bot.bots import bot_seed
from bot.bots.seat import seat_level
from bot.engine import event, who
from bot.i18n import Msg, first_ours, msg, tr
from bot.store import GameRow, GameStatus, MoveKind, ShardScope, Unavailable
from bot.table import words
from bot.table.play import Play
from bot.table.turn import Refusal, Turn
from bot.table.venue import Venue, run_after

log = logging.getLogger(__name__)
TAKEOVER_AFTER = 3  # turns in a row out of time before a bot keeps the seat


def late_words(seat: int, *, by_rules: bool, skipped: bool) -> Msg:
    """What the turn message says of a seat whose turn the clock or a skip ended."""
    if skipped:
        if by_rules:
            return msg("{who}'s turn was skipped.", who=who(seat))
        return msg("{who}'s turn was skipped, so a bot played it.", who=who(seat))
    if by_rules:
        return msg("{who} ran out of time.", who=who(seat))
    return msg("{who} ran out of time, so a bot played for them.", who=who(seat))


class Repair(StrEnum):
    """How the start-up check ended for a game whose move log and version disagreed."""

    REPAIRED = "repaired"
    CLOSED = "closed"


class Upkeep:
    def __init__(self, venue: Venue, play: Play) -> None:
        self.venue = venue
        self.play = play

    async def play_bots(self, game_id: int, limit: int = 400) -> int:
        """Bot seats whose decision is pending play it, one action at a time, until a person must
        act or the game ends. Returns the number of moves made."""
        return await self._autoplay(game_id, timed_out=False, limit=limit)

    async def time_out(self, game_id: int, version: int) -> int:
        """The clock ran out at ``version``: every seat still to act has its turn ended by the game's
        rules (``Game.time_out``) or, where they say nothing, played by a bot. A seat that times out
        three turns in a row is taken over by a bot for the rest of the game."""
        return await self._autoplay(game_id, timed_out=True, version=version, limit=400)

    async def skip(self, game_id: int, user_id: int, *, moderator: bool) -> int:
        """The host or a moderator ends the turn of everyone keeping the game waiting, as the clock
        running out would (RSP-069: the host may skip a player): by the game's rules where they
        say, else a bot plays it. A skip is not the clock, so it never counts toward a bot taking
        the seat over. Returns the number of moves made; a ``Refusal`` says why there were none."""
        game = await self.venue.load(game_id)
        if game.status != GameStatus.RUNNING or game.state is None:
            raise Refusal(words.closed(game))
        if user_id != game.host_id and not moderator:
            raise Refusal(msg("Only the host or a moderator can skip a turn."))
        if not any(not game.seats[s].bot for s in self.venue.engine(game).to_act(game.state)):
            raise Refusal(msg("Nobody is keeping the game waiting: only bots are to move."))
        made = await self._autoplay(game_id, timed_out=True, skipped=True, version=game.version, limit=400)
        if not made:
            raise Refusal(msg("Someone moved meanwhile, so nothing was skipped."))
        return made

    async def _autoplay(
        self, game_id: int, *, timed_out: bool, limit: int, version: int | None = None, skipped: bool = False
    ) -> int:
        venue = self.venue
        made = 0
        async with venue.lock(game_id):
            game = await venue.load(game_id)
            if version is not None and game.version != version:
                return 0  # someone moved meanwhile: the clock restarted
            if timed_out and not skipped and (game.deadline is None or game.deadline > venue.now()):
                return 0
            if game.status != GameStatus.RUNNING or game.state is None:
                return 0
            engine = venue.engine(game)
            start, told = game, []
            # the people whose time ran out (or who were skipped); bots keep no one waiting
            late = {s for s in engine.to_act(game.state) if not game.seats[s].bot} if timed_out else set()
            counted: set[int] = set()
            while made < limit and game.status == GameStatus.RUNNING and game.state is not None:
                waiting = engine.to_act(game.state)
                seat = next((s for s in waiting if game.seats[s].bot or s in late), None)
                if seat is None:
                    break
                legal = engine.legal_actions(game.state, seat)
                if not legal:
                    break
                first_late = seat in late and seat not in counted and not game.seats[seat].bot
                # A game whose rules say what a time-out does (South Pole's RSP-069) does that;
                # else a bot plays the turn.
                ruled = engine.time_out(game.state, seat) if first_late else None
                kind, choice = MoveKind.TIMEOUT, None
                if ruled is not None:
                    state, events = ruled
                else:
                    # It sees the seat's own view, nothing more; a hard bot thinks in the worker pool.
                    view, seed = engine.view(game.state, seat), bot_seed(game.id, game.version, seat)
                    level = seat_level(game.seats[seat])
                    choice = await venue.decide(game.game_key, level, view, legal, seed, venue.bot_budget)
                    kind = MoveKind.BOT
                    state, events = engine.apply(game.state, seat, choice)
                timeouts: dict[int, int] = {}
                takeover: int | None = None
                if seat in late and seat not in counted:
                    counted.add(seat)
                    events = [event("timeout", late_words(seat, by_rules=ruled is not None, skipped=skipped)), *events]
                    if not skipped:  # a skip is not the clock: it never counts toward a takeover
                        count = game.seats[seat].timeouts + 1
                        timeouts = {seat: count}
                        if count >= TAKEOVER_AFTER:
                            takeover = seat
                            events.append(
                                event(
                                    "takeover",
                                    msg(
                                        "A bot now plays for {who} after {count} turns out of time; "
                                        "they can take the seat back from the turn message.",
                                        who=who(seat), count=count,
                                    ),
                                )
                            )
                if seat not in engine.to_act(state):
                    late.discard(seat)  # that turn is over: the seat's next one is theirs again
                try:
                    game = await self.play.save(game, seat, kind, choice, state, events, timeouts, takeover)
                except Refusal:
                    break  # another process (shard) moved this game first; what follows is its to do
                told += events
                made += 1
                if takeover is not None:
                    break  # a seat changed hands: that is shown before the bots play on
            if not made:
                return 0
            game = await self.play.forced(game, told)
            turn = await self.play.show_run(start, game, told)
        # The run's one turn is shown after the lock (a slow Discord never holds the game), then
        # bots whose turn it now is play on.
        _shown, after = await venue.show(turn)
        await run_after(after + self.play.follow(game))
        return made

    async def away(self, user_id: int, until: float) -> list[GameRow]:
        """Pause a player's clocks until ``until``: their future turns start counting then, and a
        turn of theirs that is running now ends no sooner than ``until`` plus the clock. Returns
        their live games (their tables are told)."""
        venue = self.venue
        await venue.store.settings.set_away(user_id, until)
        games = await venue.store.games.of_player(user_id)
        for listed in games:
            async with venue.lock(listed.id):
                game = await venue.load(listed.id)
                seat = game.seat_of(user_id)
                if game.status != GameStatus.RUNNING or game.state is None or game.deadline is None or seat is None:
                    continue
                if seat in venue.engine(game).to_act(game.state):
                    await venue.store.clocks.set_deadline(game.id, game.version, max(game.deadline, until + game.clock))
        return games

    async def remind(self, game: GameRow, last_call: bool) -> None:
        """Ping the people whose turn it is (bots need no reminding)."""
        publisher = self.venue.publisher
        if publisher is None or game.state is None:
            return
        seats = [s for s in self.venue.engine(game).to_act(game.state) if not game.seats[s].bot]
        if seats:
            await publisher.remind(game, seats, last_call)

    async def republish(self, game_id: int) -> Turn:
        """Post the current picture and controls again (the ``board`` command); the turn says
        whether it is on screen, and what stops it if not."""
        venue = self.venue
        async with venue.lock(game_id):
            game = await venue.load(game_id)
            if game.state is None:
                raise Refusal(words.closed(game))
            turn = venue.turn(game, [], new_message=True)
        return await venue.show_soon(turn)

    async def recover(self, now: float | None = None, shards: ShardScope | None = None) -> int:
        """Publish states that were saved but never posted (a crash between save and post, or a
        post that failed); each game's retries back off. Returns how many were posted."""
        venue = self.venue
        posted = 0
        # Another process's click or bot move is posted by that process: leave it the grace to.
        saved_before = time.time() - venue.posting_grace if venue.posting_grace else None
        for game in await venue.store.games.unpublished(now, saved_before, shards):
            try:
                async with venue.leased(game.id) as mine:
                    if mine and await self._recover_one(game.id):
                        posted += 1
            except Unavailable:
                raise  # the database, not this game: the whole pass waits
            except Exception:  # one bad game never stops the others
                log.exception("game %s: could not post its unposted turn", game.id)
                await self.close_if_unreadable(game)
        return posted

    async def close_if_unreadable(self, game: GameRow) -> bool:
        """Close a game whose saved state its engine can't read (it would fail every pass)."""
        engine = self.venue.games.get(game.game_key)
        try:
            assert engine is not None and game.state is not None
            engine.to_act(game.state)
            return False
        except Exception:
            log.error("game %s: saved state unusable; closing it", game.id)
            await self.venue.store.repair.close_damaged(game.id, tr(first_ours(game.language), words.DAMAGED_NOTICE))
            return True

    async def _recover_one(self, game_id: int) -> bool:
        venue = self.venue
        async with venue.lock(game_id):
            fresh = await venue.load(game_id)
            if fresh.published_version >= fresh.version or fresh.status not in (GameStatus.RUNNING, GameStatus.OVER):
                return False  # posted meanwhile (by a click, or another process), or closed
            # Say what happened since the last message players saw.
            missed = await venue.store.games.events_since(fresh.id, fresh.published_version)
            turn = venue.turn(fresh, missed, new_message=True)
        shown, after = await venue.show(turn)
        await run_after(after)
        if shown.posted and fresh.deadline is not None and fresh.status == GameStatus.RUNNING:
            # The clock runs on turns players saw: this one starts now.
            deadline = await venue.deadline(fresh, venue.engine(fresh).to_act(fresh.state or {}))
            await venue.store.clocks.set_deadline(fresh.id, fresh.version, deadline)
        return shown.posted

    async def deliver_notices(self, shards: ShardScope | None = None) -> int:
        """Tell channels about games that were closed as damaged (once each); with ``shards``,
        those of these shards' servers."""
        venue = self.venue
        if venue.publisher is None:
            return 0
        sent = 0
        for game, _listed in await venue.store.repair.pending_notices(shards):
            async with venue.leased(game.id) as mine:
                text = await venue.store.repair.notice(game.id) if mine else None
                if text is None:
                    continue  # another process holds it, or has sent it since the list was read
                try:
                    await venue.publisher.notice(game, text)
                except Exception:
                    log.warning("could not post the notice for game %s", game.id, exc_info=True)
                    continue
                await venue.store.repair.notice_sent(game.id)
                sent += 1
        return sent

    async def check_consistency(self) -> tuple[int, int]:
        """At start-up: games whose move log and version disagree are repaired from the log, or
        closed with a notice when they can't be. Returns (repaired, closed)."""
        venue = self.venue
        repaired = closed = 0
        for game, last in await venue.store.repair.inconsistent_games():
            # Shards starting together: one repairs each game; a game that moved since the list was
            # read is live in another process, not damaged.
            async with venue.leased(game.id) as mine:
                fresh = await venue.store.games.get(game.id) if mine else None
                if fresh is None or (fresh.version, fresh.status) != (game.version, game.status):
                    continue
                outcome = await self._repair_one(game, last)
            repaired += outcome == Repair.REPAIRED
            closed += outcome == Repair.CLOSED
        return repaired, closed

    async def _repair_one(self, game: GameRow, last: int) -> Repair:
        """Repair one game from its log, or close it."""
        venue = self.venue
        async with venue.lock(game.id):
            engine = venue.games.get(game.game_key)
            usable = engine is not None and game.state is not None
            if usable:
                try:
                    assert engine is not None and game.state is not None
                    engine.to_act(game.state)
                except Exception:
                    usable = False
            if not usable:
                log.error("game %s: saved state unusable; closing it", game.id)
                await venue.store.repair.close_damaged(game.id, tr(first_ours(game.language), words.DAMAGED_NOTICE))
                return Repair.CLOSED
            # Moves logged after the saved version were never acknowledged (their state was
            # not saved, and the player was told nothing changed): drop them. Moves missing
            # below it are lost from the log only; 'lost' rows keep seqs 1..version.
            log.warning("game %s: move log ends at %s but version is %s; repairing", game.id, last, game.version)
            await venue.store.repair.make_consistent(
                game.id, game.version, game.state or {}, drop_after=game.version, fill=True, finished=False
            )
            return Repair.REPAIRED
