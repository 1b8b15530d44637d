"""Every complete legal action for a seat (AVS-079–AVS-083), with short button labels.

Choices of identical faces are listed once with the lowest ids (AVS-080). The enumerators
use the same predicates as ``checks`` so what is listed is exactly what ``apply`` accepts.
Lists come in the order a seat is offered them, public first (``BaseGame.private_action``):
the actions that use no hand card first, so a public button's index counts no private action.
"""

from __future__ import annotations

from bot.engine import Action, State

from .cards import ATTACK_TYPE, SETBACK_TYPES, TITLES, grouped_titles, is_discardable, title
from .checks import DISCARDS_FOR_TAKE, MAX_ADVANCE, advance_slots
from .choices import Hand, choices, colour_room, fill_choices, filling, threes
from .data import CARDS, COLOUR_WORDS, COLOURS, EXPLORERS, PATRON_WILDS, ROUTE_LENGTH
from .effects import usable_effects
from .routes import compass_target, lose_way_target, question_words, return_destination, space_words
from .state import Player, deck_dead, holds_type

LABEL_MAX = 80


def _label(text: str) -> str:
    """At most LABEL_MAX characters, cut between words so no half word (or lone letter) is left."""
    if len(text) <= LABEL_MAX:
        return text
    return text[: LABEL_MAX - 1].rsplit(" ", 1)[0].rstrip(",:") + "…"


def _card_label(start: str, card_ids: list[str], end: str = "") -> str:
    """``start``, the cards in words (colours spelled out, never ids) and ``end``, as a label."""
    words = TITLES[card_ids[0]] if len(card_ids) == 1 else grouped_titles(card_ids)
    text = start + words + end
    return text if len(text) <= LABEL_MAX else _label(text)


# Labels and advance slots are the same in every game: built once, not for every listing.
TAKE_ONE_LABELS = {card_id: _label(f"Take 1: {title(card_id)}") for card_id in CARDS}
TAKE_TWO_LABELS = {card_id: _label(f"Take 2 cards, discard {title(card_id)}") for card_id in CARDS}
FREEZE_LABELS = {n: f"Freeze: declare Take {n} (game ends, nobody wins)" for n in DISCARDS_FOR_TAKE}
LOSS_LABEL = "Loss of Equipment: your rival's hand limit drops to 5"
POLE_ROOM = colour_room(COLOURS)  # AVS-032: one card of each colour


Offer = tuple[int, tuple[int, ...], int, str, tuple[tuple[int, int], ...]]


def _advance_offers(letter: str, at: int) -> list[Offer]:
    """AVS-027: each advance from route space ``at``: its length, slots per colour and in all,
    its label's start, and the (colour index, slots) of the colours it needs."""
    offers = []
    for spaces in range(1, min(MAX_ADVANCE, ROUTE_LENGTH - at) + 1):
        steps = "1 space" if spaces == 1 else f"{spaces} spaces"
        slots = advance_slots(letter, at, spaces)
        room = colour_room(slots)
        needs = tuple((colour, count) for colour, count in enumerate(room) if count)
        offers.append((spaces, room, len(slots), f"Advance {steps} to {space_words(at + spaces)}: ", needs))
    return offers


ADVANCE_OFFERS = {(letter, at): _advance_offers(letter, at) for letter in EXPLORERS for at in range(ROUTE_LENGTH + 1)}


def main_actions(state: State, seat: int) -> list[Action]:
    """The main decision (AVS-079), in the order the seat is offered it: the actions that use no
    hand card (Take 1, the freezes) first, public before private, then the rest.
    Kinds that can't apply are skipped before their lister is called (most turns have few)."""
    me = state["players"][seat]
    patron = me["patron"]
    wild = patron["id"] if patron and not patron["spent"] and patron["id"] in PATRON_WILDS else None  # AVS-072
    hand = Hand(me["hand"], wild, me["explorer"])
    if state["exhaustions"] >= 2:  # the deck is dead (AVS-023): the freezes come after Take 1
        listed = _takes(state, me, hand, 1, 1) + _freezes(state, seat, hand) + _takes(state, me, hand, 2, 3)
    else:
        listed = _takes(state, me, hand, 1, 3)
    if me["q"] is not None:
        listed += _returns(state, seat, hand)
    else:
        if hand.coloured:
            listed += _advances(state, seat, hand)
            if me["route"] == ROUTE_LENGTH:
                listed += _poles(state, seat, hand)
        if "compass" in hand.by_type:
            listed += _compasses(state, seat, hand)
    if "loss" in hand.by_type:
        listed += _losses(hand)
    return listed + _attacks(state, seat, hand)


