"""The board's top band: who acts and on what (or the result), then what the latest step did,
its words in the picture's language and each card it names as a pill in the card's colour."""

from __future__ import annotations

from typing import Any

from bot.games.amundsen_scott.words import card_title, outcome_message
from bot.i18n import N_, Locale, Msg, say, tr
from renderers.draw import INK, MUTED, Pen, has_cjk
from renderers.text import NO_LINE_START, shorten, width, wrap

from .cards import HEADER_LAST, HEADER_STATUS, HIGHLIGHT, PAWN_COLOURS, WIDTH, _fill, _pill, _text, speaks

A_CARD = N_("a card")  # a card named in the last events that is secret now


def _result(view: dict[str, Any], loc: Locale) -> str:
    """The result's sentence: from the result itself (a view saved before has only the English)."""
    result = view.get("result")
    if not result or not isinstance(result.get("reason"), str):
        return str(view["outcome"])
    winner = result.get("winner")
    if result["reason"] not in ("pole", "resign") or not isinstance(winner, int):
        return say(loc, outcome_message(result["reason"], "", ""))
    role = view["explorers"][winner]["name"]
    return say(loc, outcome_message(result["reason"], f"{{p{winner}}}", role, f"{{p{1 - winner}}}"))


def draw_header(draw: Pen, view: dict[str, Any], names: list[str]) -> None:
    """Who acts and on what (or the result), then what just happened, with cards in colour."""
    loc = speaks(view)
    names = [shorten(name, HEADER_LAST, 400) for name in names]  # a long name must leave room for the news
    if view["outcome"]:
        draw.rounded_rectangle((12, 10, WIDTH - 12, 80), 12, fill=HIGHLIGHT, outline=INK, width=2)
        status = tr(loc, "Game over: {result}", result=_fill(_result(view, loc), names))
        x = 30
    else:
        seat = view["pending"]["seat"]
        letter = view["explorers"][seat]["explorer"]
        draw.ellipse((18, 22, 64, 68), fill=PAWN_COLOURS[letter], outline=INK, width=3)
        said = view["pending"].get("msg")
        status = _fill(say(loc, said) if isinstance(said, dict) else view["pending"]["text"], names)
        x = 78
        turn = tr(loc, "turn {n}", n=view["turn"])
        _text(draw, (WIDTH - 20, 45), turn, 30, MUTED, "rm")
    size = HEADER_STATUS
    while width(status, size) > WIDTH - x - 150 and size > 30:
        size -= 2
    _text(draw, (x, 45), shorten(status, size, WIDTH - x - 150), size, INK, "lm")
    _draw_last(draw, _last_lines(view, loc), names, 20, 86, loc)


def _last_lines(view: dict[str, Any], loc: Locale) -> list[list[Any]]:
    """The latest step's events as words and cards, in the picture's language where the event
    kept its message (older ones as their English)."""
    lines = view.get("last") or []
    said_lines = view.get("last_said") or [None] * len(lines)
    return [line if said is None else _said_pieces(said, loc) for line, said in zip(lines, said_lines, strict=False)]


def _said_pieces(said: dict[str, Any], loc: Locale) -> list[Any]:
    """A marked message (``last_said``) as words and cards: each card stands in the sentence as
    a mark no translation has (\x01 and its number), then the sentence is split at the marks."""
    cards: list[dict[str, Any] | None] = []

    def unmark(node: Any) -> Any:
        if not isinstance(node, dict):
            return node
        if "card" in node and "id" not in node:
            cards.append(node["card"])
            return Msg(f"\x01{len(cards) - 1}\x01")
        args = {key: unmark(value) for key, value in (node.get("args") or {}).items()}
        return Msg(str(node["id"]), args, node.get("plural"), node.get("n"))

    text = say(loc, unmark(said))
    pieces: list[Any] = []
    for i, part in enumerate(text.split("\x01")):
        if i % 2 == 0:
            if part:
                pieces.append(part)
        else:
            card = cards[int(part)]
            pieces.append(card if card is not None else tr(loc, A_CARD))
    return pieces


