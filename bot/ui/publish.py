"""Turn messages: one public message per turn, with the board, what happened this turn, a
mention of whoever must act, and their controls. Steps within a turn edit it in place (the
click's own interaction edit where possible); a change of turn posts a new one, and the
previous one loses its controls."""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
import os
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import discord

from bot import metrics
from bot.bots.seat import seat_named
from bot.engine import Game
from bot.i18n import ENGLISH, N_, Locale, ntr, say, tr
from bot.i18n.message import msg
from bot.names import fill, shown_all
from bot.store import GameRow, Store
from bot.table import Cause, Ended, Turn, Unposted
from bot.ui.components import PrivateButton, build_view
from bot.ui.controls import Control
from bot.ui.drawing import UNDRAWN, draw
from bot.ui.faults import Refusals, retrying, unposted
from bot.ui.ids import PrivateId
from bot.ui.language import game_locale
from bot.ui.memory import game_over_buttons
from bot.ui.presenter import Presenter
from bot.ui.results import result_lines
from bot.ui.seats import ReclaimButton
from bot.ui.translator import slash

log = logging.getLogger(__name__)
CONTENT_LIMIT = 2000
MY_VIEW = N_("My view")  # the private button's words where a game names none
# Pictures are drawn on threads of their own, one per core, not on asyncio's default pool
# (cores + 4): each drawing thread takes turns with the event loop for the interpreter lock,
# so in a burst of clicks six of them slowed the loop's own work (saves, answering clicks)
# several-fold, for no more pictures per second (python -m bench --only many).
DRAWING = ThreadPoolExecutor(max_workers=os.cpu_count() or 2, thread_name_prefix="icebreaker-drawing")


@dataclass
class TurnMessage:
    """Everything a turn message holds, before it is sent."""

    content: str
    picture: bytes | None  # None: it failed to render, and the content says so
    rows: list[Control]
    seat: int | None
    mentions: list[int]
    private_label: str | None
    description: str  # the picture's alt text, from the public view


def turn_message(turn: Turn, presenter: Presenter) -> TurnMessage:
    """Build the message from the turn's public view only (runs in a worker thread: it renders),
    in the game's language: its words, the controls' labels and the picture."""
    game = turn.game
    locale = game_locale(game)
    presenter = presenter.speaking(locale)
    names = shown_all(game.names)  # message text: names are data, not markup
    # The picture, its alt text and the controls' labels (Discord shows labels as typed) name players as they are.
    drawn = {**turn.view, "language": locale.value}
    view = {**drawn, "names": names}
    picture = draw(presenter.render, drawn)
    headline = presenter.headline(view)
    shown = presenter.event_lines(turn.events, names)
    lines: list[str] = []  # what follows the events: the result, or who acts and how
    rows: list[Control] = []
    seat: int | None = None
    mentions: list[int] = []
    plain_result: str | None = None
    if turn.outcome is not None:
        result = presenter.result(turn.outcome, names)
        plain_result = presenter.result(turn.outcome, game.names)
        # The last event often states the result itself ("Robert is the last explorer left and wins.")
        shown = [line for line in shown if line not in result]
        lines = [result]
        if turn.result is not None:  # every seat's place, each person mentioned once
            lines += result_lines(turn.result, names, locale)
            mentions = turn.result.people
    else:
        waiting = turn.waiting
        # A seat a bot plays is named, not pinged: its player asked for quiet (or left).
        mentions = [game.seats[s].user_id for s in waiting if not game.seats[s].bot]
        seats = game.seats
        who = " ".join(
            f"<@{seats[s].user_id}>" if not seats[s].bot else tr(locale, seat_named(seats[s]), name=names[s])
            for s in waiting
        )
        if waiting and not mentions:  # only bots to act: they move at once, nobody needs asking
            lines.append(tr(locale, "{who} to play.", who=who))
        elif len(waiting) == 1:
            seat = waiting[0]
            rows = presenter.controls(drawn, seat, turn.legal)
            lines.append(f"{who}, {fill(presenter.prompt(view, seat, turn.legal), game.names)}")
        elif waiting:
            label = tr(locale, presenter.private_label or MY_VIEW)
            lines.append(tr(locale, "{who}: your decision — press **{label}** for your choices.", who=who, label=label))
        if game.deadline is not None and mentions:
            ends = f"<t:{int(game.deadline)}:R>"
            then = (
                msg("The turn ends {when}; then the rules end it for you.", when=ends)
                if presenter.game.time_out_by_rules
                else msg("The turn ends {when}; then a bot plays it.", when=ends)
            )
            lines.append("-# ⏰ " + say(locale, then))
    after = lines if picture is not None else [*lines, tr(locale, UNDRAWN)]
    content = fit(headline, shown, after, locale, presenter.command)
    if len(content) > CONTENT_LIMIT:
        content = content[: CONTENT_LIMIT - 1] + "…"
    private = presenter.private_label if turn.outcome is None else None
    if turn.outcome is None and private is None and len(mentions) > 1:
        private = N_("My choices")
    private = tr(locale, private) if private else None
    return TurnMessage(content, picture, rows, seat, mentions, private, presenter.describe(drawn, plain_result))


