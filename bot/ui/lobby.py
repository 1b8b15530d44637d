"""The lobby message: seats, options, the turn clock, and Join / Leave / Add bot / Start / Cancel,
with a select that adds a bot at a level."""

from __future__ import annotations

import re
from typing import Any, cast

import discord

from bot.bots import Level
from bot.bots.seat import has_levels, seat_named
from bot.clock import CLOCK_CHOICES, clock_words
from bot.engine import Game, Option, OptionValue
from bot.i18n import ENGLISH, N_, Locale, msg, tr
from bot.names import shown
from bot.store import GameRow, GameStatus, Seat
from bot.ui.cards import card
from bot.ui.host import guarded, host_of, tell
from bot.ui.ids import BotLevelId, ClockId, LobbyId, LobbyOp
from bot.ui.language import game_locale

OPS = {
    "join": (N_("Join"), discord.ButtonStyle.success),
    "leave": (N_("Leave"), discord.ButtonStyle.secondary),
    "bot": (N_("Add bot"), discord.ButtonStyle.secondary),
    "start": (N_("Start"), discord.ButtonStyle.primary),
    "cancel": (N_("Cancel"), discord.ButtonStyle.danger),
}
# Options named by their key (``Option.words``), and values shown as they are, in words to translate.
OPTION_WORDS = (
    N_("Ricochet"), N_("Handicap"), N_("Feeling mean"), N_("Open hands"), N_("Holes"), N_("standard"),
    N_("campaign"), N_("dealt"), N_("chosen"), N_("preset"), N_("always"), N_("never"), N_("random"),
)  # fmt: skip
# The lobby's turn clocks in words, by seconds (``bot.clock.CLOCK_CHOICES``' labels).
CLOCKS = {
    0: N_("No clock"), 120: N_("2 minutes"), 600: N_("10 minutes"), 3600: N_("1 hour"), 8 * 3600: N_("8 hours"),
    24 * 3600: N_("24 hours"), 3 * 24 * 3600: N_("3 days"), 7 * 24 * 3600: N_("7 days"),
}


def can_moderate(interaction: discord.Interaction) -> bool:
    perms = getattr(interaction, "permissions", None)
    return bool(perms and (perms.manage_guild or perms.manage_messages))


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=LobbyId.template()):
    def __init__(self, game: int, op: str, locale: Locale = ENGLISH) -> None:
        self.game, self.op = game, op
        label, style = OPS[op]
        label = tr(locale, label)
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
            where = f"<#{game.channel_id}>"
            joined = msg("You're in! The game will be played in {channel}.", channel=where)
            await tell(interaction, joined, game.language)
        problem = table.problem(game.id) if self.op == "start" else None
        if problem is not None:
            text = msg("The game has started, but its first turn isn't in its channel: {problem}", problem=problem)
            await tell(interaction, text, game.language)


def _seat_line(game: GameRow, seat: Seat, loc: Locale) -> str:
    who = tr(loc, seat_named(seat), name=shown(seat.name)) if seat.bot else f"<@{seat.user_id}>"
    host = " " + tr(loc, "(host)") if seat.user_id == game.host_id else ""
    return f"{seat.seat + 1}. {who}{host}"


def option_words(option: Option, value: OptionValue, loc: Locale) -> str:
    """"Teams: on" in the lobby's language (an option the catalogs lack stays in English)."""
    if loc.catalog is None:
        return option.words(value)
    name = tr(loc, option.label or option.key.replace("_", " ").capitalize())
    named = dict(option.value_words)
    if value in named:
        said = tr(loc, named[value])
    elif isinstance(value, bool):
        said = tr(loc, "on") if value else tr(loc, "off")
    else:
        said = tr(loc, str(value).replace("_", " "))
    return tr(loc, "{name}: {value}", name=name, value=said)


def clock_text(seconds: int, loc: Locale) -> str:
    """"24 hours per turn", or "no turn clock", in the lobby's language."""
    if seconds == 0:
        return tr(loc, "No turn clock")
    if seconds in CLOCKS:
        return tr(loc, "{clock} per turn", clock=tr(loc, CLOCKS[seconds]))
    return clock_words(seconds).capitalize()


