"""Rejected input: each illegal action has its own sentence and leaves the state unchanged (AVS-091/092/098)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.engine import BadOption, IllegalAction
from bot.games.amundsen_scott import GAME

from .helpers import A, S, build, of_type

WILD = {"id": "N4", "spent": False, "removals": 0}

CASES = [
    pytest.param({"a_hand": ["C14"]}, S, {"type": "take", "n": 1}, "It's not your turn.", id="wrong seat"),
    pytest.param(
        {"a_hand": ["C14"]},
        A,
        {"type": "take", "n": 2, "discard": ["C99"]},
        "You don't hold that card.",
        id="unknown id",
    ),
    pytest.param(
        {"a_hand": ["C14"]},
        A,
        {"type": "advance", "cards": ["C15"], "spaces": 1},
        "You don't hold that card.",
        id="not in hand",
    ),
    pytest.param(
        {"a_hand": ["C14", "C27"]},
        A,
        {"type": "advance", "cards": ["C14", "C14", "C27"], "spaces": 2},
        "You don't hold that card.",
        id="twice the same card",
    ),
    pytest.param(
        {"a_hand": ["C33", "C14"]},
        A,
        {"type": "take", "n": 2, "discard": ["C33"]},
        "Compass and Loss of Equipment can't be discarded to take cards.",
        id="compass discard",
    ),
    pytest.param(
        {"a_hand": ["C32", "C14"]},
        A,
        {"type": "take", "n": 2, "discard": ["C32"]},
        "Compass and Loss of Equipment can't be discarded to take cards.",
        id="loss discard",
    ),
    pytest.param(
        {"a_hand": ["C14"], "a_patron": WILD},
        A,
        {"type": "take", "n": 2, "discard": ["N4"]},
        "Compass and Loss of Equipment can't be discarded to take cards.",
        id="wild discard",
    ),
    pytest.param(
        {"a_hand": [f"C{n}" for n in range(14, 21)]},
        A,
        {"type": "take", "n": 1},
        "That would take you over your hand limit of 7.",
        id="limit 7",
    ),
    pytest.param(
        {"a_hand": [f"C{n}" for n in range(14, 19)], "a_limit": 5},
        A,
        {"type": "take", "n": 2, "discard": ["C14"]},
        "That would take you over your hand limit of 5.",
        id="limit 5",
    ),
    pytest.param(
        {"a_hand": ["C20"]},
        A,
        {"type": "advance", "cards": ["C20"], "spaces": 1},
        "Those cards don't match the next spaces.",
        id="cards don't fit",
    ),
    pytest.param(
        {"a_hand": ["C14"]},
        A,
        {"type": "advance", "cards": ["C14"], "spaces": 5},
        "You can advance at most to the last space before the Pole.",
        id="five spaces",
    ),
    pytest.param(
        {"a_hand": ["C20", "C14", "C15"], "a_at": 11},
        A,
        {"type": "advance", "cards": ["C14", "C15", "C20"], "spaces": 2},
        "You can advance at most to the last space before the Pole.",
        id="past 12",
    ),
    pytest.param(
        {"a_hand": ["C14", "C25", "C20", "C27"], "a_at": 11},
        A,
        {"type": "pole", "cards": ["C14", "C25", "C20", "C27"]},
        "Reach the last space first.",
        id="pole from 11",
    ),
    pytest.param(
        {"a_hand": ["C14", "C15", "C20", "C27"], "a_at": 12},
        A,
        {"type": "pole", "cards": ["C14", "C15", "C20", "C27"]},
        "The Pole needs one card of each colour.",
        id="pole colours",
    ),
    pytest.param(
        {"a_hand": ["C34", "C14", "C25", "C20", "C27"], "a_at": 12},
        A,
        {"type": "pole", "cards": ["C14", "C25", "C20", "C27"]},
        "Play your Compass before the Pole.",
        id="pole compass",
    ),
    pytest.param(
        {"a_hand": ["C33"], "a_q": 1},
        A,
        {"type": "compass", "card": "C33"},
        "A lost explorer can't use the Compass.",
        id="compass lost",
    ),
    pytest.param(
        {"a_hand": ["C14"], "a_q": 1},
        A,
        {"type": "advance", "cards": ["C14"], "spaces": 1},
        "Get back to your route first.",
        id="advance lost",
    ),
    pytest.param(
        {"a_hand": ["C14", "C25", "C20", "C27"], "a_at": 12, "a_q": 6},
        A,
        {"type": "pole", "cards": ["C14", "C25", "C20", "C27"]},
        "Get back to your route first.",
        id="pole lost",
    ),
    pytest.param(
        {"a_hand": ["C35", "C36"]},
        A,
        {"type": "lose_way", "cards": ["C35", "C36"]},
        "Your opponent can't lose his way there.",
        id="lose way ship",
    ),
    pytest.param(
        {"a_hand": ["C35", "C36"], "s_at": 1},
        A,
        {"type": "lose_way", "cards": ["C35", "C36"]},
        "Your opponent can't lose his way there.",
        id="lose way space 1",
    ),
    pytest.param(
        {"a_hand": ["C35", "C36"], "s_q": 2},
        A,
        {"type": "lose_way", "cards": ["C35", "C36"]},
        "Your opponent can't lose his way there.",
        id="lose way lost",
    ),
    pytest.param(
        {"a_hand": ["C35"], "s_at": 6},
        A,
        {"type": "penalty", "card": "C35"},
        "Your opponent has no ? to fall back to.",
        id="penalty not lost",
    ),
    pytest.param(
        {"a_hand": ["C35"], "s_q": 1},
        A,
        {"type": "penalty", "card": "C35"},
        "Your opponent has no ? to fall back to.",
        id="penalty first ?",
    ),
    pytest.param(
        {"a_hand": ["C42", "C43"], "s_at": 6},
        A,
        {"type": "lose_way", "cards": ["C42", "C43"]},
        "Amundsen needs two Blizzards.",
        id="Amundsen's pair",
    ),
    pytest.param(
        {"s_hand": ["C35", "C36"], "a_at": 6, "active": S},
        S,
        {"type": "lose_way", "cards": ["C35", "C36"]},
        "Scott needs two Crevasses.",
        id="Scott's pair",
    ),
    pytest.param(
        {"a_hand": ["C25"], "a_q": 4},
        A,
        {"type": "return", "card": "C25", "colour": "B", "to": 0},
        "No space of that colour lies behind you.",
        id="no such colour behind",
    ),
    pytest.param(
        {"a_hand": ["C14"], "row": ["C41", None, None], "deck": [], "exhaustions": 2},
        A,
        {"type": "take", "n": 2, "discard": ["C14"]},
        "The row has only 1 cards.",
        id="take more than the row",
    ),
    pytest.param(
        {"a_hand": ["C14"]},
        A,
        {"type": "freeze", "n": 1},
        "You can still take those cards.",
        id="freeze with live deck",
    ),
    pytest.param(
        {"a_hand": ["C14"], "deck": [], "exhaustions": 2},
        A,
        {"type": "freeze", "n": 3},
        "You can still take those cards.",
        id="freeze with full row",
    ),
    pytest.param(
        {"a_hand": ["C14", "C33"], "row": ["C41", None, None], "deck": [], "exhaustions": 2},
        A,
        {"type": "freeze", "n": 3},
        "You don't hold enough cards to discard.",
        id="freeze without discards",
    ),
]


@pytest.mark.parametrize(("setup", "seat", "action", "message"), CASES)
def test_each_illegal_input_has_its_sentence(
    setup: dict[str, Any], seat: int, action: dict[str, Any], message: str
) -> None:
    """AVS-098 (and AVS-091, AVS-092) the spec's message for each illegal input; the state is unchanged.

    The Penalty message drops the spec's backticks round "?": Discord would show them as code.
    """
    state = build(**setup)
    snapshot = json.dumps(state, sort_keys=True)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, seat, action)
    assert refused.value.reason == message
    assert json.dumps(state, sort_keys=True) == snapshot
    listed = [{k: v for k, v in a.items() if k != "label"} for a in GAME.legal_actions(state, seat)]
    assert action not in listed


@pytest.mark.parametrize(
    "options",
    [
        {"food_dice": True},
        {"damned_weather": True},
        {"way_back": True},
        {"amundsen_seat": "2"},
        {"advanced_row": "six"},
    ],
)
def test_bad_options_read_unknown_option(options: dict[str, object]) -> None:
    """AVS-098 an option other than the three, or a value out of range: "Unknown option."."""
    with pytest.raises(BadOption) as refused:
        GAME.setup(2, options, 5)
    assert refused.value.reason.startswith("Unknown option.")


def test_dead_deck_offers_short_takes_as_freeze() -> None:
    """AVS-091 after the deck dies, Take options the row can't supply are offered only as freeze."""
    state = build(a_hand=["C14", "C15", "C16"], row=["C41", "C42", None], deck=[], exhaustions=2)
    assert {a["n"] for a in of_type(state, A, "take")} == {1, 2}
    assert [a["n"] for a in of_type(state, A, "freeze")] == [3]


