"""The /southpole controls offer every legal action and nothing else (RSP-073, RSP-074), in
plain words; narrowing steps edit the turn message in place.

The reachability checks run on plain data (controls are data); one harness test clicks.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.engine import IllegalAction
from bot.games.south_pole import GAME
from bot.ui.controls import Buttons, ChoiceSelect, Control, Links, Step
from cogs.south_pole import SouthPolePresenter
from renderers.south_pole import render
from tests.contract import random_playthrough
from tests.discord.driver import started
from tests.discord.test_south_pole_game import COGS, PLAYERS
from tests.fakediscord.inprocess import Harness, running
from tests.ui.walk import reach

PRESENTER = SouthPolePresenter(GAME, render)
WORDS = {"rest": "rest", "reroll": "reroll", "recolour": "recolour", "give_up": "give up", "camp": "camp"}
CODES = re.compile(r"\bd\d\b|(?<!Row )\b[A-Z]\b")  # die ids ("d3"), lone colour letters ("U", "K")


def test_rsp_073_controls_offer_exactly_the_legal_actions() -> None:
    """RSP-073/RSP-074: along random games, the public controls reach every legal action and
    only those, in at most two clicks (three for a peek, behind its own button), with no die ids
    or colour letters on them; no first step offers more than ten options (issue 28)."""
    checked, kinds = 0, set()
    for players, seed in ((3, 11), (5, 12)):
        run = random_playthrough(GAME, players, {}, seed, 40_000)
        for state in run.states[:: max(1, len(run.states) // 120)]:
            if GAME.outcome(state) is not None:
                continue
            (seat,) = GAME.to_act(state)
            legal = GAME.legal_actions(state, seat)
            found = reach(PRESENTER, GAME.view(state, None), GAME.view(state, seat), seat, legal, scopes=("p",))
            assert sorted(found) == list(range(len(legal)))
            for index, path in found.items():
                most = 3 if legal[index]["type"] == "peek" else 2
                assert len(path) <= most and not any(CODES.search(click.label) for click in path), path
                kinds.add(legal[index]["type"])
            first = PRESENTER.controls(GAME.view(state, None), seat, legal)
            assert all(len(row.options) <= 10 for row in first if isinstance(row, Step)), first
            assert not any(isinstance(row, ChoiceSelect) for row in first), first  # recolours fold behind a button
            assert options(first) <= 12, first  # about ten in all, not 23 (issue 28)
            checked += 1
    assert checked > 100 and {"reroll", "peek", "recolour", "rest"} <= kinds


def options(rows: list[Control]) -> int:
    """How many things a first step offers: buttons, links, and each select's options."""
    return sum(
        len(row.choices)
        if isinstance(row, Buttons | ChoiceSelect)
        else len(row.links)
        if isinstance(row, Links)
        else len(row.options)
        for row in rows
    )


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


def peek_state() -> dict[str, object]:
    """A state of a random game where the seat may peek at more than five tiles (RSP-074)."""
    run = random_playthrough(GAME, 3, {}, 11, 40_000)
    for state in run.states:
        if GAME.outcome(state) is None:
            legal = GAME.legal_actions(state, GAME.to_act(state)[0])
            if sum(a["type"] == "peek" for a in legal) > 5 and any(a["type"] == "reroll" for a in legal):
                return state
    raise AssertionError("no state with peeks")


def test_rsp_086_forged_steps_are_refused_with_a_sentence() -> None:
    """A forged custom id or select value gets a readable refusal, never a crash (RSP-086)."""
    state = peek_state()
    (seat,) = GAME.to_act(state)
    legal, view = GAME.legal_actions(state, seat), GAME.view(state, None)
    for node, values in (("reroll", ["x"]), ("peek", ["99"]), ("peek.0.0.0", []), ("nonsense", []), ("", ["zz"])):
        with pytest.raises(IllegalAction, match=r"\.$"):
            PRESENTER.step(view, seat, legal, "p", node, values)


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", games={GAME.key: GAME}, cogs=COGS, users=PLAYERS) as h:
        yield h


