"""Weather and storms (RNP §9, RNP-105, RNP-130/131) and scenario 3."""

from __future__ import annotations

from bot.games.north_pole import GAME
from bot.games.north_pole.board import crack_list
from bot.games.north_pole.state import storm_total
from tests.north_pole.helpers import act, deal, scenario, set_draw_top, set_stack_top, set_storm, texts


def storm_ready(top: str, pile: tuple[str, ...] = ("C085", "C047", "C079")) -> dict:
    state = scenario()
    state["pawns"]["orange1"] = "d1"
    set_storm(state, list(pile))
    deal(state, S2="C009")
    set_draw_top(state, top)
    return state


def test_scenario_3_threshold_storm() -> None:
    """Scenario 3 (RNP-079, RNP-080, RNP-014, RNP-016, RNP-083)."""
    state = storm_ready("C012")
    assert storm_total(state) == 7
    west = [state["slots"][f"W{i}"] for i in (1, 2, 3)]
    south = [state["slots"][f"S{i}"] for i in (1, 2, 3)]
    after, events = act(state, "play S2 orange1 d1>d2")
    assert after["pawns"]["orange1"] == "g4" and after["r"] == 3
    assert [after["slots"][f"S{i}"] for i in (1, 2, 3)] == west
    assert [after["slots"][f"E{i}"] for i in (1, 3)] == [south[0], south[2]] and after["slots"]["E2"] is None
    assert "e4-f4" in crack_list(after["r"])
    assert after["storm"] == [] and storm_total(after) == 0
    assert after["discard"][-4:] == ["C085", "C047", "C079", "C009"]
    assert after["disc"] == state["disc"]
    assert [e["type"] for e in events].count("storm") == 1
    ended, _ = act(after, "end")
    assert ended["slots"]["E2"] == "C012"


def test_rnp_079_below_threshold_no_storm() -> None:
    """RNP-079: 7 + 0 < 8 leaves the board as it is."""
    state = storm_ready("C012")
    deal(state, S2="C001")
    after, _ = act(state, "play S2 orange1 d1>d2")
    assert after["r"] == 0 and storm_total(after) == 7


def test_rnp_080_colours_give_directions() -> None:
    """RNP-080: blue clockwise, red counter-clockwise, purple half; the top card stays on top."""
    for top, r in (("C010", 1), ("C012", 3), ("C016", 2)):
        after, _ = act(storm_ready(top), "play S2 orange1 d1>d2")
        assert after["r"] == r and after["draw"][0] == top


def test_rnp_081_purple_needs_no_choice() -> None:
    """RNP-081: a half turn is applied with no decision asked for."""
    after, _ = act(storm_ready("C016"), "play S2 orange1 d1>d2")
    assert after["turn"]["phase"] == "window" and after["pawns"]["orange1"] == "e7"


def test_rnp_082_camp_pawns_stay() -> None:
    """RNP-082: camp pawns and the disc do not move in a storm."""
    state = storm_ready("C010")
    state["pawns"]["orange2"] = "c0"
    after, _ = act(state, "play S2 orange1 d1>d2")
    assert after["pawns"]["orange2"] == "c0" and after["r"] == 1


def test_rnp_083_storm_pile_cleared() -> None:
    """RNP-083: after a threshold storm the storm pile is empty."""
    after, _ = act(storm_ready("C010"), "play S2 orange1 d1>d2")
    assert after["storm"] == [] and all(c in after["discard"] for c in ("C085", "C047", "C079", "C009"))


def test_rnp_084_one_storm_per_check() -> None:
    """RNP-084: even far above the threshold, one rotation."""
    state = storm_ready("C010", ("C085", "C086", "C093", "C094"))
    after, events = act(state, "play S2 orange1 d1>d2")
    assert after["r"] == 1 and [e["type"] for e in events].count("storm") == 1


def test_rnp_085_no_cards_left_means_clockwise() -> None:
    """RNP-085: with both piles empty the storm turns clockwise."""
    state = storm_ready("C012")
    state["draw"], state["discard"] = [], []
    after, _ = act(state, "play S2 orange1 d1>d2")
    assert after["r"] == 1


def test_rnp_105_storm_token_keeps_the_storm_pile() -> None:
    """RNP-105: a Storm token turns the board at once; the storm pile stays."""
    state = scenario()
    state["pawns"].update({"orange1": "e3", "blue1": "e2"})
    set_stack_top(state, "T23")
    set_storm(state, ["C047"])
    deal(state, S1="C053")
    set_draw_top(state, "C001")  # blue back: clockwise
    after, _events = act(state, "play S1 orange1 e3>e2")
    assert after["r"] == 1 and after["storm"] == ["C047", "C053"]
    assert "T23" in after["token_discard"]


def test_rnp_130_two_rotations_in_one_play() -> None:
    """RNP-130: a Storm token, then a threshold storm, each reading the top card at its moment."""
    state = scenario()
    state["pawns"].update({"orange1": "e3", "blue1": "e2"})
    set_stack_top(state, "T23")
    set_storm(state, ["C085", "C047", "C079"])
    deal(state, S1="C053")
    set_draw_top(state, "C016")  # purple
    after, events = act(state, "play S1 orange1 e3>e2")
    assert [e["type"] for e in events].count("storm") == 2
    assert after["r"] == 0 and after["pawns"]["orange1"] == "e2"  # two half turns


def test_rnp_131_storm_between_husky_plays_changes_facing_cards() -> None:
    """RNP-131: the extra play uses the cards facing the player after the storm."""
    state = storm_ready("C010")
    east = [state["slots"][f"E{i}"] for i in (1, 2, 3)]
    after, _ = act(state, "play S2 orange1 d1>d2")
    assert [after["slots"][f"S{i}"] for i in (1, 2, 3)] == east
    after, _ = act(after, "husky T01")
    cards = {t.split()[1] for t in texts(after)}
    assert cards <= {"S1", "S2", "S3"} and after["r"] == 1


def test_rnp_126_the_view_remembers_the_latest_storm() -> None:
    """RNP-126 (design addition): the public view names the latest storm's direction, cause and
    round, so a picture right after a storm can say what happened; None before any storm."""
    state = storm_ready("C012")
    assert GAME.view(state, None)["last_storm"] is None
    after, _ = act(state, "play S2 orange1 d1>d2")
    assert GAME.view(after, None)["last_storm"] == {"turn": "ccw", "cause": "threshold", "round": 1, "seat": 0}
    token = scenario()
    token["pawns"].update({"orange1": "e3", "blue1": "e2"})
    set_stack_top(token, "T23")
    deal(token, S1="C053")
    set_draw_top(token, "C016")  # purple back: half turn
    after, _ = act(token, "play S1 orange1 e3>e2")
    assert GAME.view(after, None)["last_storm"] == {"turn": "half", "cause": "token", "round": 1, "seat": 0}
