"""Secrecy by indistinguishability: the public outputs never depend on hidden information.

Random seeded games of all five engines are walked; at many points the hidden information is
dealt again (``tests/reliability/redeal.py``: hands, face-down tiles and tokens, deck order)
or the generator is re-seeded, in ways the public cannot tell apart. The public outputs of
the original and of every re-deal must then be identical:

- the public view, ``view(state, None)``, and the board picture's alt text described from it;
- for each seat to act: the labels of its legal actions that are not ``private_action``, the
  public controls (labels, placeholders and the action indices their button ids carry) built
  by the game's registered cog presenter and by a default ``Presenter``, and the prompt;
- the public event texts (and the public view after) of applying the same public action in
  both worlds, for actions that cannot legitimately reveal what was re-dealt (``reveal_policy``).

No list of forbidden words is involved: a leak shows up as a difference between worlds.
"""

from __future__ import annotations

import dataclasses
import importlib
import json
import pkgutil
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

import cogs
from bot.engine import Action, Game, IllegalAction, State, action_key, find_action
from bot.games import GAMES
from bot.games.amundsen_scott.cards import card_type
from bot.ui.cog import GameCog
from bot.ui.presenter import Presenter
from renderers import RENDERERS
from tests.amundsen_scott.helpers import S, act, build
from tests.ui.walk import reach

from .redeal import redeal, reseed

NAMES = ["Ann", "Ben", "Cy", "Di", "Ed"]
POINTS_PER_GAME = 24  # states checked per game, spread over its course
ACTIONS_PER_POINT = 2  # public actions applied in both worlds at each point
REDEALS_PER_POINT = 2


@dataclass(frozen=True)
class Case:
    key: str
    players: int
    options: dict[str, Any] = field(default_factory=dict)
    seeds: tuple[int, ...] = (11, 12)
    moves: int = 400  # random moves played (games that end sooner stop there)

    @property
    def id(self) -> str:
        opts = ",".join(f"{k}={v}" for k, v in self.options.items())
        return f"{self.key}-{self.players}p{'-' + opts if opts else ''}"


CASES = [
    Case("amundsen-scott", 2, seeds=(11, 12, 13)),
    Case("amundsen-scott", 2, {"patrons": True, "advanced_row": True}, (21, 22, 23)),
    Case("amundsen-scott", 2, {"patrons": True}, (24, 25)),
    Case("south-pole", 3),
    Case("south-pole", 2, seeds=(31,)),
    Case("south-pole", 5, seeds=(32,)),
    Case("pole-to-pole", 2),
    Case("pole-to-pole", 3, {"mode": "ffa"}, (42,)),
    Case("pole-to-pole", 4, {"mode": "teams"}, (41,)),
    Case("north-pole", 2, moves=300),
    Case("north-pole", 3, seeds=(52,), moves=300),
    Case("north-pole", 4, {"teams": True}, (51,), moves=300),
    Case("roll-in-one", 2, {"feeling_mean": True, "handicap": True}, moves=500),
    Case("roll-in-one", 4, {"feeling_mean": True, "golfers": "chosen"}, (62,), moves=500),
    Case("roll-in-one", 3, {"mode": "campaign", "ricochet": True}, (61,), moves=500),
    Case("roll-in-one", 1, {"mode": "solo_survival"}, (71,), moves=300),
    Case("roll-in-one", 1, {"mode": "solo_round", "pause_rolls": "always"}, (72,), moves=300),
    Case("roll-in-one", 3, {"mode": "bumper", "pause_rolls": "always"}, (81,), moves=500),
    Case("roll-in-one", 2, {"open_hands": True, "feeling_mean": True}, (82,), moves=400),
]


def cog_presenters() -> dict[str, Presenter]:
    """The presenter each game's cog registers, or a default one for games without a cog."""
    found: dict[str, Presenter] = {}
    for module in pkgutil.iter_modules(cogs.__path__):
        for obj in vars(importlib.import_module(f"cogs.{module.name}")).values():
            if isinstance(obj, type) and issubclass(obj, GameCog) and getattr(obj, "key", None) in GAMES:
                found[obj.key] = obj.presenter
    for key, game in GAMES.items():
        found.setdefault(key, Presenter(game, RENDERERS[key]))
    return found


PRESENTERS = cog_presenters()


def canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, default=str)


def described(rows: list[Any]) -> str:
    """Everything a public control shows or carries in its id: labels, placeholders, indices."""
    return canonical([(type(row).__name__, dataclasses.asdict(row)) for row in rows])


