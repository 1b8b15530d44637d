"""Control ids: one codec per control, in the format buttons already posted carry."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.client import ITEMS
from bot.ui.ids import (
    BotLevelId,
    ClockId,
    ControlId,
    LeaveId,
    LinkId,
    LobbyId,
    LobbyOp,
    PickId,
    PickSelectId,
    PrivateId,
    ReclaimId,
    Scope,
    StepButtonId,
    StepSelectId,
)

# Custom ids exactly as the bot posted them before the codec existed (copied from old messages).
POSTED_BEFORE = {
    "ib:a:12:40:1:3": PickId(12, 40, 1, 3),
    "ib:s:12:40:1:0": PickSelectId(12, 40, 1, 0),
    "ib:t:12:40:1:0:p:move.2": StepSelectId(12, 40, 1, 0, Scope.PUBLIC, "move.2"),
    "ib:t:7:3:0:1:v:reroll.0-3-4": StepSelectId(7, 3, 0, 1, Scope.PRIVATE, "reroll.0-3-4"),
    "ib:u:12:40:1:2:p:move": StepButtonId(12, 40, 1, "2", Scope.PUBLIC, "move"),
    "ib:u:12:40:1:0-2:v:take_3": StepButtonId(12, 40, 1, "0-2", Scope.PRIVATE, "take_3"),
    "ib:n:12:40:1:p:move": LinkId(12, 40, 1, Scope.PUBLIC, "move"),
    "ib:n:12:40:1:v:take.o0": LinkId(12, 40, 1, Scope.PRIVATE, "take.o0"),
    "ib:v:12": PrivateId(12),
    "ib:r:12:598": LeaveId(12, 598),
    "ib:l:12:join": LobbyId(12, LobbyOp.JOIN),
    "ib:l:12:cancel": LobbyId(12, LobbyOp.CANCEL),
    "ib:k:12": ClockId(12),
    "ib:b:12": ReclaimId(12),
    "ib:e:12": BotLevelId(12),  # the lobby's bot-level select (issue 26)
}


@pytest.mark.parametrize("text", sorted(POSTED_BEFORE))
def test_ids_posted_before_decode_and_encode_the_same(text: str) -> None:
    control = POSTED_BEFORE[text]
    assert type(control).decode(text) == control
    assert control.encode() == text


@pytest.mark.parametrize("text", sorted(POSTED_BEFORE))
def test_each_posted_id_is_routed_by_exactly_one_control(text: str) -> None:
    """discord.py routes a click by the first template that matches: exactly one may."""
    matching = [item for item in ITEMS if re.fullmatch(item.__discord_ui_compiled_template__, text)]
    assert len(matching) == 1, (text, matching)


@pytest.mark.parametrize("text", ["ib:a:12:40:1", "ib:a:x:40:1:3", "ib:t:1:2:3:0:q:move", "ib:l:1:explode", "zz:v:1"])
def test_a_malformed_id_is_refused(text: str) -> None:
    kinds: list[type[ControlId]] = [PickId, StepSelectId, LobbyId, PrivateId]
    for kind in kinds:
        with pytest.raises(ValueError):
            kind.decode(text)


@given(
    st.integers(0, 2**63 - 1),
    st.integers(0, 10**6),
    st.integers(0, 4),
    st.sampled_from(list(Scope)),
    st.from_regex(r"[a-z_]{1,8}(\.[0-9]{1,2}(-[0-9]{1,2})*){0,3}", fullmatch=True),
)
def test_step_ids_round_trip(game: int, version: int, seat: int, scope: Scope, node: str) -> None:
    control = StepSelectId(game, version, seat, 0, scope, node)
    assert StepSelectId.decode(control.encode()) == control
    assert len(control.encode()) <= 100  # Discord's custom id limit
