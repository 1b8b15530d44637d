"""Playing a card (RNP §6) and the scenarios 2, 4, 5 and 8 of §20."""

from __future__ import annotations

from bot.games.north_pole import GAME
from bot.games.north_pole.moves import check_move
from bot.games.north_pole.state import storm_total
from bot.i18n import msg
from tests.north_pole.helpers import act, deal, refused, scenario, set_score_token, set_stack_top, texts


def destinations(state: dict, slot: str, pawn: str, with_gear: bool = False) -> set[str]:
    prefix = f"play {slot} {pawn} "
    found = set()
    for text in texts(state):
        if text.startswith(prefix) and ("+" not in text or with_gear):
            found.add(text[len(prefix) :].split()[0].split(">")[-1])
    return found


def open_board() -> dict:
    state = scenario()
    state["pawns"]["orange1"] = "e3"
    return state


def test_scenario_2_diagonal_around_a_crack() -> None:
    """Scenario 2 (RNP-039, RNP-038, RNP-095)."""
    state = scenario()
    state["pawns"]["orange1"] = "c2"
    deal(state, S1="C017", S2="C001", S3="C002")
    swoops = [t for t in texts(state) if t.startswith("play S1 orange1")]
    assert sorted(t for t in swoops if "+" not in t) == [
        "play S1 orange1 c2>b1",
        "play S1 orange1 c2>d1",
        "play S1 orange1 c2>d3",
    ]
    assert "play S1 orange1 c2>b3 +snowshoes" in swoops
    assert refused(state, "play S1 orange1 c2>b3") == "That play needs Snowshoes."
    after, _ = act(state, "play S1 orange1 c2>b3 +snowshoes")
    assert after["pawns"]["orange1"] == "b3" and "T05" in after["token_discard"]
    assert destinations(state, "S2", "orange1") == {"c1", "b2", "d2"}


def test_scenario_4_dash_into_the_pole() -> None:
    """Scenario 4 (RNP-053, RNP-056, RNP-054)."""
    state = scenario(disc="SW")
    state["pawns"]["orange1"] = "c4"
    deal(state, S1="C043", S2="C001", S3="C002")
    set_score_token(state, "T13")
    after, _ = act(state, "play S1 orange1 c4>d4>P")
    assert after["pawns"]["orange1"] == "pole"
    assert GAME.view(after, None)["seats"][0]["at_pole"] == 1
    assert after["seats"][0]["equipment"] == ["T01", "T05", "T13"]
    assert after["storm"] == ["C043"] and storm_total(after) == 1
    state["pawns"]["orange1"] = "d3"
    assert refused(state, "play S1 orange1 d3>d4>P") == "That play needs Snowshoes."
    assert "play S1 orange1 d3>d4>P +snowshoes" in texts(state)
    state["pawns"]["orange1"] = "e4"
    assert refused(state, "play S2 orange1 e4>P") == "That play needs a Pickaxe."


def test_scenario_5_sling_over_a_hole() -> None:
    """Scenario 5 (RNP-062, RNP-063, RNP-065)."""
    state = scenario()
    state["pawns"].update({"orange1": "b4", "blue1": "f4"})
    state["holes"] = {"c4": "T27"}
    state["stack"].remove("T27") if "T27" in state["stack"] else None
    set_stack_top(state, "T18")
    deal(state, S1="C093", S2="C001", S3="C002")
    size = len(state["stack"])
    after, _ = act(state, "play S1 orange1 sling E")
    assert after["pawns"]["blue1"] == "ship" and after["pawns"]["orange1"] == "b4"
    assert after["seats"][0]["equipment"] == ["T01", "T05", "T18"]
    assert len(after["stack"]) == size - 1
    assert storm_total(after) == storm_total(state) + 4
    state["pawns"]["orange2"] = "d4"
    assert refused(state, "play S1 orange1 sling E") == "The first pawn in that direction is not an opposing pawn."


def test_scenario_8_emergency() -> None:
    """Scenario 8 (RNP-034, RNP-037)."""
    state = scenario()
    state["pawns"]["orange1"] = "d1"
    deal(state, S1="C101", N2="C082", N1="C001")
    total = storm_total(state)
    after, _ = act(state, "play S1 copy N2 orange1 d1>d2>d3")
    assert after["pawns"]["orange1"] == "d3"
    assert after["discard"][-1] == "C101" or "C101" in after["draw"]
    assert after["slots"]["N2"] == "C082" and storm_total(after) == total
    reason = refused(state, "play S1 copy N1 orange1 d1>d2")
    assert reason == "An Emergency may only copy a card with at least 1 storm point."


