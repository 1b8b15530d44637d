"""The languages the bot speaks, by Discord's own locale codes, and how any code maps onto one."""

from __future__ import annotations

from enum import StrEnum


class Locale(StrEnum):
    EN_US = "en-US"
    EN_GB = "en-GB"
    DE = "de"
    PT_BR = "pt-BR"
    ZH_TW = "zh-TW"

    @property
    def catalog(self) -> str | None:
        """The catalog folder under ``bot/locale`` (gettext's spelling); None for English, the source text."""
        return _CATALOGS.get(self)

    @property
    def endonym(self) -> str:
        """The language's name in itself, as a chooser lists it."""
        return _ENDONYMS[self]


ENGLISH = Locale.EN_US
_CATALOGS = {Locale.DE: "de", Locale.PT_BR: "pt_BR", Locale.ZH_TW: "zh_TW"}
_ENDONYMS = {
    Locale.EN_US: "English (US)",
    Locale.EN_GB: "English (UK)",
    Locale.DE: "Deutsch",
    Locale.PT_BR: "Português do Brasil",
    Locale.ZH_TW: "繁體中文",
}
# What a game may be set to speak: one English is enough for a choice list.
CHOSEN = (Locale.EN_US, Locale.DE, Locale.PT_BR, Locale.ZH_TW)


def ours(code: object) -> Locale | None:
    """The language a locale code names, if we speak it; None for anything else (``"fr"``, ``None``).

    Accepts Discord's codes and ``discord.Locale`` values (their ``str`` is the code), any case,
    ``_`` for ``-``; a bare ``"en"`` or ``"pt"`` is not Brazilian or American by itself, except
    English, whose two spellings read the same here."""
    if code is None:
        return None
    text = str(getattr(code, "value", code)).strip().replace("_", "-").lower()
    for locale in Locale:
        if locale.value.lower() == text:
            return locale
    return ENGLISH if text == "en" else None


def first_ours(*codes: object) -> Locale:
    """The first of ``codes`` we speak, else English: how every choice of language falls back."""
    for code in codes:
        found = ours(code)
        if found is not None:
            return found
    return ENGLISH
