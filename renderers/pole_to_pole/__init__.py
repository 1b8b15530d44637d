"""Pole to Pole board picture: the public view in, PNG bytes out."""

from __future__ import annotations

from typing import Any

from renderers.draw import BACKGROUND, INK, canvas, png, wrap

from .board import LEGEND_H, MAP_BOTTOM, draw_map
from .panel import draw_panel
from .style import MAP_LEFT, PANEL_LEFT, TITLE_H, WIDTH, label, names_of, plain

__all__ = ["render"]


def render(view: dict[str, Any]) -> bytes:
    """Draw the map and the side panel for a public view (plus optional display ``names``)."""
    image, draw = canvas(WIDTH, 1400, BACKGROUND)
    _title(draw, view)
    draw_map(draw, view)
    map_bottom = MAP_BOTTOM + LEGEND_H
    panel_bottom = draw_panel(draw, view, PANEL_LEFT, TITLE_H, map_bottom)
    height = max(map_bottom, panel_bottom) + 20
    return png(image.crop((0, 0, WIDTH, height)))


def _title(draw: Any, view: dict[str, Any]) -> None:
    names = names_of(view)
    label(draw, (MAP_LEFT - 100, 14), "POLE TO POLE", 32)
    outcome = view.get("outcome")
    if outcome:
        from bot.engine import name_seats

        text = "Game over: " + plain(name_seats(outcome["text"], names))
    else:
        seat = view["active"]
        colour = view["seats"][seat]["colour"]
        prompt = view["prompt"]["text"] if view.get("prompt") else ""
        text = f"Round {view['round']}  ·  {names[seat]} ({colour}): {prompt}"
    line = wrap(text, 24, PANEL_LEFT - MAP_LEFT - 200)[0]
    label(draw, (MAP_LEFT + 200, 18), line, 24, fill=INK)
