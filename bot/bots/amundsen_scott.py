"""Bot seat for 1911 Amundsen vs. Scott: a one-step greedy race estimate from the seat's own view.

The policy reads only ``view(state, seat)`` (both pawns, the public hands, the row, the pile
counts, and its own hand under ``private``) and the seat's legal actions. It never sees the
rival's hidden cards, the deck or the seed; it imports only the engine's pure card and route
helpers (colour matching, route colours, the `?` and Back-to-Route tables of D3/D4).

Every candidate action is scored by the turns it saves the bot's own race to the Pole
(``turns_left``: cards still to find for the spaces ahead and the Pole step, AVS-027 and
AVS-032, one turn per space still to advance, and the risk of losing the way while waiting on
an exposed space, AVS-039) plus the turns an attack costs the rival, weighed by how close his
race is. Cards drawn cost a little more as the deck's second run-out nears (AVS-022), since
after it a short row lets either explorer freeze the game for both (AVS-060).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine import Action
from bot.games.amundsen_scott.cards import ATTACK_TYPE, card_type, is_discardable, largest_matching, matches
from bot.games.amundsen_scott.data import COLOURS, COMPASS_FORWARD_MAX, ROUTE_LENGTH
from bot.games.amundsen_scott.routes import colour_at, lose_way_target, return_destination

# Expected turns to take one card that fills a need (the row rarely offers exactly it).
CARD_COST = 1.1
# A lost explorer can be pushed further back by a Penalty (AVS-041) until he returns.
LOST_RISK = 0.6
# Dead weight in hand: a Loss of Equipment card can't be discarded to take cards (AVS-016).
CLOG = 0.3
# A surplus coloured card is discard fodder that lets a later Take 2 / Take 3 bring more cards
# (AVS-015); three are all a Take 3 can use.
SURPLUS = 0.05
SURPLUS_USEFUL = 3
# A small preference for moving now: the deck dies after its second run-out (AVS-022).
PROGRESS = 0.15
# Attacks cost our own race cards and a turn: worth it only while the rival's race is close.
THREAT_MARGIN = 4.0
THREAT_FADE = 8.0
THREAT_FLOOR = 0.15
# A Good Weather or Drop Supplies card in hand promises a free card when discarded (AVS-050).
EFFECT_HELD = 0.6
# The chance a rival holding an attack pair uses it on his next turn; a hidden card is one of
# his 7 or 9 attack cards about this often; and a little for a pair we can't see coming.
ATTACK_READY = 0.5
HIDDEN_ATTACK = 0.15
ATTACK_BASE = 0.02
# Cards both explorers draw per round of turns, and the worth of one drawn card once the deck's
# end is as near as our own race.
DRAWS_PER_ROUND = 3.5
DRAW_COST = 0.15
DEAD_TAKE = 0.2
WIN = 1_000.0
NEVER = -1_000.0

Needs = list[tuple[int, str]]  # (route index, colour); index ROUTE_LENGTH + 1 is the Pole step


def needs_from(letter: str, at: int) -> Needs:
    """The colours still to play from route index ``at``: one per space ahead, then R, B, G, Y."""
    ahead = [(i, colour_at(letter, i)) for i in range(at + 1, ROUTE_LENGTH + 1)]
    return ahead + [(ROUTE_LENGTH + 1, c) for c in COLOURS]


def fills(card: str, need: tuple[int, str], letter: str, at: int) -> bool:
    """Whether ``card`` can pay for ``need``; a Compass carries the pawn one space north of 85° (AVS-036)."""
    index, colour = need
    if card_type(card) == "compass":
        return index <= ROUTE_LENGTH and index - 1 <= COMPASS_FORWARD_MAX and at <= COMPASS_FORWARD_MAX
    return matches(card, colour, letter)


def matched(cards: Sequence[str], needs: Needs, letter: str, at: int) -> dict[int, int]:
    """A largest assignment of cards to needs, nearest needs first: card index -> need index."""
    return largest_matching([[c for c, card in enumerate(cards) if fills(card, need, letter, at)] for need in needs])


def hit_cost(letter: str, at: int) -> float:
    """Turns lost if the rival makes us lose the way on ``at`` (AVS-039): the spaces back, twice, plus
    the turn and card of Back to Route (AVS-046)."""
    target = lose_way_target(letter, at)
    if target is None:
        return 0.0  # AVS-040: safe on the ship and on space 1
    return 2.0 * (at - best_return(letter, target)) + 1 + CARD_COST


def turns_on_route(letter: str, at: int, cards: Sequence[str], danger: float = 0.0) -> float:
    """Estimated turns to reach the Pole from route index ``at`` holding ``cards``; ``danger`` is the
    chance a rival turn makes us lose the way while we wait here for cards."""
    needs = needs_from(letter, at)
    owner = matched(cards, needs, letter, at)
    turns = CARD_COST * (len(needs) - len(owner)) + (ROUTE_LENGTH - at) + 1
    fodder = compasses = 0
    for c, card in enumerate(cards):
        if c in owner:
            continue
        kind = card_type(card)
        if kind == "compass":
            # AVS-034/AVS-036: it must be played before the Pole and then costs a space back.
            turns += 2 + CARD_COST
            compasses += 1
        elif kind == "loss":
            turns += CLOG
        elif kind in ("weather", "drop"):
            turns -= EFFECT_HELD
        elif is_discardable(card):
            fodder += 1
    turns -= SURPLUS * min(fodder, SURPLUS_USEFUL)
    if danger:
        filled = set(owner.values())
        if at < ROUTE_LENGTH:
            waiting = 0 if 0 in filled else 1
        else:  # AVS-032: the Pole needs all four colours at once, and no Compass in hand
            waiting = sum(1 for need in range(len(needs)) if need not in filled) + 2 * compasses
        turns += danger * hit_cost(letter, at) * (1 + waiting)
    return turns


def turns_left(letter: str, at: int, lost_on: int | None, cards: Sequence[str], danger: float = 0.0) -> float:
    """Estimated turns to the Pole; a lost explorer first spends a turn and a card to return (AVS-046)."""
    if lost_on is None:
        return turns_on_route(letter, at, cards, danger)
    best = float("inf")
    for c, card in enumerate(cards):
        if card_type(card) in ("compass", "loss"):
            continue
        rest = [*cards[:c], *cards[c + 1 :]]
        for colour in COLOURS:
            if not matches(card, colour, letter):
                continue
            to = return_destination(letter, lost_on, colour)
            if to is not None:
                best = min(best, turns_on_route(letter, to, rest, danger))
    if best == float("inf"):  # no card to return with: one more to find first
        to = best_return(letter, lost_on)
        best = turns_on_route(letter, to, cards, danger) + CARD_COST
    return best + 1 + LOST_RISK


def best_return(letter: str, lost_on: int) -> int:
    """The furthest space Back to Route can reach from `?` number ``lost_on`` with some colour (D4)."""
    reachable = [return_destination(letter, lost_on, colour) for colour in COLOURS]
    return max(to for to in reachable if to is not None)


class Seen:
    """What the seat knows: its own pawn and hand, the rival's pawn and public hand."""

    def __init__(self, view: Mapping[str, Any]) -> None:
        seat: int = view["seat"]
        me, rival = view["explorers"][seat], view["explorers"][1 - seat]
        private = view["private"]
        self.letter: str = me["explorer"]
        self.at: int = me["route"] if me["route"] is not None else 0
        self.lost_on: int | None = me["q"]
        self.limit: int = me["limit"]
        self.hand: list[str] = [c["id"] for c in private["hand"]]
        self.wild: str | None = private["wild"]["id"] if private["wild"] else None
        self.rival_letter: str = rival["explorer"]
        self.rival_at: int = rival["route"] if rival["route"] is not None else 0
        self.rival_lost_on: int | None = rival["q"]
        self.rival_limit: int = rival["limit"]
        self.rival_hand_size: int = rival["hand_size"]
        self.rival_visible: list[str] = [c["id"] for c in rival["visible"]]
        self.rival_hidden: int = rival["hidden"]
        self.row: list[str | None] = [c["id"] if c else None for c in view["row"]]
        self.deck_dead: bool = view["deck_dead"]
        self.deck_count: int = view["deck_count"]
        self.discard_count: int = len(view["discard"])
        self.exhaustions: int = view["exhaustions"]
        self.danger = attack_chance(self.rival_visible, self.rival_hidden, ATTACK_TYPE[self.rival_letter])

    def cards(self) -> list[str]:
        return [*self.hand, self.wild] if self.wild else list(self.hand)

    def my_turns(self, at: int | None = None, lost_on: int | None = None, cards: Sequence[str] | None = None) -> float:
        if at is None and lost_on is None:
            at, lost_on = self.at, self.lost_on
        return turns_left(self.letter, at or 0, lost_on, self.cards() if cards is None else cards, self.danger)

    def rival_turns(self, at: int, lost_on: int | None) -> float:
        """The rival's race by position only (his hidden cards are unknown): two turns a space."""
        if lost_on is None:
            return 2.0 * (ROUTE_LENGTH + 1 - at)
        return 2.0 * (ROUTE_LENGTH + 1 - best_return(self.rival_letter, lost_on)) + 1 + CARD_COST


