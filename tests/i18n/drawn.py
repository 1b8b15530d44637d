"""What a picture draws in words: every text stamped through ``renderers.text`` (``put`` and
``centred`` both end in ``_layer`` or ``_mapped``), with the canvas it went on and its ink's box,
so a test can read a picture's words and see that none runs off its canvas."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pytest

import renderers.text as text_module
from tests.i18n.test_glyphs import drawable


@dataclass(frozen=True)
class Drawn:
    text: str
    canvas: tuple[int, int]  # the size of the image it was stamped on (a picture, a card, a pill)
    box: tuple[int, int, int, int]  # its ink, left, top, right, bottom

    def inside(self) -> bool:
        left, top, right, bottom = self.box
        return left >= 0 and top >= 0 and right <= self.canvas[0] and bottom <= self.canvas[1]


@contextmanager
def recording(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Drawn]]:
    """Every text drawn while the block runs."""
    found: list[Drawn] = []
    layer, mapped = text_module._layer, text_module._mapped

    def note(pen: Any, text: str, size: int, stroked: bool, at: tuple[int, int]) -> None:
        box = text_module._box(text, size, stroked, at)
        found.append(Drawn(text, pen.image.size, box))

    def on_layer(pen: Any, text: str, size: int, stroked: bool, colour: Any, at: tuple[int, int]) -> None:
        note(pen, text, size, stroked, at)
        layer(pen, text, size, stroked, colour, at)

    def on_mapped(pen: Any, text: str, size: int, layers: list[tuple[bool, Any]], at: tuple[int, int]) -> None:
        note(pen, text, size, any(outline for outline, _ in layers), at)
        mapped(pen, text, size, layers, at)

    monkeypatch.setattr(text_module, "_layer", on_layer)
    monkeypatch.setattr(text_module, "_mapped", on_mapped)
    yield found


def problems(found: list[Drawn]) -> list[str]:
    """Texts that run off their canvas, or hold a character no font here can draw (a box)."""
    bad = [f"off its canvas: {d.text!r} {d.box} on {d.canvas}" for d in found if not d.inside()]
    bad += [f"no glyph: {d.text!r}" for d in found if not all(drawable(c) for c in d.text)]
    return sorted(set(bad))
