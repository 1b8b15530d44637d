"""What the panel's parts share: its column, the words for cards and tokens, whose name is whose."""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, Locale, first_ours, tr
from renderers.draw import INK, Pen

from .layout import PANEL_RIGHT, PANEL_X, PAWN_COLOURS, TEAM_RGB

X = PANEL_X + 8
RIGHT = PANEL_RIGHT - 8
WIDTH = RIGHT - X
SYMBOLS = {s: N_(s) for s in ("March", "Swoop", "Gallop", "Dash", "Sling", "Emergency")}
ITEMS = {"Husky": N_("Husky"), "Snowshoes": N_("Snowshoes"), "Backpack": N_("Backpack"), "Igloo": N_("Igloo"),
         "Pickaxe": N_("Pickaxe"), "Compass": N_("Compass"), "Storm": N_("Storm"), "Hole": N_("Hole in the Ice"),
         "Polar Bear": N_("Polar Bear")}  # fmt: skip


def speaks(view: dict[str, Any]) -> Locale:
    """The language the picture's words are in (the publisher sets the view's ``language``)."""
    return first_ours(view.get("language"))


def seat_name(view: dict[str, Any], seat: int) -> str:
    names = view.get("names") or []
    return str(names[seat]) if seat < len(names) else tr(speaks(view), "Player {n}", n=seat + 1)


def colour_owner(view: dict[str, Any], colour: str) -> str | None:
    """The name of the player with that pawn colour; None for the Polar Bear."""
    for seat in view["seats"]:
        if seat["colour"] == colour:
            return seat_name(view, seat["seat"])
    return None


def pawn_disc(draw: Pen, centre: tuple[float, float], radius: float, colour: str,
              team: int | None) -> None:  # fmt: skip
    x, y = centre
    if team is not None:
        outer = radius + 4
        draw.ellipse((x - outer, y - outer, x + outer, y + outer), fill=TEAM_RGB[team])
    draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=PAWN_COLOURS[colour], outline=INK, width=2)
