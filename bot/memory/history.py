"""A game's history as one player may read it: pages of event lines, newest since their last move.

Lines are the game's own event lines (the presenter's ``event_lines`` when given, so a history
reads like the turn messages did), each after its turn number, names filled in and escaped.
Events are public unless one carries ``private_to``: then only that seat reads it (with a lock),
and nobody else sees that it exists. No engine logs such events yet; the key is where one would
put a seat's own secret ("You saw a crevasse at D4") beside the public line.

Pages are in game order. The first page shown starts right after the reader's own last move;
**Older** pages go back from there and **Newer** ones forward, each fitting one Discord message.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.engine import Event, name_seats
from bot.i18n import ENGLISH, N_, Locale, tr
from bot.memory.log import OWN_MOVES, Move
from bot.memory.text import plain

PRIVATE_TO = "private_to"  # an event with this key is for that seat's eyes only
PAGE_CHARS = 1800  # a message holds 2000; the rest is the page's title and some room
LOCK = "🔒 "

EventWords = Callable[[Sequence[Event], Sequence[str]], list[str]]


def plain_words(events: Sequence[Event], names: Sequence[str]) -> list[str]:
    """The default event lines: each event's text with its names (``Presenter.event_lines``'s own)."""
    return [name_seats(str(e.get("text", "")), names) for e in events if e.get("text")]


@dataclass(frozen=True)
class Line:
    seq: int
    turn: int
    text: str  # "Turn 12: Ann rolled 3 1 0."


@dataclass(frozen=True)
class Page:
    title: str
    lines: tuple[str, ...]

    @property
    def text(self) -> str:
        return "\n".join((self.title, *self.lines))


@dataclass(frozen=True)
class History:
    pages: tuple[Page, ...]
    start: int  # the page to show first

    def page(self, index: int) -> Page:
        return self.pages[max(0, min(index, len(self.pages) - 1))]


def readable(event: Event, seat: int | None) -> bool:
    owner = event.get(PRIVATE_TO)
    return owner is None or (seat is not None and owner == seat)


def lines_for(
    moves: Sequence[Move],
    seat: int | None,
    names: Sequence[str],
    words: EventWords = plain_words,
    locale: Locale = ENGLISH,
) -> list[Line]:
    """Every line ``seat`` may read (a spectator: ``None``), in game order, in ``locale`` (the
    lines' own words are ``words``', which speak the reader's language when given so)."""
    shown = [plain(name) for name in names]
    lines: list[Line] = []
    for move in moves:
        # A move's public events go to ``words`` together, so a game's merged lines ("rolled
        # 2, 5, 3") stay merged; the reader's own private events follow, each marked.
        public = [e for e in move.events if e.get(PRIVATE_TO) is None]
        private = [e for e in move.events if e.get(PRIVATE_TO) is not None and readable(e, seat)]
        texts = words(public, shown) + [LOCK + text for text in words(private, shown)]
        lines += [Line(move.seq, move.turn, tr(locale, "Turn {n}: {text}", n=move.turn, text=text)) for text in texts]
    return lines


def last_own_move(moves: Sequence[Move], seat: int | None) -> int | None:
    """The seq of the seat's last move of its own (a bot's move for it doesn't count)."""
    return max((m.seq for m in moves if m.seat == seat and m.kind in OWN_MOVES), default=None)


def history(
    moves: Sequence[Move],
    seat: int | None,
    names: Sequence[str],
    *,
    words: EventWords = plain_words,
    page_chars: int = PAGE_CHARS,
    locale: Locale = ENGLISH,
) -> History:
    """The pages ``seat`` may read, and which to show first (the start of what's new to them)."""
    lines = lines_for(moves, seat, names, words, locale)
    mark = last_own_move(moves, seat)
    boundary = (
        len(lines)
        if seat is None
        else next((i for i, ln in enumerate(lines) if mark is None or ln.seq > mark), len(lines))
    )
    older = _pages_backward(lines[:boundary], page_chars)
    newer = _pages_forward(lines[boundary:], page_chars)
    since = tr(locale, "Since the game began") if mark is None else tr(locale, "Since your last move")
    titled = [(tr(locale, "Earlier"), chunk) for chunk in older] + [(since, chunk) for chunk in newer]
    if not titled:
        return History((Page(tr(locale, "Nothing has happened in this game yet."), ()),), 0)
    pages = tuple(_page(title, chunk, i, len(titled), locale) for i, (title, chunk) in enumerate(titled))
    # What's new comes first; with nothing new (or for a spectator), the newest page.
    return History(pages, len(older) if newer else len(pages) - 1)


def _page(title: str, chunk: list[Line], index: int, count: int, locale: Locale) -> Page:
    first, last = chunk[0].turn, chunk[-1].turn
    if first == last:
        turns = tr(locale, "turn {n}", n=first)
    else:
        turns = tr(locale, "turns {first}–{last}", first=first, last=last)
    page = tr(locale, "page {n} of {count}", n=index + 1, count=count)
    return Page(f"**{title}** ({turns}) · {page}", tuple(line.text for line in chunk))


def _fit(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _pages_forward(lines: Sequence[Line], limit: int) -> list[list[Line]]:
    pages: list[list[Line]] = []
    used = limit + 1
    for line in lines:
        fitted = Line(line.seq, line.turn, _fit(line.text, limit))
        if used + len(fitted.text) + 1 > limit:
            pages.append([])
            used = 0
        pages[-1].append(fitted)
        used += len(fitted.text) + 1
    return pages


def _pages_backward(lines: Sequence[Line], limit: int) -> list[list[Line]]:
    """Pages filled from the newest line back, so the page just before what's new is full."""
    return [list(reversed(page)) for page in reversed(_pages_forward(list(reversed(lines)), limit))]


def since_your_turn(
    moves: Sequence[Move],
    seat: int,
    names: Sequence[str],
    *,
    words: EventWords = plain_words,
    limit: int = 900,
    locale: Locale = ENGLISH,
) -> str | None:
    """The lead of a seat's private reply: what others did since its last move, newest lines kept
    if it is long; None when nobody else has moved since (or the seat hasn't moved yet)."""
    mark = last_own_move(moves, seat)
    if mark is None or not any(m.seq > mark and m.seat != seat for m in moves):
        return None
    lines = [line.text for line in lines_for([m for m in moves if m.seq > mark], seat, names, words, locale)]
    kept: list[str] = []
    for text in reversed(lines):
        if sum(len(t) + 1 for t in kept) + len(text) + 1 > limit - 40:
            kept.append("…")
            break
        kept.append(text)
    return "\n".join(["**" + tr(locale, "Since your last turn") + "**", *reversed(kept)])


# What ``/<game> history`` and ``/<game> replay`` answer, privately, when a channel's latest game
# (``None``: there is none) has nothing to show, by its status in the store.
# (Message ids: the UI says them in the asker's language.)
NOTHING_TO_SHOW = {
    None: N_("There is no game in this channel yet."),
    "lobby": N_("This game is still in its lobby: nothing has happened yet."),
    "cancelled": N_("That game was cancelled, so there is nothing to show."),
    "damaged": N_("That game's record was damaged and closed, so there is nothing to show."),
}


def nothing_to_show(status: str | None) -> str | None:
    """The sentence for a channel whose latest game has no history or replay; None when it has."""
    return NOTHING_TO_SHOW.get(status)
