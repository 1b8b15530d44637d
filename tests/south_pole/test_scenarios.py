"""The spec's scenarios S1-S8 (shared/rules/south-pole.md §10), dice forced by a stub."""

from __future__ import annotations

from bot.games.south_pole import GAME
from bot.games.south_pole.state import CHOOSE_DICE, FAILING, GAME_OVER, SUCCESS

from .helpers import ForcedDice, act, faces, give_turn, is_legal, new_game, put_tile, set_cubes, spaces, types

ALICE, BOB, CAROL, DAVE, ERIN = 0, 1, 2, 3, 4


def test_s1_recolour_then_rest(forced: ForcedDice) -> None:
    """S1 (RSP-041, RSP-032, RSP-034, RSP-055): K4 U3 made by recolouring a black 3 to blue."""
    state = new_game(3, start=ALICE)
    give_turn(state, ALICE, tent="D4")
    set_cubes(state, ALICE, 2)
    put_tile(state, "E4", "R41")
    assert spaces(state)["E4"]["back"] == "K" and spaces(state)["E4"]["face_down"]
    state, _ = act(state, ALICE, "choose", split=[0, 4, 2])
    assert [d["colour"] for d in state["pool"]] == ["K", "K", "K", "K", "U", "U"]
    forced.queue(3, 2, 2, 1, 1, 0)
    state, _ = act(state, ALICE, "move", to="E4")
    assert "E4" in state["revealed"] and state["phase"] == FAILING
    state, _ = act(state, ALICE, "recolour", die=1, colour="U")
    assert state["seats"][ALICE]["cubes"] == 1 and state["phase"] == SUCCESS
    state, _ = act(state, ALICE, "rest", die=6)
    assert state["seats"][ALICE]["cubes"] == 2
    assert [d["die"] for d in state["pool"]] == [1, 2, 3, 4, 5]
    markers = state["supply"]["camp_markers"]
    state, _ = act(state, ALICE, "camp")
    assert "E4" in state["camp_markers"] and state["supply"]["camp_markers"] == markers - 1
    assert state["seats"][ALICE]["tent"] == "E4"
    assert state["active"] == BOB and state["phase"] == CHOOSE_DICE
    assert state["seats"][ALICE]["cubes"] == 2


def test_s2_rest_to_the_cap_then_reroll(forced: ForcedDice) -> None:
    """S2 (RSP-035, RSP-040, RSP-044): resting stops at 5 cubes; no reroll after success."""
    state = new_game(3, start=ALICE)
    give_turn(state, BOB, tent="D3")
    set_cubes(state, BOB, 4)
    put_tile(state, "D4", "R28", face_up=True)
    state, _ = act(state, BOB, "choose", split=[3, 3, 0])
    forced.queue(0, 0, 1, 2, 2, 0)
    state, _ = act(state, BOB, "move", to="D4")
    assert state["phase"] == FAILING
    state, _ = act(state, BOB, "rest", die=1)
    assert state["seats"][BOB]["cubes"] == 5
    assert not is_legal(state, BOB, "rest", die=2)
    forced.queue(3, 2)
    state, _ = act(state, BOB, "reroll", dice=[2, 3])
    assert state["seats"][BOB]["cubes"] == 4
    assert faces(state) == [3, 2, 2, 2, 0] and state["phase"] == SUCCESS
    assert "reroll" not in types(state, BOB)
    state, _ = act(state, BOB, "rest", die=6)
    assert state["seats"][BOB]["cubes"] == 5


