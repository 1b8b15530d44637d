"""What an engine refuses: an illegal action or a lobby option it can't set up with, each with a
sentence for the player (finished English or a message chosen in the reader's language)."""

from __future__ import annotations

from bot.i18n.message import Msg

Text = str | Msg  # what a player reads: finished English, or a message chosen when shown (bot.i18n)


class IllegalAction(Exception):
    """An action the rules forbid; ``reason`` is a sentence a player can read (in English), and
    ``said`` the same as a message to show in the reader's language, where the engine gave one."""

    def __init__(self, reason: Text) -> None:
        english = reason if isinstance(reason, str) else reason.english()
        super().__init__(english)
        self.reason = english
        self.said: Text = reason


class BadOption(IllegalAction):
    """A lobby option (or player count) the game cannot be set up with."""
