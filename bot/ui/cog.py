"""The commands every game shares: board, rules, status, resign, cancel — and the lobby
that each game's own ``new`` command opens with its options."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord import app_commands
from discord.ext import commands

from bot import metrics
from bot.bots import Level
from bot.bots.seat import seat_named
from bot.i18n import N_, msg, ntr, tr
from bot.names import shown_all
from bot.store import GameRow, GameStatus
from bot.table import Refusal, Unavailable, where, words
from bot.ui.alt import GALLERY_LIMIT
from bot.ui.cards import card, seat_accent
from bot.ui.components import leave_view
from bot.ui.drawing import UNDRAWN, draw
from bot.ui.host import DISCORD_REFUSED, tell
from bot.ui.language import game_language, game_locale, reader, spoken
from bot.ui.lobby import can_moderate, lobby_message, lobby_view
from bot.ui.memory import post_replay, show_history
from bot.ui.presenter import Presenter
from bot.ui.publish import DRAWING
from bot.ui.translator import slash

if TYPE_CHECKING:
    from bot.client import Icebreaker

log = logging.getLogger(__name__)
STATUS_WORDS = (N_("lobby"), N_("running"), N_("over"), N_("cancelled"), N_("damaged"))  # "The game was …"

# Every game's ``new`` takes these options, so one person can start a game against bots in one step.
BOT_LEVELS = [app_commands.Choice(name=level.value, value=level.value) for level in Level]
BOTS_OPTION = {"bots": "Bots at this level take every other seat, and the game starts at once."}
PLAYERS_OPTION = {"players": "Seats in all, yours included; bots take the rest (default: the fewest the game takes)."}
Players = app_commands.Range[int, 1, 5]  # the table refuses, in a sentence, a count the game doesn't take


class GameCog(commands.GroupCog):
    """Base for one game's slash group. Subclasses set ``key`` and ``presenter``, add ``new``."""

    key: ClassVar[str]
    presenter: ClassVar[Presenter]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        # The presenter names its game's command where a message points to it (`/poletopole history`).
        if "presenter" in cls.__dict__:
            cls.presenter.command = str(cls.__cog_group_name__)

    def __init__(self, bot: Icebreaker) -> None:
        self.bot = bot
        super().__init__()

    async def cog_load(self) -> None:
        self.bot.presenters[self.key] = self.presenter

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Games are played where others can join: a DM gets a sentence, not a lobby (rules are fine)."""
        if interaction.guild_id is None and not (interaction.command and interaction.command.name == "rules"):
            group = self.__cog_group_name__
            said = msg(
                "Games are played in a server's channels, not in direct messages: "
                "use {command} in a channel of a server I'm in.", command=slash(reader(interaction), f"{group} new"),
            )
            raise app_commands.NoPrivateMessage(spoken(interaction, said))
        return True

    async def cog_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        original = getattr(error, "original", error)
        if isinstance(original, Refusal):
            metrics.REFUSALS.inc()
            await tell(interaction, original.message)
            return
        if isinstance(original, Unavailable):
            log.warning("database unavailable during a command: %s", original)
            interaction.extras["answered"] = True  # the tree's handler has nothing to add
            await tell(interaction, words.DATABASE_DOWN)
            return
        if isinstance(original, discord.HTTPException):  # Discord refused the reply: not a bug
            log.warning("Discord refused a reply to a command: %s", original)
            interaction.extras["answered"] = True
            with contextlib.suppress(discord.HTTPException):
                await tell(interaction, DISCORD_REFUSED)
            return
        if isinstance(error, app_commands.NoPrivateMessage):
            await tell(interaction, str(error))
            return
        self.bot.report_error(original)
        log.error("command failed", exc_info=original)
        await tell(interaction, msg("Something went wrong on my side; nothing was changed."))

    # --- the lobby ----------------------------------------------------------------------

    async def open_lobby(
        self,
        interaction: discord.Interaction,
        options: Mapping[str, Any],
        *,
        thread: bool,
        bots: str | None = None,
        players: int | None = None,
        language: str | None = None,
    ) -> None:
        """Post the lobby here; by default the game gets its own thread under it. With ``bots``
        (a level) or ``players``, bots take every other seat and the game starts at once.
        ``language``: the `language` option, if given (``bot.ui.language.game_language`` says what
        else decides)."""
        table = self.bot.table
        speaks = await game_language(table, interaction, language)
        channel = interaction.channel
        in_thread = thread and isinstance(channel, discord.TextChannel)
        game = await table.lobby.open(
            game_key=self.key,
            options={k: v for k, v in options.items() if v is not None},
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id or 0,
            in_thread=in_thread,
            host_id=interaction.user.id,
            host_name=interaction.user.display_name,
            bots=bots,
            players=players,
            language=speaks.value,
        )
        engine = table.engine(game)
        await interaction.response.send_message(view=lobby_view(game, engine))
        message = await interaction.original_response()
        await table.lobby.set_message(game.id, message.id)
        if in_thread:
            try:
                made = await message.create_thread(name=f"{engine.title} #{game.id}", auto_archive_duration=10080)
                await table.lobby.play_in(game.id, made.id)
            except discord.HTTPException:
                await table.lobby.play_in(game.id, interaction.channel_id or 0)
                no_thread = msg("I couldn't create a thread here, so the game will be played in this channel.")
                await tell(interaction, no_thread, speaks.value)
            game = await table.snapshot(game.id)
            await interaction.edit_original_response(**lobby_message(game, engine))
        if bots is None and players is None:
            return
        game = await table.lobby.start(game.id, interaction.user.id)  # every seat is taken: play at once
        await interaction.edit_original_response(**lobby_message(game, engine))
        problem = table.problem(game.id)
        if problem is not None:
            started = msg("The game has started, but its first turn isn't in its channel: {problem}", problem=problem)
            await tell(interaction, started, speaks.value)

    # --- shared commands ------------------------------------------------------------------

    async def _game_here(self, interaction: discord.Interaction) -> GameRow:
        """This channel's game of this kind: played here, or started here and played in its thread."""
        games = await self.bot.table.games_for(interaction.channel_id or 0)
        mine = [g for g in games if g.game_key == self.key]
        if len(mine) == 1:
            return mine[0]
        title = msg(self.bot.games[self.key].title)
        group = self.__cog_group_name__
        if len(mine) > 1:
            links = ", ".join(f"<#{g.channel_id}>" for g in mine if g.channel_id)
            raise Refusal(msg(
                "Several {title} games were started here ({links}): use {command} in the game's thread.",
                title=title, links=links, command=slash(reader(interaction), str(group)),
            ))
        others = [g for g in games if g.game_key in self.bot.games]
        if len(others) == 1 and others[0].status in (GameStatus.LOBBY, GameStatus.RUNNING):
            other = others[0]
            raise Refusal(msg(
                "The game here is {other} ({where}), not {title}: use that game's own commands.",
                other=msg(self.bot.games[other.game_key].title), where=where(other), title=title,
            ))
        raise Refusal(msg(
            "There is no {title} game in this channel. Start one with {command}.", title=title,
            command=slash(reader(interaction), f"{group} new"),
        ))

    @app_commands.command(name="board", description="Post the current board again, with the controls.")
    async def board(self, interaction: discord.Interaction) -> None:
        game = await self._game_here(interaction)
        if game.status != GameStatus.RUNNING:
            status = slash(reader(interaction, game.language), f"{self.__cog_group_name__} status")
            raise Refusal(msg("This game isn't running; {command} shows how it ended.", command=status))
        await interaction.response.defer(ephemeral=True, thinking=True)
        turn = await self.bot.table.upkeep.republish(game.id)
        if not turn.posted:
            problem = turn.problem.problem if turn.problem is not None else None
            if problem:
                raise Refusal(msg("I couldn't post the board: {problem}", problem=problem))
            raise Refusal(words.DISCORD_FAILING)
        here = game.channel_id == interaction.channel_id
        loc = reader(interaction, game.language)
        said = tr(loc, "Posted the board again.")
        said += "" if here else " " + tr(loc, "It is in {channel}.", channel=f"<#{game.channel_id}>")
        await interaction.followup.send(said, ephemeral=True)

    @app_commands.command(name="rules", description="A short summary of the rules.")
    async def rules(self, interaction: discord.Interaction) -> None:
        presenter = self.presenter.speaking(reader(interaction))
        await interaction.response.send_message(presenter.rules(), ephemeral=True)

    @app_commands.command(name="status", description="Who is playing, whose turn it is, and how the game stands.")
    async def status(self, interaction: discord.Interaction) -> None:
        """A Components V2 card, for the asker alone: the standing in words, in the colour of the
        seat to act, and the board picture with its alt text."""
        game = await self._game_here(interaction)
        engine = self.bot.games[self.key]
        locale = reader(interaction, game.language)  # an answer to the asker alone: in their language
        presenter = self.presenter.speaking(locale)
        picture: bytes | None = None
        description, public, seat = None, None, None
        if game.state is None:
            joined = ntr(locale, "{n} player joined", "{n} players joined", len(game.seats))
            text = f"**{tr(locale, engine.title)}** — " + tr(locale, "lobby, {joined}.", joined=joined)
        else:
            waiting = engine.to_act(game.state) if game.status == GameStatus.RUNNING else []
            public = {**engine.view(game.state, None), "language": locale.value}
            names = shown_all(game.names)  # words escape names; the picture and its alt text read them raw
            listed = [tr(locale, seat_named(s), name=n) if s.bot else n for n, s in zip(names, game.seats, strict=True)]
            text = presenter.status({**public, "names": names}, listed, waiting)
            outcome = engine.outcome(game.state)
            result = presenter.result(outcome, game.names) if outcome is not None else None  # for the alt text
            if outcome is not None:
                text += "\n" + presenter.result(outcome, names)
            elif game.status != GameStatus.RUNNING:
                text += "\n" + tr(locale, "The game was {status}.", status=tr(locale, game.status))
            seat = waiting[0] if len(waiting) == 1 else None
            named = {**public, "names": game.names}
            await interaction.response.defer(ephemeral=True, thinking=True)  # the picture takes a moment
            picture = await asyncio.get_running_loop().run_in_executor(DRAWING, draw, self.presenter.render, named)
            description = self.presenter.describe(named, result, GALLERY_LIMIT)
            if picture is None:
                text += "\n" + tr(locale, UNDRAWN)
        if game.channel_id and game.channel_id != interaction.channel_id:
            text += "\n" + tr(locale, "It is played in {channel}.", channel=f"<#{game.channel_id}>")
        accent = seat_accent(self.key, public, seat)
        view, files = card([text], accent=accent, picture=picture, description=description, filename="board.png")
        if interaction.response.is_done():
            await interaction.followup.send(view=view, files=files, ephemeral=True)
        else:
            await interaction.response.send_message(view=view, ephemeral=True)

    @app_commands.command(name="history", description="This game's moves, since your last one first.")
    async def history(self, interaction: discord.Interaction) -> None:
        await show_history(interaction, await self._game_here(interaction), None)

    @app_commands.command(name="replay", description="Post an animated replay of this channel's game.")
    async def replay(self, interaction: discord.Interaction) -> None:
        await post_replay(interaction, (await self._game_here(interaction)).id)

    @app_commands.command(name="resign", description="Leave the game you are playing in this channel.")
    async def resign(self, interaction: discord.Interaction) -> None:
        game = await self._game_here(interaction)
        if not any(seat.user_id == interaction.user.id for seat in game.seats):
            raise Refusal(words.NOT_PLAYING)
        loc = reader(interaction, game.language)
        title = tr(loc, self.bot.games[self.key].title)
        await interaction.response.send_message(
            tr(loc, "Leave this {title} game? You can't come back to it.", title=title),
            view=leave_view(game.id, interaction.user.id, loc),
            ephemeral=True,
        )

    @app_commands.command(name="cancel", description="Cancel this channel's game (host or moderators).")
    async def cancel(self, interaction: discord.Interaction) -> None:
        game = await self._game_here(interaction)
        await self.bot.table.lobby.cancel(game.id, interaction.user.id, moderator=can_moderate(interaction))
        loc = game_locale(game)  # said in the channel: the game's language
        title = tr(loc, self.bot.games[self.key].title)
        quiet = discord.AllowedMentions.none()  # the mention says who; it need ping nobody
        by = interaction.user.mention
        await interaction.response.send_message(
            tr(loc, "The {title} game was cancelled by {who}.", title=title, who=by), allowed_mentions=quiet
        )
        if game.channel_id and game.channel_id != interaction.channel_id:  # tell the game's own thread too
            channel = self.bot.get_partial_messageable(game.channel_id, guild_id=game.guild_id)
            with contextlib.suppress(discord.HTTPException):
                await channel.send(
                    tr(loc, "This {title} game was cancelled by {who}.", title=title, who=by), allowed_mentions=quiet
                )

    @app_commands.command(
        name="skip", description="End the turn of whoever keeps the game waiting (host or moderators)."
    )
    async def skip(self, interaction: discord.Interaction) -> None:
        """As the turn clock running out would: the game's rules end the turn, or a bot plays it.
        The turn message that follows says whose turn was skipped."""
        game = await self._game_here(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.bot.table.upkeep.skip(game.id, interaction.user.id, moderator=can_moderate(interaction))
        loc = reader(interaction, game.language)
        await interaction.followup.send(tr(loc, "Skipped: the game has moved on."), ephemeral=True)