def fit(
    headline: str, shown: list[str], after: list[str], locale: Locale = ENGLISH, command: str | None = None
) -> str:
    """The message: every event line while they fit; else the earliest give way to one line
    saying how many and where to read them (``/<command> history``), never a bare "…"."""
    kept = list(shown)
    history = slash(locale, f"{command} history") if command else ""
    where = " " + tr(locale, "{command} shows them all.", command=history) if command else ""
    while True:
        dropped = len(shown) - len(kept)
        lost = ntr(
            locale, "{n} earlier line of this turn didn't fit in one message.",
            "{n} earlier lines of this turn didn't fit in one message.", dropped,
        )
        note = [f"-# … {lost}{where}"] if dropped else []
        content = "\n".join([headline, *note, *kept, *after])
        if len(content) <= CONTENT_LIMIT or not kept:
            return content
        kept.pop(0)


def ended_content(presenter: Presenter, ended: Ended, locale: Locale = ENGLISH) -> str:
    """An earlier turn message once its turn is over: its headline, then that whole turn (the new
    player's roll opens the next message), with no prompt left to answer."""
    names = shown_all(ended.view["names"])
    presenter = presenter.speaking(locale)
    view = {**ended.view, "names": names, "language": locale.value}
    return fit(presenter.headline(view), presenter.event_lines(ended.events, names), [], locale, presenter.command)


async def build_turn_message(turn: Turn, presenter: Presenter) -> TurnMessage:
    """``turn_message`` on a drawing thread: the event loop goes on meanwhile."""
    drawing = asyncio.get_running_loop().run_in_executor(DRAWING, turn_message, turn, presenter)
    return await metrics.timed(metrics.RENDER, drawing)


def only(user_ids: list[int]) -> discord.AllowedMentions:
    """Mentions that ping exactly these people: never everyone, a role, or a name's fake mention."""
    return discord.AllowedMentions(everyone=False, roles=False, users=[discord.Object(u) for u in user_ids])


@dataclass(frozen=True)
class InteractionReply:
    """The click that made a move: an edit of the live turn message it was on goes through the
    click's own interaction (not rate-limited per channel), and when the channel refuses the new
    turn message, the click's follow-up shows it (interaction webhooks need no channel permission)."""

    interaction: discord.Interaction
    message_id: int | None


