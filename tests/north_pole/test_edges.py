"""The Pole as a space, Backpack and Igloo lifetimes, the bear as a pawn, and the edge cases
RNP-129, RNP-134 and RNP-136, each played through the engine's own actions."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction, State
from bot.games.north_pole import GAME
from bot.games.north_pole.board import CENTRAL, POLE
from bot.games.north_pole.moves import candidate_paths
from bot.games.north_pole.state import rotate
from tests.north_pole.helpers import (
    act,
    deal,
    nothing_to_play,
    put_card,
    refused,
    scenario,
    set_stack_top,
    set_storm,
    texts,
)

GRID = [f"{c}{r}" for c in "abcdefgh" for r in range(1, 9)]


def load_backpack(state: State, seat: int, token: str, card: str) -> None:
    """Give ``seat`` a loaded Backpack ``token`` holding ``card`` (taken from the draw pile)."""
    put_card(state, card, state["draw"], 0)
    state["draw"].pop(0)
    if token not in state["seats"][seat]["equipment"]:
        state["seats"][seat]["equipment"].append(token)
    state["seats"][seat]["backpack"] = {"token": token, "card": card}


# --- RNP-009: the Pole ------------------------------------------------------------------


def test_rnp_009_only_the_four_central_squares_touch_the_pole() -> None:
    """RNP-009: one step reaches P from d4, e4, d5 and e5 only, whatever the movement symbol."""
    for square in GRID:
        for symbol in ("March", "Swoop", "Gallop", "Dash"):
            one_step = [POLE] in candidate_paths(symbol, square)
            assert one_step == (square in CENTRAL), (symbol, square)
    state = scenario(disc="NE")
    state["pawns"]["orange1"] = "f6"  # diagonal to e5, but not touching the centre point
    deal(state, S1="C033", S2="C047", S3="C001")  # Gallop, Dash, March
    assert not [t for t in texts(state) if t.endswith(">P")]


def test_rnp_009_the_pole_lies_on_no_line_and_never_holds_a_pawn() -> None:
    """RNP-009: a Sling along column d passes the Pole's corner; a Swoop d4→e5 crosses the centre
    point (design: the Pole is not a square, so it blocks neither); an entering pawn is scored."""
    state = scenario(disc="NE")
    state["pawns"].update({"orange1": "d3", "blue1": "d7", "orange2": "d4"})
    deal(state, S1="C085", S2="C017", S3="C001")  # Sling, Swoop A, March A
    options = texts(state)
    assert "play S2 orange2 d4>e5" in options and "play S2 orange2 d4>P" not in options  # d4 is no gate
    state["pawns"]["orange2"] = "ship"
    after, _ = act(state, "play S1 orange1 sling N")
    assert after["pawns"]["blue1"] == "ship"
    state["pawns"]["orange2"] = "e5"
    after, _ = act(state, "play S3 orange2 e5>P")
    assert after["pawns"]["orange2"] == "pole"
    assert POLE not in after["pawns"].values() and GAME.view(after, None)["seats"][0]["at_pole"] == 1


# --- RNP-097 / RNP-140: the Backpack ----------------------------------------------------


def test_rnp_097_backpack_card_is_played_in_a_later_turn_then_the_backpack_goes() -> None:
    """RNP-097: stored in one turn, not playable in it; played in the seat's next turn; then the
    Backpack goes to the token discard and the card to the storm pile like any played card."""
    state = scenario()
    state["pawns"]["orange1"] = "e3"
    state["seats"][0]["equipment"].append("T13")
    deal(state, S1="C001", S2="C047", S3="C002")  # March A 0, Dash A 2, March A 0
    state, _ = act(state, "play S1 orange1 e3>e2")
    state, _ = act(state, "store T13 S2")
    assert state["seats"][0]["backpack"] == {"token": "T13", "card": "C047"}
    state, _ = act(state, "husky T01")
    assert not [t for t in texts(state) if t.startswith("play BP")]  # stored this turn
    state, _ = act(state, "play S3 orange1 e2>e3")
    state, _ = act(state, "end")
    # Blue's whole turn: ashore, refresh, end.
    for text in ("camp d9", "refresh", "end", "end"):
        state, _ = act(state, text)
    assert state["turn"]["seat"] == 0 and state["seats"][0]["backpack"] is not None
    state, _ = act(state, "camp d0")
    assert "play BP orange1 e3>e4>e5" in texts(state)
    storm_before = list(state["storm"])
    state, events = act(state, "play BP orange1 e3>e4>e5")
    info = state["seats"][0]
    assert info["backpack"] is None and "T13" not in info["equipment"] and "T13" in state["token_discard"]
    assert state["storm"] == [*storm_before, "C047"] and state["pawns"]["orange1"] == "e5"
    assert all(state["slots"][s] is not None for s in ("S1", "S2", "S3"))  # the play used no slot
    assert "Dash" in events[0]["text"]


def test_rnp_140_one_loaded_backpack_at_a_time() -> None:
    """RNP-140: store needs an empty Backpack and no loaded one; the state keeps card and token."""
    state = scenario()
    state["pawns"]["orange1"] = "e3"
    state["seats"][0]["equipment"] = ["T13", "T14", "T05"]
    deal(state, S1="C001", S2="C047", S3="C002")
    state, _ = act(state, "play S1 orange1 e3>e2")
    assert sorted(t for t in texts(state) if t.startswith("store")) == ["store T13 S2", "store T13 S3"]
    state, _ = act(state, "store T13 S2")
    assert state["seats"][0]["backpack"] == {"token": "T13", "card": "C047"}
    assert not [t for t in texts(state) if t.startswith("store")]  # T14 is empty, but one is loaded
    assert refused(state, "store T14 S3") == "Your Backpack already holds a card."
    view = GAME.view(state, None)["seats"][0]["backpack"]
    assert view == {"card": {"symbol": "Dash", "type": "A", "points": 2, "colour": "blue"}}  # C047, by its face


def test_rnp_140_a_second_backpack_can_be_loaded_once_the_first_is_played() -> None:
    """RNP-140: after the loaded Backpack's card is played, the other (empty) Backpack may store."""
    state = scenario()
    state["pawns"]["orange1"] = "e3"
    state["seats"][0]["equipment"] = ["T05"]
    load_backpack(state, 0, "T13", "C047")
    state["seats"][0]["equipment"].append("T14")
    deal(state, S1="C001", S2="C002")
    state, _ = act(state, "play BP orange1 e3>e4>e5")
    assert state["seats"][0]["backpack"] is None and state["seats"][0]["equipment"] == ["T05", "T14"]
    assert "store T14 S1" in texts(state)
    state, _ = act(state, "store T14 S1")
    assert state["seats"][0]["backpack"] == {"token": "T14", "card": "C001"}
    assert refused(state, "store T14 S2") == "Your Backpack already holds a card."


