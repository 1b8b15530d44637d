"""Public and per-seat views (AVS-086–AVS-088), built in one place so secrets are stripped once.

The public view never holds a hidden card's id or name, the deck order or contents, the
pending Good Weather card, the RNG or the seed. The unseen multiset AVS-087 allows is left
out: players can work it out from the public cards, and leaving it out keeps the view simple.
"""

from __future__ import annotations

import re
from typing import Any

from bot.engine import State, who
from bot.i18n.message import Arg, Msg, msg, nmsg

from .cards import card_type, is_patron_wild, title
from .data import CARDS, EXPLORERS, PARALLELS, PATRONS, TAKE_POSITIONS
from .routes import question_id, question_words, return_table, space_id, space_words
from .state import explorer, player, wild_id
from .words import EXPLORER_NAMES, TITLES, patron_power


def _title_key(node: dict[str, Any]) -> tuple[str, ...]:
    """A card name's message as a key: its id and its arguments' ids ("Advance", "Red")."""
    args = node.get("args") or {}
    return (str(node.get("id")), *(str(v.get("id")) if isinstance(v, dict) else str(v) for v in args.values()))


# Every card name's message, by key, to its English title: views mark the cards an event names
# without rendering a message (a view is built for every step of the hard bot's search).
TITLE_OF = {_title_key(m.data()): m.english() for m in TITLES.values()}
TITLE_IDS = frozenset(key[0] for key in TITLE_OF)
# Each patron's power as message data, made once (views share it and never change it).
POWERS = {p.id: patron_power(p.power, p.value, p.target).data() for p in PATRONS.values()}

# Static route facts the renderer needs; computed once, shared by every view.
ROUTES_VIEW: dict[str, Any] = {
    "parallels": {str(lat): k for lat, k in PARALLELS.items()},
    **{
        letter: {
            "name": e.name,
            "colours": list(e.colours),
            "questions": {str(j): b for j, b in e.questions.items()},
            "returns": {str(j): dict(t) for j, t in return_table(letter).items()},
        }
        for letter, e in EXPLORERS.items()
    },
}


def card_view(card_id: str) -> dict[str, Any]:
    colour = None if is_patron_wild(card_id) else CARDS[card_id].colour
    return {"id": card_id, "type": card_type(card_id), "name": title(card_id), "colour": colour}


def _patron_view(patron: dict[str, Any] | None) -> dict[str, Any] | None:
    if patron is None:
        return None
    data = PATRONS[patron["id"]]
    return {
        "id": data.id,
        "name": data.name,
        "text": _patron_text(data.power, data.value, data.text),
        "spent": patron["spent"],
        "wild_unused": data.power == "wild" and not patron["spent"],
        "msg": POWERS[data.id],  # "text" in the reader's language
    }


def _patron_text(power: str, value: int, text: str) -> str:
    """The patron's power in words; the data file's texts name spaces and cards by id."""
    if power == "start_space":
        return f"Starts on space {value}."
    if power == "wild":
        return "One wild card, for any colour, used once."
    return text


def _explorer_view(state: State, seat: int) -> dict[str, Any]:
    p = player(state, seat)
    letter = p["explorer"]
    lost = p["q"] is not None
    return {
        "seat": seat,
        "explorer": letter,
        "name": EXPLORERS[letter].name,
        "space": question_id(letter, p["q"]) if lost else space_id(letter, p["route"]),
        "where": question_words(p["q"]) if lost else space_words(p["route"]),
        "route": None if lost else p["route"],
        "q": p["q"],
        "lost": lost,
        "limit": p["limit"],
        "hand_size": len(p["hand"]),
        "visible": [card_view(c["id"]) for c in p["hand"] if not c["hidden"]],
        "hidden": sum(1 for c in p["hand"] if c["hidden"]),
        "patron": _patron_view(p["patron"]),
    }


def _secret_now(state: State) -> set[str]:
    """Cards nobody may see named in public now: hidden hand cards and the deck."""
    hidden = {c["id"] for p in state["players"] for c in p["hand"] if c["hidden"]}
    return hidden | set(state["deck"])


def last_step(state: State) -> list[list[str | dict[str, Any]]]:
    """The latest step's public events, each split into words and the cards it names.

    A card's name is replaced by the card itself, so a picture can draw it in its colour. A
    card that has since gone back into the deck (the reshuffle) reads "a card".
    """
    secret = _secret_now(state)
    lines: list[list[str | dict[str, Any]]] = []
    for entry in state.get("last", []):
        by_title = {title(c): c for c in entry["cards"]}
        pieces: list[str | dict[str, Any]] = []
        if by_title:
            pattern = "(" + "|".join(re.escape(t) for t in sorted(by_title, key=len, reverse=True)) + ")"
            parts = re.split(pattern, entry["text"])
        else:
            parts = [entry["text"]]
        for i, part in enumerate(parts):
            if i % 2 == 0:
                if part:
                    pieces.append(part)
            elif by_title[part] in secret:
                pieces.append("a card")
            else:
                pieces.append(card_view(by_title[part]))
        lines.append(pieces)
    return lines


