"""Every registered game honours the contract's shape and has a picture and a rules summary."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine import Game
from bot.games import GAMES
from renderers import RENDERERS

DATA = Path(__file__).resolve().parents[2] / "data"


@pytest.mark.parametrize("key", sorted(GAMES))
def test_registered_game(key: str) -> None:
    game = GAMES[key]
    assert isinstance(game, Game) and game.key == key
    assert 1 <= game.min_players <= game.max_players <= 5
    assert key in RENDERERS
    summary = DATA / key.replace("-", "_") / "summary.md"
    assert summary.is_file() and 0 < len(summary.read_text(encoding="utf-8")) <= 2000  # one Discord message


def test_the_catalog_drives_every_layer() -> None:
    """One line in bot/catalog.py registers a game: engine, renderer, bot, cog and the bot's cogs."""
    from bot.bots import POLICIES
    from bot.catalog import KEYS
    from bot.client import COGS
    from bot.ui.registry import cog_presenters

    assert list(GAMES) == list(KEYS)
    assert set(RENDERERS) == set(KEYS)
    assert set(POLICIES) == set(KEYS)
    assert set(cog_presenters()) == set(KEYS)
    assert {f"cogs.{key.replace('-', '_')}" for key in KEYS} <= set(COGS)
