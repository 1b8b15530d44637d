"""The /poletopole controls in plain words: a move list of hundreds narrows in at most four
steps (explorer → dice → direction → route), each naming what it narrows, with no explorer
ids, pole codes or dice keys on any control. Plain data only (controls are data)."""

from __future__ import annotations

import re

from bot.games.pole_to_pole import GAME
from bot.i18n import ENGLISH, say
from bot.ui.controls import PUBLIC, Step
from cogs.pole_to_pole import PoleToPolePresenter, start_lines
from renderers.pole_to_pole import render
from tests.contract import random_playthrough
from tests.ui.walk import reach

PRESENTER = PoleToPolePresenter(GAME, render)
CODES = re.compile(r"\b(Blue|Yellow|Green|Purple)-\d\b|\b[NS]P\b|\bAB\b|\{p\d\}")
PROMPTS = {"Which explorer?", "Which dice?", "Which direction?", "Out of the pole by which column?"}


def test_ptp_colour_die_and_cards_in_plain_words() -> None:
    """PTP Decisions table: each colour die pick and card choice is one public path of at most
    two clicks, every label on the way in words (big move lists: tests/ui/test_reachability.py)."""
    kinds: set[str] = set()
    for players, options, seed in ((4, {"mode": "teams"}, 1), (3, {}, 4), (2, {}, 2), (2, {}, 4)):
        for state in random_playthrough(GAME, players, options, seed, 40_000).states:
            if state["phase"] not in ("colour", "cards") or GAME.outcome(state) is not None:
                continue
            (seat,) = GAME.to_act(state)
            legal = GAME.legal_actions(state, seat)
            found = reach(PRESENTER, GAME.view(state, None), GAME.view(state, seat), seat, legal, scopes=(PUBLIC,))
            assert sorted(found) == list(range(len(legal)))
            for index, path in found.items():
                assert len(path) <= 2 and not any(CODES.search(click.label) for click in path), path
                kinds.add(legal[index]["type"])
    assert {"colour_pick", "decline", "card_swap"} <= kinds


def test_big_move_list_starts_with_the_explorer_in_words() -> None:
    """PTP-031/PTP-032: the first step of a big move list asks for the explorer by colour and place."""
    run = random_playthrough(GAME, 4, {"mode": "teams"}, 6, 40_000)
    state = max(run.states[:-1:4], key=lambda s: len(GAME.legal_actions(s, GAME.to_act(s)[0])))
    (seat,) = GAME.to_act(state)
    legal = GAME.legal_actions(state, seat)
    rows = PRESENTER.controls(GAME.view(state, None), seat, legal)
    (step,) = [row for row in rows if isinstance(row, Step)]
    assert len(legal) > 200 and step.prompt in PROMPTS
    colour = GAME.view(state, None)["seats"][seat]["colour"]
    assert all(
        re.fullmatch(rf"{colour} (on [A-L]\d+|at the (North|South) Pole)( \(.+\))?", o.label) for o in step.options
    )


def test_prompt_names_the_colour_the_dice_and_the_colour_die() -> None:
    """PTP-053 to PTP-058: the line under the mention says who you are and what to decide."""
    seen = set()
    run = random_playthrough(GAME, 4, {"mode": "teams"}, 1, 40_000)
    for state in run.states[::2]:
        if GAME.outcome(state) is not None:
            continue
        (seat,) = GAME.to_act(state)
        view = GAME.view(state, None)
        text = PRESENTER.prompt(view, seat, GAME.legal_actions(state, seat))
        assert text.startswith(f"you are {view['seats'][seat]['colour']}, from the ")
        if state["phase"] == "move":
            assert "die A" in text or "die B" in text
        if state["phase"] == "colour":
            face = state["colour"]["face"]
            assert f"Colour die {face}: " in text and text.endswith(", or decline.") and "?" not in text
        seen.add(state["phase"])
    assert {"move", "colour"} <= seen


def test_ptp_013_a_tied_start_roll_says_it_was_a_tie() -> None:
    """PTP-013: the tied highest re-roll among themselves, and the first message says why."""
    tied = next(
        s for s in range(200)
        if sum(say(ENGLISH, line).startswith("Start") for line in GAME.setup(3, {}, s)["start_log"]) > 1
    )
    state = GAME.setup(3, {}, tied)
    view = GAME.view(state, None)
    lines = start_lines({**view, "names": ["Ada", "Bo", "Cy"]}, ENGLISH)
    rolls = [n for n, line in enumerate(lines) if line.startswith("Start roll")]
    tie = lines[rolls[0] + 1]
    assert tie.startswith("A tie for the highest roll: ") and tie.endswith(" roll again.")
    again = re.findall(r"(Ada|Bo|Cy) \d", lines[rolls[1]])
    assert all(name in tie for name in again) and len(again) < 3


def test_ptp_032_ways_out_of_a_pole_and_directions_name_where_they_land() -> None:
    """PTP-031/PTP-032: a direction says where the explorer lands (or that it crosses a pole),
    and each way out of the pole names its column and landing square, so nothing is read off tiny
    column headers."""
    seen_route = seen_direction = False
    for players, options, seed in ((4, {"mode": "teams"}, 6), (4, {"mode": "teams"}, 26)):
        for state in random_playthrough(GAME, players, options, seed, 40_000).states[::5]:
            if GAME.outcome(state) is not None or state["phase"] != "move":
                continue
            (seat,) = GAME.to_act(state)
            legal, view = GAME.legal_actions(state, seat), GAME.view(state, None)
            for index, path in reach(PRESENTER, view, view, seat, legal, scopes=(PUBLIC,)).items():
                for click in path:
                    if click.label.startswith("Out by column"):
                        seen_route = True
                        via, to = re.fullmatch(
                            r"Out by column ([A-L]) \(lands on ([A-L])(\d+)\b.*\)", click.label
                        ).groups()[:2]
                        assert via == to  # PTP-032: out of the pole along the via column
                    if click.label.split(" ")[0] in ("North", "South", "East", "West") and click.index is None:
                        seen_direction = True
                        assert " → " in click.label
                if legal[index].get("via"):
                    assert path[-1].label.startswith("Out by column") or "via column" in path[-1].label
    assert seen_route and seen_direction
