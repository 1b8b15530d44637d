"""Drawing a picture without letting a failure take the message with it (issue 25, bad input):
a picture that fails to render is logged and left out, and the message says so in words."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from bot.i18n import N_

log = logging.getLogger(__name__)

#: the line a message carries in place of a picture that could not be drawn
UNDRAWN = N_("-# ⚠ The picture couldn't be drawn this time; everything it would show is in the words here.")


def draw(render: Callable[[dict[str, Any]], bytes], view: dict[str, Any]) -> bytes | None:
    """``render(view)``, or None when drawing fails (a bug in a renderer must not cost the turn)."""
    try:
        return render(view)
    except Exception:
        log.exception("a picture failed to render; the message goes out without it")
        return None
