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
