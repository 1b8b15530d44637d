"""Crash safety (issue 9, suite 2; issues 12–14): the real `python -m bot` process against the
loopback Discord stand-in, several channels of one game playing at once, SIGKILLed mid-load and
restarted. Every game is covered: South Pole with ten channels and two kills, each other game
with three channels and one kill. Players click a random control of the turn message (or of
the private reply a click opened), so every game is driven by its own controls.

Checked afterwards: every move the bot acknowledged (showed in a message) is in the database,
the file passes `PRAGMA integrity_check`, every game's log runs 1..version, no move was
applied twice (double clicks included), every game resumes, and buttons posted before the
last crash still work.
"""

from __future__ import annotations

import asyncio
import random
import re
import sqlite3
from collections import defaultdict
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from tests.fakediscord.model import BOT_ID, GUILD_ID, FakeDiscord, Message
from tests.fakediscord.payloads import interaction, member, slash_data
from tests.fakediscord.process import BotProcess, serving, until
from tests.fakediscord.server import LoopbackDiscord

ALICE = (100000000000000001, "Alice")
BOB = (100000000000000002, "Bob")
VERSION_ID = re.compile(r"^ib:[a-z]:(\d+):(\d+):")


@dataclass(frozen=True)
class Load:
    """One game's crash run: how its lobby opens, how many tables, rounds of clicks and kills."""

    command: str
    options: dict[str, Any] = field(default_factory=dict)
    channels: int = 3
    rounds: int = 5
    # Rounds after whose clicks are pushed the process is killed at once; with the kill in the last
    # round, the buttons posted before it are clicked right after the restart.
    kill_after: tuple[int, ...] = (4,)


LOADS = [
    pytest.param(Load("southpole new", channels=10, rounds=9, kill_after=(3, 6)), id="south-pole"),
    pytest.param(Load("amundsen new"), id="amundsen-scott"),
    pytest.param(Load("northpole new"), id="north-pole"),
    pytest.param(Load("poletopole new"), id="pole-to-pole"),
    pytest.param(Load("rollinone new", {"course": "preset"}), id="roll-in-one"),
]


