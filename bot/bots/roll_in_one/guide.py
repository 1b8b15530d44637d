"""What guides the hard level's search in Roll In One: the normal policy, except when offered
only some of the swings (the search asking for its second and later choices, RIO-047), where
the normal policy looks for its favourite among all 36 and finds it missing; this one takes the
swing with the lowest expected cost among those offered. Every other choice is the normal one."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import Action

from .policy import RollInOnePolicy, _best
from .reading import _hex

ALL_SWINGS = 36  # six clubs by six directions (RIO-047)


class SearchGuide(RollInOnePolicy):
    def aim(self, view: Mapping[str, Any], seat: int, legal: list[Action]) -> Action:
        swings = [a for a in legal if a["type"] == "swing"]
        if len(swings) >= ALL_SWINGS or not swings:
            return super().aim(view, seat, legal)
        shot = self._shot(view, seat)
        here = _hex(view["balls"][seat]["cell"])
        sand = shot.sand_at(here)
        return _best([(shot.roll(str(a["club"]), here, int(a["dir"]), 0, False, sand), a) for a in swings])


GUIDE = SearchGuide()
