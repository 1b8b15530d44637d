"""What a game leaves in Discord: the game-over message's Rematch and Replay buttons, the private
history with its Older / Newer pages, and the words of stats, the leaderboard and ``mygames``.

The work is ``bot.memory``'s (``Recall``, reached as ``Host.memory``); this module only answers
interactions with it. A refusal is a sentence to the presser alone, and nothing is left half-made.
"""

from __future__ import annotations

import asyncio
import io
import re
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import discord

from bot.engine import Game
from bot.i18n import ENGLISH, Locale, msg, ntr, tr
from bot.memory.rematch import RematchRefused
from bot.memory.replay import Replay, ReplayError
from bot.memory.results import finished_line
from bot.memory.text import mention
from bot.store import GameRow
from bot.table import Refusal, where
from bot.ui.host import guarded, host_of
from bot.ui.ids import HistoryId, RematchId, ReplayId
from bot.ui.language import game_locale, reader
from bot.ui.lobby import can_moderate, lobby_view

# One replay is built at a time, on a thread of its own: a long game's replay is seconds of
# drawing and encoding, which must neither run on the event loop nor hold up turn pictures.
REPLAYS = ThreadPoolExecutor(max_workers=1, thread_name_prefix="icebreaker-replay")
NO_PLACE = msg(
    "I can't post in that game's channel any more (it was deleted, or I lost access), so no rematch was opened."
)
Match = re.Match[str]
Item = discord.ui.Item[Any]


def only(user_ids: list[int]) -> discord.AllowedMentions:
    return discord.AllowedMentions(everyone=False, roles=False, users=[discord.Object(u) for u in user_ids])


# --- Rematch ---------------------------------------------------------------------------------


class RematchButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=RematchId.template()):
    """On the game-over message: only a player of the game or a moderator may press it."""

    def __init__(self, game: int, locale: Locale = ENGLISH) -> None:
        self.game = game
        button = discord.ui.Button[Any](
            label=tr(locale, "Rematch"),
            style=discord.ButtonStyle.success,
            emoji="🔁",
            custom_id=RematchId(game).encode(),
        )
        super().__init__(button)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Item, match: Match) -> RematchButton:
        return cls(RematchId.from_match(match).game)

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, rematch(interaction, self.game))


async def rematch(interaction: discord.Interaction, game_id: int) -> None:
    """A new lobby where the game was played, everyone seated again; the people are pinged once."""
    await interaction.response.defer()
    host = host_of(interaction)
    recall = host.memory
    try:
        game, plan = await recall.rematch(game_id, interaction.user.id, moderator=can_moderate(interaction))
    except RematchRefused as refused:
        raise Refusal(msg(refused.reason)) from None
    engine = host.table.engine(game)
    assert game.channel_id is not None
    channel = interaction.client.get_partial_messageable(game.channel_id, guild_id=game.guild_id)
    try:
        message = await channel.send(view=lobby_view(game, engine))
    except discord.HTTPException:
        await recall.discard(game.id)
        raise Refusal(NO_PLACE) from None
    await recall.set_lobby_message(game.id, message.id)
    people = plan.mentions
    loc = game_locale(game)  # said in the game's channel: the game's language
    said = "🔁 " + tr(  # the emoji outside the message: the pictures' font needn't draw it
        loc,
        "Rematch of **{title}**! {people}: you're seated again in the lobby above, with the same options and "
        "turn clock. Press **{leave}** there if you'd rather sit this one out.",
        title=tr(loc, engine.title), people=" ".join(mention(u) for u in people), leave=tr(loc, "Leave"),
    )  # fmt: skip
    await interaction.followup.send(said, allowed_mentions=only(people))


# --- Replay ----------------------------------------------------------------------------------


class ReplayButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=ReplayId.template()):
    """On the game-over message: posts the whole game as an animated picture."""

    def __init__(self, game: int, locale: Locale = ENGLISH) -> None:
        self.game = game
        button = discord.ui.Button[Any](
            label=tr(locale, "Replay"),
            style=discord.ButtonStyle.secondary,
            emoji="🎞️",
            custom_id=ReplayId(game).encode(),
        )
        super().__init__(button)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Item, match: Match) -> ReplayButton:
        return cls(ReplayId.from_match(match).game)

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, post_replay(interaction, self.game))