# --- RNP-100: the Igloo leaves with its pawn --------------------------------------------


def test_rnp_100_igloo_discarded_when_its_pawn_is_ambushed_with_a_pickaxe() -> None:
    """RNP-100: a move-ambush with a Pickaxe sends the sheltered pawn home and discards the Igloo."""
    state = scenario()
    state["pawns"].update({"orange1": "e2", "blue1": "e3"})
    state["igloos"] = {"blue1": "T16"}
    state["seats"][0]["equipment"].append("T18")
    set_stack_top(state, "T19")
    deal(state, S1="C053")  # March B
    assert refused(state, "play S1 orange1 e2>e3") == "That play needs a Pickaxe."
    after, _ = act(state, "play S1 orange1 e2>e3 +pickaxe")
    assert after["pawns"]["blue1"] == "ship" and after["pawns"]["orange1"] == "e3"
    assert after["igloos"] == {} and {"T16", "T18"} <= set(after["token_discard"])
    assert GAME.view(after, None)["igloos"] == {}


def test_rnp_100_igloo_discarded_by_a_pickaxe_sling_and_by_entering_the_pole() -> None:
    """RNP-100: a Sling with a Pickaxe, or the sheltered pawn itself entering P, ends the Igloo."""
    state = scenario(disc="NE")
    state["pawns"].update({"orange1": "b4", "blue1": "f4"})
    state["igloos"] = {"blue1": "T16"}
    state["seats"][0]["equipment"].append("T18")
    set_stack_top(state, "T19")
    deal(state, S1="C093", S2="C001")
    assert "play S1 orange1 sling E" not in texts(state)
    after, _ = act(state, "play S1 orange1 sling E +pickaxe")
    assert after["pawns"]["blue1"] == "ship" and after["igloos"] == {} and "T16" in after["token_discard"]
    pole = scenario(disc="NE")
    pole["pawns"]["orange1"] = "f5"
    pole["igloos"] = {"orange1": "T17"}
    deal(pole, S1="C001")
    after, _ = act(pole, "play S1 orange1 f5>e5")
    assert after["igloos"] == {} and "T17" in after["token_discard"]


