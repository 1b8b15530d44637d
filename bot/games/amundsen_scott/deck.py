"""Deck, discard pile and open row: draws, the one reshuffle, the dead deck, officers (AVS-019–AVS-024)."""

from __future__ import annotations

from bot.engine import event, who

from .cards import TITLES, title
from .data import CARDS, PATRONS
from .state import Work, player


def draw(work: Work) -> str | None:
    """The top deck card, or None once the deck is dead. Emptying the deck exhausts it at once."""
    state = work.state
    if state["exhaustions"] >= 2 or not state["deck"]:
        return None
    card: str = state["deck"].pop()
    if not state["deck"]:
        _exhaust(work)
    return card


def _exhaust(work: Work) -> None:
    """AVS-021–AVS-023: the first exhaustion reshuffles the discard pile, the second kills the deck."""
    state = work.state
    state["exhaustions"] += 1
    if state["exhaustions"] == 1 and state["discard"]:
        pile = list(state["discard"])
        work.rng.shuffle(pile)
        state["deck"] = pile
        state["discard"] = []
        work.events.append(
            event(
                "reshuffle",
                f"The deck ran out: the discard pile ({len(pile)} card{'' if len(pile) == 1 else 's'}) "
                "is shuffled into a new deck.",
            )
        )
        return
    state["exhaustions"] = 2
    work.events.append(event("deck_dead", "The deck ran out for the second time: no more cards will be drawn."))


def _officer_removes(work: Work, card_id: str) -> bool:
    """AVS-069–AVS-071: an active Army Officer removes the card if it is his target type."""
    for seat, p in enumerate(work.state["players"]):
        patron = p["patron"]
        if not patron or patron["spent"]:
            continue
        officer = PATRONS[patron["id"]]
        if officer.power != "officer" or CARDS[card_id].type != officer.target:
            continue
        patron["removals"] += 1
        if patron["removals"] >= officer.value:
            patron["spent"] = True
        work.state["removed"].append(card_id)
        work.events.append(
            event(
                "removed",
                f"{who(seat)}'s Army Officer removes {title(card_id)} from the row.",
                card=card_id,
            )
        )
        return True
    return False


def fill_position(work: Work, index: int) -> None:
    """Deals into row ``index`` (0 = position 1), replacing officer removals at once (AVS-071)."""
    row = work.state["row"]
    while True:
        card = draw(work)
        row[index] = card
        if card is None:
            return
        # What ``event`` builds, spelled out: a Take refills the row every turn.
        text = f"{TITLES[card]} enters the row at position {index + 1}."
        work.events.append({"type": "refill", "text": text, "card": card, "position": index + 1})
        if not _officer_removes(work, card):
            return
        row[index] = None


def slide_and_refill(work: Work) -> None:
    """AVS-019 steps 3–4: close the gaps towards position 1, then refill lowest empty first."""
    row = work.state["row"]
    remaining = [c for c in row if c is not None]
    work.state["row"] = remaining + [None] * (len(row) - len(remaining))
    slid: list[str] = []
    positions: list[int] = []
    moves: list[str] = []
    for new, card in enumerate(remaining):
        if row[new] != card:
            slid.append(card)
            positions.append(new + 1)
            moves.append(f"{TITLES[card]} slides to position {new + 1}")
    if slid:
        # AVS-089: the slide is a public change, so it is named like the take and the refills.
        work.events.append(event("slide", "; ".join(moves) + ".", cards=slid, positions=positions))
    for index in range(len(remaining), len(row)):  # the gaps are all at the end now
        fill_position(work, index)


def deal_hidden(work: Work, seat: int, count: int) -> list[str]:
    """Face-down draws into a hand (AVS-011, AVS-067, AVS-053): hidden, never named in events."""
    drawn: list[str] = []
    for _ in range(count):
        card = draw(work)
        if card is None:
            break
        player(work.state, seat)["hand"].append({"id": card, "hidden": True})
        drawn.append(card)
    if drawn:
        noun = "a hidden card" if len(drawn) == 1 else f"{len(drawn)} hidden cards"
        work.events.append(event("draw_hidden", f"{who(seat)} drew {noun}.", seat=seat, count=len(drawn)))
    return drawn
