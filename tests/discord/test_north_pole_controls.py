"""The North Pole presenter's own words and steps, on plain data from random games.

The generic reachability test proves every play is reachable in at most four clicks; these
check what a player reads on the way: card, then pawn, then where to, in plain words.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import cache

from bot.engine import Action, State
from bot.games.north_pole import GAME
from bot.games.north_pole.data import CARDS, TOKENS
from bot.games.north_pole.moves import sling_target
from cogs.north_pole import NorthPole
from tests.contract import random_playthrough
from tests.ui.walk import Click, reach

PRESENTER = NorthPole.presenter


@cache
def states() -> list[State]:
    return [s for seed in range(2) for s in random_playthrough(GAME, 3, {}, seed, 40_000).states[::9]]


Route = tuple[State, list[Action], dict[int, list[Click]]]


def routes(where: Callable[[State, list[Action]], bool]) -> Iterator[Route]:
    """Each state (of the seat to act) that ``where`` picks, with the clicks to every legal action."""
    for state in states():
        if GAME.outcome(state) is None and where(state, legal := GAME.legal_actions(state, GAME.to_act(state)[0])):
            seat = GAME.to_act(state)[0]
            found = reach(PRESENTER, GAME.view(state, None), GAME.view(state, seat), seat, legal)
            yield state, legal, {i: list(path) for i, path in found.items()}


def test_a_big_move_list_narrows_by_card_then_pawn_then_square() -> None:
    """RNP-033/035: a play is a card, a pawn and a path; ~100+ plays take at most four clicks,
    and every click after the card's names the card, so each step reads on its own."""
    state, legal, found = max(routes(lambda s, legal: len(legal) > 60), key=lambda r: len(r[1]))
    assert len(legal) > 100
    view = GAME.view(state, None)
    checked = 0
    for index, clicks in found.items():
        action = legal[index]
        if action["type"] != "move" or len(clicks) < 3:
            continue
        symbol = view["slots"].get(action["card"], {"symbol": "Emergency"})["symbol"]
        assert clicks[0].label.startswith(symbol)
        if "copy" in action:  # an Emergency asks which card it copies before the pawn
            assert re.match(r"Emergency as (your |the \w+ player's |a free side's )[A-Z]", clicks[1].label)
        pawn = clicks[1 + ("copy" in action)].label
        assert re.match(rf"{symbol} .*: (your pawn|the Polar Bear) on [a-z]\d$", pawn), pawn
        assert all(c.label.startswith(pawn) for c in clicks[2 + ("copy" in action) :])
        assert len(clicks) <= 4 and "C0" not in " ".join(c.label for c in clicks)
        checked += 1
    assert checked > 20


def test_twin_cards_are_told_apart_by_their_place() -> None:
    """RNP-015: two facing cards that read the same are named by place (left, middle, right)."""
    seen = 0
    for state, legal, found in routes(lambda s, legal: any(a["type"] == "move" for a in legal)):
        side = state["seats"][state["turn"]["seat"]]["side"]
        faces = [CARDS[state["slots"][f"{side}{n}"]] if state["slots"][f"{side}{n}"] else None for n in (1, 2, 3)]
        words = [(f.symbol, f.points, f.colour) if f else None for f in faces]
        twins = {n for n, w in enumerate(words, 1) if w and words.count(w) == 2}
        if not twins:
            continue
        places = {f"{side}{n}": word for n, word in zip((1, 2, 3), ("left", "middle", "right"), strict=True)}
        steps = {
            legal[i]["card"]: c[0].label for i, c in found.items() if len(c) > 1 and legal[i].get("card") in places
        }
        for slot, label in steps.items():  # the card step: cards in full, colour included
            assert label.endswith(f", {places[slot]} card") == (int(slot[1]) in twins), label
        seen += any(int(slot[1]) in twins for slot in steps)
    assert seen