def test_rnp_100_igloo_stays_with_its_pawn_through_a_storm() -> None:
    """RNP-099/RNP-100: a storm turns the Igloo with its pawn; it is not discarded."""
    state = scenario()
    state["pawns"]["orange1"] = "b2"
    state["igloos"] = {"orange1": "T16"}
    rotate(state, "cw")
    assert state["pawns"]["orange1"] == "b7" and state["igloos"] == {"orange1": "T16"}
    assert GAME.view(state, None)["igloos"] == {"orange1": "b7"}


# --- RNP-111 / RNP-114: the bear --------------------------------------------------------


def test_rnp_111_the_bear_fills_its_square_and_blocks_dashes_and_slings() -> None:
    """RNP-111: a type-A move can't end on the bear, a Dash can't pass it, a Sling hits it first;
    a type-B move ambushes it (to the supply) and the reveal goes to the current player."""
    state = scenario()
    state["pawns"].update({"orange1": "e2", "bear": "e3", "blue1": "e4"})
    set_stack_top(state, "T19")
    deal(state, S1="C001", S2="C047", S3="C053")  # March A, Dash A, March B
    assert refused(state, "play S1 orange1 e2>e3") == "A type-A move may never end on a square holding a pawn."
    assert refused(state, "play S2 orange1 e2>e3>e4") == "A Dash never passes over a pawn."
    after, _ = act(state, "play S3 orange1 e2>e3")
    assert after["pawns"]["bear"] == "supply" and after["pawns"]["orange1"] == "e3"
    assert "T19" in after["seats"][0]["equipment"]
    sling = scenario()
    sling["pawns"].update({"orange1": "e2", "bear": "e3", "blue1": "e4"})
    deal(sling, S1="C085")
    after, _ = act(sling, "play S1 orange1 sling N")
    assert after["pawns"]["bear"] == "supply" and after["pawns"]["blue1"] == "e4"


def test_rnp_111_the_bear_ambushes_for_the_current_player_and_anyone_may_ambush_it() -> None:
    """RNP-111: the bear's move-ambush and Sling benefit the seat playing it; blue may ambush it too."""
    state = scenario()
    state["pawns"].update({"bear": "e3", "blue1": "e4", "blue2": "b3"})
    set_stack_top(state, "T19")
    deal(state, S1="C053", S2="C085")  # March B, Sling
    after, _ = act(state, "play S1 bear e3>e4")
    assert after["pawns"]["blue1"] == "ship" and after["pawns"]["bear"] == "e4"
    assert "T19" in after["seats"][0]["equipment"] and "T19" not in after["seats"][1]["equipment"]
    after, _ = act(state, "play S2 bear sling W")
    assert after["pawns"]["blue2"] == "ship" and after["pawns"]["bear"] == "e3"
    assert "T19" in after["seats"][0]["equipment"]
    blue = scenario()
    blue["pawns"].update({"bear": "e3", "blue1": "e4"})
    blue["turn"].update({"seat": 1, "phase": "main"})
    deal(blue, N1="C053")
    assert "play N1 blue1 e4>e3" in texts(blue, seat=1)
    after, _ = act(blue, "play N1 blue1 e4>e3", seat=1)
    assert after["pawns"]["bear"] == "supply" and after["pawns"]["blue1"] == "e3"


