"""The lobby message: seats, options and the Join / Leave / Start / Cancel buttons."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.engine import Game
from bot.store import LOBBY, RUNNING, GameRow
from bot.ui.flow import guarded, host_of, tell

OPS = {
    "join": ("Join", discord.ButtonStyle.success),
    "leave": ("Leave", discord.ButtonStyle.secondary),
    "start": ("Start", discord.ButtonStyle.primary),
    "cancel": ("Cancel", discord.ButtonStyle.danger),
}


def can_moderate(interaction: discord.Interaction) -> bool:
    perms = getattr(interaction, "permissions", None)
    return bool(perms and (perms.manage_guild or perms.manage_messages))


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"ib:l:(?P<game>\d+):(?P<op>join|leave|start|cancel)",
):
    def __init__(self, game: int, op: str) -> None:
        self.game, self.op = game, op
        label, style = OPS[op]
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=f"ib:l:{game}:{op}"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LobbyButton:
        return cls(int(match["game"]), match["op"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, self._run(interaction))

    async def _run(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        table = host_of(interaction).table
        user = interaction.user
        if self.op == "join":
            game = await table.join(self.game, user.id, user.display_name)
        elif self.op == "leave":
            game = await table.leave(self.game, user.id)
        elif self.op == "start":
            game = await table.start(self.game, user.id)
        else:
            game = await table.cancel(self.game, user.id, moderator=can_moderate(interaction))
        await interaction.edit_original_response(embed=lobby_embed(game, table.engine(game)), view=lobby_view(game))
        if self.op == "join" and game.channel_id and game.channel_id != game.lobby_channel_id:
            await tell(interaction, f"You're in! The game will be played in <#{game.channel_id}>.")


def lobby_embed(game: GameRow, engine: Game) -> discord.Embed:
    low, high = engine.player_range(game.options)
    needs = f"{low}" if low == high else f"{low}–{high}"
    if game.status == LOBBY:
        title, colour = f"{engine.title} — lobby", discord.Colour.blurple()
    elif game.status == RUNNING:
        title, colour = f"{engine.title} — started", discord.Colour.green()
    else:
        title, colour = f"{engine.title} — {game.status}", discord.Colour.dark_grey()
    embed = discord.Embed(title=title, colour=colour)
    seats = "\n".join(
        f"{s.seat + 1}. <@{s.user_id}>{' (host)' if s.user_id == game.host_id else ''}" for s in game.seats
    )
    embed.add_field(name=f"Players ({len(game.seats)}/{high}, needs {needs})", value=seats or "—", inline=False)
    if game.options:
        shown = ", ".join(f"{k}: {v}" for k, v in game.options.items())
        embed.add_field(name="Options", value=shown[:1000], inline=False)
    if game.channel_id and game.channel_id != game.lobby_channel_id:
        embed.add_field(name="Where", value=f"<#{game.channel_id}>", inline=False)
    if game.status == LOBBY:
        embed.set_footer(text="Join, then the host presses Start. The host or a moderator can cancel.")
    return embed


def lobby_view(game: GameRow) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    if game.status == LOBBY:
        for op in OPS:
            view.add_item(LobbyButton(game.id, op))
    view.stop()
    return view
