"""What happens when a player clicks a game's controls: acknowledge at once, read the game to
take a narrowing step (no lock, nothing written), hand one complete action to the table, then
answer the clicker (refusals, next steps and secrets go to them alone)."""

from __future__ import annotations

import io
import logging
from collections.abc import Awaitable, Sequence
from typing import Any

import discord

from bot.engine import IllegalAction
from bot.i18n import Locale, msg, tr
from bot.store import GameRow, GameStatus
from bot.table import Command, Refusal, Turn, Unconfirmed, check
from bot.table.words import unshown
from bot.ui.cards import card, is_card, read_card, recard, replaced, seat_accent
from bot.ui.components import PrivateButton, build_view, confirm_view
from bot.ui.controls import PRIVATE, Control
from bot.ui.drawing import UNDRAWN
from bot.ui.host import Host, guarded, host_of
from bot.ui.ids import ConfirmId, DecisionId, LeaveId, PrivateId, Scope, StepId
from bot.ui.language import game_locale, reader, spoken
from bot.ui.translator import slash

log = logging.getLogger(__name__)


def named(view: dict[str, Any], game: GameRow, locale: Locale | None = None) -> dict[str, Any]:
    """A view with the players' display names, so labels that name a seat ("{p1}'s ball") read
    as names; engines never put "names" in a view themselves. Raw names: Discord shows labels as
    typed (message text takes ``bot.names.shown`` names). ``locale``: the language its words are
    shown in (the game's unless given)."""
    return {**view, "names": game.names, "language": (locale or game_locale(game)).value}


def on_ephemeral(interaction: discord.Interaction) -> bool:
    return bool(interaction.message and interaction.message.flags.ephemeral)


class Flow:
    """The click handlers of ``Host.clicks``; each answers every click, even a crashing one."""

    async def pick(self, interaction: discord.Interaction, control: DecisionId, index: int) -> None:
        command = Command(control.game, control.version, interaction.user.id, index, control.seat)
        await guarded(interaction, _play(interaction, command))

    async def step(self, interaction: discord.Interaction, control: StepId, values: list[str]) -> None:
        await guarded(interaction, _step(interaction, control, values))

    async def private(self, interaction: discord.Interaction, control: PrivateId) -> None:
        await guarded(interaction, show_private(interaction, control.game))

    async def leave(self, interaction: discord.Interaction, control: LeaveId) -> None:
        await guarded(interaction, _leave(interaction, control))

    async def confirm(self, interaction: discord.Interaction, control: ConfirmId) -> None:
        command = Command(control.game, control.version, interaction.user.id, control.index, control.seat, True)
        await guarded(interaction, _play(interaction, command))


async def _leave(interaction: discord.Interaction, control: LeaveId) -> None:
    if interaction.user.id != control.user:
        raise Refusal(msg("That button belongs to someone else."))
    await interaction.response.defer()
    await host_of(interaction).table.play.resign(control.game, control.user)
    left = tr(reader(interaction), "You have left the game.")
    await interaction.edit_original_response(content=left, view=None)


async def _play(interaction: discord.Interaction, command: Command) -> None:
    """One complete action through the table; the turn message shows it, the clicker hears the rest."""
    if not interaction.response.is_done():
        await interaction.response.defer()
    host = host_of(interaction)
    private = on_ephemeral(interaction)
    # The turn this click makes may be shown through it: an edit of the turn message it was on,
    # or, when the channel refuses the new turn message, the click's own follow-up.
    try:
        with host.publisher.replying(interaction, command.game, command.version):
            turn = await host.table.play.act(command)
    except Unconfirmed as question:  # it ends the game for everyone: made on a second click, as leaving is
        assert isinstance(command.choice, int) and command.seat is not None  # clicks carry both
        control = ConfirmId(command.game, command.version, command.seat, command.choice)
        text = spoken(interaction, question.message)
        asked = confirm_view(control, reader(interaction))
        await interaction.followup.send(text, view=asked, ephemeral=True)
        return
    await _answer(interaction, host, turn, private, command.game)