def test_rnp_114_a_bear_off_the_grid_waits_in_the_supply_until_a_bear_token() -> None:
    """RNP-114: slung off the grid the bear goes to the supply and cannot act; the next Polar Bear
    token brings it back onto the ambusher's square."""
    state = scenario()
    state["pawns"].update({"orange1": "e2", "bear": "e3", "blue1": "f3"})
    set_stack_top(state, "T19")
    deal(state, S1="C085", S2="C063")  # Sling, Swoop B
    state, _ = act(state, "play S1 orange1 sling N")
    assert state["pawns"]["bear"] == "supply"
    assert GAME.view(state, None)["pawns"]["bear"] == "supply"
    state, _ = act(state, "husky T01")
    assert not [t for t in texts(state) if " bear " in t]
    set_stack_top(state, "T31")
    state, events = act(state, "play S2 orange1 e2>f3")
    assert state["pawns"]["blue1"] == "ship" and state["pawns"]["orange1"] == "ship"
    assert state["pawns"]["bear"] == "f3" and "T31" in state["token_discard"]
    assert [e["type"] for e in events][:2] == ["move", "bear"]


def test_rnp_114_the_bear_leaves_the_grid_through_the_pole_and_a_hole() -> None:
    """RNP-114 (with RNP-113, RNP-135): through P or into a Hole the bear goes to the supply."""
    pole = scenario(disc="NE")
    pole["pawns"]["bear"] = "e5"
    deal(pole, S1="C001")
    after, _ = act(pole, "play S1 bear e5>P")
    assert after["pawns"]["bear"] == "supply" and all(s["at_pole"] == 0 for s in GAME.view(after, None)["seats"])
    hole = scenario()
    hole["pawns"].update({"bear": "e2", "blue1": "e3"})
    set_stack_top(hole, "T27")
    deal(hole, S1="C053")
    after, _ = act(hole, "play S1 bear e2>e3")
    assert after["pawns"]["bear"] == "supply" and after["holes"] == {"e3": "T27"}


# --- RNP-129, RNP-134, RNP-136 ----------------------------------------------------------


def test_rnp_129_no_play_and_no_equipment_refresh_then_end() -> None:
    """RNP-129: with no legal play and no tokens the only choice is Refresh, then only End turn;
    the new facing cards stay in the slots for later turns."""
    state = nothing_to_play()
    assert texts(state) == ["refresh"]
    state, _ = act(state, "refresh")
    assert texts(state) == ["end"]  # C001 would be playable, but there is nothing to pay with
    state, _ = act(state, "end")
    assert texts(state) == ["end"]  # the window after a Refresh: no Husky, nothing to use
    state, _ = act(state, "end")
    assert state["turn"]["seat"] == 1 and state["storm"] == []
    assert [state["slots"][s] for s in ("S1", "S2", "S3")] == ["C001", "C017", "C033"]


