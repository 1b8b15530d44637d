"""What happens when a player clicks: acknowledge at once, hand the choice to the table,
then answer the clicker (refusals, next steps and secrets go to them alone)."""

from __future__ import annotations

import contextlib
import io
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, cast

import discord

from bot import metrics
from bot.engine import Action, IllegalAction
from bot.store import RUNNING, GameRow
from bot.table import Applied, FollowUp, Refusal, Resolver, Table
from bot.ui.controls import PRIVATE, PUBLIC, Control, Scope
from bot.ui.presenter import Presenter

log = logging.getLogger(__name__)


class Host(Protocol):
    table: Table
    presenters: dict[str, Presenter]

    def report_error(self, error: BaseException) -> None: ...


def host_of(interaction: discord.Interaction) -> Host:
    return cast(Host, interaction.client)


def named(view: dict[str, Any], game: GameRow) -> dict[str, Any]:
    """A view with the players' display names, so labels that name a seat ("{p1}'s ball") read
    as names; engines never put "names" in a view themselves. Raw names: Discord shows labels as
    typed (message text takes ``bot.names.shown`` names)."""
    return {**view, "names": game.names}


async def tell(interaction: discord.Interaction, text: str) -> None:
    """A short sentence to the clicker alone."""
    quiet = discord.AllowedMentions.none()  # a refusal may name players: it pings nobody
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, allowed_mentions=quiet)
    else:
        await interaction.response.send_message(text, ephemeral=True, allowed_mentions=quiet)


async def guarded(interaction: discord.Interaction, work: Any) -> None:
    """Run a click's work; a crash is reported, logged and answered, never silent."""
    try:
        await metrics.clicked(work)
    except Refusal as refusal:
        metrics.REFUSALS.inc()
        await tell(interaction, refusal.message)
    except Exception as error:
        log.exception("component failed")
        host_of(interaction).report_error(error)
        with contextlib.suppress(discord.HTTPException):
            await tell(interaction, "Something went wrong on my side; nothing was changed. Please try again.")


async def leave(interaction: discord.Interaction, game_id: int, user_id: int) -> None:
    await guarded(interaction, _leave(interaction, game_id, user_id))


async def _leave(interaction: discord.Interaction, game_id: int, user_id: int) -> None:
    if interaction.user.id != user_id:
        raise Refusal("That button belongs to someone else.")
    await interaction.response.defer()
    await host_of(interaction).table.resign(game_id, user_id)
    await interaction.edit_original_response(content="You have left the game.", view=None)


async def act(interaction: discord.Interaction, game_id: int, version: int, resolve: Resolver) -> None:
    await guarded(interaction, _act(interaction, game_id, version, resolve))


async def _act(interaction: discord.Interaction, game_id: int, version: int, resolve: Resolver) -> None:
    await interaction.response.defer()
    host = host_of(interaction)
    on_ephemeral = bool(interaction.message and interaction.message.flags.ephemeral)
    # A step clicked on the turn message itself is shown by editing that message through this click.
    via = None if on_ephemeral else interaction
    result = await host.table.act(game_id, interaction.user.id, version, resolve, via=via)
    presenter = host.presenters[result.game.game_key]
    if isinstance(result, FollowUp):  # the action buttons' resolvers always pick an action
        raise Refusal("That choice is no longer available.")
    assert isinstance(result, Applied)
    if on_ephemeral:
        # The step menus on this private message are spent: the move is made.
        await interaction.edit_original_response(content="Done — see the new turn message.", view=None)
    state = result.game.state
    if state is not None:
        engine = host.table.engine(result.game)
        note = presenter.private_note(result.action, engine.view(state, result.seat))
        if note:
            await deliver_private(interaction, note, None)


async def narrow(
    interaction: discord.Interaction, game_id: int, version: int, seat: int, scope: str, node: str, values: list[str]
) -> None:
    await guarded(interaction, _narrow(interaction, game_id, version, seat, scope, node, values))


@dataclass
class _Narrowed:
    """A narrowing click's destination: the legal index it completes, or the next controls."""

    picked: int | list[Control]