class Table:
    """The test's side of the tables: pushes clicks and reads what the bot showed."""

    def __init__(
        self, server: LoopbackDiscord, rng: random.Random, players: tuple[tuple[int, str], ...] = (ALICE, BOB)
    ) -> None:
        self.server = server
        self.fake = server.fake
        self.rng = rng
        self.players = players  # who clicks: the owner of a private reply, else whom the message mentions
        self.clicked: dict[int, set[int]] = defaultdict(set)  # game id → versions clicked
        self.private: dict[int, Message] = {}  # channel → an ephemeral step reply to continue from

    async def slash(self, user: tuple[int, str], channel: int, command: str, **options: Any) -> str:
        payload = interaction(self.fake, 2, member(*user), channel)
        payload["data"] = slash_data(self.fake, command, options)
        self.fake.open_interaction(int(payload["id"]), payload["token"], user[0], channel, None)
        await self.server.push("INTERACTION_CREATE", payload)
        return str(payload["token"])

    async def open_clocked(
        self,
        host: tuple[int, str],
        guest: tuple[int, str],
        channel: int,
        command: str,
        *,
        clock: str = "120",
        thread: bool = False,
    ) -> int:
        """``command`` opens a lobby in ``channel``; the host picks the turn clock (by default the
        shortest, two minutes), the guest joins and the host starts. The channel the game is
        played in (with ``thread``, the lobby's thread)."""
        lobby = await self.lobby(host, guest, channel, command, clock=clock, thread=thread)
        click = await self.click(host, lobby, next(c for c in lobby.components() if c.get("label") == "Start"))
        await until(lambda: answered(self.fake, click), what="Start")
        return int(lobby.data["thread"]["id"]) if thread else channel

    async def lobby(
        self,
        host: tuple[int, str],
        guest: tuple[int, str],
        channel: int,
        command: str,
        *,
        clock: str = "120",
        thread: bool = False,
    ) -> Message:
        """A lobby opened by ``host`` with the turn clock of ``clock`` seconds, ``guest`` seated:
        ready for its Start button."""
        token = await self.slash(host, channel, command, thread=thread)
        await until(lambda: answered(self.fake, token), what="a lobby")
        lobby = self.fake.messages[self.fake.interactions[token]["made"][-1]]
        if thread:  # the thread is made from the lobby once it is posted
            await until(lambda: "thread" in lobby.data and "Where" in lobby.text, what="the lobby's thread")
        clock_menu = next(c for c in lobby.components() if c.get("placeholder") == "Turn clock…")
        picked = await self.click(host, lobby, clock_menu, [clock])
        await until(lambda: answered(self.fake, picked), what="the clock")
        joined = await self.click(guest, lobby, next(c for c in lobby.components() if c.get("label") == "Join"))
        await until(lambda: answered(self.fake, joined), what="Join")
        return lobby

    async def click(
        self, user: tuple[int, str], message: Message, component: dict[str, Any], values: list[str] | None = None
    ) -> str:
        payload = interaction(self.fake, 3, member(*user), message.channel_id)
        payload["message"] = message.data
        payload["data"] = {"custom_id": component["custom_id"], "component_type": component["type"]}
        if values is not None:
            payload["data"]["values"] = values
        self.fake.open_interaction(int(payload["id"]), payload["token"], user[0], message.channel_id, message.id)
        found = VERSION_ID.match(component["custom_id"])
        if found:
            self.clicked[int(found[1])].add(int(found[2]))
        await self.server.push("INTERACTION_CREATE", payload)
        return str(payload["token"])

    def turn_message(self, channel: int) -> Message | None:
        """The newest public bot message in the channel that carries game controls."""
        for message in reversed(self.fake.channel_messages(channel)):
            if int(message.data["author"]["id"]) == BOT_ID and _controls(message):
                return message
        return None

    def private_only(self, channel: int) -> Message | None:
        """The newest bot message, if the seat's choices are all private: only its own button shows."""
        messages = [m for m in self.fake.channel_messages(channel) if int(m.data["author"]["id"]) == BOT_ID]
        if messages and not _controls(messages[-1]) and _private_button(messages[-1]):
            return messages[-1]
        return None

    async def play_one(self, channel: int, *, double: bool) -> list[str]:
        """A seat to act clicks one control (twice at once with ``double``); its tokens."""
        message = self.private.pop(channel, None) or self.private_only(channel) or self.turn_message(channel)
        if message is None:
            return []
        if message.visible_to is not None:  # a private reply: only its owner sees (and clicks) it
            actor = next(u for u in self.players if u[0] == message.visible_to)
        else:
            mentioned = [u for u in self.players if f"<@{u[0]}>" in message.content]
            actor = self.rng.choice(mentioned or [self.players[0]])
        choices = _controls(message) or _private_button(message)
        component = self.rng.choice(choices)
        values = None
        if component["type"] == 3:
            options = [o["value"] for o in component["options"]]
            values = self.rng.sample(options, max(1, int(component.get("min_values", 1))))
        tokens = [await self.click(actor, message, component, values)]
        if double:
            tokens.append(await self.click(actor, message, component, values))
        return tokens

    def acknowledged(self) -> dict[int, int]:
        """Per game, the newest version the bot has shown players (in any message's controls)."""
        shown: dict[int, int] = {}
        for message in self.fake.messages.values():
            for component in message.components():
                found = VERSION_ID.match(str(component.get("custom_id", "")))
                if found:
                    game, version = int(found[1]), int(found[2])
                    shown[game] = max(shown.get(game, 0), version)
        return shown

    def follow_private_steps(self, tokens_by_channel: dict[int, list[str]]) -> None:
        """A click that answered with a private step menu continues from that menu next time."""
        for channel, tokens in tokens_by_channel.items():
            for token in tokens:
                info = self.fake.interactions.get(token) or {}
                for made in info.get("made", []):
                    message = self.fake.messages.get(made)
                    if message is not None and message.ephemeral and _controls(message):
                        self.private[channel] = message