def attack_chance(visible: Sequence[str], hidden: int, attack: str) -> float:
    """The chance the rival makes us lose the way on his next turn (AVS-039): he needs a pair of
    his attack cards; the cards he took from the row are public (AVS-056), his hidden ones are not."""
    shown = sum(1 for card in visible if card_type(card) == attack)
    if shown >= 2:
        return ATTACK_READY
    maybe = min(1.0, HIDDEN_ATTACK * hidden)
    return ATTACK_READY * maybe if shown == 1 else ATTACK_BASE + ATTACK_READY * maybe * maybe


def without(cards: Sequence[str], gone: Sequence[str]) -> list[str]:
    rest = list(cards)
    for card in gone:
        rest.remove(card)
    return rest


class AmundsenScottPolicy:
    """Greedy one-step play: the legal action that most shortens the own race against the rival's."""

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        seen = Seen(view)
        now = seen.my_turns()
        scores = [self.score(seen, now, action) for action in legal]
        best = max(scores)
        # Ties are broken by the seat's own generator so equal choices don't always favour low ids.
        return rng.choice([a for a, s in zip(legal, scores, strict=True) if s >= best - 1e-9])

    def score(self, seen: Seen, now: float, action: Action) -> float:
        kind = action["type"]
        if kind == "pole":
            return WIN  # AVS-059: the Pole wins at once
        if kind == "weather":
            return 1.0 if action["advance"] else 0.0  # AVS-054: a free space, the card is kept
        if kind == "effect":
            return effect_value(seen, action["card"])
        if kind == "trim":
            return -seen.my_turns(cards=without(seen.cards(), action["cards"]))
        if kind == "freeze":
            return freeze_value(seen, now)
        if kind == "take":
            return take_value(seen, now, action)
        if kind == "advance":
            after = seen.my_turns(seen.at + int(action["spaces"]), None, without(seen.cards(), action["cards"]))
            return now - after + PROGRESS * int(action["spaces"])
        if kind == "compass":
            moved = seen.at + 1 if seen.at <= COMPASS_FORWARD_MAX else seen.at - 1
            after = seen.my_turns(moved, None, without(seen.cards(), [action["card"]]))
            return now - after + (PROGRESS if moved > seen.at else 0.0)
        if kind == "return":
            after = seen.my_turns(int(action["to"]), None, without(seen.cards(), [action["card"]]))
            return now - after
        mine = now - seen.my_turns(cards=without(seen.cards(), used_by(action)))
        return mine + threat(seen, now) * rival_setback(seen, action)