async def _narrow(
    interaction: discord.Interaction, game_id: int, version: int, seat: int, scope: str, node: str, values: list[str]
) -> None:
    """A narrowing step changes nothing: the table only checks the click (player, seat, version)
    and the presenter re-derives the step from the legal list at that version."""
    host = host_of(interaction)
    where: Scope = PRIVATE if scope == PRIVATE else PUBLIC

    def resolve(game: GameRow, clicker: int, legal: list[Action]) -> _Narrowed:
        if clicker != seat:
            raise IllegalAction("Those controls belong to another player.")
        assert game.state is not None
        view = named(host.table.engine(game).view(game.state, seat if where == PRIVATE else None), game)
        return _Narrowed(host.presenters[game.game_key].step(view, seat, legal, where, node, values))

    result = await host.table.act(game_id, interaction.user.id, version, resolve)
    assert isinstance(result, FollowUp)
    picked = cast(_Narrowed, result.next_step).picked
    if isinstance(picked, int):
        # The click completes an action: make it through the table's write path, at this version.
        await _act(interaction, game_id, version, lambda _g, _s, legal: legal[picked])
        return
    await _show_step(interaction, host, result.game, seat, where, picked)


async def _show_step(
    interaction: discord.Interaction, host: Host, game: GameRow, seat: int, scope: Scope, rows: list[Control]
) -> None:
    from bot.ui.components import PrivateButton, build_view  # components import this module for their callbacks

    on_ephemeral = bool(interaction.message and interaction.message.flags.ephemeral)
    presenter = host.presenters[game.game_key]
    if scope == PRIVATE and not on_ephemeral:
        # A public opener: the private choice goes to the seat alone, with its secrets beside it.
        await interaction.response.defer(ephemeral=True, thinking=True)
        assert game.state is not None
        reply = presenter.private(host.table.engine(game).view(game.state, seat))
        text = reply.text if reply else "Choose:"
        await deliver_private(interaction, text, reply.picture if reply else None, rows=rows, game=game, seat=seat)
        return
    extra: list[discord.ui.Item[Any]] = []
    if not on_ephemeral and presenter.private_label:
        extra.append(PrivateButton(game.id, presenter.private_label))
    view = build_view(rows, game=game.id, version=game.version, seat=seat, extra=extra, scope=scope)
    await interaction.response.edit_message(view=view)  # in place: no new message, attachments untouched


async def show_private(interaction: discord.Interaction, game_id: int) -> None:
    await guarded(interaction, _show_private(interaction, game_id))


async def _show_private(interaction: discord.Interaction, game_id: int) -> None:
    await interaction.response.defer(ephemeral=True, thinking=True)
    host = host_of(interaction)
    game = await host.table.snapshot(game_id)
    seat = game.seat_of(interaction.user.id)
    if seat is None:
        raise Refusal("You're not playing in this game, so there is nothing private to show.")
    if game.state is None:
        raise Refusal("The game hasn't started yet.")
    presenter = host.presenters[game.game_key]
    engine = host.table.engine(game)
    reply = presenter.private(engine.view(game.state, seat))
    text = reply.text if reply else "You hold no secrets in this game."
    rows: list[Control] = []
    if game.status == RUNNING and seat in engine.to_act(game.state):
        rows = _controls_for(host, game, seat)
    await deliver_private(interaction, text, reply.picture if reply else None, rows=rows, game=game, seat=seat)


def _controls_for(host: Host, game: GameRow, seat: int) -> list[Control]:
    """The seat's private reply offers every legal action (secret or not)."""
    assert game.state is not None
    engine = host.table.engine(game)
    legal = engine.legal_actions(game.state, seat)
    if not legal:
        return []
    return host.presenters[game.game_key].private_controls(named(engine.view(game.state, seat), game), seat, legal)


async def deliver_private(
    interaction: discord.Interaction,
    text: str,
    picture: bytes | None,
    *,
    rows: Sequence[Control] = (),
    game: GameRow | None = None,
    seat: int | None = None,
) -> None:
    """Secrets go to the clicker as an ephemeral reply, and also by DM when they opted in.

    A closed DM never blocks anything: the ephemeral reply says so.
    """
    from bot.ui.components import build_view  # components import this module for their callbacks

    host = host_of(interaction)
    if await host.table.store.dm_enabled(interaction.user.id):
        try:
            await interaction.user.send(text, file=_picture(picture))
        except discord.HTTPException:
            text += "\n-# I couldn't DM you (your DMs are closed); `/settings dm enabled:False` stops me trying."
    kwargs: dict[str, Any] = {"ephemeral": True}
    if picture is not None:
        kwargs["file"] = _picture(picture)
    if rows and game is not None and seat is not None:
        kwargs["view"] = build_view(rows, game=game.id, version=game.version, seat=seat, scope=PRIVATE)
    await interaction.followup.send(text, **kwargs)


def _picture(picture: bytes | None) -> discord.File | Any:
    if picture is None:
        return discord.utils.MISSING
    return discord.File(io.BytesIO(picture), filename="private.png")
