"""An action's words as a message, built from the action and a seat's view (issue 24, point 7).

The engine's ``label`` fields are English data (saved with each move); what a player reads is
built here from the action's fields instead, so the presenter's buttons and the table's line for
a move it made for a seat ("Nothing else to do: …") both speak the reader's language.
Pure: no discord, no gettext.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from bot.engine import Action
from bot.i18n.message import Arg, Msg, msg, nmsg

from .routes import compass_target, lose_way_target
from .words import card_title, colour_name, question_message, space_message


def used_cards(action: Action) -> list[str]:
    """The hand cards an action uses (plays, discards or names)."""
    if action.get("cards") or action.get("discard"):
        return list(action.get("cards") or action["discard"])
    return [action["card"]] if action.get("type") in ("compass", "loss", "penalty", "return") else []


def cards_message(cards: list[str], view: dict[str, Any]) -> Msg | str:
    """ "Advance Red ×2, Dog Sled Green (hidden)" as a message (AVS-080: identical faces are one
    choice), as the presenter's buttons word them."""
    hidden = {c["id"] for c in (view.get("private") or {}).get("hand", []) if c.get("hidden")}
    faces = Counter(cards)
    parts: list[Msg] = []
    for card, n in faces.items():
        face = msg("{card} (hidden)", card=card_title(card)) if card in hidden else card_title(card)
        parts.append(face if n == 1 else msg("{card} ×{n}", card=face, n=n))
    if not parts:
        return ""
    said: Msg = parts[-1]
    for part in reversed(parts[:-1]):
        said = msg("{first}, {items}", first=part, items=said)
    return said


def action_message(action: Action, view: dict[str, Any], cards: Arg) -> Msg | None:
    """The words of ``action`` for the seat whose ``view`` it is, the cards it uses worded as
    ``cards``; None for an action these words don't cover (the engine's label stands)."""
    kind = action["type"]
    row = view.get("row") or []
    if kind == "take" and not used_cards(action):
        if row and row[0]:  # Take 1: position 1 of the public row
            return msg("Take 1: {card}", card=card_title(row[0]["id"]))
        return None
    if kind == "take":
        return msg("Take {n}, discard {cards}", n=action["n"], cards=cards)
    if kind == "trim":
        return msg("Discard {cards}", cards=cards)
    return _played(action, view, cards)


def _played(action: Action, view: dict[str, Any], cards: Arg) -> Msg | None:
    kind = action["type"]
    seat = view.get("seat", view.get("active", 0))
    me = next((e for e in view["explorers"] if e["seat"] == seat), None)
    rival = next((e for e in view["explorers"] if e["seat"] != seat), None)
    if kind == "advance" and me is not None and me.get("route") is not None:
        to = space_message(me["route"] + action["spaces"])
        return nmsg("Advance {n} space to {space}: {cards}", "Advance {n} spaces to {space}: {cards}",
                    action["spaces"], space=to, cards=cards)  # fmt: skip
    if kind == "pole":
        return msg("Reach the Pole: {cards}", cards=cards)
    if kind == "compass" and me is not None and me.get("route") is not None:
        return msg("Compass: move to {space}", space=space_message(compass_target(me["route"])))
    if kind == "loss":
        return msg("Loss of Equipment: your rival's hand limit drops to 5")
    if kind == "lose_way" and rival is not None and rival.get("route") is not None:
        target = lose_way_target(rival["explorer"], rival["route"])
        if target is not None:
            return msg("Lose the way: rival to {space} ({cards})", space=question_message(target), cards=cards)
    if kind == "penalty" and rival is not None and rival.get("q"):
        return msg("Penalty: rival back to {space} ({cards})", space=question_message(rival["q"] - 1), cards=cards)
    if kind == "return":
        return msg("Back to route as {colour}, to {space}: {cards}", colour=colour_name(action["colour"]),
                   space=space_message(action["to"]), cards=cards)  # fmt: skip
    return _decision(action, view)


def _decision(action: Action, view: dict[str, Any]) -> Msg | None:
    """Effects, Good Weather and the declared freeze."""
    kind = action["type"]
    if kind == "effect":
        return msg("No effect") if action.get("card") is None else msg("Use {card}", card=card_title(action["card"]))
    if kind == "weather" and not action.get("advance"):
        return msg("Keep the card hidden")
    pending = (view.get("private") or {}).get("pending") or {}
    if kind == "weather" and pending.get("to") is not None:
        return msg("Reveal the card and move to {space}", space=space_message(pending["to"]))
    if kind == "freeze":
        return msg("Freeze: declare Take {n} (game ends, nobody wins)", n=action["n"])
    return None
