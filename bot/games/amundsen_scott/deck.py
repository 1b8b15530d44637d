"""Deck, discard pile and open row: draws, the one reshuffle, the dead deck, officers (AVS-019–AVS-024)."""

from __future__ import annotations

from bot.engine import event, who
from bot.i18n.message import msg, nmsg

from .data import CARDS, PATRONS, ROW_SIZES
from .state import Work, player
from .words import card_title


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
                nmsg(
                    "The deck ran out: the discard pile ({n} card) is shuffled into a new deck.",
                    "The deck ran out: the discard pile ({n} cards) is shuffled into a new deck.",
                    len(pile),
                ),
            )
        )
        return
    state["exhaustions"] = 2
    work.events.append(event("deck_dead", msg("The deck ran out for the second time: no more cards will be drawn.")))


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
                msg("{who}'s Army Officer removes {card} from the row.", who=who(seat), card=card_title(card_id)),
                card=card_id,
            )
        )
        return True
    return False

TITLE_DATA = {card: card_title(card).data() for card in CARDS}  # a refill's card, as its message saves it


# What a refill reports, per card and row index: a Take refills the row every turn.
REFILL_TEXTS = {
    card: [
        msg("{card} enters the row at position {n}.", card=card_title(card), n=at).english()
        for at in range(1, max(ROW_SIZES.values()) + 1)
    ]
    for card in CARDS
}


def fill_position(work: Work, index: int) -> None:
    """Deals into row ``index`` (0 = position 1), replacing officer removals at once (AVS-071)."""
    fill_positions(work, index, index + 1)


def fill_positions(work: Work, start: int, stop: int) -> None:
    """Deals into row indexes ``start`` to ``stop`` - 1 in turn, as ``fill_position`` each."""
    state = work.state
    row = state["row"]
    events = work.events
    players = state["players"]
    # Only a patron can be an Army Officer (AVS-069): without patrons no card is asked about.
    patrons = players[0]["patron"] is not None or players[1]["patron"] is not None
    for index in range(start, stop):
        while True:
            card = draw(work)
            row[index] = card
            if card is None:
                break
            # What ``event`` builds, spelled out.
            said = {"id": "{card} enters the row at position {n}.", "args": {"card": TITLE_DATA[card], "n": index + 1}}
            events.append(
                {"type": "refill", "text": REFILL_TEXTS[card][index], "msg": said, "card": card, "position": index + 1}
            )
            if not patrons or not _officer_removes(work, card):
                break
            row[index] = None


def slide_and_refill(work: Work) -> None:
    """AVS-019 steps 3–4: close the gaps towards position 1, then refill lowest empty first."""
    row = work.state["row"]
    remaining = [c for c in row if c is not None]
    kept, size = len(remaining), len(row)
    if kept == size:
        return
    # Cards before the first gap stay; every card after it slides (a gap is left behind it).
    stay = row.index(None)
    if kept > stay:
        slid = remaining[stay:]
        positions = list(range(stay + 1, kept + 1))
        steps = [
            msg("{card} slides to position {n}", card=card_title(card), n=at) for at, card in enumerate(slid, stay + 1)
        ]
        moves = steps[0]
        for step in steps[1:]:
            moves = msg("{moves}; {move}", moves=moves, move=step)
        said = msg("{moves}.", moves=moves)
        # AVS-089: the slide is a public change, so it is named like the take and the refills.
        slide = {"type": "slide", "text": said.english(), "msg": said.data(), "cards": slid, "positions": positions}
        work.events.append(slide)
    remaining += [None] * (size - kept)
    work.state["row"] = remaining
    fill_positions(work, kept, size)  # the gaps are all at the end now


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
        text = nmsg("{who} drew a hidden card.", "{who} drew {n} hidden cards.", len(drawn), who=who(seat))
        work.events.append(event("draw_hidden", text, seat=seat, count=len(drawn)))
    return drawn