def _controls(message: Message) -> list[dict[str, Any]]:
    """Game controls on a message: buttons and selects whose id the bot made (not "My view", not
    the lobby's, and not "Back" to the first step, so random clicks always narrow towards a move)."""
    return [
        c
        for c in message.components()
        if str(c.get("custom_id", "")).startswith("ib:")
        and not str(c["custom_id"]).startswith(("ib:v:", "ib:r:", "ib:l:", "ib:b:", "ib:k:", "ib:e:"))
        and not (str(c["custom_id"]).startswith("ib:n:") and str(c["custom_id"]).endswith(":"))
        and not c.get("disabled")
    ]


def _private_button(message: Message) -> list[dict[str, Any]]:
    """The button that answers a seat with its own view and choices ("My view", "Show hand")."""
    return [c for c in message.components() if str(c.get("custom_id", "")).startswith("ib:v:")]


@pytest.fixture
async def loopback(tmp_path: Path) -> AsyncIterator[tuple[LoopbackDiscord, BotProcess]]:
    async with serving(tmp_path, (ALICE, BOB)) as served:
        yield served


def tables_for(fake: FakeDiscord, count: int) -> list[int]:
    """``count`` text channels to play in, one game each."""
    channels = []
    for n in range(count):
        channel_id = fake.new_id()
        fake.add_channel({"id": str(channel_id), "type": 0, "guild_id": str(GUILD_ID), "name": f"table-{n}"})
        channels.append(channel_id)
    return channels


async def boot(server: LoopbackDiscord, bot: BotProcess) -> None:
    server.ready_sent.clear()
    await bot.start()
    await until(lambda: server.ready_sent.is_set() and "global" in server.fake.commands, what="login")
    await asyncio.sleep(0.3)  # on_ready runs the first upkeep pass


def answered(fake: FakeDiscord, token: str) -> bool:
    return bool((fake.interactions.get(token) or {}).get("answered"))


async def quiet(server: LoopbackDiscord, database: Path, tokens: list[str], timeout: float = 90.0) -> None:
    """Wait until the bot has answered every click, posted every saved state and gone quiet
    (no HTTP call for half a second): a machine under load only makes this slower."""
    deadline = asyncio.get_running_loop().time() + timeout
    calls = -1
    while True:
        with sqlite3.connect(database) as db:
            behind = db.execute(
                "SELECT COUNT(*) FROM games WHERE status IN ('running', 'over') AND published_version < version"
            ).fetchone()[0]
        settled = not behind and all(answered(server.fake, t) for t in tokens)
        if settled and len(server.fake.calls) == calls:
            return
        calls = len(server.fake.calls)
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"the bot did not settle: {behind} game(s) unposted")
        await asyncio.sleep(0.5)


def database_games(path: Path) -> dict[int, tuple[str, int, list[int], int]]:
    """game id → (status, version, move seqs, action moves), read straight from the file."""
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        games = {}
        for game_id, status, version in db.execute("SELECT id, status, version FROM games"):
            seqs = [r[0] for r in db.execute("SELECT seq FROM moves WHERE game_id = ? ORDER BY seq", (game_id,))]
            actions = db.execute(
                "SELECT COUNT(*) FROM moves WHERE game_id = ? AND kind = 'action'", (game_id,)
            ).fetchone()[0]
            games[game_id] = (status, version, seqs, actions)
    return games


