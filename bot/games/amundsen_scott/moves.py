"""Carrying out validated actions on a fresh state, and passing the turn (AVS-013–AVS-061)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import IllegalAction, event, who

from . import checks
from .actions import has_main_action
from .cards import card_type, title, titles
from .data import EXPLORERS, POLE, REDUCED_HAND_LIMIT
from .deck import slide_and_refill
from .effects import activatable, drop_supplies, good_weather, sacrifice, usable_effects, weather_move
from .routes import question_words, space_words
from .state import Work, explorer, opponent, player, take_from_hand

MAIN_TYPES = ("take", "freeze", "advance", "pole", "compass", "loss", "lose_way", "penalty", "return")


def end_turn(work: Work) -> None:
    """AVS-014: the turn passes once every follow-up is resolved; a stuck explorer freezes (AVS-061)."""
    state = work.state
    state["active"] = opponent(state["active"])
    state["phase"], state["pending"] = "main", None
    state["turn"] += 1
    if not has_main_action(state, state["active"]):
        finish(work, None, "stuck")
        work.events.append(
            event("frozen", f"{who(state['active'])} has no legal action: both explorers freeze. Nobody wins.")
        )


def finish(work: Work, winner: int | None, reason: str) -> None:
    work.state["phase"], work.state["pending"] = "over", None
    work.state["result"] = {"winner": winner, "reason": reason}


def _play(work: Work, seat: int, cards: list[str]) -> list[str]:
    """Cards leave the hand face-up onto the discard pile (patron wilds are just spent)."""
    discarded = take_from_hand(work.state, seat, cards)
    work.state["discard"].extend(discarded)
    return discarded


def _where(work: Work, seat: int) -> str:
    """The pawn's place as printed on the board ("space 5", "? space 2"), for event texts."""
    p = player(work.state, seat)
    return question_words(p["q"]) if p["q"] is not None else space_words(p["route"])


def apply_main(work: Work, seat: int, action: Mapping[str, Any]) -> None:
    kind = action.get("type")
    state = work.state
    me = player(state, seat)
    if kind == "take":
        _take(work, seat, *checks.check_take(state, seat, action))
        return
    if kind == "freeze":
        n = checks.check_freeze(state, seat, action)
        finish(work, None, "freeze")
        work.events.append(
            event("frozen", f"{who(seat)} declares Take {n}, which the dead deck can't supply: both freeze.")
        )
        return
    if kind == "advance":
        cards, spaces = checks.check_advance(state, seat, action)
        _play(work, seat, cards)
        me["route"] += spaces
        work.events.append(
            event(
                "advance",
                f"{who(seat)} plays {titles(cards)} and moves to {_where(work, seat)}.",
                cards=cards,
            )
        )
    elif kind == "pole":
        cards = checks.check_pole(state, seat, action)
        _play(work, seat, cards)
        me["route"] = POLE
        finish(work, seat, "pole")
        work.events.append(
            event("pole", f"{who(seat)} plays {titles(cards)} and reaches the South Pole first!", cards=cards)
        )
        return
    elif kind == "compass":
        card, to = checks.check_compass(state, seat, action)
        _play(work, seat, [card])
        me["route"] = to
        work.events.append(event("compass", f"{who(seat)} follows the Compass to {_where(work, seat)}.", cards=[card]))
    elif kind == "loss":
        _loss(work, seat, checks.check_loss(state, seat, action))
        return
    elif kind == "lose_way":
        cards, target = checks.check_lose_way(state, seat, action)
        _play(work, seat, cards)
        player(state, opponent(seat))["q"] = target
        work.events.append(
            event(
                "lose_way",
                f"{who(seat)} plays {titles(cards)}: {who(opponent(seat))} loses the way and is lost on "
                f"{_where(work, opponent(seat))}.",
                cards=cards,
            )
        )
    elif kind == "penalty":
        card = checks.check_penalty(state, seat, action)
        _play(work, seat, [card])
        player(state, opponent(seat))["q"] -= 1
        fallen = _where(work, opponent(seat))
        work.events.append(
            event(
                "penalty",
                f"{who(seat)} plays {title(card)}: {who(opponent(seat))} falls back to {fallen}.",
                cards=[card],
            )
        )
    elif kind == "return":
        card, _colour, to = checks.check_return(state, seat, action)
        _play(work, seat, [card])
        me["q"], me["route"] = None, to
        work.events.append(
            event(
                "return",
                f"{who(seat)} plays {title(card)} and is back on the route at {_where(work, seat)}.",
                cards=[card],
            )
        )
    else:
        raise IllegalAction(checks.NOT_ALLOWED)
    end_turn(work)


