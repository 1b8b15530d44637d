"""Play actions: Advance, the Pole, Compass, Loss of Equipment, attacks, lost explorers, Back to Route."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction
from bot.games.amundsen_scott import GAME

from .helpers import A, S, act, build, hand, of_type, types, where

ROUTE_A = "RYRGRYGRYRGR"  # A1..A12
ROUTE_S = "YGYGBYGBYBGB"  # S1..S12


def refused(state: dict[str, object], seat: int, action: dict[str, object], message: str) -> None:
    with pytest.raises(IllegalAction) as problem:
        act(state, seat, action)
    assert problem.value.reason == message


# --- Advance -------------------------------------------------------------------------


def test_advance_plays_two_k_minus_one_cards() -> None:
    """AVS-027 advance k ≤ 4 spaces with 1 card for the next space and 2 for each further one."""
    cards = ["C14", "C27", "C28", "C15", "C16", "C20", "C21"]  # R Y Y R R G G
    state = build(a_hand=cards)
    advances = of_type(state, A, "advance")
    assert {a["spaces"] for a in advances} == {1, 2, 3, 4}
    assert all(len(a["cards"]) == 2 * a["spaces"] - 1 for a in advances)
    after, _ = act(state, A, {"type": "advance", "cards": cards, "spaces": 4})
    assert after["players"][A]["route"] == 4 and hand(after, A) == []
    assert sorted(after["discard"]) == sorted(cards)
    one, _ = act(state, A, {"type": "advance", "cards": ["C14"], "spaces": 1})
    assert where(one, A) == "A1" and len(hand(one, A)) == 6


def test_advance_assignment_found_by_the_engine() -> None:
    """AVS-028 any card order; the engine assigns the wild; extra or missing cards are illegal."""
    state = build(a_hand=["C27", "C29", "C05", "C14"])
    after, _ = act(state, A, {"type": "advance", "cards": ["C27", "C29", "C05"], "spaces": 2})
    assert after["players"][A]["route"] == 2 and hand(after, A) == ["C14"]  # the Dog took the red A1
    for cards in (["C27", "C29", "C05", "C14"], ["C27", "C05"]):
        refused(state, A, {"type": "advance", "cards": cards, "spaces": 2}, "Those cards don't match the next spaces.")


def test_played_colours_trigger_no_effects() -> None:
    """AVS-029 Blizzards used as colours in an Advance don't make the rival lose his way."""
    state = build(a_hand=["C35", "C39", "C40"], s_at=5)
    assert "lose_way" in types(state, A)  # the same cards could attack...
    after, events = act(state, A, {"type": "advance", "cards": ["C35", "C39", "C40"], "spaces": 2})
    assert after["players"][S]["q"] is None and after["players"][S]["route"] == 5  # ...but here only move
    assert after["players"][A]["route"] == 2 and [e["type"] for e in events] == ["advance"]
    scott = build(s_hand=["C44"], s_at=1, active=S, a_at=5)  # a Crevasse G as S2's green
    moved, _ = act(scott, S, {"type": "advance", "cards": ["C44"], "spaces": 1})
    assert moved["players"][A]["q"] is None and moved["players"][S]["route"] == 2


def test_advance_never_enters_the_pole() -> None:
    """AVS-030 index 12 is the furthest an Advance reaches."""
    state = build(a_hand=["C20", "C14", "C15", "C16", "C17"], a_at=10)  # A11 G, A12 R
    assert max(a["spaces"] for a in of_type(state, A, "advance")) == 2
    message = "You can advance at most to the last space before the Pole."
    refused(state, A, {"type": "advance", "cards": ["C20", "C14", "C15", "C16", "C17"], "spaces": 3}, message)
    top = build(a_hand=["C14", "C15", "C16"], a_at=12)
    assert "advance" not in types(top, A)
    refused(top, A, {"type": "advance", "cards": ["C14"], "spaces": 1}, message)


