"""``/settings``: personal preferences, and ``/icebreaker``: what this bot plays."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.engine import Game
from bot.games import GAMES
from bot.i18n import ENGLISH, Locale, first_ours, msg, ntr, ours, tr
from bot.memory.ratings import ALL_GAMES, board_text
from bot.memory.stats import stats_text
from bot.names import shown
from bot.store.rows import GameRow, GameStatus
from bot.table import where
from bot.ui.host import tell
from bot.ui.language import AUTO, LANGUAGE_CHOICES, game_locale, reader, unknown_language
from bot.ui.memory import ended_lines, titles_of
from bot.ui.translator import command_name, option_name, slash

if TYPE_CHECKING:
    from bot.client import Icebreaker


class Settings(commands.GroupCog, group_name="settings", group_description="Your Icebreaker preferences."):
    def __init__(self, bot: Icebreaker) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="dm", description="Get your hand, peeks and turn notices by direct message too.")
    @app_commands.describe(enabled="On: also send private information and turn notices by DM.")
    async def dm(self, interaction: discord.Interaction, enabled: bool) -> None:
        await self.bot.table.set_dm(interaction.user.id, enabled)
        if enabled:
            text = msg("DMs on: I'll also send your private information and turn notices by DM.")
        else:
            text = msg("DMs off: private information comes only as replies that only you can see.")
        await tell(interaction, text)


class About(commands.GroupCog, group_name="icebreaker", group_description="About the Icebreaker bot."):
    def __init__(self, bot: Icebreaker) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="games", description="The games you can play here and how to start one.")
    async def games(self, interaction: discord.Interaction) -> None:
        loc = reader(interaction)
        lines = ["**Icebreaker** — " + tr(loc, "tabletop games in turns, right here in Discord.")]
        for cog in self.bot.cogs.values():
            group = getattr(cog, "__cog_group_name__", None)
            key = getattr(cog, "key", None)
            if group and key in self.bot.games:
                game = self.bot.games[key]
                low, high = game.min_players, game.max_players
                span = f"{low}" if low == high else f"{low}–{high}"  # "2 players", not "2–2"
                players = tr(loc, "{span} players", span=span)
                lines.append(f"• **{tr(loc, game.title)}** ({players}): {slash(loc, f'{group} new')}")
        alone = tr(loc, "Alone? Add {bots} (easy, normal or hard) to {new}: bots take the other seats, and it starts.",
                   bots=f"`{option_name(loc, 'bots')}:`", new=f"`{command_name(loc, 'new')}`")  # fmt: skip
        lines.append(alone)
        each = ", ".join(f"`{command_name(loc, c)}`" for c in ("rules", "status", "board", "resign", "cancel"))
        lines.append(tr(loc, "Each game: {commands}. Secrets: {dm}.", commands=each, dm=slash(loc, "settings dm")))
        lines.append(tr(loc, "Your games: {mine}. Going away: {away}.", mine=slash(loc, "icebreaker mygames"),
                        away=slash(loc, "icebreaker away")))  # fmt: skip
        await interaction.response.send_message("\n".join(lines), ephemeral=True)

    @app_commands.command(name="mygames", description="Your live games on every server, where it's your turn first.")
    async def mygames(self, interaction: discord.Interaction) -> None:
        loc = reader(interaction)
        games = await self.bot.table.games_of(interaction.user.id)
        entries = [inbox_entry(self.bot.games, game, interaction.user.id, loc) for game in games]
        entries.sort(key=lambda e: (not e[0], e[1]))
        ended = await ended_lines(interaction, self.bot.games)
        if not entries:
            text = tr(loc, "You're not in any live game. {command} lists what you can start.",
                      command=slash(loc, "icebreaker games"))  # fmt: skip
        else:
            mine = sum(1 for e in entries if e[0])
            yours = "**" + tr(loc, "Your games") + "**"
            turns = tr(loc, "your turn in {mine} of {all}", mine=mine, all=len(entries))
            head = f"{yours} — {turns}:" if mine else f"{yours}:"
            text = "\n".join([head, *(line for _turn, _deadline, line in entries[:25])])
            if len(entries) > 25:
                text += "\n" + tr(loc, "…and {n} more.", n=len(entries) - 25)
        if ended:  # below the live ones: what ended this week, with each result
            text += "\n**" + tr(loc, "Ended this week") + "**\n" + "\n".join(ended[:10])
        await interaction.response.send_message(text[:2000], ephemeral=True)

    @app_commands.command(name="stats", description="Games played and won, time to move and streak on this server.")
    @app_commands.describe(member="Whose stats (yours if left out).")
    async def stats(
        self, interaction: discord.Interaction, member: discord.Member | discord.User | None = None
    ) -> None:
        who = member or interaction.user
        found = await self.bot.memory.stats(who.id, interaction.guild_id)
        text = stats_text(found, who.display_name, titles_of(self.bot.games), reader(interaction))
        await interaction.response.send_message(text[:2000], ephemeral=True)

    @app_commands.command(name="leaderboard", description="This server's players ranked by skill rating.")
    @app_commands.describe(game="One game's board (all games together if left out).")
    @app_commands.choices(game=[app_commands.Choice(name=g.title, value=key) for key, g in GAMES.items()])
    async def leaderboard(self, interaction: discord.Interaction, game: str | None = None) -> None:
        if interaction.guild_id is None:
            await tell(interaction, msg("Leaderboards belong to servers: ask in one."))
            return
        titles = titles_of(self.bot.games)
        board = await self.bot.memory.leaderboard(interaction.guild_id, game)
        heading = titles.get(game, game) if game else ALL_GAMES
        text = board_text(board, heading, titles, locale=reader(interaction))
        await interaction.response.send_message(text[:2000], ephemeral=True)

    @app_commands.command(name="language", description="The language this server's new games speak (Manage Server).")
    @app_commands.describe(language="A language, or the server's own Discord language.")
    @app_commands.choices(
        language=[*LANGUAGE_CHOICES, app_commands.Choice(name="Server's Discord language", value=AUTO)]
    )
    @app_commands.default_permissions(manage_guild=True)
    async def language(self, interaction: discord.Interaction, language: str) -> None:
        if interaction.guild_id is None:
            await tell(interaction, msg("A default language belongs to a server: set it in one."))
            return
        if not interaction.permissions.manage_guild:
            refused = msg("Only members with the Manage Server permission can set the server's language.")
            await tell(interaction, refused)
            return
        if language == AUTO:
            await self.bot.table.set_guild_language(interaction.guild_id, "")
            speaks = first_ours(interaction.guild_locale)
            text = msg(
                "New games here will speak the server's Discord language when I speak it: now {language}.",
                language=speaks.endonym,
            )
        else:
            chosen = ours(language)
            if chosen is None:
                await tell(interaction, unknown_language(language))
                return
            await self.bot.table.set_guild_language(interaction.guild_id, chosen.value)
            speaks = chosen
            text = msg("New games on this server will speak {language}.", language=chosen.endonym)
        await tell(interaction, text, speaks)

    @app_commands.command(name="away", description="Pause the turn clocks of all your games while you're away.")
    @app_commands.describe(days="How many days you'll be away (1–14).")
    async def away(self, interaction: discord.Interaction, days: app_commands.Range[int, 1, 14]) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        until = self.bot.table.now() + days * 86400
        games = await self.bot.table.upkeep.away(interaction.user.id, until)
        name = shown(interaction.user.display_name)
        when = f"<t:{int(until)}:f>"
        for game in games:  # the tables are told, so nobody waits in the dark
            if game.channel_id is not None:
                away = tr(game_locale(game), "{name} is away until {when}; their turn clock waits until then.",
                          name=name, when=when)  # fmt: skip
                with contextlib.suppress(Exception):
                    await self.bot.publisher.notice(game, away)
        loc = reader(interaction)
        text = ntr(
            loc,
            "Enjoy your time away. Your clocks in {n} game wait until {when}.",
            "Enjoy your time away. Your clocks in {n} games wait until {when}.",
            len(games),
            when=when,
        )
        await interaction.followup.send(text, ephemeral=True)


def inbox_entry(
    games: dict[str, Game], game: GameRow, user_id: int, loc: Locale = ENGLISH
) -> tuple[bool, float, str]:
    """(my turn?, deadline, line) for one game in a player's inbox, in ``loc``."""
    engine = games.get(game.game_key)
    title = tr(loc, engine.title) if engine else game.game_key
    link = where(game)
    if game.status == GameStatus.LOBBY or game.state is None or engine is None:
        return False, float("inf"), f"• **{title}** — " + tr(loc, "lobby, waiting to start: {link}", link=link)
    seat = game.seat_of(user_id)
    waiting = engine.to_act(game.state)
    mine = seat is not None and seat in waiting
    deadline = tr(loc, ", ends {when}", when=f"<t:{int(game.deadline)}:R>") if game.deadline and mine else ""
    if mine:
        state = "**" + tr(loc, "your turn") + f"**{deadline}"
    else:
        named = [shown(game.seats[s].name) for s in waiting]
        if not named:
            names = tr(loc, "nobody")
        elif len(named) == 1:
            names = named[0]
        else:
            names = tr(loc, "{names} and {last}", names=", ".join(named[:-1]), last=named[-1])
        state = tr(loc, "waiting for {names}", names=names)
    return mine, game.deadline or float("inf"), f"• **{title}** — {state}: {link}"


async def setup(bot: Icebreaker) -> None:
    await bot.add_cog(Settings(bot))
    await bot.add_cog(About(bot))