async def test_rsp_074_narrowing_edits_the_turn_message_in_place(harness: Harness) -> None:
    """RSP-074: "which row?" then "which tile?" on the turn message itself; Back returns."""
    assert harness.store is not None
    thread, game = await started(harness, PLAYERS, "southpole new")
    state = peek_state()  # a prepared position, as a saved game would hold it
    await harness.store.repair.replace_state(game.id, state)
    await harness.slash(PLAYERS[0], "southpole board", channel_id=thread)
    game = await harness.store.games.latest_in(thread)  # as replaced
    assert game is not None
    user = PLAYERS[GAME.to_act(state)[0]]

    turn = harness.fake.channel_messages(thread)[-1]
    count, files, first = len(harness.fake.channel_messages(thread)), list(turn.files), turn.labels()
    await harness.click(user, turn, "Peek at a tile (1 cube)…")  # a side choice behind one button
    rows = next(c for c in turn.components() if c.get("placeholder", "").startswith("Peek at a tile"))
    outsider = await harness.choose(
        PLAYERS[2] if user != PLAYERS[2] else PLAYERS[1], turn, ["0"], custom_id=rows["custom_id"]
    )
    assert "turn" in outsider.text and "Back" in turn.labels()  # another seat's click changes nothing
    await harness.choose(user, turn, ["0"], custom_id=rows["custom_id"])
    assert len(harness.fake.channel_messages(thread)) == count and turn.files == files  # the same message
    assert turn.labels() != first and "Back" in turn.labels() and "My peeks" in turn.labels()
    assert not any(label.startswith("Peek at a tile") for label in turn.labels())
    await harness.click(user, turn, "Back")
    assert turn.labels() == first
    dice = next(c for c in turn.components() if c.get("placeholder", "").startswith("Which dice to reroll"))
    assert dice["max_values"] > 1 and all(not CODES.search(o["label"]) for o in dice["options"])
    await harness.click(user, turn, "Peek at a tile (1 cube)…")
    await harness.choose(user, turn, ["0"], custom_id=rows["custom_id"])
    await harness.restart()  # the narrowed message's controls still work: the node is in their ids
    tile = next(c for c in turn.components() if c.get("placeholder") == "Which tile?" or c.get("label") == "Back")
    if tile["type"] == 3:
        done = await harness.choose(user, turn, [tile["options"][0]["value"]], custom_id=tile["custom_id"])
    else:  # five tiles or fewer in the row: buttons
        done = await harness.click(user, turn, custom_id=turn.components()[0]["custom_id"])
    assert any("You peeked at" in m.content and m.ephemeral for m in done.made)
    after = await harness.store.games.latest_in(thread)
    assert after is not None and after.version == game.version + 1  # the peek is made, once
    assert harness.errors == []


def test_rsp_026_six_dice_in_two_short_steps_black_first() -> None:
    """RSP-026: the 25 splits are asked as "how many black?" (0–5), then blue or the split itself;
    peeks (RSP-043) wait behind one button beside it, so the first message offers 6 options, not 39."""
    state = GAME.setup(3, {}, 69)
    (seat,) = GAME.to_act(state)
    legal, view = GAME.legal_actions(state, seat), GAME.view(state, None)
    rows = PRESENTER.controls(view, seat, legal)
    (black,) = [r for r in rows if isinstance(r, Step)]
    assert black.prompt == "How many black dice?" and [o.label for o in black.options] == [
        f"{n} black" for n in range(6)
    ]
    assert "Peek at a tile (1 cube)…" in [link.label for r in rows if isinstance(r, Links) for link in r.links]
    then = PRESENTER.step(view, seat, legal, "p", "choose", ["3"])  # 3 black: 4 splits, one button each
    assert isinstance(then, list)
    labels = [c.label for r in then if isinstance(r, Buttons) for c in r.choices]
    assert labels == [
        "3 black · 3 blue",
        "1 white · 3 black · 2 blue",
        "2 white · 3 black · 1 blue",
        "3 white · 3 black",
    ]
