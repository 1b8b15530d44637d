"""When the hard search replaces its guide's choice (``search.clear_winner``): only for an action
that wins clearly on the same worlds, and, where a game asks for it (``Searchable.switch_worlds``),
only once enough worlds were measured."""

from __future__ import annotations

from bot.bots.search import SWITCH_WORLDS, clear_winner
from bot.bots.values import SEARCHABLE

CLEAR = [[0.40, 0.70], [0.45, 0.72], [0.38, 0.69]]  # the second action wins by ~0.3 on every world


def test_a_clear_winner_replaces_the_guess() -> None:
    assert clear_winner(CLEAR) == 1


def test_a_noisy_gain_keeps_the_guess() -> None:
    assert clear_winner([[0.40, 0.90], [0.45, 0.10], [0.38, 0.70]]) == 0


def test_too_few_worlds_keep_the_guess_where_the_game_asks_for_more() -> None:
    assert clear_winner(CLEAR, at_least=len(CLEAR)) == 1
    assert clear_winner(CLEAR, at_least=len(CLEAR) + 1) == 0
    assert clear_winner(CLEAR[:1], at_least=1) == 0  # never on fewer than SWITCH_WORLDS


def test_games_ask_for_at_least_the_default() -> None:
    assert all(game.switch_worlds >= SWITCH_WORLDS for game in SEARCHABLE.values())
