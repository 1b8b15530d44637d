"""Issue 24's "Done when", through the Discord stand-in: a server whose preferred locale is German,
Brazilian Portuguese or Traditional Chinese, with players whose Discord is set to it, opens a game
without any language option and plays it to its end. Everything the bot sent on the way (contents,
embeds, buttons and selects, Components V2 text, pictures' alt text, private replies, ``/rules``,
``/status``, the history, the results, stats and the leaderboard) is in that language, with no
English word left (players' names aside); and every slash command reaches Discord named and
described in it.

``SPEAKING`` lists the games whose own words are all translated; a game joins it when it speaks
(the others are not parametrized at all, so nothing here is skipped or expected to fail).
"""

from __future__ import annotations

import random
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.bots import POLICIES
from bot.games import GAMES
from bot.i18n import Locale, tr
from bot.ui.registry import slash_names
from tests.discord.driver import perform, route
from tests.fakediscord.inprocess import Harness, Reply, User, running
from tests.fakediscord.model import Message, walk
from tests.i18n.english import english_left

LANGUAGES = [Locale.DE, Locale.PT_BR, Locale.ZH_TW]
# The games that speak every language in full (engine words, controls, pictures, alt text).
# Roll to the South Pole, 1911 Amundsen vs. Scott and Roll In One join as their translations land.
SPEAKING = {"north-pole", "pole-to-pole", "south-pole", "amundsen-scott", "roll-in-one"}
# A seed per game whose two-player game, played by the normal bots' policy, is short: the shortest
# among the first 40–160 seeds tried (49–67 moves, forced ones aside).
SEEDS = {"north-pole": 42, "pole-to-pole": 17, "south-pole": 45, "amundsen-scott": 26, "roll-in-one": 1}
GROUPS = {key: group for group, key in slash_names().items()}
NAMES = ("Ingrid", "Tomas")
OUTSIDER_NAME = "Oskar"


def users(locale: Locale) -> tuple[User, User, User]:
    first, second = (User(600000000000000001 + i, name, locale=locale.value) for i, name in enumerate(NAMES))
    return first, second, User(600000000000000009, OUTSIDER_NAME, locale=locale.value)


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3") as h:
        yield h
        assert h.errors == []


# --- what the bot said --------------------------------------------------------------------------


def _component_texts(components: list[dict[str, Any]]) -> Iterator[tuple[str, str]]:
    for c in walk(components):
        for key in ("label", "placeholder"):
            if c.get(key):
                yield key, str(c[key])
        if c.get("type") == 10:
            yield "text display", str(c.get("content") or "")
        for option in c.get("options") or []:
            yield "option", str(option.get("label") or "")
            if option.get("description"):
                yield "option", str(option["description"])
        for item in c.get("items") or []:
            if item.get("description"):
                yield "gallery alt text", str(item["description"])


def _body_texts(body: dict[str, Any]) -> Iterator[tuple[str, str]]:
    if body.get("content"):
        yield "content", str(body["content"])
    for embed in body.get("embeds") or []:
        for key in ("title", "description"):
            if embed.get(key):
                yield f"embed {key}", str(embed[key])
        for part in ("footer", "author"):
            if (embed.get(part) or {}).get("text") or (embed.get(part) or {}).get("name"):
                yield f"embed {part}", str(embed[part].get("text") or embed[part].get("name"))
        for field in embed.get("fields") or []:
            yield "embed field", f"{field.get('name', '')} {field.get('value', '')}"
    yield from _component_texts(body.get("components") or [])
    for attachment in body.get("attachments") or []:
        if attachment.get("description"):
            yield "alt text", str(attachment["description"])


def said(h: Harness) -> list[tuple[str, str]]:
    """(where, text) for every text the bot sent: posts, edits, replies, follow-ups and DMs."""
    found: list[tuple[str, str]] = []
    for call in h.fake.calls:
        if not isinstance(call.body, dict) or call.path.endswith("/commands"):
            continue
        body = call.body.get("data") if isinstance(call.body.get("data"), dict) else call.body
        found += [(f"{call.method} {call.path}: {kind}", text) for kind, text in _body_texts(body)]
    return found


# --- playing ---------------------------------------------------------------------------------


