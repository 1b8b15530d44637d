"""Turn messages: after every move a new public message with the board, what happened,
a mention of whoever must act, and their controls; the previous one loses its controls."""

from __future__ import annotations

import asyncio
import io
import logging
from dataclasses import dataclass
from typing import Any

import discord

from bot.engine import Event, Game
from bot.store import GameRow, Store
from bot.ui.components import PrivateButton, build_view
from bot.ui.controls import Control
from bot.ui.presenter import Presenter

log = logging.getLogger(__name__)
CONTENT_LIMIT = 2000
EVENT_LINES = 12


@dataclass
class TurnMessage:
    """Everything a turn message holds, before it is sent."""

    content: str
    picture: bytes
    rows: list[Control]
    seat: int | None
    mentions: list[int]
    private_label: str | None


def compose_turn(game: GameRow, engine: Game, presenter: Presenter, events: list[Event]) -> TurnMessage:
    """Build the message from the public view only (runs in a worker thread: it renders)."""
    assert game.state is not None
    names = game.names
    view = engine.view(game.state, None)
    picture = presenter.render({**view, "names": names})
    lines = [presenter.headline(view)]
    shown = presenter.event_lines(events, names)
    if len(shown) > EVENT_LINES:
        shown = ["…", *shown[-EVENT_LINES:]]
    lines += shown
    outcome = engine.outcome(game.state)
    rows: list[Control] = []
    seat: int | None = None
    mentions: list[int] = []
    if outcome is not None:
        result = presenter.result(outcome, names)
        # The last event often states the result itself ("Robert is the last explorer left and wins.")
        lines = [line for line in lines if line not in result] + [result]
    else:
        waiting = engine.to_act(game.state)
        mentions = [game.seats[s].user_id for s in waiting]
        who = " ".join(f"<@{uid}>" for uid in mentions)
        if len(waiting) == 1:
            seat = waiting[0]
            legal = engine.legal_actions(game.state, seat)
            rows = presenter.controls(view, seat, legal)
            lines.append(f"{who}, {presenter.prompt(view, seat, legal)}")
        elif waiting:
            lines.append(f"{who}: your decision — press **{presenter.private_label or 'My view'}** for your choices.")
    content = "\n".join(lines)
    if len(content) > CONTENT_LIMIT:
        content = content[: CONTENT_LIMIT - 1] + "…"
    private = presenter.private_label if outcome is None else None
    if outcome is None and private is None and len(mentions) > 1:
        private = "My choices"
    return TurnMessage(content, picture, rows, seat, mentions, private)


class DiscordPublisher:
    def __init__(self, client: discord.Client, store: Store, games: dict[str, Game], presenters: dict[str, Presenter]):
        self.client = client
        self.store = store
        self.games = games
        self.presenters = presenters

    async def publish(self, game: GameRow, events: list[Event]) -> int | None:
        if game.channel_id is None:
            return None
        engine, presenter = self.games[game.game_key], self.presenters[game.game_key]
        turn = await asyncio.to_thread(compose_turn, game, engine, presenter, events)
        extra: list[discord.ui.Item[Any]] = []
        if turn.private_label:
            extra.append(PrivateButton(game.id, turn.private_label))
        view = build_view(turn.rows, game=game.id, version=game.version, seat=turn.seat, extra=extra)
        channel = self.client.get_partial_messageable(game.channel_id, guild_id=game.guild_id)
        message = await channel.send(
            turn.content,
            file=discord.File(io.BytesIO(turn.picture), filename="board.png"),
            view=view,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
        )
        if game.turn_message_id != message.id:
            await self.retire(game)
        await self._notify_by_dm(game, turn, message)
        return message.id

    async def retire(self, game: GameRow) -> None:
        """Take the controls off the game's last turn message (a newer one exists, or it ended)."""
        if not game.turn_message_id or game.channel_id is None:
            return
        channel = self.client.get_partial_messageable(game.channel_id, guild_id=game.guild_id)
        try:
            await channel.get_partial_message(game.turn_message_id).edit(view=None)
        except discord.HTTPException:
            log.info("could not strip controls from message %s", game.turn_message_id)

    async def _notify_by_dm(self, game: GameRow, turn: TurnMessage, message: discord.Message) -> None:
        """Turn notices by DM for players who asked; a closed DM is logged and skipped."""
        for user_id in turn.mentions:
            if not await self.store.dm_enabled(user_id):
                continue
            title = self.games[game.game_key].title
            try:
                user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
                await user.send(f"Your turn in **{title}**: {message.jump_url}")
            except discord.HTTPException:
                log.info("DM turn notice to %s failed (closed DMs?)", user_id)
