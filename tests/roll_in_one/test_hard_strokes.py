"""The hard level's measure in Roll In One (issue 26): a resting cell is worth its expected
strokes to hole out (``bot/bots/roll_in_one/strokes.py``), not its hex distance; the shot is
still judged exactly over its dice faces (RIO-049–RIO-061)."""

from __future__ import annotations

import random
from typing import Any

from bot.bots import level_policy
from bot.bots.roll_in_one import POLICY
from bot.bots.roll_in_one.hard import CARD_STROKES, CHOSEN_PRESETS, HARD_GUIDE, LAST_HOLE_CARD_STROKES, card_strokes
from bot.bots.roll_in_one.reading import HOLED_BONUS, Ball, Course, Hex, Shot, ball_of, course_of, landing_of
from bot.bots.roll_in_one.strokes import StrokesSharedShot, StrokesShot, open_strokes, sextant
from bot.engine import Action, action_key
from bot.games.roll_in_one import GAME
from bot.hexgrid import distance, step

from .test_bot_answers import first_swing_view

GREEN: Hex = (0, 0)


def open_course(radius: int = 9, green: Hex = GREEN) -> Course:
    span = range(-radius, radius + 1)
    cells = {(q, r): "rough" for q in span for r in span if distance((q, r), green) <= radius}
    return Course(cells, (green,), (green,))


def turned(cell: Hex) -> Hex:
    """RIO-011: one 60° turn about the origin."""
    return cell[0] + cell[1], -cell[0]


def test_rio_011_the_open_field_value_is_the_same_after_a_turn_about_the_green() -> None:
    for cell in [(3, 0), (2, 1), (-4, 1), (5, -7), (0, 14), (-16, 3)]:
        d, _ = sextant(*cell)
        assert d == distance(cell, GREEN)
        assert open_strokes(turned(cell), GREEN) == open_strokes(cell, GREEN)
    assert open_strokes(GREEN, GREEN) == 0.0


