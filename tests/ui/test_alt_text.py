"""Every picture has alt text (issue 25): over seeded random states of all five engines, the
description of the public board picture (and of Amundsen's private hand picture) is at least
40 characters, within Discord's limits (1,024 for an attachment, 256 for a media-gallery
item), names whose turn it is, or on a finished game says "Game over" and names the winners.
That a public description reveals no secret is checked by the secrecy suite
(``tests/reliability/test_secrecy.py`` compares it across re-deals)."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from bot.games import GAMES
from bot.ui.alt import ATTACHMENT_LIMIT, ELLIPSIS, GALLERY_LIMIT, SHORTEST, clip
from cogs.amundsen_scott import AmundsenPresenter
from tests.contract import random_playthrough
from tests.reliability.test_secrecy import PRESENTERS

# Long display names (Discord allows 32 characters) push descriptions towards the limits.
NAMES = ["Annabelle the Intrepid Explorer", "Ben", "Cyrille-Maximilien Dupont-Aignan", "Di", "Ed"]
CASES: list[tuple[str, int, Mapping[str, object], int]] = [
    ("south-pole", 3, {}, 11),
    ("south-pole", 5, {}, 12),
    ("amundsen-scott", 2, {}, 4),
    ("amundsen-scott", 2, {"patrons": True, "advanced_row": True}, 5),
    ("pole-to-pole", 4, {"mode": "teams"}, 6),
    ("pole-to-pole", 3, {}, 7),
    ("north-pole", 3, {}, 8),
    ("north-pole", 4, {"teams": True}, 9),
    ("roll-in-one", 3, {"feeling_mean": True}, 10),
    ("roll-in-one", 1, {}, 13),
    ("roll-in-one", 2, {"mode": "bumper", "ricochet": True}, 14),
]


@pytest.mark.parametrize(("key", "players", "options", "seed"), CASES)
def test_board_descriptions_name_the_turn_or_the_result_within_discords_limits(
    key: str, players: int, options: Mapping[str, object], seed: int
) -> None:
    game, presenter = GAMES[key], PRESENTERS[key]
    names = NAMES[:players]
    run = random_playthrough(game, players, options, seed, 40_000)
    states = [*run.states[:: max(1, len(run.states) // 30)], run.final]
    for state in states:
        view = {**game.view(state, None), "names": names}
        outcome = game.outcome(state)
        result = presenter.result(outcome, names) if outcome is not None else None
        for limit in (ATTACHMENT_LIMIT, GALLERY_LIMIT):
            text = presenter.describe(view, result, limit)
            assert SHORTEST <= len(text) <= limit, f"{key}: {len(text)} characters: {text!r}"
            assert "**" not in text and "{p" not in text and "\n" not in text, text
            if outcome is None:
                for seat in game.to_act(state):
                    assert names[seat] in text, f"{key}: {names[seat]} must act, not named in {text!r}"
            else:
                assert text.startswith("Game over."), text
                for seat in outcome.get("winners", []):
                    assert names[seat] in text, f"{key}: winner {names[seat]} not named in {text!r}"


def test_a_description_without_names_falls_back_to_seat_words() -> None:
    """The describers never need the names key (a view straight from the engine still reads)."""
    for key, players, options, seed in CASES:
        game = GAMES[key]
        state = random_playthrough(game, players, options, seed, 40_000).states[3]
        text = PRESENTERS[key].describe(game.view(state, None))
        assert len(text) >= SHORTEST, text


@pytest.mark.parametrize("seed", [4, 5, 21])
def test_amundsen_hand_picture_is_described_from_the_seats_own_view(seed: int) -> None:
    game = GAMES["amundsen-scott"]
    presenter = AmundsenPresenter(game, PRESENTERS["amundsen-scott"].render)
    run = random_playthrough(game, 2, {"patrons": True}, seed, 40_000)
    for state in run.states[:: max(1, len(run.states) // 10)]:
        for seat in (0, 1):
            seat_view = {**game.view(state, seat), "names": ["Ada", "Bea"]}
            reply = presenter.private(seat_view)
            assert reply is not None and reply.picture is not None
            text = reply.description or ""
            assert SHORTEST <= len(text) <= ATTACHMENT_LIMIT
            # Issue 25: whose turn it is comes first, then the hand.
            to_act = game.to_act(state)
            if not to_act:
                assert text.startswith("Game over. Your hand as ")
            elif to_act == [seat]:
                assert text.startswith("Your turn. Your hand as ")
            else:
                other = to_act[0]
                role = next(e["name"] for e in seat_view["explorers"] if e["seat"] == other)
                assert text.startswith(f"{('Ada', 'Bea')[other]} ({role}) to play. Your hand as ")
            for card in seat_view["private"]["hand"]:  # every card the seat holds is named
                assert card["name"] in text


def test_clip_keeps_short_text_and_cuts_long_text_at_a_word_with_an_ellipsis() -> None:
    assert clip("  Ann  to\nplay.  ") == "Ann to play."
    long = "word " * 300
    for limit in (GALLERY_LIMIT, ATTACHMENT_LIMIT, 10):
        cut = clip(long, limit)
        assert len(cut) <= limit and cut.endswith(ELLIPSIS)
        assert cut[:-1].endswith("word")  # a whole word before the ellipsis
    unbroken = "x" * 2000
    assert clip(unbroken, GALLERY_LIMIT) == "x" * (GALLERY_LIMIT - 1) + ELLIPSIS
