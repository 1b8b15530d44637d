"""The commands every game shares: board, rules, status, resign, cancel — and the lobby
that each game's own ``new`` command opens with its options."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.store import RUNNING, GameRow
from bot.table import Refusal
from bot.ui.components import leave_view
from bot.ui.flow import tell
from bot.ui.lobby import can_moderate, lobby_embed, lobby_view
from bot.ui.presenter import Presenter

if TYPE_CHECKING:
    from bot.client import Icebreaker

log = logging.getLogger(__name__)


class GameCog(commands.GroupCog):
    """Base for one game's slash group. Subclasses set ``key`` and ``presenter``, add ``new``."""

    key: ClassVar[str]
    presenter: ClassVar[Presenter]

    def __init__(self, bot: Icebreaker) -> None:
        self.bot = bot
        super().__init__()

    async def cog_load(self) -> None:
        self.bot.presenters[self.key] = self.presenter

    async def cog_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        original = getattr(error, "original", error)
        if isinstance(original, Refusal):
            await tell(interaction, original.message)
            return
        self.bot.report_error(original)
        log.error("command failed", exc_info=original)
        await tell(interaction, "Something went wrong on my side; nothing was changed.")

    # --- the lobby ----------------------------------------------------------------------

    async def open_lobby(self, interaction: discord.Interaction, options: Mapping[str, Any], *, thread: bool) -> None:
        """Post the lobby here; by default the game gets its own thread under it."""
        table = self.bot.table
        channel = interaction.channel
        in_thread = thread and isinstance(channel, discord.TextChannel)
        game = await table.open_lobby(
            game_key=self.key,
            options={k: v for k, v in options.items() if v is not None},
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id or 0,
            in_thread=in_thread,
            host_id=interaction.user.id,
            host_name=interaction.user.display_name,
        )
        engine = table.engine(game)
        await interaction.response.send_message(embed=lobby_embed(game, engine), view=lobby_view(game))
        message = await interaction.original_response()
        await table.set_lobby_message(game.id, message.id)
        if not in_thread:
            return
        try:
            made = await message.create_thread(name=f"{engine.title} #{game.id}", auto_archive_duration=10080)
            await table.play_in(game.id, made.id)
        except discord.HTTPException:
            await table.play_in(game.id, interaction.channel_id or 0)
            await tell(interaction, "I couldn't create a thread here, so the game will be played in this channel.")
        game = await table.snapshot(game.id)
        await interaction.edit_original_response(embed=lobby_embed(game, engine), view=lobby_view(game))

    # --- shared commands ------------------------------------------------------------------

    async def _game_here(self, interaction: discord.Interaction) -> GameRow:
        game = await self.bot.table.game_in(interaction.channel_id or 0)
        if game is None or game.game_key != self.key:
            title = self.bot.games[self.key].title
            raise Refusal(f"There is no {title} game in this channel. Start one with `/{self.__cog_group_name__} new`.")
        return game

    @app_commands.command(name="board", description="Post the current board again, with the controls.")
    async def board(self, interaction: discord.Interaction) -> None:
        game = await self._game_here(interaction)
        if game.status != RUNNING:
            raise Refusal("This game isn't running; `status` shows how it ended.")
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.bot.table.republish(game.id)
        await interaction.followup.send("Posted the board again.", ephemeral=True)

    @app_commands.command(name="rules", description="A short summary of the rules.")
    async def rules(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(self.presenter.rules(), ephemeral=True)

    @app_commands.command(name="status", description="Who is playing, whose turn it is, and how the game stands.")
    async def status(self, interaction: discord.Interaction) -> None:
        game = await self._game_here(interaction)
        engine = self.bot.games[self.key]
        if game.state is None:
            text = f"**{engine.title}** — lobby with {len(game.seats)} player(s)."
        else:
            waiting = engine.to_act(game.state) if game.status == RUNNING else []
            text = self.presenter.status(engine.view(game.state, None), game.names, waiting)
            outcome = engine.outcome(game.state)
            if outcome is not None:
                text += "\n" + self.presenter.result(outcome, game.names)
            elif game.status != RUNNING:
                text += f"\nThe game was {game.status}."
        await interaction.response.send_message(text, ephemeral=True)

    @app_commands.command(name="resign", description="Leave the game you are playing in this channel.")
    async def resign(self, interaction: discord.Interaction) -> None:
        game = await self._game_here(interaction)
        if not any(seat.user_id == interaction.user.id for seat in game.seats):
            raise Refusal("You're not playing in this game.")
        await interaction.response.send_message(
            f"Leave this {self.bot.games[self.key].title} game? You can't come back to it.",
            view=leave_view(game.id, interaction.user.id),
            ephemeral=True,
        )

    @app_commands.command(name="cancel", description="Cancel this channel's game (host or moderators).")
    async def cancel(self, interaction: discord.Interaction) -> None:
        game = await self._game_here(interaction)
        await self.bot.table.cancel(game.id, interaction.user.id, moderator=can_moderate(interaction))
        await interaction.response.send_message(f"The {self.bot.games[self.key].title} game was cancelled.")
