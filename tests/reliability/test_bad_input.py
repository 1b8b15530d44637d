"""Bad input never crashes an engine (issue 9, "Engines refuse bad input with a sentence").

From reachable states of seeded random games, hypothesis throws malformed actions and bad
seats at every engine: each one that is not a legal action is refused with IllegalAction
carrying a readable sentence, and the state it was given is left exactly as it was.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine import NO_SUCH_SEAT, BaseGame, IllegalAction, State, find_action
from bot.games import GAMES

# Player counts and variants that change which actions exist or how seats are counted.
CONFIGS: dict[str, list[tuple[int, dict[str, object]]]] = {
    "south-pole": [(2, {}), (5, {})],
    "amundsen-scott": [(2, {}), (2, {"patrons": True, "advanced_row": True})],
    "pole-to-pole": [(2, {}), (3, {}), (4, {"mode": "teams"}), (4, {"mode": "ffa"})],
    "north-pole": [(2, {}), (3, {}), (4, {"teams": True})],
    "roll-in-one": [
        (1, {"mode": "solo_survival", "handicap": True}),
        (3, {"golfers": "chosen", "course": "build", "ricochet": True, "handicap": True, "feeling_mean": True}),
        (2, {"pause_rolls": "always"}),
    ],
}
MOVES_PER_GAME = 120
SNAPSHOT_EVERY = 15

MARKER = "qzx"  # every generated string starts with it, so an echo of raw input is easy to spot
BAD_SEATS: list[object] = [None, True, False, 1.0, 0.0, -1, 99, "0", [0]]
EMPTY_SLOTS = (" .", "  ", ": .", " ,", "()")

garbage_text = st.text(alphabet="abc_{}. 0", max_size=5).map(lambda t: MARKER + t)
scalars = st.none() | st.booleans() | st.integers() | st.floats() | garbage_text
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(garbage_text, inner, max_size=3),
    max_leaves=8,
)


def engine(key: str) -> BaseGame:
    game = GAMES[key]
    assert isinstance(game, BaseGame)
    return game


@cache
def reachable_states(key: str) -> tuple[State, ...]:
    """Snapshots along seeded random games of every configuration, the final state included."""
    game = engine(key)
    snapshots: list[State] = []
    for players, options in CONFIGS[key]:
        for seed in (1, 2):
            state = game.setup(players, options, seed)
            chooser = random.Random(seed)
            for move in range(MOVES_PER_GAME):
                if game.outcome(state) is not None:
                    break
                if move % SNAPSHOT_EVERY == 0:
                    snapshots.append(state)
                seat = chooser.choice(game.to_act(state))
                state, _events = game.apply(state, seat, chooser.choice(game.legal_actions(state, seat)))
            snapshots.append(state)
    return tuple(snapshots)


def acting_seat(game: BaseGame, state: State) -> int:
    seats = game.to_act(state)
    return seats[0] if seats else 0


def field_names(game: BaseGame) -> list[str]:
    return sorted({name for shape in game.ACTION_SHAPES.values() for name in shape})


def different_kind(value: object) -> st.SearchStrategy[Any]:
    """A value JSON tells apart from ``value``: another type, or a bogus one of the same type."""
    others = json_values.filter(lambda v: type(v) is not type(value))
    if isinstance(value, bool):
        return others
    if isinstance(value, int):
        return others | st.sampled_from([10**6, -50])
    if isinstance(value, str):
        return others | st.sampled_from(["", " ", MARKER])
    if isinstance(value, list):
        return others | st.just([MARKER]) | st.just([10**6])
    return others


@st.composite
def malformed_inputs(draw: st.DrawFn, key: str) -> tuple[State, object, object]:
    """(state, seat, action) where the action is malformed or the seat is bad."""
    game = engine(key)
    state = draw(st.sampled_from(reachable_states(key)))
    seat = acting_seat(game, state)
    legal = game.legal_actions(state, seat) if game.to_act(state) else []
    kind = draw(st.sampled_from(["garbage", "mangled", "mutated", "bad type", "bad seat"]))
    if kind == "garbage" or not legal:
        return state, seat, draw(json_values)
    if kind == "mangled":  # a known type with arguments of any name and value
        names = st.sampled_from(field_names(game)) | garbage_text
        fields = draw(st.dictionaries(names, json_values, max_size=4))
        return state, seat, {**fields, "type": draw(st.sampled_from(sorted(game.ACTION_SHAPES)))}
    action = dict(draw(st.sampled_from(legal)))
    action.pop("label")
    if kind == "bad type":
        action["type"] = draw(different_kind(action["type"]) | st.just(action["type"] + "_"))
        return state, seat, action
    if kind == "bad seat":
        return state, draw(st.sampled_from(BAD_SEATS)), action
    shape = game.ACTION_SHAPES[action["type"]]
    required = [name for name in action if name != "type" and shape[name].required]
    name = draw(st.sampled_from([*required, "extra"]))
    if name == "extra" or draw(st.booleans()):
        action[name] = draw(different_kind(action.get(name)))
    else:
        del action[name]
    return state, seat, action


def is_legal(game: BaseGame, state: State, seat: object, action: object) -> bool:
    if type(seat) is not int or seat not in game.to_act(state) or not isinstance(action, dict):
        return False
    if not isinstance(action.get("type"), str):
        return False
    return find_action(game.legal_actions(state, seat), action) is not None


def assert_readable(reason: str) -> None:
    """A sentence a player can read: no placeholder, no empty slot, no internal code, no echo."""
    assert reason and reason[0].isupper() and reason.endswith((".", "!", "?")), reason
    assert "{" not in reason and "[" not in reason and "_" not in reason, reason
    assert not any(slot in reason for slot in EMPTY_SLOTS) and not reason.rstrip().endswith(":"), reason
    assert MARKER not in reason, reason


def check_refused(key: str, state: State, seat: object, action: object) -> None:
    game = engine(key)
    if is_legal(game, state, seat, action):
        return
    before = copy.deepcopy(state)
    try:
        after, _events = game.apply(state, seat, action)  # type: ignore[arg-type]
    except IllegalAction as refused:
        assert_readable(refused.reason)
    else:
        # AVS-080, PTP-048: a spec-equivalent form of a listed action (the B die on doubles,
        # an empty discard for Take 1) may be accepted, but only with that action's result.
        assert type(seat) is int and isinstance(action, dict)
        results = [game.apply(state, seat, legal)[0] for legal in game.legal_actions(state, seat)]
        assert after in results, f"{key}: accepted {action!r}, which is no legal action"
    assert state == before, f"{key}: apply changed the state it was given"


BAD_INPUT = settings(
    max_examples=2000,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@pytest.mark.parametrize("key", sorted(CONFIGS))
def test_malformed_actions_are_refused_with_a_sentence_and_the_state_kept(key: str) -> None:
    """2,000 generated malformed actions or bad seats per engine: IllegalAction, state unchanged."""

    @BAD_INPUT
    @given(malformed_inputs(key))
    def refuse(case: tuple[State, object, object]) -> None:
        check_refused(key, *case)

    refuse()


NESTED_GARBAGE: list[object] = [
    None,
    "move_",
    "",
    7,
    [],
    {"type": ["move"]},
    {"type": {"type": "move"}},
    {"type": None},
    {"label": "Move"},
]


def deeply_nested(depth: int) -> list[Any]:
    nested: list[Any] = []
    for _ in range(depth):
        nested = [nested]
    return nested


@pytest.mark.parametrize("key", sorted(CONFIGS))
def test_hand_picked_garbage_is_refused(key: str) -> None:
    """The issue's examples: not a dict, a list or dict as "type", nesting deep enough to overflow."""
    game = engine(key)
    state = reachable_states(key)[0]
    seat = acting_seat(game, state)
    legal = dict(game.legal_actions(state, seat)[0])
    tower = deeply_nested(5000)
    cases: list[object] = [
        *NESTED_GARBAGE,
        tower,
        {"type": tower},
        {**legal, "type": [legal["type"]]},
        *({**legal, name: tower} for name in legal if name not in ("type", "label")),
        {**legal, "extra": tower},
    ]
    for action in cases:
        check_refused(key, state, seat, action)


