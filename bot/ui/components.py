"""Discord components for game decisions, as ``DynamicItem``s that survive restarts.

A custom id carries everything a click needs (``bot.ui.ids``: game, version, seat and choice),
so no view is registered per message and start-up cost does not grow with stored games.
Views are sent already stopped: discord.py then keeps nothing in memory for them, and every
click is routed through the dynamic item templates below, decoded once, and handed to the
bot's click handlers (``Host.clicks``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, cast

import discord

from bot.i18n import ENGLISH, Locale, tr
from bot.ui.controls import MAX_BUTTONS_PER_ROW, MAX_ROWS, Buttons, ChoiceSelect, Control, Links, clip
from bot.ui.host import host_of
from bot.ui.ids import (
    ConfirmId,
    DecisionId,
    LeaveId,
    LinkId,
    PickId,
    PickSelectId,
    PrivateId,
    Scope,
    StepButtonId,
    StepSelectId,
)

STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}
Match = re.Match[str]
Item = discord.ui.Item[Any]


class ActionButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=PickId.template()):
    def __init__(self, control: PickId, label: str = "", style: str = "secondary") -> None:
        self.control = control
        style_ = STYLES.get(style, STYLES["secondary"])
        super().__init__(discord.ui.Button(label=clip(label), style=style_, custom_id=control.encode()))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Item, match: Match) -> ActionButton:
        return cls(PickId.from_match(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        await host_of(interaction).clicks.pick(interaction, self.control, self.control.index)


class ActionSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=PickSelectId.template()):
    """A select whose options are complete actions (option value = action index)."""

    def __init__(self, control: PickSelectId, select: discord.ui.Select[Any] | None = None) -> None:
        self.control = control
        super().__init__(select or discord.ui.Select(custom_id=control.encode()))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Item, match: Match) -> ActionSelect:
        return cls(PickSelectId.from_match(match), cast(discord.ui.Select[Any], item))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = self.item.values
        index = int(values[0]) if values and values[0].isdigit() else -1
        await host_of(interaction).clicks.pick(interaction, self.control, index)


class StepSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=StepSelectId.template()):
    """A narrowing step: the picked value(s) lead to the next step, or complete an action."""

    def __init__(self, control: StepSelectId, select: discord.ui.Select[Any]) -> None:
        self.control = control
        super().__init__(select)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Item, match: Match) -> StepSelect:
        return cls(StepSelectId.from_match(match), cast(discord.ui.Select[Any], item))

    async def callback(self, interaction: discord.Interaction) -> None:
        await host_of(interaction).clicks.step(interaction, self.control, list(self.item.values))


class StepButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=StepButtonId.template()):
    """One value of a narrowing step shown as a button."""

    def __init__(self, control: StepButtonId, label: str = "") -> None:
        self.control = control
        super().__init__(discord.ui.Button(label=clip(label or "…"), custom_id=control.encode()))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Item, match: Match) -> StepButton:
        return cls(StepButtonId.from_match(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        await host_of(interaction).clicks.step(interaction, self.control, [self.control.value])


class LinkButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=LinkId.template()):
    """Shows a node: "Back" to the first step, or a public opener of a private choice."""

    def __init__(self, control: LinkId, label: str = "", style: str = "secondary") -> None:
        self.control = control
        style_ = STYLES.get(style, STYLES["secondary"])
        super().__init__(discord.ui.Button(label=clip(label or "…"), style=style_, custom_id=control.encode()))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Item, match: Match) -> LinkButton:
        return cls(LinkId.from_match(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        await host_of(interaction).clicks.step(interaction, self.control, [])


class PrivateButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=PrivateId.template()):
    """ "My view": the clicker's own secrets and, when it is their decision, their controls."""

    def __init__(self, control: PrivateId, label: str = "My view") -> None:
        self.control = control
        button = discord.ui.Button[Any](
            label=label, style=discord.ButtonStyle.primary, emoji="👁", custom_id=control.encode()
        )
        super().__init__(button)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Item, match: Match) -> PrivateButton:
        return cls(PrivateId.from_match(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        await host_of(interaction).clicks.private(interaction, self.control)


class LeaveButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=LeaveId.template()):
    """The confirmation under `/<game> resign`: leaving can't be undone, so it takes a second click."""

    def __init__(self, control: LeaveId, locale: Locale = ENGLISH) -> None:
        self.control = control
        button = discord.ui.Button[Any](
            label=tr(locale, "Yes, leave the game"), style=discord.ButtonStyle.danger, custom_id=control.encode()
        )
        super().__init__(button)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Item, match: Match) -> LeaveButton:
        return cls(LeaveId.from_match(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        await host_of(interaction).clicks.leave(interaction, self.control)


class ConfirmButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=ConfirmId.template()):
    """The second click on a choice that ends the game for everyone, asked for as leaving is."""

    def __init__(self, control: ConfirmId, locale: Locale = ENGLISH) -> None:
        self.control = control
        button = discord.ui.Button[Any](
            label=tr(locale, "Yes, end the game"), style=discord.ButtonStyle.danger, custom_id=control.encode()
        )
        super().__init__(button)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Item, match: Match) -> ConfirmButton:
        return cls(ConfirmId.from_match(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        await host_of(interaction).clicks.confirm(interaction, self.control)


def confirm_view(control: ConfirmId, locale: Locale = ENGLISH) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ConfirmButton(control, locale))
    view.stop()  # routed by the dynamic item, like every other control
    return view


def leave_view(game: int, user: int, locale: Locale = ENGLISH) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(LeaveButton(LeaveId(game, user), locale))
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
    ConfirmButton,
)


