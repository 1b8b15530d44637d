"""The hard level's policy in Roll In One: the search guide's choices (``guide``), each judged
by where the ball comes to rest in expected strokes to hole out (``strokes``) rather than in
hex distance, and a caddie card spent only for a gain of 0.7 strokes or more (``CARD_STROKES``). Every
decision is still an exact expectation over the dice faces of the shot being played (``Shot``),
with the best choice at each curve."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .answers import SharedShot
from .guide import SearchGuide
from .reading import ball_of, course_of
from .strokes import CARD_STROKES, SPACES_PER_STROKE, StrokesSharedShot


class StrokesGuide(SearchGuide):
    card_cost = SPACES_PER_STROKE * CARD_STROKES

    def _shot(self, view: Mapping[str, Any], seat: int) -> SharedShot:
        return StrokesSharedShot(course_of(view, seat), ball_of(view, seat))


HARD_GUIDE = StrokesGuide()
