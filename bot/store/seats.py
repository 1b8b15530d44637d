"""A game's seats: joining and leaving a lobby, bots taking seats, and seat names."""

from __future__ import annotations

from bot.db import Transaction
from bot.i18n.message import msg
from bot.store.part import Part, lock
from bot.store.rows import GameStatus, LobbyError


class Seats(Part):
    async def join(self, game_id: int, user_id: int, name: str, max_players: int) -> None:
        async with self.db.write() as tx:
            users = await _lobby_seats(tx, game_id)
            if user_id in users:
                raise LobbyError(msg("You have already joined."))
            if len(users) >= max_players:
                raise LobbyError(msg("The game is full ({n} players).", n=max_players))
            await tx.execute(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
                (game_id, len(users), user_id, name),
            )

    async def leave(self, game_id: int, user_id: int) -> None:
        """Leave a lobby; the seats after it move up so seats stay 0..n-1 in join order."""
        async with self.db.write() as tx:
            row = await tx.fetchone(
                "SELECT g.status, g.host_id, s.seat FROM games g LEFT JOIN seats s"
                f" ON s.game_id = g.id AND s.user_id = ? WHERE g.id = ?{lock(tx, 'g')}",
                (user_id, game_id),
            )
            if row is None or row["status"] != GameStatus.LOBBY:
                raise LobbyError(msg("This lobby is closed."))
            if row["seat"] is None:
                raise LobbyError(msg("You haven't joined this game."))
            if row["host_id"] == user_id:
                raise LobbyError(msg("The host can't leave; cancel the game instead."))
            await tx.execute("DELETE FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id))
            # Two steps through negative numbers keep the (game_id, seat) key unique meanwhile.
            await tx.execute("UPDATE seats SET seat = -seat - 1 WHERE game_id = ? AND seat > ?", (game_id, row["seat"]))
            await tx.execute("UPDATE seats SET seat = -seat - 2 WHERE game_id = ? AND seat < 0", (game_id,))

    async def add_bot(self, game_id: int, name: str, bot_user_id: int, max_players: int) -> None:
        """A bot joins a lobby (it takes the next seat like a player would)."""
        async with self.db.write() as tx:
            count = len(await _lobby_seats(tx, game_id))
            if count >= max_players:
                raise LobbyError(msg("The game is full ({n} players).", n=max_players))
            await tx.execute(
                "INSERT INTO seats (game_id, seat, user_id, name, bot) VALUES (?, ?, ?, ?, 1)",
                (game_id, count, bot_user_id, name),
            )

    async def set_bot(self, game_id: int, seat: int, bot: bool) -> None:
        """A bot takes the seat (or its player takes it back); either way its time-outs start over."""
        await self._update(
            "UPDATE seats SET bot = ?, timeouts = 0 WHERE game_id = ? AND seat = ?", (int(bot), game_id, seat)
        )

    async def rename(self, game_id: int, names: dict[int, str]) -> None:
        async with self.db.write() as tx:
            for seat, name in names.items():
                await tx.execute("UPDATE seats SET name = ? WHERE game_id = ? AND seat = ?", (name, game_id, seat))


async def _lobby_seats(tx: Transaction, game_id: int) -> list[int]:
    """The seated users of an open lobby, its row locked until the transaction ends."""
    row = await tx.fetchone(f"SELECT status FROM games WHERE id = ?{lock(tx)}", (game_id,))
    if row is None or row["status"] != GameStatus.LOBBY:
        raise LobbyError(msg("This lobby is closed."))
    return [r["user_id"] for r in await tx.fetchall("SELECT user_id FROM seats WHERE game_id = ?", (game_id,))]