def _said(entry: dict[str, Any], by_title: dict[str, str], secret: set[str]) -> dict[str, Any] | None:
    """An event's message with each card it names marked, for the picture to draw in its colour:
    ``{"card": its view}``, or ``{"card": None}`` for a card that is secret now ("a card")."""
    said = entry.get("msg")
    if said is None:
        return None  # saved before events kept their message: the picture shows the English
    if not by_title:
        return dict(said)  # names no card: nothing to mark

    def mark(node: Any) -> Any:
        if not isinstance(node, dict):
            return node
        if node.get("id") in TITLE_IDS:
            card = by_title.get(TITLE_OF.get(_title_key(node), ""))
            if card is not None:
                return {"card": None if card in secret else card_view(card)}
        if "args" not in node:
            return node
        return {**node, "args": {key: mark(value) for key, value in node["args"].items()}}

    marked: dict[str, Any] = mark(said)
    return marked


def said_last(state: State) -> list[dict[str, Any] | None]:
    """``last_step``'s events as messages (None for an event saved with its English alone)."""
    secret = _secret_now(state)
    return [_said(entry, {title(c): c for c in entry["cards"]}, secret) for entry in state.get("last", [])]


def pending_message(state: State) -> Msg:
    """Whose decision is pending and of which kind, e.g. "{p1} (Scott) must discard 2 cards."."""
    pending = state["pending"]
    if state["phase"] == "over":
        return msg("The game is over.")
    seat = pending["seat"] if pending else state["active"]
    name: dict[str, Arg] = {"who": who(seat), "explorer": EXPLORER_NAMES[EXPLORERS[explorer(state, seat)].name]}
    if state["phase"] == "trim":
        return nmsg("{who} ({explorer}) must discard {n} card.", "{who} ({explorer}) must discard {n} cards.",
                    pending["count"], **name)  # fmt: skip
    if state["phase"] == "effect":
        return msg("{who} ({explorer}) may use a discard effect.", **name)
    if state["phase"] == "weather":
        return msg("{who} ({explorer}) decides about the Good Weather card.", **name)
    return msg("{who} ({explorer}) takes or plays cards.", **name)


def _public_pending(state: State) -> dict[str, Any] | None:
    if state["phase"] == "over":
        return None
    pending = state["pending"] or {"kind": "main", "seat": state["active"]}
    said = pending_message(state)
    public: dict[str, Any] = {"kind": pending["kind"], "seat": pending["seat"], "text": said.english()}
    if pending["kind"] == "trim":
        public["count"] = pending["count"]
    if pending["kind"] == "effect":
        public["cards"] = list(pending["cards"])
    # A pending Good Weather decision shows only its kind: no destination, no match (AVS-082, AVS-086).
    return {**public, "msg": said.data()}


def build_view(state: State, seat: int | None, to_act: list[int], outcome_text: str | None) -> dict[str, Any]:
    view: dict[str, Any] = {
        "game": "amundsen-scott",
        "options": {"patrons": state["options"]["patrons"], "advanced_row": state["options"]["advanced_row"]},
        "turn": state["turn"],
        "active": state["active"],
        "phase": state["phase"],
        "to_act": to_act,
        "pending": _public_pending(state),
        "explorers": [_explorer_view(state, s) for s in range(len(state["players"]))],
        "row": [card_view(c) if c else None for c in state["row"]],
        "take_positions": TAKE_POSITIONS,
        "deck_count": len(state["deck"]),
        "exhaustions": state["exhaustions"],
        "deck_dead": state["exhaustions"] >= 2,
        "discard": [card_view(c) for c in state["discard"]],
        "removed": [card_view(c) for c in state["removed"]],
        "routes": ROUTES_VIEW,
        "result": dict(state["result"]) if state["result"] else None,
        "outcome": outcome_text,
        "last": last_step(state),
    }
    if seat is None:
        # The last events as messages, for the public picture only: a seat's view (what the
        # bots read, thousands of times a search) does without them.
        view["last_said"] = said_last(state)
        return view
    pending = state["pending"]
    mine = dict(pending) if pending and pending["seat"] == seat else None
    if mine and mine["kind"] == "weather":
        mine["card"] = card_view(mine["card"])
    wild = wild_id(state, seat)
    view["seat"] = seat
    view["private"] = {
        "hand": [{**card_view(c["id"]), "hidden": c["hidden"]} for c in player(state, seat)["hand"]],
        "wild": card_view(wild) if wild else None,
        "pending": mine,
    }
    return view