def lobby_texts(game: GameRow, engine: Game) -> list[str]:
    """The lobby's words, in the game's language: title, seats, options, turn clock, where it is
    played, how to start."""
    loc = game_locale(game)
    low, high = engine.player_range(game.options)
    needs = f"{low}" if low == high else f"{low}–{high}"
    state = {GameStatus.LOBBY: N_("lobby"), GameStatus.RUNNING: N_("started")}.get(game.status, game.status)
    seats = "\n".join(_seat_line(game, s, loc) for s in game.seats) or "—"
    players = tr(loc, "Players ({joined}/{most}, needs {needs})", joined=len(game.seats), most=high, needs=needs)
    texts = [f"## {tr(loc, engine.title)} — {tr(loc, state)}", f"**{players}**\n{seats}"]
    played = engine.shown_options(len(game.seats), game.options)  # only what matters with these seats
    if played:
        words = " · ".join(option_words(engine.options[k], v, loc) for k, v in played.items())
        texts.append("**" + tr(loc, "Options") + f"**\n{words[:1000]}")
    texts.append("**" + tr(loc, "Turn clock") + f"**\n{clock_text(game.clock, loc)}")
    if game.channel_id and game.channel_id != game.lobby_channel_id:
        texts.append("**" + tr(loc, "Where") + f"**\n<#{game.channel_id}>")
    if game.status == GameStatus.LOBBY:
        texts.append("-# " + tr(loc, "Join, then the host presses Start. The host or a moderator can cancel."))
    return texts


def lobby_colour(game: GameRow) -> int:
    """Blurple while open, green once started, grey when cancelled or over (the words say so too)."""
    colour = {GameStatus.LOBBY: discord.Colour.blurple(), GameStatus.RUNNING: discord.Colour.green()}.get(game.status)
    return (colour or discord.Colour.dark_grey()).value


class ClockSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=ClockId.template()):
    """The host picks the time each turn may take; when it runs out a bot plays the turn (or the
    game's own rule ends it: ``Game.time_out``)."""

    def __init__(
        self, game: int, current: int = 0, select: discord.ui.Select[Any] | None = None, locale: Locale = ENGLISH
    ) -> None:
        self.game = game
        options = [
            discord.SelectOption(label=tr(locale, CLOCKS[seconds]), value=str(seconds), default=seconds == current)
            for seconds in CLOCK_CHOICES.values()
        ]
        placeholder = tr(locale, "Turn clock") + "…"
        super().__init__(
            select or discord.ui.Select(custom_id=ClockId(game).encode(), placeholder=placeholder, options=options)
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
            await tell(interaction, msg("Pick one of the listed turn clocks."))
            return
        await interaction.response.defer()
        table = host_of(interaction).table
        game = await table.lobby.set_clock(self.game, interaction.user.id, seconds)
        await interaction.edit_original_response(**lobby_message(game, table.engine(game)))


# The select's options: "Add bot" itself seats a normal bot in one click.
LEVEL_CHOICES: dict[Level, tuple[str, str]] = {
    Level.EASY: (N_("Easy bot"), N_("Slips now and then, as a person does.")),
    Level.NORMAL: (N_("Normal bot"), N_("The same bot the Add bot button seats.")),
    Level.HARD: (N_("Hard bot"), N_("Plays the game out before each move; about a second to think.")),
}


class BotLevelSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=BotLevelId.template()):
    """The host seats a bot at a level (easy, normal or hard)."""

    def __init__(self, game: int, select: discord.ui.Select[Any] | None = None, locale: Locale = ENGLISH) -> None:
        self.game = game
        options = [
            discord.SelectOption(label=tr(locale, label), value=level.value, description=tr(locale, description))
            for level, (label, description) in LEVEL_CHOICES.items()
        ]
        placeholder = tr(locale, "Add a bot at a level…")
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
            await tell(interaction, msg("Pick one bot level."))
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
        loc = game_locale(game)
        levels = [BotLevelSelect(game.id, locale=loc)] if has_levels(game.game_key) else []  # under Add bot
        buttons = [LobbyButton(game.id, op, loc) for op in OPS]
        controls = [*buttons, *levels, ClockSelect(game.id, game.clock, locale=loc)]
    view, _ = card(lobby_texts(game, engine), accent=lobby_colour(game), controls=controls)
    return view


def lobby_message(game: GameRow, engine: Game) -> dict[str, Any]:
    """What an edit of the lobby message sends: the card, and no content or embed (a lobby posted
    as an embed before becomes a card: a Components V2 message may carry neither)."""
    return {"content": None, "embed": None, "view": lobby_view(game, engine)}


LOBBY_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (LobbyButton, ClockSelect, BotLevelSelect)
