"""A shot whose answers every decision on the same course shares, exactly as a fresh ``Shot``'s.

A ``Shot`` memoizes flight states, and a flight cut short (a loop of curves, a flight past
``MAX_ROLLS``) leaves memoized values that depend on which questions came first. So answers are
remembered per sequence of questions: the same ball asking the same questions in the same
order on the same course gets the answers a fresh ``Shot`` gives, without working them out
again; a question not seen before first replays the earlier ones on a fresh ``Shot``. Where a
ball comes to rest (``position``, ``rest``) does not depend on the order and is asked directly.
"""

from __future__ import annotations

from typing import Any

from .reading import Ball, Course, Hex, Shot

Question = tuple[str, tuple[Any, ...]]
ANSWERS_KEPT = 40_000  # answers kept per course before its record starts again


class SharedShot:
    """``Shot``'s questions, answered from the course's record when asked before in this order."""

    exact_class: type[Shot] = Shot  # the shot whose answers are shared

    def __init__(self, course: Course, ball: Ball) -> None:
        self.course = course
        self.ball = ball
        self._asked: tuple[Question, ...] = ()
        self._exact: Shot | None = None
        self._replayed = 0  # questions in ``_asked`` the exact shot has answered

    def _shot(self) -> Shot:
        if self._exact is None:
            self._exact = self.exact_class(self.course, self.ball)
        return self._exact

    def _answers(self) -> dict[Any, Any]:
        return self.course.answers

    def _ask(self, name: str, *args: Any) -> Any:
        question = (name, args)
        answers = self._answers()
        key = (self.ball, self._asked, question)
        found = answers.get(key)
        if found is None:
            exact = self._shot()
            for earlier, earlier_args in self._asked[self._replayed :]:
                getattr(exact, earlier)(*earlier_args)  # the same memo state as a fresh Shot asked in turn
            found = getattr(exact, name)(*args)
            self._replayed = len(self._asked) + 1
            if len(answers) >= ANSWERS_KEPT:
                answers.clear()
            answers[key] = found
        self._asked = (*self._asked, question)
        return found

    # --- questions whose answers depend on what was asked before (memoized flights) ---------

    def best_swing(self, cell: Hex) -> tuple[float, str, int]:
        best: tuple[float, str, int] = self._ask("best_swing", cell)
        return best

    def roll(self, club: str, cell: Hex, direction: int, beat: int, moved: bool, sand: bool) -> float:
        return float(self._ask("roll", club, cell, direction, beat, moved, sand))

    def forward(self, club: str, cell: Hex, direction: int, beat: int) -> float:
        return float(self._ask("forward", club, cell, direction, beat))

    def resolve(self, club: str, face: str, cell: Hex, direction: int, beat: int, moved: bool, sand: bool) -> float:
        return float(self._ask("resolve", club, face, cell, direction, beat, moved, sand))

    # --- questions about where a ball rests: the same whenever asked --------------------------

    def position(self, cell: Hex) -> float:
        return self._shot().position(cell)

    def rest(self, cell: Hex, direction: int, dotted: bool, oob: bool, free_drop: bool | None = None) -> float:
        return self._shot().rest(cell, direction, dotted, oob, free_drop)

    def dotted_turn(self, cell: Hex, direction: int) -> float:
        return self._shot().dotted_turn(cell, direction)

    def sand_at(self, cell: Hex) -> bool:
        return self._shot().sand_at(cell)