def test_compass_in_hand_does_not_block_advance() -> None:
    """AVS-031 holding a Compass, Amundsen may still advance."""
    state = build(a_hand=["C33", "C14"])
    assert {"advance", "compass"} <= types(state, A)
    after, _ = act(state, A, {"type": "advance", "cards": ["C14"], "spaces": 1})
    assert after["players"][A]["route"] == 1 and hand(after, A) == ["C33"]


# --- the Pole ------------------------------------------------------------------------


def test_pole_needs_one_card_of_each_colour() -> None:
    """AVS-032 on index 12, not lost, no Compass: 4 cards assignable to R, B, G, Y win at once."""
    state = build(a_hand=["C14", "C25", "C20", "C27", "C15"], a_at=12)
    assert [a["cards"] for a in of_type(state, A, "pole")] == [["C14", "C20", "C25", "C27"]]
    won, events = act(state, A, {"type": "pole", "cards": ["C27", "C25", "C20", "C14"]})
    assert won["players"][A]["route"] == 13 and where(won, A) == "AP"
    assert GAME.outcome(won) is not None and GAME.outcome(won)["winners"] == [A]
    assert events[-1]["type"] == "pole"
    wild = build(a_hand=["C05", "C14", "C20", "C27"], a_at=12)  # the Dog stands in for blue
    assert of_type(wild, A, "pole")
    refused(
        state, A, {"type": "pole", "cards": ["C14", "C15", "C20", "C27"]}, "The Pole needs one card of each colour."
    )
    refused(state, A, {"type": "pole", "cards": ["C14", "C25", "C20"]}, "The Pole needs one card of each colour.")
    lost = build(a_hand=["C14", "C25", "C20", "C27"], a_at=12, a_q=6)
    assert "pole" not in types(lost, A)


def test_pole_step_counts_the_colour_off_the_route() -> None:
    """AVS-033 red counts for Scott at the Pole, though his route has no red space."""
    state = build(s_hand=["C16", "C25", "C21", "C29"], s_at=12, active=S)
    won, _ = act(state, S, {"type": "pole", "cards": ["C16", "C25", "C21", "C29"]})
    assert GAME.outcome(won) is not None and GAME.outcome(won)["winners"] == [S]


def test_pole_refused_while_holding_a_compass() -> None:
    """AVS-034 every Compass must be played before the Pole."""
    state = build(a_hand=["C33", "C14", "C25", "C20", "C27"], a_at=12)
    assert "pole" not in types(state, A) and "compass" in types(state, A)
    refused(state, A, {"type": "pole", "cards": ["C14", "C25", "C20", "C27"]}, "Play your Compass before the Pole.")


# --- special actions -----------------------------------------------------------------


def test_special_action_plays_only_its_cards() -> None:
    """AVS-035 a special action plays the named card(s) alone and ends the turn."""
    state = build(a_hand=["C33", "C14", "C35", "C36", "C39"], s_at=5)
    after, _ = act(state, A, {"type": "compass", "card": "C33"})
    assert hand(after, A) == ["C14", "C35", "C36", "C39"] and after["discard"] == ["C33"]
    assert after["row"] == state["row"] and GAME.to_act(after) == [S]
    assert all(len(a["cards"]) == 2 for a in of_type(state, A, "lose_way"))
    refused(state, A, {"type": "lose_way", "cards": ["C35", "C36", "C39"]}, "Amundsen needs two Blizzards.")


@pytest.mark.parametrize(("start", "to"), [(0, 1), (4, 5), (8, 9), (9, 8), (11, 10), (12, 11)])
def test_compass_north_and_south_of_85(start: int, to: int) -> None:
    """AVS-036 forward 1 on index 0–8 (the ship to space 1), back 1 on 9–12."""
    state = build(a_hand=["C34"], a_at=start)
    after, events = act(state, A, {"type": "compass", "card": "C34"})
    assert after["players"][A]["route"] == to and f"to space {to}." in events[0]["text"]