def test_rnp_033_only_facing_cards_or_the_backpack() -> None:
    """RNP-033: a card on a rival's side cannot be played; an empty Backpack has no card."""
    state = open_board()
    assert refused(state, f"play N1 orange1 e3>e2 {''}".strip()) == "That card is not in one of your facing slots."
    assert refused(state, "play BP orange1 e3>e2") == "Your Backpack holds no card."
    assert {t.split()[1] for t in texts(state) if t.startswith("play")} <= {"S1", "S2", "S3"}


def test_rnp_035_acting_pawns() -> None:
    """RNP-035: own pawns on the grid or in camp, and the bear on the grid; never ship or Pole pawns."""
    state = open_board()
    state["pawns"].update({"orange2": "d0", "orange3": "pole", "bear": "g6"})
    deal(state, S1="C033")
    actors = {t.split()[2] for t in texts(state) if t.startswith("play S1")}
    assert actors == {"orange1", "orange2", "bear"}
    assert refused(state, "play S1 orange4 d0>d1") == "That pawn cannot act: it is not on the grid or in your camp."
    assert refused(state, "play S1 blue1 e3>e2") == "You may only move your own pawns or the Polar Bear."


def test_rnp_036_one_pawn_per_play() -> None:
    """RNP-036: a play moves exactly one acting pawn."""
    state = open_board()
    state["pawns"]["orange2"] = "a5"
    deal(state, S1="C033")
    after, _ = act(state, "play S1 orange1 e3>f2")
    moved = [p for p in state["pawns"] if state["pawns"][p] != after["pawns"][p]]
    assert moved == ["orange1"]


def test_rnp_037_card_disposal_and_empty_slot() -> None:
    """RNP-037: the card goes to the storm pile and its slot stays empty until phase 4."""
    state = open_board()
    deal(state, S2="C009")
    after, _ = act(state, "play S2 orange1 e3>e2")
    assert after["storm"][-1] == "C009" and after["slots"]["S2"] is None
    ended, _ = act(after, "end")
    assert ended["slots"]["S2"] is not None


def test_rnp_043_camps_are_private() -> None:
    """RNP-043: a move may end in the own camp, never in a rival's camp."""
    state = scenario()
    state["pawns"].update({"orange1": "d1", "orange2": "d8"})
    deal(state, S1="C001")
    assert "d0" in destinations(state, "S1", "orange1")
    assert "d9" not in destinations(state, "S1", "orange2")
    assert refused(state, "play S1 orange2 d8>d9") == "Only the owner's pawns may enter a camp."


def test_rnp_044_holes_block_even_with_snowshoes() -> None:
    """RNP-044: no move enters or passes a Hole."""
    state = open_board()
    state["holes"] = {"e2": "T27"}
    deal(state, S1="C047")
    assert not {"e2", "e1"} & destinations(state, "S1", "orange1", with_gear=True)
    assert refused(state, "play S1 orange1 e3>e2>e1 +snowshoes") == "No pawn may enter or pass a Hole in the Ice."


def test_rnp_045_a_move_ends_elsewhere() -> None:
    """RNP-045: a path back to the start square is refused."""
    state = open_board()
    assert check_move(state, 0, "orange1", "A", ["e2", "e3"]) == msg("A move must end on a different square.")


def test_rnp_046_to_049_movement_shapes() -> None:
    """RNP-046 March, RNP-047 Swoop, RNP-048 Gallop, RNP-049 Dash (one or two straight steps)."""
    state = open_board()
    deal(state, S1="C001", S2="C017", S3="C033")
    assert destinations(state, "S1", "orange1") == {"e4", "e2", "d3", "f3"}
    assert destinations(state, "S2", "orange1") == {"d4", "f4", "d2", "f2"}
    assert destinations(state, "S3", "orange1") == {"e4", "e2", "d3", "f3", "d4", "f4", "d2", "f2"}
    deal(state, S1="C047")
    assert destinations(state, "S1", "orange1") == {"e4", "e5", "e2", "e1", "d3", "c3", "f3"}
    assert "play S1 orange1 e3>f3>g3 +snowshoes" in texts(state)  # crack f3-g3 on the second step


