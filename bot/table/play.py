"""Play: one complete action per command, applied under the game's lock, answered with a ``Turn``.

lock → load → check → apply → save → show. Every check that can refuse a click happens here,
against the freshly loaded state, so stale buttons, double clicks and clicks from the wrong
person change nothing and get one clear sentence. The UI's narrowing steps read the game
outside the lock with ``check`` and only send the table the action they end on.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from bot.engine import Action, Event, Game, IllegalAction
from bot.store import GameRow, GameStatus, MoveKind
from bot.table import words
from bot.table.turn import Aftermath, Command, Refusal, Turn
from bot.table.venue import Venue, run_after


def check(game: GameRow, engine: Game, user: int, version: int, control_seat: int | None = None) -> int:
    """The seat whose decision ``user`` may make at ``version``, or a ``Refusal`` saying why not."""
    if game.status != GameStatus.RUNNING or game.state is None:
        raise Refusal(words.closed(game))
    seat = game.seat_of(user)
    if seat is None:
        raise Refusal(words.NOT_PLAYING)
    if version != game.version:
        raise Refusal(words.stale(game))
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
            seat = check(game, engine, command.user, command.version, command.seat)
            assert game.state is not None
            if isinstance(command.choice, int):
                legal = engine.legal_actions(game.state, seat)
                if not 0 <= command.choice < len(legal):
                    raise Refusal(words.GONE)
                action = legal[command.choice]
            else:
                action = command.choice
            try:
                state, events = engine.apply(game.state, seat, action)
            except IllegalAction as problem:
                raise Refusal(problem.reason) from None
            turn, after = await self.commit(game, seat, MoveKind.ACTION, action, state, events)
        await run_after(after)
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
                raise Refusal("You have already left this game.") from error
            if not events:
                events = [{"type": "resign", "text": f"{{p{seat}}} resigned."}]
            turn, after = await self.commit(game, seat, MoveKind.RESIGN, None, state, events)
        await run_after(after)
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
                raise Refusal("You're already playing your own seat.")
            await venue.store.seats.set_bot(game_id, seat, False)
            return await venue.load(game_id)

    async def commit(
        self,
        game: GameRow,
        seat: int,
        kind: MoveKind,
        action: Action | None,
        state: dict[str, Any],
        events: list[Event],
        timeouts: dict[int, int] | None = None,
        *,
        then_bots: bool = True,
        takeover: int | None = None,
        show: bool = True,
    ) -> tuple[Turn, Aftermath]:
        """Save a move made under the game's lock and show it (unless a run of automatic moves
        shows itself once at its end); the caller holds the lock."""
        venue = self.venue
        engine = venue.engine(game)
        assert game.state is not None
        finished = engine.outcome(state) is not None
        waiting = [] if finished else engine.to_act(state)
        changed = engine.to_act(game.state) != waiting
        if timeouts is None:  # a player's own move: their run of time-outs is over
            timeouts = {seat: 0} if game.seats[seat].timeouts else {}
        deadline = await venue.deadline(game, waiting) if changed else game.deadline
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
        )
        if not saved:
            raise Refusal("That move was already made.")
        # The row as it now stands, without reading it back: one database hop per move.
        moved = (
            await venue.load(game.id)  # seat flags changed too: read them back
            if timeouts
            else replace(
                game,
                state=state,
                version=game.version + 1,
                status=GameStatus.OVER if finished else GameStatus.RUNNING,
                deadline=None if finished else deadline,
                reminded=0 if changed else game.reminded,
            )
        )
        if not show:  # a run of automatic moves shows itself once, at its end
            return venue.turn(moved, events, new_message=False, seat=seat, action=action, moved=events), []
        # One public message per turn: a new one (with a mention) only when whoever must act
        # changes or the game ends, or when the message on screen isn't the previous state.
        new_message = finished or changed or game.turn_message_id is None or game.published_version != game.version
        # A new message shows what just happened; an edit shows that too and the turn since, so the
        # move that posted the message (the last of the previous turn, the new roll) stays on screen.
        shown = events if new_message else await venue.store.games.events_since(game.id, game.turn_version - 1)
        turn = venue.turn(moved, shown, new_message=new_message, seat=seat, action=action, moved=events)
        after = await venue.show(turn)
        follow = venue.follow
        if then_bots and venue.bots_follow and follow is not None and venue.bots_to_act(moved):
            after.append(lambda: follow(game.id))
        return turn, after