def test_loss_of_equipment_and_trim() -> None:
    """AVS-037 the rival's limit becomes 5; he trims to 5 at once, colourless cards allowed, no effects."""
    scott = ["C33", "C54", "C20", "C21", "C22", "C23", "C34"]
    state = build(a_hand=["C32"], s_hand=scott)
    trim, events = act(state, A, {"type": "loss", "card": "C32"})
    assert trim["phase"] == "trim" and trim["players"][S]["limit"] == 5 and GAME.to_act(trim) == [S]
    assert "hand limit is now 5" in events[0]["text"]
    options = GAME.legal_actions(trim, S)
    assert ["C33", "C34"] in [a["cards"] for a in options]  # both Compasses may go
    done, _ = act(trim, S, {"type": "trim", "cards": ["C33", "C54"]})
    assert done["phase"] == "main" and len(hand(done, S)) == 5
    assert done["discard"] == ["C32", "C33", "C54"]  # the Good Weather has no effect when trimmed
    wild = {"id": "B4", "spent": False, "removals": 0}
    six = build(a_hand=["C32"], s_hand=scott[:6], s_patron=wild)
    trim6, _ = act(six, A, {"type": "loss", "card": "C32"})
    assert trim6["pending"]["count"] == 1  # the patron wild is not counted
    assert all("B4" not in a["cards"] for a in GAME.legal_actions(trim6, S))
    refused(trim6, S, {"type": "trim", "cards": ["B4"]}, "You don't hold that card.")


def test_loss_while_lost_or_already_reduced() -> None:
    """AVS-038 Loss is playable while lost and against a limit of 5 already; then it does nothing more."""
    state = build(a_hand=["C32", "C14"], a_q=2, s_hand=["C20", "C21", "C22", "C23"], s_limit=5)
    assert "loss" in types(state, A)
    after, events = act(state, A, {"type": "loss", "card": "C32"})
    assert after["players"][S]["limit"] == 5 and after["phase"] == "main" and GAME.to_act(after) == [S]
    assert "was already 5" in events[0]["text"] and len(hand(after, S)) == 4


# --- lose the way and Penalty ---------------------------------------------------------


def test_lose_the_way() -> None:
    """AVS-039 two own attack cards of any colours send the rival to the `?` behind him, lost."""
    state = build(a_hand=["C35", "C41"], s_at=7)
    after, events = act(state, A, {"type": "lose_way", "cards": ["C35", "C41"]})
    assert after["players"][S]["q"] == 3 and where(after, S) == "SQ3"
    assert GAME.view(after, None)["explorers"][S]["lost"] is True and "? space 3" in events[0]["text"]
    scott = build(s_hand=["C42", "C48"], a_at=5, active=S)
    after, _ = act(scott, S, {"type": "lose_way", "cards": ["C42", "C48"]})
    assert where(after, A) == "AQ2"


@pytest.mark.parametrize(("s_at", "s_q"), [(0, None), (1, None), (5, 2)])
def test_lose_the_way_needs_a_question_behind(s_at: int, s_q: int | None) -> None:
    """AVS-040 no attack on the ship, on space 1, or against an explorer already lost."""
    state = build(a_hand=["C35", "C36"], s_at=s_at, s_q=s_q)
    assert "lose_way" not in types(state, A)
    refused(state, A, {"type": "lose_way", "cards": ["C35", "C36"]}, "Your opponent can't lose his way there.")


def test_penalty_moves_back_one_question() -> None:
    """AVS-041 one Blizzard or one Crevasse, by either explorer, sends a lost rival to the previous `?`."""
    state = build(a_hand=["C42"], s_q=3)
    after, _ = act(state, A, {"type": "penalty", "card": "C42"})  # Amundsen with a Crevasse
    assert where(after, S) == "SQ2" and after["players"][S]["q"] == 2
    scott = build(s_hand=["C35"], a_q=4, active=S)
    after, _ = act(scott, S, {"type": "penalty", "card": "C35"})  # Scott with a Blizzard
    assert where(after, A) == "AQ3"


@pytest.mark.parametrize("s_q", [1, None])
def test_penalty_needs_an_earlier_question(s_q: int | None) -> None:
    """AVS-042 no Penalty against the first `?` (or a rival on his route)."""
    state = build(a_hand=["C35"], s_q=s_q, s_at=3)
    assert "penalty" not in types(state, A)
    refused(state, A, {"type": "penalty", "card": "C35"}, "Your opponent has no ? to fall back to.")


