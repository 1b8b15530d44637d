"""The turn: phases, refresh, windows, refill and passing on (RNP §4, §5, §8, §10, RNP-124/125)."""

from __future__ import annotations

import random

from bot.engine import action_key
from bot.games.north_pole import GAME
from bot.games.north_pole.listing import playable_without_equipment
from bot.games.north_pole.notation import parse, to_text
from bot.games.north_pole.turns import begin_turn
from tests.north_pole.helpers import SEED, act, deal, put_card, refused, scenario, texts


def scenario_7() -> dict:
    state = scenario()
    state["pawns"].update({"orange1": "b6", "blue1": "f3"})
    state["turn"]["phase"] = "camp"
    deal(state, S1="C085", S2="C093", S3="C096")
    for i, card in enumerate(("C001", "C017", "C033")):
        put_card(state, card, state["draw"], i)
    state, _ = act(state, "camp d0")
    return state


def test_scenario_7_no_playable_card() -> None:
    """Scenario 7 (RNP-073, RNP-074, RNP-075, RNP-076)."""
    state = scenario_7()
    assert state["pawns"]["orange2"] == "d0"
    assert texts(state) == ["refresh"]
    after, _ = act(state, "refresh")
    assert after["discard"][-3:] == ["C085", "C093", "C096"]
    assert [after["slots"][s] for s in ("S1", "S2", "S3")] == ["C001", "C017", "C033"]
    assert texts(after) == ["pay T01", "pay T05", "end"]
    paid, _ = act(after, "pay T05")
    assert "play S1 orange2 d0>d1" in texts(paid)
    assert all(t.startswith("play") for t in texts(paid))
    played, _ = act(paid, "play S1 orange2 d0>d1")
    assert played["turn"]["phase"] == "window" and played["storm"] == ["C001"]


def test_rnp_027_clockwise_turns_and_rounds() -> None:
    """RNP-027: S → W → N → E, skipping empty sides; a round ends when all seats have played."""
    state = scenario(players=3)
    sides = []
    for _ in range(4):
        sides.append(state["seats"][state["turn"]["seat"]]["side"])
        state["turn"]["phase"] = "window"
        state, _ = act(state, "end")
    assert sides == ["S", "W", "N", "S"]
    assert state["turn"]["round"] == 2
    two = scenario(players=2)
    two["turn"]["phase"] = "window"
    two, _ = act(two, "end")
    assert two["seats"][two["turn"]["seat"]]["side"] == "N"


def test_rnp_028_phase_order() -> None:
    """RNP-028: ship to camp, action, weather, then refill and pass."""
    state = scenario()
    state["turn"]["phase"] = "camp"
    assert {t.split()[0] for t in texts(state)} == {"camp"}
    state, _ = act(state, "camp e0")
    assert state["turn"]["phase"] == "main"
    deal(state, S1="C001")
    state, _ = act(state, "play S1 orange1 e0>e1")
    assert state["turn"]["phase"] == "window" and "end" in texts(state)
    state, _ = act(state, "end")
    assert state["turn"]["seat"] == 1 and all(state["slots"].values())


def test_rnp_029_free_points() -> None:
    """RNP-029: Compass and Igloo at the start of phase 2 and in post-play windows, not during a play."""
    state = scenario(disc="NE")
    state["pawns"]["orange1"] = "b3"
    state["seats"][0]["equipment"] += ["T21"]
    assert {"compass T21 SE", "compass T21 SW", "compass T21 NW"} <= set(texts(state))
    state, _ = act(state, "compass T21 SW")
    assert state["disc"] == "SW" and state["turn"]["phase"] == "main"
    state["seats"][0]["equipment"].append("T16")
    deal(state, S1="C001", S2="C002")
    state, _ = act(state, "play S1 orange1 b3>b4")
    assert "igloo T16 orange1" in texts(state)
    state, _ = act(state, "husky T01")
    assert not [t for t in texts(state) if t.startswith("igloo")]


def test_rnp_030_lowest_numbered_pawn_goes_ashore() -> None:
    """RNP-030: exactly one pawn, the lowest-numbered on the ship, to a chosen camp square."""
    state = scenario()
    state["turn"]["phase"] = "camp"
    state["pawns"]["orange1"] = "pole"
    assert texts(state) == ["camp c0", "camp d0", "camp e0", "camp f0"]
    after, _ = act(state, "camp f0")
    assert after["pawns"]["orange2"] == "f0" and after["pawns"]["orange3"] == "ship"