async def _answer(interaction: discord.Interaction, host: Host, turn: Turn, private: bool, game_id: int) -> None:
    """The clicker's side of a move the table made: the spent private steps, a turn Discord would
    not show, a note for the clicker alone. Each is sent on its own: the move is made, so a reply
    Discord refuses is logged, never answered with "nothing was changed"."""
    problem = turn.problem.problem if turn.problem is not None else None
    via_click = turn.posted and turn.problem is not None
    if private:
        # The step menus on this private message are spent: the move is made.
        seen = turn.posted and not via_click
        finished = msg("Done — see the new turn message.") if seen else msg("Done.")
        done = spoken(interaction, finished, turn.game.language)
        await _made(game_id, interaction.edit_original_response(**replaced(interaction.message, done)))
    if not turn.posted or via_click:
        told = spoken(interaction, unshown(problem, via_click=via_click), turn.game.language)
        await _made(game_id, interaction.followup.send(told, ephemeral=True))
    if turn.action is not None and turn.seat_view is not None:
        clicker = reader(interaction, turn.game.language)  # a note to the clicker alone
        note = host.presenters[turn.game.game_key].speaking(clicker).private_note(turn.action, turn.seat_view)
        if note:
            await _made(game_id, deliver_private(interaction, note, None))


async def _made(game_id: int, reply: Awaitable[object]) -> None:
    """A reply about a move already made (its private message deleted meanwhile, Discord down)."""
    try:
        await reply
    except discord.HTTPException as error:
        log.info("game %s: the move was made, but Discord refused a reply to the clicker: %s", game_id, error)


async def _step(interaction: discord.Interaction, control: StepId, values: list[str]) -> None:
    """A narrowing step changes nothing: it reads the game, checks the click as the table would
    (player, seat, version) and re-derives the step from the legal list at that version."""
    host = host_of(interaction)
    game = await host.table.snapshot(control.game)
    engine = host.table.engine(game)
    seat = check(game, engine, interaction.user.id, control.version, control.seat, host.table.problem(game.id))
    assert game.state is not None
    legal = engine.legal_actions(game.state, seat)
    # The public message's controls speak the game's language; a private reply, the clicker's.
    locale = reader(interaction, game.language) if control.scope == PRIVATE else game_locale(game)
    view = named(engine.view(game.state, seat if control.scope == PRIVATE else None), game, locale)
    try:
        presenter = host.presenters[game.game_key].speaking(locale)
        picked = presenter.step(view, seat, legal, control.scope, control.node, values)
    except IllegalAction as problem:
        raise Refusal(problem.said) from None
    if isinstance(picked, int):
        # The click completes an action: the table makes it, at this version, under the game's lock.
        await _play(interaction, Command(game.id, control.version, interaction.user.id, picked, control.seat))
        return
    await _show_step(interaction, host, game, seat, control.scope, picked)


async def _show_step(
    interaction: discord.Interaction, host: Host, game: GameRow, seat: int, scope: Scope, rows: list[Control]
) -> None:
    private = on_ephemeral(interaction)
    if scope == PRIVATE and not private:
        # A public opener: the private choice goes to the seat alone, with its secrets beside it,
        # in the seat's own language.
        await interaction.response.defer(ephemeral=True, thinking=True)
        assert game.state is not None
        locale = reader(interaction, game.language)
        mine = host.presenters[game.game_key].speaking(locale)
        reply = mine.private(named(host.table.engine(game).view(game.state, seat), game, locale))
        text = reply.text if reply else tr(locale, "Choose:")
        picture, alt = (reply.picture, reply.description) if reply else (None, None)
        await deliver_private(interaction, text, picture, rows=rows, game=game, seat=seat, description=alt)
        return
    label = host.presenters[game.game_key].private_label
    extra: list[discord.ui.Item[Any]] = []
    if not private and label:  # on the public message: in the game's language, as it was posted
        extra.append(PrivateButton(PrivateId(game.id), tr(game_locale(game), label)))
    view = build_view(rows, game=game.id, version=game.version, seat=seat, extra=extra, scope=scope)
    if is_card(interaction.message):
        await _step_on_card(interaction, host, game, seat, view)
        return
    await interaction.response.edit_message(view=view)  # in place: no new message, attachments untouched


