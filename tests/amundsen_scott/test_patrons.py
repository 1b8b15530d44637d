"""The Patrons expansion in play: the Army Officers and the patron wilds (AVS-069–AVS-073)."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction
from bot.games.amundsen_scott import GAME
from bot.games.amundsen_scott.data import CARDS
from bot.games.amundsen_scott.setup import deal_opening, initial_state

from .helpers import A, S, act, build, hand, of_type, where


def patron(pid: str) -> dict[str, object]:
    return {"id": pid, "spent": False, "removals": 0}


def test_norwegian_officer_removes_the_first_horse() -> None:
    """AVS-069 the first Mongolian Horse to enter the row is removed, replaced at once; then he is spent."""
    state = build(a_hand=["C14"], a_patron=patron("N2"), deck=["C01", "C20", "C02", "C21"])
    after, events = act(state, A, {"type": "take", "n": 1})
    assert after["row"] == ["C42", "C43", "C20"] and after["removed"] == ["C01"]
    assert after["players"][A]["patron"]["spent"] is True
    assert any(e["type"] == "removed" and e["card"] == "C01" for e in events)
    later, _ = act(after, S, {"type": "take", "n": 1})
    assert later["row"] == ["C43", "C20", "C02"] and later["removed"] == ["C01"]  # the second Horse stays
    assert "C01" not in later["discard"] and "C01" not in later["deck"]


def test_british_officer_removes_the_first_two_dogs() -> None:
    """AVS-070 each of the first two Greenland Dogs entering the row is removed; spent after the second."""
    state = build(a_hand=["C14"], s_patron=patron("B2"), deck=["C05", "C20", "C06", "C21", "C07"])
    one, _ = act(state, A, {"type": "take", "n": 1})
    assert one["row"] == ["C42", "C43", "C20"] and one["removed"] == ["C05"]
    assert one["players"][S]["patron"] == {"id": "B2", "spent": False, "removals": 1}
    two, _ = act(one, S, {"type": "take", "n": 1})
    assert two["row"] == ["C43", "C20", "C21"] and two["removed"] == ["C05", "C06"]
    assert two["players"][S]["patron"]["spent"] is True
    three, _ = act(two, A, {"type": "take", "n": 1})
    assert three["row"] == ["C20", "C21", "C07"] and three["removed"] == ["C05", "C06"]


def test_officer_checks_every_row_entry_only() -> None:
    """AVS-071 replacements are checked too; both officers check each card; hands and draws are not."""
    both = build(a_hand=["C14"], a_patron=patron("N2"), s_patron=patron("B2"), deck=["C01", "C05", "C20"])
    after, events = act(both, A, {"type": "take", "n": 1})
    assert after["row"][2] == "C20" and after["removed"] == ["C01", "C05"]
    assert [e["card"] for e in events if e["type"] == "removed"] == ["C01", "C05"]
    dead = build(a_hand=["C14"], s_patron=patron("B2"), deck=["C05"], exhaustions=1)
    after, _ = act(dead, A, {"type": "take", "n": 1})
    assert after["removed"] == ["C05"] and after["exhaustions"] == 2 and after["row"] == ["C42", "C43", None]
    weather = build(a_hand=["C54", "C14"], s_patron=patron("B2"), deck=["C20", "C21", "C06", "C22"])
    mid, _ = act(weather, A, {"type": "take", "n": 2, "discard": ["C54"]})
    drew, _ = act(mid, A, {"type": "effect", "card": "C54"})
    assert drew["phase"] == "weather" and {"id": "C06", "hidden": True} in drew["players"][A]["hand"]
    assert drew["removed"] == []  # a Good Weather draw is not checked
    start = initial_state({"amundsen_seat": "0", "patrons": True, "advanced_row": False}, 5)
    start["players"][0]["patron"], start["players"][1]["patron"] = patron("N4"), patron("B2")
    order = ["C20", "C21", "C22", "C07", "C08"]  # the row, then Amundsen's and Scott's starting cards
    start["deck"] = [c for c in CARDS if c not in order] + list(reversed(order))
    ready = deal_opening(start)
    assert ready["row"] == ["C20", "C21", "C22"] and ready["removed"] == []
    assert hand(ready, A) == ["C07"] and hand(ready, S) == ["C08"]


def test_patron_wild_is_a_one_use_own_wild() -> None:
    """AVS-072 N4/B4 stands in once for any colour in Advance, the Pole or Back to Route, then is spent."""
    state = build(a_hand=["C27"], a_patron=patron("N4"))
    assert ["N4"] in [a["cards"] for a in of_type(state, A, "advance")]
    after, events = act(state, A, {"type": "advance", "cards": ["N4"], "spaces": 1})
    assert where(after, A) == "A1" and after["players"][A]["patron"]["spent"] is True
    assert "N4" not in after["discard"] and "Philanthropist's wild" in events[0]["text"]
    mine, _ = act(after, S, {"type": "take", "n": 1})
    assert all("N4" not in a.get("cards", []) for a in GAME.legal_actions(mine, A))
    pole = build(a_hand=["C14", "C20", "C27"], a_at=12, a_patron=patron("N4"))
    won, _ = act(pole, A, {"type": "pole", "cards": ["C14", "C20", "C27", "N4"]})
    assert GAME.outcome(won) is not None and GAME.outcome(won)["winners"] == [A]
    lost = build(s_q=3, s_patron=patron("B4"), active=S)
    returns = {(a["colour"], a["to"]) for a in of_type(lost, S, "return")}
    assert returns == {("B", 5), ("Y", 6), ("G", 4)}
    back, _ = act(lost, S, {"type": "return", "card": "B4", "colour": "Y", "to": 6})
    assert where(back, S) == "S6" and back["players"][S]["patron"]["spent"] is True
    with pytest.raises(IllegalAction, match="You don't hold that card"):
        act(build(a_hand=["C35"], a_patron=patron("N4"), s_at=5), A, {"type": "lose_way", "cards": ["C35", "N4"]})


def test_patron_wild_is_visible_and_untouchable() -> None:
    """AVS-073 visible, outside the limit, never discarded for a Take, stolen, sacrificed or trimmed."""
    state = build(a_hand=["C51", "C53", "C14"], s_patron=patron("B4"))
    public = GAME.view(state, None)["explorers"][S]["patron"]
    assert public["wild_unused"] is True and GAME.view(state, S)["private"]["wild"]["id"] == "B4"
    mid, _ = act(state, A, {"type": "take", "n": 2, "discard": ["C51"]})
    assert mid["phase"] == "main"  # Drop Supplies can't steal the wild: nothing to steal
    sac, _ = act(state, A, {"type": "take", "n": 2, "discard": ["C53"]})
    done, _ = act(sac, A, {"type": "effect", "card": "C53"})
    assert done["players"][S]["patron"]["spent"] is False
    scott = build(s_hand=["C20"], s_patron=patron("B4"), active=S)
    assert all("B4" not in a.get("discard", []) for a in of_type(scott, S, "take"))
    with pytest.raises(IllegalAction, match="can't be discarded to take cards"):
        act(scott, S, {"type": "take", "n": 2, "discard": ["B4"]})
    assert GAME.view(scott, None)["explorers"][S]["hand_size"] == 1  # the wild is not a hand card
