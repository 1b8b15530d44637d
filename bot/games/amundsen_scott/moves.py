"""Carrying out validated actions on a fresh state, and passing the turn (AVS-013–AVS-061)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import IllegalAction, event, who
from bot.i18n.message import Msg, msg

from . import checks
from .actions import has_main_action
from .cards import card_type
from .data import EXPLORERS, POLE, REDUCED_HAND_LIMIT
from .deck import slide_and_refill
from .effects import activatable, drop_supplies, good_weather, sacrifice, usable_effects, weather_move
from .state import Work, explorer, opponent, player, take_from_hand
from .words import EXPLORER_NAMES, card_title, card_titles, question_message, space_message

SEATS = (who(0), who(1))  # the seats' placeholders in event texts, made once
MAIN_TYPES = ("take", "freeze", "advance", "pole", "compass", "loss", "lose_way", "penalty", "return")


def end_turn(work: Work) -> None:
    """AVS-014: the turn passes once every follow-up is resolved; a stuck explorer freezes (AVS-061)."""
    state = work.state
    state["active"] = 1 - state["active"]
    state["phase"], state["pending"] = "main", None
    state["turn"] += 1
    if not has_main_action(state, state["active"]):
        finish(work, None, "stuck")
        text = msg("{who} has no legal action: both explorers freeze. Nobody wins.", who=who(state["active"]))
        work.events.append(event("frozen", text))


def finish(work: Work, winner: int | None, reason: str) -> None:
    work.state["phase"], work.state["pending"] = "over", None
    work.state["result"] = {"winner": winner, "reason": reason}


def _play(work: Work, seat: int, cards: list[str]) -> list[str]:
    """Cards leave the hand face-up onto the discard pile (patron wilds are just spent)."""
    discarded = take_from_hand(work.state, seat, cards)
    work.state["discard"].extend(discarded)
    return discarded


def _where(work: Work, seat: int) -> Msg:
    """The pawn's place as printed on the board ("space 5", "? space 2"), for event texts."""
    p = player(work.state, seat)
    return question_message(p["q"]) if p["q"] is not None else space_message(p["route"])


def apply_main(work: Work, seat: int, action: Mapping[str, Any]) -> None:
    kind = action.get("type")
    state = work.state
    if kind == "take":
        _take(work, seat, *checks.check_take(state, seat, action))
        return
    me = state["players"][seat]
    if kind == "freeze":
        n = checks.check_freeze(state, seat, action)
        finish(work, None, "freeze")
        text = msg("{who} declares Take {n}, which the dead deck can't supply: both freeze.", who=who(seat), n=n)
        work.events.append(event("frozen", text))
        return
    if kind == "advance":
        cards, spaces = checks.check_advance(state, seat, action)
        _play(work, seat, cards)
        me["route"] += spaces
        work.events.append(
            event(
                "advance",
                msg("{who} plays {cards} and moves to {space}.", who=who(seat), cards=card_titles(cards),
                    space=_where(work, seat)),
                cards=cards,
            )
        )
    elif kind == "pole":
        cards = checks.check_pole(state, seat, action)
        _play(work, seat, cards)
        me["route"] = POLE
        finish(work, seat, "pole")
        text = msg("{who} plays {cards} and reaches the South Pole first!", who=who(seat), cards=card_titles(cards))
        work.events.append(event("pole", text, cards=cards))
        return
    elif kind == "compass":
        card, to = checks.check_compass(state, seat, action)
        _play(work, seat, [card])
        me["route"] = to
        # the card as an argument, so the picture draws it as a card in every language
        space = _where(work, seat)
        text = msg("{who} follows the {card} to {space}.", who=who(seat), card=card_title(card), space=space)
        work.events.append(event("compass", text, cards=[card]))
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
                msg(
                    "{who} plays {cards}: {whom} loses the way and is lost on {space}.", who=who(seat),
                    cards=card_titles(cards), whom=who(opponent(seat)), space=_where(work, opponent(seat)),
                ),
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
                msg("{who} plays {card}: {whom} falls back to {space}.", who=who(seat), card=card_title(card),
                    whom=who(opponent(seat)), space=fallen),
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
                msg("{who} plays {card} and is back on the route at {space}.", who=who(seat), card=card_title(card),
                    space=_where(work, seat)),
                cards=[card],
            )
        )
    else:
        raise IllegalAction(checks.NOT_ALLOWED)
    end_turn(work)


def _take(work: Work, seat: int, n: int, discards: list[str]) -> None:
    """AVS-019: discard, take positions 1..n visibly, slide, refill, then the optional effect."""
    state = work.state
    if discards:
        _play(work, seat, discards)
    row = state["row"]
    taken = row[:n]
    row[:n] = [None] * n
    state["players"][seat]["hand"] += [{"id": card, "hidden": False} for card in taken]
    if discards:
        said = msg("{who} takes {cards}, discarding {discards}.", who=SEATS[seat], cards=card_titles(taken),
                   discards=card_titles(discards))
    else:
        said = msg("{who} takes {cards}.", who=SEATS[seat], cards=card_titles(taken))
    took = {"type": "take", "text": said.english(), "msg": said.data(), "taken": taken, "discarded": discards}
    work.events.append(took)  # as ``event`` builds it
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
    played = card_title(card)  # an argument, so the picture draws it as a card in every language
    if already:
        text = msg("{who} plays {card}: {whose}'s hand limit was already 5.", who=who(seat), card=played,
                   whose=who(rival_seat))  # fmt: skip
    else:
        text = msg("{who} plays {card}: {whose}'s hand limit is now {n}.", who=who(seat), card=played,
                   whose=who(rival_seat), n=REDUCED_HAND_LIMIT)  # fmt: skip
    work.events.append(event("loss", text, cards=[card]))
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
        work.events.append(event("effect", msg("{who} uses no discard effect.", who=who(seat))))
        end_turn(work)
        return
    if card not in work.state["pending"]["cards"] or not activatable(work.state, seat, card):
        raise IllegalAction(msg("That effect can't be used now."))
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
    text = msg("{who} discards {cards} down to 5 cards.", who=who(seat), cards=card_titles(cards))
    work.events.append(event("trim", text, cards=cards))
    # The trim answers the Loss player's action, so the turn passes from him to the trimmer.
    end_turn(work)


# How each phase's action is carried out (AVS-079–AVS-083).
HANDLERS = {"main": apply_main, "effect": apply_effect, "weather": apply_weather, "trim": apply_trim}


def resign(work: Work, seat: int) -> None:
    """AVS-062: the other explorer wins."""
    finish(work, opponent(seat), "resign")
    name = EXPLORER_NAMES[EXPLORERS[explorer(work.state, seat)].name]
    text = msg("{who} ({explorer}) concedes. {winner} wins.", who=who(seat), explorer=name, winner=who(opponent(seat)))
    work.events.append(event("resign", text))
