"""Every registered game honours the contract's shape and has a picture and a rules summary."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.engine import BaseGame, Game
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


@pytest.mark.parametrize("key", sorted(GAMES))
def test_forced_is_the_lone_legal_action_or_none(key: str) -> None:
    """``Game.forced`` only ever names the one action left, never picks among several."""
    game = GAMES[key]
    rng = random.Random(5)
    state = game.setup(game.max_players if key != "amundsen-scott" else 2, {}, 5)
    for _ in range(150):
        if game.outcome(state) is not None:
            break
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        made = game.forced(state, seat, legal)
        assert made is None or (len(legal) == 1 and made is legal[0])
        state, _ = game.apply(state, seat, made or rng.choice(legal))


def test_base_game_forces_nothing() -> None:
    """The default: every choice is the seat's."""
    assert BaseGame().forced({}, 0, [{"type": "end", "label": "End turn"}]) is None
