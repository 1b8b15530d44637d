"""Readable reasons for refused actions (RIO-138), as messages chosen when shown (issue 24);
their English is the sentence the engine always gave. The fallback is a generic sentence."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import State
from bot.i18n import Msg, msg

from . import design
from .common import hand_kinds, mode
from .data import CADDIE, face_value
from .words import REQUIREMENT_MESSAGES, WINDOW_MESSAGES, card_msg

WINDOW_OF_STEP = {"aim": "AIM", "roll": "ROLL", "landing": "LANDING", "reaction": "LANDING"}
GENERIC = msg("That move isn't allowed right now.")


def explain(st: State, seat: int, action: Mapping[str, Any]) -> Msg:
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
            return msg("Tokens are only spent in survival.")
        return msg("You don't have enough tokens for that.")
    if kind == "curve" and step == "curve":
        return msg("That curve direction isn't offered.")
    if kind == "nudge" and step == "nudge":
        return msg("The Nudger can't move the ball there.")
    if kind == "swing" and step == "aim":
        return msg("Choose one of the six clubs and one of the six directions.")
    return GENERIC


def _card_reason(st: State, seat: int, step: str, card: str, action: Mapping[str, Any]) -> Msg:
    if card not in CADDIE:
        return msg("There is no such caddie card.")
    name = card_msg(CADDIE[card].name)
    if card not in hand_kinds(st, seat):
        return msg("You don't hold {card}.", card=name)
    window = CADDIE[card].window
    if WINDOW_OF_STEP.get(step) != window:
        return msg("{card} can only be played in the {window} window.", card=name, window=msg(WINDOW_MESSAGES[window]))
    if card == "C3" and st["turn"] is not None:
        pending = face_value(str(st["turn"]["pending"]))
        if pending is None:
            return msg("Caddie's Advice needs a number.")
        if pending + int(action.get("delta", 0)) < 1:
            return msg("The result can't go below 1.")
    if card in REQUIREMENT_MESSAGES:
        requirement = msg(REQUIREMENT_MESSAGES[card])
        return msg("{card} can only be played when {requirement}", card=name, requirement=requirement)
    return msg("{card} can't be played like that now.", card=name)


def _handicap_reason(st: State, seat: int, action: Mapping[str, Any]) -> Msg:
    if not st["options"]["handicap"]:
        return msg("Handicap points are not in this game.")
    try:
        delta = int(action.get("delta", 0))
    except (TypeError, ValueError):
        return GENERIC
    points = int(st["seats"][seat]["handicap"])
    if abs(delta) > points:
        return msg("You have only {n} handicap points.", n=points)
    pending = face_value(str(st["turn"]["pending"]))
    if pending is None:
        return msg("Only numbers can be changed with handicap points.")
    if pending + delta < 1:
        return msg("The result can't go below 1.")
    if st["turn"]["flags"]["handicap_used"]:
        return msg("Handicap points may change a result only once.")
    return GENERIC