def used_by(action: Action) -> list[str]:
    cards = action.get("cards")
    if isinstance(cards, list):
        return [str(c) for c in cards]
    return [str(action["card"])]


def threat(seen: Seen, now: float) -> float:
    """How much slowing the rival is worth: fully while his race is close to ours, little when far behind."""
    rival = seen.rival_turns(seen.rival_at, seen.rival_lost_on) + 3 - min(seen.rival_hand_size, 4)
    behind = rival - now - THREAT_MARGIN
    return 1.0 if behind <= 0 else max(THREAT_FLOOR, 1.0 - behind / THREAT_FADE)


def rival_setback(seen: Seen, action: Action) -> float:
    """Turns an attack costs the rival (AVS-037, AVS-039, AVS-041)."""
    kind = action["type"]
    before = seen.rival_turns(seen.rival_at, seen.rival_lost_on)
    if kind == "lose_way":
        target = lose_way_question(seen.rival_letter, seen.rival_at)
        return seen.rival_turns(seen.rival_at, target) - before
    if kind == "penalty" and seen.rival_lost_on is not None:
        return seen.rival_turns(seen.rival_at, seen.rival_lost_on - 1) - before
    if kind == "loss":
        trimmed = max(0, seen.rival_hand_size - 5)
        return CARD_COST * trimmed + (0.5 if seen.rival_limit > 5 else 0.0)
    return 0.0


