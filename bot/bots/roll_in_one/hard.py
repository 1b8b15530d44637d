"""The hard level's policy in Roll In One: the search guide's choices (``guide``), each judged
by where the ball comes to rest in expected strokes to hole out (``strokes``) rather than in
hex distance, and a caddie card spent only for a gain of 0.7 strokes or more (``CARD_STROKES``),
0.3 on a game's last hole, where a card kept is worth nothing at the end (RIO-039, RIO-073).
Every decision is still an exact expectation over the dice faces of the shot being played
(``Shot``), with the best choice at each curve."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .answers import SharedShot
from .guide import SearchGuide
from .reading import ball_of, course_of
from .strokes import CARD_STROKES, SPACES_PER_STROKE, StrokesSharedShot

# Seeded games against normal, the same deals each (hard at 0.05 s): 58.35% -> 60.9% over 1,000.
LAST_HOLE_CARD_STROKES = 0.3


def card_strokes(view: Mapping[str, Any]) -> float:
    """What spending a caddie card costs, in strokes: less on the last hole of a game that has
    one (standard play, a solo round); campaign, bumper and survival have no last hole."""
    hole = view.get("hole") or {}
    last = hole.get("of") is not None and int(hole["number"]) >= int(hole["of"])
    return LAST_HOLE_CARD_STROKES if last else CARD_STROKES


class StrokesGuide(SearchGuide):
    def card_cost(self, view: Mapping[str, Any]) -> float:
        return SPACES_PER_STROKE * card_strokes(view)

    def _shot(self, view: Mapping[str, Any], seat: int) -> SharedShot:
        return StrokesSharedShot(course_of(view, seat), ball_of(view, seat))


HARD_GUIDE = StrokesGuide()
