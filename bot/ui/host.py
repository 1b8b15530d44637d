"""What every control's callback needs from the bot, and the three helpers all of them use.

Controls reach the bot through ``interaction.client`` typed as ``Host``, so the module that
declares a control never imports the module that handles its click (no import cycle): the
click handlers (``bot.ui.flow``) build views from the controls, not the other way round.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Protocol, cast

import discord

from bot import metrics
from bot.i18n import Msg, msg
from bot.memory.recall import Recall
from bot.table import Refusal, Table, Unavailable, words
from bot.ui.language import spoken
from bot.ui.presenter import Presenter

if TYPE_CHECKING:
    from bot.ui.ids import ConfirmId, DecisionId, LeaveId, PrivateId, StepId

log = logging.getLogger(__name__)
MY_SIDE = msg("Something went wrong on my side; nothing was changed. Please try again.")
# Discord refused an answer: not a bug, and whether the click's work was already saved is not
# known where this is caught (a move's own replies say so precisely: ``bot.ui.flow``).
DISCORD_REFUSED = msg(
    "Discord refused my reply. What you did may already be saved: the game's message shows where it stands."
)


class Clicks(Protocol):
    """The handlers of a game's decision controls (``bot.ui.flow.Flow``)."""

    async def pick(self, interaction: discord.Interaction, control: DecisionId, index: int) -> None: ...
    async def step(self, interaction: discord.Interaction, control: StepId, values: list[str]) -> None: ...
    async def private(self, interaction: discord.Interaction, control: PrivateId) -> None: ...
    async def leave(self, interaction: discord.Interaction, control: LeaveId) -> None: ...
    async def confirm(self, interaction: discord.Interaction, control: ConfirmId) -> None: ...


class Replies(Protocol):
    """The publisher's side door for a click on the turn message (``DiscordPublisher.replying``)."""

    def replying(
        self, interaction: discord.Interaction, game: int, version: int
    ) -> contextlib.AbstractContextManager[None]: ...


class Host(Protocol):
    table: Table
    presenters: dict[str, Presenter]
    clicks: Clicks
    publisher: Replies
    memory: Recall  # what finished games left: history, replays, rematches, stats

    def report_error(self, error: BaseException) -> None: ...


def host_of(interaction: discord.Interaction) -> Host:
    return cast(Host, interaction.client)


async def tell(interaction: discord.Interaction, text: str | Msg, game: str | None = None) -> None:
    """A short sentence to the clicker alone, in their language (``game``: the game's, if known)."""
    text = spoken(interaction, text, game)
    quiet = discord.AllowedMentions.none()  # a refusal may name players: it pings nobody
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, allowed_mentions=quiet)
    else:
        await interaction.response.send_message(text, ephemeral=True, allowed_mentions=quiet)


async def guarded(interaction: discord.Interaction, work: Awaitable[object]) -> None:
    """Run a click's work; a refusal is said to the clicker, a crash is reported, logged and
    answered, never silent."""
    try:
        await metrics.clicked(work)
    except Refusal as refusal:
        metrics.REFUSALS.inc()
        await tell(interaction, refusal.message)
    except Unavailable as outage:  # the database's trouble, not a bug: say so, and nothing changed
        log.warning("database unavailable during a click: %s", outage)
        with contextlib.suppress(discord.HTTPException):
            await tell(interaction, words.DATABASE_DOWN)
    except discord.HTTPException as refused:
        log.warning("Discord refused a reply to a click: %s", refused)
        with contextlib.suppress(discord.HTTPException):
            await tell(interaction, DISCORD_REFUSED)
    except Exception as error:
        log.exception("component failed")
        host_of(interaction).report_error(error)
        with contextlib.suppress(discord.HTTPException):
            await tell(interaction, MY_SIDE)
