"""The table's sentences: why a request changed nothing, in the words a player reads."""

from __future__ import annotations

from bot.i18n import N_, Msg, msg
from bot.names import fill
from bot.store import GameRow, GameStatus

NOT_PLAYING = msg("You're not playing in this game.")
NOT_YOURS = msg("Those controls belong to another player.")
GONE = msg("That choice is no longer available.")
DAMAGED_NOTICE = N_(  # said in the game's language (``tr``) when the notice is stored
    "This game's saved record was damaged and couldn't be repaired, so the game was closed. Sorry! "
    "Start a new one whenever you like."
)

DISCORD_SLOW = msg("Discord is slow right now, so the new turn message will appear in a moment.")
DISCORD_FAILING = msg("Discord didn't take the new turn message; I'll keep trying to post it.")
DATABASE_DOWN = msg("I can't reach my database right now, so nothing changed. Please try again shortly.")


def where(game: GameRow) -> str:
    """A link to the game's newest message (its turn, else its lobby), or its channel."""
    message = game.turn_message_id or game.lobby_message_id
    channel = game.channel_id if game.turn_message_id else game.lobby_channel_id
    if message and channel and game.guild_id:
        return f"https://discord.com/channels/{game.guild_id}/{channel}/{message}"
    return f"<#{game.channel_id or game.lobby_channel_id}>"


def closed(game: GameRow) -> Msg:
    if game.status == GameStatus.OVER:
        return msg("This game is over.")
    if game.status == GameStatus.CANCELLED:
        return msg("This game was cancelled.")
    if game.status == GameStatus.DAMAGED:
        return msg("This game's saved record was damaged, so it was closed. Start a new one to play on.")
    if game.status == GameStatus.LOBBY:
        return msg("The game hasn't started yet.")
    return msg("This game isn't running.")


def stale(game: GameRow, problem: str | Msg | None = None) -> Msg:
    if game.published_version < game.version:
        # The newest turn isn't on screen yet (its post failed): there is no newer message to point at.
        if problem:
            return msg(
                "The game has moved on since that button, but its newest turn isn't on screen yet: {problem}",
                problem=problem,
            )
        return msg("The game has moved on since that button; its newest turn is being posted and will appear shortly.")
    return msg("That button is from an earlier turn. Use the newest message.")


def unshown(problem: str | Msg | None, *, via_click: bool) -> Msg:
    """What the clicker is told when their move is saved but its turn isn't in the channel."""
    if via_click:
        return msg(
            "Your move is saved. {problem} Until then I show each turn through the click that made it.",
            problem=problem or DISCORD_SLOW,
        )
    if problem:
        return msg("Your move is saved, but the new turn isn't on screen yet: {problem}", problem=problem)
    return msg("Your move is saved. {problem}", problem=DISCORD_SLOW)


def waiting_for(game: GameRow, seats: list[int]) -> Msg:
    if not seats:
        return msg("Nobody can act right now.")
    if len(seats) == 1:
        return msg("It's {name}'s turn.", name=fill(f"{{p{seats[0]}}}", game.names))
    names = [fill(f"{{p{s}}}", game.names) for s in seats]
    return msg("Waiting for {names} and {last}.", names=", ".join(names[:-1]), last=names[-1])


def ends_game(label: str) -> Msg:
    """The question before a choice that ends the game for everyone (``Game.ending_choices``)."""
    return msg("**{label}** ends the game for everyone at once, and it can't be undone. Are you sure?", label=label)
