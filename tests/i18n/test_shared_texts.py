"""The shared texts of issue 24 in each language, on plain data: stats, the leaderboard and its
bots, history pages, what ended this week, a turn that can't be shown, and commands named as the
reader's Discord names them. English reads as it did (tests/memory has its sentences)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.i18n import ENGLISH, Locale, say, tr
from bot.memory.history import history, since_your_turn
from bot.memory.ratings import ALL_GAMES, board_text, leaderboard
from bot.memory.results import finished_line
from bot.memory.stats import stats_of, stats_text
from bot.table.words import DISCORD_SLOW, unshown
from bot.ui.translator import slash
from tests.i18n.english import english_left
from tests.memory.test_history import LOG, NAMES
from tests.memory.test_ratings import rows
from tests.memory.test_stats import result

LANGUAGES = [Locale.DE, Locale.PT_BR, Locale.ZH_TW]
TITLES = {"south-pole": "Roll to the South Pole", "north-pole": "Race to the North Pole"}


@pytest.mark.parametrize("locale", LANGUAGES, ids=str)
def test_stats_read_in_the_language(locale: Locale) -> None:
    played = [result(1, True, waits=(130.0,)), result(2, False, "north-pole"), result(3, True, timeouts=2)]
    text = stats_text(stats_of(played, 100), "Ann", TITLES, locale)
    assert english_left(locale, text, ["Ann"]) == []
    assert "Ann" in text and "2" in text and "67" in text  # two of three won, the share in figures
    assert stats_text(stats_of([], 100), "Ann", TITLES, locale) != stats_text(stats_of([], 100), "Ann", TITLES)


@pytest.mark.parametrize("locale", LANGUAGES, ids=str)
def test_the_leaderboard_and_its_bots_read_in_the_language(locale: Locale) -> None:
    games = [r for g in range(1, 4) for r in rows(g, [2, 1], users=[100, -1])]
    games = [replace(r, level="hard") if r.user_id < 0 and r.game_id == 1 else r for r in games]
    text = board_text(leaderboard(games), ALL_GAMES, TITLES, locale=locale)
    assert english_left(locale, text) == []
    assert "<@100>" in text and text.count("•") == 2  # the person ranked, both bots listed apart
    empty = board_text(leaderboard([]), "Race to the North Pole", TITLES, locale=locale)
    assert english_left(locale, empty) == [] and tr(locale, "Race to the North Pole") in empty


@pytest.mark.parametrize("locale", LANGUAGES, ids=str)
def test_history_pages_and_what_happened_since_read_in_the_language(locale: Locale) -> None:
    pages = history(LOG, 0, NAMES, page_chars=60, locale=locale).pages
    assert len(pages) > 1
    for page in pages:  # the event lines are the game's (here English test lines): only the frame is ours
        assert english_left(locale, page.title) == [], page.title
    lead = since_your_turn(LOG, 0, NAMES, locale=locale)
    assert lead is not None and english_left(locale, lead.split("\n")[0]) == []
    assert history(LOG[:1], 0, NAMES, locale=locale).pages[0].title != history(LOG[:1], 0, NAMES).pages[0].title


@pytest.mark.parametrize("locale", LANGUAGES, ids=str)
def test_a_game_ended_this_week_and_a_turn_not_shown_read_in_the_language(locale: Locale) -> None:
    line = finished_line(rows(1, [2, 1, 3]), 100, "**Südpol**", locale)
    assert english_left(locale, line.replace("**Südpol**", "")) == [] and "<t:" in line
    for via_click in (True, False):
        said = say(locale, unshown(None, via_click=via_click))
        assert english_left(locale, said) == [] and say(locale, DISCORD_SLOW) in said


def test_commands_are_named_as_the_readers_discord_names_them() -> None:
    assert slash(ENGLISH, "northpole rules") == "`/northpole rules`"
    assert slash(Locale.ZH_TW, "northpole rules").startswith("`/北極點競跑 ")
    assert slash(Locale.DE, "settings dm", "enabled", "False") != "`/settings dm enabled:False`"
    assert slash(Locale.DE, "stones new") == "`/stones neu`"  # a name without a translation stays as it is
