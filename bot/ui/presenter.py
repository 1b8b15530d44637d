"""How one game looks and talks in Discord. Cogs subclass ``Presenter`` for what is special.

Everything here reads views only: the public view for public text, the seat's own view
for what is sent to that seat alone.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from bot.engine import Action, Event, Game, Outcome, name_seats
from bot.gamedata import DATA_ROOT
from bot.i18n import ENGLISH, Locale, first_ours, say, tr
from bot.ui.alt import ATTACHMENT_LIMIT, clip, finished, join, plain
from bot.ui.controls import (
    MAX_BUTTONS_PER_ROW,
    PRIVATE,
    PUBLIC,
    Chooser,
    Control,
    Link,
    Links,
    Narrow,
    Opener,
    Style,
    default_steps,
    words,
)
from bot.ui.ids import Scope
from renderers import Renderer

DATA = DATA_ROOT


def language(view: dict[str, Any]) -> Locale:
    """The language a view is shown in: the publisher puts the game's (or the reader's) there as
    ``view["language"]``, so labels and pictures built from the view speak it; English if absent."""
    return first_ours(view.get("language"))


def event_text(event: Event, locale: Locale) -> str:
    """An event's words in ``locale``: its message where it has one, else its saved English text."""
    found = event.get("msg")
    return say(locale, found) if isinstance(found, dict) else str(event.get("text", ""))


def plural(n: int, word: str, many: str | None = None) -> str:
    """ "1 cube", "2 cubes": counts in player-facing text."""
    return f"{n} {word if n == 1 else many or word + 's'}"


def listing(words: Sequence[str]) -> str:
    """ "a, b or c"."""
    return ", ".join(words[:-1]) + f" or {words[-1]}" if len(words) > 1 else "".join(words)


@dataclass
class PrivateReply:
    """What a seat sees of its own secrets: text, and a picture where the game has one."""

    text: str
    picture: bytes | None = None
    #: the picture's alt text, from the seat's own view
    description: str | None = None


