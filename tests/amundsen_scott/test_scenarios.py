"""The spec's scenarios, step by step (AVS-100–AVS-107)."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction
from bot.games.amundsen_scott import GAME
from bot.games.amundsen_scott.data import CARDS
from bot.games.amundsen_scott.setup import deal_opening, initial_state

from .helpers import A, S, act, build, hand, of_type, where


def refused(state: dict[str, object], seat: int, action: dict[str, object], message: str) -> None:
    with pytest.raises(IllegalAction) as problem:
        act(state, seat, action)
    assert problem.value.reason == message


def test_scenario_advance_with_a_wild() -> None:
    """AVS-100 Advance 3 with a Dog as red; a green card can't start; Scott's Dog is only green."""
    state = build(a_hand=["C14", "C15", "C27", "C28", "C05", "C20"])
    after, _ = act(state, A, {"type": "advance", "cards": ["C14", "C27", "C28", "C15", "C05"], "spaces": 3})
    assert where(after, A) == "A3" and hand(after, A) == ["C20"]
    assert sorted(after["discard"]) == ["C05", "C14", "C15", "C27", "C28"]
    refused(state, A, {"type": "advance", "cards": ["C20"], "spaces": 1}, "Those cards don't match the next spaces.")
    scott = build(s_hand=["C08"], s_at=1, active=S)
    moved, _ = act(scott, S, {"type": "advance", "cards": ["C08"], "spaces": 1})
    assert where(moved, S) == "S2"  # S2 is green
    on_two = build(s_hand=["C08"], s_at=2, active=S)
    assert of_type(on_two, S, "advance") == []
    refused(on_two, S, {"type": "advance", "cards": ["C08"], "spaces": 1}, "Those cards don't match the next spaces.")


def test_scenario_seed_return_near_a_question() -> None:
    """AVS-101 Scott loses his way from S7 to SQ3; his cards return him 1, 2 or 3 spaces back."""
    state = build(a_hand=["C35", "C37"], s_hand=["C29", "C25", "C21", "C16", "C01"], s_at=7)
    lost, _ = act(state, A, {"type": "lose_way", "cards": ["C35", "C37"]})
    assert where(lost, S) == "SQ3" and GAME.to_act(lost) == [S]
    for card, colour, to in (("C29", "Y", 6), ("C25", "B", 5), ("C21", "G", 4), ("C01", "Y", 6)):
        back, _ = act(lost, S, {"type": "return", "card": card, "colour": colour, "to": to})
        assert where(back, S) == f"S{to}" and back["players"][S]["q"] is None
    for to in (0, 3):
        refused(
            lost,
            S,
            {"type": "return", "card": "C16", "colour": "R", "to": to},
            "No space of that colour lies behind you.",
        )
    assert not [a for a in of_type(lost, S, "return") if a["card"] == "C16"]


def test_scenario_penalty_and_near_ship_return() -> None:
    """AVS-102 Penalty from AQ2 to AQ1; no Penalty from AQ1; green or blue to the ship, red to A1."""
    state = build(a_hand=["C20", "C14", "C25"], a_q=2, s_hand=["C46", "C47"], active=S)
    fallen, _ = act(state, S, {"type": "penalty", "card": "C46"})
    assert where(fallen, A) == "AQ1" and fallen["players"][A]["q"] == 1
    waited, _ = act(fallen, A, {"type": "take", "n": 1})
    refused(waited, S, {"type": "penalty", "card": "C47"}, "Your opponent has no ? to fall back to.")
    for card, colour, to in (("C20", "G", 0), ("C14", "R", 1), ("C25", "B", 0)):
        back, _ = act(fallen, A, {"type": "return", "card": card, "colour": colour, "to": to})
        assert back["players"][A]["route"] == to and not GAME.view(back, None)["explorers"][A]["lost"]
    assert where(act(fallen, A, {"type": "return", "card": "C20", "colour": "G", "to": 0})[0], A) == "A0"


def test_scenario_compass() -> None:
    """AVS-103 A8 → A9 → A8 with two Compasses; on A12 the Pole waits for the Compass (→ A11)."""
    state = build(a_hand=["C33", "C34"], a_at=8)
    south, _ = act(state, A, {"type": "compass", "card": "C33"})
    assert where(south, A) == "A9"
    again, _ = act(south, S, {"type": "take", "n": 1})
    north, _ = act(again, A, {"type": "compass", "card": "C34"})
    assert where(north, A) == "A8"
    top = build(a_hand=["C33", "C14", "C25", "C20", "C27"], a_at=12)
    refused(top, A, {"type": "pole", "cards": ["C14", "C25", "C20", "C27"]}, "Play your Compass before the Pole.")
    back, _ = act(top, A, {"type": "compass", "card": "C33"})
    assert where(back, A) == "A11"


def test_scenario_good_weather() -> None:
    """AVS-104 Take 2 with Good Weather, the slide and refill, the hidden draw and both choices."""
    state = build(
        s_hand=["C55", "C20", "C22", "C23"],
        s_at=5,
        active=S,
        row=["C21", "C48", "C16"],
        deck=["C29", "C44", "C30"],
    )
    mid, _ = act(state, S, {"type": "take", "n": 2, "discard": ["C55"]})
    assert mid["row"] == ["C16", "C29", "C44"] and len(mid["players"][S]["hand"]) == 5
    assert {"C21", "C48"} <= set(hand(mid, S))
    weather, events = act(mid, S, {"type": "effect", "card": "C55"})
    assert weather["phase"] == "weather" and {"id": "C30", "hidden": True} in weather["players"][S]["hand"]
    assert any(e["type"] == "draw_hidden" for e in events)
    assert GAME.view(weather, S)["private"]["pending"]["card"]["id"] == "C30"
    moved, _ = act(weather, S, {"type": "weather", "advance": True})
    assert moved["players"][S]["route"] == 6 and len(moved["players"][S]["hand"]) == 6
    assert "C30" in [c["id"] for c in GAME.view(moved, None)["explorers"][S]["visible"]]
    kept, _ = act(weather, S, {"type": "weather", "advance": False})
    before = GAME.view(mid, None)["explorers"][S]["hidden"]
    assert kept["players"][S]["route"] == 5 and GAME.view(kept, None)["explorers"][S]["hidden"] == before + 1


def test_scenario_loss_of_equipment() -> None:
    """AVS-105 Scott trims 2 to the new limit 5; then only Take 3 is legal among the takes."""
    scott = ["C20", "C21", "C22", "C23", "C24", "C25", "C26"]
    state = build(a_hand=["C32"], s_hand=scott)
    trim, _ = act(state, A, {"type": "loss", "card": "C32"})
    assert GAME.to_act(trim) == [S] and trim["players"][S]["limit"] == 5
    assert all(len(a["cards"]) == 2 for a in GAME.legal_actions(trim, S))
    after, _ = act(trim, S, {"type": "trim", "cards": ["C20", "C21"]})
    assert len(after["players"][S]["hand"]) == 5 and GAME.to_act(after) == [S]
    takes = {a["n"] for a in GAME.legal_actions(after, S) if a["type"] == "take"}
    assert takes == {3}
    refused(after, S, {"type": "take", "n": 1}, "That would take you over your hand limit of 5.")


def test_scenario_seed_freezing() -> None:
    """AVS-106 dead deck, row of 2: Take 1, Take 2 or freeze 3; freezing ends the game; 2 cards: no freeze."""
    amundsen = ["C14", "C15", "C22", "C25", "C28", "C35"]
    scott = ["C16", "C21", "C29", "C48"]
    state = build(
        a_hand=amundsen, a_at=12, s_hand=scott, s_at=11, active=S, row=["C20", "C27", None], deck=[], exhaustions=2
    )
    options = [a for a in GAME.legal_actions(state, S) if a["type"] in ("take", "freeze")]
    shapes = sorted((a["type"], a["n"], tuple(a.get("discard", ()))) for a in options)
    assert shapes == [
        ("freeze", 3, ()),
        ("take", 1, ()),
        ("take", 2, ("C16",)),
        ("take", 2, ("C21",)),
        ("take", 2, ("C29",)),
        ("take", 2, ("C48",)),
    ]
    over, _ = act(state, S, {"type": "freeze", "n": 3})
    outcome = GAME.outcome(over)
    assert outcome is not None and outcome["winners"] == []
    two = build(
        a_hand=amundsen, a_at=12, s_hand=scott[:2], s_at=11, active=S, row=["C20", "C27", None], deck=[], exhaustions=2
    )
    assert not [a for a in GAME.legal_actions(two, S) if a["type"] == "freeze"]


def test_scenario_advanced_row_with_the_british_officer() -> None:
    """AVS-107 the deal removes two Dogs and refills; hands are drawn after; takes use positions 1–3."""
    state = initial_state({"amundsen_seat": "0", "patrons": True, "advanced_row": True}, 17)
    state["players"][0]["patron"] = {"id": "N4", "spent": False, "removals": 0}
    state["players"][1]["patron"] = {"id": "B2", "spent": False, "removals": 0}
    order = ["C27", "C10", "C21", "C05", "C30", "C14", "C22", "C31", "C15", "C16", "C17"]
    state["deck"] = [c for c in CARDS if c not in order] + list(reversed(order))
    ready = deal_opening(state)
    assert ready["row"] == ["C27", "C21", "C30", "C14", "C22", "C31"]
    assert ready["removed"] == ["C10", "C05"] and ready["players"][S]["patron"]["spent"] is True
    assert hand(ready, A) == ["C15"] and hand(ready, S) == ["C16"]  # starting cards come after the deal
    took, _ = act(ready, A, {"type": "take", "n": 1})
    assert hand(took, A) == ["C15", "C27"]
    assert took["row"] == ["C21", "C30", "C14", "C22", "C31", "C17"]
    took["players"][S]["hand"] = [{"id": c, "hidden": False} for c in ("C16", "C18", "C19")]
    took["deck"] = [c for c in took["deck"] if c not in ("C18", "C19")]
    three, _ = act(took, S, {"type": "take", "n": 3, "discard": ["C16", "C18", "C19"]})
    assert sorted(hand(three, S)) == ["C14", "C21", "C30"]
    assert three["row"][:3] == ["C22", "C31", "C17"]
