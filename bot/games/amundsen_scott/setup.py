"""Setting up a game (AVS-007–AVS-012, AVS-064–AVS-071), in the spec's RNG order:

1. the Amundsen seat (``rng.randrange(2)``, only when ``amundsen_seat`` is ``random``);
2. with ``patrons``: Amundsen's patron, then Scott's (``rng.choice`` over his nation's four, D2 order);
3. the deck (``rng.shuffle`` of C01–C55; the top is the list's end);
4. the row, position 1 first (officer removals are refilled at once);
5. Amundsen's starting cards, then Scott's.
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.engine import State, make_rng, save_rng

from .data import CARDS, EXPLORERS, HAND_LIMIT, PATRONS, ROW_SIZES
from .deck import deal_hidden, fill_position
from .state import Player, Work, seat_of


def _new_player(letter: str) -> Player:
    return {"explorer": letter, "route": 0, "q": None, "hand": [], "limit": HAND_LIMIT, "patron": None}


def initial_state(options: Mapping[str, object], seed: int) -> State:
    """Steps 1–3: seats, patrons and the shuffled deck, before anything is dealt."""
    rng = make_rng(seed)
    choice = options["amundsen_seat"]
    amundsen = rng.randrange(2) if choice == "random" else int(str(choice))
    players = [_new_player("A"), _new_player("S")] if amundsen == 0 else [_new_player("S"), _new_player("A")]
    if options["patrons"]:
        for letter in ("A", "S"):
            nation = [p.id for p in PATRONS.values() if p.nation == EXPLORERS[letter].nation]
            players[seat_of({"players": players}, letter)]["patron"] = {
                "id": rng.choice(nation),
                "spent": False,
                "removals": 0,
            }
    deck = list(CARDS)
    rng.shuffle(deck)
    row_size = ROW_SIZES["advanced" if options["advanced_row"] else "base"]
    return {
        "options": dict(options),
        "players": players,
        "row": [None] * row_size,
        "deck": deck,
        "discard": [],
        "removed": [],
        "exhaustions": 0,
        "phase": "main",
        "pending": None,
        "active": amundsen,
        "turn": 1,
        "result": None,
        "rng": save_rng(rng),
    }


def deal_opening(state: State) -> State:
    """Steps 4–5 and the setup patrons (AVS-010, AVS-011, AVS-066–AVS-068); returns the ready state."""
    work = Work(state)
    for index in range(len(state["row"])):
        fill_position(work, index)
    for letter in ("A", "S"):
        seat = seat_of(state, letter)
        patron = state["players"][seat]["patron"]
        power = PATRONS[patron["id"]].power if patron else None
        count = PATRONS[patron["id"]].value if patron and power == "start_cards" else 1
        deal_hidden(work, seat, count)
        if patron and power == "start_space":
            state["players"][seat]["route"] = PATRONS[patron["id"]].value
        if patron and power in ("start_cards", "start_space"):
            patron["spent"] = True
    final, _events = work.finish()
    return final
