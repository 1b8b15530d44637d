"""Board pictures: one function per game key, public view in, PNG bytes out.

A renderer sees only the public view (plus the display ``names`` the table adds), so no
secret can reach a picture.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Renderer = Callable[[dict[str, Any]], bytes]

RENDERERS: dict[str, Renderer] = {}

# Imported after Renderer exists: each renderer imports the shared helpers in this package.
from renderers import amundsen_scott, north_pole, pole_to_pole, roll_in_one, south_pole  # noqa: E402

RENDERERS.update(
    {
        "south-pole": south_pole.render,
        "amundsen-scott": amundsen_scott.render,
        "pole-to-pole": pole_to_pole.render,
        "north-pole": north_pole.render,
        "roll-in-one": roll_in_one.render,
    }
)