def test_no_other_blizzard_or_crevasse_plays() -> None:
    """AVS-043 Scott's Blizzard pair, a mixed pair and a two-card Penalty are all refused."""
    scott = build(s_hand=["C35", "C36"], a_at=5, active=S)
    assert "lose_way" not in types(scott, S)
    refused(scott, S, {"type": "lose_way", "cards": ["C35", "C36"]}, "Scott needs two Crevasses.")
    mixed = build(a_hand=["C35", "C42"], s_at=5)
    assert "lose_way" not in types(mixed, A)
    refused(mixed, A, {"type": "lose_way", "cards": ["C35", "C42"]}, "Amundsen needs two Blizzards.")
    lost = build(a_hand=["C35", "C36"], s_q=3)
    assert all(isinstance(a["card"], str) for a in of_type(lost, A, "penalty"))
    with pytest.raises(IllegalAction):
        act(lost, A, {"type": "penalty", "card": ["C35", "C36"]})
    with pytest.raises(IllegalAction):
        act(lost, A, {"type": "penalty", "cards": ["C35", "C36"]})


# --- lost explorers ------------------------------------------------------------------


def test_lost_explorer_actions() -> None:
    """AVS-044 lost: only Take, freeze, Loss, Lose the way, Penalty or Back to Route."""
    cards = ["C33", "C32", "C35", "C36", "C14", "C05"]
    state = build(a_hand=cards, a_q=3, s_at=7)
    assert types(state, A) == {"take", "loss", "lose_way", "return"}
    both = build(a_hand=cards, a_q=3, s_q=2)
    assert types(both, A) == {"take", "loss", "penalty", "return"}
    dead = build(a_hand=cards, a_q=3, s_q=2, row=["C41", None, None], deck=[], exhaustions=2)
    assert types(dead, A) == {"take", "freeze", "loss", "penalty", "return"}


def test_lost_explorer_cannot_move_on() -> None:
    """AVS-045 no Advance, Pole or Compass while lost (Good Weather: test_take)."""
    state = build(a_hand=["C33", "C14", "C25", "C20", "C27"], a_q=2)
    refused(state, A, {"type": "advance", "cards": ["C14"], "spaces": 1}, "Get back to your route first.")
    refused(state, A, {"type": "pole", "cards": ["C14", "C25", "C20", "C27"]}, "Get back to your route first.")
    refused(state, A, {"type": "compass", "card": "C33"}, "A lost explorer can't use the Compass.")
    assert not {"advance", "pole", "compass"} & types(state, A)


def test_back_to_route() -> None:
    """AVS-046 one coloured card names a colour it matches; the pawn goes to the last such space behind."""
    state = build(s_hand=["C29", "C01", "C33"], s_q=3, active=S)  # SQ3 sits behind S7
    returns = {(a["card"], a["colour"]): a["to"] for a in of_type(state, S, "return")}
    assert returns == {("C29", "Y"): 6, ("C01", "B"): 5, ("C01", "Y"): 6, ("C01", "G"): 4}
    after, events = act(state, S, {"type": "return", "card": "C29", "colour": "Y", "to": 6})
    assert where(after, S) == "S6" and after["players"][S]["q"] is None and "space 6" in events[0]["text"]
    horse, _ = act(state, S, {"type": "return", "card": "C01", "colour": "G", "to": 4})
    assert where(horse, S) == "S4"
    refused(state, S, {"type": "return", "card": "C29", "colour": "Y", "to": 5}, "That colour leads to S6.")
    refused(
        state, S, {"type": "return", "card": "C29", "colour": "G", "to": 4}, "That card can't stand for that colour."
    )
    refused(
        state, S, {"type": "return", "card": "C33", "colour": "Y", "to": 6}, "That card can't stand for that colour."
    )


