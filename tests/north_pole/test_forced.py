"""Which North Pole choices the table may make by itself (``Game.forced``): a lone End turn only."""

from __future__ import annotations

from bot.games.north_pole import GAME
from tests.north_pole.helpers import act, deal, nothing_to_play, put_card, scenario, texts


def test_rnp_129_a_lone_end_turn_is_forced_a_lone_refresh_is_not() -> None:
    """RNP-129/RNP-124: Refresh (it changes the cards) is still pressed; each End turn after it,
    the only choice left, is made for the seat; a choice of paying or ending is the seat's."""
    state = nothing_to_play()
    assert texts(state) == ["refresh"]
    assert GAME.forced(state, 0, GAME.legal_actions(state, 0)) is None
    state, _ = act(state, "refresh")
    for _ in range(2):  # after the Refresh, then in the window after it (RNP-077)
        legal = GAME.legal_actions(state, 0)
        assert GAME.forced(state, 0, legal) == {"type": "end", "label": "End turn"} == legal[0]
        state, _ = act(state, "end")
    assert state["turn"]["seat"] == 1


def test_rnp_076_end_turn_beside_a_payment_is_a_choice() -> None:
    """RNP-076: after a Refresh with a token that allows a play, paying or ending is a decision."""
    state = scenario()
    state["pawns"].update({"orange1": "b6", "blue1": "f3"})
    deal(state, S1="C085", S2="C093", S3="C096")
    for i, card in enumerate(("C001", "C017", "C033")):
        put_card(state, card, state["draw"], i)
    state, _ = act(state, "refresh")
    legal = GAME.legal_actions(state, 0)
    assert len(legal) > 1 and legal[-1]["type"] == "end"
    assert GAME.forced(state, 0, legal) is None