def _words(text: str) -> list[tuple[str, bool]]:
    """Words to wrap at, each with whether it follows the one before without a space: Chinese,
    written without spaces, may break between any characters."""
    words: list[tuple[str, bool]] = []
    for chunk in text.split():
        parts = wrap(chunk, 8, 1) if has_cjk(chunk) else (chunk,)
        words += [(part, i > 0) for i, part in enumerate(parts)]
    return words


def _pill_name(loc: Locale, card: dict[str, Any]) -> str:
    """A card's name in the picture's language (its id names it; the view's name is English)."""
    try:
        return say(loc, card_title(str(card["id"])))
    except KeyError:
        return str(card["name"])


Token = str | dict[str, Any]  # a word, or a card drawn as a pill


def _tokens(last: list[list[Any]], names: list[str]) -> tuple[list[Token], set[int]]:
    """The events' words and cards in order, "\n" between events, and which tokens follow the
    one before without a space (Chinese)."""
    tokens: list[Token] = []
    glued: set[int] = set()
    for event_pieces in last:
        for piece in event_pieces:
            if isinstance(piece, str):
                text = _fill(piece, names)
                for n, (word, joined) in enumerate(_words(text)):
                    if tokens and tokens[-1] == "?":
                        tokens[-1] = f"? {word}"  # "? space 2" names one place: keep it on one line
                        continue
                    if joined or (n == 0 and has_cjk(word[0]) and not text[0].isspace()):
                        glued.add(len(tokens))
                    tokens.append(word)
            else:
                tokens.append(piece)
        tokens.append("\n")  # each event starts a new line when it fits
    return tokens, glued


def layout(last: list[list[Any]], names: list[str], loc: Locale, x0: int = 20) -> list[tuple[Token, float, int]]:
    """Where each word and card of the latest step goes: (token, x, line) on at most two lines,
    a "…" token ending a cut second line. Closing punctuation (、。，；：）」) never starts a line
    (the kinsoku rule): it hangs at the end of the line before, in the room kept at the right."""
    size, right = HEADER_LAST, WIDTH - 20
    tokens, glued = _tokens(last, names)
    space = width(" ", size)
    placed: list[tuple[Token, float, int]] = []
    x, line = float(x0), 0
    for i, token in enumerate(tokens):
        if token == "\n":
            if x > x0 and i + 1 < len(tokens):
                x, line = x0, line + 1
            continue
        if line >= 2:
            break
        if isinstance(token, str):
            wide: float = width(token, size)
        else:
            wide = _pill(_pill_name(loc, token), token.get("colour"), size - 6).width
        hangs = isinstance(token, str) and token[0] in NO_LINE_START
        if x > x0 and x + wide > right - 40 and not hangs:
            line += 1
            if line >= 2:
                placed.append(("…", x, 1))
                break
            x = x0
        if isinstance(token, str) and (token[0] in ",.:;!" or i in glued) and x > x0:
            x -= space  # punctuation right after a card keeps to it; Chinese keeps together
        placed.append((token, x, line))
        x += wide + space
    return placed


def _draw_last(draw: Pen, last: list[list[Any]], names: list[str], x0: int, y0: int, loc: Locale) -> None:
    """The latest step's events on at most two lines: words, and each named card as a coloured pill."""
    size, line_h = HEADER_LAST, 52
    for token, x, line in layout(last, names, loc, x0):
        y = y0 + line * line_h
        if isinstance(token, str):
            _text(draw, (x, y + line_h / 2 - 2), token, size, INK, "lm")
        else:
            pill = _pill(_pill_name(loc, token), token.get("colour"), size - 6)
            draw.paste(pill, (int(x), int(y + (line_h - pill.height) / 2)))
