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
from bot.ui.controls import (
    MAX_BUTTONS_PER_ROW,
    MAX_ROWS,
    PRIVATE,
    PUBLIC,
    Buttons,
    ChoiceSelect,
    Control,
    Link,
    Links,
    Scope,
    clip,
)

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


_NODE = r"(?P<scope>[pv]):(?P<node>[a-z0-9_.\-]*)"


class StepSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=rf"ib:t:{_ID}:(?P<part>\d+):{_NODE}"):
    """A narrowing step: the picked value(s) lead to the next step, or complete an action."""

    def __init__(self, game: int, version: int, seat: int, scope: str, node: str, select: discord.ui.Select[Any]):
        self.game, self.version, self.seat, self.scope, self.node = game, version, seat, scope, node
        super().__init__(select)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> StepSelect:
        select = cast(discord.ui.Select[Any], item)
        return cls(int(match["game"]), int(match["version"]), int(match["seat"]), match["scope"], match["node"], select)

    async def callback(self, interaction: discord.Interaction) -> None:
        values = list(self.item.values)
        await flow.narrow(interaction, self.game, self.version, self.seat, self.scope, self.node, values)


class StepButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"ib:u:{_ID}:(?P<value>[a-z0-9_\-]+):{_NODE}"
):
    """One value of a narrowing step shown as a button."""

    def __init__(self, game: int, version: int, seat: int, scope: str, node: str, value: str, label: str = "") -> None:
        self.game, self.version, self.seat, self.scope, self.node, self.value = game, version, seat, scope, node, value
        custom_id = f"ib:u:{game}:{version}:{seat}:{value}:{scope}:{node}"
        super().__init__(discord.ui.Button(label=clip(label or "…"), custom_id=custom_id))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> StepButton:
        game, version, seat = int(match["game"]), int(match["version"]), int(match["seat"])
        return cls(game, version, seat, match["scope"], match["node"], match["value"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await flow.narrow(interaction, self.game, self.version, self.seat, self.scope, self.node, [self.value])


class LinkButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"ib:n:{_ID}:{_NODE}"):
    """Shows a node: "Back" to the first step, or a public opener of a private choice."""

    def __init__(self, game: int, version: int, seat: int, link: Link) -> None:
        self.game, self.version, self.seat, self.scope, self.node = game, version, seat, link.scope, link.node
        custom_id = f"ib:n:{game}:{version}:{seat}:{link.scope}:{link.node}"
        style = STYLES.get(link.style, STYLES["secondary"])
        super().__init__(discord.ui.Button(label=clip(link.label or "…"), style=style, custom_id=custom_id))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LinkButton:
        scope: Scope = PRIVATE if match["scope"] == PRIVATE else PUBLIC
        return cls(int(match["game"]), int(match["version"]), int(match["seat"]), Link("", match["node"], scope))

    async def callback(self, interaction: discord.Interaction) -> None:
        await flow.narrow(interaction, self.game, self.version, self.seat, self.scope, self.node, [])


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
    StepButton,
    LinkButton,
    PrivateButton,
    LeaveButton,
)


def _items(control: Control, game: int, version: int, seat: int, tag: int, scope: Scope) -> list[discord.ui.Item[Any]]:
    if isinstance(control, Buttons):
        return [ActionButton(game, version, seat, c.index, c.label, c.style) for c in control.choices]
    if isinstance(control, Links):
        return [LinkButton(game, version, seat, link) for link in control.links]
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
    if control.buttons:
        return [StepButton(game, version, seat, scope, control.node, o.value, o.label) for o in control.options]
    step: discord.ui.Select[Any] = discord.ui.Select(
        custom_id=f"ib:t:{game}:{version}:{seat}:{control.part}:{scope}:{control.node}",
        placeholder=clip(control.prompt, 150),
        min_values=control.min_values,
        max_values=min(control.max_values, len(control.options)),
        options=[discord.SelectOption(label=clip(o.label, 100), value=o.value) for o in control.options],
    )
    return [StepSelect(game, version, seat, scope, control.node, step)]


def _describe(text: str | None) -> str | None:
    return clip(text, 100) if text else None


def build_view(
    rows: Sequence[Control],
    *,
    game: int,
    version: int,
    seat: int | None,
    extra: Sequence[discord.ui.Item[Any]] = (),
    scope: Scope = PUBLIC,
) -> discord.ui.View:
    """A stopped view: controls in rows, then ``extra`` (in the last row of links when it has room)."""
    view = discord.ui.View(timeout=None)
    for row_number, control in enumerate(rows[:MAX_ROWS]):
        for item in _items(control, game, version, seat if seat is not None else 0, row_number, scope):
            item.row = row_number
            view.add_item(item)
    last = rows[-1] if rows else None
    room = isinstance(last, Links) and len(last.links) + len(extra) <= MAX_BUTTONS_PER_ROW
    for item in extra:
        item.row = min(len(rows) - 1 if room else len(rows), MAX_ROWS - 1)
        view.add_item(item)
    view.stop()
    return view
