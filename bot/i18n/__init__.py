"""The bot's languages: ``Locale``, messages chosen when shown (``Msg``), and ``tr`` to show them.

``tr(locale, "{n} cards left", n=3)`` translates a message id now; ``say(locale, m)`` renders a
``Msg`` (or passes an already finished English string through: old saved events).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.i18n.catalogs import catalog, load_all
from bot.i18n.locale import CHOSEN, ENGLISH, Locale, first_ours, ours
from bot.i18n.message import N_, Arg, Msg, english_template, msg, nmsg, placeholders, render

__all__ = [
    "CHOSEN",
    "ENGLISH",
    "N_",
    "Arg",
    "Locale",
    "Msg",
    "first_ours",
    "load_all",
    "msg",
    "nmsg",
    "ntr",
    "ours",
    "placeholders",
    "say",
    "tr",
]


def _lookup(locale: Locale) -> Any:
    found = catalog(locale)
    return english_template if found is None else found.template


def say(locale: Locale, text: Msg | Mapping[str, Any] | str) -> str:
    """A message in ``locale``: a ``Msg``, its saved JSON form, or finished text (shown as it is)."""
    if isinstance(text, str):
        return text
    message = text if isinstance(text, Msg) else Msg.from_data(text)
    return render(message, _lookup(locale))


def tr(locale: Locale, msgid: str, /, **params: Arg) -> str:
    """``msgid`` translated into ``locale`` and formatted with ``params``."""
    return render(Msg(msgid, params), _lookup(locale))


def ntr(locale: Locale, singular: str, plural: str, n: int, /, **params: Arg) -> str:
    """The counted form: ``ntr(loc, "{n} card", "{n} cards", 3)``."""
    return render(nmsg(singular, plural, n, **params), _lookup(locale))
