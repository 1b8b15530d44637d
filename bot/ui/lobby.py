"""The lobby message: seats, options, the turn clock, and Join / Leave / Add bot / Start / Cancel."""

from __future__ import annotations

import re
from typing import Any, cast

import discord

from bot.clock import CLOCK_CHOICES, clock_words
from bot.engine import Game
from bot.store import GameRow, GameStatus, Seat
from bot.ui.host import guarded, host_of, tell
from bot.ui.ids import ClockId, LobbyId, LobbyOp

OPS = {
    "join": ("Join", discord.ButtonStyle.success),
    "leave": ("Leave", discord.ButtonStyle.secondary),
    "bot": ("Add bot", discord.ButtonStyle.secondary),
    "start": ("Start", discord.ButtonStyle.primary),
    "cancel": ("Cancel", discord.ButtonStyle.danger),
}


def can_moderate(interaction: discord.Interaction) -> bool:
    perms = getattr(interaction, "permissions", None)
    return bool(perms and (perms.manage_guild or perms.manage_messages))


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=LobbyId.template()):
    def __init__(self, game: int, op: str) -> None:
        self.game, self.op = game, op
        label, style = OPS[op]
        custom_id = LobbyId(game, LobbyOp(op)).encode()
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=custom_id))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LobbyButton:
        control = LobbyId.from_match(match)
        return cls(control.game, control.op)

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, self._run(interaction))

    async def _run(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        table = host_of(interaction).table
        lobby, user = table.lobby, interaction.user
        if self.op == "join":
            game = await lobby.join(self.game, user.id, user.display_name)
        elif self.op == "leave":
            game = await lobby.leave(self.game, user.id)
        elif self.op == "bot":
            game = await lobby.add_bot(self.game, user.id)
        elif self.op == "start":
            game = await lobby.start(self.game, user.id)
        else:
            game = await lobby.cancel(self.game, user.id, moderator=can_moderate(interaction))
        await interaction.edit_original_response(embed=lobby_embed(game, table.engine(game)), view=lobby_view(game))
        if self.op == "join" and game.channel_id and game.channel_id != game.lobby_channel_id:
            await tell(interaction, f"You're in! The game will be played in <#{game.channel_id}>.")


def _seat_line(game: GameRow, seat: Seat) -> str:
    who = f"{seat.name} (bot)" if seat.bot else f"<@{seat.user_id}>"
    return f"{seat.seat + 1}. {who}{' (host)' if seat.user_id == game.host_id else ''}"


def lobby_embed(game: GameRow, engine: Game) -> discord.Embed:
    low, high = engine.player_range(game.options)
    needs = f"{low}" if low == high else f"{low}–{high}"
    if game.status == GameStatus.LOBBY:
        title, colour = f"{engine.title} — lobby", discord.Colour.blurple()
    elif game.status == GameStatus.RUNNING:
        title, colour = f"{engine.title} — started", discord.Colour.green()
    else:
        title, colour = f"{engine.title} — {game.status}", discord.Colour.dark_grey()
    embed = discord.Embed(title=title, colour=colour)
    seats = "\n".join(_seat_line(game, s) for s in game.seats)
    embed.add_field(name=f"Players ({len(game.seats)}/{high}, needs {needs})", value=seats or "—", inline=False)
    if game.options:
        shown = " · ".join(engine.options[k].words(v) for k, v in game.options.items() if k in engine.options)
        embed.add_field(name="Options", value=shown[:1000] or "—", inline=False)
    embed.add_field(name="Turn clock", value=clock_words(game.clock).capitalize(), inline=False)
    if game.channel_id and game.channel_id != game.lobby_channel_id:
        embed.add_field(name="Where", value=f"<#{game.channel_id}>", inline=False)
    if game.status == GameStatus.LOBBY:
        embed.set_footer(text="Join, then the host presses Start. The host or a moderator can cancel.")
    return embed


class ClockSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=ClockId.template()):
    """The host picks the time each turn may take; when it runs out a bot plays the turn."""

    def __init__(self, game: int, current: int = 0, select: discord.ui.Select[Any] | None = None) -> None:
        self.game = game
        options = [
            discord.SelectOption(label=label, value=str(seconds), default=seconds == current)
            for label, seconds in CLOCK_CHOICES.items()
        ]
        super().__init__(
            select or discord.ui.Select(custom_id=ClockId(game).encode(), placeholder="Turn clock…", options=options)
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ClockSelect:
        return cls(ClockId.from_match(match).game, select=cast(discord.ui.Select[Any], item))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, self._run(interaction))

    async def _run(self, interaction: discord.Interaction) -> None:
        values = self.item.values
        seconds = int(values[0]) if values and values[0].isdigit() else -1
        if seconds not in CLOCK_CHOICES.values():
            await tell(interaction, "Pick one of the listed turn clocks.")
            return
        await interaction.response.defer()
        table = host_of(interaction).table
        game = await table.lobby.set_clock(self.game, interaction.user.id, seconds)
        await interaction.edit_original_response(embed=lobby_embed(game, table.engine(game)), view=lobby_view(game))


def lobby_view(game: GameRow) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    if game.status == GameStatus.LOBBY:
        for op in OPS:
            view.add_item(LobbyButton(game.id, op))
        clock = ClockSelect(game.id, game.clock)
        clock.item.row = 1
        view.add_item(clock)
    view.stop()
    return view


LOBBY_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (LobbyButton, ClockSelect)
