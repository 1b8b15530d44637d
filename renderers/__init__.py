"""Board pictures: one function per game key, public view in, PNG bytes out.

A renderer sees only the public view (plus the display ``names`` the table adds), so no
secret can reach a picture.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Renderer = Callable[[dict[str, Any]], bytes]

RENDERERS: dict[str, Renderer] = {}
