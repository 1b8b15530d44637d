"""Turn clocks: one pass over the games whose deadline or reminder is due, driven by the store.

The upkeep loop calls ``run_clocks`` every few seconds. Nothing is kept per game in memory and
nothing is scanned at start-up: the store's deadline index finds the due games, so deadlines
survive restarts. A reminder is claimed in the database before it is sent, so a restart never
sends it twice; a time-out goes through the same write path as a click. With several processes
(shards) each game is leased to one of them for the pass (``Venue.leased``).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from bot.store import GameRow, ShardScope
from bot.table import Table, Unavailable

log = logging.getLogger(__name__)
LAST_CALL = 3600.0  # the second reminder: an hour before the end (a tenth of shorter clocks)
CLOCK_CHOICES: dict[str, int] = {  # lobby label → seconds per turn (0: no clock)
    "No clock": 0,
    "2 minutes": 120,
    "10 minutes": 600,
    "1 hour": 3600,
    "8 hours": 8 * 3600,
    "24 hours": 24 * 3600,
    "3 days": 3 * 24 * 3600,
    "7 days": 7 * 24 * 3600,
}
DEFAULT_CLOCK = 24 * 3600


@dataclass
class ClockPass:
    reminded: int = 0
    timed_out: int = 0


async def run_clocks(table: Table, shards: ShardScope | None = None) -> ClockPass:
    """Reminders and time-outs that are due (with ``shards``, in those shards' servers only)."""
    now = table.now()
    done = ClockPass()
    for game in await table.store.clocks.due(now, LAST_CALL, shards):
        if game.deadline is None:
            continue
        if table.venue.publisher is not None and game.published_version < game.version:
            continue  # the clock runs on turns players saw: this one starts when it is posted
        # Shards: one process works on a game's clock at a time; the others skip it this pass.
        try:
            async with table.venue.leased(game.id) as mine:
                if mine:
                    await _run_clock(table, game, now, done)
        except Unavailable:
            raise  # the database, not this game: the whole pass waits
        except Exception:  # one bad game never stops the others' clocks
            log.exception("game %s: its clock failed", game.id)
            await table.upkeep.close_if_unreadable(game)
    return done


async def _run_clock(table: Table, game: GameRow, now: float, done: ClockPass) -> None:
    assert game.deadline is not None
    if game.deadline <= now:
        # The version guard makes a stale row harmless: a move or time-out since then wins.
        if await table.upkeep.time_out(game.id, game.version):
            done.timed_out += 1
        return
    last_call = now >= game.deadline - min(LAST_CALL, game.clock / 10)
    # Both reminders due at once (the bot was down): only the last call goes out.
    if await table.store.clocks.claim_reminder(game.id, game.version, 2 if last_call else 1):
        try:
            await table.upkeep.remind(game, last_call)
        except Exception:
            log.warning("could not send the reminder for game %s", game.id, exc_info=True)
        done.reminded += 1


def clock_words(seconds: int) -> str:
    """"24 hours per turn", or "no turn clock"."""
    for label, value in CLOCK_CHOICES.items():
        if value == seconds:
            return "no turn clock" if value == 0 else f"{label} per turn"
    hours = seconds / 3600
    return f"{hours:g} hours per turn"