def control(message: Message, kind: str) -> dict[str, Any]:
    """The first control of ``message`` whose custom id is of ``kind`` (``bot.ui.ids``: "v" a seat's
    private view, "c" a confirmation, "l" a lobby's buttons), found without reading its label."""
    found = [c for c in message.components() if str(c.get("custom_id", "")).startswith(f"ib:{kind}:")]
    assert found, f"no ib:{kind}: control in {message.labels()}"
    return found[0]


async def lobby_click(h: Harness, user: User, lobby: Message, op: str) -> None:
    button = next(c for c in lobby.components() if str(c.get("custom_id", "")).endswith(f":{op}"))
    await h.click(user, lobby, custom_id=button["custom_id"])


async def poke(h: Harness, user: User, message: Message) -> None:
    """Click the first control of ``message`` (a button, or a select's first option) as ``user``."""
    first = message.components()[0]
    if first["type"] == 2:
        await h.click(user, message, custom_id=first["custom_id"])
    else:
        await h.choose(user, message, [first["options"][0]["value"]], custom_id=first["custom_id"])


async def make(h: Harness, user: User, turn: Message, action: dict[str, Any]) -> Reply:
    """Make ``action`` from the turn message, or from the seat's private reply when it is private;
    an action that ends the game for everyone is confirmed on the second click it asks for."""
    if await route(h, user, turn, action) is not None:
        reply = await perform(h, user, turn, action)
    else:
        private = (await h.click(user, turn, custom_id=control(turn, "v")["custom_id"])).last
        reply = await perform(h, user, private, action)
    asks = [m for m in reply.made if any(str(c.get("custom_id", "")).startswith("ib:c:") for c in m.components())]
    if asks:
        return await h.click(user, asks[-1], custom_id=control(asks[-1], "c")["custom_id"])
    return reply


async def play_to_the_end(h: Harness, key: str, locale: Locale) -> int:
    """Two players open the game with no language option, play it out by clicks (the normal bots'
    policy chooses), looking at their private views, status, rules and history on the way (one
    of them with DMs on, so private replies and turn notices come as DMs too); an outsider clicks
    too. How many moves the game took."""
    assert h.store is not None and h.bot is not None
    first, second, outsider = players = users(locale)
    for user in players:
        h.fake.add_user(user.id, user.name)
    group, policy, rng = GROUPS[key], POLICIES[key], random.Random(SEEDS[key])
    h.seed(SEEDS[key])
    await h.slash(second, "settings dm", enabled=True)
    lobby = (await h.slash(first, f"{group} new")).last
    await lobby_click(h, second, lobby, "join")
    await lobby_click(h, first, lobby, "start")
    thread = int(lobby.data["thread"]["id"])
    moves = 0
    while True:
        game = await h.store.games.latest_in(thread)
        assert game is not None and game.state is not None
        engine = h.bot.table.engine(game)
        if engine.outcome(game.state) is not None:
            break
        seat = engine.to_act(game.state)[0]
        user = next(u for u in players if u.id == game.seats[seat].user_id)
        turn = h.fake.channel_messages(thread)[-1]
        if moves == 0:
            await poke(h, outsider, turn)  # refused, privately
            for command in ("status", "rules", "board", "resign"):  # resign asks, and is not confirmed
                await h.slash(second, f"{group} {command}", channel_id=thread)
        if moves % 12 == 3:  # the one waiting looks at their own view, and at what happened
            waiting = second if user is first else first
            if any(str(c.get("custom_id", "")).startswith("ib:v:") for c in turn.components()):  # a game with secrets
                await h.click(waiting, turn, custom_id=control(turn, "v")["custom_id"])
            await h.slash(waiting, f"{group} history", channel_id=thread)
        legal = engine.legal_actions(game.state, seat)
        turn = h.fake.channel_messages(thread)[-1]  # `board` posted it again
        await make(h, user, turn, policy.choose(engine.view(game.state, seat), legal, rng))
        moves += 1
    final = h.fake.channel_messages(thread)[-1]
    for command in ("status", "history"):
        await h.slash(first, f"{group} {command}", channel_id=thread)
    if locale is Locale.ZH_TW:  # the replay, once a game (drawing it takes a while); Chinese lets no Latin word by
        replay = next(c["custom_id"] for c in final.components() if c["custom_id"].startswith("ib:w:"))
        posted = (await h.click(second, final, custom_id=replay)).last
        assert [name for name, _ in posted.files] == ["replay.webp"]  # replayed, not refused
    for command in ("stats", "leaderboard", "mygames", "games"):
        await h.slash(first, f"icebreaker {command}")
    return moves


