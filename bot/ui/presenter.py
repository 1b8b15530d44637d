"""How one game looks and talks in Discord. Cogs subclass ``Presenter`` for what is special.

Everything here reads views only: the public view for public text, the seat's own view
for what is sent to that seat alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from bot.engine import Action, Event, Game, IllegalAction, Outcome, name_seats
from bot.gamedata import DATA_ROOT
from bot.ui.controls import Control, default_controls, subset_controls
from renderers import Renderer

DATA = DATA_ROOT


@dataclass
class PrivateReply:
    """What a seat sees of its own secrets: text, and a picture where the game has one."""

    text: str
    picture: bytes | None = None


class Presenter:
    game: Game
    render: Renderer
    #: the label of the button that shows a seat its own view; None when a game has no secrets
    private_label: str | None = None
    #: select placeholders per action type, for the default layout
    titles: ClassVar[dict[str, str]] = {}

    def __init__(self, game: Game, render: Renderer, summary_file: str | None = None) -> None:
        self.game = game
        self.render = render
        self.summary_file = summary_file

    # --- public text ----------------------------------------------------------------------

    def headline(self, view: dict[str, Any]) -> str:
        return f"**{self.game.title}**"

    def event_lines(self, events: Sequence[Event], names: Sequence[str]) -> list[str]:
        return [name_seats(str(e.get("text", "")), names) for e in events if e.get("text")]

    def prompt(self, view: dict[str, Any], seat: int, legal: list[Action]) -> str:
        """What the seat to act must decide, after its mention: "choose your dice"."""
        return "it's your turn."

    def result(self, outcome: Outcome, names: Sequence[str]) -> str:
        winners = outcome.get("winners", [])
        text = name_seats(str(outcome.get("text", "")), names)
        if not winners:
            who = "" if "nobody" in text.lower() else "Nobody wins."
        elif len(winners) == 1:
            who = f"{names[winners[0]]} wins!"
        else:
            who = " and ".join(names[w] for w in winners) + " share the win!"
        return " ".join(part for part in ("**Game over.**", who, text) if part)

    def status(self, view: dict[str, Any], names: Sequence[str], waiting: Sequence[int]) -> str:
        lines = [self.headline(view)]
        lines += [f"{'▶ ' if i in waiting else '• '}{name}" for i, name in enumerate(names)]
        return "\n".join(lines)

    def rules(self) -> str:
        if self.summary_file is None:
            return f"**{self.game.title}**"
        return (DATA / self.summary_file).read_text(encoding="utf-8").strip()

    # --- controls ---------------------------------------------------------------------------

    def controls(self, view: dict[str, Any], seat: int, legal: list[Action]) -> list[Control]:
        """Controls on the public turn message: only actions that reveal no secret of the seat."""
        public = [i for i, action in enumerate(legal) if not self.game.private_action(action)]
        return subset_controls(legal, public, self.titles)

    def private_controls(self, seat_view: dict[str, Any], seat: int, legal: list[Action]) -> list[Control]:
        """Controls shown to the seat alone (its "My view" reply): every legal action."""
        if not any(self.game.private_action(action) for action in legal):
            return self.controls(seat_view, seat, legal)  # the public layout already offers them all
        return default_controls(legal, self.titles)

    def compose(
        self, view: dict[str, Any], seat: int, legal: list[Action], name: str, values: list[str]
    ) -> Action | list[Control]:
        """Turn a multi-step control's values into an action, or into the next step's controls."""
        raise IllegalAction("That control doesn't belong to this game.")

    # --- private ----------------------------------------------------------------------------

    def private(self, seat_view: dict[str, Any]) -> PrivateReply | None:
        """The seat's own secrets, for its "My view" button; None if it has none."""
        return None

    def private_note(self, action: Action, seat_view: dict[str, Any]) -> str | None:
        """Something only the actor may learn from the action just applied (a peek's result)."""
        return None
