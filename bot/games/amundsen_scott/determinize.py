"""A state that agrees with one seat's view, its secrets dealt again (for the hard bot's search).

``determinize(view, seat, rng)`` rebuilds the state from ``view(state, seat)``: everything the
view shows is copied; what the seat cannot see — the rival's hidden cards (AVS-056), a rival's
pending Good Weather card (AVS-086), the deck order and the generator (AVS-087) — is dealt at
random from the cards the seat has not seen. ``view(result, seat)`` equals the given view.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from typing import Any

from bot.engine import State, save_rng
from bot.i18n.message import msg

from .cards import matches, title
from .data import CARDS, PATRONS, ROUTE_LENGTH
from .routes import colour_at
from .words import card_title


def _card_id(card: Mapping[str, Any] | None) -> str | None:
    return None if card is None else str(card["id"])


def _patron(shown: Mapping[str, Any] | None, removed: list[str]) -> dict[str, Any] | None:
    """A patron from its view; an officer's removals are the removed cards of his target type."""
    if shown is None:
        return None
    data = PATRONS[shown["id"]]
    removals = sum(1 for c in removed if CARDS[c].type == data.target) if data.power == "officer" else 0
    return {"id": data.id, "spent": shown["spent"], "removals": removals}


def _last(view: Mapping[str, Any], unseen: list[str]) -> list[dict[str, Any]]:
    """The latest step's events as the state keeps them; a card shown as "a card" (now secret)
    becomes one of the cards still unseen, whose name the view hides again (in the event's
    message too, which the view shows with its cards marked)."""
    entries: list[dict[str, Any]] = []
    spare = iter(unseen)
    said_lines = view.get("last_said") or [None] * len(view["last"])
    for line, said in zip(view["last"], said_lines, strict=True):
        text: list[str] = []
        cards: set[str] = set()
        dealt: list[str] = []  # the unseen cards standing for "a card", in order
        for piece in line:
            if isinstance(piece, str) and piece != "a card":
                text.append(piece)
                continue
            card = next(spare, None) if isinstance(piece, str) else str(piece["id"])
            if card is None:
                text.append(piece if isinstance(piece, str) else title(piece["id"]))
                continue
            if isinstance(piece, str):
                dealt.append(card)
            text.append(title(card))
            cards.add(card)
        entry: dict[str, Any] = {"text": "".join(text), "cards": sorted(cards)}
        if said is not None:
            entry["msg"] = _unmarked(said, iter(dealt))
        entries.append(entry)
    return entries


def _unmarked(node: Any, dealt: Iterator[str]) -> Any:
    """An event's message from the view's marked one: each card back as its name, a secret one
    as the next unseen card dealt for it."""
    if not isinstance(node, dict):
        return node
    if "card" in node and "id" not in node:
        shown = node["card"]
        card = str(shown["id"]) if shown is not None else next(dealt, None)
        return card_title(card).data() if card is not None else msg("a card").data()
    if "args" not in node:
        return node
    return {**node, "args": {key: _unmarked(value, dealt) for key, value in node["args"].items()}}


def determinize(view: Mapping[str, Any], seat: int, rng: random.Random) -> State:
    """A state legal for the engine whose ``view(state, seat)`` is ``view``; hidden parts random."""
    private = view["private"]
    removed = [str(c["id"]) for c in view["removed"]]
    row = [_card_id(c) for c in view["row"]]
    discard = [str(c["id"]) for c in view["discard"]]
    seen = set(removed) | {c for c in row if c} | set(discard) | {str(c["id"]) for c in private["hand"]}
    for shown in view["explorers"]:
        seen.update(str(c["id"]) for c in shown["visible"])
    unseen = [c for c in CARDS if c not in seen]
    rng.shuffle(unseen)
    players: list[dict[str, Any]] = []
    pending = view["pending"]
    weather: dict[str, Any] | None = None
    for shown in view["explorers"]:
        other = shown["seat"]
        if other == seat:
            hand = [{"id": str(c["id"]), "hidden": bool(c["hidden"])} for c in private["hand"]]
        else:
            hand = [{"id": str(c["id"]), "hidden": False} for c in shown["visible"]]
            hidden = [unseen.pop() for _ in range(shown["hidden"])]
            hand += [{"id": card, "hidden": True} for card in hidden]
            if pending and pending["kind"] == "weather" and pending["seat"] == other and hidden:
                weather = _weather(shown, hidden[-1])
        players.append(
            {
                "explorer": shown["explorer"],
                "route": shown["route"] if shown["route"] is not None else 0,
                "q": shown["q"],
                "hand": hand,
                "limit": shown["limit"],
                "patron": _patron(shown["patron"], removed),
            }
        )
    if view["deck_count"] > len(unseen):
        raise ValueError("The view shows more deck cards than there are unseen cards.")
    deck, spare = unseen[: view["deck_count"]], unseen[view["deck_count"] :]
    return {
        "options": {"amundsen_seat": "random", **view["options"]},
        "players": players,
        "row": row,
        "deck": deck,
        "discard": discard,
        "removed": removed,
        "exhaustions": view["exhaustions"],
        "phase": view["phase"],
        "pending": _pending(pending, private["pending"], weather),
        "active": view["active"],
        "turn": view["turn"],
        "result": dict(view["result"]) if view["result"] else None,
        "rng": save_rng(random.Random(rng.getrandbits(64))),
        "last": _last(view, deck + spare),
    }


def _weather(shown: Mapping[str, Any], card: str) -> dict[str, Any]:
    """A rival's pending Good Weather draw (AVS-054): its card is unseen, its match follows from it."""
    letter, at = shown["explorer"], shown["route"] or 0
    match = at < ROUTE_LENGTH and matches(card, colour_at(letter, at + 1), letter)
    return {"kind": "weather", "seat": shown["seat"], "card": card, "to": at + 1 if match else None, "match": match}


def _pending(
    public: Mapping[str, Any] | None, mine: Mapping[str, Any] | None, weather: dict[str, Any] | None
) -> dict[str, Any] | None:
    if mine is not None:
        own = dict(mine)
        if own["kind"] == "weather":
            own["card"] = str(own["card"]["id"])
        return own
    if public is None or public["kind"] == "main":
        return None
    if public["kind"] == "weather":
        return weather
    own = {"kind": public["kind"], "seat": public["seat"]}
    if "count" in public:
        own["count"] = public["count"]
    if "cards" in public:
        own["cards"] = list(public["cards"])
    return own
