"""The gettext catalogs: ``bot/locale/<lang>/LC_MESSAGES/icebreaker.po``, read as they are.

The ``.po`` files are loaded directly with Babel's reader (no compiled ``.mo`` beside them), so
what a translator commits is what the bot shows: nothing to rebuild, nothing to go stale. Each
language is read once, on first use, into a plain dict.
"""

from __future__ import annotations

import gettext
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from bot.i18n.locale import Locale

LOCALE_DIR = Path(__file__).resolve().parents[1] / "locale"
DOMAIN = "icebreaker"


@dataclass(frozen=True)
class Catalog:
    singular: dict[str, str]
    plural: dict[str, tuple[str, ...]]  # by the singular id
    contextual: dict[tuple[str, str], str]  # (message context, id): slash command names
    form: Callable[[int], int]  # which plural form a count takes

    def template(self, msgid: str, plural: str | None, n: int | None) -> str:
        if plural is None:
            return self.singular.get(msgid) or msgid
        forms = self.plural.get(msgid)
        if not forms:
            return plural if n != 1 else msgid
        index = self.form(n or 0)
        return forms[index] if index < len(forms) and forms[index] else forms[0]


def path_of(folder: str) -> Path:
    return LOCALE_DIR / folder / "LC_MESSAGES" / f"{DOMAIN}.po"


def read(folder: str) -> Catalog:
    """One language's catalog; fuzzy and untranslated entries are left out (English shows)."""
    from babel.messages.pofile import read_po  # only when a catalog is first read

    with path_of(folder).open("rb") as source:
        catalog = read_po(source, locale=folder)
    singular: dict[str, str] = {}
    plural: dict[str, tuple[str, ...]] = {}
    contextual: dict[tuple[str, str], str] = {}
    for message in catalog:
        if not message.id or message.fuzzy:
            continue
        if message.context:
            if message.string and isinstance(message.string, str):
                contextual[(message.context, str(message.id))] = message.string
            continue
        strings = tuple(str(s or "") for s in message.string) if isinstance(message.string, tuple | list) else ()
        if isinstance(message.id, tuple | list):
            if strings and all(strings):
                plural[str(message.id[0])] = strings
        elif message.string and isinstance(message.string, str):
            singular[str(message.id)] = message.string
    return Catalog(singular, plural, contextual, gettext.c2py(catalog.plural_expr))


_loaded: dict[str, Catalog] = {}
_lock = threading.Lock()  # drawing threads may ask for a catalog first


def catalog(locale: Locale) -> Catalog | None:
    folder = locale.catalog
    if folder is None:
        return None
    found = _loaded.get(folder)
    if found is None:
        with _lock:
            found = _loaded.get(folder) or read(folder)
            _loaded[folder] = found
    return found


def load_all() -> None:
    """Read every catalog now (at start-up), so no reader waits for one later."""
    for locale in Locale:
        catalog(locale)