def test_rnp_050_dash_never_passes_a_pawn() -> None:
    """RNP-050: a grid pawn blocks a Dash; pawns in camp squares do not."""
    state = open_board()
    state["pawns"].update({"blue1": "e2", "orange2": "d0", "orange3": "e0"})
    deal(state, S1="C047")
    assert "e1" not in destinations(state, "S1", "orange1")
    assert refused(state, "play S1 orange1 e3>e2>e1") == "A Dash never passes over a pawn."
    assert "f0" in destinations(state, "S1", "orange3") or "c0" in destinations(state, "S1", "orange2")
    assert "play S1 orange2 d0>e0>f0" in texts(state)


def test_rnp_051_sling_does_not_move() -> None:
    """RNP-051: the slinger stays put."""
    state = open_board()
    state["pawns"]["blue1"] = "e7"
    deal(state, S1="C085")
    after, _ = act(state, "play S1 orange1 sling N")
    assert after["pawns"]["orange1"] == "e3" and after["pawns"]["blue1"] == "ship"


def test_rnp_052_gate_entry_with_any_one_step() -> None:
    """RNP-052: from a gate, March, Swoop, Gallop or a one-step Dash enters P; cracks never block."""
    state = scenario(disc="NE")
    state["pawns"]["orange1"] = "e5"  # the crack e5-e6 touches the gate
    for card in ("C001", "C017", "C033", "C043"):
        deal(state, S1=card)
        assert "play S1 orange1 e5>P" in texts(state), card


def test_rnp_053_dash_two_origins_only() -> None:
    """RNP-053: X → G → P only from the two listed origins of the gate; G must be free."""
    state = scenario(disc="NE")
    deal(state, S1="C047")
    state["pawns"]["orange1"] = "f5"
    assert "play S1 orange1 f5>e5>P" in texts(state)
    state["pawns"]["orange1"] = "e6"
    assert "play S1 orange1 e6>e5>P +snowshoes" in texts(state)  # crack e5-e6 is checked
    state["pawns"]["blue1"] = "e5"
    state["pawns"]["orange1"] = "f5"
    assert "play S1 orange1 f5>e5>P" not in texts(state)
    assert refused(state, "play S1 orange1 f5>e5>P") == "A Dash never passes over a pawn."


def test_rnp_054_non_gate_needs_a_pickaxe() -> None:
    """RNP-054: a central non-gate gives entry only with a Pickaxe."""
    state = scenario(disc="NE")
    state["pawns"]["orange1"] = "d4"
    deal(state, S1="C001")
    assert not [t for t in texts(state) if t.endswith(">P")]
    state["seats"][0]["equipment"].append("T18")
    assert "play S1 orange1 d4>P +pickaxe" in texts(state)


def test_rnp_055_pole_pawns_never_return() -> None:
    """RNP-055: a pawn at the Pole stays on the scoreboard and offers no plays."""
    state = scenario(disc="NE")
    state["pawns"]["orange1"] = "e5"
    state["pawns"]["orange2"] = "a5"
    deal(state, S1="C001")
    after, _ = act(state, "play S1 orange1 e5>P")
    after, _ = act(after, "end")
    assert after["pawns"]["orange1"] == "pole"
    assert not any("orange1" in t for t in texts(after))


def test_rnp_056_scoreboard_token_goes_to_the_first_expedition_pawn() -> None:
    """RNP-056: the bear never takes it; the first expedition pawn does."""
    state = scenario(disc="NE")
    state["pawns"].update({"bear": "e5", "orange1": "f5", "orange2": "a5"})
    set_score_token(state, "T13")
    deal(state, S1="C001", S2="C043")
    after, _ = act(state, "play S1 bear e5>P")
    assert after["pawns"]["bear"] == "supply" and after["score_token"] == "T13"
    after, _ = act(after, "husky T01")
    after, _ = act(after, "play S2 orange1 f5>e5>P")
    assert after["score_token"] is None and "T13" in after["seats"][0]["equipment"]


def test_rnp_057_only_opposing_pawns_are_ambushed() -> None:
    """RNP-057: no ambush on own (or teammates') pawns, by own pawns or by the bear."""
    state = open_board()
    state["pawns"].update({"orange2": "e2", "bear": "d2", "blue1": "f3"})
    deal(state, S1="C053")  # March B
    assert refused(state, "play S1 orange1 e3>e2") == "You may only ambush an opposing pawn."
    assert refused(state, "play S1 bear d2>e2") == "You may only ambush an opposing pawn."
    assert "play S1 orange1 e3>f3" in texts(state)


