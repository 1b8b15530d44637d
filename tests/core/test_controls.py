"""Controls derived from legal actions, on plain data: buttons for small groups, big types
narrowed step by step by their fields, multi-selects for list fields, openers, Discord's limits."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine import Action, IllegalAction
from bot.ui.controls import (
    MAX_OPTIONS,
    PRIVATE,
    PUBLIC,
    Buttons,
    ChoiceSelect,
    Chooser,
    Control,
    Links,
    Narrow,
    Opener,
    Scope,
    Step,
    default_steps,
    words,
)

STEPS: dict[str, tuple[Narrow, ...]] = {}


def chooser(legal: list[Action], scope: Scope = PUBLIC, offered: list[int] | None = None) -> Chooser:
    return Chooser(
        legal,
        list(range(len(legal))) if offered is None else offered,
        {},
        scope,
        lambda kind, actions: STEPS.get(kind, default_steps(actions)),
        lambda action: str(action["label"]),
        lambda kind, step, value: step.label(value, {}) if step.label else words(value),
        lambda kind: kind.capitalize(),
        lambda action: "success" if action["type"] == "camp" else "secondary",  # a presenter's own colours
    )


def actions(kind: str, n: int) -> list[Action]:
    return [{"type": kind, "i": i, "label": f"{kind} {i}"} for i in range(n)]


def moves() -> list[Action]:
    """120 moves: 4 explorers × 5 dice × 6 directions."""
    return [
        {"type": "move", "explorer": e, "dice": d, "dir": r, "label": f"{e} {d} {r}"}
        for e in ("red", "blue", "green", "white")
        for d in ("A", "B", "AB", "A+B", "C")
        for r in ("N", "NE", "SE", "S", "SW", "NW")
    ]


def test_small_groups_share_a_button_row() -> None:
    rows = chooser(actions("camp", 1) + actions("rest", 3)).root()
    assert len(rows) == 1 and isinstance(rows[0], Buttons)
    assert [c.label for c in rows[0].choices] == ["camp 0", "rest 0", "rest 1", "rest 2"]
    assert rows[0].choices[0].style == "success"


def test_a_big_type_is_narrowed_field_by_field_to_buttons() -> None:
    legal = moves()
    (first,) = chooser(legal).root()
    assert isinstance(first, Step) and first.node == "move" and first.prompt == "Which explorer?"
    assert [o.label for o in first.options] == ["red", "blue", "green", "white"] and first.buttons
    second = chooser(legal).at("move", ["2"])  # green
    assert isinstance(second, list) and isinstance(second[0], Step) and second[0].prompt == "Which dice?"
    assert second[-1] == Links((second[-1].links[0],)) and second[-1].links[0].label == "Back"
    third = chooser(legal).at("move.2", ["3"])  # green, A+B: six directions left
    assert isinstance(third, list) and isinstance(third[0], Step) and third[0].prompt == "Which dir?"
    picked = chooser(legal).at("move.2.3", ["1"])
    assert isinstance(picked, int) and legal[picked]["label"] == "green A+B NE"


def test_few_enough_actions_become_buttons_before_the_steps_run_out() -> None:
    legal = [a for a in moves() if a["dir"] in ("N", "S")][:8]  # red × 4 dice × 2 directions
    rows = chooser(legal).root()
    assert isinstance(rows[0], Step) and rows[0].prompt == "Which dice?"  # one explorer: nothing to ask
    after = chooser(legal).at("move", ["0"])
    assert isinstance(after, list) and isinstance(after[0], Buttons) and len(after[0].choices) == 2


def test_stale_or_forged_nodes_are_refused_with_a_sentence() -> None:
    for node, values in (("move", ["9"]), ("move.x", []), ("camp", []), ("move.0.0.0.0.0", [])):
        with pytest.raises(IllegalAction, match=r"\.$"):
            chooser(moves()).at(node, values)


def test_list_fields_become_a_multi_select_matched_exactly() -> None:
    STEPS["reroll"] = (Narrow("Which dice?", "dice", label=lambda d, _: f"die {d}", many=True),)
    legal: list[Action] = [{"type": "reroll", "dice": d, "label": str(d)} for d in ([1], [2], [1, 2], [3], [1, 3], [4])]
    (step,) = chooser(legal).root()
    assert isinstance(step, Step) and step.min_values == 1 and step.max_values == 2
    assert [o.label for o in step.options] == ["die 1", "die 2", "die 3", "die 4"]
    assert chooser(legal).at("reroll", ["2", "0"]) == 4  # dice 3 and 1, in any order
    with pytest.raises(IllegalAction, match="No choice matches exactly that"):
        chooser(legal).at("reroll", ["1", "2"])  # dice 2 and 3: no such reroll
    del STEPS["reroll"]


def test_derived_keys_group_identical_choices() -> None:
    hands = (["R1", "R2"], ["R1", "G1"], ["G1"], ["R1"], ["R2"], ["G1", "G2"])
    legal: list[Action] = [{"type": "advance", "cards": c, "spaces": 2, "label": "+".join(c)} for c in hands]
    legal.append({"type": "advance", "cards": ["R1"], "spaces": 1, "label": "R1 one space"})
    colours = Narrow("Which cards?", key=lambda a, _: " + ".join(sorted(c[0] for c in a["cards"])))
    STEPS["advance"] = (Narrow("How far?", "spaces"), colours)
    (step,) = chooser(legal).root()
    assert isinstance(step, Step) and step.prompt == "How far?"
    cards = chooser(legal).at("advance", ["0"])  # two spaces: six hands, R1 and R2 alike
    assert isinstance(cards, list) and isinstance(cards[0], Step) and cards[0].prompt == "Which cards?"
    assert [o.label for o in cards[0].options] == ["R + R", "G + R", "G", "R", "G + G"]
    both = chooser(legal).at("advance.0", ["3"])  # "R": two actions left, shown as buttons
    assert isinstance(both, list) and [c.label for c in both[0].choices] == ["R1", "R2"]  # type: ignore[union-attr]
    del STEPS["advance"]


def test_too_many_rows_gather_under_one_select() -> None:
    legal = [a for kind in ("a", "b", "c", "d", "e") for a in actions(kind, 7)] + actions("camp", 1)
    rows = chooser(legal).root()
    assert isinstance(rows[0], Buttons) and isinstance(rows[-1], Step) and len(rows) == 2
    assert [o.value for o in rows[-1].options] == ["a", "b", "c", "d", "e"]
    nxt = chooser(legal).at("", ["c"])
    assert isinstance(nxt, list) and isinstance(nxt[0], Step | ChoiceSelect)


def test_many_values_split_into_selects_of_25() -> None:
    legal = actions("peek", 60)
    rows: list[Control] = chooser(legal).root()
    assert [len(r.options) for r in rows if isinstance(r, Step)] == [MAX_OPTIONS, MAX_OPTIONS, 10]
    assert [r.part for r in rows if isinstance(r, Step)] == [0, 1, 2]


def test_openers_show_only_when_the_choice_is_private() -> None:
    legal: list[Action] = [{"type": "take", "n": 1, "label": "Take 1"}]
    legal += [{"type": "take", "n": n, "discard": [c], "label": f"Take {n} {c}"} for n in (2, 3) for c in "abcd"]
    opener = Opener("Take 2…", "take", (("n", 2),))
    private = chooser(legal, PRIVATE)
    link = private.opener(opener, public={0})
    assert link is not None and link.scope == PRIVATE and link.node == "take.1"
    shown: Any = private.at(link.node)
    assert [c.label for c in shown[0].choices] == ["Take 2 a", "Take 2 b", "Take 2 c", "Take 2 d"]
    assert private.opener(opener, public=set(range(len(legal)))) is None  # already public: no opener
    assert private.opener(Opener("Take 5…", "take", (("n", 5),)), public={0}) is None