def test_rnp_134_the_last_token_resolves_in_full_and_camp_rules_start_next_play() -> None:
    """RNP-134: the ambush that empties the stack resolves its Polar Bear in full; the Husky play
    after it already runs under camp rules (no ambush, shared squares)."""
    state = scenario()
    state["pawns"].update({"orange1": "e2", "blue1": "e3", "orange2": "c4", "blue2": "d4"})
    set_stack_top(state, "T31")
    state["set_aside"] += state["stack"][1:]
    state["stack"] = state["stack"][:1]
    deal(state, S1="C053", S2="C054", S3="C085")  # March B, March B, Sling
    before = texts(state)
    assert "play S2 orange2 c4>d4" in before and any(" sling " in t for t in before)
    state, events = act(state, "play S1 orange1 e2>e3")
    assert state["stack"] == [] and "T31" in state["token_discard"]
    assert state["pawns"]["blue1"] == "ship" and state["pawns"]["orange1"] == "ship"
    assert state["pawns"]["bear"] == "e3" and state["storm"] == ["C053"]
    assert [e["type"] for e in events] == ["move", "bear"]
    state, _ = act(state, "husky T01")
    options = texts(state)
    assert not [t for t in options if " sling " in t]
    state, _ = act(state, "play S2 orange2 c4>d4")
    assert state["pawns"]["orange2"] == state["pawns"]["blue2"] == "d4"  # shared, not ambushed


def test_rnp_136_a_winning_entry_skips_the_rest_of_the_play() -> None:
    """RNP-136: the win check runs on entering P; a winning entry takes no scoreboard token, leaves
    the card out of the storm pile and skips the weather and refill; a non-winning one does not."""

    def ready(on_pole: int) -> State:
        state = scenario(disc="NE")
        for number in range(1, on_pole + 1):
            state["pawns"][f"orange{number}"] = "pole"
        state["pawns"]["orange4"] = "e5"
        set_storm(state, ["C085", "C047", "C079"])  # 7 points; threshold 8
        deal(state, S1="C009")  # March A, 1 point
        return state

    state = ready(3)
    token = state["score_token"]
    won, events = act(state, "play S1 orange4 e5>P")
    assert GAME.outcome(won) is not None and GAME.outcome(won)["winners"] == [0]  # type: ignore[index]
    assert won["score_token"] == token and won["storm"] == ["C085", "C047", "C079"] and won["r"] == 0
    assert won["slots"]["S1"] is None and "C009" not in won["discard"] + won["draw"]
    assert events[-1]["type"] == "pole" and GAME.to_act(won) == []
    going, events = act(ready(2), "play S1 orange4 e5>P")
    assert GAME.outcome(going) is None
    assert going["score_token"] is None and token in going["seats"][0]["equipment"]
    assert going["storm"] == [] and going["r"] != 0 and events[-1]["type"] == "storm"


def test_rnp_139_malformed_plays_are_refused_with_a_sentence() -> None:
    """RNP-139: a play whose fields are not names (lists, numbers, None) is refused, not a crash."""
    state = scenario()
    state["pawns"]["orange1"] = "e3"
    deal(state, S1="C001")
    good = {"type": "move", "card": "S1", "pawn": "orange1", "path": ["e2"]}
    for key, value in (("card", ["S1"]), ("pawn", {"id": 1}), ("path", "e2"), ("path", [1]), ("gear", None),
                       ("copy", ["N2"]), ("dir", 3)):  # fmt: skip
        bad = {**good, key: value}
        with pytest.raises(IllegalAction) as error:
            GAME.apply(state, 0, bad)
        assert error.value.reason.endswith(".")
    GAME.apply(state, 0, good)


def test_rnp_137_resigning_during_an_own_overflow_abandons_the_play() -> None:
    """RNP-137 (design): a seat leaving while its play waits on an overflow choice abandons the
    play; the card goes to the discard pile, its tokens to the token discard, the turn passes."""
    state = scenario(players=3)
    state["pawns"].update({"orange1": "e2", "blue1": "e3"})
    state["seats"][0]["equipment"].append("T13")
    set_stack_top(state, "T19")
    deal(state, S1="C053")
    paused, _ = act(state, "play S1 orange1 e2>e3")
    assert paused["turn"]["phase"] == "overflow"
    after, _ = GAME.resign(paused, 0)
    assert "C053" in after["discard"] + after["draw"] and "C053" not in after["storm"]
    assert after["turn"]["seat"] == 1 and after["turn"]["play"] is None
    assert {"T01", "T05", "T13", "T19"} <= set(after["token_discard"])
    assert GAME.outcome(after) is None and GAME.to_act(after) == [1]
