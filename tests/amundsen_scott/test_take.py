"""Taking cards, the row, the deck and the discard effects."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction
from bot.games.amundsen_scott import GAME

from .helpers import A, S, act, build


def kinds(state: dict[str, object], seat: int) -> set[str]:
    return {a["type"] for a in GAME.legal_actions(state, seat)}


def test_one_action_per_turn_no_pass() -> None:
    """AVS-013 exactly one action; passing is not an action."""
    state = build(a_hand=["C14"])
    assert "pass" not in kinds(state, A)
    with pytest.raises(IllegalAction):
        act(state, A, {"type": "pass"})
    after, _ = act(state, A, {"type": "take", "n": 1})
    assert GAME.to_act(after) == [S]


def test_turn_passes_after_follow_ups() -> None:
    """AVS-014 the turn waits for the effect decision after a take2."""
    state = build(a_hand=["C53", "C14"], s_hand=["C20"])
    mid, _ = act(state, A, {"type": "take", "n": 2, "discard": ["C53"]})
    assert mid["phase"] == "effect" and GAME.to_act(mid) == [A]
    done, _ = act(mid, A, {"type": "effect", "card": None})
    assert GAME.to_act(done) == [S]


def test_three_take_options() -> None:
    """AVS-015 take1 discards nothing, take2 one card, take3 three cards, from positions 1..k."""
    state = build(a_hand=["C14", "C20", "C27", "C29"], row=["C41", "C42", "C43"])
    takes = [a for a in GAME.legal_actions(state, A) if a["type"] == "take"]
    assert {a["n"] for a in takes} == {1, 2, 3}
    assert all(len(a.get("discard", [])) == {1: 0, 2: 1, 3: 3}[a["n"]] for a in takes)
    after, _ = act(state, A, {"type": "take", "n": 2, "discard": ["C20"]})
    ids = [c["id"] for c in after["players"][A]["hand"]]
    assert "C41" in ids and "C42" in ids and "C43" not in ids and "C20" not in ids
    with pytest.raises(IllegalAction, match="exactly 3 discards"):
        act(state, A, {"type": "take", "n": 3, "discard": ["C14"]})


def test_colourless_never_discarded() -> None:
    """AVS-016 Compass and Loss can't pay for a Take."""
    state = build(a_hand=["C33", "C32", "C14"])
    for action in GAME.legal_actions(state, A):
        assert not {"C32", "C33"} & set(action.get("discard", []))
    with pytest.raises(IllegalAction, match="can't be discarded"):
        act(state, A, {"type": "take", "n": 2, "discard": ["C33"]})


def test_take_needs_row_cards() -> None:
    """AVS-017 / AVS-091 take k needs k row cards: "The row has only N cards."."""
    state = build(a_hand=["C14", "C20", "C27"], row=["C41", None, None], exhaustions=2, deck=[])
    assert {a["n"] for a in GAME.legal_actions(state, A) if a["type"] == "take"} == {1}
    with pytest.raises(IllegalAction, match=r"The row has only 1 cards\."):
        act(state, A, {"type": "take", "n": 2, "discard": ["C14"]})


def test_take_hand_limit() -> None:
    """AVS-018 / AVS-055 take1 and take2 need hand ≤ limit − 1; take3 never exceeds it."""
    full = ["C14", "C15", "C16", "C17", "C18", "C19", "C20"]
    state = build(a_hand=full)
    assert {a["n"] for a in GAME.legal_actions(state, A) if a["type"] == "take"} == {3}
    with pytest.raises(IllegalAction, match="hand limit of 7"):
        act(state, A, {"type": "take", "n": 1})
    six = build(a_hand=full[:6])
    assert {a["n"] for a in GAME.legal_actions(six, A) if a["type"] == "take"} == {1, 2, 3}


def test_take_resolution_order() -> None:
    """AVS-019 / AVS-020 discard, take visibly, slide, refill lowest first, all public."""
    state = build(a_hand=["C14", "C20", "C27"], row=["C41", "C42", "C43"], deck=["C44", "C45", "C46"])
    after, events = act(state, A, {"type": "take", "n": 2, "discard": ["C27"]})
    assert after["discard"] == ["C27"]
    assert {"id": "C41", "hidden": False} in after["players"][A]["hand"]
    assert after["row"] == ["C43", "C44", "C45"]
    texts = " ".join(e["text"] for e in events)
    assert "position 2" in texts and "position 3" in texts
    assert [c["id"] for c in GAME.view(after, None)["row"]] == ["C43", "C44", "C45"]


