"""Mask tokens, equipment, hazards and the bear (RNP §7, §11, §12, §13) and scenario 6."""

from __future__ import annotations

from bot.games.north_pole import GAME
from tests.north_pole.helpers import act, deal, refused, scenario, set_stack_top, texts


def ambush_ready(token: str) -> dict:
    state = scenario()
    state["pawns"].update({"orange1": "e2", "blue1": "e3"})
    set_stack_top(state, token)
    deal(state, S1="C053", S2="C001", S3="C002")
    return state


def test_scenario_6_hole_in_the_ice() -> None:
    """Scenario 6 (RNP-059, RNP-106, RNP-070)."""
    state = ambush_ready("T27")
    size = len(state["stack"])
    after, events = act(state, "play S1 orange1 e2>e3")
    assert after["pawns"]["blue1"] == "ship" and after["pawns"]["orange1"] == "ship"
    assert after["holes"] == {"e3": "T27"} and len(after["stack"]) == size - 1
    assert after["storm"][-1] == "C053"
    assert [e["type"] for e in events] == ["move", "hole"]  # move, reveal; then the weather check ran quietly


def test_rnp_066_equipment_goes_to_the_player() -> None:
    """RNP-066: a revealed equipment token is held face up."""
    after, _ = act(ambush_ready("T19"), "play S1 orange1 e2>e3")
    assert after["seats"][0]["equipment"] == ["T01", "T05", "T19"]
    assert {"colour": "green", "item": "Pickaxe"} in GAME.view(after, None)["seats"][0]["equipment"]


def test_rnp_067_hazards_go_to_the_token_discard() -> None:
    """RNP-067: a hazard is resolved, then discarded (a Hole stays on the board)."""
    after, _ = act(ambush_ready("T31"), "play S1 orange1 e2>e3")
    assert "T31" in after["token_discard"] and "T31" not in after["seats"][0]["equipment"]


def test_rnp_068_rnp_134_last_token_then_camp_rules() -> None:
    """RNP-068/134: the last token's hazard resolves in full; camp rules apply from the next play."""
    state = ambush_ready("T28")
    state["set_aside"] += state["stack"][1:]
    state["stack"] = state["stack"][:1]
    after, _ = act(state, "play S1 orange1 e2>e3")
    assert after["holes"] == {"e3": "T28"} and after["stack"] == []
    assert GAME.view(after, None)["camp_rules_everywhere"] is True


def test_rnp_069_corner_tokens() -> None:
    """RNP-069: ending on a corner with a token takes it, even with the bear."""
    state = scenario()
    state["pawns"]["bear"] = "b2"
    token = state["corner_tokens"]["a1"]
    deal(state, S1="C017")
    after, _ = act(state, "play S1 bear b2>a1")
    assert token in after["seats"][0]["equipment"] and "a1" not in after["corner_tokens"]


def test_rnp_070_resolution_order() -> None:
    """RNP-070: move, corner token, ambush reveal (overflow pauses), card, weather."""
    state = scenario()
    state["pawns"].update({"orange1": "b2", "blue1": "a1"})
    state["seats"][0]["equipment"].append("T22")
    set_stack_top(state, "T18")
    deal(state, S1="C063")  # Swoop B
    corner = state["corner_tokens"]["a1"]
    after, _ = act(state, "play S1 orange1 b2>a1")
    assert after["turn"]["phase"] == "overflow" and after["seats"][0]["equipment"][-1] == corner
    assert after["stack"][0] == "T18" and "C063" not in after["storm"]
    after, _ = act(after, f"overflow discard {corner}")
    assert after["turn"]["phase"] == "overflow" and after["seats"][0]["equipment"][-1] == "T18"
    after, _ = act(after, "overflow discard T18")
    assert after["storm"][-1] == "C063" and after["turn"]["phase"] == "window"


def test_rnp_091_equipment_is_public() -> None:
    """RNP-091: held tokens show in the public view."""
    view = GAME.view(scenario(), None)
    assert [t["item"] for t in view["seats"][0]["equipment"]] == ["Husky", "Snowshoes"]


