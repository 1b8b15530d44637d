"""Roll In One picture: ``render(public_view) -> PNG bytes``.

Only the public view comes in (plus the table's optional ``names``). The course fills the
left, the panel (whose turn, this shot's rolls, the scorecard) the right.
"""

from __future__ import annotations

from typing import Any

from renderers.draw import canvas, png

from .course import draw_balls, draw_course, draw_path, fit, needed_height
from .panel import draw_footer, draw_header, draw_legend, draw_scorecard, draw_shot, draw_status

WIDTH = 1300
HEADER = 84
PANEL = 480
MARGIN = 20
SEAT_LETTERS = "ABCDE"
BACKGROUND = (226, 236, 226)


def render(view: dict[str, Any]) -> bytes:
    count = int(view["players"])
    given = list(view.get("names") or [])
    names = [given[i] if i < len(given) and given[i] else f"Seat {i + 1}" for i in range(count)]
    letters = [SEAT_LETTERS[i] for i in range(count)]
    cells = [(c[0], c[1]) for c in view["course"]["cells"]]
    map_width = WIDTH - PANEL - 3 * MARGIN
    panel_left = WIDTH - PANEL - MARGIN
    height = max(760, int(HEADER + 2 * MARGIN + min(1500.0, needed_height(cells, map_width))), _panel_height(view))
    image, draw = canvas(WIDTH, height, BACKGROUND)
    draw_header(draw, view, names, WIDTH, HEADER)
    frame = fit(cells, MARGIN, HEADER + MARGIN, map_width, height - HEADER - 2 * MARGIN)
    hole = view["hole"]
    draw_course(draw, view, frame, local_labels=bool(hole and hole["finished"] and not hole["confirmed"]))
    turn = view.get("turn")
    shot = turn if turn and (turn.get("rolls") or len(turn.get("path") or []) > 1) else view.get("last_turn")
    if shot and shot.get("path") and hole and hole["confirmed"]:
        draw_path(draw, shot["path"], int(shot["seat"]), frame)
    decision = view.get("decision")
    draw_balls(draw, view, letters, frame, decision["seat"] if decision else None)
    y = draw_status(draw, view, names, letters, panel_left, HEADER + MARGIN, PANEL)
    if hole and hole["confirmed"]:
        y = draw_shot(draw, view, names, letters, panel_left, y + 14, PANEL)
    y = draw_scorecard(draw, view, names, letters, panel_left, y + 14, PANEL)
    y = draw_legend(draw, panel_left, y + 14, PANEL)
    draw_footer(draw, view, panel_left, y + 12, PANEL)
    return png(image)


def _panel_height(view: dict[str, Any]) -> int:
    """A generous estimate of the panel's height, so long roll logs never fall off."""
    turn = view.get("turn") or view.get("last_turn") or {}
    rolls = len(turn.get("rolls") or [])
    cards = len(turn.get("cards") or [])
    return HEADER + 140 + 160 + (rolls // 8 + 1) * 54 + 28 * cards + 66 * int(view["players"]) + 360


__all__ = ["render"]
