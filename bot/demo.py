"""``python -m bot demo GAME``: a whole game between bot seats, with no token and no network.

It runs through the real table, a temporary SQLite store and the game's presenter, and writes
what the channel would have shown — every turn message's text and picture — as one HTML page
under ``var/demo/``, so a newcomer can see the bot at work before creating a Discord app.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import html
import itertools
import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from bot.games import GAMES
from bot.store import GameRow, GameStatus, Store
from bot.table import Ended, OfflinePublisher, Table, Turn
from bot.ui.presenter import Presenter
from bot.ui.publish import build_turn_message, ended_content
from bot.ui.registry import all_presenters, slash_names

NAMES = ("Amundsen", "Scott", "Nansen", "Peary", "Shackleton")
OUT = Path("var/demo")


@dataclass
class Shown:
    content: str
    picture: bytes | None  # None: it failed to render (the words say so)


@dataclass
class TranscriptPublisher(OfflinePublisher):
    """Keeps each turn message as the channel would show it last (steps within a turn edit it)."""

    presenters: dict[str, Presenter]
    messages: list[Shown] = field(default_factory=list)
    ids: itertools.count[int] = field(default_factory=lambda: itertools.count(1))

    async def publish(self, turn: Turn) -> int:
        message = await build_turn_message(turn, self.presenters[turn.game.game_key])
        shown = Shown(message.content, message.picture)
        if turn.new_message or not self.messages:
            self.messages.append(shown)
            return next(self.ids)
        self.messages[-1] = shown
        return turn.game.turn_message_id or 0

    async def retire(self, game: GameRow, message_id: int, ended: Ended | None = None) -> None:
        """The previous turn message, rewritten to tell its whole turn (``DiscordPublisher.retire``)."""
        if ended is not None and len(self.messages) > 1:
            self.messages[-2].content = ended_content(self.presenters[game.game_key], ended)


async def play(key: str, players: int, seed: int, max_turns: int, folder: Path) -> tuple[GameRow, list[Shown]]:
    """A game of ``key`` between ``players`` bots from ``seed``; at most ``max_turns`` turn messages."""
    store = await Store.open(folder / "demo.sqlite3")
    publisher = TranscriptPublisher(all_presenters())
    table = Table(store, GAMES, publisher, seeds=lambda: seed, bots_follow=False)
    try:
        lobby = await table.lobby.open(
            game_key=key, options={}, guild_id=None, channel_id=1, in_thread=False, host_id=-1, host_name=NAMES[0]
        )
        await store.clocks.set_length(lobby.id, 0)  # bots don't need a clock
        for _seat in range(1, players):
            await table.lobby.add_bot(lobby.id, -1)
        await store.seats.set_bot(lobby.id, 0, True)
        await _rename(store, lobby.id, players)
        game = await table.lobby.start(lobby.id, -1)
        while game.status == GameStatus.RUNNING and len(publisher.messages) < max_turns:
            if not await table.upkeep.play_bots(lobby.id, limit=1):  # one move at a time, so max_turns holds
                break
            game = await table.snapshot(lobby.id)
        return game, publisher.messages
    finally:
        await store.close()


async def _rename(store: Store, game_id: int, players: int) -> None:
    """Explorers' names read better in a transcript than "Bot 2"."""
    await store.seats.rename(game_id, {seat: NAMES[seat % len(NAMES)] for seat in range(players)})


def page(title: str, game: GameRow, messages: list[Shown]) -> str:
    """One self-contained HTML page: each message's words, then its picture."""
    names = {str(seat.user_id): seat.name for seat in game.seats}
    parts = [
        "<!doctype html><meta charset=utf-8>",
        f"<title>{html.escape(title)} — Icebreaker demo</title>",
        "<style>body{font:16px system-ui,sans-serif;max-width:820px;margin:2em auto;background:#313338;color:#dbdee1}"
        "section{background:#2b2d31;border-radius:8px;padding:12px 16px;margin:0 0 16px}"
        "img{max-width:100%;border-radius:6px;margin-top:8px}p{margin:.2em 0}small{color:#949ba4}</style>",
        f"<h1>{html.escape(title)}</h1>",
        f"<p><small>A game between bots, played by <code>python -m bot demo</code>: "
        f"{len(messages)} turn messages, as the channel shows them.</small></p>",
    ]
    for number, message in enumerate(messages, start=1):
        lines = "".join(f"<p>{_line(line, names)}</p>" for line in message.content.splitlines())
        if message.picture is None:
            parts.append(f'<section id="turn-{number}">{lines}</section>')
            continue
        picture = base64.b64encode(message.picture).decode()
        parts.append(
            f'<section id="turn-{number}">{lines}<img alt="board after turn message {number}" '
            f'src="data:image/png;base64,{picture}"></section>'
        )
    return "\n".join(parts)


def _line(text: str, names: dict[str, str]) -> str:
    text = re.sub(r"<@(-?\d+)>", lambda m: "@" + names.get(m.group(1), "someone"), text)
    text = re.sub(r"<t:(\d+):[a-zA-Z]>", "soon", text)
    small = text.startswith("-# ")
    escaped = html.escape(text.removeprefix("-# "))
    escaped = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", escaped)
    return f"<small>{escaped}</small>" if small else escaped


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot demo", description=__doc__.split("\n\n")[0])
    commands = slash_names()
    parser.add_argument(
        "game",
        type=lambda name: commands.get(name.lower().lstrip("/"), name),  # "/southpole" as typed in Discord
        choices=sorted(GAMES),
        metavar="GAME",
        help=f"which game to play: its slash command ({', '.join(commands)}) or its key ({', '.join(GAMES)})",
    )
    parser.add_argument("--players", type=int, help="how many bot seats (default: the game's smallest count, 2+)")
    parser.add_argument("--seed", type=int, default=1, help="the game's seed (the same seed plays the same game)")
    parser.add_argument("--max-turns", type=int, default=500, help="stop after this many turn messages")
    parser.add_argument("--out", type=Path, default=OUT, help="folder for the HTML page")
    args = parser.parse_args(argv)
    engine = GAMES[args.game]
    players = args.players or max(engine.min_players, 2)
    if not engine.min_players <= players <= engine.max_players:
        parser.error(f"{engine.title} takes {engine.min_players}–{engine.max_players} players")
    with tempfile.TemporaryDirectory() as folder:
        game, messages = asyncio.run(play(args.game, players, args.seed, args.max_turns, Path(folder)))
    args.out.mkdir(parents=True, exist_ok=True)
    path = args.out / f"{args.game}-{players}p-seed{args.seed}.html"
    path.write_text(page(engine.title, game, messages), encoding="utf-8")
    print(f"{engine.title}: {len(messages)} turn messages ({game.status}) → {path}")
    return 0