def test_refusals_name_no_raw_type() -> None:
    """A misspelt action type is not repeated back ("move_ is not a Pole to Pole action.")."""
    game = engine("pole-to-pole")
    state = reachable_states("pole-to-pole")[0]
    with pytest.raises(IllegalAction) as refused:
        game.apply(state, acting_seat(game, state), {"type": "move_"})
    assert refused.value.reason == "That isn't an action in this game."


# --- bad seats on every entry point ------------------------------------------------------


def first_states() -> list[tuple[str, State]]:
    return [(key, reachable_states(key)[1]) for key in sorted(CONFIGS)]


@pytest.mark.parametrize(("key", "state"), first_states(), ids=sorted(CONFIGS))
@pytest.mark.parametrize("seat", BAD_SEATS, ids=repr)
def test_a_bad_seat_is_refused_everywhere(key: str, state: State, seat: object) -> None:
    """None, True, False, 1.0, -1, out of range and "0" are no seat: apply, legal_actions,
    view and resign refuse them (True is not seat 1), and the state is kept. ``view(state, None)``
    is the public view, so None is refused by the other three only."""
    game = engine(key)
    legal = game.legal_actions(state, acting_seat(game, state))[0]
    before = copy.deepcopy(state)
    calls = {
        "apply": lambda: game.apply(state, seat, legal),  # type: ignore[arg-type]
        "legal_actions": lambda: game.legal_actions(state, seat),  # type: ignore[arg-type]
        "resign": lambda: game.resign(state, seat),  # type: ignore[arg-type]
    }
    if seat is not None:
        calls["view"] = lambda: game.view(state, seat)  # type: ignore[arg-type]
    for name, call in calls.items():
        with pytest.raises(IllegalAction) as refused:
            call()
        assert refused.value.reason == NO_SUCH_SEAT, name
    assert state == before


@pytest.mark.parametrize(("key", "state"), first_states(), ids=sorted(CONFIGS))
def test_the_last_seat_and_the_public_view_still_work(key: str, state: State) -> None:
    """The range check is exact: the highest real seat and ``view(state, None)`` are accepted."""
    game = engine(key)
    last = game.seat_count(state) - 1
    assert isinstance(game.legal_actions(state, last), list)
    assert isinstance(game.view(state, last), Mapping)
    assert isinstance(game.view(state, None), Mapping)
    with pytest.raises(IllegalAction, match=NO_SUCH_SEAT):
        game.view(state, last + 1)
