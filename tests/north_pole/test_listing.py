"""The fast listing of plays (``listing``) agrees with the rules as written in ``moves``.

``reference_plays`` lists plays the plain way: every source card and Emergency copy, every
acting pawn, every path of the card's shape, each checked with ``moves.check_move`` or
``check_sling`` (RNP-033–065). Random game states are shaken up (Holes, Igloos, the bear, an
empty compass stack, pawns in camps and sharing squares, any rotation and disc, gear) so the
rare branches are met, and both listings must give the same actions, labels and order.
"""

from __future__ import annotations

import random

import pytest

from bot.engine import Action, State
from bot.games.north_pole import GAME
from bot.games.north_pole.board import CAMPS, CENTRAL, DISCS, GRID_NAMES, ORTHO, POLE, camp_side, disc_kind
from bot.games.north_pole.data import CARDS
from bot.games.north_pole.listing import has_play, plays
from bot.games.north_pole.moves import (
    GEAR_ITEMS,
    Checked,
    actors,
    candidate_paths,
    check_move,
    check_sling,
    copyable,
    sources,
)
from bot.games.north_pole.state import BEAR, holds
from bot.games.north_pole.words import direction_words, pawn_label, plural


def reference_plays(state: State, seat: int) -> list[Action]:
    """The legal plays listed straight from the rule checks, as the engine listed them before."""
    gear = {g for g, item in GEAR_ITEMS.items() if holds(state, seat, item)}
    found: list[Action] = []
    for card_field, card_id in sources(state, seat):
        played = CARDS[card_id]
        performed = copyable(state) if played.symbol == "Emergency" else [(None, played)]
        for copy, done in performed:
            face = f"{done.symbol} ({plural(done.points, 'point')})"
            shown = ("Backpack " if card_field == "BP" else "") + (f"Emergency as {face}" if copy else face)
            for pawn in actors(state, seat):
                start = state["pawns"][pawn]
                ways: list[object] = (
                    list(ORTHO) if done.symbol == "Sling" else candidate_paths(done.symbol, start)  # type: ignore[assignment]
                )
                for how in ways:
                    if isinstance(how, str):
                        verdict = check_sling(state, seat, pawn, how)
                    else:
                        assert isinstance(how, list)
                        verdict = check_move(state, seat, pawn, done.type, how)
                    if not isinstance(verdict, Checked) or not verdict.needs <= gear:
                        continue
                    action: Action = {"type": "sling" if isinstance(how, str) else "move", "card": card_field}
                    if copy is not None:
                        action["copy"] = copy
                    action["pawn"] = pawn
                    action["dir" if isinstance(how, str) else "path"] = how
                    used = [g for g in GEAR_ITEMS if g in verdict.needs]
                    if used:
                        action["gear"] = used
                    extras = "".join(f" with {GEAR_ITEMS[g]}" for g in used)
                    mover = pawn_label(state, seat, pawn)
                    target = verdict.target
                    if isinstance(how, str):
                        aimed = pawn_label(state, seat, target) if target else "nobody"
                        words = f"{mover} on {start} slings {direction_words(how)} at {aimed}"
                    else:
                        squares = [start, *how] if how[-1] == POLE and len(how) == 2 else [start, how[-1]]
                        words = f"{mover} {' → '.join('the Pole' if sq == POLE else sq for sq in squares)}"
                        words += f", ambush {pawn_label(state, seat, target)}" if target else ""
                    action["label"] = f"{shown}: {words}{extras}"[:80]
                    found.append(action)
    return found


def random_states(count: int) -> list[State]:
    """States met in random games of every player count, then shaken up."""
    states: list[State] = []
    pick = random.Random(2024)
    options = [(2, {}), (3, {}), (4, {}), (4, {"teams": True})]
    while len(states) < count:
        players, chosen = options[len(states) % len(options)]
        state = GAME.setup(players, chosen, pick.randrange(10**9))
        for _ in range(pick.randrange(300)):
            if GAME.outcome(state) is not None:
                break
            seat = GAME.to_act(state)[0]
            state, _ = GAME.apply(state, seat, pick.choice(GAME.legal_actions(state, seat)))
        if GAME.outcome(state) is None:
            states.append(shake(state, pick))
    return states


