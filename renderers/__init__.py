"""Board pictures: one function per game key, public view in, PNG bytes out.

A renderer sees only the public view (plus the display ``names`` the table adds), so no
secret can reach a picture.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, cast

from bot.catalog import modules

Renderer = Callable[[dict[str, Any]], bytes]

# Each game's renderer is ``renderers.<package>.render``; the catalog names them (it imports nothing).
RENDERERS: dict[str, Renderer] = {
    key: cast(Renderer, importlib.import_module(module).render) for key, module in modules("renderers").items()
}
