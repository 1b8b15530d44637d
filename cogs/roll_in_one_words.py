"""Roll In One's words for controls and private replies in the reader's language (issue 24): the
engine's action labels are English data (the replay digests keep them), so each label is built
again here from the action's fields and the view, the way the engine words it. Pure: no discord."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.engine import Action
from bot.games.roll_in_one.common import forward
from bot.games.roll_in_one.data import CADDIE, GOLFERS, PRESETS, face_value
from bot.games.roll_in_one.words import (
    BOARD_MESSAGES,
    SIDES,
    TURN_MESSAGES,
    card_msg,
    club_msg,
    direction_msg,
    face_msg,
    into_msg,
    preset_msg,
)
from bot.hexgrid import direction_between
from bot.i18n import N_, Locale, ntr, say, tr

TERRAIN_WORDS = {"rough": N_("rough"), "fairway": N_("fairway"), "sand": N_("sand"), "trees": N_("trees"),
                 "water": N_("water"), "tee": N_("TEE")}  # fmt: skip
SIDE_WORDS = {"bottom": N_("bottom side"), "right": N_("right side"), "top": N_("top side"), "left": N_("left side"),
              "long": N_("long side")}  # fmt: skip
WINDOW_WORDS = {"AIM": N_("when you aim"), "ROLL": N_("after a roll"), "LANDING": N_("when a ball lands")}
# Labels the engine gives as constants (marked with N_ there): translated as they are.
CONSTANT = frozenset(("fly_on", "stop", "continue", "pass", "slide", "stay", "random", "confirm", "no_nudge",
                      "big_hitter", "token_reroll", "settings"))  # fmt: skip
CONSTANT_CARDS = frozenset(("C1", "C6", "C7", "C11", "C12"))


def board_words(loc: Locale, board: str) -> str:
    return tr(loc, BOARD_MESSAGES[board]) if board in BOARD_MESSAGES else board


def board_title(loc: Locale, board: str) -> str:
    said = board_words(loc, board)
    return said[:1].upper() + said[1:]


def terrain_words(loc: Locale, kind: str | None) -> str:
    return tr(loc, TERRAIN_WORDS[kind]) if kind in TERRAIN_WORDS else str(kind)


def direction_words(loc: Locale, d: int) -> str:
    return say(loc, direction_msg(d))


def _cells(view: dict[str, Any]) -> dict[tuple[int, int], list[Any]]:
    return {(int(c[0]), int(c[1])): c for c in view.get("course", {}).get("cells", [])}


def _local(view: dict[str, Any], board: str, cell: list[int]) -> str:
    """A cell in its board's own printed coordinates ("2,3"), from the board's placement."""
    entry = next((b for b in view["course"]["boards"] if b["id"] == board), None)
    if entry is None:
        return f"{cell[0]},{cell[1]}"
    q, r = cell[0] - int(entry["t"][0]), cell[1] - int(entry["t"][1])
    for _ in range((-int(entry["k"])) % 6):
        q, r = q + r, -q
    return f"{q},{r}"


def _spot(loc: Locale, view: dict[str, Any], board: str, cell: list[int]) -> str:
    """ "Diamond 1 at 2,3 (fairway)"."""
    kind = _cells(view).get((cell[0], cell[1]), [None, None, None])[2]
    return tr(loc, "{board} at {cell} ({terrain})", board=board_words(loc, board), cell=_local(view, board, cell),
              terrain=terrain_words(loc, kind))  # fmt: skip


def _card(loc: Locale, action: Action, view: dict[str, Any]) -> str | None:
    card, turn = str(action.get("card")), view.get("turn") or {}
    name = say(loc, card_msg(CARD_NAMES.get(card, card)))
    if card == "C2":
        what = say(loc, club_msg(str(action["club"])))
    elif card == "C3":
        number = face_value(str(turn.get("pending")))
        if number is None:
            return None
        what = f"{number} → {number + int(action['delta'])}"
    elif card == "C4":
        what = say(loc, face_msg(str(action["face"])))
    elif card == "C5":
        what = tr(loc, TURN_MESSAGES[str(action["turn"])])
    elif card in ("C8", "C9", "C10") and turn.get("dir") is not None:
        d = int(turn["dir"])
        d = d + 3 if card == "C9" else forward(d, str(action["turn"])) if card == "C10" else d
        what = tr(loc, "1 space {direction}", direction=direction_words(loc, d))
    else:
        return None
    return tr(loc, "{card}: {what}", card=name, what=what)


def _design(loc: Locale, action: Action, view: dict[str, Any]) -> str | None:
    kind = action["type"]
    if kind == "attach":
        number = next((p["number"] for p in view["course"]["open_ports"] if p["name"] == action["port"]), None)
        board, port = str(action["board"]), str(action["board_port"])
        triangle = board.startswith("T") and board != "TEE"
        shape = "narrow" if board.startswith("N") else "triangle" if triangle else "diamond"
        side = SIDES[shape].get(port, port)
        add = tr(loc, "add {board} by its {side}", board=board_words(loc, board), side=tr(loc, SIDE_WORDS[side]))
        return tr(loc, "Port {n}: {add}", n=number, add=add) if number is not None else None
    if kind == "preset":
        par = next((p.get("par") for p in PRESETS if p.get("name") == action["name"]), None)
        name = say(loc, preset_msg(str(action["name"])))
        return tr(loc, "Preset: {name} (par {par})", name=name, par=f"{par:g}") if par else None
    if kind == "finish":
        return ntr(loc, "Finish with {n} board", "Finish with {n} boards", len(view["hole"]["attachments"]))
    if kind == "undo":
        hole = view["hole"]
        if hole["finished"]:
            back = N_("Pick the last green back up") if view["course"]["greens"] else N_("Go back to building")
            return tr(loc, back)
        return tr(loc, "Take back {board}", board=board_words(loc, hole["attachments"][-1]["board"]))
    if kind == "green":
        wanted = 3 if view["mode"] in ("campaign", "bumper") else 1
        where = _spot(loc, view, str(action["board"]), action["cell"])
        if wanted == 1:
            return tr(loc, "Green on {where}", where=where)
        return tr(loc, "Green {n} on {where}", n=len(view["course"]["greens"]) + 1, where=where)
    return None


def _play(loc: Locale, action: Action, view: dict[str, Any]) -> str | None:
    kind, turn = action["type"], view.get("turn") or {}
    if kind == "swing":
        return f"{say(loc, club_msg(str(action['club'])))}, {direction_words(loc, int(action['dir']))}"
    if kind == "curve":
        return tr(loc, "Curve {direction}", direction=direction_words(loc, int(action["dir"])))
    if kind == "accept" and turn.get("pending") is not None:
        return tr(loc, "Accept {face}", face=say(loc, face_msg(str(turn["pending"]))))
    if kind == "handicap":
        number = face_value(str(turn.get("pending")))
        if number is None:
            return None
        spend = ntr(loc, "Spend {n} handicap point", "Spend {n} handicap points", abs(int(action["delta"])))
        return f"{spend}: {number} → {number + int(action['delta'])}"
    if kind == "token_turn":
        return tr(loc, "Spend 3 tokens: turn {name}", name=tr(loc, TURN_MESSAGES[str(action["turn"])]))
    if kind == "golfer":
        golfer = GOLFERS.get(str(action["golfer"]))
        if golfer is None:
            return None
        return _short(tr(loc, "{card}: {text}", card=say(loc, card_msg(golfer.name)), text=tr(loc, golfer.text)))
    if kind in ("nudge", "ricochet", "move_green"):
        return _moves(loc, action, view)
    return None


def _moves(loc: Locale, action: Action, view: dict[str, Any], owner: Callable[[int], str] | None = None) -> str | None:
    kind, to = action["type"], action.get("to") or action.get("cell")
    if not isinstance(to, list):
        return None
    cells = _cells(view)
    target = cells.get((int(to[0]), int(to[1])))
    if kind == "move_green":  # RIO-110: the green the view says is moving, to a spot worded as the engine words it
        n = view.get("moving_green")
        where = _spot(loc, view, str(action["board"]), to)
        return None if n is None else tr(loc, "Move green {n} to {where}", n=n, where=where)
    seat = int((view.get("decision") or {}).get("seat", -1))
    here = view["balls"][seat]["cell"] if seat >= 0 else None
    if here is None or target is None:
        return None
    d = direction_between((int(here[0]), int(here[1])), (int(to[0]), int(to[1])))
    lands = "green" if list(to) in view["course"]["greens"] else target[2]
    into = say(loc, into_msg("rough" if lands == "tee" else lands))  # the tee board's cells play as rough
    way = direction_words(loc, d or 0)
    if kind == "nudge":
        return tr(loc, "Nudge {direction} {into}", direction=way, into=into)
    ball = int(action["ball"])
    if owner is not None:
        whose = owner(ball)
    else:
        whose = tr(loc, "your ball") if ball == seat else tr(loc, "{who}'s ball", who=f"{{p{ball}}}")
    return tr(loc, "Move {ball} {direction} {into}", ball=whose, direction=way, into=into)


def _short(text: str, limit: int = 80) -> str:
    """Within a select option's room, cut at a word as the engine cuts its label."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    return (cut.rsplit(" ", 1)[0] if " " in cut else cut) + "…"


CARD_NAMES = {kind: info.name for kind, info in CADDIE.items()}
WORDERS: tuple[Callable[[Locale, Action, dict[str, Any]], str | None], ...] = (_design, _play)


def label(
    action: Action, view: dict[str, Any], loc: Locale, ball: Callable[[int], str] | None = None
) -> str | None:
    """The action's label in ``loc``, or None where the engine's English label must stand;
    ``ball`` words a ball by its owner (a ricochet's "Move Bo's ball …")."""
    kind = str(action.get("type"))
    english = str(action.get("label") or "")
    if kind in CONSTANT or (kind == "card" and action.get("card") in CONSTANT_CARDS):
        return tr(loc, english)
    if kind == "card":
        return _card(loc, action, view)
    if action.get("type") == "ricochet" and ball is not None:
        return _moves(loc, action, view, ball)
    for worder in WORDERS:
        said = worder(loc, action, view)
        if said is not None:
            return said
    return None
