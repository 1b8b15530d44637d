"""The hard level's policy in Roll In One: the search guide's choices (``guide``), each judged
by where the ball comes to rest in expected strokes to hole out (``strokes``) rather than in
hex distance, and a caddie card spent only for a gain of 0.7 strokes or more (``CARD_STROKES``),
0.3 on a game's last hole, where a card kept is worth nothing at the end (RIO-039, RIO-073).
Every decision is still an exact expectation over the dice faces of the shot being played
(``Shot``), with the best choice at each curve. Designing a standard hole, it takes one of the
preset holes where that judgement pays most (``CHOSEN_PRESETS``) when the host allows presets."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from bot.engine import Action

from .answers import SharedShot
from .guide import SearchGuide
from .reading import ball_of, course_of
from .strokes import CARD_STROKES, SPACES_PER_STROKE, StrokesSharedShot

# Seeded games against normal, the same deals each (hard at 0.05 s): 58.35% -> 60.9% over 1,000.
LAST_HOLE_CARD_STROKES = 0.3
# The preset holes (RIO-032) where the guide beats normal most: every hole that preset, 480 seeded
# games each (seed 90001), hard's points per hole minus normal's: Lakeside -0.25 (65.8% of games),
# Dogleg Right -0.20 (66.5%), Front Nine -0.15 (64.1%), Long Haul -0.11 (56.9%); random holes
# -0.12 (59.0%, 400 games). Two of them, so a person facing the bot doesn't meet one hole only.
CHOSEN_PRESETS = ("Lakeside", "Dogleg Right")


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

    def design(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        """RIO-025: a chosen preset hole for a standard game, where presets are allowed; else as normal."""
        chosen = [a for a in legal if a["type"] == "preset" and a.get("name") in CHOSEN_PRESETS]
        if chosen and view["mode"] == "standard":
            return rng.choice(chosen)
        return super().design(view, legal, rng)


HARD_GUIDE = StrokesGuide()