def test_rnp_092_equipment_only_on_own_turn() -> None:
    """RNP-092: another seat cannot use its tokens out of turn."""
    state = scenario()
    assert GAME.legal_actions(state, 1) == []
    assert refused(state, "compass T21 NW", seat=1).startswith("It is")


def test_rnp_093_overflow_choices() -> None:
    """RNP-093: a 4th token: discard one of the four or use Compass/Igloo/Husky now."""
    state = ambush_ready("T21")
    state["seats"][0]["equipment"].append("T16")
    state["pawns"]["orange2"] = "b5"
    after, _ = act(state, "play S1 orange1 e2>e3")
    options = set(texts(after))
    assert {"overflow discard T01", "overflow discard T05", "overflow discard T16", "overflow discard T21"} <= options
    assert {"overflow use T01", "overflow use T16 orange2", "overflow use T16 orange1"} <= options
    assert any(t.startswith("overflow use T21 ") for t in options)
    used, _ = act(after, "overflow use T01")
    assert used["turn"]["pending_husky"] == 1 and len(used["seats"][0]["equipment"]) == 3
    assert "husky" in texts(used)


def test_rnp_094_husky_extra_plays_chain() -> None:
    """RNP-094: each Husky gives one more play with its own weather check; several may chain."""
    state = scenario()
    state["pawns"]["orange1"] = "e3"
    state["seats"][0]["equipment"].append("T09")
    deal(state, S1="C001", S2="C002", S3="C003")
    state, _ = act(state, "play S1 orange1 e3>e2")
    state, _ = act(state, "husky T01")
    state, _ = act(state, "play S2 orange1 e2>f2")
    assert "husky T09" in texts(state)
    state, _ = act(state, "husky T09")
    state, _ = act(state, "play S3 orange1 f2>f1")
    assert state["storm"] == ["C001", "C002", "C003"] and not [t for t in texts(state) if "husky" in t]


def test_rnp_095_snowshoes_with_dash() -> None:
    """RNP-095: Snowshoes let a Dash cross a crack; Holes still block."""
    state = scenario()
    state["pawns"]["orange1"] = "d3"
    deal(state, S1="C047")
    assert "play S1 orange1 d3>d4>d5 +snowshoes" in texts(state)
    state["holes"] = {"d4": "T27"}
    assert not [t for t in texts(state) if ">d4" in t]


def test_rnp_096_rnp_097_rnp_140_backpack() -> None:
    """RNP-096/097/140: store a facing card, not playable this turn, playable later; then discarded."""
    state = scenario()
    state["pawns"]["orange1"] = "e3"
    state["seats"][0]["equipment"].append("T13")
    deal(state, S1="C001", S2="C047")
    state, _ = act(state, "play S1 orange1 e3>e2")
    state, _ = act(state, "store T13 S2")
    assert state["seats"][0]["backpack"] == {"token": "T13", "card": "C047"} and state["slots"]["S2"] is None
    assert not [t for t in texts(state) if t.startswith("store")]
    state, _ = act(state, "husky T01")
    assert not [t for t in texts(state) if "BP" in t]
    assert refused(state, "play BP orange1 e2>e1") == "A card stored this turn cannot be played this turn."
    state["turn"]["phase"] = "window"
    state, _ = act(state, "end")
    state["turn"]["phase"] = "window"
    state, _ = act(state, "end")
    state["turn"]["phase"] = "main"
    state, _ = act(state, "play BP orange1 e2>e3>e4")
    assert state["seats"][0]["backpack"] is None and "T13" in state["token_discard"]


def test_rnp_098_discarding_a_loaded_backpack() -> None:
    """RNP-098: its card goes to the discard pile."""
    state = scenario_with_loaded_backpack()
    state, _ = act(state, "overflow discard T13")
    assert state["seats"][0]["backpack"] is None and "C047" in state["discard"] + state["draw"]