CASES = [(key, locale) for key in GROUPS if key in SPEAKING for locale in LANGUAGES]


@pytest.mark.parametrize(("key", "locale"), CASES, ids=[f"{key}-{locale.value}" for key, locale in CASES])
async def test_a_whole_game_on_a_server_of_the_language_speaks_it(harness: Harness, key: str, locale: Locale) -> None:
    harness.fake.guild_locale = locale.value
    moves = await play_to_the_end(harness, key, locale)
    texts = said(harness)
    kinds = {where.rsplit(": ", 1)[1] for where, _ in texts}
    assert moves > 5 and {"content", "label", "text display"} <= kinds
    assert any("alt text" in kind for kind in kinds)
    title = tr(locale, GAMES[key].title)
    # it speaks, by name (1911 Amundsen vs. Scott and Roll In One keep their names in some languages)
    assert sum(title in text for _, text in texts) > moves // 4
    assert harness.fake.dms_to(users(locale)[1].id), "the player with DMs on got copies by DM"
    names = (*NAMES, OUTSIDER_NAME)
    left = [(where, found, text) for where, text in texts if (found := english_left(locale, text, names))]
    assert left == []
    assert harness.fake.pictures_without_alt_text(20 if locale is Locale.ZH_TW else 40) == []  # Chinese is dense


@pytest.mark.parametrize("locale", LANGUAGES, ids=str)
async def test_every_slash_command_is_named_and_described_in_the_language(harness: Harness, locale: Locale) -> None:
    """Through the translator, as the start-up sync sends them: every command, group and option."""

    def parts(command: dict[str, Any]) -> Iterator[dict[str, Any]]:
        yield command
        for option in command.get("options") or []:
            yield from parts(option)
            yield from option.get("choices") or []

    found = [p for c in harness.fake.commands["global"] for p in parts(c)]
    assert found
    left = []
    for part in found:
        for key in ("name", "description"):
            if not part.get(key):
                continue
            translated = (part.get(f"{key}_localizations") or {}).get(locale.value)
            endonym = part[key] in {loc.endonym for loc in Locale}  # a language is named in its own words
            if translated is None and not endonym:
                left.append((part[key], "untranslated"))
            elif translated is not None and english_left(locale, translated):
                left.append((part[key], translated))
    assert left == []


async def test_a_public_opener_answers_the_seat_in_its_own_language(harness: Harness) -> None:
    """Amundsen's "Take 2…" on the public turn message opens the seat's private choice, with its
    hand: in the clicker's language (it was the English presenter's), the opener in the game's."""
    assert harness.store is not None
    harness.fake.guild_locale = Locale.DE.value
    first, second, _ = users(Locale.DE)
    for user in (first, second):
        harness.fake.add_user(user.id, user.name)
    harness.seed(SEEDS["amundsen-scott"])
    lobby = (await harness.slash(first, "amundsen new")).last
    await lobby_click(harness, second, lobby, "join")
    await lobby_click(harness, first, lobby, "start")
    thread = int(lobby.data["thread"]["id"])
    game = await harness.store.games.latest_in(thread)
    assert game is not None and game.state is not None
    seat = GAMES["amundsen-scott"].to_act(game.state)[0]
    user = first if game.seats[seat].user_id == first.id else second
    turn = harness.fake.channel_messages(thread)[-1]
    openers = [c for c in turn.components() if str(c.get("custom_id", "")).startswith("ib:n:")]
    assert openers and all(english_left(Locale.DE, str(c["label"])) == [] for c in openers)
    reply = (await harness.click(user, turn, custom_id=openers[0]["custom_id"])).last
    assert reply.ephemeral and "**Deine Hand**" in reply.text
    assert english_left(Locale.DE, reply.text, NAMES) == []