def public_outputs(game: Game, state: State, players: int) -> dict[str, Any]:
    view = game.view(state, None)
    presenter = PRESENTERS[game.key]
    default = Presenter(game, RENDERERS[game.key])
    waiting = game.to_act(state)
    out: dict[str, Any] = {"view": canonical(view), "to_act": waiting}
    out["status"] = presenter.status(view, NAMES[:players], waiting)
    out["alt text"] = presenter.describe({**view, "names": NAMES[:players]})  # the picture's description (issue 25)
    for seat in waiting:
        legal = game.legal_actions(state, seat)
        out[f"labels {seat}"] = [a["label"] for a in legal if not game.private_action(a)]
        out[f"cog controls {seat}"] = described(presenter.controls(view, seat, legal))
        out[f"default controls {seat}"] = described(default.controls(view, seat, legal))
        out[f"prompt {seat}"] = presenter.prompt(view, seat, legal)
    return out


def differences(a: dict[str, Any], b: dict[str, Any]) -> list[str]:
    return [f"{k}:\n  original {a.get(k)!s:.600}\n  re-dealt {b.get(k)!s:.600}" for k in a if a.get(k) != b.get(k)]


# --- which public actions may be replayed in a re-dealt world --------------------------


def drawn_from_top(before: list[str], after: list[str], top_first: bool) -> int:
    """How many cards an action took from the top of a pile; the whole pile if it was rebuilt."""
    rest = len(after)
    if rest > len(before):
        return len(before)
    left = before[len(before) - rest :] if top_first else before[:rest]
    return len(before) - rest if after == left else len(before)


def reveal_policy(key: str, before: State, action: Action, after: State) -> int | None:
    """How many top deck cards the re-deal must keep for ``action`` to be compared, or None
    when the action legitimately reveals re-dealt information (then it is not compared).

    - 1911 Amundsen vs. Scott: refills lay deck cards face up in the row (AVS-019), so they
      are kept; a Good Weather draw is hidden (AVS-053, AVS-089: "drew a hidden card") and a
      kept Good Weather card is indistinguishable from a non-match (AVS-082), so these are
      compared under any deck; Drop Supplies and Sacrifice show the rival's cards (AVS-051,
      AVS-052) and are not compared.
    - South Pole: entering a face-down tile turns it up (RSP-023) and the end reveals every
      tile (RSP-065); every other action, a peek included (RSP-076), is compared.
    - Pole to Pole: drawn cards are public (only the deck order is secret), so they are kept.
    - North Pole: drawn cards are public and kept; collecting a corner, scoreboard or compass
      token shows it (RNP-069, RNP-127), so those actions are not compared.
    - Roll In One: draws go face down into a hand (RIO-039, RIO-076), so the public text must be
      the same whatever card is drawn: every public action is compared under any deck. With
      ``open_hands`` the drawn cards are public, so they are kept.
    """
    if key == "amundsen-scott":
        if action["type"] == "effect" and action["card"] and card_type(action["card"]) in ("drop", "sacrifice"):
            return None
        if action["type"] in ("effect", "weather"):
            return 0
        return drawn_from_top(before["deck"], after["deck"], top_first=False)
    if key == "south-pole":
        return None if after["result"] is not None or len(after["revealed"]) != len(before["revealed"]) else 0
    if key == "pole-to-pole":
        return drawn_from_top(before["deck"], after["deck"], top_first=True)
    if key == "north-pole":
        token_places = ("corner_tokens", "score_token", "stack", "set_aside")
        if any(before[k] != after[k] for k in token_places):
            return None
        return drawn_from_top(before["draw"], after["draw"], top_first=True)
    if before["options"]["open_hands"]:
        return drawn_from_top(before["deck"], after["deck"], top_first=True)
    return 0


def apply_public(game: Game, state: State, seat: int, action: Action) -> tuple[State, list[str]]:
    """Apply the action that the public control for ``action`` names in this world."""
    legal = find_action(game.legal_actions(state, seat), action)
    assert legal is not None, f"{action['label']!r} is offered in public in one world only"
    after, events = game.apply(state, seat, legal)
    return after, PRESENTERS[game.key].event_lines(events, NAMES)


# --- walking games ------------------------------------------------------------------------


def walk(case: Case, seed: int) -> Iterator[State]:
    """The states of one random game, seeded: every state, ``case.moves`` moves at most."""
    game = GAMES[case.key]
    pick = random.Random(seed * 7919)
    state = game.setup(case.players, case.options, seed)
    yield state
    for _ in range(case.moves):
        waiting = game.to_act(state)
        if game.outcome(state) is not None or not waiting:
            return
        seat = pick.choice(waiting)
        state, _events = game.apply(state, seat, pick.choice(game.legal_actions(state, seat)))
        yield state


