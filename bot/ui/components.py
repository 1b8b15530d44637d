"""Discord components for game decisions, as ``DynamicItem``s that survive restarts.

A custom id carries everything a click needs — game id, state version, seat and choice —
so no view is registered per message and start-up cost does not grow with stored games.
Views are sent already stopped: discord.py then keeps nothing in memory for them, and
every click is routed through the dynamic item templates below and reloads the game.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, cast

import discord

from bot.engine import Action, IllegalAction
from bot.ui import flow
from bot.ui.controls import Buttons, ChoiceSelect, ComposeSelect, Control, Page, clip, paginate

STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}
_ID = r"(?P<game>\d+):(?P<version>\d+):(?P<seat>\d+)"


def _picked(legal: list[Action], index: int, wanted_seat: int, seat: int) -> Action:
    if seat != wanted_seat:
        raise IllegalAction("Those controls belong to another player.")
    if not 0 <= index < len(legal):
        raise IllegalAction("That choice is no longer available.")
    return legal[index]


class ActionButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"ib:a:{_ID}:(?P<index>\d+)"):
    def __init__(self, game: int, version: int, seat: int, index: int, label: str, style: str) -> None:
        self.game, self.version, self.seat, self.index = game, version, seat, index
        super().__init__(
            discord.ui.Button(
                label=clip(label),
                style=STYLES.get(style, STYLES["secondary"]),
                custom_id=f"ib:a:{game}:{version}:{seat}:{index}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ActionButton:
        return cls(int(match["game"]), int(match["version"]), int(match["seat"]), int(match["index"]), "", "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await flow.act(
            interaction,
            self.game,
            self.version,
            lambda _g, seat, legal: _picked(legal, self.index, self.seat, seat),
        )


class ActionSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=rf"ib:s:{_ID}:(?P<tag>\d+)"):
    """A select whose options are complete actions (option value = action index)."""

    def __init__(self, game: int, version: int, seat: int, tag: int, select: discord.ui.Select[Any] | None = None):
        self.game, self.version, self.seat = game, version, seat
        super().__init__(select or discord.ui.Select(custom_id=f"ib:s:{game}:{version}:{seat}:{tag}"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ActionSelect:
        return cls(
            int(match["game"]),
            int(match["version"]),
            int(match["seat"]),
            int(match["tag"]),
            cast(discord.ui.Select[Any], item),
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        values = self.item.values
        index = int(values[0]) if values and values[0].isdigit() else -1
        await flow.act(
            interaction,
            self.game,
            self.version,
            lambda _g, seat, legal: _picked(legal, index, self.seat, seat),
        )


class StepSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=rf"ib:c:{_ID}:(?P<name>[a-z0-9_]{{1,40}})"):
    """One step of a multi-step decision; the game's presenter composes the values."""

    def __init__(self, game: int, version: int, seat: int, name: str, select: discord.ui.Select[Any] | None = None):
        self.game, self.version, self.seat, self.name = game, version, seat, name
        super().__init__(select or discord.ui.Select(custom_id=f"ib:c:{game}:{version}:{seat}:{name}"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> StepSelect:
        return cls(
            int(match["game"]),
            int(match["version"]),
            int(match["seat"]),
            match["name"],
            cast(discord.ui.Select[Any], item),
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        await flow.compose(interaction, self.game, self.version, self.seat, self.name, list(self.item.values))


class MoreButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"ib:m:{_ID}:(?P<page>\d+)"):
    """Shows a further page of choices to the player alone, when one message can't hold them all."""

    def __init__(self, game: int, version: int, seat: int, page: int) -> None:
        self.game, self.version, self.seat, self.page = game, version, seat, page
        super().__init__(
            discord.ui.Button(
                label="More choices…",
                style=discord.ButtonStyle.primary,
                custom_id=f"ib:m:{game}:{version}:{seat}:{page}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> MoreButton:
        return cls(int(match["game"]), int(match["version"]), int(match["seat"]), int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await flow.more(interaction, self.game, self.version, self.seat, self.page)


class PrivateButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"ib:v:(?P<game>\d+)"):
    """ "My view": the clicker's own secrets and, when it is their decision, their controls."""

    def __init__(self, game: int, label: str = "My view") -> None:
        self.game = game
        super().__init__(
            discord.ui.Button(label=label, style=discord.ButtonStyle.primary, emoji="👁", custom_id=f"ib:v:{game}")
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PrivateButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await flow.show_private(interaction, self.game)


class LeaveButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"ib:r:(?P<game>\d+):(?P<user>\d+)"):
    """The confirmation under `/<game> resign`: leaving can't be undone, so it takes a second click."""

    def __init__(self, game: int, user: int) -> None:
        self.game, self.user = game, user
        super().__init__(
            discord.ui.Button(
                label="Yes, leave the game", style=discord.ButtonStyle.danger, custom_id=f"ib:r:{game}:{user}"
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LeaveButton:
        return cls(int(match["game"]), int(match["user"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await flow.leave(interaction, self.game, self.user)


def leave_view(game: int, user: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(LeaveButton(game, user))
    view.stop()  # routed by the dynamic item, like every other control
    return view


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    ActionButton,
    ActionSelect,
    StepSelect,
    MoreButton,
    PrivateButton,
    LeaveButton,
)


def _items(control: Control, game: int, version: int, seat: int, tag: int) -> list[discord.ui.Item[Any]]:
    if isinstance(control, Buttons):
        return [ActionButton(game, version, seat, c.index, c.label, c.style) for c in control.choices]
    if isinstance(control, ChoiceSelect):
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"ib:s:{game}:{version}:{seat}:{tag}",
            placeholder=clip(control.placeholder, 150),
            options=[
                discord.SelectOption(label=clip(c.label, 100), value=str(c.index), description=_describe(c.description))
                for c in control.choices
            ],
        )
        return [ActionSelect(game, version, seat, tag, select)]
    assert isinstance(control, ComposeSelect)
    step: discord.ui.Select[Any] = discord.ui.Select(
        custom_id=f"ib:c:{game}:{version}:{seat}:{control.name}",
        placeholder=clip(control.placeholder, 150),
        min_values=control.min_values,
        max_values=min(control.max_values, len(control.options)),
        options=[
            discord.SelectOption(label=clip(o.label, 100), value=o.value, description=_describe(o.description))
            for o in control.options
        ],
    )
    return [StepSelect(game, version, seat, control.name, step)]


def _describe(text: str | None) -> str | None:
    return clip(text, 100) if text else None


def build_view(
    rows: Sequence[Control],
    *,
    game: int,
    version: int,
    seat: int | None,
    extra: Sequence[discord.ui.Item[Any]] = (),
    page: int = 0,
) -> discord.ui.View:
    """A stopped view: controls in rows, a "More choices" button when they overflow, then ``extra``."""
    view = discord.ui.View(timeout=None)
    pages: list[Page] = paginate(rows, reserved=1) if rows else [Page()]
    shown = pages[page] if page < len(pages) else Page()
    for row_number, control in enumerate(shown.rows):
        for item in _items(control, game, version, seat if seat is not None else 0, tag=page * 10 + row_number):
            item.row = row_number
            view.add_item(item)
    tail: list[discord.ui.Item[Any]] = list(extra)
    if seat is not None and page + 1 < len(pages):
        tail.insert(0, MoreButton(game, version, seat, page + 1))
    for item in tail:
        item.row = min(len(shown.rows), 4)
        view.add_item(item)
    view.stop()
    return view
