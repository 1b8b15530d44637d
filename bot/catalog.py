"""The games, each registered once, by key.

A game's key names its modules in every layer: the engine ``bot.games.<package>`` (``GAME``),
the renderer ``renderers.<package>`` (``render``), the bot ``bot.bots.<package>`` (``POLICY``),
the cog ``cogs.<package>`` and the summary ``data/<package>/summary.md``, where ``<package>``
is the key with underscores. Adding a game is writing those modules and one line here; the
registries of each layer, the bot's cogs and the tests read this list.
"""

from __future__ import annotations

KEYS: tuple[str, ...] = ("south-pole", "amundsen-scott", "pole-to-pole", "north-pole", "roll-in-one")


def package(key: str) -> str:
    """The module name a game's key gives in every layer: "south-pole" → "south_pole"."""
    return key.replace("-", "_")


def modules(layer: str) -> dict[str, str]:
    """Each game's module in ``layer`` ("bot.games", "renderers", "bot.bots", "cogs"), by key."""
    return {key: f"{layer}.{package(key)}" for key in KEYS}
