"""Play a move through the controls a player actually sees: buttons, selects, multi-step menus."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.engine import Action
from tests.fakediscord.inprocess import Harness, Reply, User
from tests.fakediscord.model import Message

# A game's multi-step menus: (name of the first step, its values for the action) or None.
Steps = Callable[[Action], tuple[str, list[str]] | None]


def _select_with_option(message: Message, label: str, prefix: str) -> tuple[dict[str, Any], str] | None:
    for component in message.components():
        if component.get("type") != 3 or not str(component.get("custom_id", "")).startswith(prefix):
            continue
        for option in component.get("options", []):
            if option["label"] == label:
                return component, option["value"]
    return None


def _compose(message: Message, name: str) -> dict[str, Any] | None:
    for component in message.components():
        custom_id = str(component.get("custom_id", ""))
        if component.get("type") == 3 and custom_id.startswith("ib:c:") and custom_id.endswith(f":{name}"):
            return component
    return None


async def perform(h: Harness, user: User, message: Message, action: Action, steps: Steps) -> Reply:
    """Make ``action`` as ``user`` from ``message``'s controls (following "More choices")."""
    label = action["label"]
    for component in message.components():
        if component.get("type") == 2 and component.get("label") == label:
            return await h.click(user, message, custom_id=component["custom_id"])
    found = _select_with_option(message, label, "ib:s:")
    if found:
        return await h.choose(user, message, [found[1]], custom_id=found[0]["custom_id"])
    step = steps(action)
    if step is not None:
        first = _compose(message, step[0])
        if first is not None:
            reply = await h.choose(user, message, step[1], custom_id=first["custom_id"])
            # The next step comes as a new private message, or replaces a private one in place.
            follow = reply.made[-1] if reply.made else message
            for component in follow.components():
                if component.get("type") == 2 and component.get("label") == label:
                    return await h.click(user, follow, custom_id=component["custom_id"])
            if inner := _select_with_option(follow, label, "ib:s:"):
                return await h.choose(user, follow, [inner[1]], custom_id=inner[0]["custom_id"])
            return reply
    more = next((c for c in message.components() if c.get("label") == "More choices…"), None)
    if more is not None:
        page = await h.click(user, message, custom_id=more["custom_id"])
        return await perform(h, user, page.last, action, steps)
    raise AssertionError(f"no control for {label!r} in {message.labels()}")


async def leave(h: Harness, user: User, group: str, channel_id: int) -> Reply:
    """``/<group> resign`` and its confirmation click: the player leaves the game.

    Returns the command's reply, whose private message the click turns into the answer."""
    ask = await h.slash(user, f"{group} resign", channel_id=channel_id)
    await h.click(user, ask.last, "Yes, leave the game")
    return ask
