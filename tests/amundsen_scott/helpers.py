"""Test helpers: build exact states for scenarios, a greedy bot, and hidden-card secrets."""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Sequence
from typing import Any

from bot.engine import Action, Event, State
from bot.games.amundsen_scott import GAME
from bot.games.amundsen_scott.data import CARDS

A, S = 0, 1  # in built states seat 0 plays Amundsen, seat 1 Scott


def build(
    *,
    a_hand: Sequence[str] = (),
    s_hand: Sequence[str] = (),
    a_at: int = 0,
    s_at: int = 0,
    a_q: int | None = None,
    s_q: int | None = None,
    row: Sequence[str | None] = ("C41", "C42", "C43"),
    deck: Sequence[str] | None = None,
    discard: Sequence[str] = (),
    active: int = A,
    exhaustions: int = 0,
    hidden: Iterable[str] = (),
    a_limit: int = 7,
    s_limit: int = 7,
    a_patron: dict[str, Any] | None = None,
    s_patron: dict[str, Any] | None = None,
    advanced_row: bool = False,
    seed: int = 7,
) -> State:
    """A main-phase state; ``deck`` is in draw order (default: every unused card, by id)."""
    state = GAME.setup(2, {"amundsen_seat": 0, "advanced_row": advanced_row}, seed)
    secret = set(hidden)
    used = {*a_hand, *s_hand, *(c for c in row if c), *discard}
    for seat, hand, at, q, limit, patron in (
        (A, a_hand, a_at, a_q, a_limit, a_patron),
        (S, s_hand, s_at, s_q, s_limit, s_patron),
    ):
        p = state["players"][seat]
        p["hand"] = [{"id": c, "hidden": c in secret} for c in hand]
        p["route"], p["q"], p["limit"], p["patron"] = at, q, limit, patron
    state["row"] = list(row)
    order = list(deck) if deck is not None else [c for c in CARDS if c not in used]
    state["deck"] = list(reversed(order))
    state["discard"] = list(discard)
    state["removed"] = []
    state["exhaustions"] = exhaustions
    state["active"] = active
    return state


def act(state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
    return GAME.apply(state, seat, action)


def hidden_ids(state: State) -> list[str]:
    return [c["id"] for p in state["players"] for c in p["hand"] if c["hidden"]]


def secret_ids(state: State) -> set[str]:
    """Ids no public view may name: hidden hand cards and deck cards.

    One exception: the discards of a pending effect were laid face up this turn, so naming them
    tells nothing even when the refill has just shuffled them into the new deck (AVS-021).
    """
    pending = state["pending"] or {}
    public = set(pending.get("cards") or []) if pending.get("kind") == "effect" else set()
    return {*hidden_ids(state), *state["deck"]} - public


def secrets(state: State) -> list[str]:
    """Quoted secret ids, and the deck order, as they would read in a view's JSON."""
    order = [json.dumps(state["deck"])] if len(state["deck"]) >= 2 else []
    return [f'"{c}"' for c in sorted(secret_ids(state))] + order


def greedy_choice(state: State, seat: int, legal: list[Action], rng: random.Random) -> Action:
    """A simple sensible bot: the Pole, long advances and attacks first, else a random take."""

    def score(action: Action) -> float:
        kind = action["type"]
        if kind == "pole":
            return 100
        if kind == "advance":
            return 10 + 5 * int(action["spaces"])
        if kind in ("lose_way", "return"):
            return 20 + int(action.get("to") or 0)
        if kind in ("penalty", "loss", "compass"):
            return 8
        if kind == "weather":
            return 30 if action["advance"] else 0
        if kind == "effect":
            return 5 if action["card"] else 0
        if kind == "freeze":
            return -10
        return rng.random() * 6

    return max(legal, key=score)


def greedy_game(seed: int, options: dict[str, object] | None = None) -> list[State]:
    """States of one greedy self-play game from setup to its end."""
    rng = random.Random(seed)
    state = GAME.setup(2, options or {}, seed)
    states = [state]
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        action = greedy_choice(state, seat, GAME.legal_actions(state, seat), rng)
        state, _ = GAME.apply(state, seat, action)
        states.append(state)
        assert len(states) < 800
    return states


def types(state: State, seat: int) -> set[str]:
    """The kinds of legal action a seat has now."""
    return {a["type"] for a in GAME.legal_actions(state, seat)}


def of_type(state: State, seat: int, kind: str) -> list[Action]:
    return [a for a in GAME.legal_actions(state, seat) if a["type"] == kind]


def hand(state: State, seat: int) -> list[str]:
    return [c["id"] for c in state["players"][seat]["hand"]]


def where(state: State, seat: int) -> str:
    """The pawn's space id as the public view names it ("A3", "SQ2", "AP")."""
    space: str = GAME.view(state, None)["explorers"][seat]["space"]
    return space


def potential(state: State) -> int:
    """AVS-108's Φ: 2 × (deck + row) + hand cards (unspent patron wilds too) + 110 before the reshuffle."""
    in_play = len(state["deck"]) + sum(1 for c in state["row"] if c is not None)
    patrons = [p["patron"] for p in state["players"] if p["patron"]]
    wilds = sum(1 for p in patrons if p["id"] in ("N4", "B4") and not p["spent"])
    hands = sum(len(p["hand"]) for p in state["players"]) + wilds
    return 2 * in_play + hands + (110 if state["exhaustions"] == 0 else 0)


def reachable(controls: Sequence[object]) -> set[int]:
    """Indices into the legal list that buttons and choice selects offer directly."""
    from bot.ui.controls import Buttons, ChoiceSelect

    return {c.index for row in controls if isinstance(row, Buttons | ChoiceSelect) for c in row.choices}
