"""Which Amundsen choices the table may make by itself (``Game.forced``, AVS-084)."""

from __future__ import annotations

from bot.games.amundsen_scott import GAME
from tests.amundsen_scott.helpers import A, build


def test_avs_084_take_one_with_an_empty_hand_is_forced() -> None:
    """AVS-084: with an empty hand Take 1 is the only legal action; the table may make it."""
    state = build(a_hand=[])
    legal = GAME.legal_actions(state, A)
    assert [a["type"] for a in legal] == ["take"]
    assert GAME.forced(state, A, legal) == legal[0]


def test_avs_087_a_lone_choice_with_hidden_cards_is_left_to_the_seat() -> None:
    """AVS-087: a hidden Compass can't be discarded (AVS-016), so Take 1 is again all there is, but
    making it at once would tell the rival the hidden card is no coloured card."""
    state = build(a_hand=["C33"], hidden=["C33"], a_q=3)
    legal = GAME.legal_actions(state, A)
    assert [a["type"] for a in legal] == ["take"]
    assert GAME.forced(state, A, legal) is None


def test_avs_082_a_lone_keep_hidden_is_never_forced() -> None:
    """AVS-082: after a Good Weather draw that doesn't match, keeping it hidden is the only choice,
    but the rival must not learn that it didn't match: the seat answers as after a match."""
    state = build(a_hand=[])
    state["phase"] = "weather"
    state["pending"] = {"kind": "weather", "seat": A, "card": "C54", "match": False, "to": None}
    legal = [{"type": "weather", "advance": False, "label": "Keep the card hidden"}]
    assert GAME.forced(state, A, legal) is None


def test_a_choice_is_never_forced() -> None:
    """AVS-013: with several legal actions the seat decides."""
    state = build(a_hand=["C20", "C21"])
    legal = GAME.legal_actions(state, A)
    assert len(legal) > 1 and GAME.forced(state, A, legal) is None
