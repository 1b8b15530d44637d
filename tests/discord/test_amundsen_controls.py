"""1911 Amundsen vs. Scott's own controls on plain data: discards are ticked card by card.

A Take 3 or a trim is one multi-select of the hand's cards ("pick exactly N"), not one option
per combination of cards; the picked set makes the engine's action for those faces (AVS-080).
"""

from __future__ import annotations

from typing import Any

from bot.engine import Action
from bot.games.amundsen_scott import GAME
from bot.games.amundsen_scott.cards import title
from bot.ui.controls import PRIVATE, Control, Step
from cogs.amundsen_scott import Amundsen
from tests.amundsen_scott.helpers import A, S, build

P = Amundsen.presenter
# Seven coloured cards, two faces twice: 7 cards but only 5 faces.
HAND = ["C01", "C02", "C03", "C10", "C11", "C20", "C21"]


def picks(rows: list[Control]) -> Step:
    (step,) = [r for r in rows if isinstance(r, Step) and r.max_values > 1]
    return step


def take_three(state: dict[str, Any], seat: int) -> tuple[list[Action], Step]:
    legal = GAME.legal_actions(state, seat)
    view = GAME.view(state, seat)
    rows = P.step(view, seat, legal, PRIVATE, "take.o1", [])  # the "Take 3…" opener
    assert isinstance(rows, list)
    return legal, picks(rows)


def test_avs_015_take_three_is_one_pick_of_three_cards_from_the_hand() -> None:
    """AVS-015/AVS-016: take3 discards exactly 3 coloured cards: tick 3 of the 7, not 35 combinations."""
    state = build(a_hand=HAND)
    legal, step = take_three(state, A)
    assert (step.min_values, step.max_values) == (3, 3) and step.prompt.endswith("Pick 3.")
    labels = [o.label for o in step.options]
    assert len(labels) == 7  # each card once, identical ones too
    assert labels.count("Greenland Dog Blue") == 2 and labels.count("Advance Green") == 2
    combinations = [a for a in legal if a["type"] == "take" and a["n"] == 3]
    assert len(combinations) == 18  # one option each in a select of combinations


def test_avs_080_either_of_two_identical_cards_makes_the_same_take() -> None:
    """AVS-080: identical faces are one choice, listed with the lowest ids; any copy picks it."""
    state = build(a_hand=HAND)
    legal, step = take_three(state, A)
    value = {o.label: o.value for o in step.options if o.label != "Greenland Dog Blue"}
    dogs = [o.value for o in step.options if o.label == "Greenland Dog Blue"]
    view = GAME.view(state, A)
    made = {
        P.step(view, A, legal, PRIVATE, step.node, [dog, value["Advance Green"], value["Mongolian Horse Red"]])
        for dog in dogs
    }
    assert len(made) == 1
    (index,) = made
    assert isinstance(index, int)
    action = legal[index]
    assert action["type"] == "take" and action["n"] == 3
    assert sorted(action["discard"]) == ["C01", "C10", "C20"]  # the lowest ids of each face
    GAME.apply(state, A, action)  # and the engine takes it


def test_avs_037_trim_ticks_exactly_the_cards_over_five() -> None:
    """AVS-037: the rival discards down to exactly 5, any cards, colourless ones too: one pick of 2."""
    state = build(a_hand=["C32"], s_hand=["C01", "C02", "C03", "C10", "C20", "C33", "C54"])
    loss = next(a for a in GAME.legal_actions(state, A) if a["type"] == "loss")
    state, _ = GAME.apply(state, A, loss)
    legal, view = GAME.legal_actions(state, S), GAME.view(state, S)
    assert len(legal) == 21  # one option per pair of cards before
    step = picks(P.private_controls(view, S, legal))
    assert (step.min_values, step.max_values) == (2, 2) and len(step.options) == 7
    value = {o.label: o.value for o in step.options}
    index = P.step(view, S, legal, PRIVATE, step.node, [value["Compass"], value["Advance Green"]])
    assert isinstance(index, int) and sorted(legal[index]["cards"]) == ["C20", "C33"]
    GAME.apply(state, S, legal[index])


def test_avs_027_an_advance_is_how_far_then_the_cards_ticked_one_by_one() -> None:
    """AVS-027/AVS-028: an advance's cards are ticked from the hand after "How far?", never picked
    as a combination ("Greenland Dog Red, Greenland Dog Green, Advance Yellow"); the set some
    advance uses exactly makes it (issue 28)."""
    state = build(a_hand=["C33", "C54", "C01", "C06", "C08", "C13", "C30"])
    legal, view = GAME.legal_actions(state, A), GAME.view(state, A)
    advances = [i for i, a in enumerate(legal) if a["type"] == "advance" and a["spaces"] == 2]
    assert len(advances) > 5  # too many to offer as buttons: a combination select before
    (how_far,) = [r for r in P.step(view, A, legal, PRIVATE, "", ["advance"]) if isinstance(r, Step)]
    assert how_far.prompt == "How far?"
    value = next(o.value for o in how_far.options if o.label == "Advance 2 spaces")
    rows = P.step(view, A, legal, PRIVATE, how_far.node, [value])
    assert isinstance(rows, list)
    step = picks(rows)
    target = legal[advances[0]]
    size = len(target["cards"])
    assert step.prompt == f"Which cards to play? Pick {size}." and (step.min_values, step.max_values) == (size, size)
    assert all("," not in o.label for o in step.options)  # one card an option
    by_card = {o.label: o.value for o in step.options}
    chosen = [by_card[title(card)] for card in target["cards"]]
    assert P.step(view, A, legal, PRIVATE, step.node, chosen) == advances[0]