def has_main_action(state: State, seat: int) -> bool:
    """AVS-061: whether the seat can act at all. A Take nearly always answers at once (AVS-108),
    without listing every action."""
    me, row = state["players"][seat], state["row"]
    in_row, size, limit = len(row) - row.count(None), len(me["hand"]), me["limit"]
    if in_row >= 1 and size + 1 <= limit:  # Take 1 (and the row fills from position 1)
        return True
    discardable = sum(1 for c in me["hand"] if is_discardable(c["id"]))
    if in_row >= 3 and size <= limit and discardable >= 3:  # Take 3: three discards for three cards
        return True
    if state["exhaustions"] >= 2 and any(in_row < n and discardable >= need for n, need in DISCARDS_FOR_TAKE.items()):
        return True  # AVS-060: a freeze, as ``_freezes`` lists them
    return bool(main_actions(state, seat))


def _takes(state: State, me: Player, hand: Hand, low: int, high: int) -> list[Action]:
    """AVS-015–AVS-017: every Take of ``low``..``high`` cards with ``hand``'s discards."""
    row = state["row"]
    in_row = len(row) - row.count(None)
    room = me["limit"] - len(me["hand"])  # AVS-055: a Take of n with d discards needs n - d <= room
    listed: list[Action] = []
    if low == 1 and in_row >= 1 and room >= 1:
        listed.append({"type": "take", "n": 1, "label": TAKE_ONE_LABELS[row[0]]})  # the row is public
    if high < 2 or in_row < 2:
        return listed
    if room >= 1:  # Take 2 adds a card; Take 3 discards as many as it takes
        for group in hand.discards:  # one per face, its label ready-made
            listed.append({"type": "take", "n": 2, "discard": [group[0]], "label": TAKE_TWO_LABELS[group[0]]})
    if in_row < 3 or room < 0 or len(hand.discard_ids) < 3:
        return listed
    # Take 3, the most listed action: three different names are spelled out right here.
    ids = hand.discard_ids
    for take in threes(tuple(map(len, hand.discards))):
        discard = sorted(take(ids))
        a, b, c = discard
        first, second, third = TITLES[a], TITLES[b], TITLES[c]
        if first != second and second != third and first != third:
            text = f"Take 3 cards, discard {first}, {second}, {third}"
        else:
            text = "Take 3 cards, discard " + grouped_titles(discard)
        listed.append(
            {"type": "take", "n": 3, "discard": discard, "label": text if len(text) <= LABEL_MAX else _label(text)}
        )
    return listed


def _freezes(state: State, seat: int, hand: Hand) -> list[Action]:
    """AVS-060: only once the deck is dead, for options the row can't supply."""
    if not deck_dead(state):
        return []
    row = state["row"]
    in_row = len(row) - row.count(None)
    eligible = len(hand.discard_ids)
    return [
        {"type": "freeze", "n": n, "label": FREEZE_LABELS[n]}
        for n, need in DISCARDS_FOR_TAKE.items()
        if in_row < n and eligible >= need
    ]


def _advances(state: State, seat: int, hand: Hand) -> list[Action]:
    """Every advance (AVS-027/AVS-028) with ``hand``'s cards."""
    me = state["players"][seat]
    letter = me["explorer"]
    offers = ADVANCE_OFFERS.get((letter, me["route"]), [])
    if not offers:
        return []
    # AVS-027: every advance fills the next space; without a card for it (often) none is listed.
    if not hand.have[4] and not hand.have[offers[0][1].index(1)]:
        return []
    have = hand.have
    listed: list[Action] = []
    for spaces, room, size, start, needs in offers:
        usable = have[4]  # ``filling``'s count, over only the colours these spaces have
        for colour, count in needs:
            usable += have[colour] if have[colour] < count else count
        chosen = fill_choices(hand, room, size) if usable >= size else None
        if not chosen:  # too few cards for these spaces: a longer advance needs even more
            break
        for choice in chosen:
            text = start + (TITLES[choice[0]] if spaces == 1 else grouped_titles(choice))
            label = text if len(text) <= LABEL_MAX else _label(text)
            listed.append({"type": "advance", "cards": choice, "spaces": spaces, "label": label})
    return listed


def _poles(state: State, seat: int, hand: Hand) -> list[Action]:
    me = state["players"][seat]
    if me["route"] != ROUTE_LENGTH or holds_type(state, seat, "compass"):
        return []
    return [
        {"type": "pole", "cards": choice, "label": _card_label("Reach the Pole: ", choice)}
        for choice in filling(hand, POLE_ROOM, len(COLOURS))
    ]


