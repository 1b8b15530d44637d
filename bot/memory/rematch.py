"""What a Rematch press asks for: a new lobby in the same place with the same options, turn
clock, people (in their seats' order) and bots. Pure: the table creates the lobby from it, in
one write, and the one-live-game-per-channel rule makes a second press find the first lobby."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from bot.i18n import N_
from bot.memory.results import SeatLike

# Message ids: the UI says them in the presser's language.
NOT_OVER = N_("This game isn't over yet, so there is nothing to rematch.")
OUTSIDER = N_("Only a player of that game or a moderator can start a rematch.")


class FinishedGame(Protocol):
    """The parts of a stored game a rematch copies (``bot.store.GameRow`` fits)."""

    @property
    def game_key(self) -> str: ...
    @property
    def guild_id(self) -> int | None: ...
    @property
    def channel_id(self) -> int | None: ...
    @property
    def lobby_channel_id(self) -> int: ...
    @property
    def options(self) -> dict[str, Any]: ...
    @property
    def host_id(self) -> int: ...
    @property
    def status(self) -> str: ...
    @property
    def clock(self) -> int: ...
    @property
    def seats(self) -> Sequence[SeatLike]: ...


class RematchRefused(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class RematchPlan:
    game_key: str
    guild_id: int | None
    channel_id: int | None  # where the old game was played: the new lobby opens there
    lobby_channel_id: int
    options: Mapping[str, Any]
    clock: int
    host: tuple[int, str]  # (user id, name): seat 0
    people: tuple[tuple[int, str], ...]  # the other people, in their old seats' order
    bots: int  # bot seats to add again

    @property
    def mentions(self) -> list[int]:
        """Everyone seated, each once, to be told the new lobby is open."""
        return [self.host[0], *(user for user, _ in self.people)]


def rematch_plan(game: FinishedGame, presser: int, *, moderator: bool) -> RematchPlan:
    """The lobby a press asks for; RematchRefused with a sentence for an outsider or a live game.

    The presser hosts the new lobby when they played (they asked for it, and a host can't
    leave); a moderator's press keeps the old host."""
    if game.status != "over":
        raise RematchRefused(NOT_OVER)
    ordered = sorted(game.seats, key=lambda s: s.seat)
    people = [(s.user_id, s.name) for s in ordered if s.user_id > 0]  # a bot that took a seat over stays its person's
    if all(user != presser for user, _ in people) and not moderator:
        raise RematchRefused(OUTSIDER)
    host_id = presser if any(user == presser for user, _ in people) else game.host_id
    host = next(((u, n) for u, n in people if u == host_id), None) or people[0]
    return RematchPlan(
        game_key=game.game_key,
        guild_id=game.guild_id,
        channel_id=game.channel_id,
        lobby_channel_id=game.lobby_channel_id,
        options=dict(game.options),
        clock=game.clock,
        host=host,
        people=tuple(p for p in people if p != host),
        bots=sum(1 for s in ordered if s.user_id < 0),
    )
