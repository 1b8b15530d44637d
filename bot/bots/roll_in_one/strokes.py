"""The hard level's measure of a resting cell in Roll In One: expected strokes to hole out.

The normal policy scores where a ball comes to rest by its hex distance to the green. But a ball
moves along straight lines (RIO-050, RIO-052) and holes only by stopping on the green (RIO-043):
a cell on one of the green's six lines is holed from in far fewer strokes than an off-line cell
at the same distance, and distance 1 is no easier than 3. ``STROKES`` holds the expected strokes
to hole out from each offset to the green on an open rough field, worked out by value iteration
over ``Shot`` (each cell's best swing, landings valued by the previous sweep, until the values
settled: ``python -m tools.rio_strokes`` prints the table). An open field has six-fold symmetry,
so the table keeps one sextant; a hazard or an edge near the landing still counts through the
exact flight of the shot being judged (``Shot``), which is what this measure is used for. A
course that bends is no open field: a cell across off-course ground from the green adds the
detour its walk over course cells makes (``DETOUR_STROKES`` a space), since no ball crosses it.
"""

from __future__ import annotations

from typing import Any

from bot.hexgrid import distance

from .answers import SharedShot
from .reading import Hex, Shot
from .strokes_table import LIE_STROKES, STROKES

PENALTY_STROKES = 1.6  # a penalty token is a point; a stroke behind loses the hole about 0.6 times
SPACES_PER_STROKE = 3.0  # costs stay in the normal policy's units (spaces), so its point costs still fit
# A caddie card is worth about a stroke: a player gets six in a game (RIO-039), and one kept can
# hole a ball later (Tailwind onto the green) or save a penalty (Free Drop). Priced at the normal
# policy's 0.2 strokes the cards went on small gains; at 2 strokes they stayed unplayed.
CARD_STROKES = 0.7
# Around a bend a ball must go the long way (RIO-057): each space the walk over course cells adds
# to the hex distance costs what a space costs far out on the open field (the table's slope).
DETOUR_STROKES = 0.25


def sextant(dq: int, dr: int) -> tuple[int, int]:
    """The offset's distance and its place on that ring, turned into the sextant q > 0, r ≥ 0
    (RIO-011: a turn maps (q, r) to (q + r, −q))."""
    for _ in range(6):
        if dq > 0 and dr >= 0:
            return dq + dr, dr
        dq, dr = dq + dr, -dq
    return 0, 0


def open_strokes(cell: Hex, green: Hex) -> float:
    """Expected strokes to hole out from ``cell`` on an open field (0 on the green)."""
    d, k = sextant(cell[0] - green[0], cell[1] - green[1])
    if d == 0:
        return 0.0
    last = len(STROKES)
    if d <= last:
        return STROKES[d - 1][k]
    # beyond the table, each further space costs what the table's last one did
    slope = sum(STROKES[last - 1]) / last - sum(STROKES[last - 2]) / (last - 1)
    return STROKES[last - 1][min(last - 1, round(k * last / d))] + (d - last) * slope


class StrokesShot(Shot):
    """``Shot`` with resting cells valued in expected strokes to hole out (times
    ``SPACES_PER_STROKE``), and penalties at ``PENALTY_STROKES``."""

    def position(self, cell: Hex) -> float:
        found = self.positions.get(cell)
        if found is None:
            course = self.course
            if cell in course.targets:
                found = 0.0
            else:
                strokes = min((self.strokes_to(cell, g) for g in course.targets), default=0.0)
                found = SPACES_PER_STROKE * (strokes + LIE_STROKES.get(course.kind(cell) or "", 0.0))
            self.positions[cell] = found
        return found

    def strokes_to(self, cell: Hex, green: Hex) -> float:
        """The open field's strokes, and the detour the course's shape forces on top."""
        detour = self.course.walk(green).get(cell, 0) - distance(cell, green)
        return open_strokes(cell, green) + DETOUR_STROKES * max(0, detour)

    def _rest(self, cell: Hex, direction: int, dotted: bool, oob: bool, free_drop: bool | None) -> float:
        # RIO-060–RIO-063 as ``Shot._rest``, with a penalty's cost in strokes
        course = self.course
        if not dotted and not oob and course.kind(cell) == "fairway":
            ahead = course.next[cell][direction]
            if ahead is not None:
                slid = self.rest(ahead, direction, True, False, free_drop)
                stay = self.rest(cell, direction, True, False, free_drop)
                return min(slid, stay) if "G8" in self.ball.golfers else slid  # RIO-090
        drop = self.ball.free_drop if free_drop is None else free_drop
        penalties = 0 if drop else int(oob) + int(course.kind(cell) == "water")
        return SPACES_PER_STROKE * PENALTY_STROKES * penalties + self.position(cell)


class StrokesSharedShot(SharedShot):
    """``SharedShot`` over ``StrokesShot``, with answers kept apart from the normal policy's."""

    exact_class = StrokesShot

    def _answers(self) -> dict[Any, Any]:
        return self.course.strokes_answers
