"""What the store hands out and takes in: a game's row and seats, its status and move kinds,
and reading a game back from the tables. No queries that change anything live here."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from bot.db import Row, Transaction
from bot.i18n.message import Msg, msg


class GameStatus(StrEnum):
    """A game's ``status`` column; the values are the stored strings, so saved databases keep working."""

    LOBBY = "lobby"
    RUNNING = "running"
    OVER = "over"
    CANCELLED = "cancelled"
    DAMAGED = "damaged"  # its saved record could not be repaired at start-up: closed, not clicked forever


class MoveKind(StrEnum):
    """A move log row's ``kind``: who or what made the move."""

    SETUP = "setup"  # the first state, when the lobby starts
    ACTION = "action"  # a player's click
    BOT = "bot"  # a bot played the seat (added as a bot, or the clock ran out)
    RESIGN = "resign"  # a player left the running game
    TIMEOUT = "timeout"  # the clock ran out and the game's rules ended the turn (``Game.time_out``)
    FORCED = "forced"  # the table made a seat's only move, one that decides nothing (``Game.forced``)
    LOST = "lost"  # a log row a damaged record lost, stood in for at repair


LIVE = (GameStatus.LOBBY, GameStatus.RUNNING)
MAX_ID = 2**63 - 1  # a 64-bit signed integer column's range: larger ids (forged buttons) can't name a game
GAME_HERE = msg("There is already a game here. Finish or cancel it first.")

# Compact and without the cycle check (states are plain JSON data): a move's save encodes the
# whole state, so this is most of its cost; the text is also about 8% shorter.
to_json = json.JSONEncoder(separators=(",", ":"), check_circular=False).encode


def literals(*values: StrEnum) -> str:
    """Enum values written into SQL as quoted literals, where a partial index's predicate must be
    visible to the planner (a bound parameter would hide it): ``'lobby', 'running'``."""
    return ", ".join(f"'{value}'" for value in values)


class LobbyError(Exception):
    """A lobby change that cannot happen; the message is for the player (``said``: in their language)."""

    def __init__(self, said: str | Msg) -> None:
        super().__init__(said if isinstance(said, str) else said.english())
        self.said = said


@dataclass
class Seat:
    seat: int
    user_id: int
    name: str
    bot: bool = False  # a bot plays this seat (it timed out too often, left, or was added as a bot)
    timeouts: int = 0  # turns in a row the clock ran out on
    level: str = "normal"  # how a bot plays the seat: "easy", "normal" or "hard" (a takeover plays at normal)


@dataclass
class GameRow:
    id: int
    guild_id: int | None
    channel_id: int | None
    lobby_channel_id: int
    lobby_message_id: int | None
    game_key: str
    options: dict[str, Any]
    host_id: int
    status: GameStatus
    state: dict[str, Any] | None
    version: int
    turn_message_id: int | None
    published_version: int
    seats: list[Seat] = field(default_factory=list)
    publish_failures: int = 0
    turn_version: int = 0
    clock: int = 0  # seconds per turn; 0 = no clock
    deadline: float | None = None
    reminded: int = 0  # 1: the half-time reminder went out; 2: the last-call one too
    language: str = ""  # the Discord locale code the game speaks; '' = not chosen (see bot.ui.language)

    def seat_of(self, user_id: int) -> int | None:
        return next((s.seat for s in self.seats if s.user_id == user_id), None)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]


async def load_game(tx: Transaction, game_id: int) -> GameRow | None:
    row = await tx.fetchone("SELECT * FROM games WHERE id = ?", (game_id,))
    if row is None:
        return None
    seats = [
        Seat(r["seat"], r["user_id"], r["name"], bool(r["bot"]), r["timeouts"], r["level"])
        for r in await tx.fetchall(
            "SELECT seat, user_id, name, bot, timeouts, level FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
        )
    ]
    return _game_row(row, seats)


def _game_row(row: Row, seats: list[Seat]) -> GameRow:
    return GameRow(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        lobby_channel_id=row["lobby_channel_id"],
        lobby_message_id=row["lobby_message_id"],
        game_key=row["game_key"],
        options=json.loads(row["options"]),
        host_id=row["host_id"],
        status=GameStatus(row["status"]),
        state=json.loads(row["state"]) if row["state"] else None,
        version=row["version"],
        turn_message_id=row["turn_message_id"],
        published_version=row["published_version"],
        seats=seats,
        publish_failures=row["publish_failures"],
        turn_version=row["turn_version"],
        clock=row["clock"],
        deadline=row["deadline"],
        reminded=row["reminded"],
        language=row["language"] or "",
    )