def test_rnp_031_empty_ship_skips_phase_1() -> None:
    """RNP-031: with no pawn on the ship the turn starts at phase 2."""
    state = scenario()
    for pawn in ("orange1", "orange2", "orange3", "orange4"):
        state["pawns"][pawn] = "pole" if pawn != "orange4" else "d0"
    begin_turn(state, 0, 1, 0)
    assert state["turn"]["phase"] == "main"


def test_rnp_032_camp_squares_are_shared_by_the_owner_only() -> None:
    """RNP-032: many own pawns on one camp square; never the bear."""
    state = scenario()
    state["pawns"].update({"orange1": "d0", "orange2": "c0", "bear": "d1"})
    deal(state, S1="C001")
    assert "play S1 orange2 c0>d0" in texts(state)
    assert refused(state, "play S1 bear d1>d0") == "The Polar Bear may never enter a camp."


def test_rnp_071_playable_without_equipment() -> None:
    """RNP-071: a Backpack card or a Snowshoes play does not count."""
    state = scenario()
    state["pawns"]["orange1"] = "c2"
    deal(state, S1="C085", S2="C093", S3="C096")
    assert not playable_without_equipment(state, 0)
    deal(state, S1="C001")
    assert playable_without_equipment(state, 0)


def test_rnp_072_refresh_is_always_offered_for_the_main_play() -> None:
    """RNP-072: Refresh may replace a playable main play."""
    state = scenario()
    state["pawns"]["orange1"] = "e3"
    deal(state, S1="C001")
    assert "refresh" in texts(state) and "play S1 orange1 e3>e2" in texts(state)


def test_rnp_073_equipment_plays_or_refresh() -> None:
    """RNP-073: with only equipment plays, those and Refresh are the choices."""
    state = scenario()
    state["pawns"]["orange1"] = "c2"
    deal(state, S1="C085", S2="C093", S3="C096")
    state["seats"][0]["backpack"] = {"token": "T13", "card": state["draw"].pop(state["draw"].index("C001"))}
    state["seats"][0]["equipment"].append("T13")
    assert set(texts(state)) == {"refresh", "play BP orange1 c2>c1", "play BP orange1 c2>b2", "play BP orange1 c2>d2",
                                 "play BP orange1 c2>c3 +snowshoes"}  # fmt: skip


def test_rnp_074_refresh_reshuffles_when_needed() -> None:
    """RNP-074/088: the refreshed cards may come back through a reshuffle; no card is lost."""
    state = scenario_7()
    state["discard"] += state["draw"][1:]
    state["draw"] = state["draw"][:1]
    after, _ = act(state, "refresh")
    assert after["slots"]["S1"] == "C001" and after["slots"]["S2"] and after["slots"]["S3"]
    assert len(after["draw"]) + len(after["discard"]) == len(state["draw"]) + len(state["discard"])
    assert after["discard"] == []  # the discard pile was shuffled into a new draw pile


def test_rnp_075_pay_then_one_play_then_husky_window() -> None:
    """RNP-075: after paying, one legal play must follow, then a normal window with Husky."""
    state = scenario_7()
    state, _ = act(state, "refresh")
    state, _ = act(state, "pay T05")
    assert "refresh" not in texts(state) and "end" not in texts(state)
    state, _ = act(state, "play S1 orange2 d0>d1")
    assert "husky T01" in texts(state)


def test_rnp_076_payment_needs_a_play_afterwards() -> None:
    """RNP-076: Snowshoes cannot be paid when the only play needs them."""
    state = scenario_7()
    state, _ = act(state, "refresh")
    state["pawns"].update({"orange2": "ship", "orange1": "c2"})
    deal(state, S1="C001", S2="C085", S3="C086")
    state["holes"] = {"c1": "T27", "b2": "T28", "d2": "T29"}
    assert texts(state) == ["pay T01", "end"]
    assert refused(state, "pay T05") == "That token can't be paid: no legal play would remain."


def test_rnp_077_end_after_refresh() -> None:
    """RNP-077: ending after a Refresh skips the weather and offers no Husky, then phase 4."""
    state = scenario_7()
    state["storm"] = []
    state, _ = act(state, "refresh")
    state, _ = act(state, "end")
    assert state["turn"]["phase"] == "window" and not [t for t in texts(state) if t.startswith("husky")]
    assert refused(state, "husky T01") == "No Husky after a Refresh."
    state, _ = act(state, "end")
    assert state["turn"]["seat"] == 1