def scenario_with_loaded_backpack() -> dict:
    state = ambush_ready("T19")
    state["seats"][0]["equipment"] = ["T01", "T13"]
    state["seats"][0]["backpack"] = {"token": "T13", "card": state["draw"].pop(state["draw"].index("C047"))}
    state["seats"][0]["equipment"].append("T05")
    state, _ = act(state, "play S1 orange1 e2>e3")
    assert state["turn"]["phase"] == "overflow"
    return state


def test_rnp_099_rnp_100_igloo() -> None:
    """RNP-099/100: an Igloo goes on an own non-central grid pawn and is discarded when it leaves."""
    state = scenario()
    state["pawns"].update({"orange1": "e3", "orange2": "d4", "orange3": "d0"})
    state["seats"][0]["equipment"].append("T16")
    deal(state, S1="C001")
    igloos = [t for t in texts(state) if t.startswith("igloo")]
    assert igloos == ["igloo T16 orange1"]
    assert refused(state, "igloo T16 orange2").startswith("An Igloo needs")
    state, _ = act(state, "igloo T16 orange1")
    assert state["igloos"] == {"orange1": "T16"}
    state, _ = act(state, "play S1 orange1 e3>e2")
    assert state["igloos"] == {} and "T16" in state["token_discard"]


def test_rnp_101_pickaxe_two_uses() -> None:
    """RNP-101: (a) any central square is a gate; (b) an ambush may break an Igloo."""
    state = scenario(disc="NE")
    state["pawns"]["orange1"] = "c4"
    state["seats"][0]["equipment"].append("T18")
    deal(state, S1="C047")
    assert "play S1 orange1 c4>d4>P +pickaxe" in texts(state)


def test_rnp_102_compass_needs_a_new_orientation() -> None:
    """RNP-102: the Compass turns the disc to another allowed orientation."""
    state = scenario(disc="NE")
    state["seats"][0]["equipment"].append("T21")
    assert sorted(t for t in texts(state) if t.startswith("compass")) == [
        "compass T21 NW", "compass T21 SE", "compass T21 SW",
    ]  # fmt: skip
    assert refused(state, "compass T21 NE").startswith("The Compass must turn")


def test_rnp_103_gear_only_when_needed() -> None:
    """RNP-103: Snowshoes cannot be declared for a play that is legal without them."""
    state = scenario()
    state["pawns"]["orange1"] = "e3"
    deal(state, S1="C001")
    assert "play S1 orange1 e3>e2 +snowshoes" not in texts(state)
    assert refused(state, "play S1 orange1 e3>e2 +snowshoes").startswith("Snowshoes may only be declared")


def test_rnp_104_gear_for_the_bear_but_no_igloo() -> None:
    """RNP-104: Snowshoes work for the bear; an Igloo never goes on it."""
    state = scenario()
    state["pawns"]["bear"] = "c2"
    state["seats"][0]["equipment"].append("T16")
    deal(state, S1="C001")
    assert "play S1 bear c2>c3 +snowshoes" in texts(state)
    assert "igloo T16 bear" not in texts(state)


def test_rnp_141_rnp_142_lowest_token_and_both_gear() -> None:
    """RNP-141: the lowest-id token of the item is spent; RNP-142: Snowshoes and Pickaxe together."""
    state = scenario(disc="NE")
    state["pawns"]["orange1"] = "d3"
    state["seats"][0]["equipment"] = ["T11", "T05", "T18"]
    deal(state, S1="C047")
    assert "play S1 orange1 d3>d4>P +snowshoes +pickaxe" in texts(state)
    after, _ = act(state, "play S1 orange1 d3>d4>P +snowshoes +pickaxe")
    assert after["seats"][0]["equipment"][0] == "T11" and {"T05", "T18"} <= set(after["token_discard"])


def test_rnp_107_holes_are_permanent_obstacles() -> None:
    """RNP-107: Holes are never entered, let diagonals pass, never block a Sling and rotate."""
    state = scenario()
    state["pawns"].update({"orange1": "e2", "blue1": "e6"})
    state["holes"] = {"e3": "T27", "f2": "T28"}
    deal(state, S1="C017", S2="C085")
    assert "play S1 orange1 e2>f3" in texts(state) and "play S2 orange1 sling N" in texts(state)