def _items(control: Control, at: DecisionId, tag: int, scope: Scope) -> list[Item]:
    game, version, seat = at.game, at.version, at.seat
    if isinstance(control, Buttons):
        return [ActionButton(PickId(game, version, seat, c.index), c.label, c.style) for c in control.choices]
    if isinstance(control, Links):
        return [
            LinkButton(LinkId(game, version, seat, Scope(link.scope), link.node), link.label, link.style)
            for link in control.links
        ]
    if isinstance(control, ChoiceSelect):
        picks = PickSelectId(game, version, seat, tag)
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=picks.encode(),
            placeholder=clip(control.placeholder, 150),
            options=[
                discord.SelectOption(label=clip(c.label, 100), value=str(c.index), description=_describe(c.description))
                for c in control.choices
            ],
        )
        return [ActionSelect(picks, select)]
    if control.buttons:
        return [
            StepButton(StepButtonId(game, version, seat, o.value, scope, control.node), o.label)
            for o in control.options
        ]
    step_id = StepSelectId(game, version, seat, control.part, scope, control.node)
    step: discord.ui.Select[Any] = discord.ui.Select(
        custom_id=step_id.encode(),
        placeholder=clip(control.prompt, 150),
        min_values=control.min_values,
        max_values=min(control.max_values, len(control.options)),
        options=[discord.SelectOption(label=clip(o.label, 100), value=o.value) for o in control.options],
    )
    return [StepSelect(step_id, step)]


def _describe(text: str | None) -> str | None:
    return clip(text, 100) if text else None


def build_view(
    rows: Sequence[Control],
    *,
    game: int,
    version: int,
    seat: int | None,
    extra: Sequence[Item] = (),
    scope: Scope = Scope.PUBLIC,
) -> discord.ui.View:
    """A stopped view: controls in rows, then ``extra`` (in the last row of links when it has room)."""
    view = discord.ui.View(timeout=None)
    at = DecisionId(game, version, seat if seat is not None else 0)
    for row_number, control in enumerate(rows[:MAX_ROWS]):
        for item in _items(control, at, row_number, scope):
            item.row = row_number
            view.add_item(item)
    last = rows[-1] if rows else None
    room = isinstance(last, Links) and len(last.links) + len(extra) <= MAX_BUTTONS_PER_ROW
    for item in extra:
        item.row = min(len(rows) - 1 if room else len(rows), MAX_ROWS - 1)
        view.add_item(item)
    view.stop()
    return view