def test_rnp_078_no_refresh_for_an_extra_play() -> None:
    """RNP-078: a Husky play cannot Refresh."""
    state = scenario()
    state["pawns"]["orange1"] = "e3"
    deal(state, S1="C001", S2="C002")
    state, _ = act(state, "play S1 orange1 e3>e2")
    state, _ = act(state, "husky T01")
    assert "refresh" not in texts(state)
    assert refused(state, "refresh") == "Refresh is only possible instead of the main play."


def test_rnp_086_post_play_window() -> None:
    """RNP-086: Husky, Compass, Igloo, store, or end."""
    state = scenario()
    state["pawns"]["orange1"] = "b3"
    state["seats"][0]["equipment"] = ["T01", "T21", "T13"]
    deal(state, S1="C001", S2="C002", S3="C003")
    state, _ = act(state, "play S1 orange1 b3>b4")
    kinds = {t.split()[0] for t in texts(state)}
    assert kinds == {"husky", "compass", "store", "end"}


def test_rnp_087_refill_order() -> None:
    """RNP-087: empty slots fill S1 … E3 in order from the draw pile."""
    state = scenario()
    top = state["draw"][:3]
    deal(state, S2=None, N1=None, E3=None)
    state["turn"]["phase"] = "window"
    state, _ = act(state, "end")
    assert [state["slots"][s] for s in ("S2", "N1", "E3")] == top


def test_rnp_088_rnp_089_reshuffle_and_empty_piles() -> None:
    """RNP-088: an empty draw pile takes the shuffled discard; RNP-089: with none left slots stay empty."""
    state = scenario()
    deal(state, S1=None, S2=None, S3=None)
    state["discard"] += state["draw"][2:]
    state["draw"] = state["draw"][:2]
    first_two = list(state["draw"])
    state["turn"]["phase"] = "window"
    after, _ = act(state, "end")
    assert [after["slots"][s] for s in ("S1", "S2")] == first_two and after["slots"]["S3"] is not None
    assert after["discard"] == [] and len(after["draw"]) == len(state["discard"]) - 1
    empty = scenario()
    deal(empty, S1=None, S2=None)
    empty["discard"], empty["draw"] = [], []
    empty["turn"]["phase"] = "window"
    after, _ = act(empty, "end")
    assert after["slots"]["S1"] is None and after["slots"]["S2"] is None and after["slots"]["S3"] is not None


def test_rnp_090_turn_passes_and_pending_husky_is_lost() -> None:
    """RNP-090 / RNP-094: phase 4 passes the turn; an unused pending extra play is lost."""
    state = scenario()
    state["turn"]["phase"] = "window"
    state["turn"]["pending_husky"] = 1
    after, _ = act(state, "end")
    assert after["turn"]["seat"] == 1 and after["turn"]["pending_husky"] == 0


def test_rnp_124_a_single_choice_is_still_submitted() -> None:
    """RNP-124: the engine never applies the only choice by itself."""
    state = scenario_7()
    state["seats"][0]["equipment"] = []
    state, _ = act(state, "refresh")
    state["pawns"]["orange2"] = "ship"
    state["pawns"]["orange1"] = "ship"
    assert texts(state) == ["end"]
    assert state["turn"]["phase"] == "refreshed"


def test_rnp_125_canonical_text() -> None:
    """RNP-125: every legal action has one canonical text that parses back to it."""
    assert parse("play S1 copy N2 orange1 d1>d2>d3") == {
        "type": "move", "card": "S1", "copy": "N2", "pawn": "orange1", "path": ["d2", "d3"],
    }  # fmt: skip
    assert parse("play BP bear e5>P +pickaxe")["gear"] == ["pickaxe"]
    assert parse("overflow use T21 NW") == {"type": "overflow", "mode": "use", "token": "T21", "orientation": "NW"}
    state = GAME.setup(3, {}, SEED)
    pick = random.Random(3)
    for _ in range(150):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        written = [to_text(state, a) for a in legal]
        assert len(set(written)) == len(written)
        assert all(action_key(parse(t)) == action_key(a) for t, a in zip(written, legal, strict=True))
        assert all(len(a["label"]) <= 80 for a in legal)
        state, _ = GAME.apply(state, seat, pick.choice(legal))