def test_s3_failure_at_the_cap_and_automatic_give_up(forced: ForcedDice) -> None:
    """S3 (RSP-045, RSP-037, RSP-046): no cube above 5; a hopeless roll gives up by itself."""
    state = new_game(5, start=ALICE)
    give_turn(state, CAROL, tent="D3")
    set_cubes(state, CAROL, 5)
    put_tile(state, "D4", "R11", face_up=True)  # K6
    state, _ = act(state, CAROL, "choose", split=[1, 0, 5])
    forced.queue(1, 0, 0, 0, 0, 0)
    state, _ = act(state, CAROL, "move", to="D4")
    assert state["phase"] == FAILING
    supply = state["supply"]["cubes"]
    state, _ = act(state, CAROL, "give_up")
    assert state["seats"][CAROL]["cubes"] == 5 and state["supply"]["cubes"] == supply
    assert state["seats"][CAROL]["tent"] == "D3" and state["active"] == DAVE
    set_cubes(state, DAVE, 0)
    state["seats"][DAVE]["tent"] = "D3"
    state["explorer"] = "D3"
    state, _ = act(state, DAVE, "choose", split=[4, 2, 0])
    forced.queue(1, 1, 2, 1, 2, 1)
    state, events = act(state, DAVE, "move", to="D4")
    assert state["seats"][DAVE]["cubes"] == 1
    assert state["active"] == ERIN and state["phase"] == CHOOSE_DICE
    assert any(e["type"] == "give_up" and e["automatic"] for e in events)


def test_s4_another_players_tent(forced: ForcedDice) -> None:
    """S4 (RSP-057): on another tent only Rest, Peek and Continue are offered."""
    state = new_game(3, start=ALICE)
    state["seats"][ALICE]["tent"] = "C5"
    state["camp_markers"] = ["C5"]
    state["supply"]["camp_markers"] = 19
    give_turn(state, BOB, tent="C6")
    put_tile(state, "C5", "R15", face_up=True)  # U4
    state, _ = act(state, BOB, "choose", split=[0, 1, 5])
    forced.queue(0, 1, 1, 1, 1, 0)
    state, _ = act(state, BOB, "move", to="C5")
    assert state["phase"] == SUCCESS
    legal = GAME.legal_actions(state, BOB)
    assert {a["type"] for a in legal} == {"rest", "peek", "continue"}
    assert sorted(a["to"] for a in legal if a["type"] == "continue") == ["B4", "B5", "C4", "C6", "D4", "D5"]
    for kind in ("camp", "move_tent"):
        try:
            act(state, BOB, kind)
        except Exception as refused:
            assert "tent" in str(refused)
        else:
            raise AssertionError(f"{kind} was accepted on another player's tent")


def test_s5_tent_hop_then_failure(forced: ForcedDice) -> None:
    """S5 (RSP-051, RSP-045, RSP-052): move tent to a printed camp site, then fail beyond it."""
    state = new_game(3, start=ALICE)
    state["camp_markers"] = ["C2"]
    state["supply"]["camp_markers"] = 19
    give_turn(state, CAROL, tent="C2")
    put_tile(state, "D2", "R02")  # W5, printed camp site
    put_tile(state, "E2", "R14")  # K8
    state, _ = act(state, CAROL, "choose", split=[5, 1, 0])
    forced.queue(2, 1, 1, 1, 1, 1)
    state, _ = act(state, CAROL, "move", to="D2")
    assert state["phase"] == SUCCESS and is_legal(state, CAROL, "move_tent")
    markers = list(state["camp_markers"])
    state, _ = act(state, CAROL, "move_tent")
    assert state["seats"][CAROL]["tent"] == "D2" and state["camp_markers"] == markers
    assert state["phase"] == SUCCESS and not is_legal(state, CAROL, "move_tent")
    forced.queue(1, 1, 1, 1, 1, 1)
    state, _ = act(state, CAROL, "continue", to="E2")
    assert state["phase"] == FAILING
    cubes = state["seats"][CAROL]["cubes"]
    state, _ = act(state, CAROL, "give_up")
    assert state["seats"][CAROL]["cubes"] == cubes + 1
    assert state["seats"][CAROL]["tent"] == "D2"
    view = spaces(state)
    assert view["C2"]["camp_marker"] and view["C2"]["tents"] == []


