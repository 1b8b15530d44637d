"""Readable reasons for refused actions (RIO-138); the fallback is a generic sentence."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import State

from . import design
from .common import hand_kinds, mode
from .data import CADDIE, face_value

WINDOW_OF_STEP = {"aim": "AIM", "roll": "ROLL", "landing": "LANDING", "reaction": "LANDING"}
GENERIC = "That move isn't allowed right now."


def explain(st: State, seat: int, action: Mapping[str, Any]) -> str:
    kind = action.get("type")
    step = st["decision"]["step"]
    if step in ("design", "green"):
        return design.explain(st, dict(action)) or GENERIC
    if kind == "card":
        return _card_reason(st, seat, step, str(action.get("card")), action)
    if kind == "handicap" and st["turn"] is not None:
        return _handicap_reason(st, seat, action)
    if kind in ("token_reroll", "token_turn"):
        if mode(st) != "solo_survival":
            return "Tokens are only spent in survival."
        return "You don't have enough tokens for that."
    if kind == "curve" and step == "curve":
        return "That curve direction isn't offered."
    if kind == "nudge" and step == "nudge":
        return "The Nudger can't move the ball there."
    if kind == "swing" and step == "aim":
        return "Choose one of the six clubs and one of the six directions."
    return GENERIC


def _card_reason(st: State, seat: int, step: str, card: str, action: Mapping[str, Any]) -> str:
    if card not in CADDIE:
        return "There is no such caddie card."
    if card not in hand_kinds(st, seat):
        return f"You don't hold {CADDIE[card].name}."
    if WINDOW_OF_STEP.get(step) != CADDIE[card].window:
        return f"{CADDIE[card].name} can only be played in the {CADDIE[card].window} window."
    if card == "C3" and st["turn"] is not None:
        pending = face_value(str(st["turn"]["pending"]))
        if pending is None:
            return "Caddie's Advice needs a number."
        if pending + int(action.get("delta", 0)) < 1:
            return "The result can't go below 1."
    requirement = CADDIE[card].requirement
    if requirement:
        return f"{CADDIE[card].name} can only be played when {requirement[0].lower()}{requirement[1:]}"
    return f"{CADDIE[card].name} can't be played like that now."


def _handicap_reason(st: State, seat: int, action: Mapping[str, Any]) -> str:
    if not st["options"]["handicap"]:
        return "Handicap points are not in this game."
    try:
        delta = int(action.get("delta", 0))
    except (TypeError, ValueError):
        return GENERIC
    points = int(st["seats"][seat]["handicap"])
    if abs(delta) > points:
        return f"You have only {points} handicap points."
    pending = face_value(str(st["turn"]["pending"]))
    if pending is None:
        return "Only numbers can be changed with handicap points."
    if pending + delta < 1:
        return "The result can't go below 1."
    if st["turn"]["flags"]["handicap_used"]:
        return "Handicap points may change a result only once."
    return GENERIC
