"""Picture cost: each renderer against the encode-only floor of the very picture it made."""

from __future__ import annotations

import io
import time
from typing import Any

from PIL import Image

from bench.figures import Figure, ms
from bot.engine import Game
from renderers import RENDERERS
from renderers.draw import PNG_LEVEL


def encode_only(picture: bytes) -> float:
    """Seconds to encode the finished picture again as ``renderers.draw.png`` does: a palette
    picture is mapped from RGB onto its own palette and saved at the same level."""
    image = Image.open(io.BytesIO(picture))
    image.load()
    if image.mode == "P":
        rgb = image.convert("RGB")
        started = time.perf_counter()
        rgb.quantize(palette=image, dither=Image.Dither.NONE).save(io.BytesIO(), format="PNG", compress_level=PNG_LEVEL)
        return time.perf_counter() - started
    started = time.perf_counter()
    image.save(io.BytesIO(), format="PNG", compress_level=6)
    return time.perf_counter() - started


def bench_pictures(game: Game, states: list[dict[str, Any]], count: int) -> list[Figure]:
    render = RENDERERS.get(game.key)
    if render is None or not states:
        return []
    chosen = states[:: max(1, len(states) // count)][:count]
    names = [f"Player {i + 1}" for i in range(game.max_players)]
    renders, floors, widths, sizes = [], [], [], []
    for state in chosen:
        view = {**game.view(state, None), "names": names}
        started = time.perf_counter()
        picture = render(view)
        renders.append(time.perf_counter() - started)
        floors.append(encode_only(picture))
        widths.append(Image.open(io.BytesIO(picture)).width)
        sizes.append(len(picture))
    return [
        Figure(
            "pictures",
            f"{game.key} render",
            "ms",
            *ms(renders),
            "encode-only",
            *ms(floors),
            note=f"{min(widths)}–{max(widths)} px wide, {max(sizes) / 1000:.0f} KB at most",
        )
    ]