def test_an_emergency_for_a_sling_is_told_apart_from_one_for_a_move() -> None:
    """RNP-034: one Emergency can copy a move or a Sling; its two buttons say which."""
    seen = 0
    for _state, legal, found in routes(lambda s, legal: any("copy" in a for a in legal)):
        for index, clicks in found.items():
            action = legal[index]
            if "copy" in action and len(clicks) > 2 and clicks[0].label.startswith("Emergency"):
                assert clicks[0].label.endswith(" as a Sling") == (action["type"] == "sling"), clicks[0].label
                seen += action["type"] == "sling"
    assert seen


def test_a_storm_says_which_way_and_what_turned() -> None:
    """RNP-080/013: the storm line gives the direction, then what the ice carried round."""
    storm = {"type": "storm", "text": "Storm! 10 storm points reach 10: the ice turns with a half turn."}
    lines = PRESENTER.event_lines([{"type": "move", "text": "{p0} played March."}, storm], ["Ann", "Bo", "Cy"])
    assert lines[0] == "Ann played March."
    assert lines[1].startswith(storm["text"]) and "Pawns, cracks and the cards on the ice turned" in lines[1]


def test_after_a_refresh_ending_the_turn_says_no_card_is_played() -> None:
    """RNP-075: after a Refresh the choice is to give up a token and play, or to play none."""
    state = next(s for s in states() if any(a["type"] == "refresh" for a in GAME.legal_actions(s, GAME.to_act(s)[0])))
    seat = GAME.to_act(state)[0]
    state, _ = GAME.apply(state, seat, {"type": "refresh"})
    legal, view = GAME.legal_actions(state, seat), GAME.view(state, None)
    labels = [c.label for path in reach(PRESENTER, view, GAME.view(state, seat), seat, legal).values() for c in path]
    assert "Play none of the new cards" in labels and "End turn" not in labels
    assert "or play none of them" in PRESENTER.prompt(view, seat, legal)
    state, _ = GAME.apply(state, seat, {"type": "end"})
    assert [a["label"] for a in GAME.legal_actions(state, seat)] == ["End turn"]  # RNP-077: then the window


def test_ambushes_and_slings_name_the_victim() -> None:
    """RNP-057/062: an ambush or a Sling says whose pawn it hits."""
    seen = 0
    for state, legal, found in routes(lambda s, legal: any(a["type"] == "sling" for a in legal)):
        for index, clicks in found.items():
            if (action := legal[index])["type"] == "sling":
                target = sling_target(state, state["pawns"][action["pawn"]], action["dir"])
                assert target is not None
                victim = "the Polar Bear" if target == "bear" else f"the {target.rstrip('0123456789')} pawn"
                way = {"N": "north", "E": "east", "S": "south", "W": "west"}[action["dir"]]
                assert f" slings {way} at {victim}" in clicks[-1].label
                seen += 1
    assert seen


def test_a_fourth_token_is_used_or_discarded_by_name() -> None:
    """RNP-093: with four tokens, each choice names the equipment, never a token id."""
    state = next(s for s in reversed(states()) if s["turn"]["phase"] == "main" and GAME.outcome(s) is None)
    seat = state["turn"]["seat"]
    four = [next(t for t, token in TOKENS.items() if token.item == item) for item in ("Compass", "Igloo", "Husky")]
    state = {**state, "turn": {**state["turn"], "phase": "overflow"}, "seats": [dict(s) for s in state["seats"]]}
    state["seats"][seat]["equipment"] = [*four, next(t for t, token in TOKENS.items() if token.item == "Snowshoes")]
    legal = GAME.legal_actions(state, seat)
    found = reach(PRESENTER, GAME.view(state, None), GAME.view(state, seat), seat, legal)
    labels = {path[-1].label for path in found.values()}
    assert len(found) == len(legal)
    assert {"Discard Compass", "Discard Igloo", "Discard Husky", "Discard Snowshoes"} <= {
        x.split(" (")[0] for x in labels
    }
    routes_read = [" / ".join(click.label for click in path) for path in found.values()]
    assert "Use one / Husky" in routes_read and any(
        r.startswith("Use one / Compass / Use Compass: open") for r in routes_read
    )
    assert not any(re.search(r"\bT\d\d\b", r) for r in routes_read)  # no token ids