def test_first_exhaustion_reshuffles() -> None:
    """AVS-021 / AVS-090 emptying the deck the first time reshuffles the discard pile at once."""
    state = build(a_hand=["C14"], row=["C41", "C42", "C43"], deck=["C44"], discard=["C20", "C21", "C22"])
    after, events = act(state, A, {"type": "take", "n": 2, "discard": ["C14"]})
    assert after["exhaustions"] == 1
    assert after["row"][0] == "C43" and after["row"][1] == "C44"
    assert after["row"][2] in ("C20", "C21", "C22", "C14")  # the same turn's discard was reshuffled in
    assert after["discard"] == [] and len(after["deck"]) == 3
    assert any(e["type"] == "reshuffle" for e in events)


def test_second_exhaustion_kills_deck() -> None:
    """AVS-022 the second exhaustion: no more draws, the row shrinks."""
    state = build(a_hand=["C14"], row=["C41", "C42", "C43"], deck=["C44"], exhaustions=1)
    after, events = act(state, A, {"type": "take", "n": 2, "discard": ["C14"]})
    assert after["exhaustions"] == 2 and after["row"] == ["C43", "C44", None]
    assert any(e["type"] == "deck_dead" for e in events)
    assert GAME.view(after, None)["deck_dead"] is True


def test_empty_pile_at_reshuffle_kills_deck() -> None:
    """AVS-023 a reshuffle with an empty discard pile sends the counter straight to 2."""
    state = build(a_hand=[], row=["C41", "C42", "C43"], deck=["C44"], discard=[])
    after, _ = act(state, A, {"type": "take", "n": 1})
    assert after["exhaustions"] == 2 and after["deck"] == []


def test_played_cards_public_on_discard() -> None:
    """AVS-024 played and discarded cards go face-up onto the public discard pile."""
    state = build(a_hand=["C14"], hidden=["C14"])
    after, _ = act(state, A, {"type": "advance", "cards": ["C14"], "spaces": 1})
    assert after["discard"] == ["C14"]
    assert [c["id"] for c in GAME.view(after, None)["discard"]] == ["C14"]


def test_effect_only_after_take2_take3() -> None:
    """AVS-050 effects are optional, after the refill, at most one of several."""
    state = build(a_hand=["C53", "C51", "C54", "C14"], s_hand=["C20"])
    after, _ = act(state, A, {"type": "take", "n": 3, "discard": ["C53", "C51", "C54"]})
    assert after["phase"] == "effect" and all(after["row"])
    cards = [a["card"] for a in GAME.legal_actions(after, A)]
    assert cards == ["C51", "C53", "C54", None]
    done, _ = act(after, A, {"type": "effect", "card": "C53"})
    assert done["phase"] == "main" and done["active"] == S


def test_drop_supplies() -> None:
    """AVS-051 steals one random opponent card, visible; needs a card to steal and room."""
    state = build(a_hand=["C51", "C14"], s_hand=["C20", "C21"], hidden=["C20", "C21"])
    mid, _ = act(state, A, {"type": "take", "n": 2, "discard": ["C51"]})
    done, events = act(mid, A, {"type": "effect", "card": "C51"})
    stolen = [c for c in done["players"][A]["hand"] if c["id"] in ("C20", "C21")]
    assert len(stolen) == 1 and not stolen[0]["hidden"]
    assert len(done["players"][S]["hand"]) == 1
    assert any(e["type"] == "steal" for e in events)
    empty = build(a_hand=["C51", "C14"], s_hand=[])
    mid, _ = act(empty, A, {"type": "take", "n": 2, "discard": ["C51"]})
    assert mid["phase"] == "main"  # not activatable: skipped (AVS-081)


def test_sacrifice() -> None:
    """AVS-052 / AVS-096 reveal the hand, discard Good Weather and own wild animals only."""
    state = build(a_hand=["C53", "C14"], s_hand=["C54", "C01", "C05", "C20"], hidden=["C20", "C54"])
    mid, _ = act(state, A, {"type": "take", "n": 2, "discard": ["C53"]})
    done, events = act(mid, A, {"type": "effect", "card": "C53"})
    scott = done["players"][S]["hand"]
    assert [c["id"] for c in scott] == ["C05", "C20"] and not any(c["hidden"] for c in scott)
    assert "C54" in done["discard"] and "C01" in done["discard"]
    assert any(e["type"] == "reveal" for e in events)


def test_sacrifice_only_reveals() -> None:
    """AVS-096 a hand without Good Weather or own animals is only revealed."""
    state = build(a_hand=["C53", "C14"], s_hand=["C20", "C05"], hidden=["C20"])
    mid, _ = act(state, A, {"type": "take", "n": 2, "discard": ["C53"]})
    done, _ = act(mid, A, {"type": "effect", "card": "C53"})
    assert done["players"][S]["hand"] == [{"id": "C20", "hidden": False}, {"id": "C05", "hidden": False}]


