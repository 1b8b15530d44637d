"""A lobby option that doesn't fit is refused in the reader's language (issue 24, "Bad input"):
the option sentences are messages, not finished English."""

from __future__ import annotations

import pytest

from bot.engine import BadOption
from bot.games.amundsen_scott import GAME as AMUNDSEN
from bot.games.pole_to_pole import GAME as POLE_TO_POLE
from bot.i18n import Locale, say


def refusal(call: object) -> BadOption:
    with pytest.raises(BadOption) as refused:
        assert callable(call)
        call()
    return refused.value


def test_an_unknown_option_and_a_wrong_player_count_speak_german() -> None:
    unknown = refusal(lambda: POLE_TO_POLE.resolve(2, {"colour": "red"}))
    assert unknown.reason == "Unknown option: colour."
    assert say(Locale.DE, unknown.said) == "Unbekannte Option: colour."
    crowded = refusal(lambda: POLE_TO_POLE.resolve(9, {}))
    assert say(Locale.ZH_TW, crowded.said) == "從極到極在這些選項下需要 2–4 名玩家，而不是 9 名。"
    assert "9" in say(Locale.PT_BR, crowded.said) and "jogadores" in say(Locale.PT_BR, crowded.said)


def test_an_amundsen_option_problem_reads_unknown_option_first_in_every_language() -> None:
    """AVS-098: every option problem reads "Unknown option." first, in the reader's language too."""
    problem = refusal(lambda: AMUNDSEN.resolve(2, {"patrons": "maybe"}))
    assert problem.reason == "Unknown option. Option patrons must be true or false."
    assert say(Locale.DE, problem.said) == "Unbekannte Option. Die Option patrons muss wahr oder falsch sein."