@pytest.mark.parametrize("load", LOADS)
async def test_tables_survive_sigkills_mid_load(loopback: tuple[LoopbackDiscord, BotProcess], load: Load) -> None:
    server, bot = loopback
    channels = tables_for(server.fake, load.channels)
    tables = Table(server, random.Random(20261203))
    await boot(server, bot)
    for channel in channels:
        token = await tables.slash(ALICE, channel, load.command, thread=False, **load.options)
        # A loaded machine (the whole suite beside other work) only makes these slower: 90 s, as ``quiet``.
        await until(lambda t=token: answered(server.fake, t), timeout=90, what="a lobby")
        lobby = server.fake.messages[server.fake.interactions[token]["made"][-1]]
        for user, label in ((BOB, "Join"), (ALICE, "Start")):
            button = next(c for c in lobby.components() if c.get("label") == label)
            click = await tables.click(user, lobby, button)
            await until(lambda t=click: answered(server.fake, t), timeout=90, what=label)
    first_turns = lambda: all(tables.turn_message(c) or tables.private_only(c) for c in channels)  # noqa: E731
    await until(first_turns, timeout=90, what="first turns")

    before_last_crash: dict[int, Message] = {}
    for round_number in range(load.rounds):
        killed = round_number in load.kill_after
        # In a round that ends in a kill the last table sits out, so at least one turn message is
        # surely from before the crash and untouched by it (a move caught mid-post is reposted).
        playing = channels[:-1] if killed else channels
        pushed = await asyncio.gather(*(tables.play_one(c, double=round_number % 2 == 0) for c in playing))
        tokens = dict(zip(playing, pushed, strict=True))
        if killed:
            await asyncio.sleep(tables.rng.uniform(0.05, 0.4))  # somewhere in the middle of the load
            if round_number == load.kill_after[-1]:
                before_last_crash = {c: m for c in channels if (m := tables.turn_message(c)) is not None}
            await bot.kill()
            tables.private.clear()
            await boot(server, bot)
            continue
        await quiet(server, bot.database, [t for group in tokens.values() for t in group])
        tables.follow_private_steps(tokens)

    await quiet(server, bot.database, [])  # the restarted bot has posted what the crash left unposted
    acknowledged = tables.acknowledged()
    stored = database_games(bot.database)
    assert len(stored) == load.channels
    for game_id, (status, version, seqs, actions) in stored.items():
        assert status in ("running", "over"), f"game {game_id} is {status}"
        assert seqs == list(range(1, version + 1)), f"game {game_id}: log {seqs} vs version {version}"
        assert version >= acknowledged.get(game_id, 0), f"game {game_id} lost an acknowledged move"
        assert actions <= len(tables.clicked[game_id]), f"game {game_id}: a move was applied twice"
    assert all(actions >= 2 for _s, _v, _q, actions in stored.values())  # every game really moved

    # Every game resumes: the newest controls in each channel are for the stored version.
    for channel in channels:
        turn = tables.turn_message(channel)
        if turn is None:  # the choices are private: the turn message carries only the seat's button
            assert tables.private_only(channel) is not None
            continue
        found = VERSION_ID.match(_controls(turn)[0]["custom_id"])
        assert found is not None
        status, version, _seqs, _actions = stored[int(found[1])]
        assert status != "running" or int(found[2]) == version
    # Buttons posted before the last crash still work after the restart.
    survivors = [c for c, m in before_last_crash.items() if tables.turn_message(c) is m]
    assert survivors, "no turn message survived the crash unchanged"
    for channel in survivors[:3]:
        game_id = int(VERSION_ID.match(_controls(before_last_crash[channel])[0]["custom_id"])[1])  # type: ignore[index]
        version_before = database_games(bot.database)[game_id][1]
        tables.private.pop(channel, None)
        tokens = await tables.play_one(channel, double=False)
        await quiet(server, bot.database, tokens)
        # A click either made a move or opened the next step of one; four clicks at most make one.
        for _ in range(3):
            if database_games(bot.database)[game_id][1] > version_before:
                break
            tables.follow_private_steps({channel: tokens})
            tokens = await tables.play_one(channel, double=False)
            await quiet(server, bot.database, tokens)
        assert database_games(bot.database)[game_id][1] > version_before
    crashed = [m.content for m in server.fake.messages.values() if "Something went wrong" in m.content]
    assert not crashed, crashed[:3]