def shake(state: State, pick: random.Random) -> State:
    state = {**state, "pawns": dict(state["pawns"]), "holes": dict(state["holes"]), "igloos": dict(state["igloos"])}
    state["seats"] = [{**info, "equipment": list(info["equipment"])} for info in state["seats"]]
    state["slots"] = dict(state["slots"])
    seat = state["turn"]["seat"]
    grid = sorted(GRID_NAMES)
    if pick.random() < 0.3:
        state["stack"] = []  # RNP-068: camp rules everywhere, pawns may share squares
    for pawn in state["pawns"]:
        roll = pick.random()
        if roll < 0.1:
            state["pawns"][pawn] = pick.choice(CENTRAL)  # Pole entries, with or without a gate
        elif roll < 0.3:
            state["pawns"][pawn] = pick.choice(grid)
        elif roll < 0.35 and pawn != BEAR:
            side = next(s["side"] for s in state["seats"] if pawn.startswith(s["colour"]))
            state["pawns"][pawn] = pick.choice(CAMPS[side])
    for square in pick.sample(grid, pick.randrange(3)):
        if square not in state["pawns"].values():
            state["holes"][square] = "T27"
    for pawn, at in state["pawns"].items():
        if at in GRID_NAMES and at not in CENTRAL and pick.random() < 0.3:
            state["igloos"][pawn] = "T16"
    state["r"] = pick.randrange(4)
    state["disc"] = pick.choice(sorted(DISCS[disc_kind(state["disc"])]))
    equipment = state["seats"][seat]["equipment"]
    for token in ("T05", "T18"):  # Snowshoes, Pickaxe
        if pick.random() < 0.5 and token not in equipment:
            equipment.append(token)
    for slot in state["slots"]:
        if pick.random() < 0.3:
            state["slots"][slot] = pick.choice(sorted(CARDS))  # Emergencies and Slings included
    return state


STATES = random_states(240)


@pytest.mark.parametrize("index", range(len(STATES)))
def test_rnp_033_065_fast_listing_equals_the_rule_checks(index: int) -> None:
    """RNP-033–065: the same plays, labels and order as checking every path by the rules."""
    state = STATES[index]
    seat = state["turn"]["seat"]
    expected = reference_plays(state, seat)
    assert plays(state, seat) == expected
    assert has_play(state, seat) == bool(expected)


@pytest.mark.parametrize("index", range(0, len(STATES), 4))
def test_narrowed_listing_is_the_full_listing_filtered(index: int) -> None:
    """Matching a submitted play lists only the plays of its card, pawn and path or direction,
    in the full listing's order."""
    state = STATES[index]
    seat = state["turn"]["seat"]
    full = plays(state, seat)
    for action in full[:: max(1, len(full) // 6)]:
        way = action.get("dir", action.get("path"))
        narrowed = plays(state, seat, action["card"], action["pawn"], way)
        assert narrowed == [
            a
            for a in full
            if a["card"] == action["card"] and a["pawn"] == action["pawn"] and a.get("dir", a.get("path")) == way
        ]
        assert action in narrowed


def test_shaken_states_meet_the_rare_branches() -> None:
    """The sample is worth its name: ambushes, Igloos, Holes, gear, camps and shared squares occur."""
    listed = [a for state in STATES for a in plays(state, state["turn"]["seat"])]
    labels = " ".join(a["label"] for a in listed)
    assert "ambush" in labels and "slings" in labels and "the Pole" in labels
    assert "with Snowshoes" in labels and "with Pickaxe" in labels and "Emergency as" in labels
    assert any(not s["stack"] for s in STATES) and any(s["holes"] for s in STATES) and any(s["igloos"] for s in STATES)
    assert any(a["pawn"] == BEAR for a in listed)
    assert any(a["type"] == "move" and camp_side(a["path"][-1]) for a in listed)
    assert any(not s["stack"] and len(occupied(s)) > len(set(occupied(s))) for s in STATES)


def occupied(state: State) -> list[str]:
    return [at for at in state["pawns"].values() if at in GRID_NAMES]
