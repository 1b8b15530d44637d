"""Caddie cards, their windows and Feeling Mean (D5, RIO-076–RIO-081, RIO-100–RIO-103,
RIO-127, RIO-128, RIO-131, RIO-138, RIO-149)."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction
from bot.games.roll_in_one import GAME

from .helpers import Dice, act, cell, give, preset_game, turn_for


def kinds(st: dict[str, object], seat: int, kind: str) -> list[dict[str, object]]:
    return [a for a in GAME.legal_actions(st, seat) if a["type"] == kind]


def test_d5_c1_deep_breath_rerolls_the_same_club(dice: Dice) -> None:
    st = turn_for(preset_game(), 0, (1, 4))
    give(st, 0, "C1")
    dice(["1", "1", "2", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    assert st["decision"]["step"] == "roll" and st["turn"]["pending"] == "1"
    st, _ = act(st, 0, "card", card="C1")  # the failed 1 is cancelled; 2 beats 1
    assert st["discard"][-1].startswith("C1#")
    assert cell(st, 0) == (1, 7)  # (1,5), (1,6), 1 fails, slide


def test_d5_c2_club_swap_keeps_the_number_to_beat(dice: Dice) -> None:
    st = turn_for(preset_game(), 0, (1, 4))
    give(st, 0, "C2")
    dice(["3", "2", "T", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    assert len(kinds(st, 0, "card")) == 5  # five other clubs
    st, _ = act(st, 0, "card", card="C2", club="wood")
    assert [r["club"] for r in st["last_turn"]["rolls"]] == ["putter", "putter", "wood", "wood"]
    assert st["last_turn"]["path"] == [[1, 4], [1, 5], [1, 6], [1, 7]]


def test_d5_c3_caddies_advice(dice: Dice) -> None:
    st = turn_for(preset_game(), 0, (1, 4))
    give(st, 0, "C3")
    dice(["2", "2", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    assert {a.get("delta") for a in kinds(st, 0, "card")} == {1, -1}
    st, _ = act(st, 0, "card", card="C3", delta=1)  # 2 → 3 beats 2
    assert st["last_turn"]["rolls"][1]["face"] == "3" and st["last_turn"]["rolls"][1]["was"] == "2"
    assert cell(st, 0) == (1, 7)


def test_d5_c4_perfect_read_any_face(dice: Dice) -> None:
    st = turn_for(preset_game(), 0, (1, 4))
    give(st, 0, "C4")
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="wedge", dir=5)
    assert {a["face"] for a in kinds(st, 0, "card")} == {"1", "2", "3", "C", "D1", "DC"}
    st, _ = act(st, 0, "card", card="C4", face="D1")
    assert cell(st, 0) == (1, 6)  # dotted: no slide


def test_d5_c5_shape_the_shot_turns_then_resolves(dice: Dice) -> None:
    st = turn_for(preset_game(), 0, (1, 4))
    give(st, 0, "C5")
    st["seats"][0]["settings"]["pause_rolls"] = "always"
    dice(["2", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    st, _ = act(st, 0, "card", card="C5", turn="left")  # SE → E, then 2 moves E
    assert cell(st, 0) == (2, 4)


def test_d5_c6_preferred_lie_and_c7_punch_out(dice: Dice) -> None:
    st = turn_for(preset_game(), 0, (0, 5))  # sand
    give(st, 0, "C6", "C7")
    assert {a["card"] for a in kinds(st, 0, "card")} == {"C6", "C7"}
    st, _ = act(st, 0, "card", card="C6")
    assert not [a for a in kinds(st, 0, "card") if a["card"] == "C6"]
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=0)
    assert cell(st, 0) == (2, 5)  # the first roll moved: (1,5), slide to (2,5)
    st = turn_for(st, 0, (0, 0))  # trees
    give(st, 0, "C7")
    assert [a["card"] for a in kinds(st, 0, "card")] == ["C7"]  # trees, but no Preferred Lie held
    st, _ = act(st, 0, "card", card="C7")
    dice(["T", "1", "1"])
    st, _ = act(st, 0, "swing", club="6iron", dir=5)
    assert st["last_turn"]["path"][:2] == [[0, 0], [0, 1]]


def test_d5_c10_crosswind_c12_free_drop_rio_079_several_cards(dice: Dice) -> None:
    """RIO-079: d5 c10 crosswind c12 free drop several cards."""
    st = turn_for(preset_game(), 0, (1, 8))
    give(st, 0, "C12", "C10")
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    assert cell(st, 0) == (1, 9)
    st, _ = act(st, 0, "card", card="C12")
    assert st["decision"]["step"] == "landing"
    crosswinds = [a for a in kinds(st, 0, "card") if a["card"] == "C10"]
    assert {a["turn"] for a in crosswinds} == {"left", "right"}
    st, _ = act(st, 0, "card", card="C10", turn="right")  # forward-right of SE is SW: (0,10), rough
    assert cell(st, 0) == (0, 10) and st["seats"][0]["penalties"] == 0


def test_d5_c12_free_drop_cancels_the_water_penalty(dice: Dice) -> None:
    st = turn_for(preset_game(), 0, (1, 8))
    give(st, 0, "C12")
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    st, events = act(st, 0, "card", card="C12")
    assert cell(st, 0) == (1, 9) and st["seats"][0]["penalties"] == 0
    assert any(e["type"] == "free_drop" for e in events)


def test_rio_081_d5_c11_mulligan_replays_the_turn(dice: Dice) -> None:
    """RIO-081: d5 c11 mulligan replays the turn."""
    st = turn_for(preset_game(), 0, (1, 8))
    give(st, 0, "C11")
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    st, _ = act(st, 0, "card", card="C11")
    assert cell(st, 0) == (1, 8) and st["decision"] == {"seat": 0, "step": "aim"}
    assert st["turn"]["beat"] == 0 and st["turn"]["mulligans"] == 1
    assert st["seats"][0]["penalties"] == 0 and not st["seats"][0]["hand"]
    dice(["D1"])
    st, _ = act(st, 0, "swing", club="9iron", dir=0)
    assert cell(st, 0) == (2, 8)


def test_rio_076_hands_private_unless_open_hands() -> None:
    """RIO-076: hands private unless open hands."""
    st = GAME.setup(3, {"course": "preset"}, 982_451_653)
    st, _ = act(st, st["first_player"], "preset", name="Front Nine")
    public = GAME.view(st, None)
    assert all("hand" not in s for s in public["seats"]) and all(s["hand_size"] == 3 for s in public["seats"])
    assert len(GAME.view(st, 1)["private"]["hand"]) == 3
    open_st = GAME.setup(3, {"course": "preset", "open_hands": True}, 982_451_653)
    open_st, _ = act(open_st, open_st["first_player"], "preset", name="Front Nine")
    assert all(len(s["hand"]) == 3 for s in GAME.view(open_st, None)["seats"])


def test_rio_077_rio_138_cards_only_in_their_window() -> None:
    """RIO-077, RIO-138: cards only in their window."""
    st = turn_for(preset_game(), 0, (1, 4))
    give(st, 0, "C8", "C1")
    with pytest.raises(IllegalAction, match="only be played in the LANDING window"):
        act(st, 0, "card", card="C8")
    with pytest.raises(IllegalAction, match="don't hold Mulligan"):
        act(st, 0, "card", card="C11")
    give(st, 0, "C6")
    with pytest.raises(IllegalAction, match="start space is sand or trees"):
        act(st, 0, "card", card="C6")


def test_rio_078_without_feeling_mean_nobody_reacts(dice: Dice) -> None:
    """RIO-078: without feeling mean nobody reacts."""
    st = turn_for(preset_game(), 0, (1, 4))
    give(st, 1, "C8")
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    assert st["decision"] == {"seat": 1, "step": "aim"}


def test_rio_100_rio_101_rio_080_rio_149_reaction_window(dice: Dice) -> None:
    """RIO-100, RIO-101, RIO-080, RIO-149: reaction window."""
    st = preset_game(players=4, feeling_mean=True)
    st["balls"][3] = {"cell": None, "holed": True}
    st = turn_for(st, 0, (1, 4))
    give(st, 1, "C10")
    give(st, 3, "C1")  # holed, holds only a ROLL card: may only pass
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    assert st["decision"] == {"seat": 1, "step": "reaction"}  # seat 2 holds no card: skipped
    assert GAME.view(st, None)["decision"] == {"seat": 1, "step": "reaction"}
    st, _ = act(st, 1, "card", card="C10", turn="left")  # seat 1 chooses: SE → E
    assert cell(st, 0) == (2, 5)
    assert st["decision"] == {"seat": 3, "step": "reaction"}
    assert [a["type"] for a in GAME.legal_actions(st, 3)] == ["pass"]
    st, _ = act(st, 3, "pass")
    assert cell(st, 0) == (3, 5)  # slides on in the new shot direction (E)


def test_rio_102_reaction_mulligan_replays_at_once(dice: Dice) -> None:
    """RIO-102: reaction mulligan replays at once."""
    st = preset_game(players=3, feeling_mean=True)
    st = turn_for(st, 0, (1, 8))
    give(st, 1, "C11")
    give(st, 2, "C8")
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    st, _ = act(st, 1, "card", card="C11")
    assert st["decision"] == {"seat": 0, "step": "aim"} and cell(st, 0) == (1, 8)
    assert st["seats"][0]["penalties"] == 0 and len(st["seats"][2]["hand"]) == 1


def test_rio_103_auto_pass_and_host_skip(dice: Dice) -> None:
    """RIO-103: auto pass and host skip."""
    st = preset_game(players=3, feeling_mean=True)
    st = turn_for(st, 0, (1, 4))
    give(st, 1, "C8")
    give(st, 2, "C8")
    st["seats"][1]["settings"]["auto_pass"] = True
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    assert st["decision"] == {"seat": 2, "step": "reaction"}
    st, _ = GAME.apply(st, 2, {"type": "pass"})  # the host passes for a timed-out reaction
    assert cell(st, 0) == (1, 6) and st["decision"]["seat"] == 1


def test_rio_127_rio_128_when_the_roll_window_opens(dice: Dice) -> None:
    """RIO-127, RIO-128: when the roll window opens."""
    st = turn_for(preset_game(), 0, (1, 4))
    dice(["1", "1"])
    plain, _ = act(st, 0, "swing", club="putter", dir=5)
    assert plain["decision"]["seat"] == 1  # no options: no window
    give(st, 0, "C1")
    dice(["1", "1"])
    landing, _ = act(st, 0, "swing", club="putter", dir=5)
    assert landing["decision"]["step"] == "roll" and landing["turn"]["pending"] == "1"
    assert landing["turn"]["path"] == [[1, 4], [1, 5]]  # the beating 1 did not pause
    st["seats"][0]["settings"]["pause_rolls"] = "always"
    dice(["1"])
    always, _ = act(st, 0, "swing", club="putter", dir=5)
    assert always["decision"]["step"] == "roll" and always["turn"]["path"] == [[1, 4]]
    st["seats"][0]["settings"]["pause_rolls"] = "never"
    dice(["1", "1"])
    never, _ = act(st, 0, "swing", club="putter", dir=5)
    assert never["decision"]["seat"] == 1


def test_rio_131_landing_window_only_with_a_landing_card(dice: Dice) -> None:
    """RIO-131: landing window only with a landing card."""
    st = turn_for(preset_game(), 0, (1, 10))
    give(st, 0, "C8")  # forward (1,11)... the green is on the course
    dice(["1", "2"])
    st, _ = act(st, 0, "swing", club="putter", dir=3)  # W: (0,10), then OOB
    assert st["decision"] == {"seat": 0, "step": "landing"}
    assert [a["type"] for a in GAME.legal_actions(st, 0)] == ["continue"]  # Tailwind W is OOB
    st, _ = act(st, 0, "continue")
    assert st["seats"][0]["penalties"] == 1 and st["decision"]["seat"] == 1