def test_rio_050_a_cell_on_the_greens_line_is_holed_from_in_fewer_strokes_than_one_off_it() -> None:
    """Balls fly straight (RIO-050), so at the same distance the green's line is worth more; and
    farther is still worse along one line, beyond the table too."""
    for d in range(4, 12):
        assert open_strokes((d, 0), GREEN) < open_strokes((d // 2, d - d // 2), GREEN)
    line = [open_strokes((d, 0), GREEN) for d in range(1, 20)]
    assert line == sorted(line)


def test_rio_043_the_shot_aimed_at_the_green_beats_the_one_aimed_away() -> None:
    """From two spaces east of the green, the 9-Iron's dots (RIO-054) can stop on the green
    (RIO-043): aimed west, at the green, it costs fewer expected strokes than aimed east."""
    course = open_course()
    shot = StrokesShot(course, Ball(golfers=frozenset()))
    start = (2, 0)
    towards = shot.roll("9iron", start, 3, 0, False, False)
    away = shot.roll("9iron", start, 0, 0, False, False)
    assert towards < away
    value, _, direction = StrokesShot(course, Ball(golfers=frozenset())).best_swing(start)
    assert step(start, direction) == (1, 0) and value == min(towards, value)


def test_rio_063_a_water_penalty_costs_more_than_the_open_fields_lie() -> None:
    """Landing on water adds a penalty token (RIO-063); the strokes measure charges it."""
    course = open_course()
    wet = Course({**{c: course.kinds[c] for c in course.kinds}, (3, 0): "water"}, (GREEN,), (GREEN,))
    dry_shot = StrokesShot(course, Ball(golfers=frozenset()))
    wet_shot = StrokesShot(wet, Ball(golfers=frozenset()))
    assert wet_shot.rest((3, 0), 3, True, False) > dry_shot.rest((3, 0), 3, True, False)
    free = Ball(golfers=frozenset(), free_drop=True)  # C12 Free Drop
    assert StrokesShot(wet, free).rest((3, 0), 3, True, False) == dry_shot.rest((3, 0), 3, True, False)


def test_shared_strokes_answers_equal_a_fresh_shots_and_leave_the_normal_policys_alone() -> None:
    """The hard measure remembers its answers apart: the same as a fresh ``StrokesShot``, and
    the normal policy (issue 26's yardstick) decides as before on a course the hard one saw."""
    view, seat, legal = first_swing_view(7)
    course, ball = course_of(view, seat), ball_of(view, seat)
    here = (int(view["balls"][seat]["cell"][0]), int(view["balls"][seat]["cell"][1]))
    normal_before = action_key(POLICY.choose(view, legal, random.Random(1)))
    assert StrokesSharedShot(course, ball).best_swing(here) == StrokesShot(course, ball).best_swing(here)
    assert StrokesSharedShot(course, ball).best_swing(here) == StrokesShot(course, ball).best_swing(here)
    HARD_GUIDE.choose(view, legal, random.Random(1))
    assert action_key(POLICY.choose(view, legal, random.Random(1))) == normal_before
    assert course.answers is not course.strokes_answers
    assert Shot(course, ball).best_swing(here) != StrokesShot(course, ball).best_swing(here)


def test_the_hard_level_decides_the_same_way_twice_and_a_tiny_budget_still_moves() -> None:
    for seed in (3, 11, 23):
        view, _, legal = first_swing_view(seed)
        keys = {action_key(a) for a in legal}
        hard = level_policy("roll-in-one", "hard", 0.05)
        first = hard.choose(view, legal, random.Random(seed))
        again = level_policy("roll-in-one", "hard", 0.05).choose(view, legal, random.Random(seed))
        assert action_key(first) == action_key(again) and action_key(first) in keys
        tiny = level_policy("roll-in-one", "hard", 1e-6).choose(view, legal, random.Random(seed))
        assert action_key(tiny) in keys


def _tailwind_windows(seeds: range) -> tuple[list[tuple[dict, list]], list[tuple[dict, list]]]:
    """Landing windows (RIO-131) where Tailwind (C8) is offered, from normal-policy games: those
    where one space forward is the green, and those where normal spends it on a lesser gain."""
    from bot.games.roll_in_one import GAME

    holing: list[tuple[dict, list]] = []
    small: list[tuple[dict, list]] = []
    for seed in seeds:
        state = GAME.setup(2, {}, seed)
        rng = random.Random(seed)
        while GAME.outcome(state) is None and (len(holing) < 3 or len(small) < 3):
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            view = GAME.view(state, seat)
            chosen = POLICY.choose(view, legal, rng)
            if any(a["type"] == "continue" for a in legal) and any(a.get("card") == "C8" for a in legal):
                cell = view["balls"][seat]["cell"]
                here, d = (int(cell[0]), int(cell[1])), int(view["turn"]["dir"])
                dotted, oob = landing_of(view)
                shot = Shot(course_of(view, seat), ball_of(view, seat))
                holed = -HOLED_BONUS  # what a ball at rest on the green is worth, with no penalty
                stays_out = shot.rest(here, d, dotted, oob) > holed  # a fairway slide might hole it anyway
                if stays_out and shot.rest(step(here, d), d, dotted, oob) == holed:
                    holing.append((view, legal))
                elif chosen.get("card") == "C8":
                    small.append((view, legal))
            state, _ = GAME.apply(state, seat, chosen)
    return holing, small


def test_rio_043_the_hard_level_keeps_a_card_for_more_than_a_space_but_spends_it_to_hole() -> None:
    """Caddie cards are few (RIO-039) and each can save a hole later, so the hard level prices a
    card at ``CARD_STROKES`` strokes: Tailwind (D5 C8) that puts the ball on the green is played
    (RIO-043), one that only moves it a space nearer, which the normal policy plays, is kept."""
    holing, small = _tailwind_windows(range(1, 40))
    small = [(view, legal) for view, legal in small if card_strokes(view) == CARD_STROKES]
    assert holing and small
    for view, legal in holing:
        assert HARD_GUIDE.choose(view, legal, random.Random(1)).get("card") == "C8"
    kept = [HARD_GUIDE.choose(view, legal, random.Random(1))["type"] == "continue" for view, legal in small]
    assert sum(kept) > len(kept) // 2, kept


def on_hole(view: dict, number: int, of: int | None) -> dict:
    return {**view, "hole": {**view["hole"], "number": number, "of": of}}


def test_rio_039_a_card_is_cheap_on_the_last_hole_where_keeping_it_is_worth_nothing() -> None:
    """Cards are kept between holes (RIO-039) but the game ends on its last hole's score (RIO-073):
    there the hard level spends a card for less. Campaign, bumper and survival have no last hole."""
    _, small = _tailwind_windows(range(1, 40))
    view = small[0][0]
    assert card_strokes(on_hole(view, 2, 3)) == CARD_STROKES
    assert card_strokes(on_hole(view, 3, 3)) == LAST_HOLE_CARD_STROKES < CARD_STROKES
    assert card_strokes(on_hole(view, 9, None)) == CARD_STROKES

    def played(number: int) -> int:
        return sum(
            HARD_GUIDE.choose(on_hole(v, number, 3), legal, random.Random(1)).get("card") == "C8"
            for v, legal in small
        )

    assert played(3) > played(1)  # a space nearer is worth a card only when the card has no future


def _design_start() -> tuple[dict[str, Any], list[Action]]:
    state = GAME.setup(2, {}, 3)
    seat = GAME.to_act(state)[0]
    return GAME.view(state, seat), GAME.legal_actions(state, seat)


def test_rio_025_the_hard_level_designs_one_of_its_chosen_presets_where_the_host_allows_them() -> None:
    """RIO-025/RIO-032: offered every method, the hard guide takes one of its chosen presets (both,
    over several choices), and so does the hard bot; the normal policy takes a random hole, and
    so does the hard guide designing a solo round."""
    view, legal = _design_start()
    assert {"random", "preset", "attach"} <= {a["type"] for a in legal}
    picks = {HARD_GUIDE.choose(view, legal, random.Random(i))["name"] for i in range(12)}
    assert picks == set(CHOSEN_PRESETS)
    assert POLICY.choose(view, legal, random.Random(1))["type"] == "random"
    hard = level_policy("roll-in-one", "hard", budget=0.05)
    assert hard.choose(view, legal, random.Random(1))["name"] in CHOSEN_PRESETS  # the search keeps the guide's
    solo = GAME.setup(1, {}, 3)  # a solo round offers presets too (RIO-113), but nothing was measured there
    view, legal = GAME.view(solo, 0), GAME.legal_actions(solo, 0)
    assert "preset" in {a["type"] for a in legal}
    assert HARD_GUIDE.choose(view, legal, random.Random(1)) == POLICY.choose(view, legal, random.Random(1))


def test_rio_057_a_cell_across_off_course_ground_is_valued_by_the_way_around() -> None:
    """A ball never flies over ground off the course (RIO-057): on a U-shaped course a cell across
    the gap from the green is worth the walk around, not its hex distance; on the green's own arm
    the open field's value stands. (Preset Long Haul bends so: hard vs normal, 480 games there,
    went from 38% to 57% with the detour counted.)"""
    arms = {(q, r): "rough" for q in range(7) for r in (0, 1, 4, 5)}
    bend = {(6, r): "rough" for r in range(6)}
    course = Course({**arms, **bend}, (GREEN,), (GREEN,))
    ball = Ball(golfers=frozenset())
    across, along = (0, 4), (3, 0)
    assert distance(across, GREEN) == 4 and course.walk(GREEN)[across] > 4 + 4
    assert course.walk(GREEN)[along] == distance(along, GREEN)
    open_field = open_course()
    assert StrokesShot(course, ball).position(across) > StrokesShot(open_field, ball).position(across)
    assert StrokesShot(course, ball).position(along) == StrokesShot(open_field, ball).position(along)
