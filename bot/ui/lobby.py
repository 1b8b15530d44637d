"""The lobby message: seats, options, the turn clock, and Join / Leave / Add bot / Start / Cancel,
with a select that adds a bot at a level."""

from __future__ import annotations

import re
from typing import Any, cast

import discord

from bot.bots import Level
from bot.bots.seat import has_levels, seat_words
from bot.clock import CLOCK_CHOICES, clock_words
from bot.engine import Game
from bot.names import shown
from bot.store import GameRow, GameStatus, Seat
from bot.ui.cards import card
from bot.ui.host import guarded, host_of, tell
from bot.ui.ids import BotLevelId, ClockId, LobbyId, LobbyOp

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
            with host_of(interaction).publisher.replying(interaction, self.game, 0):  # version 1 may show through it
                game = await lobby.start(self.game, user.id)
        else:
            game = await lobby.cancel(self.game, user.id, moderator=can_moderate(interaction))
        await interaction.edit_original_response(**lobby_message(game, table.engine(game)))
        if self.op == "join" and game.channel_id and game.channel_id != game.lobby_channel_id:
            await tell(interaction, f"You're in! The game will be played in <#{game.channel_id}>.")
        problem = table.problem(game.id) if self.op == "start" else None
        if problem is not None:
            await tell(interaction, f"The game has started, but its first turn isn't in its channel: {problem}")


def _seat_line(game: GameRow, seat: Seat) -> str:
    who = f"{shown(seat.name)} ({seat_words(seat)})" if seat.bot else f"<@{seat.user_id}>"
    return f"{seat.seat + 1}. {who}{' (host)' if seat.user_id == game.host_id else ''}"


def lobby_texts(game: GameRow, engine: Game) -> list[str]:
    """The lobby's words: title, seats, options, turn clock, where it is played, how to start."""
    low, high = engine.player_range(game.options)
    needs = f"{low}" if low == high else f"{low}–{high}"
    state = {GameStatus.LOBBY: "lobby", GameStatus.RUNNING: "started"}.get(game.status, game.status)
    seats = "\n".join(_seat_line(game, s) for s in game.seats) or "—"
    texts = [f"## {engine.title} — {state}", f"**Players ({len(game.seats)}/{high}, needs {needs})**\n{seats}"]
    played = engine.shown_options(len(game.seats), game.options)  # only what matters with these seats
    if played:
        shown = " · ".join(engine.options[k].words(v) for k, v in played.items())
        texts.append(f"**Options**\n{shown[:1000]}")
    texts.append(f"**Turn clock**\n{clock_words(game.clock).capitalize()}")
    if game.channel_id and game.channel_id != game.lobby_channel_id:
        texts.append(f"**Where**\n<#{game.channel_id}>")
    if game.status == GameStatus.LOBBY:
        texts.append("-# Join, then the host presses Start. The host or a moderator can cancel.")
    return texts


def lobby_colour(game: GameRow) -> int:
    """Blurple while open, green once started, grey when cancelled or over (the words say so too)."""
    colour = {GameStatus.LOBBY: discord.Colour.blurple(), GameStatus.RUNNING: discord.Colour.green()}.get(game.status)
    return (colour or discord.Colour.dark_grey()).value


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
        await interaction.edit_original_response(**lobby_message(game, table.engine(game)))


# The select's options: "Add bot" itself seats a normal bot in one click.
LEVEL_CHOICES: dict[Level, tuple[str, str]] = {
    Level.EASY: ("Easy bot", "Slips now and then, as a person does."),
    Level.NORMAL: ("Normal bot", "The same bot the Add bot button seats."),
    Level.HARD: ("Hard bot", "Plays the game out before each move; about a second to think."),
}


class BotLevelSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=BotLevelId.template()):
    """The host seats a bot at a level (easy, normal or hard)."""

    def __init__(self, game: int, select: discord.ui.Select[Any] | None = None) -> None:
        self.game = game
        options = [
            discord.SelectOption(label=label, value=level.value, description=description)
            for level, (label, description) in LEVEL_CHOICES.items()
        ]
        placeholder = "Add a bot at a level…"
        super().__init__(
            select or discord.ui.Select(custom_id=BotLevelId(game).encode(), placeholder=placeholder, options=options)
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> BotLevelSelect:
        return cls(BotLevelId.from_match(match).game, select=cast(discord.ui.Select[Any], item))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, self._run(interaction))

    async def _run(self, interaction: discord.Interaction) -> None:
        values = self.item.values
        if len(values) != 1:
            await tell(interaction, "Pick one bot level.")
            return
        await interaction.response.defer()
        table = host_of(interaction).table
        game = await table.lobby.add_bot(self.game, interaction.user.id, values[0])  # an unknown level is refused
        await interaction.edit_original_response(**lobby_message(game, table.engine(game)))


def lobby_view(game: GameRow, engine: Game) -> discord.ui.LayoutView:
    """The lobby as one Components V2 card: its words, then Join/Leave/Add bot/Start/Cancel and
    the turn clock while it is open. The buttons keep their custom ids (``ib:l:…``, ``ib:k:…``),
    so lobbies posted as embeds before keep working, and are turned into cards on their next edit."""
    controls: list[discord.ui.Item[Any]] = []
    if game.status == GameStatus.LOBBY:  # the five buttons fill one row, each select a row of its own
        levels = [BotLevelSelect(game.id)] if has_levels(game.game_key) else []  # under Add bot, on a phone too
        controls = [*(LobbyButton(game.id, op) for op in OPS), *levels, ClockSelect(game.id, game.clock)]
    view, _ = card(lobby_texts(game, engine), accent=lobby_colour(game), controls=controls)
    return view


def lobby_message(game: GameRow, engine: Game) -> dict[str, Any]:
    """What an edit of the lobby message sends: the card, and no content or embed (a lobby posted
    as an embed before becomes a card: a Components V2 message may carry neither)."""
    return {"content": None, "embed": None, "view": lobby_view(game, engine)}


LOBBY_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (LobbyButton, ClockSelect, BotLevelSelect)
