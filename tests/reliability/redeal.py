"""Re-deals of a game's hidden information that the public cannot tell apart from the original.

``redeal(key, state, rng, keep_top=k)`` returns a copy of ``state`` in which every secret the
spec protects is dealt again at random, keeping everything the public may know: hands become
other unseen cards (the same number, hidden flags kept), face-down pieces swap among pieces
with the same public back, and the deck is reshuffled below its top ``k`` cards (the cards a
public action is about to turn face up, which it may legitimately reveal). ``reseed`` swaps
the saved generator state for one from another seed. The secrecy suite then requires the
public outputs of the original and each re-deal to be identical.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable

from bot.engine import State, make_rng, save_rng
from bot.games.amundsen_scott.cards import matches
from bot.games.amundsen_scott.data import ROUTE_LENGTH
from bot.games.amundsen_scott.routes import colour_at
from bot.games.north_pole.data import CARDS as NP_CARDS
from bot.games.north_pole.data import TOKENS as NP_TOKENS
from bot.games.roll_in_one.data import CADDIE
from bot.games.south_pole.state import TILES as SP_TILES

Redeal = Callable[[State, random.Random, int], State]


def _refill(slots: list[tuple[list[str] | dict[str, str], int | str]], rng: random.Random) -> None:
    """Deal the ids found at ``slots`` back into them in a random order."""
    ids = [container[key] for container, key in slots]  # type: ignore[index]
    rng.shuffle(ids)
    for (container, key), card in zip(slots, ids, strict=True):
        container[key] = card  # type: ignore[index]


def amundsen_scott(state: State, rng: random.Random, keep_top: int) -> State:
    """AVS-056–AVS-058, AVS-087: hidden hand cards of both seats, the pending Good Weather card
    and the deck order (top = last) are unseen; every visible card, the row and the piles stay."""
    new = copy.deepcopy(state)
    deck = new["deck"]
    kept = min(keep_top, len(deck))
    slots: list[tuple[list[str] | dict[str, str], int | str]] = [(deck, i) for i in range(len(deck) - kept)]
    pending = new["pending"]
    drawn_slot: dict[str, str] | None = None
    for p in new["players"]:
        for card in p["hand"]:
            if card["hidden"]:
                slots.append((card, "id"))
                if pending and pending["kind"] == "weather" and card["id"] == pending["card"]:
                    drawn_slot = card
    _refill(slots, rng)
    if drawn_slot is not None:
        # The Good Weather draw is now another card: its match is worked out again (AVS-054).
        assert pending is not None
        seat, card_id = pending["seat"], drawn_slot["id"]
        letter, at = new["players"][seat]["explorer"], new["players"][seat]["route"]
        match = at < ROUTE_LENGTH and matches(card_id, colour_at(letter, at + 1), letter)
        pending.update(card=card_id, match=match, to=at + 1 if match else None)
    return new


def south_pole(state: State, rng: random.Random, keep_top: int) -> State:
    """RSP-013/RSP-014, RSP-075, RSP-077: a face-down tile shows only its back (and whether it lies
    on a flag space), so face-down tiles swap with others of the same kind and back; the
    set-aside flag tile joins the face-down flag tiles of its own back. Peeks stay with spaces."""
    new = copy.deepcopy(state)
    if new["result"] is not None:
        return new  # RSP-065: at the end every tile is revealed
    groups: dict[tuple[str, str], list[tuple[list[str] | dict[str, str], int | str]]] = {}
    revealed = set(new["revealed"])
    for space, tile in new["tiles"].items():
        if space not in revealed:
            groups.setdefault((tile[0], SP_TILES[tile].back), []).append((new["tiles"], space))
    holder = [new["set_aside"]]
    groups.setdefault(("F", SP_TILES[holder[0]].back), []).append((holder, 0))
    for slots in groups.values():
        _refill(slots, rng)
    new["set_aside"] = holder[0]
    return new


def south_pole_unseen_by(state: State, rng: random.Random, seat: int) -> State:
    """Like ``south_pole``, from one seat's side: the fronts that ``seat`` peeked at are in its own
    view (RSP-078), so those tiles stay where they are; every other face-down tile, the ones other
    seats peeked at included, and the set-aside flag tile are dealt again within their kind and
    back (RSP-077)."""
    new = copy.deepcopy(state)
    if new["result"] is not None:
        return new  # RSP-065: at the end every tile is revealed
    known = set(new["seats"][seat]["peeks"])
    groups: dict[tuple[str, str], list[tuple[list[str] | dict[str, str], int | str]]] = {}
    revealed = set(new["revealed"])
    for space, tile in new["tiles"].items():
        if space not in revealed and space not in known:
            groups.setdefault((tile[0], SP_TILES[tile].back), []).append((new["tiles"], space))
    holder = [new["set_aside"]]
    groups.setdefault(("F", SP_TILES[holder[0]].back), []).append((holder, 0))
    for slots in groups.values():
        _refill(slots, rng)
    new["set_aside"] = holder[0]
    return new


def pole_to_pole(state: State, rng: random.Random, keep_top: int) -> State:
    """PTP-012 and the hidden-information list (§ views): only the deck order (top = first) is secret."""
    new = copy.deepcopy(state)
    deck = new["deck"]
    kept = min(keep_top, len(deck))
    rest = deck[kept:]
    rng.shuffle(rest)
    new["deck"] = deck[:kept] + rest
    return new


def north_pole(state: State, rng: random.Random, keep_top: int) -> State:
    """RNP-003, RNP-021, RNP-022, RNP-127: the draw pile (top = first) is secret except the storm
    colour of its top card; face-down corner tokens and the scoreboard token are unseen greens;
    the compass stack and the set-aside tokens are an unseen mix of greens and blues."""
    new = copy.deepcopy(state)
    draw = new["draw"]
    kept = min(keep_top + 1, len(draw))  # the new top's storm colour is public after the draw
    fixed, rest = draw[:kept], draw[kept:]
    rng.shuffle(rest)
    if kept == 1 and rest:  # the top may be any card of the same storm colour
        same = [i for i, c in enumerate(rest) if NP_CARDS[c].colour == NP_CARDS[fixed[0]].colour]
        if same:
            i = rng.choice(same)
            fixed[0], rest[i] = rest[i], fixed[0]
    new["draw"] = fixed + rest
    corners = sorted(new["corner_tokens"])
    greens = [new["corner_tokens"][sq] for sq in corners]
    if new["score_token"] is not None:
        greens.append(new["score_token"])
    pool = new["stack"] + new["set_aside"]
    unseen_greens = greens + [t for t in pool if NP_TOKENS[t].colour == "green"]
    blues = [t for t in pool if NP_TOKENS[t].colour != "green"]
    rng.shuffle(unseen_greens)
    for sq in corners:
        new["corner_tokens"][sq] = unseen_greens.pop()
    if new["score_token"] is not None:
        new["score_token"] = unseen_greens.pop()
    mixed = unseen_greens + blues
    rng.shuffle(mixed)
    new["stack"], new["set_aside"] = mixed[: len(new["stack"])], mixed[len(new["stack"]) :]
    return new


def roll_in_one(state: State, rng: random.Random, keep_top: int) -> State:
    """RIO-034, RIO-076, RIO-135: caddie hands (unless ``open_hands``) and the deck order (top =
    first) are secret. Whether a ROLL or landing window opens shows that the seat holds a card
    of that window (RIO-127, RIO-131, RIO-135 allows "the seat is deciding"), so a hand card
    swaps only with an unseen card of the same window; hand sizes stay. Seat settings are
    private too (RIO-134), but they decide which windows open, which the public sees, so they
    are not re-dealt."""
    new = copy.deepcopy(state)
    deck = new["deck"]
    kept = min(keep_top, len(deck))
    by_window: dict[str, list[tuple[list[str] | dict[str, str], int | str]]] = {}
    for i in range(kept, len(deck)):
        by_window.setdefault(CADDIE[deck[i].split("#")[0]].window, []).append((deck, i))
    if not new["options"]["open_hands"]:
        for seat in new["seats"]:
            for i, card in enumerate(seat["hand"]):
                by_window.setdefault(CADDIE[card.split("#")[0]].window, []).append((seat["hand"], i))
    for slots in by_window.values():
        _refill(slots, rng)
    if not kept:
        rng.shuffle(deck)  # the deck's order across windows is secret too
    return new


def roll_in_one_unseen_by(state: State, rng: random.Random, seat: int) -> State:
    """Like ``roll_in_one``, from one seat's side: that seat's own hand is in its view (RIO-134),
    so it stays; the other seats' hands (unless ``open_hands``) swap with deck cards of the same
    window, and the deck order is shuffled (RIO-034, RIO-076, RIO-135)."""
    new = copy.deepcopy(state)
    deck = new["deck"]
    by_window: dict[str, list[tuple[list[str] | dict[str, str], int | str]]] = {}
    for i, card in enumerate(deck):
        by_window.setdefault(CADDIE[card.split("#")[0]].window, []).append((deck, i))
    if not new["options"]["open_hands"]:
        for other, info in enumerate(new["seats"]):
            if other != seat:
                for i, card in enumerate(info["hand"]):
                    by_window.setdefault(CADDIE[card.split("#")[0]].window, []).append((info["hand"], i))
    for slots in by_window.values():
        _refill(slots, rng)
    rng.shuffle(deck)  # the deck's order across windows is secret too
    return new


REDEALS: dict[str, Redeal] = {
    "amundsen-scott": amundsen_scott,
    "south-pole": south_pole,
    "pole-to-pole": pole_to_pole,
    "north-pole": north_pole,
    "roll-in-one": roll_in_one,
}


def redeal(key: str, state: State, rng: random.Random, keep_top: int = 0) -> State:
    return REDEALS[key](state, rng, keep_top)


def reseed(state: State, seed: int) -> State:
    """The same state with the generator of another seed: the seed and RNG state are secret."""
    new = copy.deepcopy(state)
    new["rng"] = save_rng(make_rng(seed))
    return new
