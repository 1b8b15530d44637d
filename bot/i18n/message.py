"""A message that is chosen when shown: a message id (its English text) and parameters.

Engines build these instead of finished sentences, so a move made today is read tomorrow in
the reader's language. Pure: no gettext, no I/O; English is rendered here, other languages by
``bot.i18n.catalogs`` through the same ``render`` with their lookup.

Ids are the English text with ``{name}`` placeholders (gettext's convention: the English is the
fallback, and Babel extracts them from ``msg``/``nmsg`` calls). A parameter may itself be a
message (a card's name inside "{who} played {card}."), rendered in the same language first.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from string import Formatter
from typing import Any, Union

Arg = Union[str, int, float, "Msg"]
# (message id, plural id or None, count or None) -> the template in the reader's language
Lookup = Callable[[str, str | None, int | None], str]


@dataclass(frozen=True, slots=True)
class Msg:
    id: str
    args: Mapping[str, Arg] = field(default_factory=dict)
    plural: str | None = None  # the English plural id; ``n`` picks the form
    n: int | None = None

    def english(self) -> str:
        return render(self, english_template)

    def data(self) -> dict[str, Any]:
        """The message as JSON data, for events saved in the move log."""
        out: dict[str, Any] = {"id": self.id}
        if self.args:
            out["args"] = {k: v.data() if isinstance(v, Msg) else v for k, v in self.args.items()}
        if self.plural is not None:
            out["plural"], out["n"] = self.plural, self.n
        return out

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Msg:
        args = {k: cls.from_data(v) if isinstance(v, dict) else v for k, v in (data.get("args") or {}).items()}
        return cls(str(data["id"]), args, data.get("plural"), data.get("n"))


def msg(text: str, /, **args: Arg) -> Msg:
    """A message to show later: ``msg("{who} drew {card}.", who=who(seat), card=...)``."""
    return Msg(text, args)


def nmsg(singular: str, plural: str, n: int, /, **args: Arg) -> Msg:
    """A counted message: ``nmsg("{n} point", "{n} points", 2)``; ``n`` is a parameter too."""
    return Msg(singular, {"n": n, **args}, plural, n)


def N_(text: str) -> str:
    """Marks a constant for extraction; it is translated where it is shown (``tr``)."""
    return text


def english_template(msgid: str, plural: str | None, n: int | None) -> str:
    return plural if plural is not None and n != 1 else msgid


def placeholders(template: str) -> frozenset[str]:
    """The ``{name}`` fields of a template: a translation must keep exactly these."""
    return frozenset(name for _, name, _, _ in Formatter().parse(template) if name)


def render(message: Msg, lookup: Lookup) -> str:
    """``message`` in the language of ``lookup``; a template that fails to format (a broken
    translation) falls back to the English one rather than losing the sentence."""
    args = {k: render(v, lookup) if isinstance(v, Msg) else v for k, v in message.args.items()}
    template = lookup(message.id, message.plural, message.n)
    try:
        return template.format_map(args)
    except (KeyError, IndexError, ValueError):
        return english_template(message.id, message.plural, message.n).format_map(args)
