"""The /rollinone controls in plain words, on plain data: ports by their printed numbers,
boards by name, clubs and directions in words, caddie cards only in the seat's private reply
(RIO-134) and by name, never by id."""

from __future__ import annotations

import re

from bot.engine import name_seats
from bot.games.roll_in_one import GAME
from bot.games.roll_in_one.words import face_words
from cogs.roll_in_one import RollInOnePresenter, choices, roll_meaning
from renderers.roll_in_one import render
from tests.contract import random_playthrough
from tests.ui.walk import reach

PRESENTER = RollInOnePresenter(GAME, render)
CODES = re.compile(r"\b(?:TEE|[DTN]\d|C\d\d?|G\d|p\d)\b|_|\{")  # board, card, golfer, port ids; keys; "{p1}"


def test_rio_134_controls_in_words_and_cards_only_in_private() -> None:
    """Along random games: every step and button is in words; public clicks never name a card."""
    kinds: set[str] = set()
    for players, options, seed in (
        (3, {"feeling_mean": True, "course": "build"}, 31),
        (4, {"ricochet": True, "mode": "bumper"}, 2),
        (1, {"handicap": True}, 32),
    ):
        run = random_playthrough(GAME, players, options, seed, 40_000)
        for state in run.states[:: max(1, len(run.states) // 30)]:
            if GAME.outcome(state) is not None:
                continue
            (seat,) = GAME.to_act(state)
            legal = GAME.legal_actions(state, seat)
            public, private = GAME.view(state, None), GAME.view(state, seat)
            found = reach(PRESENTER, public, private, seat, legal)
            assert sorted(found) == list(range(len(legal)))
            for index, path in found.items():
                kinds.add(legal[index]["type"])
                for click in path:
                    assert not CODES.search(click.label), click.label
                if legal[index]["type"] in ("card", "settings"):
                    assert any(click.scope == "v" for click in path)  # reached only through My cards
    assert {"attach", "green", "swing", "card", "ricochet"} <= kinds


def test_attach_is_narrowed_by_port_number_then_board() -> None:
    """RIO-038: the designer picks a numbered port, then a board by name, then its side."""
    state = GAME.setup(2, {"course": "build"}, 5)
    (seat,) = GAME.to_act(state)
    legal = GAME.legal_actions(state, seat)
    view = GAME.view(state, None)
    first = PRESENTER.controls(view, seat, legal)
    ports = next(row for row in first if getattr(row, "prompt", "").startswith("Which port?"))
    # The number the picture prints, and the board it is on by name (issue 28: less decoding).
    assert [o.label for o in ports.options][:2] == ["Port 1, on the tee board", "Port 2, on the tee board"]
    boards = PRESENTER.step(view, seat, legal, "p", ports.node, ["0"])
    assert isinstance(boards, list)
    names = [o.label for row in boards for o in getattr(row, "options", ())]
    assert "Diamond 1" in names and "Triangle 1" in names


def test_swing_is_club_then_direction_in_words() -> None:
    state = GAME.setup(1, {"course": "random"}, 7)
    while GAME.legal_actions(state, 0)[0]["type"] != "swing":
        state, _ = GAME.apply(state, 0, next(a for a in GAME.legal_actions(state, 0) if a["type"] != "card"))
    legal = GAME.legal_actions(state, 0)
    view = GAME.view(state, None)
    clubs = next(row for row in PRESENTER.controls(view, 0, legal) if getattr(row, "prompt", "") == "Which club?")
    assert [o.label for o in clubs.options] == ["Putter", "Wedge", "9-Iron", "6-Iron", "4-Iron", "Wood"]
    ways = PRESENTER.step(view, 0, legal, "p", clubs.node, ["0"])
    assert isinstance(ways, list)
    assert [o.label for o in getattr(ways[0], "options", ())][:2] == ["East", "North-east"]
    assert PRESENTER.prompt(view, 0, legal).startswith("choose a club")


def test_private_reply_lists_the_hand_in_words() -> None:
    """RIO-114: a solo round starts with three caddie cards, shown to their holder by name."""
    state = GAME.setup(1, {}, 3)
    reply = PRESENTER.private(GAME.view(state, 0))
    assert reply is not None and reply.text.startswith("**Your caddie cards**")
    assert reply.text.count("• ") in (1, 2, 3) and not CODES.search(reply.text.split("\n-#")[0])


def test_a_shots_rolls_are_told_on_one_line() -> None:
    """The turn message lists a run of rolls on one line; a card or another seat starts a new one."""
    events = [
        {"type": "swing", "text": "{p0} swings the Wood east.", "seat": 0},
        {"type": "roll", "text": "{p0} rolled triangle.", "seat": 0},
        {"type": "roll", "text": "{p0} rolled 6.", "seat": 0},
        {"type": "card", "text": "{p0} played Deep Breath.", "seat": 0},
        {"type": "roll", "text": "{p0} rolled 3 — fails.", "seat": 0},
        {"type": "roll", "text": "{p1} rolled 2 — stuck in the sand.", "seat": 1},
        {"type": "land", "text": "{p1}'s ball lands in the sand.", "seat": 1},
    ]
    assert PRESENTER.event_lines(events, ["Ada", "Bea"]) == [
        "Ada swings the Wood east.",
        "Ada rolled triangle, 6.",
        "Ada played Deep Breath.",
        "Ada rolled 3 (fails).",
        "Bea rolled 2 (stuck in the sand).",
        "Bea's ball lands in the sand.",
    ]


def test_rio_101_reaction_prompt_names_the_player_and_where_the_ball_lies() -> None:
    """The reacting seat is asked about a ball named by its player, lying on the green when it does."""
    run = random_playthrough(GAME, 3, {"feeling_mean": True}, 31, 40_000)
    state = next(s for s in run.states if s["decision"] and s["decision"]["step"] == "reaction")
    (seat,) = GAME.to_act(state)
    legal = GAME.legal_actions(state, seat)
    view = GAME.view(state, None)
    mover = int(view["turn"]["seat"])
    names = ["Ada", "Bea", "Cy"]
    asked = name_seats(PRESENTER.prompt(view, seat, legal), names)
    assert asked.startswith(f"Feeling Mean: play a landing card on {names[mover]}'s ball (") and "{" not in asked
    view["balls"][mover]["cell"] = view["course"]["greens"][0]  # the green hides the terrain under it
    assert f"{names[mover]}'s ball (on the green)" in name_seats(PRESENTER.prompt(view, seat, legal), names)


def test_roll_window_prompt_says_the_pending_roll() -> None:
    """RIO-127: the seat deciding on a roll is told what it rolled before it accepts or changes it."""
    run = random_playthrough(GAME, 2, {"handicap": True, "pause_rolls": "always"}, 5, 40_000)
    state = next(s for s in run.states if s["decision"] and s["decision"]["step"] == "roll")
    (seat,) = GAME.to_act(state)
    view = GAME.view(state, None)
    asked = PRESENTER.prompt(view, seat, GAME.legal_actions(state, seat))
    # Named as the event lines name it ("rolled 4", "rolled triangle"), as the roll still to come.
    assert asked.startswith(f"your next roll is {face_words(view['turn']['pending'])} (")
    assert "): accept it, or change it" in asked


def test_new_offers_the_engines_modes_and_course_sources_in_words() -> None:
    """RIO-091: every mode and course source can be picked in `/rollinone new`, by name."""
    assert {c.value: c.name for c in choices("mode")} == {
        "auto": "standard (a solo round alone)",
        "standard": "standard",
        "campaign": "campaign",
        "bumper": "bumper golf",
        "solo_round": "solo round",
        "solo_survival": "solo survival",
    }
    assert [c.value for c in choices("course")] == ["any", "build", "random", "preset"]
    assert [c.value for c in choices("pause_rolls")] == ["always", "landing", "never"]


def test_rio_050_a_pending_number_says_whether_it_beats_the_number_to_beat() -> None:
    """RIO-050: a number beats the number to beat (the ball steps on) or the ball lands."""
    turn = {"beat": 4, "pending": "5"}
    assert roll_meaning("5", turn) == " (4 to beat, so it beats it: the ball steps on)"
    assert roll_meaning("3", turn) == " (4 to beat, so it doesn't beat it: the ball lands)"
    assert roll_meaning("D2", turn) == " (2 dots: that many steps, then the ball lands)"  # RIO-054


def test_rio_155_settings_changes_are_never_told_in_public() -> None:
    """RIO-134/RIO-155: a seat's settings are private; its change isn't an event line."""
    events = [
        {"type": "settings", "text": "{p0} changed a setting.", "seat": 0},
        {"type": "swing", "text": "{p0} swings the Wood east.", "seat": 0},
    ]
    assert PRESENTER.event_lines(events, ["Ada"]) == ["Ada swings the Wood east."]