async def post_replay(interaction: discord.Interaction, game_id: int) -> None:
    """Post the game's animated replay here, built off the event loop; why not, privately."""
    host = host_of(interaction)
    game = await host.table.snapshot(game_id)
    refusal = host.memory.refusal(game)
    if refusal is not None:
        raise Refusal(msg(refusal))
    try:
        moves = await host.memory.replay_moves(game)
    except ReplayError as problem:
        raise Refusal(msg(problem.reason)) from None
    await interaction.response.defer(thinking=True)
    loop = asyncio.get_running_loop()
    try:
        replay: Replay = await loop.run_in_executor(REPLAYS, host.memory.build_replay, game, moves)
    except ReplayError as problem:
        await interaction.edit_original_response(content=tr(reader(interaction, game.language), problem.reason))
        return
    loc = game_locale(game)  # posted in the game's channel: the game's language
    title = tr(loc, host.table.engine(game).title)
    running = game.status == "running"
    frames = ntr(loc, "{n} frame", "{n} frames", replay.frames)
    if running:
        caption = tr(loc, "**{title}** replayed so far: {frames}.", title=title, frames=frames)
        alt = tr(loc, "An animated replay of {title} game {id}, so far: {n} boards, one per turn.",
                 title=title, id=game.id, n=replay.frames)  # fmt: skip
    else:
        caption = tr(loc, "**{title}** replayed from first move to last: {frames}.", title=title, frames=frames)
        alt = tr(loc, "An animated replay of {title} game {id}, from first move to last: {n} boards, one per turn.",
                 title=title, id=game.id, n=replay.frames)  # fmt: skip
    picture = discord.File(io.BytesIO(replay.data), filename=replay.filename, description=alt)
    await interaction.followup.send("🎞️ " + caption, file=picture)


# --- History ---------------------------------------------------------------------------------


class HistoryButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=HistoryId.template()):
    """Older / Newer under a private history page."""

    def __init__(self, game: int, page: int, label: str = "…", disabled: bool = False) -> None:
        self.game, self.page = game, page
        button = discord.ui.Button[Any](label=label, custom_id=HistoryId(game, page).encode(), disabled=disabled)
        super().__init__(button)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Item, match: Match) -> HistoryButton:
        control = HistoryId.from_match(match)
        return cls(control.game, control.page)

    async def callback(self, interaction: discord.Interaction) -> None:
        async def turn_page() -> None:
            game = await host_of(interaction).table.snapshot(self.game)
            await show_history(interaction, game, self.page)

        await guarded(interaction, turn_page())


def pager(game: int, index: int, count: int, locale: Locale = ENGLISH) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    older, newer = "◀ " + tr(locale, "Older"), tr(locale, "Newer") + " ▶"
    view.add_item(HistoryButton(game, max(0, index - 1), older, disabled=index <= 0))
    view.add_item(HistoryButton(game, min(count - 1, index + 1), newer, disabled=index >= count - 1))
    view.stop()  # routed by the dynamic item, like every other control
    return view


async def show_history(interaction: discord.Interaction, game: GameRow, page: int | None) -> None:
    """A page of the game's event lines for the asker alone: first what's new since their last
    move (``page`` None), else the page asked for (a click on Older / Newer edits in place)."""
    host = host_of(interaction)
    refusal = host.memory.refusal(game)
    if refusal is not None:
        raise Refusal(msg(refusal))
    loc = reader(interaction, game.language)  # for the asker alone: in their language
    presenter = host.presenters[game.game_key].speaking(loc)
    found = await host.memory.history(game, interaction.user.id, presenter.event_lines, loc)
    index = found.start if page is None else max(0, min(page, len(found.pages) - 1))
    text = found.page(index).text
    quiet = discord.AllowedMentions.none()
    if len(found.pages) < 2:
        view = discord.utils.MISSING
    else:
        view = pager(game.id, index, len(found.pages), loc)
    if page is None:
        await interaction.response.send_message(text, view=view, ephemeral=True, allowed_mentions=quiet)
    else:
        await interaction.response.edit_message(content=text, view=view)


MEMORY_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (RematchButton, ReplayButton, HistoryButton)


def game_over_buttons(game: int, locale: Locale = ENGLISH) -> list[Item]:
    """Under the game-over message: Rematch and Replay."""
    return [RematchButton(game, locale), ReplayButton(game, locale)]


# --- stats, leaderboard, mygames ----------------------------------------------------------------


def titles_of(games: Mapping[str, Game]) -> dict[str, str]:
    return {key: game.title for key, game in games.items()}


async def ended_lines(interaction: discord.Interaction, games: Mapping[str, Game]) -> list[str]:
    """``mygames``' lines for the games the asker finished in the last week, newest first."""
    host = host_of(interaction)
    user = interaction.user.id
    loc = reader(interaction)
    lines = []
    for game_id, rows in (await host.memory.ended_lately(user)).items():
        try:
            game = await host.table.snapshot(game_id)
        except Refusal:
            continue  # deleted since
        title = tr(loc, games[game.game_key].title) if game.game_key in games else game.game_key
        lines.append(f"• {finished_line(rows, user, f'**{title}**', loc)}: {where(game)}")
    return lines