def test_s6_the_last_flag_wins_at_once(forced: ForcedDice) -> None:
    """S6 (RSP-047, RSP-062, RSP-065): the last marker ends the game mid-turn."""
    state = new_game(4, start=ALICE)
    state["flag_markers"] = {"O4": DAVE}
    state["seats"][DAVE]["flags_left"] = 1
    give_turn(state, DAVE, tent="L3")
    put_tile(state, "M3", "F10")
    state, _ = act(state, DAVE, "choose", split=[1, 0, 5])
    forced.queue(2, 3, 2, 1, 0, 0)
    state, _ = act(state, DAVE, "move", to="M3")
    assert state["flag_markers"]["M3"] == DAVE and state["seats"][DAVE]["flags_left"] == 0
    assert state["phase"] == GAME_OVER
    assert GAME.outcome(state) is not None and GAME.outcome(state)["winners"] == [DAVE]  # type: ignore[index]
    assert GAME.legal_actions(state, DAVE) == []
    assert set(state["revealed"]) == set(state["tiles"])
    assert GAME.view(state, None)["set_aside"]["revealed"] is True


def test_s7_claimed_flags_and_empty_flag_tiles(forced: ForcedDice) -> None:
    """S7 (RSP-048): a claimed flag tile or a tile without a flag symbol gives nothing."""
    state = new_game(5, start=ALICE)
    put_tile(state, "M3", "F10", face_up=True)
    state["flag_markers"] = {"M3": DAVE}
    state["seats"][DAVE]["flags_left"] = 1
    put_tile(state, "N2", "F09")  # K6, no flag symbol
    give_turn(state, ERIN, tent="L3")
    state, _ = act(state, ERIN, "choose", split=[0, 3, 3])
    forced.queue(3, 3, 3, 2, 2, 2)
    state, _ = act(state, ERIN, "move", to="M3")
    assert state["phase"] == SUCCESS and state["flag_markers"] == {"M3": DAVE}
    forced.queue(2, 2, 2, 0, 0, 0)
    state, _ = act(state, ERIN, "continue", to="N2")
    assert state["phase"] == SUCCESS and state["flag_markers"] == {"M3": DAVE}
    assert state["seats"][ERIN]["flags_left"] == 2
    state, _ = act(state, ERIN, "camp")
    assert "N2" in state["camp_markers"] and state["seats"][ERIN]["tent"] == "N2"
    assert GAME.outcome(state) is None


def test_s8_the_camp_marker_supply_is_empty(forced: ForcedDice) -> None:
    """S8 (RSP-056, RSP-058): camping with no markers left moves the tent, places nothing."""
    state = new_game(3, start=ALICE)
    far = ["G1", "G2", "G3", "G4", "G6", "G7", "H1", "H2", "H3", "H6", "I1", "I2"]
    far += ["I3", "I5", "I6", "I7", "J1", "J2", "J3", "J5"]
    state["camp_markers"] = far
    state["supply"]["camp_markers"] = 0
    put_tile(state, "I4", "R01", face_up=True)  # W4, no camp site
    put_tile(state, "I5", "R08", face_up=True)  # K4
    give_turn(state, ALICE, tent="H3")
    state, _ = act(state, ALICE, "choose", split=[5, 1, 0])
    forced.queue(1, 1, 1, 1, 0, 0)
    state, _ = act(state, ALICE, "move", to="I4")
    state, _ = act(state, ALICE, "camp")
    assert state["seats"][ALICE]["tent"] == "I4" and "I4" not in state["camp_markers"]
    assert state["supply"]["camp_markers"] == 0
    give_turn(state, ALICE, tent="I4")
    state, _ = act(state, ALICE, "choose", split=[1, 5, 0])
    forced.queue(0, 1, 1, 1, 1, 0)
    state, _ = act(state, ALICE, "move", to="I5")
    state, _ = act(state, ALICE, "camp")
    assert state["seats"][ALICE]["tent"] == "I5"
    give_turn(state, BOB, tent="H3")
    state, _ = act(state, BOB, "choose", split=[5, 1, 0])
    forced.queue(1, 1, 1, 1, 0, 0)
    state, _ = act(state, BOB, "move", to="I4")
    assert state["phase"] == SUCCESS
    assert not is_legal(state, BOB, "move_tent") and is_legal(state, BOB, "camp")
    state, _ = act(state, BOB, "camp")
    assert state["seats"][BOB]["tent"] == "I4" and "I4" not in state["camp_markers"]
    assert len(state["camp_markers"]) + state["supply"]["camp_markers"] == 20