class DiscordPublisher:
    def __init__(self, client: discord.Client, store: Store, games: dict[str, Game], presenters: dict[str, Presenter]):
        self.client = client
        self.store = store
        self.games = games
        self.presenters = presenters
        self.replies: dict[tuple[int, int], InteractionReply] = {}  # (game, version clicked at) → its click
        self.refusals = Refusals()

    @contextlib.contextmanager
    def replying(self, interaction: discord.Interaction, game: int, version: int) -> Iterator[None]:
        """While a click at ``version`` is applied, the turn it makes may be shown through it."""
        key = (game, version)
        message = interaction.message
        self.replies[key] = InteractionReply(interaction, message.id if message is not None else None)
        try:
            yield
        finally:
            self.replies.pop(key, None)

    def _click_for(self, game: GameRow) -> InteractionReply | None:
        """The click whose run of moves (its own and what it forced) made this state, if any."""
        made = [v for (g, v) in self.replies if g == game.id and v < game.version]
        return self.replies[(game.id, max(made))] if made else None

    async def publish(self, turn: Turn) -> int | None:
        game = turn.game
        if game.channel_id is None:
            return None
        presenter = self.presenters[game.game_key]
        message = await build_turn_message(turn, presenter)
        extra: list[discord.ui.Item[Any]] = []
        if message.private_label:
            extra.append(PrivateButton(PrivateId(game.id), message.private_label))
        locale = game_locale(game)
        if any(s.bot and s.user_id > 0 for s in game.seats):
            extra.append(ReclaimButton(game.id, locale))  # someone's seat is played by a bot: they may take it back
        if turn.outcome is not None:
            extra = game_over_buttons(game.id, locale)  # Rematch and Replay; a finished game has no seat to take back
        view = build_view(message.rows, game=game.id, version=game.version, seat=message.seat, extra=extra)
        reply = self._click_for(game)
        channel_id = game.channel_id
        try:
            known = self.refusals.known(channel_id)
            if known is not None:
                raise Unposted(known.cause, known.problem)  # refused lately: no request until its back-off ends
            return await retrying(lambda: self._send(turn, message, view, reply))
        except Unposted as problem:
            refusal = problem
        except (discord.HTTPException, discord.RateLimited, OSError) as error:
            refusal = unposted(self.client, error, channel_id)
            if refusal.cause == Cause.ARCHIVED and await self._unarchive(channel_id):
                try:
                    return await retrying(lambda: self._send(turn, message, view, reply))
                except (discord.HTTPException, discord.RateLimited, OSError) as again:
                    refusal = unposted(self.client, again, channel_id)
            self.refusals.refused(channel_id, refusal)
        if refusal.cause in (Cause.PERMISSION, Cause.ARCHIVED) and reply is not None:
            refusal.shown_as = await self._through_click(reply, message, view)
        raise refusal

    async def _send(
        self, turn: Turn, message: TurnMessage, view: discord.ui.View, reply: InteractionReply | None
    ) -> int | None:
        game = turn.game
        assert game.channel_id is not None
        pictures = []  # none when it failed to render: an edit then takes the old board away too
        if message.picture is not None:
            pictures.append(
                discord.File(io.BytesIO(message.picture), filename="board.png", description=message.description)
            )
        pings = only(message.mentions)  # the seats to act, whatever their names or the events say
        if not turn.new_message and game.turn_message_id:
            if reply is not None and reply.message_id == game.turn_message_id:
                await reply.interaction.edit_original_response(
                    content=message.content, attachments=pictures, view=view, allowed_mentions=pings
                )
            else:
                channel = self.client.get_partial_messageable(game.channel_id, guild_id=game.guild_id)
                await channel.get_partial_message(game.turn_message_id).edit(
                    content=message.content, attachments=pictures, view=view, allowed_mentions=pings
                )
            return game.turn_message_id
        channel = self.client.get_partial_messageable(game.channel_id, guild_id=game.guild_id)
        sent = await channel.send(
            message.content,
            files=pictures,
            view=view,
            allowed_mentions=pings,
        )
        return sent.id

    async def _through_click(self, reply: InteractionReply, message: TurnMessage, view: discord.ui.View) -> int | None:
        """The turn as a follow-up of the click that made it; None when that fails too."""
        try:
            pictures = []  # none when it failed to render: the content says so
            if message.picture is not None:
                pictures.append(
                    discord.File(io.BytesIO(message.picture), filename="board.png", description=message.description)
                )
            sent = await reply.interaction.followup.send(
                message.content,
                files=pictures,
                view=view,
                allowed_mentions=only(message.mentions),
                wait=True,
            )
        except discord.HTTPException:
            log.info("could not show the turn through the click either", exc_info=True)
            return None
        return sent.id

    async def _unarchive(self, channel_id: int) -> bool:
        """Reopen an archived thread, where the bot may; False when it can't."""
        try:
            await self.client.http.edit_channel(channel_id, archived=False)
        except discord.HTTPException:
            return False
        log.info("reopened archived thread %s", channel_id)
        return True

    async def warn(self, game: GameRow, problem: Unposted) -> None:
        """Tell the host by DM, and the lobby's channel where moderators read (when the game is
        played in a thread of it), what stops the turn messages and how to fix it."""
        loc = game_locale(game)
        title = tr(loc, self.games[game.game_key].title)
        text = tr(loc, "Your {title} game can't show its turns: {problem}", title=title, problem=problem.problem)
        try:
            host = self.client.get_user(game.host_id) or await self.client.fetch_user(game.host_id)
            await host.send(text)
        except discord.HTTPException:
            log.info("could not DM the host %s about game %s", game.host_id, game.id)
        if game.lobby_channel_id and game.lobby_channel_id != game.channel_id:
            lobby = self.client.get_partial_messageable(game.lobby_channel_id, guild_id=game.guild_id)
            try:
                stuck = tr(loc, "Moderators: the {title} game in {channel} is stuck: {problem}", title=title,
                           channel=f"<#{game.channel_id}>", problem=problem.problem)  # fmt: skip
                await lobby.send(stuck)
            except discord.HTTPException:
                log.info("could not warn channel %s about game %s", game.lobby_channel_id, game.id)

    async def closed(self, game: GameRow, text: str) -> None:
        """DMs to the players who asked for DMs; a closed DM is skipped."""
        for seat in game.seats:
            if seat.bot or seat.user_id <= 0 or not await self.store.settings.dm_enabled(seat.user_id):
                continue
            try:
                user = self.client.get_user(seat.user_id) or await self.client.fetch_user(seat.user_id)
                await user.send(text)
            except discord.HTTPException:
                log.info("DM to %s failed (closed DMs?)", seat.user_id)

    async def retire(self, game: GameRow, message_id: int, ended: Ended | None = None) -> None:
        """Take the controls off an earlier turn message (a newer one exists, or the game ended);
        with ``ended``, in the same edit rewrite it to tell that whole turn, its last moves too."""
        if game.channel_id is None or self.refusals.known(game.channel_id) is not None:
            return
        channel = self.client.get_partial_messageable(game.channel_id, guild_id=game.guild_id)
        words: dict[str, Any] = {}
        if ended is not None:
            quiet = discord.AllowedMentions.none()  # the turn is over: nobody needs pinging again
            words = {"content": ended_content(self.presenters[game.game_key], ended, game_locale(game))}
            words["allowed_mentions"] = quiet
        try:
            await channel.get_partial_message(message_id).edit(view=None, **words)
        except discord.HTTPException:
            log.info("could not strip controls from message %s", message_id)

    async def notify(self, game: GameRow, message_id: int) -> None:
        """Turn notices by DM for players who asked; a closed DM is logged and skipped."""
        engine = self.games[game.game_key]
        if game.state is None or engine.outcome(game.state) is not None or game.channel_id is None:
            return
        loc = game_locale(game)
        title = tr(loc, engine.title)
        link = f"https://discord.com/channels/{game.guild_id or '@me'}/{game.channel_id}/{message_id}"
        for seat in engine.to_act(game.state):
            user_id = game.seats[seat].user_id
            if not await self.store.settings.dm_enabled(user_id):
                continue
            try:
                user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
                await user.send(tr(loc, "Your turn in {title}: {link}", title=f"**{title}**", link=link))
            except discord.HTTPException:
                log.info("DM turn notice to %s failed (closed DMs?)", user_id)

    async def remind(self, game: GameRow, seats: list[int], last_call: bool) -> None:
        if game.channel_id is None or self.refusals.known(game.channel_id) is not None:
            return
        loc = game_locale(game)  # said in the game's channel, and by DM: the game's language
        title = f"**{tr(loc, self.games[game.game_key].title)}**"
        people = [game.seats[s].user_id for s in seats]
        when = f"<t:{int(game.deadline)}:R>" if game.deadline else tr(loc, "soon")
        mentions = " ".join(f"<@{uid}>" for uid in people)
        ruled = self.games[game.game_key].time_out_by_rules
        after = N_("After that the rules end it for you.") if ruled else N_("After that a bot plays it for you.")
        then = " " + tr(loc, after) if last_call else ""
        link = f"https://discord.com/channels/{game.guild_id or '@me'}/{game.channel_id}/{game.turn_message_id}"
        channel = self.client.get_partial_messageable(game.channel_id, guild_id=game.guild_id)
        said = tr(loc, "{who}, it's your turn in {title}; it ends {when}.", who=mentions, title=title, when=when)
        await channel.send(f"⏰ {said}{then} {link}", allowed_mentions=only(people))
        for user_id in people:
            if not await self.store.settings.dm_enabled(user_id):
                continue
            try:
                user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
                await user.send("⏰ " + tr(loc, "Your turn in {title} ends {when}: {link}", title=title, when=when,
                                              link=link))  # fmt: skip
            except discord.HTTPException:
                log.info("DM reminder to %s failed (closed DMs?)", user_id)

    async def notice(self, game: GameRow, text: str) -> None:
        channel_id = game.channel_id or game.lobby_channel_id
        channel = self.client.get_partial_messageable(channel_id, guild_id=game.guild_id)
        await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
