"""Play: one complete action per command, applied under the game's lock, answered with a ``Turn``.

lock → load → check → apply → save; then, after the lock, show. Every check that can refuse a click happens here,
against the freshly loaded state, so stale buttons, double clicks and clicks from the wrong
person change nothing and get one clear sentence. The UI's narrowing steps read the game
outside the lock with ``check`` and only send the table the action they end on.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

from bot import metrics
from bot.db import Transaction
from bot.engine import TURN_BEGINS, Action, Event, Game, IllegalAction, event, who
from bot.i18n import Msg, msg
from bot.memory.records import record_result
from bot.memory.results import Result, result_from_log
from bot.store import GameRow, GameStatus, MoveKind
from bot.table import words
from bot.table.turn import Aftermath, Command, Ended, Refusal, Turn, Unconfirmed
from bot.table.venue import Venue, run_after

FORCED_LIMIT = 50  # forced moves in a row: far more than any rule makes, so a loop can't hang a game


def check(
    game: GameRow,
    engine: Game,
    user: int,
    version: int,
    control_seat: int | None = None,
    problem: str | Msg | None = None,
) -> int:
    """The seat whose decision ``user`` may make at ``version``, or a ``Refusal`` saying why not
    (``problem``: what keeps the newest turn off screen, if anything)."""
    if game.status != GameStatus.RUNNING or game.state is None:
        raise Refusal(words.closed(game))
    seat = game.seat_of(user)
    if seat is None:
        raise Refusal(words.NOT_PLAYING)
    if version != game.version:
        raise Refusal(words.stale(game, problem))
    waiting = engine.to_act(game.state)
    if seat not in waiting:
        raise Refusal(words.waiting_for(game, waiting))
    if control_seat is not None and control_seat != seat:
        raise Refusal(words.NOT_YOURS)
    return seat


class Play:
    def __init__(self, venue: Venue) -> None:
        self.venue = venue

    async def act(self, command: Command) -> Turn:
        """Apply the command's action for the clicker's seat, at the command's version."""
        venue = self.venue
        async with venue.lock(command.game):
            game = await venue.load(command.game)
            engine = venue.engine(game)
            seat = check(game, engine, command.user, command.version, command.seat, venue.problem(game.id))
            assert game.state is not None
            if isinstance(command.choice, int):
                legal = engine.legal_actions(game.state, seat)
                if not 0 <= command.choice < len(legal):
                    raise Refusal(words.GONE)
                action = legal[command.choice]
            else:
                action = command.choice
            if action.get("type") in engine.ending_choices and not command.confirmed:
                raise Unconfirmed(words.ends_game(str(action.get("label") or action["type"])))
            try:
                state, events = engine.apply(game.state, seat, action)
            except IllegalAction as problem:
                raise Refusal(problem.said) from None
            moved = await self.save(game, seat, MoveKind.ACTION, action, state, events)
            told = list(events)
            moved = await self.forced(moved, told)
            turn = await self.show_run(game, moved, told, seat=seat, action=action)
        turn = await venue.show_soon(turn)  # after the lock: a slow Discord never holds the game
        await run_after(self.follow(moved))
        return turn

    async def resign(self, game_id: int, user_id: int) -> Turn:
        venue = self.venue
        async with venue.lock(game_id):
            game = await venue.load(game_id)
            if game.status != GameStatus.RUNNING or game.state is None:
                raise Refusal(words.closed(game))
            seat = game.seat_of(user_id)
            if seat is None:
                raise Refusal(words.NOT_PLAYING)
            try:
                state, events = venue.engine(game).resign(game.state, seat)
            except IllegalAction as error:  # the engine's word: this seat is already out
                raise Refusal(msg("You have already left this game.")) from error
            if not events:
                events = [event("resign", msg("{who} resigned.", who=who(seat)))]
            moved = await self.save(game, seat, MoveKind.RESIGN, None, state, events)
            told = list(events)
            moved = await self.forced(moved, told)
            turn = await self.show_run(game, moved, told, seat=seat)
        turn = await venue.show_soon(turn)
        await run_after(self.follow(moved))
        return turn

    async def reclaim(self, game_id: int, user_id: int) -> GameRow:
        """A player takes back the seat a bot has been playing for them."""
        venue = self.venue
        async with venue.lock(game_id):
            game = await venue.load(game_id)
            if game.status != GameStatus.RUNNING:
                raise Refusal(words.closed(game))
            seat = game.seat_of(user_id)
            if seat is None:
                raise Refusal(words.NOT_PLAYING)
            if not game.seats[seat].bot:
                raise Refusal(msg("You're already playing your own seat."))
            await venue.store.seats.set_bot(game_id, seat, False)
            return await venue.load(game_id)

    async def save(
        self,
        game: GameRow,
        seat: int,
        kind: MoveKind,
        action: Action | None,
        state: dict[str, Any],
        events: list[Event],
        timeouts: dict[int, int] | None = None,
        takeover: int | None = None,
    ) -> GameRow:
        """Save one move made under the game's lock (the caller holds it); the row as it now stands."""
        venue = self.venue
        engine = venue.engine(game)
        assert game.state is not None
        finished = engine.outcome(state) is not None
        waiting = [] if finished else engine.to_act(state)
        changed = engine.to_act(game.state) != waiting
        if timeouts is None:  # a player's own move: their run of time-outs is over
            timeouts = {seat: 0} if game.seats[seat].timeouts else {}
        deadline = await venue.deadline(game, waiting) if changed else game.deadline
        started = time.perf_counter()

        async def ended(tx: Transaction) -> None:  # a finished game's result rows go with its final move
            assert state is not None
            await record_result(tx, engine, state, game_id=game.id, guild_id=game.guild_id, seats=game.seats)

        saved = await venue.store.games.record(
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
            then=ended if finished else None,
        )
        if not saved:
            raise Refusal(msg("That move was already made."))
        venue.saved(game.id, game.version + 1)  # a post of an older state still waiting yields to this one
        metrics.move_saved(game.game_key, kind, time.perf_counter() - started)
        if timeouts:
            return await venue.load(game.id)  # seat flags changed too: read them back
        # Else the row as it now stands, without reading it back: one database hop per move.
        return replace(
            game,
            state=state,
            version=game.version + 1,
            status=GameStatus.OVER if finished else GameStatus.RUNNING,
            deadline=None if finished else deadline,
            reminded=0 if changed else game.reminded,
        )

    async def forced(self, game: GameRow, told: list[Event]) -> GameRow:
        """Make the moves nobody needs to decide (a lone End turn, a pass with nothing to play: the
        engine's ``forced``), each with a line saying so, for people's seats; ``told`` gets their events."""
        venue = self.venue
        engine = venue.engine(game)
        for _ in range(FORCED_LIMIT):
            if game.state is None or engine.outcome(game.state) is not None:
                break
            waiting = engine.to_act(game.state)
            if len(waiting) != 1 or game.seats[waiting[0]].bot:
                break  # several decide at once, or a bot plays it (it moves on its own)
            seat = waiting[0]
            action = engine.forced(game.state, seat, engine.legal_actions(game.state, seat))
            if action is None:
                break
            label = engine.action_words(game.state, seat, action)  # a message, worded before the move
            state, events = engine.apply(game.state, seat, action)
            forced = msg("Nothing else to do: “{label}” was made for {who}.", label=label, who=who(seat))
            events = [event("forced", forced), *events]
            game = await self.save(game, seat, MoveKind.FORCED, action, state, events, timeouts={})
            told += events
        return game

    async def show_run(
        self,
        start: GameRow,
        game: GameRow,
        told: list[Event],
        *,
        seat: int | None = None,
        action: Action | None = None,
    ) -> Turn:
        """The one ``Turn`` that shows a run of moves saved under the lock (a click and what it
        forced, a bot's turn, a turn that timed out), at its end; the caller hands it to
        ``Venue.show`` once the lock is released. One public message per turn: a new one (with a
        mention) only when whoever must act changed, the game ended, or the message on screen
        wasn't the run's start; else an edit showing the whole turn so far. A new turn's message
        tells the run from the event that began the turn (``TURN_BEGINS``: the new roll); what
        came before goes to the previous player's message, rewritten to tell their whole turn."""
        venue = self.venue
        engine = venue.engine(game)
        assert start.state is not None and game.state is not None
        finished = engine.outcome(game.state) is not None
        changed = engine.to_act(start.state) != ([] if finished else engine.to_act(game.state))
        unshown = start.turn_message_id is None or start.published_version != start.version
        if finished or unshown:
            # What players missed: the run's own events, or more when the screen was behind.
            shown = await venue.store.games.events_since(game.id, start.published_version) if unshown else told
            turn = venue.turn(game, shown, new_message=True, seat=seat, action=action, moved=told)
            if finished:
                turn = replace(turn, result=await self.result(game))
        else:
            moves = await venue.store.games.events_by_move(game.id, start.turn_version - 1)
            on_screen = turn_lines(moves, start.turn_version)  # the message's turn, the run's moves included
            if changed:
                cut = next((i for i, e in enumerate(told) if e.get("type") == TURN_BEGINS), len(told))
                began = [seq for seq, events in moves if seq > start.version and turn_began(events)]
                turn = venue.turn(game, told[cut:], new_message=True, seat=seat, action=action, moved=told)
                ended = Ended(on_screen[: len(on_screen) - (len(told) - cut)], venue.public(start))
                turn = replace(turn, since=began[0] if began else game.version + 1, ended=ended)
            else:
                turn = venue.turn(game, on_screen, new_message=False, seat=seat, action=action, moved=told)
        return turn

    async def result(self, game: GameRow) -> Result:
        """The finished game's places, turns and length, from its move log and final state."""
        assert game.state is not None
        log = await self.venue.store.games.moves(game.id)
        return result_from_log(self.venue.engine(game), game.state, game.seats, log, game_id=game.id)

    def follow(self, game: GameRow) -> Aftermath:
        """Bots whose turn it now is play it after the lock is released."""
        follow, venue = self.venue.follow, self.venue
        if venue.bots_follow and follow is not None and venue.bots_to_act(game):
            return [lambda: follow(game.id)]
        return []


def turn_began(events: list[Event]) -> bool:
    return any(e.get("type") == TURN_BEGINS for e in events)


def turn_lines(moves: list[tuple[int, list[Event]]], turn_version: int) -> list[Event]:
    """The events a turn message posted at ``turn_version`` tells, given the moves from there on:
    its first move only from the event that began the turn (the lines before it were the previous
    player's), then every later move whole."""
    lines: list[Event] = []
    for seq, events in moves:
        if seq == turn_version and turn_began(events):
            events = events[next(i for i, e in enumerate(events) if e.get("type") == TURN_BEGINS) :]
        lines += events
    return lines