def test_rnp_058_type_a_never_ends_on_a_pawn() -> None:
    """RNP-058: a type-A card cannot land on an occupied square."""
    state = open_board()
    state["pawns"]["blue1"] = "e2"
    deal(state, S1="C001")
    assert "e2" not in destinations(state, "S1", "orange1")


def test_rnp_059_move_ambush() -> None:
    """RNP-059: type B lands on an opposing pawn, which goes back to its ship; the bear to the supply."""
    state = open_board()
    state["pawns"].update({"blue1": "e2", "bear": "f3"})
    deal(state, S1="C053", S2="C054")
    after, _ = act(state, "play S1 orange1 e3>e2")
    assert after["pawns"]["blue1"] == "ship" and after["pawns"]["orange1"] == "e2"
    state["stack"] = state["stack"][:5]
    again, _ = act(state, "play S2 orange1 e3>f3")
    assert again["pawns"]["bear"] in ("supply", "e3", "f3")
    assert again["pawns"]["bear"] != "f3" or again["pawns"]["orange1"] != "f3"


def test_rnp_060_no_ambush_from_a_camp() -> None:
    """RNP-060: a camp pawn cannot ambush the pawn next to the camp."""
    state = scenario()
    state["pawns"].update({"orange1": "d0", "blue1": "d1"})
    deal(state, S1="C053")
    assert refused(state, "play S1 orange1 d0>d1") == "No ambush may start from a camp square."


def test_rnp_061_igloos() -> None:
    """RNP-061: an Igloo pawn cannot ambush and is ambushed only with a Pickaxe."""
    state = open_board()
    state["pawns"].update({"blue1": "e2", "blue2": "f3"})
    state["igloos"] = {"orange1": "T16"}
    deal(state, S1="C053")
    assert refused(state, "play S1 orange1 e3>e2") == "A pawn in an Igloo cannot make an ambush."
    state["igloos"] = {"blue1": "T16"}
    assert refused(state, "play S1 orange1 e3>e2") == "That play needs a Pickaxe."
    state["seats"][0]["equipment"].append("T18")
    after, _ = act(state, "play S1 orange1 e3>e2 +pickaxe")
    assert after["pawns"]["blue1"] == "ship" and after["igloos"] == {}
    assert "T16" in after["token_discard"]


def test_rnp_062_rnp_063_sling_lines() -> None:
    """RNP-062/063: the first pawn in line is the target; cracks do not block; any pawn does; camps don't count."""
    state = scenario()
    state["pawns"].update({"orange1": "c2", "blue1": "c6", "blue2": "e2", "orange2": "d2"})
    deal(state, S1="C085")
    slings = {t for t in texts(state) if "orange1 sling" in t}
    assert slings == {"play S1 orange1 sling N"}  # crack c2-c3 on the way; orange2 shields blue2
    state["pawns"]["orange1"] = "d0"
    assert refused(state, "play S1 orange1 sling N") == "A Sling must be thrown from a grid square."


def test_rnp_064_no_ambush_when_the_stack_is_empty() -> None:
    """RNP-064: with an empty stack, no ambush is listed."""
    state = open_board()
    state["pawns"]["blue1"] = "e2"
    state["set_aside"] += state["stack"]
    state["stack"] = []
    deal(state, S1="C053", S2="C085")
    assert "play S1 orange1 e3>e2" in texts(state)  # only moves: camp rules everywhere
    after, _ = act(state, "play S1 orange1 e3>e2")
    assert after["pawns"]["blue1"] == "e2" and after["pawns"]["orange1"] == "e2"
    assert not [t for t in texts(state) if "sling" in t]


def test_rnp_065_each_ambush_reveals_the_top_token() -> None:
    """RNP-065: after the ambush the top token is revealed and resolved."""
    state = open_board()
    state["pawns"]["blue1"] = "e2"
    set_stack_top(state, "T11")
    deal(state, S1="C053")
    after, events = act(state, "play S1 orange1 e3>e2")
    assert after["stack"] == state["stack"][1:]
    assert "T11" in after["seats"][0]["equipment"]
    assert any(e["type"] == "token" for e in events)