@pytest.mark.parametrize(
    ("letter", "q", "card", "colour"),
    [("A", 1, "C25", "B"), ("A", 1, "C20", "G"), ("A", 2, "C25", "B"), ("S", 1, "C16", "R"), ("S", 2, "C16", "R")],
)
def test_near_ship_return(letter: str, q: int, card: str, colour: str) -> None:
    """AVS-047 on the first two `?` a colour with no space behind leads to the ship, even B/R."""
    seat = A if letter == "A" else S
    state = build(a_hand=[card], a_q=q, active=A) if seat == A else build(s_hand=[card], s_q=q, active=S)
    after, _ = act(state, seat, {"type": "return", "card": card, "colour": colour, "to": 0})
    assert after["players"][seat]["route"] == 0 and where(after, seat) == f"{letter}0"


@pytest.mark.parametrize(
    ("letter", "q", "card", "colour"),
    [("A", 3, "C25", "B"), ("A", 6, "C26", "B"), ("S", 3, "C16", "R"), ("S", 4, "C17", "R")],
)
def test_no_destination_beyond_second_question(letter: str, q: int, card: str, colour: str) -> None:
    """AVS-048 from `?` 3 on, a colour with no space behind can't be named."""
    seat = A if letter == "A" else S
    state = build(a_hand=[card], a_q=q) if seat == A else build(s_hand=[card], s_q=q, active=S)
    assert not of_type(state, seat, "return")
    for to in (0, None):
        action = {"type": "return", "card": card, "colour": colour, "to": to}
        refused(state, seat, action, "No space of that colour lies behind you.")


def test_back_to_route_ends_the_turn() -> None:
    """AVS-049 the return is the whole turn; the explorer moves normally from his next turn."""
    state = build(a_hand=["C14", "C20"], a_q=2)  # AQ2 behind A4: red leads to A3
    assert "advance" not in types(state, A)
    back, _ = act(state, A, {"type": "return", "card": "C14", "colour": "R", "to": 3})
    assert GAME.to_act(back) == [S] and where(back, A) == "A3" and hand(back, A) == ["C20"]
    again, _ = act(back, S, {"type": "take", "n": 1})
    assert [a["cards"] for a in of_type(again, A, "advance")] == [["C20"]]  # A4 is green
    moved, _ = act(again, A, {"type": "advance", "cards": ["C20"], "spaces": 1})
    assert where(moved, A) == "A4"


def test_lost_explorer_keeps_his_compasses() -> None:
    """AVS-093 a Compass waits until he is back on route; every Compass goes before the Pole."""
    state = build(a_hand=["C33", "C14"], a_q=2)
    assert "compass" not in types(state, A)
    back, _ = act(state, A, {"type": "return", "card": "C14", "colour": "R", "to": 3})
    assert "C33" in hand(back, A)
    mine, _ = act(back, S, {"type": "take", "n": 1})
    assert "compass" in types(mine, A)
    two = build(a_hand=["C33", "C34", "C14", "C25", "C20", "C27"], a_at=12)
    after, _ = act(two, A, {"type": "compass", "card": "C33"})
    after["players"][A]["route"], after["active"] = 12, A  # back on A12, one Compass still held
    refused(after, A, {"type": "pole", "cards": ["C14", "C25", "C20", "C27"]}, "Play your Compass before the Pole.")


def test_both_explorers_lost_return_independently() -> None:
    """AVS-094 both may be lost at once; each one comes back on his own."""
    state = build(a_hand=["C14", "C32"], a_q=2, s_hand=["C29", "C30"], s_q=2)
    back, _ = act(state, A, {"type": "return", "card": "C14", "colour": "R", "to": 3})
    assert where(back, A) == "A3" and where(back, S) == "SQ2"
    view = GAME.view(back, None)
    assert [e["lost"] for e in view["explorers"]] == [False, True]
    scott, _ = act(back, S, {"type": "return", "card": "C29", "colour": "Y", "to": 3})
    assert where(scott, S) == "S3" and where(scott, A) == "A3"


def test_routes_are_as_transcribed() -> None:
    """AVS-004 the colours the move tests above rely on."""
    from bot.games.amundsen_scott.routes import colour_at

    assert "".join(colour_at("A", i) for i in range(1, 13)) == ROUTE_A
    assert "".join(colour_at("S", i) for i in range(1, 13)) == ROUTE_S