async def _step_on_card(
    interaction: discord.Interaction, host: Host, game: GameRow, seat: int, controls: discord.ui.View
) -> None:
    """A step on a card keeps it a card: its words around the next step's controls, and its
    picture drawn again and re-sent (a V2 message's attachments can't be kept by name)."""
    message = interaction.message
    assert message is not None and game.state is not None
    _accent, texts, pictured = read_card(message)
    picture, description = None, None
    if pictured:  # a private card: the seat's own picture, described in the reader's language
        locale = reader(interaction, game.language)
        seat_view = named(host.table.engine(game).view(game.state, seat), game, locale)
        reply = host.presenters[game.game_key].speaking(locale).private(seat_view)
        picture, description = (reply.picture, reply.description) if reply else (None, None)
    shown = [*texts, UNDRAWN] if pictured and picture is None and UNDRAWN not in texts else texts
    view, files = recard(message, controls, texts=shown, picture=picture, description=description)
    await interaction.response.edit_message(view=view, attachments=files)


async def show_private(interaction: discord.Interaction, game_id: int) -> None:
    """The clicker's own secrets and, when it is their decision, every legal action's controls."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    host = host_of(interaction)
    game = await host.table.snapshot(game_id)
    seat = game.seat_of(interaction.user.id)
    if seat is None:
        raise Refusal(msg("You're not playing in this game, so there is nothing private to show."))
    if game.state is None:
        raise Refusal(msg("The game hasn't started yet."))
    locale = reader(interaction, game.language)
    presenter = host.presenters[game.game_key].speaking(locale)
    engine = host.table.engine(game)
    seat_view = named(engine.view(game.state, seat), game, locale)  # its alt text says whose turn it is
    reply = presenter.private(seat_view)
    text = reply.text if reply else tr(locale, "You hold no secrets in this game.")
    since = await host.memory.since(game, seat, presenter.event_lines, locale)  # what others did meanwhile
    if since and len(since) + len(text) + 2 <= 2000:
        text = f"{since}\n\n{text}"
    rows: list[Control] = []
    if game.status == GameStatus.RUNNING and seat in engine.to_act(game.state):
        legal = engine.legal_actions(game.state, seat)
        rows = presenter.private_controls(named(seat_view, game, locale), seat, legal) if legal else []
    picture, alt = (reply.picture, reply.description) if reply else (None, None)
    await deliver_private(interaction, text, picture, rows=rows, game=game, seat=seat, description=alt)


async def deliver_private(
    interaction: discord.Interaction,
    text: str,
    picture: bytes | None,
    *,
    rows: Sequence[Control] = (),
    game: GameRow | None = None,
    seat: int | None = None,
    description: str | None = None,
) -> None:
    """Secrets go to the clicker as an ephemeral reply, and also by DM when they opted in.

    A closed DM never blocks anything: the ephemeral reply says so.
    """
    host = host_of(interaction)
    if await host.table.store.settings.dm_enabled(interaction.user.id):
        try:
            await interaction.user.send(text, file=_picture(picture, description))
        except discord.HTTPException:
            loc = reader(interaction, game.language if game is not None else None)
            stop = slash(loc, "settings dm", "enabled", "False")
            closed = tr(loc, "I couldn't DM you (your DMs are closed); {command} stops me trying.", command=stop)
            text += "\n-# " + closed
    controls = None
    if rows and game is not None and seat is not None:
        controls = build_view(rows, game=game.id, version=game.version, seat=seat, scope=PRIVATE)
    if game is not None and seat is not None and game.state is not None:
        # A seat's own reply is a Components V2 card in its colour (nothing here pings); the DM
        # above stays classic, as its push notification shows only a classic message's text.
        public = host.table.engine(game).view(game.state, None)
        view, files = card(
            [text],
            accent=seat_accent(game.game_key, public, seat),
            picture=picture,
            description=description,
            filename="private.png",
            controls=controls,
        )
        await interaction.followup.send(view=view, files=files, ephemeral=True)
        return
    kwargs: dict[str, Any] = {"ephemeral": True}
    if picture is not None:
        kwargs["file"] = _picture(picture, description)
    await interaction.followup.send(text, **kwargs)


def _picture(picture: bytes | None, description: str | None = None) -> discord.File | Any:
    if picture is None:
        return discord.utils.MISSING
    return discord.File(io.BytesIO(picture), filename="private.png", description=description)