def test_rnp_108_one_central_hole_at_most() -> None:
    """RNP-108: a second central Hole is discarded instead; the pawn still goes home."""
    state = scenario()
    state["pawns"].update({"orange1": "d3", "blue1": "d4"})
    state["holes"] = {"e5": "T28"}
    set_stack_top(state, "T27")
    deal(state, S1="C053")
    after, _ = act(state, "play S1 orange1 d3>d4 +snowshoes")
    assert after["holes"] == {"e5": "T28"} and "T27" in after["token_discard"]
    assert after["pawns"]["orange1"] == "ship"


def test_rnp_109_polar_bear_token() -> None:
    """RNP-109: the ambusher goes home and the bear takes its square (moving if on the grid)."""
    state = ambush_ready("T31")
    state["pawns"]["bear"] = "a5"
    after, _ = act(state, "play S1 orange1 e2>e3")
    assert after["pawns"]["orange1"] == "ship" and after["pawns"]["bear"] == "e3"
    bear = ambush_ready("T32")
    bear["pawns"].update({"orange1": "ship", "bear": "e2"})
    after, _ = act(bear, "play S1 bear e2>e3")
    assert after["pawns"]["bear"] == "e3" and after["pawns"]["blue1"] == "ship"


def test_rnp_135_bear_falls_into_a_hole() -> None:
    """RNP-135: a Hole revealed by the bear's ambush sends the bear to the supply and opens there."""
    state = ambush_ready("T29")
    state["pawns"].update({"orange1": "ship", "bear": "e2"})
    after, _ = act(state, "play S1 bear e2>e3")
    assert after["pawns"]["bear"] == "supply" and after["holes"] == {"e3": "T29"}


def test_rnp_110_rnp_111_bear_is_a_neutral_pawn() -> None:
    """RNP-110/111: any seat may move the bear; it blocks and may ambush; pickups go to the mover."""
    state = scenario()
    state["pawns"].update({"bear": "e3", "blue1": "e4", "orange1": "e1"})
    deal(state, S1="C053", S2="C047")
    assert "play S1 bear e3>e4" in texts(state)
    assert "play S2 orange1 e1>e2>e3" not in texts(state)
    state["turn"]["seat"] = 1
    state["turn"]["phase"] = "main"
    deal(state, N1="C001")
    assert "play N1 bear e3>e2" in texts(state, seat=1)


def test_rnp_112_bear_never_enters_a_camp() -> None:
    """RNP-112: the bear's moves exclude every camp square."""
    state = scenario()
    state["pawns"]["bear"] = "d1"
    deal(state, S1="C033")
    assert not [t for t in texts(state) if t.startswith("play S1 bear") and t.endswith("0")]


def test_rnp_113_rnp_114_bear_at_the_pole_and_back() -> None:
    """RNP-113/114: the bear may enter P and returns to the supply; a later Bear token brings it back."""
    state = scenario(disc="NE")
    state["pawns"]["bear"] = "e5"
    deal(state, S1="C001")
    after, _ = act(state, "play S1 bear e5>P")
    assert after["pawns"]["bear"] == "supply"
    assert GAME.view(after, None)["seats"][0]["at_pole"] == 0


def test_rnp_141_the_lowest_id_of_alike_tokens_is_offered_and_named_when_refused() -> None:
    """RNP-141 (design, extended to Compass, Igloo, Husky and Backpack): of several tokens of one
    item only the lowest id is offered; naming another gets a sentence that says which to use."""
    state = scenario(disc="NE")
    state["seats"][0]["equipment"] = ["T22", "T21", "T05"]
    compasses = [t for t in texts(state) if t.startswith("compass")]
    assert compasses and all(t.startswith("compass T21 ") for t in compasses)
    assert refused(state, "compass T22 NW") == "Use your lowest-numbered Compass token (T21) first."
    after, _ = act(state, "compass T21 NW")
    assert after["disc"] == "NW" and after["seats"][0]["equipment"] == ["T22", "T05"]
