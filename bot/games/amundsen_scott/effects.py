"""Discard effects after a Take (AVS-050–AVS-054): Drop Supplies, Sacrifice, Good Weather."""

from __future__ import annotations

from bot.engine import IllegalAction, State, event, who
from bot.i18n.message import msg

from .cards import matches
from .data import CARDS, ROUTE_LENGTH
from .deck import deal_hidden
from .routes import colour_at
from .state import Work, deck_dead, explorer, hand_size, is_lost, opponent, player
from .words import card_title, card_titles, space_message

EFFECT_TYPES = ("drop", "sacrifice", "weather")


def activatable(state: State, seat: int, card_id: str) -> bool:
    """Whether the discarded card's effect can be used by the taker now."""
    kind = CARDS[card_id].type
    below_limit = hand_size(state, seat) < player(state, seat)["limit"]
    if kind == "drop":
        return below_limit and hand_size(state, opponent(seat)) >= 1
    if kind == "sacrifice":
        return True
    if kind == "weather":
        return below_limit and not is_lost(state, seat) and not deck_dead(state)
    return False


# The cards whose discard has an effect (AVS-050): most Takes discard none of them.
EFFECT_CARDS = frozenset(card_id for card_id, card in CARDS.items() if card.type in EFFECT_TYPES)


def usable_effects(state: State, seat: int, discards: list[str]) -> list[str]:
    if EFFECT_CARDS.isdisjoint(discards):
        return []
    return [c for c in discards if c in EFFECT_CARDS and activatable(state, seat, c)]


def drop_supplies(work: Work, seat: int) -> None:
    """AVS-051/AVS-096: a uniformly random opponent card moves to the taker, now visible."""
    rival = player(work.state, opponent(seat))
    index = work.rng.randrange(len(rival["hand"]))
    stolen = rival["hand"].pop(index)
    player(work.state, seat)["hand"].append({"id": stolen["id"], "hidden": False})
    work.events.append(
        event(
            "steal",
            msg(
                "{who} uses Drop Supplies and takes {card} from {whom}.",
                who=who(seat), card=card_title(stolen["id"]), whom=who(opponent(seat)),
            ),
            card=stolen["id"],
        )
    )


def sacrifice(work: Work, seat: int) -> None:
    """AVS-052: the opponent reveals his hand, then discards Good Weather and his own animals."""
    rival_seat = opponent(seat)
    rival = player(work.state, rival_seat)
    # A new entry, not a changed one: hand entries are shared with the state before the move.
    rival["hand"] = [{**card, "hidden": False} for card in rival["hand"]]
    shown = [c["id"] for c in rival["hand"]]
    work.events.append(
        event(
            "reveal",
            msg(
                "{who} uses Sacrifice: {whom} reveals {cards}.", who=who(seat), whom=who(rival_seat),
                cards=card_titles(shown) if shown else msg("an empty hand"),
            ),
            cards=shown,
        )
    )
    rival_letter = explorer(work.state, rival_seat)
    lost = [cid for cid in shown if CARDS[cid].type == "weather" or CARDS[cid].wild_for == rival_letter]
    if lost:
        rival["hand"] = [c for c in rival["hand"] if c["id"] not in lost]
        work.state["discard"].extend(lost)
        text = msg("{who} discards {cards}.", who=who(rival_seat), cards=card_titles(lost))
        work.events.append(event("discard", text, cards=lost))


def good_weather(work: Work, seat: int) -> None:
    """AVS-053/AVS-054/AVS-082: a hidden draw, then always the taker's decision, match or not.

    Asking on every draw keeps the opponent from telling a match (the card's colour) from a
    non-match: "did not match" and "declined" look the same in public (AVS-086).
    """
    drawn = deal_hidden(work, seat, 1)
    if not drawn:
        return
    at = player(work.state, seat)["route"]
    letter = explorer(work.state, seat)
    match = at < ROUTE_LENGTH and matches(drawn[0], colour_at(letter, at + 1), letter)
    work.state["phase"] = "weather"
    work.state["pending"] = {
        "kind": "weather",
        "seat": seat,
        "card": drawn[0],
        "to": at + 1 if match else None,
        "match": match,
    }


def weather_move(work: Work, seat: int, advance: bool) -> None:
    pending = work.state["pending"]
    if not advance:
        # AVS-082: one text for "did not match" and "declined", so the public can't tell them apart.
        work.events.append(event("weather", msg("{who} keeps the Good Weather card hidden.", who=who(seat))))
        return
    if not pending["match"]:
        raise IllegalAction(msg("The Good Weather card doesn't match your next space, so you can't move with it."))
    me = player(work.state, seat)
    # A new entry, not a changed one: hand entries are shared with the state before the move.
    me["hand"] = [{**card, "hidden": False} if card["id"] == pending["card"] else card for card in me["hand"]]
    me["route"] = pending["to"]
    work.events.append(
        event(
            "weather",
            msg(
                "{who} reveals {card} and moves to {space} in good weather.",
                who=who(seat), card=card_title(pending["card"]), space=space_message(pending["to"]),
            ),
            card=pending["card"],
        )
    )
