"""Small words shared by this package's messages: safe names, mentions, places and durations.

Names are players' display names, so they are escaped before they reach markdown: a name like
``**x**`` or ``@everyone`` shows as typed. (A shared helper for this is coming on branch
``escape``; until it lands, discord.py's own escaping functions are used here.)
"""

from __future__ import annotations

from discord.utils import escape_markdown, escape_mentions

from bot.i18n import ENGLISH, Locale, ntr, tr


def plain(name: str) -> str:
    """A display name as text that markdown and mentions leave alone."""
    return escape_mentions(escape_markdown(name))


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def ordinal(n: int) -> str:
    """1 → "1st", 2 → "2nd", 11 → "11th"."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else many or word + 's'}"


def number(value: float) -> str:
    """6.0 → "6", 2.5 → "2.5": scores are floats in ``Outcome`` but mostly whole."""
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def duration(seconds: float, locale: Locale = ENGLISH) -> str:
    """How long something ran, in the two largest units that matter: "3 days 4 h", "12 min"."""
    total = max(0, round(seconds))
    days, rest = divmod(total, 86400)
    hours, rest = divmod(rest, 3600)
    minutes, secs = divmod(rest, 60)
    if days:
        whole = ntr(locale, "{n} day", "{n} days", days)
        return f"{whole} " + tr(locale, "{n} h", n=hours) if hours else whole
    if hours:
        return tr(locale, "{n} h", n=hours) + (" " + tr(locale, "{n} min", n=minutes) if minutes else "")
    return tr(locale, "{n} min", n=minutes) if minutes else tr(locale, "{n} s", n=secs)
