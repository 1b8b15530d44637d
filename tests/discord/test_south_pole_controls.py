"""The /southpole presenter offers every legal action and nothing else (RSP-073, RSP-074).

Checked on plain data along random games: no Discord needed, because controls are data.
"""

from __future__ import annotations

from bot.engine import Action, IllegalAction, action_key
from bot.games.south_pole import GAME
from bot.ui.controls import Buttons, ChoiceSelect, ComposeSelect, Control
from cogs.south_pole import SouthPolePresenter
from renderers.south_pole import render
from tests.contract import random_playthrough

PRESENTER = SouthPolePresenter(GAME, render)
WORDS = {"rest": "rest", "reroll": "reroll", "recolour": "recolour", "give_up": "give up", "camp": "camp"}


def offered(view: dict[str, object], seat: int, legal: list[Action], rows: list[Control]) -> set[str]:
    """Keys of every action a click (or a chain of selects) can submit from these rows."""
    keys: set[str] = set()
    for row in rows:
        if isinstance(row, Buttons | ChoiceSelect):
            keys |= {action_key(legal[c.index]) for c in row.choices}
        elif isinstance(row, ComposeSelect) and row.name == "peek":
            for option in row.options:  # RSP-074: a row, then a tile in it
                keys |= offered(view, seat, legal, _step(view, seat, legal, row.name, [option.value]))
        elif isinstance(row, ComposeSelect) and row.name == "reroll":
            values = [o.value for o in row.options]
            for action in legal:
                if action["type"] == "reroll" and {str(d) for d in action["dice"]} <= set(values):
                    built = PRESENTER.compose(view, seat, legal, "reroll", [str(d) for d in action["dice"]])
                    assert isinstance(built, dict)
                    keys.add(action_key(built))
    return keys


def _step(view: dict[str, object], seat: int, legal: list[Action], name: str, values: list[str]) -> list[Control]:
    built = PRESENTER.compose(view, seat, legal, name, values)
    assert isinstance(built, list)
    return built


def test_rsp_073_controls_offer_exactly_the_legal_actions() -> None:
    """RSP-073/RSP-074: along random games, the controls reach every legal action and only those."""
    checked = 0
    for players, seed in ((3, 11), (5, 12)):
        run = random_playthrough(GAME, players, {}, seed, 40_000)
        for state in run.states[:: max(1, len(run.states) // 120)]:
            if GAME.outcome(state) is not None:
                continue
            (seat,) = GAME.to_act(state)
            legal = GAME.legal_actions(state, seat)
            view = GAME.view(state, None)
            rows = PRESENTER.controls(view, seat, legal)
            assert offered(view, seat, legal, rows) == {action_key(a) for a in legal}
            checked += 1
    assert checked > 100


def test_prompt_names_only_what_is_legal() -> None:
    """The line under the mention lists the choices the buttons offer, no more (RSP-033)."""
    seen = set()
    run = random_playthrough(GAME, 4, {}, 21, 40_000)
    for state in run.states:
        if state["phase"] not in ("FAILING", "SUCCESS") or GAME.outcome(state) is not None:
            continue
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        text = PRESENTER.prompt(GAME.view(state, None), seat, legal).lower()
        kinds = {a["type"] for a in legal}
        for kind, word in WORDS.items():
            assert (word in text) == (kind in kinds), (text, kinds)
        assert ("move your tent here" in text) == ("move_tent" in kinds)
        seen.add(state["phase"])
    assert seen == {"FAILING", "SUCCESS"}


def test_bad_compose_values_are_refused_with_a_sentence() -> None:
    """A forged select value gets a readable refusal, never a crash (RSP-086)."""
    state = GAME.setup(3, {}, 5)
    (seat,) = GAME.to_act(state)
    legal = GAME.legal_actions(state, seat)
    view = GAME.view(state, None)
    for name, values in (("reroll", []), ("reroll", ["x"]), ("peek", ["Z"]), ("nonsense", ["1"])):
        try:
            PRESENTER.compose(view, seat, legal, name, values)
        except IllegalAction as refusal:
            assert str(refusal).endswith(".")
        else:
            raise AssertionError(f"{name} {values} was accepted")