def check_point(case: Case, state: State, rng: random.Random) -> int:
    """Every re-deal of ``state`` looks the same in public; returns how many comparisons ran."""
    game = GAMES[case.key]
    original = public_outputs(game, state, case.players)
    worlds = [("re-deal", redeal(case.key, state, rng)) for _ in range(REDEALS_PER_POINT)]
    worlds.append(("re-seed", reseed(state, rng.randrange(2**63))))
    for name, world in worlds:
        diff = differences(original, public_outputs(game, world, case.players))
        assert not diff, f"{case.id}: a {name} changes public output\n" + "\n".join(diff)
    compared = len(worlds)
    for seat in game.to_act(state):
        public = [a for a in game.legal_actions(state, seat) if not game.private_action(a)]
        for action in rng.sample(public, min(ACTIONS_PER_POINT, len(public))):
            try:
                after, lines = apply_public(game, state, seat, action)
            except IllegalAction:
                continue
            keep = reveal_policy(case.key, state, action, after)
            others: list[tuple[str, State]] = []
            if keep is not None:
                others.append(("re-deal", redeal(case.key, state, rng, keep_top=keep)))
            if after["rng"] == state["rng"]:  # the action used no randomness: the seed can't matter
                others.append(("re-seed", reseed(state, rng.randrange(2**63))))
            for name, world in others:
                world_after, world_lines = apply_public(game, world, seat, action)
                assert world_lines == lines, (
                    f"{case.id}: {action_key(action)} tells a {name} apart by its events\n"
                    f"  original {lines}\n  re-dealt {world_lines}"
                )
                diff = differences(
                    {"view after": canonical(game.view(after, None))},
                    {"view after": canonical(game.view(world_after, None))},
                )
                assert not diff, f"{case.id}: {action_key(action)} after a {name}\n" + "\n".join(diff)
                compared += 1
    return compared


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_public_outputs_are_identical_across_redeals(case: Case) -> None:
    """Public view, public controls and public events never depend on hidden information
    (AVS-086–AVS-089, RSP-075–RSP-077, PTP hidden information, RNP-126–RNP-127, RIO-133–RIO-135)."""
    compared = 0
    for seed in case.seeds:
        states = list(walk(case, seed))
        step = max(1, len(states) // POINTS_PER_GAME)
        rng = random.Random(seed + 1)
        for state in states[::step]:
            compared += check_point(case, state, rng)
    assert compared >= 20 * len(case.seeds)


def test_good_weather_no_match_and_declined_look_the_same() -> None:
    """AVS-082 / AVS-086: after a Good Weather draw, a card that did not match the next space and
    a matching card kept hidden give the same public view, controls, prompt and events."""
    game = GAMES["amundsen-scott"]
    worlds = []
    for drawn in ("C30", "C21"):  # S6 is yellow: C30 (Advance Yellow) matches, C21 does not
        start = build(s_hand=["C55", "C20"], s_at=5, active=S, deck=["C44", "C45", drawn])
        mid, _ = act(start, S, {"type": "take", "n": 2, "discard": ["C55"]})
        deciding, drew = game.apply(mid, S, {"type": "effect", "card": "C55"})
        assert deciding["phase"] == "weather" and {"id": drawn, "hidden": True} in deciding["players"][S]["hand"]
        kept, declined = game.apply(deciding, S, {"type": "weather", "advance": False})
        worlds.append((deciding, drew, kept, declined))
    (match, match_drew, match_kept, match_declined), (miss, miss_drew, miss_kept, miss_declined) = worlds
    assert [a["advance"] for a in game.legal_actions(match, S)] == [False, True]  # the match may move...
    assert [a["advance"] for a in game.legal_actions(miss, S)] == [False]  # ...the miss may not
    assert public_outputs(game, match, 2) == public_outputs(game, miss, 2)
    assert [e["text"] for e in match_drew] == [e["text"] for e in miss_drew]
    assert [e["text"] for e in match_declined] == [e["text"] for e in miss_declined]
    assert public_outputs(game, match_kept, 2) == public_outputs(game, miss_kept, 2)
    assert game.view(match, None)["pending"] == game.view(miss, None)["pending"]
    assert "to" not in game.view(match, None)["pending"]


def offered(rows: list[Any]) -> set[int]:
    """The legal-action indices a layout's buttons and choice menus submit."""
    return {c["index"] for row in rows for c in dataclasses.asdict(row).get("choices", ())}


def test_default_presenter_keeps_caddie_cards_out_of_public_controls() -> None:
    """RIO-076 / RIO-134: a default ``Presenter`` for Roll In One offers caddie plays and settings
    only in the seat's private controls, which reach every legal action."""
    game = GAMES["roll-in-one"]
    presenter = Presenter(game, RENDERERS[game.key])
    case = Case("roll-in-one", 2, {"feeling_mean": True}, moves=500)
    cards_seen = 0
    for state in walk(case, 91):
        for seat in game.to_act(state):
            legal = game.legal_actions(state, seat)
            private = {i for i, a in enumerate(legal) if a["type"] in ("card", "settings")}
            views = (game.view(state, None), game.view(state, seat))
            public = set(reach(presenter, *views, seat, legal, scopes=("p",)))
            assert not public & private
            assert public == set(range(len(legal))) - private
            assert set(reach(presenter, *views, seat, legal, scopes=("v",))) == set(range(len(legal)))
            cards_seen += any(legal[i]["type"] == "card" for i in private)
    assert cards_seen >= 5