def _take(work: Work, seat: int, n: int, discards: list[str]) -> None:
    """AVS-019: discard, take positions 1..n visibly, slide, refill, then the optional effect."""
    state = work.state
    _play(work, seat, discards)
    taken = state["row"][:n]
    state["row"][:n] = [None] * n
    hand = state["players"][seat]["hand"]
    for card in taken:
        hand.append({"id": card, "hidden": False})
    text = f"{who(seat)} takes {titles(taken)}"
    text += f", discarding {titles(discards)}." if discards else "."
    work.events.append({"type": "take", "text": text, "taken": taken, "discarded": discards})  # as ``event`` builds it
    slide_and_refill(work)
    if usable_effects(state, seat, discards):
        state["phase"] = "effect"
        state["pending"] = {"kind": "effect", "seat": seat, "cards": discards}
        return
    end_turn(work)


def _loss(work: Work, seat: int, card: str) -> None:
    """AVS-037/AVS-038/AVS-095: the rival's limit drops to 5; he trims at once if above it."""
    state = work.state
    _play(work, seat, [card])
    rival_seat = opponent(seat)
    rival = player(state, rival_seat)
    already = rival["limit"] == REDUCED_HAND_LIMIT
    rival["limit"] = REDUCED_HAND_LIMIT
    note = "was already 5" if already else f"is now {REDUCED_HAND_LIMIT}"
    work.events.append(
        event("loss", f"{who(seat)} plays Loss of Equipment: {who(rival_seat)}'s hand limit {note}.", cards=[card])
    )
    excess = len(rival["hand"]) - REDUCED_HAND_LIMIT
    if excess > 0:
        state["phase"] = "trim"
        state["pending"] = {"kind": "trim", "seat": rival_seat, "count": excess}
        return
    end_turn(work)


def apply_effect(work: Work, seat: int, action: Mapping[str, Any]) -> None:
    if action.get("type") != "effect" or "card" not in action:
        raise IllegalAction(checks.NOT_ALLOWED)
    card = action["card"]
    if card is None:
        work.events.append(event("effect", f"{who(seat)} uses no discard effect."))
        end_turn(work)
        return
    if card not in work.state["pending"]["cards"] or not activatable(work.state, seat, card):
        raise IllegalAction("That effect can't be used now.")
    kind = card_type(card)
    if kind == "drop":
        drop_supplies(work, seat)
    elif kind == "sacrifice":
        sacrifice(work, seat)
    else:
        work.state["pending"] = None
        good_weather(work, seat)
        if work.state["phase"] == "weather":
            return
    end_turn(work)


def apply_weather(work: Work, seat: int, action: Mapping[str, Any]) -> None:
    advance = action.get("advance")
    if action.get("type") != "weather" or not isinstance(advance, bool):
        raise IllegalAction(checks.NOT_ALLOWED)
    weather_move(work, seat, advance)
    end_turn(work)


def apply_trim(work: Work, seat: int, action: Mapping[str, Any]) -> None:
    if action.get("type") != "trim":
        raise IllegalAction(checks.NOT_ALLOWED)
    cards = checks.check_trim(work.state, seat, action)
    _play(work, seat, cards)
    work.events.append(event("trim", f"{who(seat)} discards {titles(cards)} down to 5 cards.", cards=cards))
    # The trim answers the Loss player's action, so the turn passes from him to the trimmer.
    end_turn(work)


# How each phase's action is carried out (AVS-079–AVS-083).
HANDLERS = {"main": apply_main, "effect": apply_effect, "weather": apply_weather, "trim": apply_trim}


def resign(work: Work, seat: int) -> None:
    """AVS-062: the other explorer wins."""
    finish(work, opponent(seat), "resign")
    name = EXPLORERS[explorer(work.state, seat)].name
    work.events.append(event("resign", f"{who(seat)} ({name}) concedes. {who(opponent(seat))} wins."))
