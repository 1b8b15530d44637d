"""Structural secrecy over many seeded games (AVS-056–AVS-058, AVS-087–AVS-089).

For every state: the public view and the *other* seat's view never name a hidden card (by id
anywhere, or by name outside a card the view shows openly), the deck, the seed or the RNG.
For every applied move: the events never name a card that is still hidden or still in the
deck, and their texts name only cards the event itself reports by id.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator, Sequence
from typing import Any

from bot.engine import Event, State
from bot.games.amundsen_scott import GAME
from bot.games.amundsen_scott.cards import title
from bot.games.amundsen_scott.data import CARDS, PATRON_WILDS
from tests.contract import random_playthrough

from .helpers import greedy_choice, secret_ids

OPTION_SETS: list[dict[str, object]] = [
    {},
    {"patrons": True},
    {"advanced_row": True},
    {"patrons": True, "advanced_row": True},
]
ALL_IDS = set(CARDS) | set(PATRON_WILDS)
TITLES = sorted({title(c) for c in ALL_IDS}, key=len, reverse=True)
ID_PATTERN = re.compile(r"\b(?:C\d\d|[NB][1-4])\b")


class Eager(random.Random):
    def choice(self, seq: Sequence[Any]) -> Any:
        if seq and isinstance(seq[0], dict):
            seq = [a for a in seq if a["type"] != "freeze"] or list(seq)
        return super().choice(seq)


def greedy(seed: int, options: dict[str, object]) -> list[tuple[State, list[Event], State]]:
    rng = random.Random(seed)
    state = GAME.setup(2, options, seed)
    steps = []
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        after, events = GAME.apply(state, seat, greedy_choice(state, seat, GAME.legal_actions(state, seat), rng))
        steps.append((state, events, after))
        state = after
    return steps


def games() -> Iterator[tuple[int, list[tuple[State, list[Event], State]]]]:
    """(seed, [(before, events, after)]) for random, eager and greedy games over every option set."""
    for i, options in enumerate(OPTION_SETS):
        for k in range(3):
            seed = 700_000_001 + 7919 * (4 * k + i)
            chooser = Eager(seed) if k else None
            run = random_playthrough(GAME, 2, options, seed, 700, chooser)
            steps = []
            for n, (seat, action) in enumerate(run.moves):
                _after, events = GAME.apply(run.states[n], seat, action)
                steps.append((run.states[n], events, run.states[n + 1]))
            yield seed, steps
        yield seed + 1, greedy(seed + 1, options)


GAMES = list(games())


def hidden_of(state: State, seat: int) -> set[str]:
    return {c["id"] for c in state["players"][seat]["hand"] if c["hidden"]}


def is_card_view(node: dict[str, Any]) -> bool:
    """A card as views show it: {id, type, name, colour} (a patron's dict has no colour)."""
    return node.get("id") in ALL_IDS and {"type", "name", "colour"} <= set(node)


def free_strings(node: Any) -> Iterator[str]:
    """Every string in the view except the names of the cards it shows (checked separately)."""
    if isinstance(node, dict):
        is_card = is_card_view(node)
        for key, value in node.items():
            if is_card and key in ("name", "id"):
                continue
            if key == "id" and isinstance(value, str) and "{" in value:
                continue  # a message's template ("{who} follows the Compass to {space}."): its args are checked
            yield from free_strings(value)
    elif isinstance(node, list):
        for item in node:
            yield from free_strings(item)
    elif isinstance(node, str):
        yield node


def shown_cards(node: Any) -> Iterator[dict[str, Any]]:
    if isinstance(node, dict):
        if is_card_view(node):
            yield node
        for value in node.values():
            yield from shown_cards(value)
    elif isinstance(node, list):
        for item in node:
            yield from shown_cards(item)


def check_view(view: dict[str, Any], forbidden: set[str], state: State, seed: int) -> None:
    text = json.dumps(view)
    for card in forbidden:
        assert f'"{card}"' not in text, f"{card} (hidden or in the deck) is in the view"
    for card in shown_cards(view):
        assert card["id"] not in forbidden and card["name"] == title(card["id"])
    for string in free_strings(view):
        assert not any(t in string for t in TITLES), f"a card name outside a shown card: {string!r}"
        assert not set(ID_PATTERN.findall(string)) & forbidden, string
    assert str(seed) not in text and '"rng"' not in text and "seed" not in text
    assert not {"deck", "rng"} & set(view)
    internal = state["rng"][1]
    assert not any(str(n) in text for n in internal[:8] if n > 10**6)
    if len(state["deck"]) >= 2:
        assert json.dumps(state["deck"]) not in text and json.dumps(state["deck"][::-1]) not in text


def test_public_and_rival_views_hide_every_secret() -> None:
    """AVS-087 / AVS-058 public view and the rival's view: no hidden card, no deck, no seed or RNG."""
    checked = 0
    for seed, steps in GAMES:
        for state in [steps[0][0], *(after for _b, _e, after in steps)]:
            forbidden = secret_ids(state)
            check_view(GAME.view(state, None), forbidden, state, seed)
            for seat in (0, 1):
                seat_forbidden = forbidden - hidden_of(state, seat)
                check_view(GAME.view(state, seat), seat_forbidden, state, seed)
                assert {c["id"] for c in GAME.view(state, seat)["private"]["hand"]} == {
                    c["id"] for c in state["players"][seat]["hand"]
                }
            checked += 1
    assert checked > 1000


def test_hidden_cards_were_present_to_check() -> None:
    """The games above do hold hidden cards and Good Weather draws, so the checks bite (AVS-056)."""
    hidden_states = sum(1 for _s, steps in GAMES for _b, _e, after in steps if secret_ids(after) - set(after["deck"]))
    weather_draws = sum(
        1 for _s, steps in GAMES for _b, events, _a in steps for e in events if e["type"] == "draw_hidden"
    )
    assert hidden_states > 100 and weather_draws >= 5, (hidden_states, weather_draws)


def reported_ids(e: Event) -> set[str]:
    ids: set[str] = set()
    for key in ("card", "cards", "taken", "discarded"):
        value = e.get(key)
        values = [value] if isinstance(value, str) else value if isinstance(value, list) else []
        ids.update(v for v in values if isinstance(v, str))
    return ids


def test_events_never_name_hidden_cards() -> None:
    """AVS-089 / AVS-057 events name public changes only; a hidden draw is "drew a hidden card"."""
    for seed, steps in GAMES:
        for before, events, after in steps:
            still_secret = {c for s in (0, 1) for c in hidden_of(after, s)} | (set(before["deck"]) & set(after["deck"]))
            text = json.dumps(events)
            assert str(seed) not in text and '"rng"' not in text
            for e in events:
                named = reported_ids(e)
                assert not named & still_secret, (e, named & still_secret)
                assert not set(ID_PATTERN.findall(json.dumps(e))) & still_secret
                titles_named = {title(c) for c in named}
                mentioned = e["text"]
                for t in TITLES:  # longest first, so "Compass" inside nothing else
                    if t in mentioned:
                        assert t in titles_named, (e, t)
                        mentioned = mentioned.replace(t, "")
                if e["type"] == "draw_hidden":
                    assert "hidden card" in e["text"] and not named