def test_freeze_needs_a_dead_deck_a_short_row_and_the_discards() -> None:
    """AVS-092 each freeze condition alone is not enough."""
    short = build(a_hand=["C14", "C15"], row=["C41", None, None], deck=[], exhaustions=2)
    assert [a["n"] for a in of_type(short, A, "freeze")] == [2]  # n=3 needs 3 coloured cards
    with pytest.raises(IllegalAction, match="enough cards to discard"):
        GAME.apply(short, A, {"type": "freeze", "n": 3})
    with pytest.raises(IllegalAction, match="You can still take those cards"):
        GAME.apply(short, A, {"type": "freeze", "n": 1})


def test_malformed_actions_are_refused() -> None:
    """AVS-098 malformed fields never crash: they read as an ordinary refusal."""
    state = build(a_hand=["C14", "C27"])
    for action in (
        {"type": "take", "n": "1"},
        {"type": "take", "n": True},
        {"type": "take", "n": 4},
        {"type": "advance", "cards": "C14", "spaces": 1},
        {"type": "advance", "cards": ["C14"], "spaces": True},
        {"type": "compass", "card": None},
        {"type": "return", "card": "C14", "colour": 3, "to": 0},
        {"type": "effect", "card": None},
        {"type": "weather", "advance": True},
        {"type": "trim", "cards": []},
        {"nothing": 1},
    ):
        with pytest.raises(IllegalAction) as refused:
            GAME.apply(state, A, action)
        assert refused.value.reason.endswith((".", "!", "?"))
    with pytest.raises(IllegalAction):
        GAME.apply(state, A, "take")  # type: ignore[arg-type]
