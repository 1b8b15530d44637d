"""Play a move through the controls a player actually sees: buttons, selects, narrowing steps.

The route is found on plain data (``tests.ui.walk.reach``, with the game's own presenter),
then clicked in the fake Discord one component at a time: narrowing steps edit the message
in place, an opener on the turn message answers with a private reply that the route goes on in.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from bot.engine import Action, action_key
from bot.store import GameRow
from bot.ui.controls import PRIVATE, PUBLIC
from tests.fakediscord.inprocess import Harness, Reply, User
from tests.fakediscord.model import Message
from tests.ui.walk import Click, reach


def _component(message: Message, click: Click) -> tuple[dict[str, Any], list[str]]:
    """The component that makes ``click`` on ``message``, and the select values to send."""
    for c in message.components():
        custom_id, options = str(c.get("custom_id", "")), [o["value"] for o in c.get("options", [])]
        if click.index is not None:
            if custom_id.startswith("ib:a:") and custom_id.endswith(f":{click.index}"):
                return c, []
            if custom_id.startswith("ib:s:") and str(click.index) in options:
                return c, [str(click.index)]
        elif click.link:
            if custom_id.startswith("ib:n:") and custom_id.endswith(f":{click.scope}:{click.node}"):
                return c, []
        elif custom_id.startswith("ib:u:") and custom_id.endswith(f":{click.values[0]}:{click.scope}:{click.node}"):
            return c, []
        elif custom_id.startswith("ib:t:") and custom_id.endswith(f":{click.scope}:{click.node}"):
            picked = set(click.values) <= set(options)
            if picked:
                return c, list(click.values)
    raise AssertionError(f"no control for {click} in {message.labels()}")


async def route(h: Harness, user: User, message: Message, action: Action) -> list[Click] | None:
    """The clicks that make ``action`` from ``message`` (None if its controls can't)."""
    assert h.bot is not None and h.store is not None
    game = await h.store.games.latest_in(message.channel_id)
    assert game is not None and game.state is not None
    seat = game.seat_of(user.id)
    assert seat is not None
    engine, presenter = h.bot.table.engine(game), h.bot.presenters[game.game_key]
    legal = engine.legal_actions(game.state, seat)
    index = next(i for i, a in enumerate(legal) if action_key(a) == action_key(action))
    public, private = engine.view(game.state, None), engine.view(game.state, seat)
    scope = PRIVATE if message.ephemeral else PUBLIC
    found = reach(presenter, public, private, seat, legal, scopes=(scope,))
    return list(found[index]) if index in found else None


async def perform(
    h: Harness,
    user: User,
    message: Message,
    action: Action,
    clicks: list[Click] | None = None,
    *,
    midway: Callable[[], Awaitable[None]] | None = None,
) -> Reply:
    """Make ``action`` as ``user`` from ``message``'s controls, step by step (``clicks``: its
    route, when the caller already found it with ``route``). ``midway`` (a restart, say) runs
    after the first click when the route takes more than one."""
    clicks = clicks or await route(h, user, message, action)
    assert clicks is not None, f"{action['label']!r} can't be made from {message.labels()}"
    reply: Reply | None = None
    for n, click in enumerate(clicks):
        if n == 1 and midway is not None:
            await midway()
        component, values = _component(message, click)
        if component["type"] == 2:
            reply = await h.click(user, message, custom_id=component["custom_id"])
        else:
            reply = await h.choose(user, message, values, custom_id=component["custom_id"])
        assert not any(m.content.startswith(("That", "No choice")) for m in reply.made), reply.text
        opened = [m for m in reply.made if m.ephemeral and m.components()]
        if opened and click.link and click.scope == PRIVATE and not message.ephemeral:
            message = opened[-1]  # a public opener answered with the seat's private choice
    assert reply is not None
    return reply


async def leave(h: Harness, user: User, group: str, channel_id: int) -> Reply:
    """``/<group> resign`` and its confirmation click: the player leaves the game.

    Returns the command's reply, whose private message the click turns into the answer."""
    ask = await h.slash(user, f"{group} resign", channel_id=channel_id)
    await h.click(user, ask.last, "Yes, leave the game")
    return ask


async def started(
    h: Harness, players: Sequence[User], command: str, *, join: str = "Join", start: str = "Start", **options: Any
) -> tuple[int, GameRow]:
    """``/<command>`` by the first of ``players``, the others join, the host starts: the game's
    thread and its first saved row. ``join``/``start`` are the buttons' words in the game's language."""
    assert h.store is not None
    lobby = (await h.slash(players[0], command, **options)).last
    for user in players[1:]:
        await h.click(user, lobby, join)
    await h.click(players[0], lobby, start)
    thread = int(lobby.data["thread"]["id"])
    game = await h.store.games.latest_in(thread)
    assert game is not None and game.state is not None, "the game started"
    return thread, game