def test_good_weather_conditions() -> None:
    """AVS-053 needs not lost, room in hand and a live deck; the draw is hidden."""
    state = build(s_hand=["C55", "C20"], s_at=5, active=S, row=["C41", "C42", "C43"], deck=["C44", "C45", "C47"])
    mid, _ = act(state, S, {"type": "take", "n": 2, "discard": ["C55"]})
    done, events = act(mid, S, {"type": "effect", "card": "C55"})
    drawn = done["players"][S]["hand"][-1]
    assert drawn == {"id": "C47", "hidden": True}
    assert any("drew a hidden card" in e["text"] for e in events)
    lost = build(s_hand=["C55", "C20"], s_q=2, active=S)
    mid, _ = act(lost, S, {"type": "take", "n": 2, "discard": ["C55"]})
    assert mid["phase"] == "main"
    dead = build(s_hand=["C55", "C20"], active=S, exhaustions=2, deck=[], row=["C41", "C42", None])
    mid, _ = act(dead, S, {"type": "take", "n": 2, "discard": ["C55"]})
    assert mid["phase"] == "main"


def test_good_weather_reveal_move() -> None:
    """AVS-054 a matching draw may be revealed to move 1; own wild matches; never onto the Pole."""
    state = build(a_hand=["C54", "C14"], a_at=3, row=["C41", "C42", "C43"], deck=["C44", "C45", "C08"])
    mid, _ = act(state, A, {"type": "take", "n": 2, "discard": ["C54"]})
    weather, _ = act(mid, A, {"type": "effect", "card": "C54"})
    assert weather["phase"] == "weather"  # C08 Dog G: Amundsen's wild matches A4 G
    moved, _ = act(weather, A, {"type": "weather", "advance": True})
    assert moved["players"][A]["route"] == 4
    assert {"id": "C08", "hidden": False} in moved["players"][A]["hand"]
    top = build(a_hand=["C54", "C14"], a_at=12, deck=["C44", "C45", "C05"])
    mid, _ = act(top, A, {"type": "take", "n": 2, "discard": ["C54"]})
    undecided, _ = act(mid, A, {"type": "effect", "card": "C54"})
    # AVS-082: the seat still decides on the last space, but may only keep the card hidden.
    assert [a["advance"] for a in GAME.legal_actions(undecided, A)] == [False]
    with pytest.raises(IllegalAction, match="doesn't match"):
        GAME.apply(undecided, A, {"type": "weather", "advance": True})
    done, _ = act(undecided, A, {"type": "weather", "advance": False})
    assert done["phase"] == "main" and done["players"][A]["route"] == 12


def test_hidden_cards_only_from_face_down_draws() -> None:
    """AVS-055 / AVS-056 the patron wild is outside the limit; taken cards are visible."""
    wild = {"id": "N4", "spent": False, "removals": 0}
    state = build(a_hand=["C14", "C15", "C16", "C17", "C18", "C19"], a_patron=wild)
    assert any(a["type"] == "take" and a["n"] == 1 for a in GAME.legal_actions(state, A))
    after, _ = act(state, A, {"type": "take", "n": 1})
    assert after["players"][A]["hand"][-1]["hidden"] is False


def test_loss_without_trim() -> None:
    """AVS-095 Loss against 5 or fewer cards: no trim, straight to the opponent's turn."""
    state = build(a_hand=["C32"], s_hand=["C20", "C21", "C22"])
    after, _ = act(state, A, {"type": "loss", "card": "C32"})
    assert after["phase"] == "main" and GAME.to_act(after) == [S] and after["players"][S]["limit"] == 5


def test_good_weather_kills_deck_keeps_card() -> None:
    """AVS-097 a Good Weather draw that empties the deck a second time kills it; the card is kept."""
    # take2 refills two positions (C44, C45), leaving C27 as the last deck card.
    state = build(a_hand=["C54", "C14"], exhaustions=1, row=["C41", "C42", "C43"], deck=["C44", "C45", "C27"])
    mid, _ = act(state, A, {"type": "take", "n": 2, "discard": ["C54"]})
    assert mid["deck"] == ["C27"] and mid["row"] == ["C43", "C44", "C45"] and mid["exhaustions"] == 1
    done, events = act(mid, A, {"type": "effect", "card": "C54"})
    assert done["exhaustions"] == 2 and done["deck"] == []
    assert {"id": "C27", "hidden": True} in done["players"][A]["hand"]
    assert any(e["type"] == "deck_dead" for e in events)
    # C27 Adv Y doesn't match A1 R: the decision is still asked (AVS-082), only "keep hidden" is legal.
    assert done["phase"] == "weather" and [a["advance"] for a in GAME.legal_actions(done, A)] == [False]
    kept, _ = act(done, A, {"type": "weather", "advance": False})
    assert kept["phase"] == "main" and GAME.to_act(kept) == [S]
    assert {"id": "C27", "hidden": True} in kept["players"][A]["hand"]