class Presenter:
    game: Game
    render: Renderer
    #: the label of the button that shows a seat its own view; None when a game has no secrets
    private_label: str | None = None
    #: words for each action type, for select placeholders and "What would you like to do?"
    titles: ClassVar[dict[str, str]] = {}
    #: the language its words are in; ``speaking`` gives a copy in another
    locale: Locale = ENGLISH

    def __init__(self, game: Game, render: Renderer, summary_file: str | None = None) -> None:
        self.game = game
        self.render = render
        self.summary_file = summary_file
        #: the game's slash command group ("poletopole"), set by its cog; None for a game with no cog
        self.command: str | None = None

    def speaking(self, locale: Locale) -> Self:
        """This presenter in ``locale``: a shallow copy, so a drawing thread's words never change
        under another's."""
        if locale is self.locale:
            return self
        spoken = copy.copy(self)
        spoken.locale = locale
        return spoken

    # --- public text ----------------------------------------------------------------------
    # ``names`` and ``view["names"]`` here are message text, already escaped (``bot.names.shown``).

    def headline(self, view: dict[str, Any]) -> str:
        return f"**{self.game.title}**"

    def event_lines(self, events: Sequence[Event], names: Sequence[str]) -> list[str]:
        return [name_seats(event_text(e, self.locale), names) for e in events if e.get("text")]

    #: what each action type is called in a prompt ("rest", "give up"), in the order prompts name them
    verbs: ClassVar[dict[str, str]] = {}

    def choice_text(self, legal: list[Action]) -> str:
        """ "continue, camp or rest": what the seat can do now, by ``verbs``."""
        kinds = {a.get("type") for a in legal}
        return listing([word for kind, word in self.verbs.items() if kind in kinds])

    def prompt(self, view: dict[str, Any], seat: int, legal: list[Action]) -> str:
        """What the seat to act must decide, after its mention: "choose your dice"."""
        return tr(self.locale, "it's your turn.")

    def result(self, outcome: Outcome, names: Sequence[str]) -> str:
        winners = outcome.get("winners", [])
        english = str(outcome.get("text", ""))
        found = outcome.get("msg")
        text = name_seats(say(self.locale, found) if isinstance(found, dict) else english, names)
        loc = self.locale
        if not winners:
            who = "" if "nobody" in english.lower() else tr(loc, "Nobody wins.")
        elif len(winners) == 1:
            who = tr(loc, "{name} wins!", name=names[winners[0]])
        else:
            shared = [names[w] for w in winners]
            who = tr(loc, "{names} and {last} share the win!", names=", ".join(shared[:-1]), last=shared[-1])
        return " ".join(part for part in (tr(loc, "**Game over.**"), who, text) if part)

    def status(self, view: dict[str, Any], names: Sequence[str], waiting: Sequence[int]) -> str:
        lines = [self.headline(view)]
        for seat, name in enumerate(names):
            text, out = self.seat_status(view, seat)
            marker = "▶ " if seat in waiting else ("✗ " if out else "• ")
            lines.append(f"{marker}{name}" + (f" — {text}" if text else ""))
        return "\n".join([*lines, self.status_note(view)]).strip()

    def status_note(self, view: dict[str, Any]) -> str:
        """A last line for ``status`` about the whole table ("Deck 20 cards")."""
        return ""

    def seat_status(self, view: dict[str, Any], seat: int) -> tuple[str, bool]:
        """One seat's line in ``status`` after its name, and whether it is out of the game."""
        return "", False

    def rules(self) -> str:
        """The summary for players, in this presenter's language where it has been translated
        (``summary.<catalog>.md`` beside the English one), else in English."""
        if self.summary_file is None:
            return f"**{tr(self.locale, self.game.title)}**"
        english = DATA / self.summary_file
        folder = self.locale.catalog
        translated = english.with_name(f"{english.stem}.{folder}.md") if folder else english
        return (translated if translated.is_file() else english).read_text(encoding="utf-8").strip()

    # --- alt text ----------------------------------------------------------------------------

    def alt_text(self, view: dict[str, Any], result: str | None) -> str:
        """What the board picture shows, in words (games override it with their ``bot/ui/alt`` module)."""
        head = finished(result, view) if result else plain(self.headline(view))
        return join([head, f"The {self.game.title} board as it stands now"])

    def describe(self, view: dict[str, Any], result: str | None = None, limit: int = ATTACHMENT_LIMIT) -> str:
        """The board picture's alt text from the public view with "names" (what the renderer got);
        ``result`` is a finished game's result sentence. At most ``limit`` characters."""
        return clip(self.alt_text(view, result), limit)

    # --- controls ---------------------------------------------------------------------------
    # A game declares only: ``steps`` (how each big action type is narrowed), ``titles``,
    # ``openers``, and words through ``action_label``/``value_label``; the layout is shared.

    #: narrowing steps per action type; default: the action's fields in order; () = one select
    steps: ClassVar[dict[str, tuple[Narrow, ...]]] = {}
    #: public buttons that open a type's private choice ("Take 2…")
    openers: ClassVar[tuple[Opener, ...]] = ()
    #: types shown as one button that opens their steps ("Peek at a tile…"), when they'd need a
    #: select: a side choice kept out of the way of the common one, so a first step stays short
    folded: ClassVar[dict[str, str]] = {}
    #: words for complete actions per type, (action, view) → label; default: the engine's label
    labels: ClassVar[dict[str, Callable[[Action, dict[str, Any]], str]]] = {}
    # Button colours per action type: "danger" for what ends your game or turn badly, "success" for a safe stop.
    styles: ClassVar[dict[str, Style]] = {}

    def is_private(self, action: Action) -> bool:
        """Offered only in the seat's private reply: the offer itself would reveal a secret."""
        return self.game.private_action(action)

    def action_label(self, action: Action, view: dict[str, Any]) -> str:
        """Words on the button (or option) that makes ``action``."""
        words = self.labels.get(str(action.get("type")))
        label = words(action, view) if words else str(action.get("label") or action.get("type"))
        return name_seats(label, view.get("names", ()))  # engines name seats as {p1}

    def value_label(self, kind: str, step: Narrow, value: Any, view: dict[str, Any]) -> str:
        return step.label(value, view) if step.label else words(value)

    def style(self, action: Action) -> Style:
        """The button colour of a complete action: ``styles`` per type, else plain."""
        return self.styles.get(str(action.get("type", "")), "secondary")

    def title(self, kind: str) -> str:
        return tr(self.locale, self.titles.get(kind, kind.replace("_", " ").capitalize()))

    def chooser(self, view: dict[str, Any], legal: list[Action], scope: Scope) -> Chooser:
        offered = [i for i, a in enumerate(legal) if scope == PRIVATE or not self.is_private(a)]
        return Chooser(
            legal,
            offered,
            view,
            scope,
            lambda kind, actions: self.steps.get(kind, default_steps(actions)),
            lambda action: self.action_label(action, view),
            lambda kind, step, value: self.value_label(kind, step, value, view),
            self.title,
            self.style,
        )

    def _root(self, view: dict[str, Any], legal: list[Action], scope: Scope) -> list[Control]:
        """The first controls of ``scope``, with each folded type behind its one button."""
        chooser = self.chooser(view, legal, scope)
        sizes = Counter(str(legal[i].get("type")) for i in chooser.offered)
        folded = [kind for kind in self.folded if sizes[kind] > MAX_BUTTONS_PER_ROW]
        chooser.offered = [i for i in chooser.offered if legal[i].get("type") not in folded]
        rows = chooser.root(reserved=1 + bool(folded))
        links = tuple(Link(tr(self.locale, self.folded[k]), k, scope) for k in folded)
        return [*rows, Links(links)] if folded else rows

    def controls(self, view: dict[str, Any], seat: int, legal: list[Action]) -> list[Control]:
        """The public turn message's controls: what can be offered without revealing a secret."""
        rows = self._root(view, legal, PUBLIC)
        # An opener shows while its type is legal at all (a public fact for the games that use
        # them); what it opens is worked out only on the click, so nothing secret shapes it.
        kinds = {a.get("type") for a in legal}
        links = tuple(
            Link(tr(self.locale, o.label), f"{o.kind}.o{n}", PRIVATE, "primary")
            for n, o in enumerate(self.openers)
            if o.kind in kinds
        )
        return [*rows, Links(links)] if links else rows

    def private_controls(self, seat_view: dict[str, Any], seat: int, legal: list[Action]) -> list[Control]:
        """Controls shown to the seat alone (its "My view" reply): every legal action."""
        return self._root(seat_view, legal, PRIVATE)

    def step(
        self, view: dict[str, Any], seat: int, legal: list[Action], scope: Scope, node: str, values: list[str]
    ) -> int | list[Control]:
        """Where a narrowing click leads: the index of the action it completes, or the next controls.

        A plain link (no values) only shows its node; "Back" (the empty node) shows the first step."""
        if not node and not values:
            return self.controls(view, seat, legal) if scope == PUBLIC else self.private_controls(view, seat, legal)
        chooser = self.chooser(view, legal, scope)
        kind, _, opener = node.partition(".o")
        if opener.isdigit() and int(opener) < len(self.openers) and scope == PRIVATE:
            public = {i for i, a in enumerate(legal) if not self.is_private(a)}
            link = chooser.opener(self.openers[int(opener)], public)
            return chooser.at(link.node if link else kind, apply_single=False)
        return chooser.at(node, values, apply_single=bool(values))

    # --- private ----------------------------------------------------------------------------

    def private(self, seat_view: dict[str, Any]) -> PrivateReply | None:
        """The seat's own secrets, for its "My view" button; None if it has none."""
        return None

    def private_note(self, action: Action, seat_view: dict[str, Any]) -> str | None:
        """Something only the actor may learn from the action just applied (a peek's result)."""
        return None
