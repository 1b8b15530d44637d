"""`python -m bot demo GAME` (issue 15): bots play through the real table, store and presenter,
with no token and no network, and the page shows every turn message's words and picture."""

from __future__ import annotations

import base64
import re
from pathlib import Path

import pytest

from bot.demo import main
from bot.games import GAMES

TURNS = 4  # a few turns each keep the suite quick; the loop is the same for a whole game


@pytest.mark.parametrize("key", sorted(GAMES))
def test_the_demo_writes_every_turn_with_its_picture(
    key: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([key, "--seed", "3", "--max-turns", str(TURNS), "--out", str(tmp_path)]) == 0
    pages = list(tmp_path.glob(f"{key}-*p-seed3.html"))
    assert len(pages) == 1
    page = pages[0].read_text(encoding="utf-8")
    sections = re.findall(r'<section id="turn-(\d+)">(.*?)</section>', page, flags=re.S)
    pictures = re.findall(r'src="data:image/png;base64,([^"]+)"', page)
    assert len(sections) == len(pictures) >= 2
    assert all(base64.b64decode(p).startswith(b"\x89PNG") for p in pictures)
    assert "<@" not in page and "{p" not in page  # names, not raw mentions or placeholders
    assert f"{len(sections)} turn messages" in capsys.readouterr().out


def test_a_whole_short_game_reaches_its_end(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["amundsen-scott", "--seed", "3", "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "(over)" in out
    page = next(tmp_path.glob("amundsen-scott-2p-seed3.html")).read_text(encoding="utf-8")
    assert "Game over" in page


def test_a_player_count_the_game_cannot_take_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SystemExit):
        main(["amundsen-scott", "--players", "4", "--out", str(tmp_path)])


def test_the_demo_takes_a_games_slash_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 28: players know the game as /southpole; the demo takes that name too."""
    assert main(["southpole", "--seed", "3", "--max-turns", "2", "--out", str(tmp_path)]) == 0
    assert list(tmp_path.glob("south-pole-*p-seed3.html"))
    assert "Roll to the South Pole" in capsys.readouterr().out