def lose_way_question(letter: str, at: int) -> int:
    """AVS-039: the `?` with the largest b ≤ ``at`` (the action is only legal when one exists)."""
    target = lose_way_target(letter, at)
    return target if target is not None else 1


def take_value(seen: Seen, now: float, action: Action) -> float:
    """AVS-015/AVS-019: the hand after the Take is known exactly; a usable discard effect adds a little."""
    n = int(action["n"])
    discards: list[str] = [str(c) for c in action.get("discard", [])]
    taken = [c for c in seen.row[:n] if c is not None]
    cards = [*without(seen.cards(), discards), *taken]
    value = now - seen.my_turns(cards=cards) - draw_cost(seen, now) * len(taken)
    size_after = len(seen.hand) - len(discards) + len(taken)
    bonus = 0.0
    for card in discards:
        kind = card_type(card)
        if kind == "weather" and size_after < seen.limit and seen.lost_on is None and not seen.deck_dead:
            bonus = max(bonus, 1.0)
        elif kind == "drop" and size_after < seen.limit and seen.rival_hand_size > 0:
            bonus = max(bonus, 1.2)
        elif kind == "sacrifice":
            bonus = max(bonus, sacrifice_value(seen))
    return value + bonus


def draw_cost(seen: Seen, now: float) -> float:
    """Each card taken is refilled from the deck, which dies at its second run-out (AVS-021, AVS-022):
    the closer that is compared with our own race, the more a card drawn costs."""
    if seen.deck_dead:
        return DEAD_TAKE  # the row shrinks for good, and a short row lets the rival freeze (AVS-060)
    draws_left = seen.deck_count + (seen.discard_count if seen.exhaustions == 0 else 0)
    rounds_left = max(1.0, draws_left / DRAWS_PER_ROUND)
    return DRAW_COST * min(2.0, now / rounds_left)


def sacrifice_value(seen: Seen) -> float:
    """AVS-052: the rival loses his Good Weather cards and own animals; hidden ones may be among them."""
    shown = sum(1 for c in seen.rival_visible if card_type(c) in ("weather", rival_animal(seen)))
    return 1.0 * shown + 0.15 * seen.rival_hidden


def rival_animal(seen: Seen) -> str:
    return "dog" if seen.rival_letter == "A" else "horse"


def effect_value(seen: Seen, card: str | None) -> float:
    """AVS-050–AVS-054: use the discard effect worth most; declining is worth nothing."""
    if card is None:
        return 0.0
    kind = card_type(card)
    if kind == "weather":
        return 1.0
    if kind == "drop":
        return 1.2
    return sacrifice_value(seen) + 0.01  # revealing the hand alone is still worth knowing


def freeze_value(seen: Seen, now: float) -> float:
    """AVS-060: freezing loses for both; only worth it when the rival stands on the last space, ready."""
    rival_ready = seen.rival_lost_on is None and seen.rival_at == ROUTE_LENGTH and seen.rival_hand_size >= 4
    return 3.0 if rival_ready and now > 2 else NEVER


POLICY = AmundsenScottPolicy()