def _compasses(state: State, seat: int, hand: Hand) -> list[Action]:
    groups = hand.of_types(("compass",))
    if not groups:
        return []
    to = space_words(compass_target(state["players"][seat]["route"]))
    return [{"type": "compass", "card": g[0], "label": f"Compass: move to {to}"} for g in groups]


def _losses(hand: Hand) -> list[Action]:
    return [{"type": "loss", "card": g[0], "label": LOSS_LABEL} for g in hand.of_types(("loss",))]


def _attacks(state: State, seat: int, hand: Hand) -> list[Action]:
    """AVS-039–AVS-041: lose the way (a pair) against a rival on his route, a Penalty against a lost one."""
    me, rival = state["players"][seat], state["players"][1 - seat]
    rival_q = rival["q"]
    if rival_q is None:
        if sum(map(len, hand.by_type.get(ATTACK_TYPE[me["explorer"]], ()))) < 2:  # no pair to play
            return []
        target = lose_way_target(rival["explorer"], rival["route"])
        if target is None:
            return []
        where = question_words(target)
        return [
            {
                "type": "lose_way",
                "cards": pair,
                "label": _card_label(f"Lose the way: rival to {where} (", pair, ")"),
            }
            for pair in hand.attack_pairs(me["explorer"])
        ]
    if rival_q < 2:
        return []
    where = question_words(rival_q - 1)
    return [
        {"type": "penalty", "card": g[0], "label": f"Penalty: rival back to {where} ({title(g[0])})"}
        for g in hand.of_types(SETBACK_TYPES)
    ]


def _returns(state: State, seat: int, hand: Hand) -> list[Action]:
    """AVS-045–AVS-048: a card of a colour (a wild: of each colour) leading back to the route."""
    me = state["players"][seat]
    letter, j = me["explorer"], me["q"]
    listed: list[Action] = []
    for group, colour_index in zip(hand.coloured, hand.colours, strict=True):
        card = group[0]
        for colour in COLOURS if colour_index < 0 else (COLOURS[colour_index],):
            to = return_destination(letter, j, colour)
            if to is not None:
                label = f"Back to route as {COLOUR_WORDS[colour].lower()}, to {space_words(to)}: {title(card)}"
                listed.append({"type": "return", "card": card, "colour": colour, "to": to, "label": _label(label)})
    return listed


def effect_actions(state: State, seat: int) -> list[Action]:
    """AVS-081: one per usable effect face, plus declining."""
    usable = Hand({"id": c, "hidden": False} for c in usable_effects(state, seat, state["pending"]["cards"]))
    listed: list[Action] = [{"type": "effect", "card": g[0], "label": f"Use {title(g[0])}"} for g in usable.groups]
    return [*listed, {"type": "effect", "card": None, "label": "No effect"}]


def weather_actions(state: State) -> list[Action]:
    """AVS-082: keeping the card hidden is always legal; revealing and moving only on a match.

    Keeping comes first: it is public, revealing is private (public first)."""
    pending = state["pending"]
    listed: list[Action] = [{"type": "weather", "advance": False, "label": "Keep the card hidden"}]
    if pending["match"]:
        to = space_words(pending["to"])
        listed.append({"type": "weather", "advance": True, "label": f"Reveal the card and move to {to}"})
    return listed


def trim_actions(state: State, seat: int) -> list[Action]:
    """AVS-037/AVS-078: every choice of the cards to discard."""
    chosen = choices(Hand(state["players"][seat]["hand"]).groups, state["pending"]["count"])
    return [{"type": "trim", "cards": cards, "label": _card_label("Discard ", cards)} for cards in chosen]


# Action types whose "card" is a hand card; an effect's "card" was discarded face up (AVS-081).
HAND_CARD_TYPES = ("compass", "loss", "penalty", "return")


def used_cards(action: Action) -> list[str]:
    """The hand cards an action plays, discards or names (AVS-079–AVS-083)."""
    cards = action.get("cards") or action.get("discard") or []
    if isinstance(cards, list) and cards:
        return [c for c in cards if isinstance(c, str)]
    card = action.get("card")
    if action.get("type") in HAND_CARD_TYPES and isinstance(card, str):
        return [card]
    return []


def private_action(action: Action) -> bool:
    """True when offering the action in public would reveal a hand card: it uses hand cards
    (AVS-087), or it moves with a Good Weather draw, which only a match allows (AVS-082)."""
    return bool(used_cards(action)) or (action.get("type") == "weather" and action.get("advance") is True)
