"""Building scenario states by hand (RNP §20) and driving them by canonical action text."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from bot.engine import Event, IllegalAction, State, find_action
from bot.games.north_pole import GAME
from bot.games.north_pole.notation import parse, to_text
from bot.games.north_pole.turns import begin_turn

SEED = 7_654_321_987


def scenario(players: int = 2, teams: bool = False, disc: str | None = None, seed: int = SEED) -> State:
    """RNP §20 defaults: seat 0 (S orange) to play its main play, r = 0, all pawns on ships,
    the bear in the supply, orange holding T01 and T05, and no Holes or Igloos."""
    state = GAME.setup(players, {"teams": True} if teams else {}, seed)
    for pawn in state["pawns"]:
        state["pawns"][pawn] = "ship"
    state["pawns"]["bear"] = "supply"
    state["disc"] = disc or ("NE+SW" if teams else "NE")
    begin_turn(state, 0, 1, 0)
    state["turn"]["phase"] = "main"
    return state


def card_places(state: State) -> list[tuple[Any, Any]]:
    """(container, key) pairs that may hold a card: slots, then the three piles."""
    places: list[tuple[Any, Any]] = [(state["slots"], slot) for slot in state["slots"]]
    for pile in ("draw", "discard", "storm"):
        places += [(state[pile], i) for i in range(len(state[pile]))]
    return places


def put_card(state: State, card: str, container: Any, key: Any) -> None:
    """Put ``card`` at ``container[key]`` by swapping it with what is there, so no card is lost."""
    for where, at in card_places(state):
        if where[at] == card:
            where[at], container[key] = container[key], card
            return
    raise AssertionError(f"{card} not found")


def deal(state: State, **slots: str | None) -> None:
    """Set slot contents, e.g. deal(state, S1="C017"); None empties a slot into the discard pile."""
    for slot, card in slots.items():
        if card is None:
            if state["slots"][slot] is not None:
                state["discard"].append(state["slots"][slot])
            state["slots"][slot] = None
        else:
            put_card(state, card, state["slots"], slot)


def set_draw_top(state: State, card: str) -> None:
    put_card(state, card, state["draw"], 0)


def set_storm(state: State, cards: list[str]) -> None:
    state["discard"] += state["storm"]
    state["storm"] = []
    for card in cards:
        for where, at in card_places(state):
            if where[at] == card:
                if isinstance(where, list):
                    where.pop(at)
                else:
                    replacement = next(c for c in state["draw"] if c not in cards)
                    state["draw"].remove(replacement)
                    where[at] = replacement
                break
        state["storm"].append(card)


def set_stack_top(state: State, token: str) -> None:
    """Make ``token`` the top of the compass stack, swapping it with wherever it lay."""
    top = state["stack"][0]
    if token in state["stack"]:
        i = state["stack"].index(token)
        state["stack"][0], state["stack"][i] = token, top
        return
    if token in state["set_aside"]:
        state["set_aside"][state["set_aside"].index(token)] = top
    elif token in state["corner_tokens"].values():
        square = next(sq for sq, t in state["corner_tokens"].items() if t == token)
        state["corner_tokens"][square] = top
    elif state["score_token"] == token:
        state["score_token"] = top
    else:
        raise AssertionError(f"{token} is not hidden")
    state["stack"][0] = token


def set_score_token(state: State, token: str) -> None:
    if state["score_token"] == token:
        return
    set_stack_top(state, token)
    state["stack"][0], state["score_token"] = state["score_token"], token


def texts(state: State, seat: int | None = None) -> list[str]:
    who = GAME.to_act(state)[0] if seat is None else seat
    return [to_text(state, a) for a in GAME.legal_actions(state, who)]


def act(state: State, text: str, seat: int | None = None) -> tuple[State, list[Event]]:
    """Apply the action written in canonical text (it must be legal)."""
    who = GAME.to_act(state)[0] if seat is None else seat
    legal = find_action(GAME.legal_actions(state, who), parse(text))
    assert legal is not None, f"{text!r} is not legal; legal: {texts(state, who)}"
    return GAME.apply(state, who, legal)


def refused(state: State, text: str, seat: int | None = None) -> str:
    """The refusal reason for an action text; checks the state is left unchanged."""
    who = GAME.to_act(state)[0] if seat is None else seat
    before = repr(state)
    with pytest.raises(IllegalAction) as error:
        GAME.apply(state, who, parse(text))
    assert repr(state) == before
    assert error.value.reason.endswith(".")
    return error.value.reason


def all_cards(state: State) -> list[str]:
    cards = [c for c in state["slots"].values() if c] + state["draw"] + state["discard"] + state["storm"]
    cards += [s["backpack"]["card"] for s in state["seats"] if s["backpack"]]
    if state["turn"].get("play"):
        cards.append(state["turn"]["play"]["card"])
    return cards


def all_tokens(state: State) -> list[str]:
    tokens = [t for s in state["seats"] for t in s["equipment"]]
    tokens += state["stack"] + state["set_aside"] + state["token_discard"] + state["removed"]
    tokens += list(state["corner_tokens"].values()) + list(state["holes"].values()) + list(state["igloos"].values())
    if state["score_token"]:
        tokens.append(state["score_token"])
    return tokens


class PoleSeeker(random.Random):
    """A random chooser that leans towards the Pole: ``choice`` over legal actions prefers plays
    that enter P or end nearer the centre (and ambushes), otherwise it picks uniformly. Passed
    as ``chooser`` to ``random_playthrough`` it gives random games that actually finish."""

    def choice(self, seq: Sequence[Any]) -> Any:
        if not seq or not isinstance(seq[0], dict) or self.random() < 0.25:
            return super().choice(seq)
        scored = [(self._score(a), i) for i, a in enumerate(seq)]
        best = max(score for score, _ in scored)
        return seq[super().choice([i for score, i in scored if score == best])]

    @staticmethod
    def _score(action: dict[str, Any]) -> float:
        kind = action.get("type")
        if kind == "move":
            end = action["path"][-1]
            if end == "P":
                return 10.0
            if action["pawn"] == "bear":
                return 0.0
            c, r = "zabcdefghi".index(end[0]) - 1, int(end[1:]) - 1
            return 6.0 - max(abs(c - 3.5), abs(r - 3.5))
        if kind == "sling":
            return 4.0
        if kind in ("husky", "camp"):
            return 5.0
        return 0.5 if kind in ("end", "overflow") else 0.0


def nothing_to_play() -> State:
    """Seat 0 with no legal play and no equipment (RNP-129): its only choice is Refresh, and the
    cards it draws (C001, C017, C033) leave it nothing to pay with."""
    state = scenario()
    state["token_discard"] += state["seats"][0]["equipment"]
    state["seats"][0]["equipment"] = []
    state["pawns"].update({"orange1": "b6", "blue1": "f3"})
    deal(state, S1="C085", S2="C093", S3="C096")  # Slings with no target in b6's lines
    for i, card in enumerate(("C001", "C017", "C033")):
        put_card(state, card, state["draw"], i)
    return state
